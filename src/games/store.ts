/**
 * The game repository: one record per channel, plus the archive of finished games.
 * Every action on a channel runs under that channel's lock in this process; every
 * write carries the version it read and is a compare-and-set in the backend itself,
 * so a second process on the same database cannot slip a write in between.
 *
 * A backend failure is never swallowed: reads and writes throw StoreUnavailableError,
 * so nothing is reported as saved that was not. Nor is a backend waited for without end:
 * a call that has no answer within STORE_TIMEOUTS.callMs fails the same way.
 */
import type { Rules } from '../engine/index.js';
import { KeyedLock } from './lock.js';
import { migrateGame, migrateRecord, withEndScoring } from './migrate.js';
import { RECORD_SCHEMA, recordDue, type ArchivedGame, type ChannelRecord, type GuildSettings, type UserSettings } from './record.js';

export type Json = Record<string, unknown>;

export class StaleWriteError extends Error {
  constructor(readonly channelId: string, readonly expected: number, readonly found: number) {
    super(`Channel ${channelId}: write of version ${expected + 1} over version ${found}`);
  }
}

/**
 * How long the store waits for its database. A server that stops answering (a network
 * hang, a frozen host) is no different to a player from one that refuses: each call
 * ends within `callMs`, and the player reads that the store is unavailable.
 */
export const STORE_TIMEOUTS = {
  /** A whole store call, whatever the backend does: after this it fails with StoreUnavailableError. */
  callMs: 3000,
  /** Postgres: the server cancels a statement that runs longer (statement_timeout). */
  statementMs: 2000,
  /**
   * Postgres: the client stops waiting for the answer to a statement (query_timeout, what
   * catches a server that stopped answering) and for a connection (connectionTimeoutMillis).
   * sqlite: how long a write waits for another process's lock (busy timeout).
   */
  waitMs: 2500,
} as const;

/** The backend could not be read or written: the action did not happen. */
export class StoreUnavailableError extends Error {
  constructor(readonly operation: string, cause: unknown) {
    super(`Game store unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * What a backend must do. `swap` is the one place where atomicity lives: it must
 * compare and set in a single step of the database (insert if absent when `expected`
 * is 0, replace or delete only where the stored version is `expected`).
 */
export interface StoreBackend {
  /** The stored record as written (before migration), or null. */
  read(channelId: string): Promise<Json | null>;
  /** True if the write applied; false if the stored version was not `expected`. */
  swap(channelId: string, expected: number, next: ChannelRecord | null): Promise<boolean>;
  /** The stored version (0 when there is no record), to explain a refused write. */
  version(channelId: string): Promise<number>;
  channels(): Promise<string[]>;
  /** Inserts the entry unless one with its id exists. */
  archive(entry: ArchivedGame): Promise<void>;
  /** Newest first. */
  archived(guildId: string | null, limit: number): Promise<Json[]>;
  archivedGame(id: string): Promise<Json | null>;
  /** Channels whose record is due (see recordDue) at or before `now` (epoch ms), soonest first. */
  due(now: number, limit: number): Promise<string[]>;
  userSettings(userId: string): Promise<Json | null>;
  setUserSettings(userId: string, settings: UserSettings): Promise<void>;
  /** The stored records (as written) of a server's channels and threads, at most `limit`. */
  guildRecords(guildId: string, limit: number): Promise<Json[]>;
  doc(kind: string, key: string): Promise<Json | null>;
  /** Upserts; with `ifAbsent`, inserts only when (kind, key) has no document, in one atomic step. True if it wrote. */
  putDoc(kind: string, key: string, guildId: string | null, value: Json, ifAbsent: boolean): Promise<boolean>;
  /** A kind's documents of one server whose key starts with `keyPrefix`, by key ascending. */
  docs(kind: string, guildId: string | null, keyPrefix: string, limit: number): Promise<Array<{ key: string; value: Json }>>;
  /** Where several processes share the store: calls `listener` with every channel any of them writes. */
  watch?(listener: (channelId: string) => void): Promise<() => void>;
  /** Reads and writes once; throws an Error whose message is one sentence for an operator. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

/** The document kind of a server's settings. */
const GUILD_SETTINGS = 'guild-settings';

export type Update = ChannelRecord | null | 'unchanged';

export interface GameStoreOptions {
  /** The bound on one call (default STORE_TIMEOUTS.callMs). */
  callTimeoutMs?: number;
}

export class GameStore {
  private readonly lock = new KeyedLock();
  private readonly callTimeoutMs: number;
  private readonly failureListeners = new Set<(failure: StoreUnavailableError) => void>();

  constructor(private readonly backend: StoreBackend, options: GameStoreOptions = {}) {
    this.callTimeoutMs = options.callTimeoutMs ?? STORE_TIMEOUTS.callMs;
  }

  /** Calls `listener` with every failed read or write (metrics, logs); returns how to stop. */
  onFailure(listener: (failure: StoreUnavailableError) => void): () => void {
    this.failureListeners.add(listener);
    return () => void this.failureListeners.delete(listener);
  }

  async get(channelId: string, light?: { callTimeoutMs: number }): Promise<ChannelRecord | null> {
    const raw = await this.io('read', () => this.backend.read(channelId), light);
    return raw ? migrateRecord(raw) : null;
  }

  /**
   * Runs `work` on the channel's record under the channel's lock. `work` returns the
   * new record (saved with the next version), null (deleted) or 'unchanged'.
   * `light`: best-effort bookkeeping that must not hold the channel up (the lock is held
   * while it waits): each call bounded by `callTimeoutMs`, and a failure of it not
   * reported to the failure listeners (the caller goes on without it).
   */
  async update<T>(channelId: string, work: (record: ChannelRecord | null) => Promise<{ next: Update; result: T }>, light?: { callTimeoutMs: number }): Promise<T> {
    return this.lock.run(channelId, async () => {
      const current = await this.get(channelId, light);
      const { next, result } = await work(current);
      if (next !== 'unchanged') await this.write(channelId, current?.version ?? 0, next, light);
      return result;
    });
  }

  /** Writes if the stored version is still `expected`; throws StaleWriteError otherwise. */
  async write(channelId: string, expected: number, next: ChannelRecord | null, light?: { callTimeoutMs: number }): Promise<void> {
    const record: ChannelRecord | null = next && {
      ...next,
      guildId: next.guildId ?? null,
      schema: RECORD_SCHEMA,
      version: expected + 1,
      due: recordDue(next),
      updatedAt: Date.now(),
    };
    const applied = await this.io('write', async () =>
      // Deleting a record that was never there: nothing to compare but its absence.
      expected === 0 && record === null ? (await this.backend.version(channelId)) === 0 : this.backend.swap(channelId, expected, record),
    light);
    if (!applied) {
      const found = await this.io('read', () => this.backend.version(channelId));
      throw new StaleWriteError(channelId, expected, found);
    }
  }

  /** Every channel with a stored record (for start-up checks and the scale notes). */
  async channels(): Promise<string[]> {
    return this.io('read', () => this.backend.channels());
  }

  /** Keeps a finished game. Idempotent: archiving the same id again changes nothing. */
  async archive(entry: ArchivedGame): Promise<void> {
    await this.io('write', () => this.backend.archive(entry));
  }

  /** A server's finished games, newest first. */
  async archived(guildId: string | null, limit = 25): Promise<ArchivedGame[]> {
    // A negative LIMIT means "no limit" to sqlite: never hand one down.
    const rows = await this.io('read', () => this.backend.archived(guildId, Math.max(0, Math.floor(limit))));
    return rows.map(loadArchived);
  }

  async archivedGame(id: string): Promise<ArchivedGame | null> {
    const raw = await this.io('read', () => this.backend.archivedGame(id));
    return raw ? loadArchived(raw) : null;
  }

  /** Channels with something to act on at `now`: a clock's deadline or reminder, or a message owed past its lease. */
  async due(now: number, limit = 100): Promise<string[]> {
    return this.io('read', () => this.backend.due(now, Math.max(0, Math.floor(limit))));
  }

  /** A player's settings; pings are on until they turn them off. */
  async userSettings(userId: string): Promise<UserSettings> {
    const raw = await this.io('read', () => this.backend.userSettings(userId));
    return { pings: raw?.pings !== false };
  }

  async setUserSettings(userId: string, settings: UserSettings): Promise<void> {
    await this.io('write', () => this.backend.setUserSettings(userId, settings));
  }

  /**
   * A server's stored channel records (channels and threads: a lobby, a running game, or a
   * finished one still shown), migrated like `get`; in no particular order.
   */
  async guildRecords(guildId: string, limit = 200): Promise<ChannelRecord[]> {
    const rows = await this.io('read', () => this.backend.guildRecords(guildId, Math.max(0, Math.floor(limit))));
    return rows.map(migrateRecord);
  }

  /**
   * Small documents beside the games (a server's settings, puzzle answers), keyed by kind
   * and key and tagged with a server, so a server's documents of a kind are one query.
   */
  async doc(kind: string, key: string): Promise<Json | null> {
    return this.io('read', () => this.backend.doc(kind, key));
  }

  /** Writes a document; with `ifAbsent`, only if none has this key (atomically: of two at once, one wins). True if written. */
  async putDoc(kind: string, key: string, guildId: string | null, value: Json, options: { ifAbsent?: boolean } = {}): Promise<boolean> {
    return this.io('write', () => this.backend.putDoc(kind, key, guildId, value, options.ifAbsent === true));
  }

  /** A kind's documents of one server, by key ascending (only keys starting with `keyPrefix` when given). */
  async docs(kind: string, guildId: string | null, options: { keyPrefix?: string; limit?: number } = {}): Promise<Array<{ key: string; value: Json }>> {
    const limit = Math.max(0, Math.floor(options.limit ?? 1000));
    return this.io('read', () => this.backend.docs(kind, guildId, options.keyPrefix ?? '', limit));
  }

  /**
   * Tells `listener` of every channel written by any process sharing this store (Postgres);
   * null where only this process writes (sqlite, memory), whose own changes its hub announces.
   */
  async watch(listener: (channelId: string) => void): Promise<(() => void) | null> {
    return this.backend.watch ? this.backend.watch(listener) : null;
  }

  /** A server's settings; threads are on until the server turns them off. */
  async guildSettings(guildId: string): Promise<GuildSettings> {
    const raw = await this.doc(GUILD_SETTINGS, guildId);
    return { threads: raw?.threads !== false };
  }

  async setGuildSettings(guildId: string, settings: GuildSettings): Promise<void> {
    await this.putDoc(GUILD_SETTINGS, guildId, guildId, { ...settings });
  }

  /** Start-up check: throws an Error whose message is one sentence an operator can act on. */
  async probe(): Promise<void> {
    await this.backend.probe();
  }

  async close(): Promise<void> {
    await this.backend.close();
  }

  private async io<T>(operation: string, work: () => Promise<T>, light?: { callTimeoutMs: number }): Promise<T> {
    const callTimeoutMs = light?.callTimeoutMs ?? this.callTimeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${callTimeoutMs} ms`)), callTimeoutMs);
    });
    try {
      // A call given up on may still settle later; the race has taken its outcome. A
      // write that reaches the database after all leaves the record consistent: every
      // write is a compare-and-set on the version it read.
      return await Promise.race([work(), deadline]);
    } catch (e) {
      if (e instanceof StoreUnavailableError) throw e;
      const failure = new StoreUnavailableError(operation, e);
      for (const listener of light ? [] : this.failureListeners) {
        try {
          listener(failure);
        } catch {
          // A listener's own failure must not replace the store's.
        }
      }
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Archived games keep the game schema they were finished with; migrated on load like live ones (their copy of the rules too). */
function loadArchived(raw: Json): ArchivedGame {
  return { ...(raw as unknown as ArchivedGame), rules: withEndScoring(raw.rules) as Rules, game: migrateGame(raw.game as Json) };
}
