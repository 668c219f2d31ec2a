/**
 * Opens the keyv store named by STORE_URL: a sqlite file by default, or Redis or
 * Postgres through their keyv adapters when those packages are installed.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import { GameStore } from './store.js';

export const DEFAULT_STORE_URL = 'sqlite://data/scrabble.sqlite';
export const NAMESPACE = 'scrabble';

export async function openStore(url: string = DEFAULT_STORE_URL): Promise<GameStore> {
  if (url.startsWith('sqlite://')) {
    const file = resolve(url.slice('sqlite://'.length));
    mkdirSync(dirname(file), { recursive: true });
    const keyv = new Keyv({ store: new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 }), namespace: NAMESPACE });
    return new GameStore(keyv);
  }
  if (url.startsWith('redis://') || url.startsWith('rediss://')) {
    return new GameStore(new Keyv({ store: await adapter('@keyv/redis', url), namespace: NAMESPACE }));
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return new GameStore(new Keyv({ store: await adapter('@keyv/postgres', url), namespace: NAMESPACE }));
  }
  if (url === 'memory://') return new GameStore(new Keyv({ namespace: NAMESPACE }));
  throw new Error(`STORE_URL "${url}" is not a sqlite://, redis://, postgres:// or memory:// address.`);
}

/** Loads an optional keyv adapter; a clear sentence if the host has not installed it. */
async function adapter(pkg: string, url: string): Promise<Keyv['opts']['store']> {
  try {
    const mod = (await import(pkg)) as { default: new (opts: unknown) => unknown };
    return new mod.default(pkg === '@keyv/redis' ? url : { uri: url }) as Keyv['opts']['store'];
  } catch (e) {
    throw new Error(`STORE_URL points at ${pkg.slice(6)}, but the package ${pkg} is not installed: run "npm install ${pkg}".`, { cause: e });
  }
}
