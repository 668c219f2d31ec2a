/**
 * The word judge, as clubs run it: a player names one or more words and hears whether
 * the play as a whole is acceptable, never which word failed. It asks the word list the
 * question a challenge asks (the engine's `invalidWords`, on the words upper-cased as the
 * board's words are, blanks included), so its answer is the one a challenge would rule.
 */
import { ALPHABETS, invalidWords, isLetter, toTiles, type Alphabet, type Lexicon } from '../engine/index.js';
import { done, fail, type Outcome } from './problems.js';

export const JUDGE_LIMITS = {
  /** The most words one play forms: the main word and a cross-word for each of seven tiles. */
  words: 8,
  /** The longest word a 15 by 15 board holds. */
  letters: 15,
} as const;

/** The longest input the option takes: the most words, each of the most letters, a comma and a space between. */
export const JUDGE_INPUT_MAX = JUDGE_LIMITS.words * (JUDGE_LIMITS.letters + 2);

/**
 * The words typed (spaces or commas between them) as tiles of the list's letters, upper
 * case (`chico` is CH-I-C-O in Spanish, `été` is ETE in French); or the problem naming what
 * cannot be judged.
 */
export function readJudgeWords(text: string, alphabet: Alphabet = ALPHABETS.latin): Outcome<string[]> {
  const typed = text.split(/[\s,]+/).filter((w) => w !== '');
  if (typed.length === 0) return fail({ code: 'judge-no-words' });
  const tiles = typed.map((w) => toTiles(alphabet, w.toUpperCase()));
  const notLetters = tiles.findIndex((w) => ![...w].every((c) => isLetter(alphabet, c)));
  if (notLetters >= 0) return fail({ code: 'judge-not-letters', detail: typed[notLetters]! });
  if (typed.length > JUDGE_LIMITS.words) return fail({ code: 'judge-too-many-words', limit: JUDGE_LIMITS.words });
  const long = tiles.findIndex((w) => w.length > JUDGE_LIMITS.letters);
  if (long >= 0) return fail({ code: 'judge-word-too-long', detail: typed[long]!, limit: JUDGE_LIMITS.letters });
  return done(tiles);
}

/** Whether every word is in the list: the play is acceptable. */
export const isAcceptable = (words: readonly string[], lexicon: Lexicon): boolean =>
  invalidWords(words.map((word) => ({ word: word.toUpperCase() })), lexicon).length === 0;
