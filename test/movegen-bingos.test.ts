/**
 * The best-play search finds a full rack's bingos by anagram rather than by walking the
 * graph: on random positions, those bingos are exactly the full list's (placements, blanks
 * and scores), the bounds left for the other plays hold, and best(n) agrees with the list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../src/engine/board.js';
import type { PlacedTile } from '../src/engine/placement.js';
import { scoreOptions } from '../src/engine/play.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { TILE_SETS } from '../src/engine/tiles.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { MoveGenerator, PlayList, type GeneratedPlay } from '../src/movegen/index.js';
import { TopPlays } from '../src/movegen/top-plays.js';
import { AnchorBounds } from '../src/movegen/shadow.js';
import { BoardTables, letterValues } from '../src/movegen/tables.js';
import { randomGame } from './support/random-game.js';

const lexicon = loadLexicon('sowpods');
const gen = new MoveGenerator(lexicon);
const tables = new BoardTables(lexicon);
const bounds = new AnchorBounds(tables, lexicon);
const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
const midBoard: Board = MID.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));

const key = (p: GeneratedPlay): string =>
  `${p.score} ${p.placement.tiles.map((t: PlacedTile) => `${t.row},${t.col}${t.blank ? t.letter.toLowerCase() : t.letter}`).sort().join(' ')}`;

function rackCounts(rack: string): Int32Array {
  const counts = new Int32Array(27);
  for (const t of rack) counts[t === '?' ? 0 : t.charCodeAt(0) - 64]!++;
  return counts;
}

/** The plays the bounds give to a sink, and the bound of each anchor. */
function lookUp(board: Board, rack: string, rules: Rules): { bingos: GeneratedPlay[]; found: boolean; bound: Map<number, number> } {
  const opts = scoreOptions(rules);
  const values = letterValues(opts);
  tables.load(board, opts, values);
  const sink = new PlayList();
  sink.reset();
  bounds.compute(rackCounts(rack), values, rules.rackSize, rules.bingoBonus, sink);
  const bound = new Map<number, number>();
  for (let i = 0; i < bounds.count; i++) bound.set(bounds.anchors[i]!, bounds.bounds[i]!);
  return { bingos: sink.sorted(), found: bounds.foundBingos, bound };
}

/** Bingos compared so far: the random positions must hold some. */
let compared = 0;

function check(board: Board, rack: string, rules: Rules): void {
  const all = gen.allPlays(board, rack, rules);
  const bingos = all.filter((p) => p.placement.tiles.length === rules.rackSize);
  compared += bingos.length;
  const looked = lookUp(board, rack, rules);
  expect(looked.found).toBe(true);
  expect(looked.bingos.map(key).sort()).toEqual(bingos.map(key).sort());
  // Every other play is within the bound of the anchor it is made from.
  const over: string[] = [];
  for (const p of all) {
    if (p.placement.tiles.length === rules.rackSize) continue;
    const d = p.placement.pos.dir === 'across' ? 0 : 1;
    const squares = p.placement.tiles.map((t) => (d === 0 ? t.row * 15 + t.col : 225 + t.col * 15 + t.row));
    const anchor = squares.filter((sq) => tables.anchors[sq] === 1).sort((a, b) => a - b)[0]!;
    if (!((looked.bound.get(anchor) ?? -1) >= p.score)) over.push(`${p.notation} ${p.score} > ${looked.bound.get(anchor)}`);
  }
  expect(over).toEqual([]);
  expect(gen.best(board, rack, rules, 10).map((p) => p.score)).toEqual(all.slice(0, 10).map((p) => p.score));
}

describe('bingos by anagram in the best-play search', () => {
  it.each(['RETINAS', 'RETINA?', 'RETIN??', 'AEINST?', 'EEBNNIL', 'SATIRE?', '??AEINR'])('mid-game board, rack %s', (rack) => {
    check(midBoard, rack, PRESETS[0]!.rules);
  });

  it.each(['AEINST?', 'RETIN??', 'QUIZZES'])('empty board, rack %s', (rack) => {
    check(emptyBoard(), rack, PRESETS[0]!.rules);
  });

  it('the bound of a bingo lane is the best bingo it holds, not the bonus on every gap', () => {
    // RETIN?? on the mid board: the best play is a 76-point bingo; a bound by values and
    // multipliers alone put 110 on two anchors.
    const opts = scoreOptions(PRESETS[0]!.rules);
    const values = letterValues(opts);
    tables.load(midBoard, opts, values);
    bounds.compute(rackCounts('RETIN??'), values, 7, 50);
    expect(bounds.bounds[0]).toBe(76);
    expect(gen.best(midBoard, 'RETIN??', PRESETS[0]!.rules, 1)[0]!.score).toBe(76);
  });

  it('looks up only the stretches whose bound can still reach the best bingo found, best bound first', () => {
    const opts = scoreOptions(PRESETS[0]!.rules);
    const values = letterValues(opts);
    tables.load(midBoard, opts, values);
    // A sink that takes every play: every stretch is looked up.
    bounds.compute(rackCounts('RETIN??'), values, 7, 50, new PlayList());
    const all = bounds.lanesFound;
    expect(bounds.lanesLookedUp).toBe(all);
    expect(all).toBeGreaterThan(10);
    // The best play only: once the 76-point bingo is found, stretches bounded lower are skipped.
    const top = new TopPlays(1);
    bounds.compute(rackCounts('RETIN??'), values, 7, 50, top);
    expect(bounds.lanesFound).toBe(all);
    expect(bounds.lanesLookedUp).toBeLessThan(all / 2);
    expect(top.plays()[0]!.score).toBe(76);
  });

  it('at the floor, skips the stretches that start after the best found in notation order', () => {
    // An empty board: the across stretches through the centre (the down ones are their
    // mirror images). Several are bounded at the best score; the first in notation order
    // holds a bingo of that score, so no other can give a play that comes before it.
    const rules = PRESETS[0]!.rules;
    const opts = scoreOptions(rules);
    const values = letterValues(opts);
    tables.load(emptyBoard(), opts, values);
    bounds.compute(rackCounts('AEINST?'), values, 7, 50, new PlayList());
    expect(bounds.lanesFound).toBe(7);
    const top = new TopPlays(1);
    bounds.compute(rackCounts('AEINST?'), values, 7, 50, top);
    expect(bounds.lanesLookedUp).toBe(1);
    const head = gen.allPlays(emptyBoard(), 'AEINST?', rules)[0]!;
    expect(top.plays().map((p) => [p.notation, p.score])).toEqual([[head.notation, head.score]]);
    expect(gen.best(emptyBoard(), 'AEINST?', rules, 1).map((p) => [p.notation, p.score])).toEqual([[head.notation, head.score]]);
  });

  it('without a full rack or with more than two blanks, the generator finds the bingos', () => {
    const opts = scoreOptions(PRESETS[0]!.rules);
    const values = letterValues(opts);
    tables.load(midBoard, opts, values);
    bounds.compute(rackCounts('RETIN?'), values, 7, 50, new PlayList());
    expect(bounds.foundBingos).toBe(false);
    bounds.compute(rackCounts('RETI???'), values, 7, 50, new PlayList());
    expect(bounds.foundBingos).toBe(false);
    const all = gen.allPlays(midBoard, 'RETI???', PRESETS[0]!.rules);
    expect(gen.best(midBoard, 'RETI???', PRESETS[0]!.rules, 5).map((p) => p.score)).toEqual(all.slice(0, 5).map((p) => p.score));
  });

  it('on positions from random games, racks of likely bingo letters with 0-2 blanks', () => {
    const likely = 'AAEEIIOLNNRRSSTTDU';
    compared = 0;
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), fc.integer({ min: 0, max: 2 }), (preset, picks, blanks) => {
        const rules = preset.rules;
        const { board } = randomGame(gen, rules, picks, 6);
        // The no-blank tile set has no blank to put on the rack.
        const b = TILE_SETS[rules.tileSet].counts['?'] ? blanks : 0;
        let rack = '?'.repeat(b);
        while (rack.length < rules.rackSize) rack += likely[(picks.pop() ?? 0) % likely.length]!;
        check(board, rack, rules);
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(100);
  }, 120_000);
});
