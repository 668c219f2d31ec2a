/**
 * Leave tables: the numbering of leaves, the file format and its loader's refusals, and
 * sanity properties of the shipped tables.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeLeaveTable, encodeLeaveTable, LeaveIndex, LeaveTable, loadLeaveTable } from '../src/ai/leaves.js';
import { LeaveTally, tableFromTally } from '../src/ai/train.js';
import { TILE_SETS, type TileSetId } from '../src/engine/tiles.js';

const SETS: TileSetId[] = ['standard', 'noBlanks'];
/** The other languages' sets with a shipped table. */
const LANGUAGE_SETS: TileSetId[] = ['french', 'spanish', 'german', 'dutch', 'italian'];

/** A leave of up to 6 tiles drawn from a tile set's bag (so counts stay within the set). */
function leaveOf(set: TileSetId) {
  const bag = Object.entries(TILE_SETS[set].counts).flatMap(([t, n]) => Array<string>(n).fill(t));
  return fc.shuffledSubarray(bag, { minLength: 0, maxLength: 6 }).map((a) => a.join(''));
}

describe('leave numbering', () => {
  it.each(SETS)('gives each leave of %s one slot, whatever the tile order', (set) => {
    const index = LeaveIndex.forTileSet(set);
    fc.assert(
      fc.property(leaveOf(set), leaveOf(set), (a, b) => {
        const ra = index.rank(a);
        expect(ra).toBeGreaterThanOrEqual(0);
        expect(ra).toBeLessThan(index.size);
        expect(index.rank([...a].reverse().join(''))).toBe(ra);
        const same = [...a].sort().join('') === [...b].sort().join('');
        expect(index.rank(b) === ra).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every leave of 0-6 tiles once, in slot order', () => {
    const index = LeaveIndex.forTileSet('noBlanks');
    let next = 0;
    const wrong: string[] = [];
    index.forEach((leave, slot) => {
      if (slot !== next++ || (slot % 997 === 0 && index.rank(leave) !== slot)) wrong.push(leave);
    });
    expect(wrong).toEqual([]);
    expect(next).toBe(index.size);
  });

  it.each([
    ['standard', '?', true],
    ['standard', 'AAAAAAA', false],
    ['standard', 'QQ', false],
    ['noBlanks', '?', false],
    ['noBlanks', 'ZZ', true],
    ['standard', 'ZZ', false],
  ] as const)('in %s, %s is a leave: %s', (set, leave, ok) => {
    expect(LeaveIndex.forTileSet(set).rank(leave) >= 0).toBe(ok);
  });
});

describe('leave table files', () => {
  const table = (() => {
    const index = LeaveIndex.forTileSet('noBlanks');
    const values = new Float32Array(index.size);
    for (let i = 0; i < values.length; i++) values[i] = ((i * 7919) % 4001) / 100 - 20;
    return new LeaveTable('noBlanks', index, values);
  })();
  const bytes = encodeLeaveTable(table);

  it('round-trips to the hundredth of a point', () => {
    const back = decodeLeaveTable(bytes, 'noBlanks');
    for (const leave of ['A', 'ZZ', 'EINRST', 'QU', 'KKZZ']) expect(back.value(leave)).toBeCloseTo(table.value(leave), 2);
  });

  it.each([
    ['a truncated file', () => bytes.subarray(0, bytes.length - 1), /truncated/],
    ['a file cut in its header', () => bytes.subarray(0, 20), /truncated header/],
    ['a padded file', () => new Uint8Array([...bytes, 0]), /truncated or padded/],
    ['another format', () => new Uint8Array([0x50, 0x4b, 3, 4, ...bytes.subarray(4)]), /bad magic/],
    ['an empty file', () => new Uint8Array(0), /too short/],
    ['a corrupt payload', () => {
      const b = new Uint8Array(bytes);
      b[b.length - 40] = b[b.length - 40]! ^ 0xff;
      return b;
    }, /checksum/],
  ])('refuses %s with a clear error', (_, make, message) => {
    expect(() => decodeLeaveTable(make(), 'noBlanks', 'x.leaves')).toThrow(message);
  });

  it('refuses a table made for another tile set', () => {
    expect(() => decodeLeaveTable(bytes, 'standard', 'x.leaves')).toThrow(/another tile set/);
  });

  it.each([
    ['spanish', ['Ĉ', 'ŘÑ', 'ĈĿ?', 'AEĿOS'], 'ABCĈDEFGHIJLĿMNÑOPQRŘSTUVXYZ?'],
    ['german', ['Ä', 'ÖÜ?', 'EENRST'], 'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ?'],
  ] as const)('numbers a %s table\'s leaves over its own letters, and round-trips it with those letters in UTF-8', (set, leaves, symbols) => {
    const index = LeaveIndex.forTileSet(set);
    expect(index.symbols).toBe(symbols);
    const values = new Float32Array(index.size);
    for (let i = 0; i < values.length; i++) values[i] = ((i * 7919) % 4001) / 100 - 20;
    const made = new LeaveTable(set, index, values);
    const back = decodeLeaveTable(encodeLeaveTable(made), set);
    for (const leave of leaves) {
      expect(Number.isFinite(made.value(leave))).toBe(true);
      expect(back.value(leave)).toBeCloseTo(made.value(leave), 2);
    }
    expect(() => decodeLeaveTable(encodeLeaveTable(made), 'standard')).toThrow(/another tile set/);
  });

  it('says which file is missing', () => {
    expect(() => loadLeaveTable('standard', '/nonexistent/standard.leaves')).toThrow(/not readable at \/nonexistent/);
  });
});

describe('the shipped tables', () => {
  it.each(SETS)('%s: the empty leave is 0; S (and ?) are worth more than Q or doubled vowels', (set) => {
    const t = loadLeaveTable(set);
    expect(t.value('')).toBe(0);
    const good = set === 'standard' ? ['?', 'S', '?S'] : ['S', 'ES'];
    for (const g of good) for (const bad of ['Q', 'UU', 'II', 'AA', 'OO', 'EE', 'QV', 'IIUU']) expect(t.value(g)).toBeGreaterThan(t.value(bad));
    expect(t.value('QU')).toBeGreaterThan(t.value('Q'));
    if (set === 'standard') expect(t.value('?')).toBeGreaterThan(t.value('S'));
  });

  it.each(LANGUAGE_SETS)('%s: the blank is worth more than S, S more than Q, and QU more than Q alone', (set) => {
    const t = loadLeaveTable(set);
    expect(t.value('')).toBe(0);
    expect(t.value('?')).toBeGreaterThan(t.value('S'));
    expect(t.value('S')).toBeGreaterThan(t.value('Q'));
    for (const bad of ['Q', 'UU', 'II', 'QV', 'IIUU']) expect(t.value('?')).toBeGreaterThan(t.value(bad));
    expect(t.value('QU')).toBeGreaterThan(t.value('Q'));
  });

  it.each([...SETS, ...LANGUAGE_SETS])('%s: every slot holds a finite value within ±60 points', (set) => {
    const t = loadLeaveTable(set);
    expect(t.values.every((v) => Number.isFinite(v) && Math.abs(v) <= 60)).toBe(true);
  });
});

describe('training tally', () => {
  it('centres leave values on the mean rack and smooths unseen leaves from smaller ones', () => {
    const tally = new LeaveTally(LeaveIndex.forTileSet('standard'));
    // Racks with S score 20 more than racks without.
    for (let i = 0; i < 200; i++) {
      tally.add('ABCDEFS', 40);
      tally.add('ABCDEFG', 20);
    }
    const t = tableFromTally(tally, 'standard');
    expect(t.value('')).toBe(0);
    expect(t.value('S')).toBeGreaterThan(8);
    expect(t.value('G')).toBeLessThan(-8);
    expect(Math.abs(t.value('A'))).toBeLessThan(1);
    // Never seen: built from S and its pairings, so still well above a leave without it.
    expect(t.value('SZ')).toBeGreaterThan(t.value('GZ'));
  });
});
