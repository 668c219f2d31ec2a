/**
 * French words that many sentences share: lists, quotes of what a player typed, tiles and
 * blanks, and the grammar English does without (plurals that count 0 and 1 as one, elision
 * before a vowel, French number formats).
 */
import { codeSpan, QUOTE_CHARS } from '../text.js';

/** `A`, `A et B`, `A, B et C`. */
export const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}`;

/** `A`, `A ou B`, `A, B ou C`. */
export const either = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ou ${xs[xs.length - 1]}`;

/** What a player typed, quoted in a sentence (a code span, so mentions and markdown show as text); `(rien)` when nothing shows. */
export const quote = (input: string, max = QUOTE_CHARS): string => codeSpan(input, max) ?? '(rien)';

/** French counts 0 and 1 (and 1,5) in the singular, 2 and up in the plural. */
export const isSingular = (n: number): boolean => Math.abs(n) < 2;

/** The word for `n` of a thing: `pluralOf(1, 'jeton')` is `jeton`, `pluralOf(2, 'jeton')` is `jetons`. */
export const pluralOf = (n: number, one: string, many = `${one}s`): string => (isSingular(n) ? one : many);

/** `n` and its word: `0 point`, `1 point`, `2 points`, `21 points`. */
export const counted = (n: number, one: string, many = `${one}s`): string => `${figure(n)} ${pluralOf(n, one, many)}`;

/** An agreement that follows a count: `est`/`sont`, `a`/`ont`. */
export const verb = (n: number, one: string, many: string): string => (isSingular(n) ? one : many);

/** A number as French writes it: `12 345` (a narrow no-break space between thousands), `2,5`. */
export const figure = (n: number): string => n.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** A number with one decimal, as French writes it: `12,5`, `−3,0` (a true minus sign). */
export const decimal = (x: number): string =>
  `${x < 0 && Math.abs(x) >= 0.05 ? '−' : ''}${Math.abs(x).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;

/** A decimal with its sign always shown: `+1,5`, `−2,0`. */
export const signed = (x: number): string => (x < 0 && Math.abs(x) >= 0.05 ? decimal(x) : `+${decimal(x)}`);

/** The first letter a reader sees in a name written in markdown or as a mention. */
const firstLetter = (shown: string): string => shown.replace(/^[\\*_~|`>]+/, '').charAt(0);

/** Whether French elides before this word (`d'Alice`, `de Bob`): a vowel, with or without accent. An h is left alone. */
export const startsWithVowel = (shown: string): boolean => /^[aeiouyàâäéèêëîïôöùûüÿæœ]/i.test(firstLetter(shown));

/** `de Bob`, `d'Alice`, `d'**Ève**`. */
export const of = (shown: string): string => (startsWithVowel(shown) ? `d'${shown}` : `de ${shown}`);

/** `que Bob`, `qu'Alice`. */
export const that = (shown: string): string => (startsWithVowel(shown) ? `qu'${shown}` : `que ${shown}`);

/** A sentence's first letter in capitals. */
export const capital = (s: string): string => (s === '' ? s : `${s[0]!.toUpperCase()}${s.slice(1)}`);

const COUNTS = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze'];

/** A small count in words (`deux`), larger ones in figures. */
export const inWords = (n: number): string => (n > 0 ? COUNTS[n] ?? figure(n) : figure(n));

/** Tiles named once each with their number, `?` as a blank: `J, H et deux E`, `un joker`, `deux jokers`. Letters take no plural mark in French. */
export function tileNames(tiles: string): string {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => {
    if (n === 1) return t === '?' ? 'un joker' : t;
    return `${inWords(n)} ${t === '?' ? 'jokers' : t}`;
  }));
}

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * « u est un joker », « les deux o sont des jokers », « u et a sont des jokers »; null when none is.
 */
export function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c !== c.toUpperCase());
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `${blanks[0]} est un joker`;
  if (letters.length === 1) return `les ${inWords(blanks.length)} ${letters[0]} sont des jokers`;
  return `${list(letters)} sont des jokers`;
}

/** The computer's levels by the names French players read (the levels are named in English in src/ai/levels.ts). */
const LEVELS: Record<string, string> = { Beginner: 'Débutant', Casual: 'Détente', Club: 'Club', Strong: 'Fort' };

/** A computer level's name in French; a name not known here is shown as given. */
export const levelName = (level: string): string => LEVELS[level] ?? level;
