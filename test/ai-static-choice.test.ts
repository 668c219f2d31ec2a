/**
 * Strong's static choice (and the top hints) through the bounded best-play search makes
 * the same choices as from the full list of plays: the same candidates in the same order,
 * ties included, on thousands of positions from random games of every preset, with and
 * without blanks, bags full and empty, and the turns where a scoreless move ends the game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describe as describeCandidate, type TurnContext } from '../src/ai/equity.js';
import { topCandidates, topCandidatesFromList } from '../src/ai/static-choice.js';
import { LeaveTable, loadLeaveTable } from '../src/ai/leaves.js';
import { emptyBoard } from '../src/engine/board.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { moveGenerator } from '../src/movegen/index.js';
import { randomGame } from './support/random-game.js';

const lexicon = loadLexicon('sowpods');
const gen = moveGenerator(lexicon);

function context(rules: Rules, board: TurnContext['board'], rack: string, bag: string, unseen: string, options: Partial<TurnContext> = {}): TurnContext {
  return {
    board,
    rack,
    rules,
    bagCount: bag.length,
    unseen,
    table: loadLeaveTable(rules.tileSet),
    leaveWeight: 1,
    scorelessEnds: false,
    exchangeEnds: false,
    ...options,
  };
}

/** Both ways, n = 1 and n = 5: the same candidates, equities, scores and leaves, in the same order. */
function same(tc: TurnContext): number {
  let compared = 0;
  for (const n of [1, 5]) {
    const expected = topCandidatesFromList(tc, lexicon, n);
    const got = topCandidates(tc, lexicon, n);
    expect(got.map(describeCandidate)).toEqual(expected.map(describeCandidate));
    expect(got).toEqual(expected);
    compared += expected.length;
  }
  return compared;
}

describe("Strong's static choice without the full list", () => {
  it('chooses as the full list does on thousands of positions from random games of every preset', () => {
    let positions = 0;
    let placements = 0;
    let emptyBag = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        fc.integer({ min: 0, max: 14 }),
        (preset, picks, turns) => {
          const rules = preset.rules;
          const { board, draw } = randomGame(gen, rules, picks, turns, 150);
          // Twenty turns on the board: racks from what is left, a bag of any size (empty too).
          let rest = '';
          for (let r = draw(); r.length > 0; r = draw()) rest += r;
          for (let k = 0; k < 20; k++) {
            const at = (picks.pop() ?? 0) % Math.max(1, rest.length);
            const pool = rest.slice(at) + rest.slice(0, at);
            const size = k % 7 === 6 ? 1 + ((picks.pop() ?? 0) % rules.rackSize) : rules.rackSize;
            const rack = pool.slice(0, size);
            const unseen = pool.slice(size);
            const bag = k % 5 === 4 ? '' : unseen.slice(0, (picks.pop() ?? 0) % (unseen.length + 1));
            const options: Partial<TurnContext> = k % 9 === 8 ? { scorelessEnds: true } : k % 11 === 10 ? { exchangeEnds: true } : {};
            const tc = context(rules, board, rack, bag, unseen, options);
            same(tc);
            positions++;
            if (bag.length === 0) emptyBag++;
            if (gen.anyPlacement(board, rack, rules)) placements++;
          }
        },
      ),
      { numRuns: 120 },
    );
    expect(positions).toBeGreaterThanOrEqual(2000);
    expect(placements).toBeGreaterThan(positions * 0.8);
    expect(emptyBag).toBeGreaterThan(300);
  }, 300_000);

  it('with a leave counted for less, a table of zeros, racks with two blanks, and an empty board', () => {
    const rules = PRESETS[0]!.rules;
    const mid = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15'.split('/').map((r) => r.replace(/\d+/g, (n) => '.'.repeat(Number(n))));
    for (const rack of ['RETINAS', 'RETINA?', 'RETIN??', 'QZXJKVW', 'EEEEIIU', 'A']) {
      for (const board of [mid, emptyBoard()]) {
        same(context(rules, board, rack, 'AEIOU'.repeat(8), 'AEIOU'.repeat(8)));
        same(context(rules, board, rack, 'AEIOU'.repeat(8), 'AEIOU'.repeat(8), { leaveWeight: 0.3 }));
        same(context(rules, board, rack, 'AEIOU'.repeat(8), 'AEIOU'.repeat(8), { table: LeaveTable.zero(rules.tileSet) }));
        same(context(rules, board, rack, '', 'QZ'));
      }
    }
  });

  it('a rack with no placement: the scoreless turns, as before', () => {
    const rules = PRESETS[0]!.rules;
    const board = emptyBoard();
    const tc = context(rules, board, 'QQQVVWW', 'AEIOU'.repeat(8), 'AEIOU'.repeat(8));
    expect(gen.anyPlacement(board, tc.rack, rules)).toBe(false);
    same(tc);
    expect(topCandidates(tc, lexicon, 1)[0]!.kind).not.toBe('place');
  });
});
