/**
 * The endgame search against exhaustive minimax on small endgames: a small word list,
 * a few words on the board and racks of one to three tiles, so brute force stays quick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bruteForceEndgame, solveEndgame, type EndgamePosition } from '../src/ai/endgame.js';
import { emptyBoard, withTiles } from '../src/engine/board.js';
import { findPreset, type Rules } from '../src/engine/rules.js';
import { buildGaddag } from '../src/lexicon/gaddag-build.js';
import { WordGraph } from '../src/lexicon/word-graph.js';

const WORDS = [
  'AA', 'AB', 'AD', 'AE', 'AG', 'AH', 'AI', 'AL', 'AM', 'AN', 'AR', 'AS', 'AT', 'AW', 'AX', 'AY', 'BA', 'BE', 'BI', 'BO',
  'DA', 'DE', 'DO', 'ED', 'EH', 'EL', 'EM', 'EN', 'ER', 'ES', 'EX', 'FA', 'GO', 'HA', 'HE', 'HI', 'HO', 'ID', 'IN', 'IS',
  'IT', 'JO', 'LA', 'LI', 'LO', 'MA', 'ME', 'MI', 'MO', 'NA', 'NE', 'NO', 'OD', 'OE', 'OF', 'OH', 'OI', 'OM', 'ON', 'OR',
  'OS', 'OW', 'OX', 'OY', 'PA', 'PE', 'PI', 'QI', 'RE', 'SH', 'SI', 'SO', 'TA', 'TI', 'TO', 'UH', 'UM', 'UN', 'UP', 'US',
  'UT', 'WE', 'WO', 'XI', 'XU', 'YA', 'YE', 'YO', 'ZA', 'CAT', 'CATS', 'DOG', 'DOGS', 'QUIZ', 'ZOO', 'ZOOS', 'OXEN',
  'RATE', 'RATES', 'TEAR', 'TEARS', 'STARE', 'HEAT', 'HATE', 'HATES', 'MEAT', 'TEAM', 'MATE', 'JOT', 'JOTS', 'AXE',
];
const graph = buildGaddag(WORDS);
const LEXICON = new WordGraph('small', graph.data, graph.root, WORDS.length);

function board(): string[] {
  let b = emptyBoard();
  const across = (row: number, col: number, word: string) => {
    b = withTiles(b, [...word].map((ch, i) => ({ row, col: col + i, ch })));
  };
  across(7, 5, 'QUIZ');
  across(9, 3, 'HEAT');
  b = withTiles(b, [{ row: 8, col: 6, ch: 'A' }]);
  return [...b];
}

const TILES = 'AEIOSTRDHMXJ';
const rack = fc.array(fc.constantFrom(...TILES), { minLength: 1, maxLength: 3 }).map((a) => a.join(''));

const rulesOf = (id: string): Rules => findPreset(id)!.rules;

describe('endgame search', () => {
  it.each(['tournament', 'duel', 'match'])('finds the exact minimax value on small endgames (%s)', (preset) => {
    const rules = rulesOf(preset);
    fc.assert(
      fc.property(rack, rack, fc.integer({ min: 0, max: 3 }), (mine, theirs, scoreless) => {
        const pos: EndgamePosition = { board: board(), rules, racks: [mine, theirs], spread: 0, scorelessTurns: scoreless };
        const solved = solveEndgame(pos, LEXICON, { maxNodes: 1e7, timeMs: 60_000 });
        expect(solved.exact).toBe(true);
        expect(solved.value).toBe(bruteForceEndgame(pos, LEXICON));
      }),
      { numRuns: 25, seed: 7 },
    );
  });

  it('goes out in one when it can and that is best', () => {
    const pos: EndgamePosition = { board: board(), rules: rulesOf('tournament'), racks: ['XI', 'JRTDM'], spread: 0, scorelessTurns: 0 };
    const solved = solveEndgame(pos, LEXICON);
    expect(solved.exact).toBe(true);
    expect(solved.best?.kind).toBe('place');
    expect(solved.best?.leave).toBe('');
  });

  it('stops at its node budget with the deepest answer it finished, flagged as not exact', () => {
    const pos: EndgamePosition = { board: board(), rules: rulesOf('tournament'), racks: ['AEIOST', 'AEIOST'], spread: 0, scorelessTurns: 0 };
    const full = solveEndgame(pos, LEXICON, { maxNodes: 1e7, timeMs: 60_000 });
    const cut = solveEndgame(pos, LEXICON, { maxNodes: Math.floor(full.nodes / 3) });
    expect(full.exact).toBe(true);
    expect(cut.exact).toBe(false);
    expect(cut.best).not.toBeNull();
    expect(cut.depth).toBeGreaterThanOrEqual(1);
    expect(cut.depth).toBeLessThan(full.depth);
    // With too small a budget nothing finishes: no answer, and the player falls back to static equity.
    expect(solveEndgame(pos, LEXICON, { maxNodes: 0 }).best).toBeNull();
  });
});
