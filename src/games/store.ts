/**
 * The game repository: one key per channel in a keyv namespace. Every action on a
 * channel runs under that channel's lock; every write carries the version it read,
 * and a write over a newer version is refused.
 */
import Keyv from 'keyv';
import { KeyedLock } from './lock.js';
import { migrateRecord } from './migrate.js';
import { RECORD_SCHEMA, type ChannelRecord } from './record.js';

export class StaleWriteError extends Error {
  constructor(readonly channelId: string, readonly expected: number, readonly found: number) {
    super(`Channel ${channelId}: write of version ${expected + 1} over version ${found}`);
  }
}

export type Update = ChannelRecord | null | 'unchanged';

export class GameStore {
  private readonly lock = new KeyedLock();

  constructor(private readonly keyv: Keyv) {}

  async get(channelId: string): Promise<ChannelRecord | null> {
    const raw = (await this.keyv.get(channelId)) as Record<string, unknown> | undefined;
    return raw ? migrateRecord(raw) : null;
  }

  /**
   * Runs `work` on the channel's record under the channel's lock. `work` returns the
   * new record (saved with the next version), null (deleted) or 'unchanged'.
   */
  async update<T>(channelId: string, work: (record: ChannelRecord | null) => Promise<{ next: Update; result: T }>): Promise<T> {
    return this.lock.run(channelId, async () => {
      const current = await this.get(channelId);
      const { next, result } = await work(current);
      if (next !== 'unchanged') await this.write(channelId, current?.version ?? 0, next);
      return result;
    });
  }

  /** Writes if the stored version is still `expected`; throws StaleWriteError otherwise. */
  async write(channelId: string, expected: number, next: ChannelRecord | null): Promise<void> {
    const stored = (await this.keyv.get(channelId)) as { version?: number } | undefined;
    const found = stored?.version ?? 0;
    if (found !== expected) throw new StaleWriteError(channelId, expected, found);
    if (next === null) {
      await this.keyv.delete(channelId);
      return;
    }
    await this.keyv.set(channelId, { ...next, schema: RECORD_SCHEMA, version: expected + 1, updatedAt: Date.now() });
  }

  /** Every channel with a stored record (for start-up checks and the scale notes). */
  async channels(): Promise<string[]> {
    const out: string[] = [];
    if (typeof this.keyv.iterator === 'function') {
      for await (const [key] of this.keyv.iterator(undefined)) out.push(String(key));
    }
    return out;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}
