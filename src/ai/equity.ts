/**
 * Equity: the points a turn scores now plus what the tiles it keeps are worth later
 * (the leave value), with the usual end-of-game terms in place of the leave once the
 * bag is empty: going out earns twice what the others hold, being left with tiles costs
 * their value. Everything here reads only what the player to move can know: the board,
 * their own rack, the scores, the bag's size and the tiles unseen from their seat.
 */
import type { Board } from '../engine/board.js';
import type { Placement } from '../engine/placement.js';
import type { Rules } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import { BLANK, rackValue, sortRack, TILE_SETS, type TileSet } from '../engine/tiles.js';
import { unseenTiles } from '../engine/views.js';
import type { WordGraph } from '../lexicon/index.js';
import { BLANK_FLAG, blankSwaps, decodePlay, exchangesAndPass, moveGenerator, type BoundedSink, type GeneratedPlay } from '../movegen/index.js';
import type { LeaveTable } from './leaves.js';

export type Candidate =
  | {
    kind: 'place';
    /** Notation, e.g. `8H QUIZ`. */
    move: string;
    score: number;
    /** Rack tiles the play uses (`?` for a blank). */
    tiles: string;
    leave: string;
    leaveValue: number;
    equity: number;
    placement: Placement;
    /** A blank on the board to take back first (rules with the blank swap): its square, e.g. `K9`. */
    swap?: string;
  }
  | { kind: 'exchange'; tiles: string; score: 0; leave: string; leaveValue: number; equity: number }
  | { kind: 'pass'; score: 0; leave: string; leaveValue: number; equity: number };

/** What the evaluation of one turn needs to know. */
export interface TurnContext {
  board: Board;
  rack: string;
  rules: Rules;
  bagCount: number;
  /** Tiles in the bag or on other racks, as seen from the player's seat. */
  unseen: string;
  table: LeaveTable;
  /** The leave counts this much (0: score only, 1: full equity). */
  leaveWeight: number;
  /** A scoreless turn (pass or exchange) would end the game by the scoreless-turn or exchange rule. */
  scorelessEnds: boolean;
  exchangeEnds: boolean;
}

export function turnContext(state: GameState, player: number, table: LeaveTable, leaveWeight = 1): TurnContext {
  const { end } = state.rules;
  return {
    board: state.board,
    rack: state.racks[player]!,
    rules: state.rules,
    bagCount: state.bag.length,
    unseen: unseenTiles(state, player),
    table,
    leaveWeight,
    scorelessEnds: end.scorelessTurns !== null && state.scorelessTurns + 1 >= end.scorelessTurns,
    exchangeEnds: end.consecutiveExchanges !== null && state.consecutiveExchanges + 1 >= end.consecutiveExchanges,
  };
}

/** Rack tiles a placement uses: its letters, `?` for blanks. */
export function tilesOfPlacement(p: Placement): string {
  let s = '';
  for (const t of p.tiles) s += t.blank ? BLANK : t.letter;
  return s;
}

/** What is left of `rack` once `used` is taken out (used must be in the rack). */
export function leaveAfter(rack: string, used: string): string {
  const left = [...rack];
  for (const t of used) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left.join('');
}

/** Leave value of keeping `leave` with the bag not empty; a 7-tile keep is estimated from its best 6. */
export function keepValue(table: LeaveTable, leave: string): number {
  if (leave.length <= 6) return table.value(leave);
  let best = -Infinity;
  for (let i = 0; i < leave.length; i++) best = Math.max(best, table.value(leave.slice(0, i) + leave.slice(i + 1)));
  // Passing keeps the tile too, but gives the opponent a free turn: never better than exchanging it.
  return (Number.isFinite(best) ? best : 0) - 3;
}

function tileSetOf(tc: TurnContext): TileSet {
  return TILE_SETS[tc.rules.tileSet];
}

/** Equity of a placement scoring `score` that keeps `leave`. */
export function placeEquity(tc: TurnContext, score: number, leave: string): { leaveValue: number; equity: number } {
  if (tc.bagCount === 0) {
    const set = tileSetOf(tc);
    // Going out: the others lose their racks and we gain them.
    if (leave.length === 0) return { leaveValue: 2 * rackValue(tc.unseen, set), equity: score + 2 * rackValue(tc.unseen, set) };
    const stuck = -rackValue(leave, set);
    return { leaveValue: stuck, equity: score + stuck };
  }
  const v = tc.table.value(leave);
  return { leaveValue: v, equity: score + tc.leaveWeight * v };
}

function scorelessEquity(tc: TurnContext, leave: string, exchange: boolean): { leaveValue: number; equity: number } {
  const set = tileSetOf(tc);
  if ((tc.scorelessEnds || (exchange && tc.exchangeEnds)) || tc.bagCount === 0) {
    // The game ends (or the bag is empty): the rack counts against us as it stands.
    const v = -rackValue(tc.rack, set) + (tc.bagCount === 0 ? 0 : 0);
    return { leaveValue: v, equity: v };
  }
  const v = exchange ? tc.table.value(leave) : keepValue(tc.table, leave);
  return { leaveValue: v, equity: tc.leaveWeight * v };
}

/** The exchanges the rules allow now, and the pass when it is allowed (or the only move left). */
export function scorelessCandidates(tc: TurnContext, anyPlacement: boolean): Candidate[] {
  const out: Candidate[] = [];
  let pass = false;
  for (const m of exchangesAndPass(tc.rack, tc.rules, tc.bagCount, anyPlacement)) {
    if (m.kind === 'pass') {
      pass = true;
      continue;
    }
    const leave = leaveAfter(tc.rack, m.tiles);
    out.push({ kind: 'exchange', tiles: m.tiles, score: 0, leave: sortRack(leave), ...scorelessEquity(tc, leave, true) });
  }
  // Where the rules ban passing, a player who can neither place nor exchange still passes.
  if (pass || tc.rules.passAllowed || (!anyPlacement && out.length === 0)) {
    out.push({ kind: 'pass', score: 0, leave: sortRack(tc.rack), ...scorelessEquity(tc, tc.rack, false) });
  }
  return out;
}

export type PlaceCandidate = Extract<Candidate, { kind: 'place' }>;

export function placeCandidate(tc: TurnContext, play: GeneratedPlay): PlaceCandidate {
  const tiles = tilesOfPlacement(play.placement);
  const leave = leaveAfter(tc.rack, tiles);
  return { kind: 'place', move: play.notation, score: play.score, tiles, leave: sortRack(leave), ...placeEquity(tc, play.score, leave), placement: play.placement };
}

/** Best first: higher equity, then higher score, then notation order, so choices are stable. */
export function byEquity(a: Candidate, b: Candidate): number {
  return b.equity - a.equity || b.score - a.score || (describe(a) < describe(b) ? -1 : describe(a) > describe(b) ? 1 : 0);
}

export function describe(c: Candidate): string {
  return c.kind === 'place' ? c.move : c.kind === 'exchange' ? `-${c.tiles}` : '-';
}

/**
 * For a rack with no placement of its own, the placements a blank swap opens (rules with
 * the blank swap): each uses the blank taken back, as the rules require. The computer
 * swaps only then, when the alternative is a scoreless turn; under rules that end the game
 * only when nobody can place, never swapping would leave such a game without an end.
 */
export function swapCandidates(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  if (!tc.rules.blankSwap || moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules).count > 0) return [];
  return swapPlays(tc, lexicon);
}

/** The placements each blank swap opens that use the blank taken back. */
function swapPlays(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  if (!tc.rules.blankSwap) return [];
  const out: Candidate[] = [];
  for (const swapped of blankSwaps(tc.board, tc.rack)) {
    const plays = moveGenerator(lexicon).generate(swapped.board, swapped.rack, tc.rules);
    const after = { ...tc, board: swapped.board, rack: swapped.rack };
    for (let i = 0; i < plays.count; i++) {
      const play = plays.play(i);
      if (play.placement.tiles.some((t) => t.blank)) out.push({ ...placeCandidate(after, play), swap: swapped.square });
    }
  }
  return out;
}

/** The turns open to a rack with no placement of its own: swap plays, exchanges, the pass. */
function withoutPlacement(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  const swaps = swapPlays(tc, lexicon);
  return [...swaps, ...scorelessCandidates(tc, swaps.length > 0)].sort(byEquity);
}

/** Every candidate turn, best equity first. */
export function allCandidates(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  const plays = moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules);
  if (plays.count === 0) return withoutPlacement(tc, lexicon);
  const out: Candidate[] = [];
  for (let i = 0; i < plays.count; i++) out.push(placeCandidate(tc, plays.play(i)));
  out.push(...scorelessCandidates(tc, true));
  return out.sort(byEquity);
}

/** The highest value any leave of this rack can have: a bound for pruning. */
function bestLeaveBound(tc: TurnContext): number {
  if (tc.bagCount === 0) return 2 * rackValue(tc.unseen, tileSetOf(tc));
  const rack = tc.rack;
  let best = 0;
  const n = rack.length;
  for (let mask = 1; mask < (1 << n) - 1; mask++) {
    let leave = '';
    for (let i = 0; i < n; i++) if (mask & (1 << i)) leave += rack[i];
    const v = tc.table.value(leave);
    if (v > best) best = v;
  }
  return Math.max(0, tc.leaveWeight * best);
}

/**
 * The `n` best candidates by equity from the full list of plays: a play is decoded only
 * when its score plus the best leave the rack allows could still make the list. What
 * topCandidates finds without the list; the tests hold the two to the same choices.
 */
export function topCandidatesFromList(tc: TurnContext, lexicon: WordGraph, n = 1): Candidate[] {
  const plays = moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules);
  if (plays.count === 0) return withoutPlacement(tc, lexicon).slice(0, n);
  const bound = bestLeaveBound(tc);
  const top: Candidate[] = scorelessCandidates(tc, true).sort(byEquity).slice(0, n);
  let floor = top.length === n ? top[n - 1]!.equity : -Infinity;
  // Visit plays from the highest score down so the floor rises early.
  const order = new Int32Array(plays.count);
  for (let i = 0; i < plays.count; i++) order[i] = i;
  order.sort((a, b) => plays.score(b) - plays.score(a) || a - b);
  for (let j = 0; j < order.length; j++) {
    const i = order[j]!;
    if (plays.score(i) + bound < floor) break;
    const c = placeCandidate(tc, plays.play(i));
    if (top.length < n || byEquity(c, top[top.length - 1]!) < 0) {
      top.push(c);
      top.sort(byEquity);
      if (top.length > n) top.pop();
      if (top.length === n) floor = top[n - 1]!.equity;
    }
  }
  return top;
}

/**
 * The `n` best candidates by equity, without the full list: the best-play search gives its
 * plays to a sink that values each by its score and the leave it keeps. Each anchor's
 * bound on its plays' scores is raised, stretch by stretch, by the best leave of the
 * tiles such a play keeps; anchors are searched best bound first, and the search stops
 * when no bound reaches the last candidate kept. Plays whose score plus the best leave of
 * all cannot reach it are not valued, and a play is decoded only when it may enter the
 * list. The scoreless turns are looked at only when the best of them might: the same
 * choices as topCandidatesFromList, ties included (equity, score, notation).
 */
export function topCandidates(tc: TurnContext, lexicon: WordGraph, n = 1): Candidate[] {
  const sink = EquitySink.for(tc, n);
  if (sink === null) return topCandidatesFromList(tc, lexicon, n);
  const gen = moveGenerator(lexicon);
  const blanks = sink.blanks;
  if (blanks > 0) {
    // A blank is usually worth keeping: the plays that keep every blank first, from the
    // rack without them (a much smaller search), then only those that use one, whose
    // leaves are worth less, so fewer anchors can reach the list.
    sink.pass(sink.keptWithBlanks(), false);
    gen.bounded(tc.board, tc.rack.replaceAll(BLANK, ''), tc.rules, sink, true);
    sink.pass(sink.keptUsingBlank(), true);
  } else sink.pass(sink.keptWithBlanks(), false);
  gen.bounded(tc.board, tc.rack, tc.rules, sink, true);
  if (sink.placements === 0 && !gen.anyPlacement(tc.board, tc.rack, tc.rules)) return withoutPlacement(tc, lexicon).slice(0, n);
  const top = sink.top;
  if (top.length === n && sink.scorelessBound < top[n - 1]!.equity) return top;
  return [...top, ...scorelessCandidates(tc, true)].sort(byEquity).slice(0, n);
}

/** Symbols as the move generator numbers them: 0 the blank, 1-26 the letters A-Z. */
const GENERATOR_SYMBOLS = [BLANK, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * The `n` best placements by equity among the plays it is given. Leaves are valued from
 * tile counts with the same arithmetic as placeEquity, so equities compare exactly.
 */
class EquitySink implements BoundedSink {
  /** Placements given so far (bingos included). */
  placements = 0;
  readonly top: Candidate[] = [];
  /** Blanks on the rack. */
  readonly blanks: number;
  /** No scoreless turn is worth more than this. */
  readonly scorelessBound: number;
  /** For this pass: the most a play keeping k tiles of the rack searched gains from what it keeps, by k. */
  kept: Float64Array = new Float64Array(0);
  /** The most any leave adds in this pass. */
  private leaveBound = Infinity;
  /** This pass wants only plays that use a blank (the others were valued already). */
  private blanksOnly = false;
  private scoreFloor = -Infinity;
  /** best[k * (blanks + 1) + b]: the best value of keeping k tiles, b of them blanks. */
  private readonly best: Float64Array;
  private readonly blankSymbol: number;

  private constructor(
    private readonly tc: TurnContext,
    private readonly n: number,
    /** Rack counts by leave-table symbol. */
    private readonly counts: Int32Array,
    /** Leave-table symbol by generator symbol. */
    private readonly symbolOf: Int32Array,
    /** Points by generator symbol (with the bag empty, a leave costs its points). */
    private readonly points: Int32Array,
    private readonly rackTiles: number,
    private readonly rackPoints: number,
    /** Going out with the bag empty: twice what the others hold. */
    private readonly outBonus: number,
  ) {
    this.blankSymbol = symbolOf[0]!;
    this.blanks = this.blankSymbol < 0 ? 0 : counts[this.blankSymbol]!;
    this.best = this.bestLeaves();
    let bound = -Infinity;
    for (let i = 0; i < this.rackTiles * (this.blanks + 1); i++) bound = Math.max(bound, this.best[i]!);
    // An exchange keeps at most all but one tile, a pass all of them; either may end the game instead.
    const set = tileSetOf(tc);
    const ends = -rackValue(tc.rack, set);
    this.scorelessBound = tc.bagCount === 0 ? ends : Math.max(ends, bound, tc.leaveWeight * keepValue(tc.table, tc.rack));
  }

  /** A sink for this turn, or null when a leave could fall outside the table (a rack longer than a leave plus one tile, or tiles the set lacks). */
  static for(tc: TurnContext, n: number): EquitySink | null {
    if (n <= 0) return null;
    const { index } = tc.table;
    const set = tileSetOf(tc);
    const symbolOf = new Int32Array(27).fill(-1);
    const points = new Int32Array(27);
    GENERATOR_SYMBOLS.forEach((t, s) => {
      symbolOf[s] = index.symbols.indexOf(t);
      points[s] = set.values[t] ?? 0;
    });
    const counts = new Int32Array(index.symbols.length);
    let tiles = 0;
    for (const t of tc.rack) {
      const s = index.symbols.indexOf(t);
      if (s < 0 || ++counts[s]! > index.maxCounts[s]!) return null;
      tiles++;
    }
    if (tiles === 0 || tiles - 1 > index.maxSize) return null;
    const out = tc.bagCount === 0 ? 2 * rackValue(tc.unseen, set) : 0;
    return new EquitySink(tc, n, counts, symbolOf, points, tiles, rackValue(tc.rack, set), out);
  }

  /** By tiles kept of the rack without its blanks: the best value of keeping those and every blank. */
  keptWithBlanks(): Float64Array {
    const b = this.blanks;
    const out = new Float64Array(this.rackTiles - b + 1);
    for (let j = 0; j < out.length; j++) out[j] = this.best[(j + b) * (b + 1) + b]!;
    return out;
  }

  /** By tiles kept of the whole rack: the best value of keeping them with at least one blank gone. */
  keptUsingBlank(): Float64Array {
    const b = this.blanks;
    const out = new Float64Array(this.rackTiles + 1).fill(-Infinity);
    for (let k = 0; k <= this.rackTiles; k++) for (let kb = 0; kb < b; kb++) out[k] = Math.max(out[k]!, this.best[k * (b + 1) + kb]!);
    return out;
  }

  /** Starts a search: its bounds on what plays keep, and whether it wants only plays with a blank. */
  pass(kept: Float64Array, blanksOnly: boolean): void {
    this.kept = kept;
    this.blanksOnly = blanksOnly;
    let bound = -Infinity;
    // A play keeps fewer tiles than the rack searched holds.
    for (let k = 0; k < kept.length - 1; k++) bound = Math.max(bound, kept[k]!);
    this.leaveBound = bound;
    this.raiseFloor();
  }

  floor(): number {
    return this.scoreFloor;
  }

  boundFloor(): number {
    return this.top.length === this.n ? this.top[this.n - 1]!.equity : -Infinity;
  }

  /** Equity of keeping `left` tiles (`counts` as they stand), `points` of them, after a play scoring `score`. */
  private value(score: number, left: number, points: number): number {
    const tc = this.tc;
    if (tc.bagCount === 0) return left === 0 ? score + this.outBonus : score + -points;
    return score + tc.leaveWeight * (left === 0 ? 0 : tc.table.values[tc.table.index.rankCounts(this.counts, left)]!);
  }

  /** The best value of keeping k tiles of the rack, b of them blanks (every sub-multiset valued once). */
  private bestLeaves(): Float64Array {
    const b = this.blanks;
    const best = new Float64Array((this.rackTiles + 1) * (b + 1)).fill(-Infinity);
    const counts = this.counts;
    const full = Int32Array.from(counts);
    const pointsOf = new Int32Array(counts.length);
    const { symbols } = this.tc.table.index;
    const set = tileSetOf(this.tc);
    for (let s = 0; s < symbols.length; s++) pointsOf[s] = set.values[symbols[s]!] ?? 0;
    const visit = (s: number, left: number, points: number): void => {
      if (s === counts.length) {
        const v = this.value(0, left, points);
        const at = left * (b + 1) + (this.blankSymbol < 0 ? 0 : counts[this.blankSymbol]!);
        if (v > best[at]!) best[at] = v;
        return;
      }
      for (let c = 0; c <= full[s]!; c++) {
        counts[s] = c;
        visit(s + 1, left + c, points + c * pointsOf[s]!);
      }
      counts[s] = full[s]!;
    };
    visit(0, 0, 0);
    return best;
  }

  add(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): number {
    this.placements++;
    const { counts, symbolOf } = this;
    let left = this.rackTiles;
    let usedPoints = 0;
    let blank = false;
    for (let p = from; p <= to; p++) {
      const b = placed[p]!;
      if (b === 0) continue;
      const s = (b & BLANK_FLAG) !== 0 ? 0 : b & 31;
      if (s === 0) blank = true;
      counts[symbolOf[s]!]!--;
      usedPoints += this.points[s]!;
      left--;
    }
    const equity = this.value(score, left, this.rackPoints - usedPoints);
    for (let p = from; p <= to; p++) {
      const b = placed[p]!;
      if (b !== 0) counts[symbolOf[(b & BLANK_FLAG) !== 0 ? 0 : b & 31]!]!++;
    }
    const top = this.top;
    const full = top.length === this.n;
    if ((this.blanksOnly && !blank) || (full && equity < top[this.n - 1]!.equity)) return this.scoreFloor;
    const c = placeCandidate(this.tc, decodePlay(score, dir, line, from, to, placed));
    if (!full || byEquity(c, top[this.n - 1]!) < 0) {
      top.push(c);
      top.sort(byEquity);
      if (top.length > this.n) top.pop();
      this.raiseFloor();
    }
    return this.scoreFloor;
  }

  /** Plays scoring less than the last candidate's equity minus the best leave cannot enter. */
  private raiseFloor(): void {
    this.scoreFloor = this.top.length === this.n ? Math.floor(this.top[this.n - 1]!.equity - this.leaveBound) : -Infinity;
  }
}
