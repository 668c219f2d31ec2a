/**
 * The embedded backend: a sqlite file through keyv and @keyv/sqlite. Channel records
 * live in keyv's own table, in keyv's format, so keyv reads them; writes go through
 * the adapter's connection as single conditional statements (insert if absent,
 * update or delete where the stored version matches), which sqlite applies under its
 * write lock: two processes on one file cannot both win. Finished games get a table
 * of their own in the same file, so a server's archive is one indexed query instead
 * of a scan over every key, and idempotence is the primary key.
 */
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import type { ArchivedGame, ChannelRecord, UserSettings } from '../record.js';
import { STORE_TIMEOUTS, type Json, type StoreBackend } from '../store.js';
import { deserializeFromKeyv, serializeForKeyv } from './keyv-json.js';

/** A record's due moment as stored (see recordDue); records written before schema 5 have it in their clock only. */
const DUE = `coalesce(json_extract(value, '$.value.due'), json_extract(value, '$.value.clock.due'))`;

const ARCHIVE = 'scrabble_archive';
const USERS = 'scrabble_users';
const DOCS = 'scrabble_docs';
/** A record's server as stored, for a server's list of games. */
const GUILD = `json_extract(value, '$.value.guildId')`;
/** A key outside the games' namespace, so the start-up check never shows up as a channel. */
const PROBE_KEY = 'scrabble-probe:start';

/**
 * Runs a statement again while sqlite answers SQLITE_BUSY, for up to STORE_TIMEOUTS.waitMs.
 * Waiting for another connection's lock is sqlite's busy timeout; but some refusals come at
 * once (switching the file to the write-ahead log while another connection uses it, a
 * connection first reading the log while another sets it up), and a refused statement
 * changed nothing, so running it again is safe, compare-and-set writes included.
 */
async function retryBusy<T>(run: () => Promise<T>): Promise<T> {
  const end = Date.now() + STORE_TIMEOUTS.waitMs;
  for (let pause = 5; ; pause = Math.min(2 * pause, 100)) {
    try {
      return await run();
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() + pause > end) throw e;
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

export class SqliteBackend implements StoreBackend {
  private readonly adapter: KeyvSqlite;
  private readonly keyv: Keyv;
  private readonly table: string;
  private schema: Promise<void> | null = null;
  private closed = false;

  constructor(readonly file: string, private readonly namespace: string) {
    // A write waits this long for another process's lock, then fails (STORE_TIMEOUTS).
    this.adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: STORE_TIMEOUTS.waitMs });
    // keyv's default swallows adapter errors and answers undefined: a lost game. Its text
    // is made and read by keyv-json.ts: keyv's format, without its slow walk over each record.
    this.keyv = new Keyv({ store: this.adapter, namespace, throwOnErrors: true, serialize: serializeForKeyv, deserialize: deserializeFromKeyv });
    this.table = this.adapter.opts.table ?? 'keyv';
    // The adapter starts opening the file now; a failure waits here for probe() or the
    // first read to report it, instead of surfacing as an unhandled rejection.
    this.ensureSchema().catch(() => undefined);
  }

  async read(channelId: string): Promise<Json | null> {
    return ((await retryBusy(() => this.keyv.get(channelId))) as Json | undefined) ?? null;
  }

  async swap(channelId: string, expected: number, next: ChannelRecord | null): Promise<boolean> {
    const key = this.key(channelId);
    const version = `json_extract(value, '$.value.version')`;
    let rows: unknown[];
    if (next === null) {
      rows = await this.sql(`DELETE FROM ${this.table} WHERE key = ? AND ${version} = ? RETURNING key`, key, expected);
    } else {
      // The same text keyv.set would store, so keyv.get reads it back.
      const value = await this.keyv.serialize!({ value: next, expires: undefined });
      rows =
        expected === 0
          ? await this.sql(`INSERT INTO ${this.table} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`, key, value)
          : await this.sql(`UPDATE ${this.table} SET value = ? WHERE key = ? AND ${version} = ? RETURNING key`, value, key, expected);
    }
    return rows.length === 1;
  }

  async version(channelId: string): Promise<number> {
    const rows = await this.sql<{ version: number | null }>(
      `SELECT json_extract(value, '$.value.version') AS version FROM ${this.table} WHERE key = ?`,
      this.key(channelId),
    );
    return rows[0]?.version ?? 0;
  }

  async channels(): Promise<string[]> {
    const prefix = `${this.namespace}:`;
    const rows = await this.sql<{ key: string }>(`SELECT key FROM ${this.table} WHERE substr(key, 1, ?) = ?`, prefix.length, prefix);
    return rows.map((r) => r.key.slice(prefix.length));
  }

  async archive(entry: ArchivedGame): Promise<void> {
    await this.sql(
      `INSERT INTO ${ARCHIVE} (id, guild_id, channel_id, finished_at, value) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
      entry.id,
      entry.guildId,
      entry.channelId,
      entry.finishedAt,
      JSON.stringify(entry),
    );
  }

  async archived(guildId: string | null, limit: number): Promise<Json[]> {
    const rows = await this.sql<{ value: string }>(
      `SELECT value FROM ${ARCHIVE} WHERE guild_id IS ? ORDER BY finished_at DESC, id DESC LIMIT ?`,
      guildId,
      limit,
    );
    return rows.map((r) => JSON.parse(r.value) as Json);
  }

  async archivedGame(id: string): Promise<Json | null> {
    const rows = await this.sql<{ value: string }>(`SELECT value FROM ${ARCHIVE} WHERE id = ?`, id);
    return rows[0] ? (JSON.parse(rows[0].value) as Json) : null;
  }

  async due(now: number, limit: number): Promise<string[]> {
    const prefix = `${this.namespace}:`;
    const due = DUE;
    const rows = await this.sql<{ key: string }>(
      `SELECT key FROM ${this.table} WHERE ${due} <= ? AND substr(key, 1, ?) = ? ORDER BY ${due} LIMIT ?`,
      now, prefix.length, prefix, limit,
    );
    return rows.map((r) => r.key.slice(prefix.length));
  }

  async userSettings(userId: string): Promise<Json | null> {
    const rows = await this.sql<{ value: string }>(`SELECT value FROM ${USERS} WHERE id = ?`, userId);
    return rows[0] ? (JSON.parse(rows[0].value) as Json) : null;
  }

  async setUserSettings(userId: string, settings: UserSettings): Promise<void> {
    await this.sql(`INSERT INTO ${USERS} (id, value) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET value = excluded.value`, userId, JSON.stringify(settings));
  }

  async guildRecords(guildId: string, limit: number): Promise<Json[]> {
    const prefix = `${this.namespace}:`;
    const rows = await this.sql<{ value: string }>(
      `SELECT value FROM ${this.table} WHERE ${GUILD} = ? AND substr(key, 1, ?) = ? LIMIT ?`,
      guildId, prefix.length, prefix, limit,
    );
    // keyv's envelope: { value, expires }.
    return rows.map((r) => deserializeFromKeyv<{ value: Json }>(r.value).value);
  }

  async doc(kind: string, key: string): Promise<Json | null> {
    const rows = await this.sql<{ value: string }>(`SELECT value FROM ${DOCS} WHERE kind = ? AND key = ?`, kind, key);
    return rows[0] ? (JSON.parse(rows[0].value) as Json) : null;
  }

  async putDoc(kind: string, key: string, guildId: string | null, value: Json, ifAbsent: boolean): Promise<boolean> {
    const conflict = ifAbsent ? 'DO NOTHING' : 'DO UPDATE SET guild_id = excluded.guild_id, value = excluded.value';
    const rows = await this.sql(
      `INSERT INTO ${DOCS} (kind, key, guild_id, value) VALUES (?, ?, ?, ?) ON CONFLICT(kind, key) ${conflict} RETURNING key`,
      kind, key, guildId, JSON.stringify(value),
    );
    return rows.length === 1;
  }

  async docs(kind: string, guildId: string | null, keyPrefix: string, limit: number): Promise<Array<{ key: string; value: Json }>> {
    const rows = await this.sql<{ key: string; value: string }>(
      `SELECT key, value FROM ${DOCS} WHERE kind = ? AND guild_id IS ? AND substr(key, 1, ?) = ? ORDER BY key LIMIT ?`,
      kind, guildId, keyPrefix.length, keyPrefix, limit,
    );
    return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as Json }));
  }

  async probe(): Promise<void> {
    try {
      await this.sql(`SELECT count(*) FROM ${this.table} WHERE key = ?`, PROBE_KEY);
      await this.sql(`INSERT INTO ${this.table} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`, PROBE_KEY, String(Date.now()));
      await this.sql(`DELETE FROM ${this.table} WHERE key = ?`, PROBE_KEY);
    } catch (e) {
      throw new Error(explainSqliteFailure(this.file, e), { cause: e });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A file that never opened has nothing to close.
    await this.keyv.disconnect().catch(() => undefined);
  }

  private key(channelId: string): string {
    return `${this.namespace}:${channelId}`;
  }

  private async sql<T = unknown>(text: string, ...params: unknown[]): Promise<T[]> {
    await this.ensureSchema();
    return (await retryBusy(() => this.adapter.query(text, ...params))) as T[];
  }

  /** The archive table, created once per open (and retried if it failed). */
  private ensureSchema(): Promise<void> {
    this.schema ??= (async () => {
      const q = (text: string) => retryBusy(() => this.adapter.query(text));
      // Write-ahead logging: readers (another process, a tool reading the file) never hold a
      // write up, nor a write them; each commit still reaches the disk before it returns
      // (synchronous stays FULL). It is a setting of the file, kept from then on.
      await q('PRAGMA journal_mode=WAL');
      await q(
        `CREATE TABLE IF NOT EXISTS ${ARCHIVE} (id TEXT PRIMARY KEY, guild_id TEXT, channel_id TEXT NOT NULL, finished_at INTEGER NOT NULL, value TEXT NOT NULL)`,
      );
      await q(`CREATE INDEX IF NOT EXISTS ${ARCHIVE}_guild ON ${ARCHIVE} (guild_id, finished_at DESC)`);
      // The sweep's lookup: only records with a running clock or an owed message have a due
      // time (records written before schema 5 keep it in their clock alone).
      await q(`CREATE INDEX IF NOT EXISTS scrabble_due ON ${this.table} (${DUE})`);
      await q(`CREATE TABLE IF NOT EXISTS ${USERS} (id TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      await q(`CREATE INDEX IF NOT EXISTS scrabble_guild ON ${this.table} (${GUILD})`);
      await q(
        `CREATE TABLE IF NOT EXISTS ${DOCS} (kind TEXT NOT NULL, key TEXT NOT NULL, guild_id TEXT, value TEXT NOT NULL, PRIMARY KEY (kind, key))`,
      );
      await q(`CREATE INDEX IF NOT EXISTS ${DOCS}_guild ON ${DOCS} (kind, guild_id, key)`);
    })().catch((e: unknown) => {
      this.schema = null;
      throw e;
    });
    return this.schema;
  }
}

/** One sentence for the operator, by sqlite's error code. */
export function explainSqliteFailure(file: string, e: unknown): string {
  const code = (e as { code?: string }).code ?? '';
  const message = e instanceof Error ? e.message : String(e);
  switch (code) {
    case 'SQLITE_CANTOPEN':
      return `The game store file ${file} cannot be opened: check that its folder exists and that the bot may write there.`;
    case 'SQLITE_NOTADB':
      return `The game store file ${file} is not a sqlite database: point STORE_URL at a game store or at a path that does not exist yet.`;
    case 'SQLITE_CORRUPT':
      return `The game store file ${file} is damaged: restore it from a backup.`;
    case 'SQLITE_READONLY':
    case 'SQLITE_PERM':
      return `The game store file ${file} is read-only: the bot needs to write to it and to its folder.`;
    case 'SQLITE_BUSY':
    case 'SQLITE_LOCKED':
      return `The game store file ${file} stayed locked by another process: check that nothing else holds it.`;
    default:
      return `The game store file ${file} failed its start-up check (${message.replace(/\.$/, '')}).`;
  }
}
