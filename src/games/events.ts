/**
 * What the hub tells the rest of the program after a change is saved: turn clocks,
 * the computer player, stats and front ends subscribe here, never to Discord.
 * A listener's failure is reported, never allowed to undo or block the change.
 */
import type { GameState } from '../engine/index.js';
import type { ChannelRecord, Lobby } from './record.js';

export interface HubEvents {
  /** An action changed a game (a move, a challenge, a resignation, the deal, game 2 of a match). */
  'turn-applied': { channelId: string; guildId: string | null; before: GameState; after: GameState; player: number; record: ChannelRecord; owed: string[] };
  /** A game (or a whole match) reached its end; fired once, after the record is saved. */
  'game-finished': { channelId: string; guildId: string | null; game: GameState; record: ChannelRecord };
  /** A lobby was opened, joined, left, started or cancelled (null once it is gone). */
  'lobby-changed': { channelId: string; guildId: string | null; lobby: Lobby | null; record: ChannelRecord | null; owed?: string[] };
}

export type HubEventName = keyof HubEvents;
type Listener<K extends HubEventName> = (event: HubEvents[K]) => void | Promise<void>;

export class HubEventBus {
  private readonly listeners: { [K in HubEventName]: Listener<K>[] } = { 'turn-applied': [], 'game-finished': [], 'lobby-changed': [] };

  constructor(private readonly onListenerError: (name: HubEventName, error: unknown) => void = () => {}) {}

  on<K extends HubEventName>(name: K, listener: Listener<K>): () => void {
    const list = this.listeners[name] as Listener<K>[];
    list.push(listener);
    return () => {
      const i = list.indexOf(listener);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /** Calls every listener; resolves when all have settled, whatever they did. */
  async emit<K extends HubEventName>(name: K, event: HubEvents[K]): Promise<void> {
    const list = [...(this.listeners[name] as Listener<K>[])];
    await Promise.all(list.map(async (listener) => {
      try {
        await listener(event);
      } catch (e) {
        this.onListenerError(name, e);
      }
    }));
  }
}
