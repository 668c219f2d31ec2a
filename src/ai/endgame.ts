/**
 * The endgame: with the bag empty and two players, each knows the other's rack, so the
 * rest of the game is a perfect-information game. Negamax with alpha-beta over every
 * placement and the pass, deepened one turn at a time; a transposition table keeps
 * the best move of each position searched, and tries it first next time. When an
 * iteration reaches every game end without a depth cut, its answer is exact.
 * The search is bounded by a node count (so a game replays the same way on any
 * machine) and, as a backstop, by time; the answer is then the deepest finished one.
 * Values are spread changes for the player to move: what they score from here on
 * minus what the opponent scores, end-of-game rack adjustments included.
 */
import type { Board } from '../engine/board.js';
import { applyPlacement } from '../engine/placement.js';
import { passOffered, type Rules } from '../engine/rules.js';
import { rackValue, sortRack, TILE_SETS } from '../engine/tiles.js';
import type { WordGraph } from '../lexicon/index.js';
import { moveGenerator } from '../movegen/index.js';
import { leaveAfter, tilesOfPlacement, type Candidate } from './equity.js';

export interface EndgamePosition {
  board: Board;
  rules: Rules;
  /** The rack of the player to move, then the opponent's. */
  racks: [string, string];
  /** The mover's score minus the opponent's (for reference; the search maximises the change). */
  spread: number;
  /** Scoreless turns already in a row. */
  scorelessTurns: number;
}

export interface EndgameOptions {
  /** Positions to visit at most (default 25,000, about 2 s here): the bound that keeps answers reproducible. */
  maxNodes?: number;
  /** Time backstop in ms (default 2000). */
  timeMs?: number;
  /** Deepest search in turns (default 14: both racks played out one tile a turn). */
  maxDepth?: number;
}

export interface EndgameResult {
  best: Candidate | null;
  /** Spread change from here to the end for the mover, with best play by both (exact) or to the depth searched. */
  value: number;
  exact: boolean;
  /** Turns searched in the deepest finished iteration. */
  depth: number;
  nodes: number;
  /** The principal line, in notation (`-` for a pass). */
  line: string[];
}

interface Move {
  /** null: a pass. */
  placement: Candidate & { kind: 'place' } | null;
  score: number;
  leave: string;
}

interface Entry {
  depth: number;
  value: number;
  /** 0 exact, 1 lower bound, 2 upper bound. */
  flag: 0 | 1 | 2;
  best: string;
  exact: boolean;
}

class OutOfBudget extends Error {}

export class EndgameSolver {
  private nodes = 0;
  private deadline = 0;
  private maxNodes = 0;
  private readonly table = new Map<string, Entry>();
  /** Set when a value below came from a depth cut rather than a game end. */
  private horizon = false;
  private readonly values: Readonly<Record<string, number>>;
  private readonly passAllowed: boolean;

  constructor(private readonly lexicon: WordGraph, private readonly rules: Rules) {
    this.values = TILE_SETS[rules.tileSet].values;
    this.passAllowed = passOffered(rules);
  }

  private rackPoints(rack: string): number {
    let v = 0;
    for (const t of rack) v += this.values[t] ?? 0;
    return v;
  }

  /** Every placement for the rack, the ones that go out and score most first; the pass when it is legal. */
  moves(board: Board, rack: string): Move[] {
    const list = moveGenerator(this.lexicon).generate(board, rack, this.rules);
    const out: Move[] = [];
    for (let i = 0; i < list.count; i++) {
      const p = list.play(i);
      const tiles = tilesOfPlacement(p.placement);
      const leave = leaveAfter(rack, tiles);
      out.push({
        placement: { kind: 'place', move: p.notation, score: p.score, tiles, leave: sortRack(leave), leaveValue: 0, equity: p.score, placement: p.placement },
        score: p.score,
        leave,
      });
    }
    out.sort((a, b) => (a.leave.length === 0 ? 0 : 1) - (b.leave.length === 0 ? 0 : 1) || b.score - a.score || (a.placement!.move < b.placement!.move ? -1 : 1));
    // A player with no placement may always pass (the engine lets a stuck player pass).
    if (this.passAllowed || out.length === 0) out.push({ placement: null, score: 0, leave: rack });
    return out;
  }

  /** Both players passed in a row, or the scoreless-turn limit came: each loses their own rack. */
  private stalled(me: string, them: string): number {
    return this.rackPoints(them) - this.rackPoints(me);
  }

  private negamax(board: Board, me: string, them: string, passes: number, depth: number, alpha0: number, beta: number): number {
    // A node can cost milliseconds (a rack with a blank), so the clock is read often.
    if (++this.nodes > this.maxNodes || ((this.nodes & 7) === 0 && performance.now() > this.deadline)) throw new OutOfBudget();
    if (depth === 0) {
      this.horizon = true;
      return this.stalled(me, them);
    }
    const key = `${board.join('')}|${sortRack(me)}|${sortRack(them)}|${passes}`;
    const hit = this.table.get(key);
    let alpha = alpha0;
    if (hit && (hit.depth >= depth || hit.exact)) {
      if (hit.flag === 0) {
        if (!hit.exact) this.horizon = true;
        return hit.value;
      }
      if (hit.flag === 1 && hit.value >= beta) {
        if (!hit.exact) this.horizon = true;
        return hit.value;
      }
      if (hit.flag === 2 && hit.value <= alpha) {
        if (!hit.exact) this.horizon = true;
        return hit.value;
      }
    }
    const horizonBefore = this.horizon;
    this.horizon = false;
    let best = -Infinity;
    let bestMove = '-';
    if (depth === 1) {
      [best, bestMove] = this.lastTurn(board, me, them, passes, beta);
    } else {
      const moves = this.moves(board, me);
      if (hit) {
        const i = moves.findIndex((m) => (m.placement?.move ?? '-') === hit.best);
        if (i > 0) moves.unshift(...moves.splice(i, 1));
      }
      for (const m of moves) {
        let v: number;
        if (m.placement === null) {
          v = passes + 1 >= 2 || this.scorelessLimitReached(passes + 1) ? this.stalled(me, them) : -this.negamax(board, them, me, passes + 1, depth - 1, -beta, -alpha);
        } else if (m.leave.length === 0) {
          v = m.score + 2 * this.rackPoints(them);
        } else {
          // The reply's window is shifted by the points this play scores.
          v = m.score - this.negamax(applyPlacement(board, m.placement.placement), them, m.leave, 0, depth - 1, m.score - beta, m.score - alpha);
        }
        if (v > best) {
          best = v;
          bestMove = m.placement?.move ?? '-';
        }
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
      }
    }
    const exact = !this.horizon;
    this.horizon = this.horizon || horizonBefore;
    const flag: 0 | 1 | 2 = best <= alpha0 ? 2 : best >= beta ? 1 : 0;
    if (this.table.size < 1_000_000) this.table.set(key, { depth, value: best, flag, best: bestMove, exact });
    return best;
  }

  /**
   * The last turn before the depth cut, without building every play: a play can score at
   * most its points plus twice the opponent's rack (going out), so plays are visited from
   * the highest score down and the rest skipped once none can beat the best found.
   */
  private lastTurn(board: Board, me: string, them: string, passes: number, beta: number): [number, string] {
    const list = moveGenerator(this.lexicon).generate(board, me, this.rules);
    const theirs = this.rackPoints(them);
    const mine = this.rackPoints(me);
    // Best of all turns, and best of those whose value is final (going out, or a pass that ends the game).
    let best = -Infinity;
    let bestMove = '-';
    let final = -Infinity;
    let finalMove = '-';
    let pastCut = false;
    if (this.passAllowed || list.count === 0) {
      const ends = passes + 1 >= 2 || this.scorelessLimitReached(passes + 1);
      best = theirs - mine;
      if (ends) final = best;
      else pastCut = true;
    }
    const visit = (i: number): void => {
      const score = list.score(i);
      const bound = score + 2 * theirs;
      if (bound < best && (bound < beta || final >= beta)) return;
      if (bound === best && bestMove !== '-' && (bound < beta || final >= beta)) return;
      const play = list.play(i);
      let used = 0;
      for (const t of play.placement.tiles) used += t.blank ? 0 : this.values[t.letter] ?? 0;
      const out = play.placement.tiles.length === me.length;
      // Not out: each side is charged what it holds at the cut.
      const v = out ? bound : score + theirs - (mine - used);
      if (out && v > final) {
        final = v;
        finalMove = play.notation;
      }
      if (v > best || (v === best && bestMove === '-')) {
        best = v;
        bestMove = play.notation;
      }
    };
    // The top score first, so the bound prunes most of the rest.
    let top = -1;
    for (let i = 0; i < list.count; i++) if (top < 0 || list.score(i) > list.score(top)) top = i;
    if (top >= 0) visit(top);
    for (let i = 0; i < list.count && final < beta; i++) if (i !== top) visit(i);
    // A final value at or above beta is a true bound whatever the other turns are worth.
    if (final >= beta) return [final, finalMove];
    // With more than one tile some plays keep tiles, and their value is past the cut.
    if (pastCut || (me.length > 1 && list.count > 0)) this.horizon = true;
    return [best, bestMove];
  }

  private scorelessBase = 0;

  private scorelessLimitReached(passes: number): boolean {
    const limit = this.rules.end.scorelessTurns;
    return limit !== null && this.scorelessBase + passes >= limit;
  }

  solve(pos: EndgamePosition, opts: EndgameOptions = {}): EndgameResult {
    this.maxNodes = opts.maxNodes ?? 25_000;
    this.deadline = performance.now() + (opts.timeMs ?? 2000);
    this.scorelessBase = pos.scorelessTurns;
    this.nodes = 0;
    const [me, them] = pos.racks;
    const rootMoves = this.moves(pos.board, me);
    let result: EndgameResult = { best: null, value: 0, exact: false, depth: 0, nodes: 0, line: [] };
    if (rootMoves.length === 0) return result;
    const maxDepth = opts.maxDepth ?? 14;
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        this.horizon = false;
        const value = this.negamax(pos.board, me, them, 0, depth, -Infinity, Infinity);
        const key = `${pos.board.join('')}|${sortRack(me)}|${sortRack(them)}|0`;
        const bestText = this.table.get(key)?.best ?? '-';
        const best = rootMoves.find((m) => (m.placement?.move ?? '-') === bestText) ?? rootMoves[0]!;
        const exact = !this.horizon;
        result = { best: best.placement ?? passCandidate(me), value, exact, depth, nodes: this.nodes, line: this.principalLine(pos, depth) };
        if (exact) break;
      } catch (e) {
        if (!(e instanceof OutOfBudget)) throw e;
        break;
      }
    }
    result.nodes = this.nodes;
    return result;
  }

  private principalLine(pos: EndgamePosition, depth: number): string[] {
    const line: string[] = [];
    let board = pos.board;
    let [me, them] = pos.racks;
    let passes = 0;
    for (let d = 0; d < depth; d++) {
      const e = this.table.get(`${board.join('')}|${sortRack(me)}|${sortRack(them)}|${passes}`);
      if (!e) break;
      line.push(e.best);
      if (e.best === '-') {
        passes++;
        if (passes >= 2) break;
        [me, them] = [them, me];
        continue;
      }
      const m = this.moves(board, me).find((x) => x.placement?.move === e.best);
      if (!m || !m.placement) break;
      board = applyPlacement(board, m.placement.placement);
      passes = 0;
      if (m.leave.length === 0) break;
      [me, them] = [them, m.leave];
    }
    return line;
  }
}

function passCandidate(rack: string): Candidate {
  return { kind: 'pass', score: 0, leave: sortRack(rack), leaveValue: 0, equity: 0 };
}

export function solveEndgame(pos: EndgamePosition, lexicon: WordGraph, opts: EndgameOptions = {}): EndgameResult {
  const result = new EndgameSolver(lexicon, pos.rules).solve(pos, opts);
  if (result.best) result.best = { ...result.best, equity: result.value };
  return result;
}

/** Exhaustive minimax with no pruning and no table: the reference the solver is tested against. */
export function bruteForceEndgame(pos: EndgamePosition, lexicon: WordGraph): number {
  const solver = new EndgameSolver(lexicon, pos.rules);
  const points = (rack: string) => rackValue(rack, TILE_SETS[pos.rules.tileSet]);
  const limit = pos.rules.end.scorelessTurns;
  const go = (board: Board, me: string, them: string, passes: number): number => {
    let best = -Infinity;
    for (const m of solver.moves(board, me)) {
      let v: number;
      if (m.placement === null) {
        const ends = passes + 1 >= 2 || (limit !== null && pos.scorelessTurns + passes + 1 >= limit);
        v = ends ? points(them) - points(me) : -go(board, them, me, passes + 1);
      } else if (m.leave.length === 0) v = m.score + 2 * points(them);
      else v = m.score - go(applyPlacement(board, m.placement.placement), them, m.leave, 0);
      best = Math.max(best, v);
    }
    return best;
  }
  return go(pos.board, pos.racks[0], pos.racks[1], 0);
}
