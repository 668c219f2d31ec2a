/**
 * The compiled generator (assets/wasm/movegen.wasm) against the TypeScript one it was
 * written from: the same plays in the same order, with the same scores, blanks and board
 * tiles, on fixed and random positions of every preset. And the committed .wasm is what
 * its source compiles to, so the two cannot drift apart unnoticed.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileWasm } from '../src/cli/build-wasm.js';
import { BOARD_LAYOUTS, CENTER, emptyBoard, type Board, type BoardLayout } from '../src/engine/board.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { buildGaddag } from '../src/lexicon/gaddag-build.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { GRAPH_OFFSET, WordGraph } from '../src/lexicon/word-graph.js';
import { WASM_FILE } from '../src/movegen/compiled.js';
import { MoveGenerator, PlayList, type BoundedSink } from '../src/movegen/index.js';
import { TopPlays } from '../src/movegen/top-plays.js';
import { randomGame } from './support/random-game.js';

const lexicon = loadLexicon('sowpods');
const compiled = new MoveGenerator(lexicon);
const reference = new MoveGenerator(lexicon, { compiled: false });
const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
const midBoard: Board = MID.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
const tournament = PRESETS[0]!.rules;

/** The list as text, in the order found: score and notation (which holds blanks and board tiles). */
function listed(list: PlayList): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.count; i++) out.push(`${list.score(i)} ${list.play(i).notation}`);
  return out;
}

function same(board: Board, rack: string, rules: Rules): number {
  const expected = listed(reference.generate(board, rack, rules));
  expect(listed(compiled.generate(board, rack, rules))).toEqual(expected);
  return expected.length;
}

describe('the compiled move generator', () => {
  it('is what its source compiles to', async () => {
    const built = await compileWasm();
    expect(Buffer.from(built).equals(readFileSync(WASM_FILE))).toBe(true);
  });

  it('reads the loaded word list in place, after its own working area', () => {
    expect(lexicon.memory).toBeDefined();
    expect(lexicon.data.buffer).toBe(lexicon.memory!.buffer);
    expect(lexicon.data.byteOffset).toBe(GRAPH_OFFSET);
  });

  it.each([
    ['RETINAS', 2398],
    ['RETINA?', 11680],
    ['RETIN??', 39286],
    ['QI', -1],
    ['?', -1],
  ])('lists the mid-game board with %s as the reference does (plays in chunks of 4096)', (rack, count) => {
    const n = same(midBoard, rack, tournament);
    if (count >= 0) expect(n).toBe(count);
  });

  it('counts its search steps, the same for the same list, none for the reference', () => {
    compiled.generate(midBoard, 'RETIN??', tournament);
    const steps = compiled.searchSteps()!;
    expect(steps.left).toBeGreaterThan(0);
    expect(steps.right).toBeGreaterThan(0);
    compiled.generate(midBoard, 'RETINAS', tournament);
    const fewer = compiled.searchSteps()!;
    expect(fewer.left + fewer.right).toBeLessThan(steps.left + steps.right);
    compiled.generate(midBoard, 'RETIN??', tournament);
    expect(compiled.searchSteps()).toEqual(steps);
    reference.generate(midBoard, 'RETIN??', tournament);
    expect(reference.searchSteps()).toBeNull();
  });

  it('reads a run of board tiles before trying letters beside it: far fewer steps than starting beside the run', () => {
    // Starting at the empty squares beside each run, the search took 253,861 leftward and
    // 96,315 rightward calls for this list; from the runs' last tiles, 46,477 and 45,578.
    compiled.generate(midBoard, 'RETIN??', tournament);
    const { left, right } = compiled.searchSteps()!;
    expect(left).toBeLessThan(60_000);
    expect(left + right).toBeLessThan(120_000);
  });

  it('lists the empty board under every preset as the reference does (the down plays are the across plays turned)', () => {
    for (const preset of PRESETS) {
      for (const rack of ['AEINST?', 'EEBNNIL', 'QZ??', 'CAT']) {
        const list = compiled.generate(emptyBoard(), rack, preset.rules);
        const across = listed(list).filter((p) => /^\d/.test(p.split(' ')[1]!)).length;
        expect(across * 2).toBe(list.count);
        same(emptyBoard(), rack, preset.rules);
      }
    }
  });

  it('lists both directions in full on an empty board whose centre row and column differ', () => {
    const layouts = BOARD_LAYOUTS as Record<string, BoardLayout>;
    const standard = layouts.standard!;
    // A triple letter on the centre row only: across and down plays no longer mirror each other.
    const premiums = standard.premiums.map((row, r) => row.map((p, c) => (r === CENTER && c === CENTER + 2 ? 'TL' : p)));
    layouts.standard = { ...standard, premiums };
    try {
      const n = same(emptyBoard(), 'JAZZ??E', tournament);
      const list = compiled.generate(emptyBoard(), 'JAZZ??E', tournament);
      const scores = (dir: RegExp): number[] => listed(list).filter((p) => dir.test(p.split(' ')[1]!)).map((p) => Number(p.split(' ')[0]));
      expect(n).toBeGreaterThan(0);
      expect(scores(/^\d/)).not.toEqual(scores(/^[A-O]/));
    } finally {
      layouts.standard = standard;
    }
  });

  it('keeps two generators on one word list apart (they share its compiled search)', () => {
    const other = new MoveGenerator(lexicon);
    const empty = emptyBoard();
    const mid = listed(reference.generate(midBoard, 'RETINA?', tournament));
    const opening = listed(reference.generate(empty, 'RETINA?', tournament));
    for (let i = 0; i < 2; i++) {
      expect(listed(compiled.generate(midBoard, 'RETINA?', tournament))).toEqual(mid);
      expect(listed(other.generate(empty, 'RETINA?', tournament))).toEqual(opening);
    }
  });

  it('lists the empty board, and nothing for an empty rack', () => {
    expect(same(emptyBoard(), 'AEINST?', tournament)).toBeGreaterThan(0);
    expect(same(midBoard, '', tournament)).toBe(0);
  });

  it('works on a word graph built in the process (copied into a memory of its own)', () => {
    const g = buildGaddag(['AB', 'BA', 'ABA', 'BAA', 'AA']);
    const small = new WordGraph('small', g.data, g.root, 5);
    const a = new MoveGenerator(small);
    const b = new MoveGenerator(small, { compiled: false });
    const board = emptyBoard().map((row, r) => (r === 7 ? '.......AB......' : row));
    expect(listed(a.generate(board, 'AAB', tournament))).toEqual(listed(b.generate(board, 'AAB', tournament)));
    expect(a.generate(board, 'AAB', tournament).count).toBeGreaterThan(0);
  });

  it('searched start by start for a sink that takes plays in any order: every play once, or the best ones', () => {
    /** Takes every play (its floor never rises). */
    class Every extends PlayList implements BoundedSink {
      floor(): number {
        return -Infinity;
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), fc.array(fc.nat(), { minLength: 40, maxLength: 120 }), fc.integer({ min: 0, max: 2 }), (preset, picks, blanks) => {
        const { board, draw } = randomGame(reference, preset.rules, picks, 12);
        const rack = draw().slice(0, preset.rules.rackSize - blanks) + '?'.repeat(blanks);
        const every = new Every();
        compiled.bounded(board, rack, preset.rules, every, true);
        expect(listed(every).sort()).toEqual(listed(reference.generate(board, rack, preset.rules)).sort());
        const top = new TopPlays(5);
        compiled.bounded(board, rack, preset.rules, top, true);
        expect(top.plays().map((p) => [p.notation, p.score])).toEqual(reference.best(board, rack, preset.rules, 5).map((p) => [p.notation, p.score]));
      }),
      { numRuns: 40 },
    );
    // On an empty board the across plays are searched, and each is given turned too.
    for (const preset of PRESETS) {
      for (const rack of ['AEINST?', 'QZ??', 'CAT']) {
        const every = new Every();
        compiled.bounded(emptyBoard(), rack, preset.rules, every, true);
        expect(listed(every).sort()).toEqual(listed(reference.generate(emptyBoard(), rack, preset.rules)).sort());
      }
    }
  });

  it('on positions from random games of every preset, racks with 0-2 blanks', () => {
    let plays = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.array(fc.nat(), { minLength: 40, maxLength: 120 }),
        fc.integer({ min: 0, max: 2 }),
        (preset, picks, blanks) => {
          const { board, draw } = randomGame(reference, preset.rules, picks, 12);
          const rack = draw().slice(0, preset.rules.rackSize - blanks) + '?'.repeat(blanks);
          plays += same(board, rack, preset.rules);
        },
      ),
      { numRuns: 40 },
    );
    expect(plays).toBeGreaterThan(10_000);
  });
});
