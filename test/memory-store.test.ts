/**
 * The memory store gives back what a database would: the record its JSON text parses to,
 * a fresh copy at every read, whatever was written (values JSON drops or rewrites too).
 */
import { describe, expect, it } from 'vitest';
import type { ChannelRecord } from '../src/games/record.js';
import { MemoryBackend } from '../src/games/stores/memory.js';

describe('the memory store', () => {
  it.each([
    ['plain data', { version: 1, game: { board: ['..A', 'B..'], history: [{ type: 'pass', player: 0 }] }, lobby: null, flag: true }],
    ['values JSON leaves out or rewrites', { version: 1, gone: undefined, holes: [1, undefined, 3], nan: Number.NaN, inf: -Infinity, zero: -0, when: new Date(0), map: new Map([[1, 2]]) }],
    ['an object with toJSON', { version: 1, custom: { toJSON: () => 'written' } }],
  ])('reads back %s as its JSON parses', async (_, written) => {
    const store = new MemoryBackend();
    expect(await store.swap('c', 0, written as unknown as ChannelRecord)).toBe(true);
    const expected = JSON.parse(JSON.stringify(written));
    const read = await store.read('c');
    expect(read).toStrictEqual(expected);
    expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
    if ('zero' in expected) expect(Object.is(read!.zero, 0)).toBe(true);
  });

  it('never hands out the record it keeps', async () => {
    const store = new MemoryBackend();
    const written = { version: 1, game: { board: ['...'] } } as unknown as ChannelRecord;
    await store.swap('c', 0, written);
    (written as unknown as { game: { board: string[] } }).game.board[0] = 'AAA';
    const read = (await store.read('c')) as { game: { board: string[] } };
    expect(read.game.board).toEqual(['...']);
    read.game.board[0] = 'BBB';
    expect(((await store.read('c')) as { game: { board: string[] } }).game.board).toEqual(['...']);
    expect(await store.version('c')).toBe(1);
    expect(await store.swap('c', 0, written)).toBe(false);
  });
});
