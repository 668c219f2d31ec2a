/**
 * The backend for several processes: Postgres through `pg`, with tables of our own.
 * Compare-and-set is one statement each (INSERT ... ON CONFLICT DO NOTHING for a new
 * record, UPDATE / DELETE ... WHERE version = $n otherwise): Postgres locks the row,
 * and a second writer re-checks the version after the first commits, so exactly one
 * wins. The version is a column, so the check never parses the game; values are
 * `json`, not `jsonb`: kept as the exact text written (nothing queries inside them),
 * and any string a player can type is accepted.
 */
import pg from 'pg';
import { recordDue, type ArchivedGame, type ChannelRecord, type UserSettings } from '../record.js';
import { STORE_TIMEOUTS, type Json, type StoreBackend } from '../store.js';

const GAMES = 'scrabble_games';
const ARCHIVE = 'scrabble_archive';
const USERS = 'scrabble_users';
const DOCS = 'scrabble_docs';
/** The notification channel on which every write names the game channel it changed. */
const CHANNEL_CHANGES = 'scrabble_changes';
/** Any constant: serialises table creation between processes starting at once. */
const SCHEMA_LOCK = 0x5c4abb1e;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${GAMES} (
     key text PRIMARY KEY,
     version integer NOT NULL,
     value json NOT NULL,
     guild_id text,
     updated_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE INDEX IF NOT EXISTS ${GAMES}_guild ON ${GAMES} (guild_id)`,
  `CREATE TABLE IF NOT EXISTS ${ARCHIVE} (
     id text PRIMARY KEY,
     guild_id text,
     channel_id text NOT NULL,
     finished_at timestamptz NOT NULL,
     value json NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS ${ARCHIVE}_guild ON ${ARCHIVE} (guild_id, finished_at DESC)`,
  // When the record wants acting on (epoch ms: its clock, an owed message), kept beside it by every write; null when nothing is due.
  `ALTER TABLE ${GAMES} ADD COLUMN IF NOT EXISTS due_at bigint`,
  `CREATE INDEX IF NOT EXISTS ${GAMES}_due ON ${GAMES} (due_at) WHERE due_at IS NOT NULL`,
  `CREATE TABLE IF NOT EXISTS ${USERS} (id text PRIMARY KEY, value json NOT NULL)`,
  // Keys compare byte by byte (COLLATE "C"), as sqlite and the memory store order them.
  `CREATE TABLE IF NOT EXISTS ${DOCS} (
     kind text NOT NULL,
     key text COLLATE "C" NOT NULL,
     guild_id text,
     value json NOT NULL,
     PRIMARY KEY (kind, key))`,
  `CREATE INDEX IF NOT EXISTS ${DOCS}_guild ON ${DOCS} (kind, guild_id, key)`,
];

export class PostgresBackend implements StoreBackend {
  private readonly pool: pg.Pool;
  private schema: Promise<void> | null = null;
  private closed = false;
  /** Listening connections (watch), ended with the store. */
  private readonly watchers = new Set<pg.Client>();

  constructor(private readonly url: URL) {
    this.pool = new pg.Pool({
      connectionString: url.href,
      max: 10,
      // Every wait is bounded (STORE_TIMEOUTS): for a free connection or a new one, for a
      // statement on the server, and for its answer on this side, which is what ends the
      // wait on a server that stopped answering (the connection is then dropped).
      connectionTimeoutMillis: STORE_TIMEOUTS.waitMs,
      statement_timeout: STORE_TIMEOUTS.statementMs,
      query_timeout: STORE_TIMEOUTS.waitMs,
    });
    // An idle connection dropped by the server is reported here; without a listener it
    // would end the process. The next query gets a fresh connection or a thrown error.
    this.pool.on('error', () => undefined);
    // Created on open; a failure waits for probe() or the first query to report it.
    this.ensureSchema().catch(() => undefined);
  }

  async read(channelId: string): Promise<Json | null> {
    const { rows } = await this.sql<{ value: Json; version: number }>(`SELECT value, version FROM ${GAMES} WHERE key = $1`, [channelId]);
    return rows[0] ? { ...rows[0].value, version: rows[0].version } : null;
  }

  async swap(channelId: string, expected: number, next: ChannelRecord | null): Promise<boolean> {
    // Each write tells every process listening (watch) which channel changed, once it commits: in the same statement.
    const told = (write: string) => `WITH changed AS (${write} RETURNING key) SELECT pg_notify('${CHANNEL_CHANGES}', key) FROM changed`;
    if (next === null) {
      const { rowCount } = await this.sql(told(`DELETE FROM ${GAMES} WHERE key = $1 AND version = $2`), [channelId, expected]);
      return rowCount === 1;
    }
    const params = [channelId, next.version, JSON.stringify(next), next.guildId, recordDue(next)];
    const { rowCount } =
      expected === 0
        ? await this.sql(
            told(`INSERT INTO ${GAMES} (key, version, value, guild_id, due_at, updated_at) VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (key) DO NOTHING`),
            params,
          )
        : await this.sql(
            told(`UPDATE ${GAMES} SET version = $2, value = $3, guild_id = $4, due_at = $5, updated_at = now() WHERE key = $1 AND version = $6`),
            [...params, expected],
          );
    return rowCount === 1;
  }

  /**
   * Calls `listener` with each channel any process writes, from a connection of its own that
   * LISTENs; a dropped connection is opened again a second later. Resolves with how to stop.
   */
  async watch(listener: (channelId: string) => void): Promise<() => void> {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      if (stopped || this.closed) return;
      const c = new pg.Client({ connectionString: this.url.href, connectionTimeoutMillis: STORE_TIMEOUTS.waitMs });
      c.on('notification', (n) => n.channel === CHANNEL_CHANGES && n.payload && listener(n.payload));
      c.on('error', () => undefined);
      c.on('end', () => {
        if (client === c) client = null;
        if (!stopped && !this.closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${CHANNEL_CHANGES}`);
        client = c;
        this.watchers.add(c);
      } catch {
        await c.end().catch(() => undefined);
      }
    };
    await connect();
    return () => {
      stopped = true;
      if (client) {
        this.watchers.delete(client);
        void client.end().catch(() => undefined);
      }
    };
  }

  async version(channelId: string): Promise<number> {
    const { rows } = await this.sql<{ version: number }>(`SELECT version FROM ${GAMES} WHERE key = $1`, [channelId]);
    return rows[0]?.version ?? 0;
  }

  async channels(): Promise<string[]> {
    const { rows } = await this.sql<{ key: string }>(`SELECT key FROM ${GAMES}`);
    return rows.map((r) => r.key);
  }

  async archive(entry: ArchivedGame): Promise<void> {
    await this.sql(
      `INSERT INTO ${ARCHIVE} (id, guild_id, channel_id, finished_at, value)
       VALUES ($1, $2, $3, to_timestamp($4::double precision / 1000), $5) ON CONFLICT (id) DO NOTHING`,
      [entry.id, entry.guildId, entry.channelId, entry.finishedAt, JSON.stringify(entry)],
    );
  }

  async archived(guildId: string | null, limit: number): Promise<Json[]> {
    // Two statements so each uses the (guild_id, finished_at) index; IS NOT DISTINCT FROM would not.
    const { rows } =
      guildId === null
        ? await this.sql<{ value: Json }>(`SELECT value FROM ${ARCHIVE} WHERE guild_id IS NULL ORDER BY finished_at DESC, id DESC LIMIT $1`, [limit])
        : await this.sql<{ value: Json }>(`SELECT value FROM ${ARCHIVE} WHERE guild_id = $1 ORDER BY finished_at DESC, id DESC LIMIT $2`, [guildId, limit]);
    return rows.map((r) => r.value);
  }

  async archivedGame(id: string): Promise<Json | null> {
    const { rows } = await this.sql<{ value: Json }>(`SELECT value FROM ${ARCHIVE} WHERE id = $1`, [id]);
    return rows[0]?.value ?? null;
  }

  async due(now: number, limit: number): Promise<string[]> {
    const { rows } = await this.sql<{ key: string }>(`SELECT key FROM ${GAMES} WHERE due_at <= $1 ORDER BY due_at LIMIT $2`, [now, limit]);
    return rows.map((r) => r.key);
  }

  async userSettings(userId: string): Promise<Json | null> {
    const { rows } = await this.sql<{ value: Json }>(`SELECT value FROM ${USERS} WHERE id = $1`, [userId]);
    return rows[0]?.value ?? null;
  }

  async setUserSettings(userId: string, settings: UserSettings): Promise<void> {
    await this.sql(`INSERT INTO ${USERS} (id, value) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET value = excluded.value`, [userId, JSON.stringify(settings)]);
  }

  async guildRecords(guildId: string, limit: number): Promise<Json[]> {
    const { rows } = await this.sql<{ value: Json }>(`SELECT value FROM ${GAMES} WHERE guild_id = $1 LIMIT $2`, [guildId, limit]);
    return rows.map((r) => r.value);
  }

  async doc(kind: string, key: string): Promise<Json | null> {
    const { rows } = await this.sql<{ value: Json }>(`SELECT value FROM ${DOCS} WHERE kind = $1 AND key = $2`, [kind, key]);
    return rows[0]?.value ?? null;
  }

  async putDoc(kind: string, key: string, guildId: string | null, value: Json, ifAbsent: boolean): Promise<boolean> {
    const conflict = ifAbsent ? 'DO NOTHING' : 'DO UPDATE SET guild_id = excluded.guild_id, value = excluded.value';
    const { rowCount } = await this.sql(
      `INSERT INTO ${DOCS} (kind, key, guild_id, value) VALUES ($1, $2, $3, $4) ON CONFLICT (kind, key) ${conflict}`,
      [kind, key, guildId, JSON.stringify(value)],
    );
    return rowCount === 1;
  }

  async docs(kind: string, guildId: string | null, keyPrefix: string, limit: number): Promise<Array<{ key: string; value: Json }>> {
    // Two statements so each uses the (kind, guild_id, key) index, as in archived().
    const prefix = [keyPrefix.length, keyPrefix];
    const { rows } =
      guildId === null
        ? await this.sql<{ key: string; value: Json }>(
          `SELECT key, value FROM ${DOCS} WHERE kind = $1 AND guild_id IS NULL AND left(key, $2) = $3 ORDER BY key LIMIT $4`, [kind, ...prefix, limit])
        : await this.sql<{ key: string; value: Json }>(
          `SELECT key, value FROM ${DOCS} WHERE kind = $1 AND guild_id = $2 AND left(key, $3) = $4 ORDER BY key LIMIT $5`, [kind, guildId, ...prefix, limit]);
    return rows.map((r) => ({ key: r.key, value: r.value }));
  }

  async probe(): Promise<void> {
    try {
      await this.ensureSchema();
      const client = await this.pool.connect();
      let failure: unknown;
      try {
        // Read, then write a row and roll it back: proves the tables can be written
        // (not a read-only replica, enough rights) without leaving anything behind.
        await client.query('BEGIN');
        await client.query(`SELECT count(*) FROM ${GAMES} WHERE key = $1`, ['\u0001probe']);
        await client.query(`INSERT INTO ${GAMES} (key, version, value) VALUES ($1, 1, '{}') ON CONFLICT (key) DO NOTHING`, ['\u0001probe']);
        await client.query('ROLLBACK');
      } catch (e) {
        failure = e;
        throw e;
      } finally {
        // A connection that failed (a statement that timed out, say) is dropped, not reused.
        client.release(failure === undefined ? undefined : true);
      }
    } catch (e) {
      throw new Error(explainPostgresFailure(this.url, e), { cause: e });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.watchers].map((c) => c.end().catch(() => undefined)));
    await this.pool.end();
  }

  private async sql<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    await this.ensureSchema();
    return this.pool.query<R>(text, params);
  }

  /** Tables created once per open (and retried if the server was not there yet). */
  private ensureSchema(): Promise<void> {
    this.schema ??= (async () => {
      const client = await this.pool.connect();
      let failure: unknown;
      try {
        // CREATE TABLE IF NOT EXISTS is not safe against a concurrent twin: take a lock.
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        for (const statement of SCHEMA) await client.query(statement);
        await client.query('COMMIT');
      } catch (e) {
        failure = e;
        throw e;
      } finally {
        // A failed connection is dropped, not reused: the server rolls its transaction back
        // (no ROLLBACK to wait for, from a server that may not be answering).
        client.release(failure === undefined ? undefined : true);
      }
    })().catch((e: unknown) => {
      this.schema = null;
      throw e;
    });
    return this.schema;
  }
}

/** One sentence for the operator, by error: connection, login, database, rights. The password is never repeated. */
export function explainPostgresFailure(url: URL, e: unknown): string {
  const where = `${url.hostname}:${url.port || 5432}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  // Without them in STORE_URL, pg takes the user and password from PGUSER and PGPASSWORD.
  const user = decodeURIComponent(url.username) || process.env.PGUSER || 'the default user';
  const login = url.password ? 'the user and password in STORE_URL' : 'the user in STORE_URL and the password in PGPASSWORD';
  const code = (e as { code?: string }).code ?? '';
  const message = (e instanceof Error ? e.message : String(e)).replace(/\.$/, '');
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET'].includes(code) || /timeout/i.test(message)) {
    return `Cannot reach Postgres at ${where} (${code || message}): check the host and port in STORE_URL and that the server is running.`;
  }
  if (code === '28P01' || code === '28000') return `Postgres at ${where} refused the login of ${user}: check ${login}.`;
  if (code === '3D000') return `Postgres at ${where} has no database "${database}": create it or fix its name in STORE_URL.`;
  if (code === '42501') return `Postgres user ${user} may not create or write the game tables in "${database}": grant it those rights.`;
  if (code === '25006') return `Postgres database "${database}" at ${where} is read-only: point STORE_URL at the primary server.`;
  return `Postgres at ${where} failed the start-up check (${code ? `${code}: ` : ''}${message}).`;
}
