/**
 * When the store cannot do its job: the start-up check says why in one sentence an
 * operator can act on (a bad STORE_URL, a file that is not a database, a Postgres
 * server out of reach, a refused login, a missing database), and reads and writes
 * throw StoreUnavailableError instead of answering "no game", within a bounded time
 * when the database does not answer at all.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openStore } from '../src/games/open.js';
import { GameStore, STORE_TIMEOUTS, StoreUnavailableError } from '../src/games/store.js';
import { MemoryBackend } from '../src/games/stores/memory.js';
import { freshSchema } from './support/postgres.js';
import { ONE_SENTENCE, record } from './support/store-backends.js';

describe('game store (sqlite): the start-up check', () => {
  it('a file that is not a database: one sentence from the check, StoreUnavailableError from reads and writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-store-'));
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'These are not the games you are looking for.\n'.repeat(100));
    const store = await openStore(`sqlite://${file}`);
    const failure = await store.probe().catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toBe(`The game store file ${file} is not a sqlite database: point STORE_URL at a game store or at a path that does not exist yet.`);
    await expect(store.get('c')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.write('c', 0, record('c'))).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close();
  });

  it('a path that cannot be opened: one sentence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-store-'));
    // A directory where the file should be.
    const file = join(dir, 'games.sqlite');
    mkdirSync(file);
    const store = await openStore(`sqlite://${file}`);
    const failure = await store.probe().catch((e: Error) => e);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toContain(`The game store file ${file} cannot be opened`);
    await expect(store.get('c')).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close();
  });

  it('a folder that cannot be created: one sentence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-store-'));
    writeFileSync(join(dir, 'plain-file'), '');
    const file = join(dir, 'plain-file', 'games.sqlite');
    const store = await openStore(`sqlite://${file}`);
    await expect(store.probe()).rejects.toThrow(`The game store file ${file} cannot be opened: check that its folder exists and that the bot may write there.`);
    await store.close();
  });
});

describe('game store: a database that does not answer', () => {
  it('a call with no answer fails as StoreUnavailableError after the call timeout, and the failure listeners hear of it', async () => {
    class Hung extends MemoryBackend {
      override read(): Promise<never> {
        return new Promise<never>(() => {});
      }
    }
    const store = new GameStore(new Hung(), { callTimeoutMs: 150 });
    const heard: StoreUnavailableError[] = [];
    const stop = store.onFailure((e) => heard.push(e));
    const started = Date.now();
    const failure = await store.get('c').catch((e: unknown) => e);
    const ms = Date.now() - started;
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect((failure as Error).message).toBe('Game store unavailable (read): no answer within 150 ms');
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(1000);
    expect(heard).toEqual([failure]);
    // Writes answer as usual; a listener removed hears nothing more.
    await store.write('c', 0, record('c'));
    stop();
    await store.get('c').catch(() => undefined);
    expect(heard).toHaveLength(1);
  });

  it('sqlite: a write behind another connection\'s lock fails within the busy timeout, then works once the lock is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-store-'));
    const file = join(dir, 'games.sqlite');
    const store = await openStore(`sqlite://${file}`);
    await store.probe();
    // Another process's writer, as sqlite sees it: a second connection holding the write lock.
    const other = new KeyvSqlite({ uri: `sqlite://${file}` });
    await other.query('BEGIN EXCLUSIVE');
    try {
      const started = Date.now();
      const failure = await store.write('c', 0, record('c')).catch((e: unknown) => e);
      const ms = Date.now() - started;
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect(ms).toBeGreaterThanOrEqual(STORE_TIMEOUTS.waitMs - 100);
      expect(ms).toBeLessThan(STORE_TIMEOUTS.callMs + 1000);
    } finally {
      await other.query('COMMIT');
      await other.disconnect();
    }
    await store.write('c', 0, record('c'));
    expect((await store.get('c'))?.version).toBe(1);
    await store.close();
  });
});

describe('game store (postgres): the start-up check', () => {
  const admin = () => new URL(inject('postgresUrl'));

  it('connections the server drops are replaced: no crash, no silent null, and the next read finds the game', async () => {
    const url = await freshSchema('store');
    const store = await openStore(url);
    await store.write('c', 0, record('c'));
    const saved = await store.get('c');
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const { rowCount } = await killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await killer.end();
    expect(rowCount).toBeGreaterThan(0);
    // Right after, a read may still meet a dead connection: it fails loudly or works.
    const first = await store.get('c').catch((e: unknown) => e);
    if (!(first instanceof StoreUnavailableError)) expect(first).toEqual(saved);
    expect(await store.get('c')).toEqual(saved);
    await store.close();
  });

  it('an unreachable server: one sentence naming host and port, and no password', async () => {
    const store = await openStore('postgres://scrabble:s3cret@127.0.0.1:1/games');
    const failure = await store.probe().catch((e: Error) => e);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toBe(
      'Cannot reach Postgres at 127.0.0.1:1 (ECONNREFUSED): check the host and port in STORE_URL and that the server is running.',
    );
    expect(failure!.message).not.toContain('s3cret');
    // Reads and writes fail loudly too.
    await expect(store.get('c')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.write('c', 0, record('c'))).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close();
  });

  it('a wrong password: one sentence', async () => {
    const url = admin();
    url.password = 'wrong';
    const store = await openStore(url.href);
    const failure = await store.probe().catch((e: Error) => e);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toBe(`Postgres at 127.0.0.1:${url.port} refused the login of postgres: check the user and password in STORE_URL.`);
    await store.close();
  });

  it('a database that does not exist: one sentence', async () => {
    const url = admin();
    url.pathname = '/no_such_games';
    const store = await openStore(url.href);
    const failure = await store.probe().catch((e: Error) => e);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toBe(`Postgres at 127.0.0.1:${url.port} has no database "no_such_games": create it or fix its name in STORE_URL.`);
    await store.close();
  });
});

describe('STORE_URL', () => {
  it.each([
    ['mysql://db/games', 'STORE_URL "mysql://db/games" is not a sqlite:// or postgres:// address.'],
    ['redis://localhost:6379', 'STORE_URL points at Redis, which the game store does not support: use a sqlite:// file for one process or a postgres:// database for several.'],
    ['sqlite://', 'STORE_URL "sqlite://" names no file: write it as sqlite://path/to/games.sqlite.'],
    ['postgres://user:pw@host:notaport/db', 'STORE_URL "postgres://user:***@host:notaport/db" is not a valid Postgres address: write it as postgres://user:password@host:5432/database.'],
  ])('%s is refused in one sentence', async (url, sentence) => {
    const failure = await openStore(url).catch((e: Error) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(sentence);
    expect((failure as Error).message).toMatch(ONE_SENTENCE);
  });
});
