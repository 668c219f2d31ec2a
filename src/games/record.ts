/**
 * What is stored per channel: a lobby while players gather, then the game. The record
 * is versioned twice over: `schema` for its shape (migrated on load), `version` for
 * optimistic concurrency (bumped on every write; a stale write is refused).
 */
import type { GameState, Rules } from '../engine/index.js';
import type { ClockSettings, GameClock } from './clock.js';

export const RECORD_SCHEMA = 4;

export interface LobbyPlayer {
  id: string;
  name: string;
  /** Only kept until the game starts, and only when the rules pick the youngest first. */
  age?: number;
}

export interface Lobby {
  hostId: string;
  rules: Rules;
  players: LobbyPlayer[];
  /** The lobby message, to update its player list. */
  messageId?: string;
  createdAt: number;
  /** A casual or teaching game: players may ask for hints (`/scrabble new hints:true`). */
  hints?: boolean;
  /** The pace the host picked; none when absent. */
  clock?: ClockSettings;
  /** A rematch's lobby (schema 4): opened from a finished game, whose other players are offered their seats. */
  rematch?: Rematch;
}

/**
 * A rematch: the finished game stays the channel's game (its analysis and export) until
 * this lobby deals, and its players not yet seated keep their seats until they answer.
 */
export interface Rematch {
  /** The finished game's id (its archive entry). */
  of: string;
  /** Players of the finished game offered a seat who have not answered yet: a seat is kept for each. */
  invited: LobbyPlayer[];
  /** Players of the finished game who declined. */
  declined: LobbyPlayer[];
}

export interface ChannelRecord {
  schema: typeof RECORD_SCHEMA;
  version: number;
  channelId: string;
  /** The server the channel belongs to (null in a direct message, and for records stored before schema 2). */
  guildId: string | null;
  lobby: Lobby | null;
  game: GameState | null;
  /** Names the current game (set at the deal): its archive entry's id. */
  gameId?: string;
  hostId: string;
  /** The current board message: the only one whose game buttons act; unset from an action until its board is posted. */
  boardMessageId?: string;
  /** The current game allows hints (its lobby said so). */
  hints?: boolean;
  /** The turn clock of a paced game; its `due` is what the store's sweep looks up. */
  clock?: GameClock;
  /** When a player last used `/scrabble nudge` here (rate limit). */
  lastNudgeAt?: number;
  updatedAt: number;
}

/** A player's own settings, kept across servers. */
export interface UserSettings {
  /** False: the bot mentions the player by name but never pings them. */
  pings: boolean;
}

/**
 * A finished game, kept as a record of its own once the channel moves on: enough to
 * list a server's past games, show the final scores, export the GCG or replay the state.
 */
export interface ArchivedGame {
  /** Unique per finished game; archiving the same id again changes nothing. */
  id: string;
  guildId: string | null;
  channelId: string;
  /** Epoch milliseconds. */
  finishedAt: number;
  players: { id: string; name: string; score: number }[];
  rules: Rules;
  gcg: string;
  game: GameState;
}
