/**
 * In-process backend for tests (`memory://`). Records are kept as JSON text so a
 * caller never holds a live reference into the store; compare-and-set is atomic
 * because each method checks and writes without yielding.
 */
import { recordDue, type ArchivedGame, type ChannelRecord, type UserSettings } from '../record.js';
import type { Json, StoreBackend } from '../store.js';

export class MemoryBackend implements StoreBackend {
  private readonly records = new Map<string, string>();
  private readonly archive_ = new Map<string, string>();
  private readonly users = new Map<string, string>();
  private closed = false;

  async read(channelId: string): Promise<Json | null> {
    this.open();
    const text = this.records.get(channelId);
    return text === undefined ? null : (JSON.parse(text) as Json);
  }

  async swap(channelId: string, expected: number, next: ChannelRecord | null): Promise<boolean> {
    this.open();
    if (this.storedVersion(channelId) !== expected) return false;
    if (next === null) this.records.delete(channelId);
    else this.records.set(channelId, JSON.stringify(next));
    return true;
  }

  async version(channelId: string): Promise<number> {
    this.open();
    return this.storedVersion(channelId);
  }

  async channels(): Promise<string[]> {
    this.open();
    return [...this.records.keys()];
  }

  async archive(entry: ArchivedGame): Promise<void> {
    this.open();
    if (!this.archive_.has(entry.id)) this.archive_.set(entry.id, JSON.stringify(entry));
  }

  async archived(guildId: string | null, limit: number): Promise<Json[]> {
    this.open();
    return [...this.archive_.values()]
      .map((text) => JSON.parse(text) as ArchivedGame)
      .filter((a) => a.guildId === guildId)
      .sort((a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .slice(0, limit) as unknown as Json[];
  }

  async archivedGame(id: string): Promise<Json | null> {
    this.open();
    const text = this.archive_.get(id);
    return text === undefined ? null : (JSON.parse(text) as Json);
  }

  async due(now: number, limit: number): Promise<string[]> {
    this.open();
    return [...this.records]
      .map(([id, text]) => [id, recordDue(JSON.parse(text) as ChannelRecord)] as const)
      .filter((e): e is readonly [string, number] => e[1] !== null && e[1] <= now)
      .sort((a, b) => a[1] - b[1])
      .slice(0, limit)
      .map(([id]) => id);
  }

  async userSettings(userId: string): Promise<Json | null> {
    this.open();
    const text = this.users.get(userId);
    return text === undefined ? null : (JSON.parse(text) as Json);
  }

  async setUserSettings(userId: string, settings: UserSettings): Promise<void> {
    this.open();
    this.users.set(userId, JSON.stringify(settings));
  }

  async probe(): Promise<void> {
    if (this.closed) throw new Error('The in-memory game store is closed.');
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private storedVersion(channelId: string): number {
    const text = this.records.get(channelId);
    return text === undefined ? 0 : ((JSON.parse(text) as { version: number }).version ?? 0);
  }

  private open(): void {
    if (this.closed) throw new Error('The in-memory game store is closed');
  }
}
