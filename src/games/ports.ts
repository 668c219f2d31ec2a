/**
 * What the hub needs from the world around it, as interfaces the front end implements:
 * word lists, and a way to show a channel a game without an interaction to answer
 * (turn clocks, the computer player, disabling an older board's buttons).
 */
import type { GameState } from '../engine/index.js';
import type { Lexicon, PlayFinder } from '../engine/lexicon.js';
import type { Lobby } from './record.js';

export interface User {
  id: string;
  name: string;
}

/** The word lists installed, by name. */
export interface Dictionaries {
  names(): string[];
  defaultName(): string;
  lexicon(name: string): Promise<Lexicon>;
  finder(name: string): Promise<PlayFinder>;
}

/** Posts to a channel on the hub's behalf. Returns the id of a posted message. */
export interface ChannelPoster {
  /** The position after a change nobody's interaction is waiting for. */
  postTurn(channelId: string, before: GameState, after: GameState): Promise<string>;
  /** The lobby message, shown again with its current players. */
  editLobby(channelId: string, messageId: string, lobby: Lobby): Promise<void>;
  /** An older board: its buttons no longer act. */
  retireBoard(channelId: string, messageId: string): Promise<void>;
}
