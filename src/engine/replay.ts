/**
 * A finished game step by step, for replays: the position after each move, rebuilt from
 * the game's record alone. Plays are placed and scored again on the board as it was (a
 * record's scores are not copied), so a step's scores are the engine's own; tests hold
 * them to the totals the record wrote. Steps group what one move did: a blank swap goes
 * with the play that used it, and the end-of-game rack adjustments make one last step.
 */
import type { Alphabet } from './alphabet.js';
import { emptyBoard, withTiles, EMPTY, type Board } from './board.js';
import { parseMove } from './notation.js';
import { applyPlacement, checkGeometry, resolveMove, type Placement } from './placement.js';
import { scoreOptions } from './play.js';
import { scorePlacement } from './score.js';
import { goingOutGainsTwice } from './rules.js';
import type { GameEvent, GameResult, GameState, LastMove, MatchProgress } from './state.js';
import { err, ok, type Result } from './result.js';
import { alphabetOf, fullBag, rackValue, TILE_SETS } from './tiles.js';
import { publicView, type PublicView } from './views.js';

export interface ReplayStep {
  /** The game of a match it belongs to (1 or 2); 1 for a single game. */
  game: number;
  /** What happened in this step, in the record's order; none for the start of a game. */
  events: GameEvent[];
  /** Index in its game's record of the step's last event (-1 at the start): where an analysis of that move is found. */
  eventIndex: number;
  /** Whose move it was; null for the start and the end-of-game adjustments. */
  mover: number | null;
  /** The mover's rack before a play, exchange or pass, when the record has it. */
  rack: string | null;
  board: Board;
  /** The board the step's plays are spelled on: after the last play placed (a withdrawn play's tiles are still on it). */
  playBoard: Board;
  /** The last play placed in this game up to this step, for naming a challenge's play. */
  lastPlay: { player: number; move: string } | null;
  scores: number[];
  bagCount: number;
  rackCounts: number[];
  /** The move as the live board highlights it (its squares) and names it. */
  lastMove: LastMove | null;
  /** The game's end: set on the last step of each game. */
  result: GameResult | null;
}

/** Each game's record: a match keeps both; a single game, its history. */
export function gameRecords(state: GameState): GameEvent[][] {
  return state.match && state.match.records.length > 0 ? state.match.records : [state.history];
}

const ADJUSTMENTS: ReadonlySet<GameEvent['type']> = new Set(['end-rack', 'rack-penalty']);

/** The record's events grouped into steps: a blank swap with the play after it, the end's adjustments together. */
function groups(record: readonly GameEvent[]): { events: GameEvent[]; last: number }[] {
  const out: { events: GameEvent[]; last: number }[] = [];
  let held: GameEvent[] = [];
  record.forEach((e, i) => {
    const prev = out[out.length - 1];
    if (e.type === 'blank-swap') held.push(e);
    else if (ADJUSTMENTS.has(e.type) && prev && held.length === 0 && prev.events.every((x) => ADJUSTMENTS.has(x.type))) {
      prev.events.push(e);
      prev.last = i;
    } else {
      out.push({ events: [...held, e], last: i });
      held = [];
    }
  });
  if (held.length > 0) out.push({ events: held, last: record.length - 1 });
  return out;
}

/** A recorded play's tiles on `board`: the record's notation, lower case for a blank and `.` (or the letter) for a tile played through. */
function placeOf(board: Board, move: string, alphabet: Alphabet): Result<Placement> {
  const written = parseMove(move, { strict: true, alphabet });
  const placement = written.ok ? resolveMove(board, written.value) : written;
  if (!placement.ok) return placement;
  const fits = checkGeometry(board, placement.value);
  return fits.ok ? placement : fits;
}

/**
 * Every step of the game (of both games of a match), from the first empty board to the
 * final position. A record whose play does not fit the board it rebuilds (a damaged record)
 * is refused with the placement's error; one that takes back a play not on the board, with
 * `no-challenge-window`.
 */
export function replaySteps(state: GameState): Result<ReplayStep[]> {
  const records = gameRecords(state);
  const steps: ReplayStep[] = [];
  for (const [g, record] of records.entries()) {
    const game = gameSteps(state, record, g + 1, records.length === 1 ? state.result : state.match!.games[g] ?? state.result);
    if (!game.ok) return game;
    steps.push(...game.value);
  }
  return ok(steps);
}

function gameSteps(state: GameState, record: readonly GameEvent[], game: number, result: GameResult | null): Result<ReplayStep[]> {
  const rules = state.rules;
  const tileSet = TILE_SETS[rules.tileSet];
  const n = state.players.length;
  const twice = goingOutGainsTwice(rules, n);
  const scoring = scoreOptions(rules);
  let board = emptyBoard();
  let playBoard = board;
  const scores = Array.from({ length: n }, () => 0);
  const rackCounts = Array.from({ length: n }, () => rules.rackSize);
  let bag = fullBag(tileSet).length - rules.rackSize * n;
  const resigned = Array.from({ length: n }, () => false);
  let lastMove: LastMove | null = null;
  let lastPlay: { player: number; move: string } | null = null;
  // The play a challenge can still take off: its tiles, what was drawn for it, its score, and a blank swapped for it.
  let open: { placement: Placement; drawn: number; score: number; swap: { row: number; col: number; letter: string } | null } | null = null;
  let swap: { row: number; col: number; letter: string } | null = null;

  const snapshot = (events: GameEvent[], eventIndex: number, mover: number | null, rack: string | null): ReplayStep => ({
    game, events, eventIndex, mover, rack, board, playBoard, lastPlay, scores: [...scores], bagCount: bag, rackCounts: [...rackCounts], lastMove, result: null,
  });

  const steps: ReplayStep[] = [snapshot([], -1, null, null)];
  for (const { events, last } of groups(record)) {
    let mover: number | null = null;
    let rack: string | null = null;
    for (const e of events) {
      const p = e.player;
      if (!ADJUSTMENTS.has(e.type) && mover === null) mover = p;
      // The rack a turn was taken from (a challenge's outcome, a lost turn or a time-out took none).
      if ((e.type === 'place' || e.type === 'exchange' || e.type === 'pass') && rack === null) rack = e.rack;
      switch (e.type) {
        case 'blank-swap':
          // The player's own tile takes the blank's square; the blank joins their rack for the play.
          board = withTiles(board, [{ row: e.row, col: e.col, ch: e.letter.toUpperCase() }]);
          swap = { row: e.row, col: e.col, letter: e.letter };
          break;
        case 'place': {
          // Placed and scored on the board as it was; the rack is not needed (a record may not have it).
          const placed0 = placeOf(board, e.move, alphabetOf(tileSet));
          if (!placed0.ok) return placed0;
          const placement = placed0.value;
          const score = scorePlacement(board, placement, scoring).score;
          const placed = placement.tiles.length;
          scores[p] = scores[p]! + score;
          board = applyPlacement(board, placement);
          playBoard = board;
          const drawn = Math.min(placed, bag);
          bag -= drawn;
          rackCounts[p] = rackCounts[p]! - placed + drawn;
          open = { placement, drawn, score, swap };
          swap = null;
          lastPlay = { player: p, move: e.move };
          lastMove = { player: p, kind: 'place', move: e.move, score, squares: placement.tiles.map((t) => ({ row: t.row, col: t.col })), pos: placement.pos };
          break;
        }
        case 'withdrawn': {
          if (!open || lastPlay?.player !== p) return err('no-challenge-window');
          const { placement, drawn, score } = open;
          board = withTiles(board, placement.tiles.map((t) => ({ row: t.row, col: t.col, ch: EMPTY })));
          if (open.swap) board = withTiles(board, [{ row: open.swap.row, col: open.swap.col, ch: open.swap.letter.toLowerCase() }]);
          scores[p] = scores[p]! - score;
          bag += drawn;
          rackCounts[p] = rackCounts[p]! + placement.tiles.length - drawn;
          lastMove = { player: p, kind: 'withdrawn', move: lastPlay.move, score: -score, squares: [] };
          open = null;
          break;
        }
        case 'challenge-bonus':
          scores[p] = scores[p]! + e.bonus;
          lastMove = { player: e.challenger, kind: 'challenge', move: lastPlay?.move ?? '', score: 0, squares: [] };
          break;
        case 'challenge-lost':
        case 'challenge-failed':
          lastMove = { player: p, kind: 'challenge', move: lastPlay?.move ?? '', score: 0, squares: [] };
          break;
        case 'exchange':
          lastMove = { player: p, kind: 'exchange', count: e.tiles.length, score: 0, squares: [] };
          break;
        case 'pass':
        case 'skip':
        case 'time-out':
          lastMove = { player: p, kind: e.type, score: 0, squares: [] };
          break;
        case 'resign':
        case 'forfeit': {
          resigned[p] = true;
          lastMove = { player: p, kind: 'resign', reason: e.type === 'resign' ? 'resigned' : 'forfeit', score: 0, squares: [] };
          // While others play on, the tiles of the player who left go back in the bag.
          if (resigned.filter((r) => !r).length > 1) {
            bag += rackCounts[p]!;
            rackCounts[p] = 0;
          }
          break;
        }
        case 'end-agreed':
          lastMove = { player: p, kind: 'end', score: 0, squares: [] };
          break;
        case 'end-rack':
          scores[p] = scores[p]! + (twice ? 2 : 1) * rackValue(e.tiles, tileSet);
          break;
        case 'rack-penalty':
          scores[p] = scores[p]! - rackValue(e.tiles, tileSet);
          break;
        case 'end-proposed':
        case 'end-declined':
          break;
      }
      // Acting closes the window in which the play before could be challenged off.
      if (e.type !== 'place' && e.type !== 'blank-swap' && e.type !== 'skip') open = null;
    }
    steps.push(snapshot(events, last, mover, rack));
  }
  steps[steps.length - 1]!.result = result;
  return ok(steps);
}

/** What the board image shows at a step: the game's public view, with the step's board, scores, racks' sizes and move. */
export function stepView(state: GameState, step: ReplayStep, last: boolean): PublicView {
  const view = publicView(state);
  const over = step.result !== null;
  const match: MatchProgress | null = state.match && {
    ...state.match,
    game: step.game,
    games: state.match.games.slice(0, over ? step.game : step.game - 1),
    totals: last ? state.match.totals : null,
    winners: last ? state.match.winners : null,
  };
  return {
    ...view,
    status: !over ? 'playing' : last ? state.status : 'between-games',
    board: step.board,
    players: view.players.map((p, i) => ({ ...p, score: step.scores[i]!, rackCount: step.rackCounts[i]! })),
    // Before the first move, the card of the player who starts that game.
    turn: step.mover ?? (state.match && step.game === 1 ? state.match.firstOfGameOne : state.firstPlayer),
    bagCount: step.bagCount,
    lastMove: step.lastMove,
    challengeOpen: false,
    endProposedBy: null,
    result: step.result,
    match,
    moveNumber: step.eventIndex + 1,
  };
}
