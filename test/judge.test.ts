/**
 * The word judge: what it reads of the words typed, who it answers where, and its verdict,
 * which is the one a challenge of the same words would rule (the same word list, the same
 * upper-casing of blanks).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { words } from '../src/bot/words/index.js';
import { explain } from '../src/bot/messages.js';
import { lexiconDisplayName } from '../src/engine/lexicon-names.js';
import { isAcceptable, JUDGE_LIMITS, readJudgeWords } from '../src/games/judge.js';
import { mayJudgeWords } from '../src/games/policy.js';
import { DEFAULT_CACHE_DIR, lexiconSourcesFromEnv, loadLexicon } from '../src/lexicon/index.js';
import { play, rulesOf, scenario } from './support/engine.js';

describe('reading the words typed', () => {
  it.each([
    ['qi', ['QI']],
    ['  CAT,dogz ', ['CAT', 'DOGZ']],
    ['cat , dog,,  za', ['CAT', 'DOG', 'ZA']],
    ['a b c d e f g h', ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']],
    ['ABCDEFGHIJKLMNO', ['ABCDEFGHIJKLMNO']],
  ])('%j reads as %j', (typed, read) => {
    expect(readJudgeWords(typed)).toEqual({ ok: true, value: read });
  });

  it.each([
    ['', 'Give me one or more words to judge, separated by spaces or commas, like `QI ZA`.'],
    [' , ,', 'Give me one or more words to judge, separated by spaces or commas, like `QI ZA`.'],
    ['CAT D0G', '`D0G` is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.'],
    ['c?t', '`c?t` is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.'],
    ['ÉTÉ', '`ÉTÉ` is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.'],
    ['QI; ZA', '`QI;` is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.'],
    ['a b c d e f g h i', `I judge at most ${JUDGE_LIMITS.words} words at a time, the most one play can form.`],
    ['QI ABCDEFGHIJKLMNOP', '`ABCDEFGHIJKLMNOP` is longer than 15 letters, the most a row of the board holds.'],
  ])('%j is refused: %s', (typed, sentence) => {
    const read = readJudgeWords(typed);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(explain(read.error)).toBe(sentence);
  });
});

describe('who the judge answers', () => {
  const game = { ...scenario(rulesOf('tournament'), { players: 3 }) };
  it.each([
    ['a channel without a game', null, 'p0', true],
    ['a player of the running game', game, 'p1', false],
    ['a spectator of the running game', game, 'someone', true],
    ['a player who resigned from it', { ...game, resigned: [false, true, false] }, 'p1', false],
    ['a player between the games of a match', { ...game, status: 'between-games' as const }, 'p0', false],
    ['a player once the game is over', { ...game, status: 'over' as const }, 'p0', true],
  ])('%s: %s', (_, g, user, may) => {
    expect(mayJudgeWords(g, user)).toBe(may);
  });
});

/** Every dictionary built in, with words it holds and words it does not. Installed ones are the host's. */
const BUILT_IN: Record<string, { good: string[]; phony: string[] }> = {
  sowpods: { good: ['QI', 'ZA', 'CAT', 'QUIXOTRY', 'OXYPHENBUTAZONE'], phony: ['QZ', 'DOGZ', 'CATX', 'XYZZY'] },
};

describe.each(Object.keys(lexiconSourcesFromEnv({ LANGUAGES: 'en' })))('the verdict in the built-in %s', (name) => {
  const lexicon = loadLexicon(name, { cacheDir: DEFAULT_CACHE_DIR, sources: lexiconSourcesFromEnv({}) });
  const cases = BUILT_IN[name];
  const shown = lexiconDisplayName(name);

  it('has words to test it with', () => {
    expect(cases).toBeDefined();
  });

  it.each(cases?.good ?? [])('%s alone is acceptable, in any case', (word) => {
    expect(isAcceptable([word], lexicon)).toBe(true);
    expect(isAcceptable([word.toLowerCase()], lexicon)).toBe(true);
    expect(words.judge.verdict([word], true, shown)).toBe(`**${word}** is acceptable in ${shown}.`);
  });

  it.each(cases?.phony ?? [])('%s alone is not acceptable', (word) => {
    expect(isAcceptable([word], lexicon)).toBe(false);
    expect(words.judge.verdict([word], false, shown)).toBe(`**${word}** is not acceptable in ${shown}.`);
  });

  it('several words: acceptable only when every one is, and the verdict never says which failed', () => {
    const good = cases!.good.slice(0, 3);
    expect(isAcceptable(good, lexicon)).toBe(true);
    for (const phony of cases!.phony) {
      const mixed = [good[0]!, phony, good[1]!];
      expect(isAcceptable(mixed, lexicon)).toBe(false);
      const verdict = words.judge.verdict(mixed, false, shown);
      expect(verdict).toBe(`The play **${mixed.join(', ')}** is not acceptable in ${shown}.`);
    }
  });
});

describe('the judge rules as a challenge does', () => {
  const lexicon = loadLexicon('sowpods', { cacheDir: DEFAULT_CACHE_DIR, sources: lexiconSourcesFromEnv({}) });
  const short = [...lexicon.words()].filter((w) => w.length >= 2 && w.length <= 7).sort();
  const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  // Real words, words one letter off (some good, most not), and strings of letters; lower case is a blank.
  const typed = fc.oneof(
    fc.constantFrom(...short),
    fc.tuple(fc.constantFrom(...short), fc.nat(), letter).map(([w, i, c]) => w.slice(0, i % w.length) + c + w.slice((i % w.length) + 1)),
    fc.array(letter, { minLength: 2, maxLength: 7 }).map((cs) => cs.join('')),
  ).chain((w) => fc.array(fc.boolean(), { minLength: w.length, maxLength: w.length })
    .map((blanks) => [...w].map((c, i) => (blanks[i] ? c.toLowerCase() : c)).join('')));

  it('a word played at the centre comes off when challenged exactly when the judge finds it not acceptable', () => {
    fc.assert(fc.property(typed, (word) => {
      const rack = [...word].map((c) => (c === c.toLowerCase() ? '?' : c)).join('');
      const notation = [...word].map((c) => (c === c.toLowerCase() ? `?${c.toUpperCase()}` : c)).join('');
      const start = scenario(rulesOf('tournament'), { racks: [rack, 'EEIORTN'] });
      const ctx = { lexicon };
      const after = play(play(start, [{ type: 'place', player: 0, move: `8H ${notation}` }], ctx), [{ type: 'challenge', player: 1 }], ctx);
      const withdrawn = after.history.at(-1)!.type === 'withdrawn';
      expect(isAcceptable([word], lexicon)).toBe(!withdrawn);
    }), { numRuns: 300 });
  });

  it('a play of several words comes off exactly when the judge finds the words together not acceptable', () => {
    // CAT across from H8; a play across row 9 under it forms its own word and one down each column.
    const board = Array.from({ length: 15 }, (_, i) => (i === 7 ? '.......CAT.....' : '...............'));
    const cases = [['9I EA', ['EA', 'AE', 'TA'], true], ['9J ES', ['ES', 'TE'], true], ['9H OX', ['OX', 'CO', 'AX'], false], ['9I EX', ['EX', 'AE', 'TX'], false]] as const;
    for (const [move, formed, good] of cases) {
      const start = { ...scenario(rulesOf('tournament'), { racks: ['OXEASIR', 'EEIORTN'] }), board, moveNumber: 1 };
      const placed = play(start, [{ type: 'place', player: 0, move }], { lexicon });
      expect([...placed.pending!.words].sort(), move).toEqual([...formed].sort());
      const after = play(placed, [{ type: 'challenge', player: 1 }], { lexicon });
      expect(after.history.at(-1)!.type === 'withdrawn', move).toBe(!good);
      expect(isAcceptable(formed, lexicon), move).toBe(good);
    }
  });
});
