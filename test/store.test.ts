/**
 * The game store on a real sqlite file: one action wins a race, stale writes are
 * refused, a restart finds every game as it was, and old schemas are migrated.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameService } from '../src/bot/service.js';
import { KeyedLock } from '../src/games/lock.js';
import { migrateGame, migrateRecord } from '../src/games/migrate.js';
import { openStore } from '../src/games/open.js';
import { StaleWriteError } from '../src/games/store.js';
import { ALICE, BOB, CAROL, dictionaries } from './support/bot.js';

const sqliteUrl = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-store-')), 'games.sqlite')}`;

async function startedGame(games: GameService, channel: string) {
  await games.newLobby(channel, ALICE, { preset: 'tournament' });
  await games.join(channel, BOB, null);
  const started = await games.start(channel, ALICE);
  if (!started.ok) throw new Error(JSON.stringify(started.problem));
  return started.value.after;
}

describe('game store (sqlite)', () => {
  it('two players challenging at the same instant: exactly one challenge applies', async () => {
    const store = await openStore(sqliteUrl());
    const games = new GameService(store, dictionaries());
    await games.newLobby('race', ALICE, { preset: 'tournament' });
    await games.join('race', BOB, null);
    await games.join('race', CAROL, null);
    await games.start('race', ALICE);
    await store.update('race', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks: ['QZXAEIO', 'AEINRST', 'AEINRST'] } }, result: null }));
    await games.act('race', ALICE, (player) => ({ type: 'place', player, move: '8H QZX' }));
    const [bob, carol] = await Promise.all([
      games.act('race', BOB, (player) => ({ type: 'challenge', player })),
      games.act('race', CAROL, (player) => ({ type: 'challenge', player })),
    ]);
    expect([bob.ok, carol.ok].filter(Boolean)).toHaveLength(1);
    const refused = bob.ok ? carol : bob;
    expect(!refused.ok && refused.problem.code).toBe('no-challenge-window');
    const game = (await store.get('race'))!.game!;
    expect(game.history.filter((e) => e.type === 'withdrawn')).toHaveLength(1);
    expect(game.board[7]).toBe('...............');
    await store.close();
  });

  it('the same action twice at once applies once', async () => {
    const store = await openStore(sqliteUrl());
    const games = new GameService(store, dictionaries());
    const g = await startedGame(games, 'twice');
    const p = g.players[g.turn]!;
    const results = await Promise.all(Array.from({ length: 5 }, () => games.act('twice', p, (player) => ({ type: 'pass', player }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.problem.code)).toEqual(Array(4).fill('not-your-turn'));
    expect((await store.get('twice'))!.game!.moveNumber).toBe(1);
    await store.close();
  });

  it('refuses a write over a newer version, even from another process on the same file', async () => {
    const url = sqliteUrl();
    const a = await openStore(url);
    const b = await openStore(url);
    const games = new GameService(a, dictionaries());
    await startedGame(games, 'stale');
    const seen = (await b.get('stale'))!;
    await games.act('stale', ALICE, (player) => ({ type: 'resign', player }));
    await expect(b.write('stale', seen.version, { ...seen })).rejects.toBeInstanceOf(StaleWriteError);
    expect((await a.get('stale'))!.game!.status).toBe('over');
    await a.close();
    await b.close();
  });

  it('after a restart, every game is where it was', async () => {
    const url = sqliteUrl();
    const first = await openStore(url);
    const games = new GameService(first, dictionaries());
    await startedGame(games, 'one');
    await startedGame(games, 'two');
    const g = (await first.get('two'))!.game!;
    await games.act('two', g.players[g.turn]!, (player) => ({ type: 'pass', player }));
    const before = [await first.get('one'), await first.get('two')];
    await first.close();
    const second = await openStore(url);
    expect([await second.get('one'), await second.get('two')]).toEqual(before);
    expect((await second.channels()).sort()).toEqual(['one', 'two']);
    await second.close();
  });

  it('migrates a game stored with schema 1', async () => {
    const store = await openStore(sqliteUrl());
    const games = new GameService(store, dictionaries());
    const current = await startedGame(games, 'old');
    const { resigned: _r, openingDraw: _o, ...v1 } = { ...current, schema: 1, endProposal: { by: 1 } };
    const record = (await store.get('old'))!;
    await store.write('old', record.version, { ...record, game: v1 as never });
    const loaded = (await store.get('old'))!.game!;
    expect(loaded.schema).toBe(2);
    expect(loaded.resigned).toEqual([false, false]);
    expect(loaded.endProposal).toEqual({ by: 1, accepted: [] });
    expect(loaded.openingDraw).toBeNull();
    // The migrated game plays on.
    const out = await games.act('old', loaded.players[loaded.turn]!, (player) => ({ type: 'pass', player }));
    expect(out.ok).toBe(true);
    await store.close();
  });

  it('refuses a schema newer than the bot', () => {
    expect(() => migrateGame({ schema: 99 })).toThrow('newer than this bot');
    expect(() => migrateRecord({ schema: 99 })).toThrow('newer than this bot');
  });
});

describe('keyed lock', () => {
  it('runs work for one key in arrival order and other keys side by side', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await Promise.all([
      lock.run('a', async () => { await wait(30); order.push('a1'); }),
      lock.run('a', async () => { order.push('a2'); }),
      lock.run('b', async () => { order.push('b1'); }),
    ]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
    expect(lock.size).toBe(0);
  });

  it('goes on after a failure', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 7)).resolves.toBe(7);
  });
});
