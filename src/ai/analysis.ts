/**
 * Hints and post-game analysis as data. A hint is the top plays for the rack to move,
 * by equity; an analysis replays a game's record and, for each turn of one player,
 * sets what was played against the best play by equity. The analysis is static (no
 * endgame search), so it answers quickly; near the end the end-of-game terms replace
 * leaves. A hint with the bag empty between two players puts first the endgame search's
 * answer, as the Strong level plays it, within the same time budget.
 */
import { BOARD_LAYOUTS, boardTiles, emptyBoard, withTiles, type Board } from '../engine/board.js';
import { applyPlacement, type Placement } from '../engine/placement.js';
import { checkPlay } from '../engine/play.js';
import type { Rules } from '../engine/rules.js';
import type { GameEvent, GameState } from '../engine/state.js';
import { fullBag, sortRack, takeTiles, TILE_SETS } from '../engine/tiles.js';
import type { WordGraph } from '../lexicon/index.js';
import { acrossSquare, readsBothWays } from '../movegen/distinct.js';
import { swapCandidates } from './candidates.js';
import { describe, keepValue, leaveAfter, placeEquity, tilesOfPlacement, turnContext, type Candidate, type TurnContext } from './equity.js';
import { topCandidates } from './static-choice.js';
import { loadLeaveTable, type LeaveTable } from './leaves.js';
import { spellMove, typedNotation } from '../engine/notation.js';
import { unseenTiles } from '../engine/views.js';
import { solveEndgame } from './endgame.js';

export interface Hint {
  kind: Candidate['kind'];
  /** `8H QUIZ`, `-AEI` for an exchange, `-` for a pass: the notation a player types. */
  text: string;
  /** A play's main word spelled out with the tiles it plays through: `WORDS` for `10E ....S`. */
  word?: string;
  score: number;
  /** Tiles kept, sorted. */
  leave: string;
  leaveValue: number;
  equity: number;
  /** The square of a blank on the board to take back first (a swap play), e.g. `K9`. */
  swap?: string;
  /**
   * The endgame search's answer (the bag empty, two players): the spread it gains from here
   * to the end with the best play by both, and whether the search saw every ending.
   */
  endgame?: { spread: number; exact: boolean };
}

export interface HintOptions {
  lexicon: WordGraph;
  table?: LeaveTable;
  /** How many (default 5). */
  count?: number;
  /** The endgame search's time limit, ms (default 1900, the Strong level's). */
  endgameMs?: number;
  /** Positions the endgame search may visit (default: the search's own, 25,000). */
  endgameNodes?: number;
}

/** `board`: the board the turn is taken on, which spells out the words. */
export function toHint(c: Candidate, board: Board): Hint {
  const hint: Hint = { kind: c.kind, text: describe(c), score: c.score, leave: c.leave, leaveValue: round(c.leaveValue), equity: round(c.equity) };
  if (c.kind !== 'place') return hint;
  return { ...hint, ...spelled(c.move, board), ...(c.swap ? { swap: c.swap } : {}) };
}

/** A play's word as `Hint.word`, when the board spells it (a blank swapped back reads as its letter). */
function spelled(move: string, board: Board): { word?: string } {
  const s = spellMove(move, board);
  return s ? { word: s.word } : {};
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * The best turns for `player`'s rack (their own view of the game only): by equity; with
 * the bag empty between two players, the endgame search's answer first (it knows the
 * other rack, as tile tracking does), then the rest by equity.
 */
export function hints(state: GameState, player: number, opts: HintOptions): Hint[] {
  const tc = turnContext(state, player, opts.table ?? loadLeaveTable(state.rules.tileSet), 1);
  const count = opts.count ?? 5;
  // On an empty board that reads the same both ways, a play read down is the mirror image
  // of one read across, as good: only the first of each pair is shown.
  const mirrored = readsBothWays(tc.board, BOARD_LAYOUTS[state.rules.board]);
  const seen = new Set<string>();
  const top = topCandidates(tc, opts.lexicon, mirrored ? 2 * count : count)
    .filter((c) => {
      if (!mirrored || c.kind !== 'place') return true;
      const down = c.placement.pos.dir === 'down';
      const key = c.placement.tiles.map((t) => `${acrossSquare(t, down)}${t.blank ? t.letter.toLowerCase() : t.letter}`).join(' ');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count)
    .map((c) => toHint(c, tc.board));
  const end = endgameHint(state, player, tc, opts);
  return end ? [end, ...top.filter((h) => h.text !== end.text)].slice(0, count) : top;
}

/** The endgame search's play for `player`, as the Strong level finds it; null when the bag is not empty or more than two play. */
function endgameHint(state: GameState, player: number, tc: TurnContext, opts: HintOptions): Hint | null {
  const active = state.players.map((_, i) => i).filter((i) => !state.resigned[i]);
  const unseen = unseenTiles(state, player);
  if (state.bag.length > 0 || active.length !== 2 || !active.includes(player) || unseen.length > state.rules.rackSize) return null;
  const opponent = active.find((i) => i !== player)!;
  const solved = solveEndgame(
    { board: state.board, rules: state.rules, racks: [state.racks[player]!, unseen], spread: state.scores[player]! - state.scores[opponent]!, scorelessTurns: state.scorelessTurns },
    opts.lexicon,
    { timeMs: opts.endgameMs ?? 1900, ...(opts.endgameNodes !== undefined ? { maxNodes: opts.endgameNodes } : {}) },
  );
  // The search knows no blank swaps: a scoreless answer stands only if no swap opens a play.
  if (!solved.best || (solved.best.kind !== 'place' && swapCandidates(tc, opts.lexicon).length > 0)) return null;
  return { ...toHint(solved.best, tc.board), endgame: { spread: solved.value, exact: solved.exact } };
}

export interface MoveAnalysis {
  /** Index of the event in the record. */
  event: number;
  rack: string;
  played: Hint;
  best: Hint;
  /** Equity the played turn gave away against the best (0 when it was the best). */
  equityLost: number;
  wasBest: boolean;
}

export interface GameAnalysis {
  player: number;
  moves: MoveAnalysis[];
  summary: {
    moves: number;
    bestMoves: number;
    totalEquityLost: number;
    meanEquityLost: number;
    /** The costliest turns, worst first (up to 3). */
    biggestMisses: MoveAnalysis[];
  };
}

export interface AnalysisOptions {
  lexicon: WordGraph;
  table?: LeaveTable;
  /** The record to read; the game's own history by default (a match's first game: `state.match.records[0]`). */
  history?: readonly GameEvent[];
}

/** Context of one recorded turn, from what that player could see. */
function recordedTurn(rules: Rules, board: Board, rack: string, bagCount: number, table: LeaveTable): TurnContext {
  const unseen = takeTiles(fullBag(TILE_SETS[rules.tileSet]), boardTiles(board) + rack) ?? '';
  return { board, rack, rules, bagCount, unseen, table, leaveWeight: 1, scorelessEnds: false, exchangeEnds: false };
}

/** For each turn `player` took: what was played, the best play by equity, and the equity lost. */
export function analyseGame(state: GameState, player: number, opts: AnalysisOptions): GameAnalysis {
  const rules = state.rules;
  const table = opts.table ?? loadLeaveTable(rules.tileSet);
  const history = opts.history ?? state.history;
  let board = emptyBoard();
  let bag = fullBag(TILE_SETS[rules.tileSet]).length - rules.rackSize * state.players.length;
  let last: { placement: Placement; drawn: number } | null = null;
  const moves: MoveAnalysis[] = [];

  const judge = (i: number, rack: string, played: (tc: TurnContext) => Hint) => {
    const tc = recordedTurn(rules, board, rack, bag, table);
    const best = toHint(topCandidates(tc, opts.lexicon, 1)[0]!, board);
    const mine = played(tc);
    const lost = Math.max(0, round(best.equity - mine.equity));
    moves.push({ event: i, rack: sortRack(rack), played: mine, best, equityLost: lost, wasBest: lost < 0.005 || mine.text === best.text });
  };

  history.forEach((e, i) => {
    switch (e.type) {
      case 'place': {
        const checked = checkPlay(board, typedNotation(e.move), e.rack, rules);
        if (!checked.ok) throw new Error(`the record's play ${e.move} does not fit the board: ${checked.error.code}`);
        const placement = checked.value.placement;
        if (e.player === player) {
          const withdrawn = history.slice(i + 1).find((x) => x.player === e.player && (x.type === 'withdrawn' || x.type === 'place' || x.type === 'exchange' || x.type === 'pass'));
          judge(i, e.rack, (tc) => {
            if (withdrawn?.type === 'withdrawn') {
              // A phony that came off scored nothing and kept the rack.
              return { kind: 'place', text: e.move, ...spelled(e.move, board), score: 0, leave: sortRack(e.rack), leaveValue: round(keepValue(table, e.rack)), equity: round(keepValue(table, e.rack)) };
            }
            const leave = leaveAfter(e.rack, tilesOfPlacement(placement));
            const eq = placeEquity(tc, e.score, leave);
            return { kind: 'place', text: e.move, ...spelled(e.move, board), score: e.score, leave: sortRack(leave), leaveValue: round(eq.leaveValue), equity: round(eq.equity) };
          });
        }
        board = applyPlacement(board, placement);
        const drawn = Math.min(placement.tiles.length, bag);
        bag -= drawn;
        last = { placement, drawn };
        break;
      }
      case 'withdrawn':
        if (last) {
          board = withTiles(board, last.placement.tiles.map((t) => ({ row: t.row, col: t.col, ch: '.' })));
          bag += last.drawn;
          last = null;
        }
        break;
      case 'blank-swap':
        board = withTiles(board, [{ row: e.row, col: e.col, ch: e.letter }]);
        break;
      case 'exchange':
        if (e.player === player) {
          judge(i, e.rack, (tc) => {
            const leave = leaveAfter(e.rack, e.tiles);
            const v = tc.table.value(leave);
            return { kind: 'exchange', text: `-${sortRack(e.tiles)}`, score: 0, leave: sortRack(leave), leaveValue: round(v), equity: round(v) };
          });
        }
        break;
      case 'pass':
        if (e.player === player && e.rack.length > 0) {
          judge(i, e.rack, (tc) => {
            const v = tc.bagCount === 0 ? placeEquity(tc, 0, e.rack).equity : keepValue(table, e.rack);
            return { kind: 'pass', text: '-', score: 0, leave: sortRack(e.rack), leaveValue: round(v), equity: round(v) };
          });
        }
        break;
      default:
        break;
    }
  });
  const total = round(moves.reduce((s, m) => s + m.equityLost, 0));
  return {
    player,
    moves,
    summary: {
      moves: moves.length,
      bestMoves: moves.filter((m) => m.wasBest).length,
      totalEquityLost: total,
      meanEquityLost: moves.length ? round(total / moves.length) : 0,
      biggestMisses: [...moves].filter((m) => m.equityLost > 0).sort((a, b) => b.equityLost - a.equityLost || a.event - b.event).slice(0, 3),
    },
  };
}
