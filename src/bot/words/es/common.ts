/** Spanish words that many sentences share: lists, quotes of what a player typed, tiles and blanks. */
import { codeSpan, QUOTE_CHARS } from '../text.js';
import { countWord } from './plural.js';

/** "y" becomes "e" before a word that starts with the sound i (`Ana e Inés`, not before `hielo`). */
const AND_E = /^[*_`~\\]*h?[ií](?![aeiouáéíóú])/i;

/** `A`, `A y B`, `A, B y C`. */
export const list = (xs: readonly string[]): string => {
  if (xs.length <= 1) return xs[0] ?? '';
  const last = xs[xs.length - 1]!;
  return `${xs.slice(0, -1).join(', ')} ${AND_E.test(last) ? 'e' : 'y'} ${last}`;
};

/** What a player typed, quoted in a sentence (a code span, so mentions and markdown show as text); `(nada)` when nothing shows. */
export const quote = (input: string, max = QUOTE_CHARS): string => codeSpan(input, max) ?? '(nada)';

/** Tiles named once each with their number, `?` as a blank: `una J, una H y dos E`, `un comodín`. */
export function tileNames(tiles: string): string {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => {
    // Letters are feminine in Spanish (la E, dos E); a blank is masculine (un comodín, dos comodines).
    if (t === '?') return n === 1 ? 'un comodín' : `${countWord(n, 'm')} comodines`;
    return `${countWord(n, 'f')} ${t}`;
  }));
}

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * "la u es un comodín", "las dos o son comodines", "la u y la a son comodines"; null when none is.
 */
export function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c !== c.toUpperCase());
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `la ${blanks[0]} es un comodín`;
  if (letters.length === 1) return `las ${countWord(blanks.length, 'f')} ${letters[0]} son comodines`;
  return `${list(letters.map((l) => `la ${l}`))} son comodines`;
}
