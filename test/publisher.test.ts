/**
 * The one way out of the hub: every change's message is saved with it and delivered by
 * the publisher, once, whoever made the change (a person, the computer, the clock), and
 * whatever stops a process between the two.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import { openStore } from '../src/games/open.js';
import type { AnswerTarget, TurnExtras } from '../src/games/ports.js';
import { DELIVERY_TRIES, Publisher } from '../src/games/publisher.js';
import { OWED_LEASE_MS } from '../src/games/record.js';
import { GameService } from '../src/games/service.js';
import type { GameStore } from '../src/games/store.js';
import { ALICE, BOB, dictionaries, FakeContext, hubOn, puzzlesOn, RecordingPoster } from './support/bot.js';
import { runSubcommand } from '../src/bot/dispatch.js';
import { subcommands } from '../commands/index.js';
import { ROOT } from './support/shipped.js';

const T0 = 1_800_000_000_000;
const MIN = 60_000;
const opened: GameStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function store(url = 'memory://'): Promise<GameStore> {
  const s = await openStore(url);
  opened.push(s);
  return s;
}

/** A two-player game dealt with no interaction (its board posted), in a hub on the fake time. */
async function dealt(games: GameService, channel: string, pace?: 'live'): Promise<GameState> {
  expect((await games.newLobby(channel, 'g1', ALICE, { preset: 'tournament', ...(pace ? { pace } : {}) })).ok).toBe(true);
  expect((await games.join(channel, BOB, null)).ok).toBe(true);
  const out = await games.start(channel, ALICE);
  if (!out.ok) throw new Error(out.error.code);
  return out.value.after;
}

const pass = (games: GameService, channel: string, g: GameState, opts = {}) =>
  games.act(channel, g.players[g.turn]!, (player) => ({ type: 'pass', player }), opts);

describe('the publisher', () => {
  it('a person\'s move, the computer\'s and a time-out: each board shown once, the one before retired', async () => {
    const time = { now: T0 };
    const poster = new RecordingPoster();
    const hub = hubOn(await store(), poster, () => time.now, () => 'seed');
    const games = hub.games;
    // A person against the computer, on a clock.
    expect((await games.newLobby('c1', 'g1', ALICE, { preset: 'tournament', opponent: 'beginner', pace: 'live' })).ok).toBe(true);
    const services = { games, publisher: hub.publisher, dictionaries: dictionaries(), poster, log: () => {}, puzzles: puzzlesOn(games.store, () => time.now), commands: subcommands };
    const start = new FakeContext(services, ALICE, 'c1');
    await runSubcommand(start, 'start');
    await hub.idle();
    const board = (await games.store.get('c1'))!;
    // Whoever started, it is now Alice's turn; every board so far was shown once.
    expect(board.game!.players[board.game!.turn]!.id).toBe(ALICE.id);
    const shown = () => poster.calls.filter((c) => c.kind === 'turn').length + [start].filter((c) => c.public.some((r) => r.files?.length)).length;
    const boards0 = shown();
    expect(boards0).toBe(board.game!.moveNumber === 0 ? 1 : 2);
    // The person passes (in the interaction's answer), the computer answers (posted), then Alice's clock runs out (posted).
    const mine = new FakeContext(services, ALICE, 'c1');
    await runSubcommand(mine, 'pass');
    await hub.idle();
    expect(mine.public.filter((r) => r.files?.some((f) => f.name === 'board.png'))).toHaveLength(1);
    const afterComputer = (await games.store.get('c1'))!;
    expect(afterComputer.game!.players[afterComputer.game!.turn]!.id).toBe(ALICE.id);
    const computerBoard = afterComputer.boardMessageId!;
    expect(computerBoard).toMatch(/^posted\d+$/);
    expect(poster.retired()).toContain(mine.placeholderId);
    time.now += 13 * MIN;
    expect(await hub.clocks.sweep()).toBe(1);
    await hub.idle();
    const timedOut = (await games.store.get('c1'))!;
    expect(timedOut.game!.history.some((e) => e.type === 'time-out')).toBe(true);
    expect(poster.retired()).toContain(computerBoard);
    expect(timedOut.outbox).toBeUndefined();
    // One board per change: the deal, the pass, each computer move, the time-out.
    const posts = poster.calls.filter((c) => c.kind === 'turn').map((c) => (c.kind === 'turn' ? c.after.history.length : -1));
    expect(new Set(posts).size).toBe(posts.length);
    await hub.stop();
  });

  it("delivers a change's board from the record the change saved: the store is read once for the change and once to mark it delivered", async () => {
    const s = await store();
    const poster = new RecordingPoster();
    const hub = hubOn(s, poster, () => T0, () => 'seed');
    const g = await dealt(hub.games, 'c1');
    await hub.idle();
    let reads = 0;
    const get = s.get.bind(s);
    s.get = async (...args) => {
      reads++;
      return get(...args);
    };
    const before = poster.calls.filter((c) => c.kind === 'turn').length;
    expect((await pass(hub.games, 'c1', g)).ok).toBe(true);
    await hub.idle();
    expect(poster.calls.filter((c) => c.kind === 'turn')).toHaveLength(before + 1);
    expect(reads).toBe(2);
    const saved = (await get('c1'))!;
    expect(saved.outbox ?? []).toEqual([]);
    expect(saved.boardMessageId).toMatch(/^posted\d+$/);
  });

  it('a board owed by a process that stopped is delivered by another once its lease ends, and only then', async () => {
    const time = { now: T0 };
    const shared = await store();
    // A: a hub whose publisher never runs (it stopped right after the write).
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    const g = await dealt(a, 'c1');
    const poster = new RecordingPoster();
    const b = new Publisher(a, poster, { now: () => time.now });
    expect((await shared.get('c1'))!.outbox).toHaveLength(1);
    expect(await b.deliver('c1')).toBe(0);
    time.now += OWED_LEASE_MS;
    expect(await b.deliver('c1')).toBe(1);
    expect(poster.calls.filter((c) => c.kind === 'turn')).toHaveLength(1);
    expect((await shared.get('c1'))!.boardMessageId).toBe('posted1');
    expect((await shared.get('c1'))!.outbox).toBeUndefined();
    expect(await b.deliver('c1')).toBe(0);
    expect(g.moveNumber).toBe(0);
  });

  it('a start delivers every owed board at once, in order; the older one shown retires itself', async () => {
    const time = { now: T0 };
    const shared = await store();
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    const g = await dealt(a, 'c1');
    expect((await pass(a, 'c1', g)).ok).toBe(true);
    const owed = (await shared.get('c1'))!.outbox!;
    expect(owed.map((o) => o.kind)).toEqual(['board', 'board']);
    // The older board keeps the game it showed; the newer one shows the record's.
    expect(owed[0]!.kind === 'board' && owed[0]!.game?.history.length).toBe(0);
    const poster = new RecordingPoster();
    const p = new Publisher(a, poster, { now: () => time.now });
    expect(await p.sweep()).toBe(1);
    const turns = poster.calls.filter((c) => c.kind === 'turn');
    expect(turns.map((c) => (c.kind === 'turn' ? c.after.history.length : -1))).toEqual([0, 1]);
    // The deal's board was overtaken before it was shown: its buttons never act.
    expect(poster.retired()).toEqual(['posted1']);
    expect((await shared.get('c1'))!.boardMessageId).toBe('posted2');
  });

  it('a post repeated after a crash comes back as the first message (its nonce), and is not shown twice', async () => {
    const time = { now: T0 };
    const shared = await store();
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    await dealt(a, 'c1');
    const poster = new RecordingPoster();
    // The post reaches the channel; the process stops before marking it delivered.
    const owed = (await shared.get('c1'))!.outbox![0]!;
    const g = (await shared.get('c1'))!.game!;
    await poster.postTurn('c1', g, g, {}, owed.id);
    time.now += OWED_LEASE_MS;
    expect(await new Publisher(a, poster, { now: () => time.now }).deliver('c1')).toBe(1);
    expect(poster.calls.filter((c) => c.kind === 'turn')).toHaveLength(1);
    expect((await shared.get('c1'))!.boardMessageId).toBe('posted1');
  });

  it('a placeholder is filled by its token while it lives; past that the board is posted and the placeholder deleted', async () => {
    const time = { now: T0 };
    const shared = await store();
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    const g = await dealt(a, 'c1');
    const answer = { applicationId: 'app', token: 'tok', expiresAt: T0 + 14 * MIN };
    expect((await pass(a, 'c1', g, { boardMessageId: 'ph1', answer })).ok).toBe(true);
    const poster = new RecordingPoster();
    time.now += OWED_LEASE_MS;
    await new Publisher(a, poster, { now: () => time.now }).deliver('c1');
    expect(poster.calls.filter((c) => c.kind === 'fill').map((c) => (c.kind === 'fill' ? c.messageId : ''))).toEqual(['ph1']);
    expect((await shared.get('c1'))!.boardMessageId).toBe('ph1');
    // The next move's token has expired by the time anyone delivers it.
    const g2 = (await shared.get('c1'))!.game!;
    expect((await pass(a, 'c1', g2, { boardMessageId: 'ph2', answer: { ...answer, expiresAt: time.now + 1000 } })).ok).toBe(true);
    time.now += 20 * MIN;
    await new Publisher(a, poster, { now: () => time.now }).deliver('c1');
    expect(poster.calls.filter((c) => c.kind === 'delete').map((c) => (c.kind === 'delete' ? c.messageId : ''))).toEqual(['ph2']);
    const posted = poster.calls.filter((c) => c.kind === 'turn');
    expect(posted.length).toBeGreaterThan(0);
    // The posted board is the current one; the placeholder it stands for is gone.
    expect((await shared.get('c1'))!.boardMessageId).toMatch(/^posted\d+$/);
  });

  it('a board that cannot be shown is tried again after each lease, then given up with a log line', async () => {
    const time = { now: T0 };
    const shared = await store();
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    await dealt(a, 'c1');
    const errors: string[] = [];
    class Broken extends RecordingPoster {
      override async postTurn(): Promise<string> {
        throw new Error('Missing Access');
      }
    }
    const p = new Publisher(a, new Broken(), { now: () => time.now, onError: (what) => errors.push(what) });
    for (let i = 0; i < DELIVERY_TRIES; i++) {
      time.now += OWED_LEASE_MS;
      expect(await p.deliver('c1')).toBe(0);
    }
    expect(errors).toHaveLength(DELIVERY_TRIES);
    expect((await shared.get('c1'))!.outbox).toBeUndefined();
  });

  it("a start's delivery under way when this process saves a move: the move's board is shown once, in its own answer", async () => {
    const time = { now: T0 };
    const shared = await store();
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    const g = await dealt(a, 'c1');
    await new Publisher(a, new RecordingPoster(), { now: () => time.now }).deliver('c1', 'all');
    // A process stopped while answering in the channel: a start tells that answer, so it looks at the channel.
    expect((await a.noteAnswer('c1', { applicationId: 'app', token: 'old', expiresAt: T0 + 14 * MIN })).ok).toBe(true);
    time.now += OWED_LEASE_MS;
    const poster = new RecordingPoster();
    const hub = hubOn(shared, poster, () => time.now, () => 's');
    // The start's first read of the channel is slow: a player's move is saved meanwhile.
    const get = shared.get.bind(shared);
    let reading = () => {};
    const readStarted = new Promise<void>((r) => (reading = r));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let first = true;
    shared.get = async (...args) => {
      if (first) {
        first = false;
        reading();
        await held;
      }
      return get(...args);
    };
    const sweep = hub.publisher.sweep();
    await readStarted;
    const shown: number[] = [];
    const live = async (_before: GameState, after: GameState) => {
      shown.push(after.history.length);
      return 'ph1';
    };
    const answer = { applicationId: 'app', token: 'tok', expiresAt: time.now + 14 * MIN };
    const acting = hub.publisher.answering('ph1', live, () => pass(hub.games, 'c1', g, { boardMessageId: 'ph1', answer }));
    await new Promise((r) => setTimeout(r, 20));
    release();
    expect((await acting).ok).toBe(true);
    await sweep;
    await hub.idle();
    // The pass shown once, in its answer: never shown again, filled or posted.
    expect(shown).toEqual([1]);
    expect(poster.calls.filter((c) => c.kind === 'fill' || c.kind === 'turn')).toEqual([]);
    const saved = (await get('c1'))!;
    expect(saved.outbox ?? []).toEqual([]);
    expect(saved.boardMessageId).toBe('ph1');
  });

  it('two processes sweeping at once deliver an owed board once', async () => {
    const time = { now: T0 };
    const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-publisher-')), 'games.sqlite')}`;
    const shared = await store(url);
    const a = new GameService(shared, dictionaries(), { now: () => time.now, seed: () => 's' });
    await dealt(a, 'c1');
    const poster = new RecordingPoster();
    const slow = (extra: number) => new (class extends RecordingPoster {
      override async postTurn(channelId: string, before: GameState, after: GameState, extras?: TurnExtras, nonce?: string): Promise<string> {
        await new Promise((r) => setTimeout(r, extra));
        return poster.postTurn(channelId, before, after, extras, nonce);
      }
      override async fillTurn(channelId: string, target: AnswerTarget, before: GameState, after: GameState, extras?: TurnExtras): Promise<string> {
        return poster.fillTurn(channelId, target, before, after, extras);
      }
    })();
    time.now += OWED_LEASE_MS;
    const other = new GameService(await store(url), dictionaries(), { now: () => time.now });
    const [x, y] = await Promise.all([new Publisher(a, slow(30), { now: () => time.now }).deliver('c1'), new Publisher(other, slow(0), { now: () => time.now }).deliver('c1')]);
    expect(x + y).toBe(1);
    expect(poster.calls.filter((c) => c.kind === 'turn')).toHaveLength(1);
  });
});

describe('one publish path', () => {
  /** Every source file of `dir`, as [path from the root, text]. */
  const sources = (dir: string): [string, string][] =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.includes('assembly'))
      .map((f) => [`${dir}/${f}`, readFileSync(join(ROOT, dir, f), 'utf8')]);
  const all = [...sources('src'), ...sources('commands')];
  const callers = (pattern: RegExp) => all.filter(([, text]) => pattern.test(text)).map(([path]) => path).sort();

  it('boards are posted, filled and retired, lobbies edited, and a shown board saved as the current one only by the publisher', () => {
    expect(callers(/\.(postTurn|fillTurn|retireBoard|deleteMessage|postLobby|editLobby)\(/)).toEqual(['src/games/publisher.ts']);
    expect(callers(/\.setBoardMessage\(/)).toEqual(['src/games/publisher.ts']);
  });
});
