/**
 * Properties of the move generator: on random small positions it finds exactly the plays
 * a brute force over every placement finds (each checked by the engine), and on positions
 * from random games with SOWPODS every play it makes is legal with the engine's score.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard, type Board } from '../src/engine/board.js';
import { checkPlacement } from '../src/engine/play.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { buildGaddag } from '../src/lexicon/gaddag-build.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { WordGraph } from '../src/lexicon/word-graph.js';
import { MoveGenerator, type GeneratedPlay } from '../src/movegen/index.js';
import { AnchorBounds } from '../src/movegen/shadow.js';
import { BoardTables, letterValues } from '../src/movegen/tables.js';
import { scoreOptions } from '../src/engine/play.js';
import { randomGame } from './support/random-game.js';
import { bruteForce, placementKey as key } from './support/brute-force.js';

describe('the generator finds exactly what brute force finds', () => {
  const alphabet = 'AEINRST';
  const word = fc.string({ unit: fc.constantFrom(...alphabet), minLength: 2, maxLength: 5 });
  const tile = fc.record({
    row: fc.integer({ min: 4, max: 10 }),
    col: fc.integer({ min: 4, max: 10 }),
    letter: fc.constantFrom(...alphabet),
    blank: fc.boolean(),
  });
  const rack = fc.tuple(fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 3 }), fc.boolean()).map(([l, blank]) => (blank ? [...l.slice(0, 2), '?'] : l).join(''));

  it('on random small positions, word lists and racks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 10, maxLength: 100 }), fc.array(tile, { maxLength: 14 }), rack, fc.constantFrom(...PRESETS), (words, tiles, rackText, preset) => {
        const g = buildGaddag(words);
        const lexicon = new WordGraph('random', g.data, g.root, words.length);
        const rows = emptyBoard().map((r) => [...r]);
        for (const t of tiles) rows[t.row]![t.col] = t.blank ? t.letter.toLowerCase() : t.letter;
        const board = rows.map((r) => r.join(''));
        const rules = preset.rules;
        const expected = bruteForce(board, rackText, rules, lexicon);
        const plays = new MoveGenerator(lexicon).allPlays(board, rackText, rules);
        expect(plays.length).toBe(expected.size);
        expect(new Map(plays.map((p) => [key(p.placement.tiles), p.score]))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
    // The brute force asks the engine about every placement: slow on a busy machine.
  }, 120_000);
});

describe('on positions from random games with SOWPODS', () => {
  const lexicon = loadLexicon('sowpods');
  const gen = new MoveGenerator(lexicon);
  const tables = new BoardTables(lexicon);
  const bounds = new AnchorBounds(tables, lexicon);

  /** Checks that no play scores more than the bound of the anchor it is made from. */
  function checkBounds(board: Board, rack: string, rules: Rules, plays: GeneratedPlay[]): void {
    const opts = scoreOptions(rules);
    const values = letterValues(opts);
    tables.load(board, opts, values);
    const counts = new Int32Array(27);
    for (const t of rack) counts[t === '?' ? 0 : t.charCodeAt(0) - 64]!++;
    bounds.compute(counts, values, rules.rackSize, rules.bingoBonus);
    const bound = new Map<number, number>();
    for (let i = 0; i < bounds.count; i++) bound.set(bounds.anchors[i]!, bounds.bounds[i]!);
    for (const p of plays) {
      const d = p.placement.pos.dir === 'across' ? 0 : 1;
      // Made from the leftmost (topmost) anchor among its tiles.
      const squares = p.placement.tiles.map((t) => (d === 0 ? d * 225 + t.row * 15 + t.col : d * 225 + t.col * 15 + t.row));
      const anchor = squares.filter((sq) => tables.anchors[sq] === 1).sort((a, b) => a - b)[0]!;
      expect(bound.get(anchor)).toBeGreaterThanOrEqual(p.score);
    }
  }

  it.each(['RETINAS', 'RETINA?', 'RETIN??', 'QZJXKV?', 'EEBNNIL', 'AEIOUUU'])('no play from an anchor beats its bound, rack %s on the mid-game board', (rack) => {
    const mid = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
    const rules = PRESETS[0]!.rules;
    const board = mid.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
    checkBounds(board, rack, rules, gen.allPlays(board, rack, rules));
  });

  it('every play passes the engine with the same score; best, hasAnyPlay and the anchor bounds agree with the full list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), fc.array(fc.nat(), { minLength: 7, maxLength: 7 * 9 }), (preset, picks) => {
        const rules = preset.rules;
        // Play random legal moves, then look closely at the last position.
        const { board, draw } = randomGame(gen, rules, picks, 8, 7);
        const rack = draw();
        const plays = gen.allPlays(board, rack, rules);
        for (const p of plays) {
          const checked = checkPlacement(board, p.placement, rack, rules, lexicon);
          expect(checked.ok && checked.value.score).toBe(p.score);
        }
        expect(new Set(plays.map((p) => key(p.placement.tiles))).size).toBe(plays.length);
        expect(gen.hasAnyPlay(board, rack, rules)).toBe(plays.length > 0);
        expect(gen.best(board, rack, rules, 3).map((p) => [p.notation, p.score])).toEqual(plays.slice(0, 3).map((p) => [p.notation, p.score]));
        checkBounds(board, rack, rules, plays);
      }),
      { numRuns: 40 },
    );
  });
});
