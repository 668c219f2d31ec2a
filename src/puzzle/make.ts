/**
 * The daily puzzle: from a UTC date, a position of a game the Strong computer played
 * against itself under the tournament rules, and the rack of the player to move, with the
 * answer key (the best plays by equity, as the Strong computer values them, and the best
 * by score). Pure: the same date and word list give the same puzzle, byte for byte, on any
 * machine and in any process, so every server gets the same one that day.
 */
import { DEFAULT_PRESET, type Rules } from '../engine/rules.js';
import { apply, createGame } from '../engine/game.js';
import type { GameState, LastMove } from '../engine/state.js';
import type { Board } from '../engine/board.js';
import { seedRng, nextRandom } from '../engine/rng.js';
import { unseenTiles } from '../engine/views.js';
import type { WordGraph } from '../lexicon/index.js';
import { moveGenerator } from '../movegen/index.js';
import { decide, engineContext } from '../ai/player.js';
import { placeCandidate, scorelessCandidates, turnContext, type Candidate, type TurnContext } from '../ai/equity.js';
import { topCandidates } from '../ai/static-choice.js';
import { loadLeaveTable, type LeaveTable } from '../ai/leaves.js';

/** A play of the answer key: notation (`8H QU.Z`), score, equity and the tiles it keeps. */
export interface KeyPlay {
  move: string;
  score: number;
  /** Rounded to a tenth of a point, as it is shown and compared. */
  equity: number;
  leave: string;
}

export interface Puzzle {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** The seed of the game the position comes from, and its turn number (from 1). */
  seed: string;
  turn: number;
  rules: Rules;
  board: Board;
  rack: string;
  /** The scores of the player to move and of the opponent. */
  scores: [number, number];
  bagCount: number;
  /** Tiles in the bag or on the opponent's rack, as the player to move sees them. */
  unseen: string;
  /** The opponent's last move, for the image's highlight. */
  lastMove: LastMove | null;
  /** The best plays by equity, best first (the first is the answer: it beats every other turn by at least minMargin). */
  byEquity: KeyPlay[];
  /** The best play by score. */
  byScore: KeyPlay;
}

/** What makes a position a puzzle. */
export const PUZZLE_RULES = {
  /** The turns of the game a puzzle may come from (1 is the opening move). */
  firstTurn: 6,
  lastTurn: 14,
  /** The best play by equity beats the second best by at least this much. */
  minMargin: 1,
  /** The best play by equity scores at least this much. */
  minScore: 20,
  /** Tiles the bag still holds (the leave counts as it does in the midgame). */
  minBag: 7,
  /** Plays of the key by equity. */
  keySize: 5,
  /** Games tried before giving up (never reached in practice: see the tests). */
  attempts: 50,
} as const;

export const isPuzzleDate = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

const round1 = (x: number) => Math.round(x * 10) / 10;

export function keyPlay(c: Candidate): KeyPlay {
  return { move: c.kind === 'place' ? c.move : '', score: c.score, equity: round1(c.equity), leave: c.leave };
}

/** What the equity of a play on the puzzle is computed from: the player's view of the position. */
export function puzzleContext(p: Pick<Puzzle, 'board' | 'rack' | 'rules' | 'bagCount' | 'unseen'>, table: LeaveTable): TurnContext {
  return { board: p.board, rack: p.rack, rules: p.rules, bagCount: p.bagCount, unseen: p.unseen, table, leaveWeight: 1, scorelessEnds: false, exchangeEnds: false };
}

/** The turn a game starts being looked at for a puzzle: from its seed (the date and the attempt), in the midgame. */
function firstLook(seed: string): number {
  const [x] = nextRandom(seedRng(`${seed}|turn`));
  return PUZZLE_RULES.firstTurn + (x % (PUZZLE_RULES.lastTurn - PUZZLE_RULES.firstTurn + 1));
}

/** The position's key when it makes a good puzzle, else null. */
function judge(state: GameState, lexicon: WordGraph, table: LeaveTable): { byEquity: KeyPlay[]; byScore: KeyPlay } | null {
  if (state.status !== 'playing' || state.pending?.wentOut || state.bag.length < PUZZLE_RULES.minBag) return null;
  const tc = turnContext(state, state.turn, table, 1);
  // An answer is valued without the game's scoreless-turn count (puzzleContext): only where it cannot matter.
  if (tc.scorelessEnds || tc.exchangeEnds) return null;
  // Enough turns that the best plays are among them whatever exchanges rank between them.
  const top = topCandidates(tc, lexicon, PUZZLE_RULES.keySize + scorelessCandidates(tc, true).length);
  const [first, second] = top;
  if (!first || first.kind !== 'place' || first.score < PUZZLE_RULES.minScore) return null;
  if (second && first.equity - second.equity < PUZZLE_RULES.minMargin) return null;
  const [best] = moveGenerator(lexicon).best(tc.board, tc.rack, tc.rules, 1);
  if (!best) return null;
  return { byEquity: top.filter((c) => c.kind === 'place').slice(0, PUZZLE_RULES.keySize).map(keyPlay), byScore: keyPlay(placeCandidate(tc, best)) };
}

/**
 * The puzzle of `date` (YYYY-MM-DD). Game after game (seeded by the date and the attempt),
 * the Strong computer plays both seats from the deal; from a turn the seed picks in the
 * midgame, the first position that makes a good puzzle (see PUZZLE_RULES) is the puzzle.
 */
export function makePuzzle(date: string, lexicon: WordGraph, lexiconName: string, table: LeaveTable = loadLeaveTable(DEFAULT_PRESET.rules.tileSet)): Puzzle {
  if (!isPuzzleDate(date)) throw new Error(`not a date: ${date}`);
  const rules: Rules = { ...DEFAULT_PRESET.rules, lexicon: lexiconName };
  const ctx = engineContext(lexicon);
  const opts = { lexicon, table, endgame: false };
  for (let attempt = 0; attempt < PUZZLE_RULES.attempts; attempt++) {
    const seed = `puzzle:${date}:${attempt}`;
    const created = createGame({ rules, players: [{ id: 'one', name: 'one' }, { id: 'two', name: 'two' }], seed });
    if (!created.ok) throw new Error(`puzzle game refused: ${created.error.code}`);
    let state = created.value;
    const from = firstLook(seed);
    while (state.status === 'playing' && state.moveNumber < PUZZLE_RULES.lastTurn + 4 && state.bag.length >= PUZZLE_RULES.minBag) {
      const turn = state.moveNumber + 1;
      if (turn >= from && !state.pending?.wentOut) {
        const key = judge(state, lexicon, table);
        if (key) {
          const p = state.turn;
          return {
            date, seed, turn, rules,
            board: state.board,
            rack: state.racks[p]!,
            scores: [state.scores[p]!, state.scores[1 - p]!],
            bagCount: state.bag.length,
            unseen: unseenTiles(state, p),
            lastMove: state.lastMove,
            ...key,
          };
        }
      }
      const player = state.pending?.wentOut ? 1 - state.pending.player : state.turn;
      const action = decide(state, player, 'strong', opts);
      if (!action) throw new Error(`puzzle game ${seed}: nobody to act at turn ${turn}`);
      const next = apply(state, action, ctx);
      if (!next.ok) throw new Error(`puzzle game ${seed}: ${action.type} refused (${next.error.code})`);
      state = next.value;
    }
  }
  throw new Error(`no puzzle for ${date} in ${PUZZLE_RULES.attempts} games`);
}
