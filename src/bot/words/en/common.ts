/** English words that many sentences share: lists, quotes of what a player typed, tiles and blanks. */
import { codeSpan, QUOTE_CHARS } from '../text.js';

/** `A`, `A and B`, `A, B and C`. */
export const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** What a player typed, quoted in a sentence (a code span, so mentions and markdown show as text); `(nothing)` when nothing shows. */
export const quote = (input: string, max = QUOTE_CHARS): string => codeSpan(input, max) ?? '(nothing)';

const COUNTS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'];

/** Tiles named once each with their number, `?` as a blank: `J, H and two Es`, `a blank`. */
export function tileNames(tiles: string): string {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => {
    if (n === 1) return t === '?' ? 'a blank' : t;
    return `${COUNTS[n] ?? n} ${t === '?' ? 'blank' : t}s`;
  }));
}

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * "u is a blank", "both o's are blanks", "u and a are blanks"; null when none is.
 */
export function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c !== c.toUpperCase());
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `${blanks[0]} is a blank`;
  if (letters.length === 1) return `both ${letters[0]}'s are blanks`;
  return `${list(letters)} are blanks`;
}
