/**
 * What is stored per channel: a lobby while players gather, then the game. The record
 * is versioned twice over: `schema` for its shape (migrated on load), `version` for
 * optimistic concurrency (bumped on every write; a stale write is refused).
 */
import type { GameState, GameStatus, Rules } from '../engine/index.js';
import type { ClockSettings, GameClock } from './clock.js';

export const RECORD_SCHEMA = 6;

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

/**
 * A game in a thread of its own (schema 6): the channel the thread was opened in holds
 * no record, only this game's summary message, which the record remembers.
 */
export interface ThreadHome {
  /** The text channel the thread belongs to. */
  parentId: string;
  /** The parent channel's summary message of this game (the answer to the `/scrabble new` that opened the thread). */
  summaryMessageId: string;
  /** The rule set the thread was opened for, for a summary once its lobby is gone. */
  preset?: string;
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
  /** Set when this channel is a thread the bot opened for the game: where its summary lives. */
  thread?: ThreadHome;
  /** When a player last used `/scrabble nudge` here (rate limit). */
  lastNudgeAt?: number;
  /**
   * What the channel is still owed to see (schema 5): each change's message, saved in the
   * same write as the change and removed once delivered (see publisher.ts). Oldest first.
   */
  outbox?: Owed[];
  /**
   * Answers under way: placeholders shown for an action not yet saved (noted before the
   * action runs, dropped by its write or its refusal). One left behind by a process that
   * stopped is told that nothing happened, so no placeholder keeps "thinking".
   */
  answers?: PendingAnswer[];
  /** The next moment something here wants acting on (the clock, or an owed message's lease): what the store indexes. */
  due?: number | null;
  updatedAt: number;
}

/** The interaction whose deferred answer (the "thinking..." placeholder) a change's board fills. */
export interface Placeholder {
  messageId: string;
  /** The interaction's application and token, when the front end has them (a front end without tokens: the board is posted). */
  applicationId?: string;
  token?: string;
  /** Past this (epoch ms) the token no longer answers: the board is posted instead, and the placeholder deleted. */
  expiresAt?: number;
}

/** An interaction's public answer whose action has not been saved yet (noted before the placeholder exists), and since when (epoch ms). */
export interface PendingAnswer {
  applicationId: string;
  token: string;
  expiresAt: number;
  at: number;
}

interface OwedBase {
  /** Unique in the channel: names the change (and the nonce that makes its post happen once). */
  id: string;
  /** When it was owed, or last taken on by a process: another process delivers it only once OWED_LEASE_MS have passed. */
  at: number;
  /** Deliveries tried and failed so far. */
  tries?: number;
}

/** The board of an applied change: a move, a computer's move, a time-out, a deal, a game's end. */
export interface OwedBoard extends OwedBase {
  kind: 'board';
  /** The game before the change, as much as its message reads of it. */
  from: { historyLength: number; status: GameStatus };
  /**
   * The game the change made, kept here only once a later change replaced it in the
   * record (until then it is the record's own game).
   */
  game?: GameState;
  /** Who made the change (a user's or a computer seat's id): never pinged by it. */
  actor?: string;
  /** Filled when the change came from an interaction with a placeholder; posted to the channel otherwise. */
  placeholder?: Placeholder;
  /** The board the change replaces, whose buttons no longer act. */
  retire?: string;
}

/** The lobby's message, shown again: its players now, or the game it became. */
export interface OwedLobby extends OwedBase {
  kind: 'lobby';
  /** None: the lobby has no message yet (one opened in a new thread), and it is posted. */
  messageId?: string;
  lobby: Lobby;
  /** The lobby was dealt: its message says the game started and loses its buttons. */
  started?: boolean;
}

/**
 * The parent channel's summary line of a game in a thread, shown as the record stands
 * when it is delivered (a newer one replaces an older one still owed).
 */
export interface OwedSummary extends OwedBase {
  kind: 'summary';
  /** The game was dealt: the thread takes its players' names. */
  rename?: boolean;
  /** The game is over: once its final board is out, the thread is archived. */
  archive?: boolean;
}

export type Owed = OwedBoard | OwedLobby | OwedSummary;

/** How long the process that saved a change has to deliver its message before another process does. */
export const OWED_LEASE_MS = 10_000;

/** The record's next due moment: its clock's, or the end of the earliest owed message's (or answer's) lease. */
export function recordDue(r: Pick<ChannelRecord, 'clock' | 'outbox' | 'answers'>): number | null {
  const leased = [...(r.outbox ?? []), ...(r.answers ?? [])].map((o) => o.at + OWED_LEASE_MS);
  const times = [r.clock?.due ?? null, ...leased].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}

/** A player's own settings, kept across servers. */
export interface UserSettings {
  /** False: the bot mentions the player by name but never pings them. */
  pings: boolean;
}

/** A server's settings, kept as a document (see GameStore.guildSettings). */
export interface GuildSettings {
  /** True: `/scrabble new` in a text channel opens a thread for the game. On unless the server turned it off. */
  threads: boolean;
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
