/**
 * Game state: plain JSON with a schema version. Everything a game needs to go on
 * lives here, the random generator's state included, so a stored game resumes
 * exactly where it was.
 */
import type { Board } from './board.js';
import type { Position } from './notation.js';
import type { PlacedTile } from './placement.js';
import type { Rules } from './rules.js';

export const SCHEMA_VERSION = 4;

export interface Player {
  /** Stable id (a Discord user id, or a GCG nickname). */
  id: string;
  name: string;
}

/** One line of the game record, close to a GCG event. `total` is the player's score after it. */
export type GameEvent =
  | { type: 'place'; player: number; rack: string; move: string; score: number; total: number; words: string[] }
  | { type: 'exchange'; player: number; rack: string; tiles: string; total: number }
  | { type: 'pass'; player: number; rack: string; total: number }
  /**
   * The challenged play came off the board: `words` are the ones not in the dictionary.
   * `challenger` and `checked` (every word the play formed) are absent from games recorded before they were kept.
   */
  | { type: 'withdrawn'; player: number; rack: string; score: number; total: number; words: string[]; challenger?: number; checked?: string[] }
  /** A challenge failed: `bonus` points to the challenged player (+5/+10 rules). `checked`: the words found good. */
  | { type: 'challenge-bonus'; player: number; rack: string; bonus: number; total: number; challenger: number; checked?: string[] }
  /** A challenge failed and the challenger loses a turn (double challenge). */
  | { type: 'challenge-lost'; player: number; rack: string; total: number; challenged: number; checked?: string[] }
  /** A challenge failed with no penalty (single challenge). */
  | { type: 'challenge-failed'; player: number; rack: string; total: number; challenged: number; checked?: string[] }
  /** The player who went out gains the tiles left on another rack. */
  | { type: 'end-rack'; player: number; from: number; tiles: string; points: number; total: number }
  /** A player loses the value of their own rack at the end. */
  | { type: 'rack-penalty'; player: number; tiles: string; points: number; total: number }
  | { type: 'skip'; player: number; rack: string; total: number }
  | { type: 'blank-swap'; player: number; row: number; col: number; letter: string }
  | { type: 'resign'; player: number }
  /** The turn clock ran out: a scoreless turn. */
  | { type: 'time-out'; player: number; rack: string; total: number }
  /** Out of time too many turns in a row: the player leaves the game as if they resigned. */
  | { type: 'forfeit'; player: number }
  | { type: 'end-proposed'; player: number }
  | { type: 'end-declined'; player: number }
  | { type: 'end-agreed'; player: number };

export interface BlankSwap {
  row: number;
  col: number;
  /** The letter the blank stood for; the player's tile of that letter took its place. */
  letter: string;
}

export interface PendingPlay {
  player: number;
  /** The placed tiles, to take back if the play is a phony. */
  tiles: PlacedTile[];
  move: string;
  score: number;
  words: string[];
  /** The rack before the play and the tiles drawn after it. */
  rackBefore: string;
  drawn: string;
  /** The play emptied the rack with the bag empty: the game ends once the window closes. */
  wentOut: boolean;
  /** A blank taken from the board before the play (club rules), undone with a phony. */
  swap: BlankSwap | null;
  scorelessBefore: number;
  exchangesBefore: number;
}

/**
 * The last turn as data: what kind of turn, whose, and what it was. The words a person
 * reads ("passed", "exchanged 3") are the bot's, written from these fields.
 */
export interface LastMove {
  player: number;
  kind: 'place' | 'exchange' | 'pass' | 'withdrawn' | 'challenge' | 'skip' | 'resign' | 'end' | 'time-out';
  /** The play in notation (`8H QUIZ`): the one placed (`place`), taken off (`withdrawn`), or found good (`challenge`, made by `player`). */
  move?: string;
  /** How many tiles were exchanged (`exchange`); which ones stays secret. */
  count?: number;
  /** Why the player left the game (`resign`): they resigned, or ran out of time too often. */
  reason?: 'resigned' | 'forfeit';
  score: number;
  /** Squares of the tiles placed, for the highlight. */
  squares: { row: number; col: number }[];
  pos?: Position;
}

export type EndReason =
  | 'went-out'
  | 'scoreless-turns'
  | 'no-legal-play'
  | 'agreement'
  | 'consecutive-exchanges'
  | 'resigned';

export interface GameResult {
  reason: EndReason;
  /** Final scores, after end-of-game adjustments. */
  scores: number[];
  /** Scores before the adjustments (the tie-break of some rule sets). */
  scoresBeforeAdjustments: number[];
  /** Index(es) of the winner(s); several on a tie that stands. */
  winners: number[];
  resigned?: number;
}

export interface MatchProgress {
  /** 1 or 2. */
  game: number;
  /** Results of finished games, in order. */
  games: GameResult[];
  /** The record of each finished game, in order. */
  records: GameEvent[][];
  /** First player of game 1 (game 2 starts with another player). */
  firstOfGameOne: number;
  /** Combined totals and winners once the match is over. */
  totals: number[] | null;
  winners: number[] | null;
}

export type GameStatus = 'playing' | 'between-games' | 'over';

export interface GameState {
  schema: typeof SCHEMA_VERSION;
  rules: Rules;
  /** Random generator state (four 32-bit words); advances with every draw or shuffle. */
  rng: [number, number, number, number];
  status: GameStatus;
  players: Player[];
  racks: string[];
  scores: number[];
  /** The tiles in the bag, in draw order (the front is drawn first). */
  bag: string;
  board: Board;
  turn: number;
  /** Turns taken in this game (each player action that ends a turn). */
  moveNumber: number;
  scorelessTurns: number;
  consecutiveExchanges: number;
  /** Turns each player has yet to lose through failed double challenges. */
  skipNext: number[];
  pending: PendingPlay | null;
  endProposal: { by: number; accepted: number[] } | null;
  lastMove: LastMove | null;
  firstPlayer: number;
  /** The tiles drawn to decide who starts, per player, last round only; null when not drawn. */
  openingDraw: string[] | null;
  /** Players who resigned: they take no more turns and cannot win. */
  resigned: boolean[];
  history: GameEvent[];
  result: GameResult | null;
  match: MatchProgress | null;
}
