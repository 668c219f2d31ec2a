/**
 * Every backend lists a server's channel records, keeps small documents (a server's
 * settings, answers once per key) and lists a server's documents of a kind in key order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/games/open.js';
import type { GameStore } from '../src/games/store.js';
import { RECORD_SCHEMA } from '../src/games/record.js';
import { backends, record, started } from './support/store-backends.js';

const opened: GameStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

const all = [{ name: 'memory', fresh: async (): Promise<string> => 'memory://' }, ...backends.map((b) => ({ name: b.name, fresh: () => b.fresh() }))];

describe.each(all)('$name backend', (backend) => {
  async function fresh(): Promise<GameStore> {
    const store = await openStore(await backend.fresh());
    opened.push(store);
    return store;
  }

  it('guildRecords lists the records of one server only, migrated and whole', async () => {
    const store = await fresh();
    await store.write('c1', 0, record('c1', started('a'), 'g1'));
    await store.write('t2', 0, record('t2', null, 'g1'));
    await store.write('c3', 0, record('c3', started('b'), 'g2'));
    await store.write('dm', 0, record('dm', started('c'), null));
    const g1 = await store.guildRecords('g1');
    expect(g1.map((r) => r.channelId).sort()).toEqual(['c1', 't2']);
    expect(g1.find((r) => r.channelId === 'c1')!.game).toEqual(started('a'));
    expect(g1.every((r) => r.version === 1 && r.schema === RECORD_SCHEMA)).toBe(true);
    expect((await store.guildRecords('g2')).map((r) => r.channelId)).toEqual(['c3']);
    expect(await store.guildRecords('g3')).toEqual([]);
    expect(await store.guildRecords('g1', 1)).toHaveLength(1);
    // A deleted record leaves the list.
    await store.write('c1', 1, null);
    expect((await store.guildRecords('g1')).map((r) => r.channelId)).toEqual(['t2']);
  });

  it('putDoc upserts, and with ifAbsent writes only the first of a key', async () => {
    const store = await fresh();
    expect(await store.doc('answer', 'd1:u1')).toBeNull();
    expect(await store.putDoc('answer', 'd1:u1', 'g1', { points: 70 }, { ifAbsent: true })).toBe(true);
    expect(await store.putDoc('answer', 'd1:u1', 'g1', { points: 100 }, { ifAbsent: true })).toBe(false);
    expect(await store.doc('answer', 'd1:u1')).toEqual({ points: 70 });
    expect(await store.putDoc('answer', 'd1:u1', 'g1', { points: 90 })).toBe(true);
    expect(await store.doc('answer', 'd1:u1')).toEqual({ points: 90 });
    // The same key in another kind is another document.
    expect(await store.doc('other', 'd1:u1')).toBeNull();
  });

  it('of many writes of one key at once with ifAbsent, exactly one wins', async () => {
    const store = await fresh();
    const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => store.putDoc('answer', 'race', 'g1', { i }, { ifAbsent: true })));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.doc('answer', 'race')).toEqual({ i: wins.indexOf(true) });
  });

  it('docs lists a server\'s documents of a kind by key, with a prefix and a limit', async () => {
    const store = await fresh();
    for (const [key, guild] of [['2026-11-02:b', 'g1'], ['2026-11-01:a', 'g1'], ['2026-11-02:a', 'g1'], ['2026-11-01:c', 'g2'], ['2026-10-31:z', null]] as const) {
      await store.putDoc('answer', key, guild, { key });
    }
    await store.putDoc('settings', '2026-11-01:a', 'g1', { other: true });
    expect((await store.docs('answer', 'g1')).map((d) => d.key)).toEqual(['2026-11-01:a', '2026-11-02:a', '2026-11-02:b']);
    expect(await store.docs('answer', 'g1', { keyPrefix: '2026-11-02:' })).toEqual([
      { key: '2026-11-02:a', value: { key: '2026-11-02:a' } },
      { key: '2026-11-02:b', value: { key: '2026-11-02:b' } },
    ]);
    expect((await store.docs('answer', 'g1', { limit: 1 })).map((d) => d.key)).toEqual(['2026-11-01:a']);
    expect((await store.docs('answer', null)).map((d) => d.key)).toEqual(['2026-10-31:z']);
    expect(await store.docs('answer', 'g3')).toEqual([]);
  });

  it('a server\'s settings: threads on until turned off, per server', async () => {
    const store = await fresh();
    expect(await store.guildSettings('g1')).toEqual({ threads: true });
    await store.setGuildSettings('g1', { threads: false });
    expect(await store.guildSettings('g1')).toEqual({ threads: false });
    expect(await store.guildSettings('g2')).toEqual({ threads: true });
    await store.setGuildSettings('g1', { threads: true });
    expect(await store.guildSettings('g1')).toEqual({ threads: true });
  });
});
