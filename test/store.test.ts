/**
 * The game store on a real sqlite file and a real Postgres server: compare-and-set
 * holds between two processes (two stores on one database), stale writes are refused,
 * a restart finds every game as it was, old schemas are migrated, a closed store
 * fails loudly (never as an empty channel), and finished games are archived once.
 */
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { describe, expect, it } from 'vitest';
import { KeyedLock } from '../src/games/lock.js';
import { migrateGame, migrateRecord } from '../src/games/migrate.js';
import { NAMESPACE, openStore } from '../src/games/open.js';
import { OWED_LEASE_MS, RECORD_SCHEMA, recordDue } from '../src/games/record.js';
import { StaleWriteError, StoreUnavailableError } from '../src/games/store.js';
import { SCHEMA_VERSION, type GameState, type Rules } from '../src/engine/index.js';
import { play, rulesOf, scenario } from './support/engine.js';
import { backends, closeAll, finished, race, record, rules, sqliteUrl, started } from './support/store-backends.js';

describe.each(backends)('game store ($name)', (backend) => {
  it('saves, bumps the version on every write, and deletes', async () => {
    const store = await openStore(await backend.fresh());
    expect(await store.get('c')).toBeNull();
    await store.write('c', 0, record('c'));
    const first = (await store.get('c'))!;
    expect(first).toMatchObject({ schema: RECORD_SCHEMA, version: 1, channelId: 'c', guildId: 'guild-1', hostId: 'p0' });
    expect(first.game).toEqual(started());
    await store.write('c', 1, { ...first, hostId: 'p1' });
    expect(await store.get('c')).toMatchObject({ version: 2, hostId: 'p1' });
    await expect(store.write('c', 1, null)).rejects.toBeInstanceOf(StaleWriteError);
    await store.write('c', 2, null);
    expect(await store.get('c')).toBeNull();
    expect(await store.channels()).toEqual([]);
    await store.close();
  });

  it('a new record is inserted only where there is none', async () => {
    const store = await openStore(await backend.fresh());
    await store.write('c', 0, record('c'));
    const refused = await store.write('c', 0, { ...record('c'), hostId: 'p1' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StaleWriteError);
    expect(refused).toMatchObject({ expected: 0, found: 1 });
    expect((await store.get('c'))!.hostId).toBe('p0');
    await store.close();
  });

  it('runs updates on one channel one after another: none is lost', async () => {
    const store = await openStore(await backend.fresh());
    await store.write('c', 0, { ...record('c'), hostId: '' });
    // Each update appends its number to hostId: a lost update would drop a digit.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.update('c', async (r) => ({ next: { ...r!, hostId: `${r!.hostId}${i % 10}` }, result: null }))),
    );
    const after = (await store.get('c'))!;
    expect(after.version).toBe(21);
    expect(after.hostId).toBe('01234567890123456789');
    await store.close();
  });

  it('refuses a write over a newer version, even from another process on the same database', async () => {
    const url = await backend.fresh();
    const a = await openStore(url);
    const b = await openStore(url);
    await a.write('stale', 0, record('stale'));
    const seen = (await b.get('stale'))!;
    await a.update('stale', async (r) => ({ next: { ...r!, hostId: 'p1' }, result: null }));
    const refused = await b.write('stale', seen.version, { ...seen, hostId: 'b' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StaleWriteError);
    expect(refused).toMatchObject({ channelId: 'stale', expected: 1, found: 2 });
    expect(await a.get('stale')).toMatchObject({ version: 2, hostId: 'p1' });
    await closeAll(a, b);
  });

  it('two processes writing the same version: exactly one wins, 50 rounds of each kind of write', async () => {
    const url = await backend.fresh();
    const a = await openStore(url);
    const b = await openStore(url);
    for (let round = 0; round < 50; round++) {
      // A new record: both insert at version 0.
      const channel = `new-${round}`;
      const created = await race(a.write(channel, 0, { ...record(channel), hostId: 'a' }), b.write(channel, 0, { ...record(channel), hostId: 'b' }));
      expect(created.won, `insert round ${round}`).toHaveLength(1);
      expect(created.lost[0]).toBeInstanceOf(StaleWriteError);
      expect((await b.get(channel))!.hostId).toBe(created.won[0] === 0 ? 'a' : 'b');
    }
    for (let round = 0; round < 50; round++) {
      // An update: both read the same version, both write over it.
      const [seenA, seenB] = await Promise.all([a.get('new-0'), b.get('new-0')]);
      expect(seenA!.version).toBe(seenB!.version);
      const updated = await race(
        a.write('new-0', seenA!.version, { ...seenA!, hostId: `a${round}` }),
        b.write('new-0', seenB!.version, { ...seenB!, hostId: `b${round}` }),
      );
      expect(updated.won, `update round ${round}`).toHaveLength(1);
      expect(updated.lost[0]).toMatchObject({ expected: seenA!.version, found: seenA!.version + 1 });
      expect(await a.get('new-0')).toMatchObject({ version: seenA!.version + 1, hostId: `${updated.won[0] === 0 ? 'a' : 'b'}${round}` });
    }
    for (let round = 1; round < 50; round++) {
      // A deletion racing an update of the same version.
      const channel = `new-${round}`;
      const seen = (await a.get(channel))!;
      const outcome = await race(a.write(channel, seen.version, null), b.write(channel, seen.version, { ...seen, hostId: 'kept' }));
      expect(outcome.won, `delete round ${round}`).toHaveLength(1);
      expect(await b.get(channel)).toEqual(outcome.won[0] === 0 ? null : expect.objectContaining({ hostId: 'kept', version: seen.version + 1 }));
    }
    await closeAll(a, b);
  });

  it('after a restart, every game is where it was', async () => {
    const url = await backend.fresh();
    const first = await openStore(url);
    await first.write('one', 0, record('one'));
    await first.write('two', 0, record('two', started('two'), null));
    const game = (await first.get('two'))!.game!;
    await first.update('two', async (r) => ({ next: { ...r!, game: play(game, [{ type: 'pass', player: game.turn }]) }, result: null }));
    const before = [await first.get('one'), await first.get('two')];
    expect(before[1]!.game!.moveNumber).toBe(1);
    await first.close();
    const second = await openStore(url);
    expect([await second.get('one'), await second.get('two')]).toEqual(before);
    expect((await second.channels()).sort()).toEqual(['one', 'two']);
    await second.close();
  });

  it('migrates a record stored with schema 1 (no server, game schema 1) and plays on', async () => {
    const url = await backend.fresh();
    const store = await openStore(url);
    await store.probe(); // creates the tables the planted row goes into
    const current = started();
    const { resigned: _r, openingDraw: _o, ...v1game } = { ...current, schema: 1, endProposal: { by: 1 } };
    const { guildId: _g, ...v1 } = { ...record('old', v1game as never), schema: 1, version: 3, updatedAt: 1_600_000_000_000 };
    await backend.plant(url, 'old', v1);
    const loaded = (await store.get('old'))!;
    expect(loaded).toMatchObject({ schema: RECORD_SCHEMA, version: 3, guildId: null, channelId: 'old', hostId: 'p0' });
    expect(loaded.game!.schema).toBe(SCHEMA_VERSION);
    expect(loaded.game!.resigned).toEqual([false, false]);
    expect(loaded.game!.endProposal).toEqual({ by: 1, accepted: [] });
    expect(loaded.game!.openingDraw).toBeNull();
    // The migrated game plays on and is saved in the current schema.
    await store.update('old', async (r) => ({ next: { ...r!, game: play(r!.game!, [{ type: 'pass', player: r!.game!.turn }]) }, result: null }));
    expect(await store.get('old')).toMatchObject({ schema: RECORD_SCHEMA, version: 4, guildId: null, game: { moveNumber: 1 } });
    await store.close();
  });

  it('a closed store throws StoreUnavailableError on every read and write, never an empty answer', async () => {
    const store = await openStore(await backend.fresh());
    await store.write('c', 0, record('c'));
    await store.close();
    await expect(store.get('c')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.write('c', 1, record('c'))).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.update('c', async (r) => ({ next: r, result: null }))).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.channels()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.archive(finished('x', 1))).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.archived('guild-1')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.archivedGame('x')).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('the start-up check passes on a good database and leaves nothing behind', async () => {
    const store = await openStore(await backend.fresh());
    await store.probe();
    await store.probe();
    expect(await store.channels()).toEqual([]);
    await store.close();
  });

  it('archives a finished game once: archiving it again changes nothing', async () => {
    const url = await backend.fresh();
    const a = await openStore(url);
    const b = await openStore(url);
    const entry = finished('g1', 1_700_000_000_000);
    await a.archive(entry);
    await a.archive({ ...entry, gcg: 'changed' });
    // A retry from another process at the same instant is just as harmless.
    await Promise.all([a.archive(entry), b.archive(entry)]);
    expect(await b.archivedGame('g1')).toEqual(entry);
    expect(await b.archived('guild-1')).toEqual([entry]);
    expect(await a.archivedGame('nope')).toBeNull();
    await closeAll(a, b);
  });

  it("lists a server's finished games newest first, up to a limit, and no other server's", async () => {
    const store = await openStore(await backend.fresh());
    const entries = [finished('old', 1000), finished('newest', 3000), finished('middle', 2000), finished('elsewhere', 4000, 'guild-2'), finished('dm', 5000, null)];
    for (const e of entries) await store.archive(e);
    expect((await store.archived('guild-1')).map((e) => e.id)).toEqual(['newest', 'middle', 'old']);
    expect((await store.archived('guild-1', 2)).map((e) => e.id)).toEqual(['newest', 'middle']);
    expect(await store.archived('guild-1', 0)).toEqual([]);
    expect(await store.archived('guild-1', -1)).toEqual([]);
    expect((await store.archived('guild-2')).map((e) => e.id)).toEqual(['elsewhere']);
    expect((await store.archived(null)).map((e) => e.id)).toEqual(['dm']);
    expect(await store.archived('guild-3')).toEqual([]);
    // Archived games do not count as channels with a game.
    expect(await store.channels()).toEqual([]);
    await store.close();
  });

  it('an archived game from an older game schema is migrated on load', async () => {
    const store = await openStore(await backend.fresh());
    const entry = finished('v1', 1);
    const { resigned: _r, openingDraw: _o, ...v1game } = { ...entry.game, schema: 1, endProposal: null };
    await store.archive({ ...entry, game: v1game as never });
    const loaded = (await store.archivedGame('v1'))!;
    expect(loaded.game.schema).toBe(SCHEMA_VERSION);
    expect(loaded.game.resigned).toEqual([false, false]);
    await store.close();
  });

  it('an archived game whose rules had no end scoring keeps the box rule, in both copies of its rules', async () => {
    const store = await openStore(await backend.fresh());
    const entry = finished('v2', 1);
    const { endScoring: _e, ...oldRules } = entry.rules;
    await store.archive({ ...entry, rules: oldRules as never, game: { ...entry.game, schema: 2 as never, rules: oldRules as never } });
    const loaded = (await store.archivedGame('v2'))!;
    expect([loaded.rules.endScoring, loaded.game.rules.endScoring]).toEqual(['box', 'box']);
    // A game archived now keeps the rule it was played by.
    await store.archive(finished('v3', 2));
    const now = (await store.archivedGame('v3'))!;
    expect([now.rules.endScoring, now.game.rules.endScoring]).toEqual(['twiceRack', 'twiceRack']);
    await store.close();
  });
});

describe('game store (sqlite) and keyv', () => {
  it('records are in keyv\'s table and format: keyv reads what the store wrote', async () => {
    const url = sqliteUrl();
    const store = await openStore(url);
    await store.write('c', 0, record('c'));
    await store.update('c', async (r) => ({ next: { ...r!, hostId: 'p1' }, result: null }));
    const keyv = new Keyv({ store: new KeyvSqlite({ uri: url }), namespace: NAMESPACE, throwOnErrors: true });
    expect(await keyv.get('c')).toEqual(await store.get('c'));
    await keyv.disconnect();
    await store.close();
  });

  it('a reader of the file holding a read open does not hold up a write (write-ahead log)', async () => {
    const url = sqliteUrl();
    const store = await openStore(url);
    await store.probe();
    await store.write('c', 0, record('c'));
    const reader = new KeyvSqlite({ uri: url });
    try {
      expect(await reader.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      // A read transaction left open, as a tool or another process reading the games would hold one.
      await reader.query('BEGIN');
      expect(await reader.query('SELECT count(*) AS n FROM keyv')).toEqual([{ n: 1 }]);
      const started = Date.now();
      await store.update('c', async (r) => ({ next: { ...r!, hostId: 'p2' }, result: null }));
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await store.get('c'))?.hostId).toBe('p2');
      await reader.query('COMMIT');
    } finally {
      await reader.disconnect();
      await store.close();
    }
  });

  it('a name that starts with a colon is stored as keyv stores it, and both read it back whole', async () => {
    const url = sqliteUrl();
    const store = await openStore(url);
    const r = record('c');
    await store.write('c', 0, { ...r, hostId: ':)', lobby: null });
    const keyv = new Keyv({ store: new KeyvSqlite({ uri: url }), namespace: NAMESPACE, throwOnErrors: true });
    // keyv writes the same record itself; the store reads what keyv wrote.
    await keyv.set('d', { ...(await keyv.get('c')), channelId: 'd' });
    expect((await store.get('c'))?.hostId).toBe(':)');
    expect((await keyv.get('c'))?.hostId).toBe(':)');
    expect((await store.get('d'))?.hostId).toBe(':)');
    await keyv.disconnect();
    await store.close();
  });
});

describe('game store (memory)', () => {
  it('compares and sets like the others', async () => {
    const store = await openStore('memory://');
    await store.write('c', 0, record('c'));
    const seen = (await store.get('c'))!;
    await expect(store.write('c', 0, record('c'))).rejects.toBeInstanceOf(StaleWriteError);
    // What get() returned is a copy: changing it does not change the store.
    seen.hostId = 'changed';
    expect((await store.get('c'))!.hostId).toBe('p0');
    await store.archive(finished('g', 1));
    await store.archive({ ...finished('g', 1), gcg: 'other' });
    expect((await store.archived('guild-1')).map((e) => e.gcg)).toEqual([finished('g', 1).gcg]);
    await store.close();
    await expect(store.get('c')).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe('record schemas', () => {
  it('refuses a schema newer than the bot', () => {
    expect(() => migrateGame({ schema: 99 })).toThrow('newer than this bot');
    expect(() => migrateRecord({ schema: 99 })).toThrow('newer than this bot');
  });

  it('record schema 1 gains an unknown server', () => {
    const { guildId: _g, ...v1 } = { ...record('c', null), schema: 1 };
    expect(migrateRecord(v1)).toEqual({ ...record('c', null), guildId: null });
  });

  /** A two-player tournament game about to end: player 1 goes out with CAT (10) against QIZ (21). */
  const goingOut = () => scenario(rulesOf('tournament'), { racks: ['CAT', 'QIZ'], bag: '' });
  const goOut = (s: GameState) => play(s, [{ type: 'place', player: 0, move: '8H CAT' }, { type: 'accept', player: 1 }]);
  const withoutEndScoring = (r: Rules) => {
    const { endScoring: _e, ...old } = r;
    return old;
  };

  it('game schema 2 had no end scoring: a game saved then and finished now ends by the box rule it was begun under', () => {
    const now = goingOut();
    const saved = JSON.parse(JSON.stringify({ ...now, schema: 2, rules: withoutEndScoring(now.rules) }));
    const migrated = migrateGame(saved);
    expect(migrated.schema).toBe(SCHEMA_VERSION);
    expect(migrated.rules).toEqual({ ...now.rules, endScoring: 'box' });
    expect(goOut(migrated).result).toMatchObject({ reason: 'went-out', scores: [10 + 21, -21] });
    // The same game begun now ends by NASPA's count.
    expect(goOut(now).result).toMatchObject({ reason: 'went-out', scores: [10 + 42, 0] });
  });

  it('record schema 2: a lobby opened before end scoring existed deals a game by the box rule; its game is migrated too', () => {
    const lobby = { hostId: 'p0', rules: withoutEndScoring(rulesOf('tournament')), players: [], createdAt: 0 };
    const game = { ...started(), schema: 2, rules: withoutEndScoring(rules) };
    const migrated = migrateRecord(JSON.parse(JSON.stringify({ ...record('c', null), schema: 2, lobby, game })));
    expect(migrated.schema).toBe(RECORD_SCHEMA);
    expect(migrated.lobby!.rules).toEqual(rulesOf('tournament', { endScoring: 'box' }));
    expect(migrated.game!.rules.endScoring).toBe('box');
    // A record with no lobby stays without one.
    expect(migrateRecord({ ...record('d', null), schema: 2 }).lobby).toBeNull();
  });

  it('record schema 3 had no rematch: its lobby and finished game load unchanged at schema 4; a schema 4 rematch lobby is kept as written', () => {
    const lobby = { hostId: 'p0', rules: rulesOf('tournament'), players: [{ id: 'p0', name: 'Ann' }], createdAt: 0 };
    const game = JSON.parse(JSON.stringify(started()));
    const v3 = JSON.parse(JSON.stringify({ ...record('c', null), schema: 3, lobby, game }));
    const migrated = migrateRecord(v3);
    expect(migrated.schema).toBe(RECORD_SCHEMA);
    expect(migrated).toEqual({ ...v3, schema: RECORD_SCHEMA });
    expect(migrated.lobby!.rematch).toBeUndefined();
    const rematch = { of: 'c:1', invited: [{ id: 'p1', name: 'Ben' }], declined: [] };
    const v4 = JSON.parse(JSON.stringify({ ...v3, schema: 4, lobby: { ...lobby, rematch } }));
    expect(migrateRecord(v4).lobby!.rematch).toEqual(rematch);
    expect(() => migrateRecord({ ...v4, schema: RECORD_SCHEMA + 1 })).toThrow(`Record schema ${RECORD_SCHEMA + 1} is newer than this bot (${RECORD_SCHEMA})`);
  });

  it('record schema 4 kept a time-out\'s unposted board in its clock: schema 5 owes it in the outbox, posted by whoever loads it', () => {
    const game = JSON.parse(JSON.stringify(started()));
    const clock = { settings: {}, banks: [0, 0], turn: 't', player: 1, startedAt: 5, deadline: 99, remindAt: null, due: 40, unposted: { historyLength: 3, at: 25 } };
    const v4 = JSON.parse(JSON.stringify({ ...record('c', null), schema: 4, game, clock }));
    const migrated = migrateRecord(v4);
    expect(migrated.clock).toEqual({ settings: {}, banks: [0, 0], turn: 't', player: 1, startedAt: 5, deadline: 99, remindAt: null, due: 40 });
    expect(migrated.outbox).toEqual([{ kind: 'board', id: 'time-out:3', at: 25, from: { historyLength: 3, status: 'playing' } }]);
    // Due once the lease of the process that timed the turn out has ended.
    expect(recordDue(migrated)).toBe(Math.min(40, 25 + OWED_LEASE_MS));
    // A record without one owes nothing.
    expect(migrateRecord({ ...v4, clock: { ...clock, unposted: undefined } }).outbox).toBeUndefined();
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
