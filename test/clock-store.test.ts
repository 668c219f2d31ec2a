/**
 * Every backend finds the channels whose clock is due (and only those), and keeps a
 * player's settings; on Postgres, two hubs sweeping the same deadlines act on each once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startClock } from '../src/games/clock.js';
import { ClockSweeper } from '../src/games/clock-sweeper.js';
import { openStore } from '../src/games/open.js';
import { GameService } from '../src/games/service.js';
import type { GameStore } from '../src/games/store.js';
import { ALICE, BOB, hubOn, RecordingPoster } from './support/bot.js';
import { backends, record, started } from './support/store-backends.js';

const opened: GameStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

const SETTINGS = { pace: 'live' as const, perTurnMs: 1000, bankMs: 1000, timeout: 'pass' as const, forfeitAfter: 3 };

describe.each([{ name: 'memory', fresh: async (): Promise<string> => 'memory://' }, ...backends.map((b) => ({ name: b.name, fresh: () => b.fresh() }))])('$name backend', (backend) => {
  it('due() lists clocks due by now, soonest first; a stopped clock or none is never due', async () => {
    const store = await openStore(await backend.fresh());
    opened.push(store);
    const g = started();
    const clockAt = (t: number) => startClock(SETTINGS, g, t);
    await store.write('late', 0, { ...record('late', g), clock: clockAt(5000) });
    await store.write('early', 0, { ...record('early', g), clock: clockAt(1000) });
    await store.write('idle', 0, { ...record('idle', g), clock: { ...clockAt(0), due: null, player: -1 } });
    await store.write('plain', 0, record('plain', g));
    // Due at half time: start + 1 s.
    expect(await store.due(1999)).toEqual([]);
    expect(await store.due(2000)).toEqual(['early']);
    expect(await store.due(10_000)).toEqual(['early', 'late']);
    expect(await store.due(10_000, 1)).toEqual(['early']);
    // A write that moves the clock on moves its due time with it.
    const early = (await store.get('early'))!;
    await store.write('early', early.version, { ...early, clock: clockAt(20_000) });
    expect(await store.due(10_000)).toEqual(['late']);
    await store.write('late', (await store.get('late'))!.version, null);
    expect(await store.due(10_000)).toEqual([]);
  });

  it('keeps a player\'s settings; pings are on until turned off', async () => {
    const store = await openStore(await backend.fresh());
    opened.push(store);
    expect(await store.userSettings('u1')).toEqual({ pings: true });
    await store.setUserSettings('u1', { pings: false });
    expect(await store.userSettings('u1')).toEqual({ pings: false });
    expect(await store.userSettings('u2')).toEqual({ pings: true });
    await store.setUserSettings('u1', { pings: true });
    expect(await store.userSettings('u1')).toEqual({ pings: true });
  });
});

describe('two hubs on one Postgres', () => {
  it('sweeping the same due clocks at once: each deadline acted on exactly once', async () => {
    const url = await backends.find((b) => b.name === 'postgres')!.fresh();
    const time = { now: 1_800_000_000_000 };
    const hubs = await Promise.all([0, 1].map(async (i) => {
      const store = await openStore(url);
      opened.push(store);
      let n = 0;
      const poster = new RecordingPoster();
      const hub = hubOn(store, poster, () => time.now, () => `pg-${i}-${n++}`);
      return { store, games: hub.games, poster, sweeper: hub.clocks };
    }));
    const channels = Array.from({ length: 12 }, (_, i) => `pg${i}`);
    for (const [i, c] of channels.entries()) {
      const hub = hubs[i % 2]!;
      await hub.games.newLobby(c, 'g1', ALICE, { pace: 'live' });
      await hub.games.join(c, BOB, null);
      expect((await hub.games.start(c, ALICE)).ok).toBe(true);
    }
    // The deals' boards were posted by the hub that dealt; what follows is the deadlines'.
    for (const hub of hubs) hub.poster.calls.length = 0;
    time.now += 13 * 60_000;
    const acted = await Promise.all(hubs.map((h) => h.sweeper.sweep()));
    expect(acted[0]! + acted[1]!).toBe(channels.length);
    for (const c of channels) {
      const g = (await hubs[0]!.store.get(c))!.game!;
      expect(g.history.filter((e) => e.type === 'time-out')).toHaveLength(1);
    }
    expect(hubs.flatMap((h) => h.poster.calls.filter((c) => c.kind === 'turn'))).toHaveLength(channels.length);
  });
});
