/**
 * What the hub needs from the world around it, as interfaces the front end implements:
 * word lists, and a way to show a channel a game without an interaction to answer
 * (turn clocks, the computer player, disabling an older board's buttons).
 */
import type { GameState, LanguageId } from '../engine/index.js';
import type { Lexicon, PlayFinder } from '../engine/lexicon.js';
import type { ClockView, Reminder } from './clock.js';
import type { Lobby } from './record.js';
import type { GameSummary } from './summary.js';

export interface User {
  id: string;
  name: string;
}

/** The word lists installed, by name. */
export interface Dictionaries {
  names(): string[];
  defaultName(): string;
  /** The language a list's words are in (what tiles a game with it is played with). */
  languageOf(name: string): LanguageId;
  /** Whether the list can be played now: a list made at startup may still be on its way. Absent: every list is. */
  ready?(name: string): boolean;
  lexicon(name: string): Promise<Lexicon>;
  finder(name: string): Promise<PlayFinder>;
}

/** What a board shows beside the game: the running clock, and who asked not to be pinged. */
export interface TurnExtras {
  clock?: ClockView | null;
  /** Users mentioned by name only. */
  quiet?: readonly string[];
  /** Who made the change shown (a user's or a computer seat's id): never pinged by it. None: the clock, or nobody in particular. */
  actor?: string;
  /** Whether the player to move may pass: the rules' pass, or a stuck player's (see mayPass). Absent: the rules' pass alone. */
  passOpen?: boolean;
}

/** An interaction's placeholder message, answerable by its token while the token lives. */
export interface AnswerTarget {
  messageId: string;
  applicationId: string;
  token: string;
}

/**
 * Shows the hub's changes in a channel: only the publisher (publisher.ts) calls it for
 * boards and lobbies. Returns the id of a posted message.
 */
export interface ChannelPoster {
  /**
   * The position after a change, posted to the channel. `nonce`: the same nonce again
   * (a delivery repeated after a crash) gives back the message already posted.
   */
  postTurn(channelId: string, before: GameState, after: GameState, extras?: TurnExtras, nonce?: string): Promise<string>;
  /** The position after a change, in the placeholder of the interaction that made it (after a restart, by its token). */
  fillTurn(channelId: string, target: AnswerTarget, before: GameState, after: GameState, extras?: TurnExtras): Promise<string>;
  /** An interaction's placeholder whose action never ran (its process stopped first): it says nothing happened. */
  abandonAnswer(channelId: string, target: Omit<AnswerTarget, 'messageId'>): Promise<void>;
  /** A message of the bot's that nobody can fill any more (a placeholder whose token expired). */
  deleteMessage(channelId: string, messageId: string): Promise<void>;
  /** A turn clock's reminder to the player whose turn it is (the words are the front end's). */
  remind(channelId: string, reminder: Reminder): Promise<void>;
  /**
   * The lobby posted: anew (its message was deleted), or for the first time (in the thread
   * opened for it); `nonce` as for postTurn. Returns the new message's id.
   */
  postLobby(channelId: string, lobby: Lobby, nonce?: string): Promise<string>;
  /** The lobby message, shown again with its current players; with `started`, as the game it became. */
  editLobby(channelId: string, messageId: string, lobby: Lobby, started?: GameState): Promise<void>;
  /** An older board: its buttons no longer act. */
  retireBoard(channelId: string, messageId: string): Promise<void>;
  /**
   * A public thread opened in text channel `channelId` for a game about to gather (its
   * name from the lobby's summary); returns the thread's id. Throws when Discord refuses.
   */
  openThread(channelId: string, summary: GameSummary): Promise<string>;
  /** The summary message `messageId` in `channelId` shows the game of thread `threadId` as it is now. */
  editSummary(channelId: string, messageId: string, threadId: string, summary: GameSummary): Promise<void>;
  /** The thread takes the name of its game, once dealt. */
  renameThread(threadId: string, summary: GameSummary): Promise<void>;
  /** The game in the thread is over and shown: the thread is archived (its messages stay; a member's message brings it back). */
  archiveThread(threadId: string): Promise<void>;
}
