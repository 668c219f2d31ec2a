/**
 * What is stored per channel: a lobby while players gather, then the game. The record
 * is versioned twice over: `schema` for its shape (migrated on load), `version` for
 * optimistic concurrency (bumped on every write; a stale write is refused).
 */
import type { GameState, Rules } from '../engine/index.js';

export const RECORD_SCHEMA = 1;

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
}

export interface ChannelRecord {
  schema: typeof RECORD_SCHEMA;
  version: number;
  channelId: string;
  lobby: Lobby | null;
  game: GameState | null;
  hostId: string;
  /** The current board message: the only one whose game buttons act; unset from an action until its board is posted. */
  boardMessageId?: string;
  updatedAt: number;
}
