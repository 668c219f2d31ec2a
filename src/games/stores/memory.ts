/**
 * In-process backend for tests and self-play (`memory://`). A record is kept as the
 * data its JSON text would parse to (as a database gives it back) and every read hands
 * out a fresh copy, so a caller never holds a live reference into the store;
 * compare-and-set is atomic because each method checks and writes without yielding.
 */
import { recordDue, type ArchivedGame, type ChannelRecord, type UserSettings } from '../record.js';
import type { Json, StoreBackend } from '../store.js';

/** Met a value JSON would turn into something else (a Date, a Map, NaN, a hole): the copy goes through JSON text instead. */
const NOT_PLAIN = Symbol('not plain JSON data');

/** A deep copy of plain data, as JSON.parse(JSON.stringify(v)) makes it, without the text: several times faster. */
function plainCopy(v: unknown): unknown {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw NOT_PLAIN;
    return v === 0 ? 0 : v;
  }
  if (typeof v !== 'object') throw NOT_PLAIN;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) {
      if (v[i] === undefined) throw NOT_PLAIN;
      out[i] = plainCopy(v[i]);
    }
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if ((proto !== Object.prototype && proto !== null) || typeof (v as { toJSON?: unknown }).toJSON === 'function') throw NOT_PLAIN;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (k === '__proto__') throw NOT_PLAIN;
    const value = (v as Record<string, unknown>)[k];
    // JSON leaves out what it cannot write.
    if (value !== undefined) out[k] = plainCopy(value);
  }
  return out;
}

function jsonCopy<T>(v: T): T {
  try {
    return plainCopy(v) as T;
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
    return JSON.parse(JSON.stringify(v)) as T;
  }
}

export class MemoryBackend implements StoreBackend {
  /** Records as their JSON would parse, never handed out: only copies leave. */
  private readonly records = new Map<string, Json>();
  private readonly archive_ = new Map<string, string>();
  private readonly users = new Map<string, string>();
  /** Documents by `${kind}\u0000${key}`: their server and JSON text. */
  private readonly documents = new Map<string, { kind: string; key: string; guildId: string | null; text: string }>();
  private closed = false;

  async read(channelId: string): Promise<Json | null> {
    this.open();
    const record = this.records.get(channelId);
    return record === undefined ? null : jsonCopy(record);
  }

  async swap(channelId: string, expected: number, next: ChannelRecord | null): Promise<boolean> {
    this.open();
    if (this.storedVersion(channelId) !== expected) return false;
    if (next === null) this.records.delete(channelId);
    else this.records.set(channelId, jsonCopy(next) as unknown as Json);
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
      .map(([id, record]) => [id, recordDue(record as unknown as ChannelRecord)] as const)
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

  async guildRecords(guildId: string, limit: number): Promise<Json[]> {
    this.open();
    return [...this.records.values()].filter((r) => r.guildId === guildId).slice(0, limit).map((r) => jsonCopy(r));
  }

  async doc(kind: string, key: string): Promise<Json | null> {
    this.open();
    const d = this.documents.get(`${kind}\u0000${key}`);
    return d === undefined ? null : (JSON.parse(d.text) as Json);
  }

  async putDoc(kind: string, key: string, guildId: string | null, value: Json, ifAbsent: boolean): Promise<boolean> {
    this.open();
    const id = `${kind}\u0000${key}`;
    if (ifAbsent && this.documents.has(id)) return false;
    this.documents.set(id, { kind, key, guildId, text: JSON.stringify(value) });
    return true;
  }

  async docs(kind: string, guildId: string | null, keyPrefix: string, limit: number): Promise<Array<{ key: string; value: Json }>> {
    this.open();
    return [...this.documents.values()]
      .filter((d) => d.kind === kind && d.guildId === guildId && d.key.startsWith(keyPrefix))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, limit)
      .map((d) => ({ key: d.key, value: JSON.parse(d.text) as Json }));
  }

  async probe(): Promise<void> {
    if (this.closed) throw new Error('The in-memory game store is closed.');
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private storedVersion(channelId: string): number {
    return (this.records.get(channelId)?.version as number | undefined) ?? 0;
  }

  private open(): void {
    if (this.closed) throw new Error('The in-memory game store is closed');
  }
}
