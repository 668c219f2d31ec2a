/**
 * The game service over each store backend: players acting at the same instant, in
 * one process (the channel lock orders them) and in two (the compare-and-set refuses
 * the second), and an unreachable store refusing the action rather than losing it.
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../src/games/open.js';
import { GameService } from '../src/games/service.js';
import { ALICE, BOB, CAROL, dictionaries } from './support/bot.js';
import { backends, closeAll } from './support/store-backends.js';

async function startedGame(games: GameService, channel: string) {
  await games.newLobby(channel, 'guild-1', ALICE, { preset: 'tournament' });
  await games.join(channel, BOB, null);
  const started = await games.start(channel, ALICE);
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  return started.value.after;
}

/** A started three-player game where Alice has just played a phony (QZX): Bob and Carol may both challenge it. */
async function phonyOnBoard(games: GameService, channel: string) {
  await games.newLobby(channel, 'guild-1', ALICE, { preset: 'tournament' });
  await games.join(channel, BOB, null);
  await games.join(channel, CAROL, null);
  await games.start(channel, ALICE);
  await games.store.update(channel, async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks: ['QZXAEIO', 'AEINRST', 'AEINRST'] } }, result: null }));
  const played = await games.act(channel, ALICE, (player) => ({ type: 'place', player, move: '8H QZX' }));
  if (!played.ok) throw new Error(JSON.stringify(played.error));
}

describe.each(backends)('game service over the store ($name)', (backend) => {
  it('two players challenging at the same instant: exactly one challenge applies', async () => {
    const store = await openStore(await backend.fresh());
    const games = new GameService(store, dictionaries());
    await phonyOnBoard(games, 'race');
    const [bob, carol] = await Promise.all([
      games.act('race', BOB, (player) => ({ type: 'challenge', player })),
      games.act('race', CAROL, (player) => ({ type: 'challenge', player })),
    ]);
    expect([bob.ok, carol.ok].filter(Boolean)).toHaveLength(1);
    const refused = bob.ok ? carol : bob;
    expect(!refused.ok && refused.error.code).toBe('no-challenge-window');
    const game = (await store.get('race'))!.game!;
    expect(game.history.filter((e) => e.type === 'withdrawn')).toHaveLength(1);
    expect(game.board[7]).toBe('...............');
    await store.close();
  });

  it('the same two challenges from two processes: one applies, the other is refused as stale or too late', async () => {
    const url = await backend.fresh();
    const a = await openStore(url);
    const b = await openStore(url);
    const here = new GameService(a, dictionaries());
    const there = new GameService(b, dictionaries());
    await phonyOnBoard(here, 'race');
    const [bob, carol] = await Promise.all([
      here.act('race', BOB, (player) => ({ type: 'challenge', player })),
      there.act('race', CAROL, (player) => ({ type: 'challenge', player })),
    ]);
    expect([bob.ok, carol.ok].filter(Boolean)).toHaveLength(1);
    const refused = bob.ok ? carol : bob;
    expect(['stale', 'no-challenge-window']).toContain(!refused.ok && refused.error.code);
    const game = (await a.get('race'))!.game!;
    expect(game.history.filter((e) => e.type === 'withdrawn')).toHaveLength(1);
    await closeAll(a, b);
  });

  it('the same action five times at once applies once', async () => {
    const store = await openStore(await backend.fresh());
    const games = new GameService(store, dictionaries());
    const g = await startedGame(games, 'twice');
    const p = g.players[g.turn]!;
    const results = await Promise.all(Array.from({ length: 5 }, () => games.act('twice', p, (player) => ({ type: 'pass', player }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error.code)).toEqual(Array(4).fill('not-your-turn'));
    expect((await store.get('twice'))!.game!.moveNumber).toBe(1);
    expect((await store.get('twice'))!.guildId).toBe('guild-1');
    await store.close();
  });

  it('an unreachable store: the action is refused as store-unavailable, nothing is announced', async () => {
    const store = await openStore(await backend.fresh());
    const games = new GameService(store, dictionaries());
    const announced: string[] = [];
    games.events.on('lobby-changed', (e) => void announced.push(e.channelId));
    await store.close();
    const out = await games.newLobby('gone', 'guild-1', ALICE, { preset: 'tournament' });
    expect(!out.ok && out.error.code).toBe('store-unavailable');
    expect(announced).toEqual([]);
  });
});
