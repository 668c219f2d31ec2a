/**
 * Equity: the points a turn scores now plus what the tiles it keeps are worth later
 * (the leave value), with the usual end-of-game terms in place of the leave once the
 * bag is empty: going out earns twice what the others hold, being left with tiles costs
 * their value. Everything here reads only what the player to move can know: the board,
 * their own rack, the scores, the bag's size and the tiles unseen from their seat.
 * A turn's candidates are listed in candidates.ts, and the best of them found in
 * static-choice.ts.
 */
import type { Board } from '../engine/board.js';
import type { Placement } from '../engine/placement.js';
import type { Rules } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import { BLANK, rackValue, sortRack, TILE_SETS, type TileSet } from '../engine/tiles.js';
import { unseenTiles } from '../engine/views.js';
import { exchangesAndPass, type GeneratedPlay } from '../movegen/index.js';
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
export function tileSetOf(tc: TurnContext): TileSet {
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
