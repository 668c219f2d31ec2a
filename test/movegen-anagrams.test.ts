/**
 * The anagram index (best plays' bingo lookups and openings): every word made of a
 * multiset's letters and up to two blanks is found, against a scan of the whole list, on
 * random lists; a multiset with more words than one slot of the table holds among them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGaddag } from '../src/lexicon/gaddag-build.js';
import { WordGraph } from '../src/lexicon/word-graph.js';
import { AnagramIndex, LETTER_HASH } from '../src/movegen/anagrams.js';

/** Latin letters are symbols 1 (A) to 26 (Z). */
const symbol = (c: string): number => c.charCodeAt(0) - 64;
const hashOf = (letters: string): number => [...letters].reduce((h, c) => (h + LETTER_HASH[symbol(c)]!) | 0, 0);
const sorted = (word: string): string => [...word].sort().join('');

function permutations(word: string): string[] {
  if (word.length <= 1) return [word];
  return [...word].flatMap((c, i) => permutations(word.slice(0, i) + word.slice(i + 1)).map((rest) => c + rest));
}

/** The words the index gives for `letters` and `blanks` more letters of any kind. */
function lookUp(index: AnagramIndex, letters: string, blanks: number): string[] {
  const out: number[] = [];
  index.collect(hashOf(letters), blanks, out);
  return out.map((w) => String.fromCharCode(...[...index.letters.subarray(w + 1, w + 1 + index.letters[w]!)].map((s) => s + 64)));
}

/** Whether `word` is `letters` and `blanks` more letters. */
function makes(word: string, letters: string, blanks: number): boolean {
  if (word.length !== letters.length + blanks) return false;
  const left = [...word];
  for (const c of letters) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function indexOf(words: string[]): AnagramIndex {
  const g = buildGaddag(words);
  return new AnagramIndex(new WordGraph('sample', g.data, g.root, words.length));
}

const word = fc.array(fc.constantFrom(...'ABCDEFGHS'), { minLength: 2, maxLength: 9 }).map((cs) => cs.join(''));

describe('anagram index', () => {
  it('finds every word of a multiset with up to two blanks, as a scan of the list does', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 150 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 2 }), word), { minLength: 1, maxLength: 20 }), (listed, queries) => {
        // 120 anagrams of one multiset: more than a slot of the table holds.
        const words = [...new Set([...listed, ...permutations('ABCDE')])];
        const index = indexOf(words);
        expect(index.count).toBe(words.length);
        for (const [pick, blanks, other] of queries) {
          // Letters of a listed word less `blanks` of them, or letters of no word at all.
          const base = pick % 3 === 0 ? other : sorted(words[pick % words.length]!).slice(blanks);
          const found = lookUp(index, base, blanks);
          expect(new Set(found).size).toBe(found.length);
          expect(found.filter((w) => makes(w, base, blanks)).sort()).toEqual(words.filter((w) => makes(w, base, blanks)).sort());
          // A multiset that is a word is never ruled out.
          if (words.some((w) => makes(w, base, 0))) expect(index.mayHave(hashOf(base))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives all 120 anagrams of ABCDE, from the letters or with one or two blanks', () => {
    const index = indexOf([...permutations('ABCDE'), 'ABCDF', 'AB']);
    expect(lookUp(index, 'EDCBA', 0).sort()).toEqual(permutations('ABCDE').sort());
    expect(lookUp(index, 'ABCD', 1).filter((w) => makes(w, 'ABCD', 1)).sort()).toEqual([...permutations('ABCDE'), 'ABCDF'].sort());
    expect(lookUp(index, 'ACE', 2).filter((w) => makes(w, 'ACE', 2)).length).toBe(120);
    expect(index.mayHave(hashOf('ABCDE'))).toBe(true);
    expect(index.mayHave(hashOf('ABCDG'))).toBe(false);
    expect(lookUp(index, 'ABCDG', 0)).toEqual([]);
  });
});
