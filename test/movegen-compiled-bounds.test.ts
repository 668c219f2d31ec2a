/**
 * The compiled anchor bounds (src/movegen/assembly/bounds.ts) against the TypeScript ones
 * they were written from (shadow.ts): the same bound on every anchor, and the same bingo
 * stretches kept for the anagram lookups, on random positions of every preset, racks
 * with 0-2 blanks, by score alone and with what the kept tiles are worth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../src/engine/board.js';
import { scoreOptions } from '../src/engine/play.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { compiledGenerator } from '../src/movegen/compiled.js';
import { MoveGenerator, PlayList } from '../src/movegen/index.js';
import { AnchorBounds } from '../src/movegen/shadow.js';
import { BoardTables, letterValues } from '../src/movegen/tables.js';
import { randomGame } from './support/random-game.js';

const lexicon = loadLexicon('sowpods');
const gen = new MoveGenerator(lexicon);
const tables = new BoardTables(lexicon);
const reference = new AnchorBounds(tables, lexicon);
const compiled = compiledGenerator(lexicon);
const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
const midBoard: Board = MID.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));

function rackCounts(rack: string): Int32Array {
  const counts = new Int32Array(32);
  for (const t of rack) counts[t === '?' ? 0 : t.charCodeAt(0) - 64]!++;
  return counts;
}

/**
 * Compares the two on one position; returns how many anchors had a bound. `kept` (by tiles
 * kept) is added to the bounds as the computer's equity does.
 */
function compare(board: Board, rack: string, rules: Rules, kept?: Float64Array): number {
  const opts = scoreOptions(rules);
  const values = letterValues(opts);
  tables.load(board, opts, values);
  const counts = rackCounts(rack);
  reference.compute(counts, values, rules.rackSize, rules.bingoBonus, new PlayList(), -Infinity, kept);
  const expected = new Map<number, number>();
  for (let i = 0; i < reference.count; i++) expected.set(reference.anchors[i]!, reference.bounds[i]!);
  const lanes = [...reference.lastLanes()];
  const toSink = reference.foundBingos;
  const kept2 = compiled.bounds(tables, counts, values, rules.rackSize, rules.bingoBonus, toSink, toSink && tables.mirrored, kept);
  const actual = new Map<number, number>();
  for (let sq = 0; sq < 450; sq++) {
    const b = compiled.anchorBound(sq);
    if (b !== -(2 ** 31)) actual.set(sq, b);
  }
  expect(actual).toEqual(expected);
  expect([...compiled.lanes.subarray(0, 7 * kept2)]).toEqual(toSink ? lanes : []);
  return expected.size;
}

describe('the compiled anchor bounds', () => {
  it.each(['RETINAS', 'RETINA?', 'RETIN??', 'QZJXKV?', 'EEBNNIL', 'AEIOUUU', 'RETI???', 'QI'])('are the reference ones on the mid-game board, rack %s', (rack) => {
    expect(compare(midBoard, rack, PRESETS[0]!.rules)).toBeGreaterThan(0);
  });

  it.each(['AEINST?', 'RETIN??', 'EEBNNIL'])('are the reference ones on the empty board (across stretches only), rack %s', (rack) => {
    expect(compare(emptyBoard(), rack, PRESETS[0]!.rules)).toBe(2);
  });

  it('are the reference ones on positions from random games of every preset, with and without kept tiles', () => {
    let anchors = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.integer({ min: 0, max: 2 }),
        fc.option(fc.array(fc.double({ min: -20, max: 40, noNaN: true }), { minLength: 16, maxLength: 16 })),
        (preset, picks, blanks, kept) => {
          const { board, draw } = randomGame(gen, preset.rules, picks, 10);
          const rack = draw().slice(0, preset.rules.rackSize - blanks) + '?'.repeat(blanks);
          anchors += compare(board, rack, preset.rules, kept ? Float64Array.from(kept) : undefined);
        },
      ),
      { numRuns: 60 },
    );
    expect(anchors).toBeGreaterThan(1000);
  });
});
