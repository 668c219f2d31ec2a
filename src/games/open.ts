/**
 * Opens the game store named by STORE_URL: a sqlite file by default (one process),
 * Postgres for several processes, memory for tests. Opening does not wait for the
 * database; call probe() at start-up to learn, in one sentence, what is wrong.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { GameStore } from './store.js';
import { MemoryBackend } from './stores/memory.js';
import { PostgresBackend } from './stores/postgres.js';
import { SqliteBackend } from './stores/sqlite.js';

export const DEFAULT_STORE_URL = 'sqlite://data/scrabble.sqlite';
export const NAMESPACE = 'scrabble';

export async function openStore(url: string = DEFAULT_STORE_URL): Promise<GameStore> {
  if (url.startsWith('sqlite://')) {
    const path = url.slice('sqlite://'.length);
    if (!path) throw new Error('STORE_URL "sqlite://" names no file: write it as sqlite://path/to/games.sqlite.');
    const file = resolve(path);
    try {
      mkdirSync(dirname(file), { recursive: true });
    } catch {
      // The folder cannot be made: opening the file fails, and probe() says why.
    }
    return new GameStore(new SqliteBackend(file, NAMESPACE));
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return new GameStore(new PostgresBackend(postgresUrl(url)));
  }
  if (url === 'memory://') return new GameStore(new MemoryBackend());
  if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    throw new Error('STORE_URL points at Redis, which the game store does not support: use a sqlite:// file for one process or a postgres:// database for several.');
  }
  throw new Error(`STORE_URL "${redact(url)}" is not a sqlite:// or postgres:// address.`);
}

function postgresUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`STORE_URL "${redact(url)}" is not a valid Postgres address: write it as postgres://user:password@host:5432/database.`);
  }
  if (!parsed.hostname) throw new Error('STORE_URL names no Postgres host: write it as postgres://user:password@host:5432/database.');
  return parsed;
}

/** The address without its password, fit for a message or a log. */
function redact(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}
