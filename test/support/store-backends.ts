/**
 * The store suites' shared ground: the backends every suite runs on (a sqlite file
 * and a schema on the run's real Postgres server), and records to store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import pg from 'pg';
import type { GameState } from '../../src/engine/index.js';
import { NAMESPACE } from '../../src/games/open.js';
import { RECORD_SCHEMA, type ArchivedGame, type ChannelRecord } from '../../src/games/record.js';
import type { GameStore } from '../../src/games/store.js';
import { rulesOf, scenario } from './engine.js';
import { freshSchema } from './postgres.js';

export const sqliteUrl = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-store-')), 'games.sqlite')}`;

export interface Backend {
  name: string;
  /** A new, empty database. */
  fresh(): Promise<string>;
  /** Stores `raw` exactly as an older version of the bot left it, bypassing the store. */
  plant(url: string, channelId: string, raw: Record<string, unknown>): Promise<void>;
}

export const backends: Backend[] = [
  {
    name: 'sqlite',
    fresh: async () => sqliteUrl(),
    // Schema-1 records were written by keyv.set through @keyv/sqlite in the "scrabble" namespace.
    plant: async (url, channelId, raw) => {
      const keyv = new Keyv({ store: new KeyvSqlite({ uri: url }), namespace: NAMESPACE, throwOnErrors: true });
      await keyv.set(channelId, raw);
      await keyv.disconnect();
    },
  },
  {
    name: 'postgres',
    fresh: () => freshSchema('store'),
    plant: async (url, channelId, raw) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('INSERT INTO scrabble_games (key, version, value) VALUES ($1, $2, $3)', [channelId, raw.version, JSON.stringify(raw)]);
      await client.end();
    },
  },
];

export const rules = rulesOf('tournament');

export function started(seed = 'store'): GameState {
  return scenario(rules, { seed });
}

export function record(channelId: string, game: GameState | null = started(), guildId: string | null = 'guild-1'): ChannelRecord {
  return { schema: RECORD_SCHEMA, version: 0, channelId, guildId, lobby: null, game, hostId: 'p0', updatedAt: 0 };
}

export function finished(id: string, finishedAt: number, guildId: string | null = 'guild-1'): ArchivedGame {
  const game = started(id);
  return {
    id, guildId, channelId: `channel-${id}`, finishedAt, rules, gcg: `#player1 p0 Player 1\n#player2 p1 Player 2\n#title ${id}\n`, game,
    players: [{ id: 'p0', name: 'Player 1', score: 312 }, { id: 'p1', name: 'Player 2', score: 298 }],
  };
}

/** Both promises settled: which won, and why the other lost. */
export async function race(a: Promise<void>, b: Promise<void>): Promise<{ won: number[]; lost: unknown[] }> {
  const settled = await Promise.allSettled([a, b]);
  return {
    won: settled.flatMap((s, i) => (s.status === 'fulfilled' ? [i] : [])),
    lost: settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : [])),
  };
}

/** A single sentence: one line, ends with a full stop, no stack, no error class name. */
export const ONE_SENTENCE = /^[A-Z][^\n]*\.$/;

export async function closeAll(...stores: GameStore[]) {
  await Promise.all(stores.map((s) => s.close()));
}
