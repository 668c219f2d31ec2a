/**
 * Durable turn clocks: deadlines kept in the store, acted on by the sweep with a fake
 * clock; two sweepers on one store (two processes) act on each deadline once; a store
 * closed while deadlines pass and opened again (a restart) catches up at its first sweep.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clockEnv, POST_LEASE_MS } from '../src/games/clock.js';
import { ClockSweeper } from '../src/games/clock-sweeper.js';
import { Publisher } from '../src/games/publisher.js';
import { OWED_LEASE_MS } from '../src/games/record.js';
import { openStore } from '../src/games/open.js';
import { GameService, NUDGE_INTERVAL_MS } from '../src/games/service.js';
import type { GameStore } from '../src/games/store.js';
import { ALICE, BOB, CAROL, dictionaries, hubOn, RecordingPoster } from './support/bot.js';

const T0 = 1_800_000_000_000;
const MIN = 60_000;
const sqliteUrl = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-clock-')), 'games.sqlite')}`;

interface Process {
  games: GameService;
  poster: RecordingPoster;
  sweeper: ClockSweeper;
  store: GameStore;
}

const opened: GameStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

/** One bot process: its own store connection, hub, poster and sweeper, all on the shared fake time. */
async function processOn(url: string, time: { now: number }): Promise<Process> {
  const store = await openStore(url);
  opened.push(store);
  let n = 0;
  const poster = new RecordingPoster();
  const hub = hubOn(store, poster, () => time.now, () => `clock-${n++}`);
  return { games: hub.games, poster, store, sweeper: hub.clocks };
}

/** Opens and deals a live game (3 min a move, 10 min bank) in `channel`. */
async function pacedGame(p: Process, channel: string, timeout: 'pass' | 'forfeit' = 'pass', players = [ALICE, BOB], preset = 'tournament') {
  const lobby = await p.games.newLobby(channel, 'g1', players[0]!, { preset, pace: 'live', timeout });
  expect(lobby.ok).toBe(true);
  for (const u of players.slice(1)) expect((await p.games.join(channel, u, null)).ok).toBe(true);
  const started = await p.games.start(channel, players[0]!);
  if (!started.ok) throw new Error(started.error.code);
  // Dealt with no interaction to answer: the publisher posted the first board. The tests look at what comes after.
  expect(p.poster.calls.filter((c) => c.kind === 'turn' && c.channelId === channel)).toHaveLength(1);
  p.poster.calls.length = 0;
  return started.value.after;
}

const timeOuts = async (p: Process, channel: string) =>
  ((await p.store.get(channel))?.game?.history ?? []).filter((e) => e.type === 'time-out').length;

describe('the clock sweep', () => {
  it('reminds at half time once, then times the turn out at the deadline, and posts the board', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    const mover = g.players[g.turn]!;
    time.now = T0 + 6.5 * MIN - 1;
    expect(await p.sweeper.sweep()).toBe(0);
    time.now = T0 + 6.5 * MIN;
    expect(await p.sweeper.sweep()).toBe(1);
    expect(await p.sweeper.sweep()).toBe(0);
    expect(p.poster.reminders).toEqual([{ channelId: 'c1', reminder: { userId: mover.id, kind: 'half-time', deadline: T0 + 13 * MIN, ping: true } }]);
    expect(p.poster.calls).toEqual([]);
    time.now = T0 + 13 * MIN;
    expect(await p.sweeper.sweep()).toBe(1);
    const r = (await p.store.get('c1'))!;
    expect(r.game!.turn).not.toBe(g.turn);
    expect(r.game!.history.at(-1)).toMatchObject({ type: 'time-out', player: g.turn });
    const turn = p.poster.calls.filter((c) => c.kind === 'turn').at(-1)!;
    // The deal's board loses its buttons.
    expect(p.poster.retired()).toEqual(['posted1']);
    expect(turn).toMatchObject({ kind: 'turn', channelId: 'c1', extras: { clock: { player: r.game!.turn, turnLeftMs: 3 * MIN, bankLeftMs: 10 * MIN }, quiet: [] } });
    // The posted board (after the deal's) is now the channel's board, and the next player's clock runs.
    expect(r.boardMessageId).toBe('posted2');
    expect(r.clock).toMatchObject({ player: r.game!.turn, deadline: T0 + 26 * MIN, banks: [g.turn === 0 ? 0 : 10 * MIN, g.turn === 1 ? 0 : 10 * MIN] });
  });

  it('a half-time reminder whose process stopped before posting it is sent after the lease; once sent, not again', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    const mover = g.players[g.turn]!;
    time.now = T0 + 6.5 * MIN;
    // A process takes the reminder on, then stops before it reaches the channel.
    const taken = await p.games.clockTick('c1', time.now);
    expect(taken).toMatchObject({ ok: true, value: { kind: 'remind', reminder: { userId: mover.id, kind: 'half-time' } } });
    expect(await p.sweeper.sweep()).toBe(0);
    time.now += POST_LEASE_MS - 1;
    expect(await p.sweeper.sweep()).toBe(0);
    expect(p.poster.reminders).toEqual([]);
    // Once the lease ends, another sweep sends it, and marks it sent.
    time.now += 1;
    expect(await p.sweeper.sweep()).toBe(1);
    expect(p.poster.reminders).toEqual([{ channelId: 'c1', reminder: { userId: mover.id, kind: 'half-time', deadline: T0 + 13 * MIN, ping: true } }]);
    time.now += 2 * POST_LEASE_MS;
    expect(await p.sweeper.sweep()).toBe(0);
    expect(p.poster.reminders).toHaveLength(1);
    // The deadline is kept all along.
    time.now = T0 + 13 * MIN;
    expect(await p.sweeper.sweep()).toBe(1);
    expect(await timeOuts(p, 'c1')).toBe(1);
  });

  it('a reminder taken on just before the deadline does not hold the deadline back', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    await pacedGame(p, 'c1');
    time.now = T0 + 13 * MIN - 1000;
    expect((await p.games.clockTick('c1', time.now)).ok).toBe(true);
    expect((await p.store.get('c1'))!.clock!.due).toBe(T0 + 13 * MIN);
    time.now = T0 + 13 * MIN;
    expect(await p.sweeper.sweep()).toBe(1);
    expect(await timeOuts(p, 'c1')).toBe(1);
  });

  it('a move before the deadline moves the clock on in the same write: the old deadline never fires', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    time.now = T0 + MIN;
    const passed = await p.games.act('c1', g.players[g.turn]!, (player) => ({ type: 'pass', player }));
    expect(passed.ok).toBe(true);
    time.now = T0 + 13 * MIN;
    await p.sweeper.sweep();
    expect(await timeOuts(p, 'c1')).toBe(0);
    time.now = T0 + MIN + 13 * MIN;
    await p.sweeper.sweep();
    expect(await timeOuts(p, 'c1')).toBe(1);
  });

  it('a game whose players all walk away still ends, by six scoreless turns', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    await pacedGame(p, 'c1');
    for (let i = 0; i < 40 && (await p.store.get('c1'))!.game!.status === 'playing'; i++) {
      time.now += 10 * MIN;
      await p.sweeper.sweep();
    }
    const r = (await p.store.get('c1'))!;
    expect(r.game!.status).toBe('over');
    expect(r.game!.result!.reason).toBe('scoreless-turns');
    expect(await p.store.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect((await p.store.archived('g1')).map((a) => a.channelId)).toEqual(['c1']);
  });

  it('under the forfeit rule, three time-outs in a row lose the game; with three players the others play on', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    // Club rules: no end after scoreless turns, so only the forfeit rule ends the quitter's game.
    const g = await pacedGame(p, 'c1', 'forfeit', [ALICE, BOB, CAROL], 'club');
    const quitter = g.turn;
    // The others answer at once; the quitter never does.
    for (let i = 0; i < 30; i++) {
      const r = (await p.store.get('c1'))!;
      if (r.game!.resigned[quitter]) break;
      if (r.game!.turn !== quitter) {
        const u = r.game!.players[r.game!.turn]!;
        expect((await p.games.act('c1', u, (player) => ({ type: 'pass', player }))).ok).toBe(true);
      } else {
        time.now += 13 * MIN;
        await p.sweeper.sweep();
      }
    }
    const r = (await p.store.get('c1'))!;
    expect(r.game!.resigned[quitter]).toBe(true);
    expect(r.game!.history.filter((e) => e.type === 'time-out' && e.player === quitter)).toHaveLength(3);
    expect(r.game!.status).toBe('playing');
    expect(r.clock!.player).not.toBe(quitter);
  });

  it('two processes sweeping one store at once act on each deadline exactly once', async () => {
    const time = { now: T0 };
    const url = sqliteUrl();
    const a = await processOn(url, time);
    const b = await processOn(url, time);
    const channels = Array.from({ length: 8 }, (_, i) => `c${i}`);
    for (const c of channels) await pacedGame(i0(a, b, c), c);
    for (const p of [a, b]) p.poster.calls.length = 0;
    time.now = T0 + 13 * MIN;
    const [x, y] = await Promise.all([a.sweeper.sweep(), b.sweeper.sweep()]);
    // Each deadline once (the half-time reminder, passed with it, is not sent late).
    expect(x + y).toBe(channels.length);
    for (const c of channels) expect(await timeOuts(a, c)).toBe(1);
    const posted = [...a.poster.calls, ...b.poster.calls].filter((c) => c.kind === 'turn');
    expect(posted).toHaveLength(channels.length);
  });

  it('deadlines that pass while the bot is down are each acted on once at the first sweep after the restart', async () => {
    const time = { now: T0 };
    const url = sqliteUrl();
    const before = await processOn(url, time);
    const channels = ['k1', 'k2', 'k3'];
    for (const c of channels) await pacedGame(before, c);
    // Killed: nothing sweeps while the deadlines pass.
    await before.store.close();
    time.now = T0 + 13 * MIN + 30_000;
    const after = await processOn(url, time);
    expect(await after.store.due(time.now)).toHaveLength(3);
    expect(await after.sweeper.sweep()).toBe(3);
    expect(await after.sweeper.sweep()).toBe(0);
    for (const c of channels) expect(await timeOuts(after, c)).toBe(1);
    // Killed again between two deadlines: the second restart acts on the next round only.
    await after.store.close();
    time.now += 13 * MIN;
    const again = await processOn(url, time);
    expect(await again.sweeper.sweep()).toBe(3);
    for (const c of channels) expect(await timeOuts(again, c)).toBe(2);
  });

  it('a process that stops between a time-out and its board: another posts the board once the lease ends, once', async () => {
    const time = { now: T0 };
    const url = sqliteUrl();
    const a = await processOn(url, time);
    const b = await processOn(url, time);
    const g = await pacedGame(a, 'c1');
    await a.store.close();
    time.now = T0 + 13 * MIN;
    // A applies the time-out (its write lands) and stops before its publisher posts: a hub with no publisher.
    const stopping = new GameService(await openStore(url), dictionaries(), { now: () => time.now });
    const tick = await stopping.clockTick('c1', time.now);
    expect(tick.ok && tick.value?.kind).toBe('time-out');
    await stopping.store.close();
    time.now += OWED_LEASE_MS - 1;
    expect(await b.sweeper.sweep()).toBe(0);
    time.now += 1;
    expect(await b.sweeper.sweep()).toBe(1);
    expect(await b.sweeper.sweep()).toBe(0);
    const boards = b.poster.calls.filter((c) => c.kind === 'turn');
    expect(boards).toHaveLength(1);
    expect(boards[0]!.kind === 'turn' && boards[0]!.after.history.at(-1)).toMatchObject({ type: 'time-out', player: g.turn });
    const r = (await b.store.get('c1'))!;
    expect(r.outbox).toBeUndefined();
    expect(r.boardMessageId).toBe('posted1');
    expect(await timeOuts(b, 'c1')).toBe(1);
  });

  it('start() sweeps at once and then every interval, and stop() waits for a sweep in progress', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    await pacedGame(p, 'c1');
    time.now = T0 + 13 * MIN;
    const sweeper = new ClockSweeper(p.games, p.poster, new Publisher(p.games, p.poster, { now: () => time.now }), { now: () => time.now, intervalMs: 20 });
    sweeper.start();
    await new Promise((r) => setTimeout(r, 60));
    await sweeper.stop();
    expect(await timeOuts(p, 'c1')).toBe(1);
  });

  it('a game without a pace has no clock and is never swept', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    await p.games.newLobby('c1', 'g1', ALICE, { pace: 'none' });
    await p.games.join('c1', BOB, null);
    await p.games.start('c1', ALICE);
    expect((await p.store.get('c1'))!.clock).toBeUndefined();
    time.now = T0 + 10 ** 10;
    expect(await p.sweeper.sweep()).toBe(0);
  });
});

describe('nudge', () => {
  it('reminds the player to move, at most once per interval per channel; not the mover, not a spectator', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    const mover = g.players[g.turn]!;
    const other = g.players[1 - g.turn]!;
    expect(await p.games.nudge('c1', mover)).toEqual({ ok: false, error: { code: 'nudge-own-turn' } });
    expect(await p.games.nudge('c1', CAROL)).toEqual({ ok: false, error: { code: 'spectator' } });
    expect(await p.games.nudge('c1', other)).toEqual({ ok: true, value: { userId: mover.id, kind: 'nudge', deadline: T0 + 13 * MIN, ping: true } });
    time.now += NUDGE_INTERVAL_MS - 61_000;
    expect(await p.games.nudge('c1', other)).toEqual({ ok: false, error: { code: 'nudge-too-soon', limit: 2 } });
    time.now += 61_000;
    expect((await p.games.nudge('c1', other)).ok).toBe(true);
  });

  it('while a going-out play waits for a decision: the player who must decide is nudged, and cannot nudge', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    // The mover went out; the next player is to let it stand or challenge it.
    const r = (await p.store.get('c1'))!;
    const mover = g.turn;
    const decider = 1 - g.turn;
    const waiting = { ...r.game!, turn: decider, pending: { player: mover, wentOut: true } as unknown as NonNullable<typeof r.game>['pending'] };
    await p.store.write('c1', r.version, { ...r, game: waiting });
    expect(await p.games.nudge('c1', g.players[decider]!)).toEqual({ ok: false, error: { code: 'nudge-own-turn' } });
    expect(await p.games.nudge('c1', g.players[mover]!)).toMatchObject({ ok: true, value: { userId: g.players[decider]!.id, kind: 'nudge' } });
  });

  it('is refused while the computer is to move, which it does on its own', async () => {
    const time = { now: T0 };
    // No computer player runs here (a hub without one): after the person's pass (if they start), the computer stays to move.
    const p = { games: new GameService(await openStore('memory://'), dictionaries(), { now: () => time.now }) };
    opened.push(p.games.store);
    expect((await p.games.newLobby('c1', 'g1', ALICE, { preset: 'tournament', opponent: 'club' })).ok).toBe(true);
    expect((await p.games.start('c1', ALICE)).ok).toBe(true);
    const g = (await p.games.store.get('c1'))!.game!;
    if (g.players[g.turn]!.id === ALICE.id) {
      expect((await p.games.act('c1', ALICE, (player) => ({ type: 'pass', player }))).ok).toBe(true);
    }
    expect(await p.games.nudge('c1', ALICE)).toEqual({ ok: false, error: { code: 'nudge-computer' } });
  });

  it('does not ping a player who turned pings off', async () => {
    const time = { now: T0 };
    const p = await processOn('memory://', time);
    const g = await pacedGame(p, 'c1');
    const mover = g.players[g.turn]!;
    await p.store.setUserSettings(mover.id, { pings: false });
    const out = await p.games.nudge('c1', g.players[1 - g.turn]!);
    expect(out.ok && out.value.ping).toBe(false);
  });
});

describe('clock settings from the environment', () => {
  it.each([
    [{}, { sweepMs: 5000, scale: 1 }],
    [{ CLOCK_SWEEP_MS: '250', CLOCK_SCALE: '0.001' }, { sweepMs: 250, scale: 0.001 }],
  ])('%j', (env, expected) => {
    expect(clockEnv(env)).toEqual(expected);
  });

  it.each([
    [{ CLOCK_SWEEP_MS: 'soon' }, 'CLOCK_SWEEP_MS must be a whole number of milliseconds from 100 to 60000, not "soon".'],
    [{ CLOCK_SWEEP_MS: '120000' }, 'CLOCK_SWEEP_MS must be a whole number of milliseconds from 100 to 60000, not "120000".'],
    [{ CLOCK_SCALE: '2' }, 'CLOCK_SCALE must be a number above 0 and at most 1, not "2".'],
    [{ CLOCK_SCALE: '0' }, 'CLOCK_SCALE must be a number above 0 and at most 1, not "0".'],
  ])('refuses %j in one sentence', (env, message) => {
    expect(() => clockEnv(env)).toThrow(message);
  });
});

function i0(a: Process, b: Process, c: string): Process {
  return Number(c.slice(1)) % 2 === 0 ? a : b;
}
