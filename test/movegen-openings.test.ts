/**
 * Best plays on an empty board by anagram (src/movegen/openings.ts): the rack's
 * sub-multisets looked up instead of a search. They must be exactly the head of the full
 * list, ties in notation order, under every preset's board and tile set.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../src/engine/board.js';
import { PRESETS } from '../src/engine/rules.js';
import { fullBag, TILE_SETS } from '../src/engine/tiles.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { MoveGenerator } from '../src/movegen/index.js';

const lexicon = loadLexicon('sowpods');
const gen = new MoveGenerator(lexicon);

function head(rack: string, rules: (typeof PRESETS)[number]['rules'], n: number): string[] {
  return gen.allPlays(emptyBoard(), rack, rules).slice(0, n).map((p) => `${p.notation} ${p.score}`);
}

describe('best plays on an empty board by anagram', () => {
  it.each(['EEBNNIL', 'AEINST?', 'QUIZZES', 'RETIN??', 'AAAAAAA', 'BCDFGHK', 'ZZ?Q?XJ', 'EEEIIOU'])('are the head of the full list, rack %s', (rack) => {
    const rules = PRESETS[0]!.rules;
    expect(gen.best(emptyBoard(), rack, rules, 8).map((p) => `${p.notation} ${p.score}`)).toEqual(head(rack, rules, 8));
  });

  it('the best of fewer tiles than a whole rack: words of some of its tiles through the centre, both ways', () => {
    // No bingo: five-tile words on the double letter score, across and down.
    const plays = gen.best(emptyBoard(), 'EEBNNIL', PRESETS[0]!.rules, 7);
    expect(plays.map((p) => `${p.notation} ${p.score}`)).toEqual(['8D BELIE 20', '8D BENNE 20', '8D BENNI 20', 'H4 BELIE 20', 'H4 BENNE 20', 'H4 BENNI 20', '8D LEBEN 16']);
  });

  it('on random racks from every preset\'s bag, with 0-2 blanks', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 1, max: 6 }), (preset, picks, n) => {
        const rules = preset.rules;
        const bag = [...fullBag(TILE_SETS[rules.tileSet])];
        let rack = '';
        for (let i = 0; i < rules.rackSize; i++) rack += bag.splice(picks[i]! % bag.length, 1)[0]!;
        const expected = head(rack, rules, n);
        expect(gen.best(emptyBoard(), rack, rules, n).map((p) => `${p.notation} ${p.score}`)).toEqual(expected);
        compared += expected.length;
      }),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(300);
  });
});
