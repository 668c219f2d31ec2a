/** German words that many sentences share: lists, quotes of what a player typed, counts with their plural, tiles and blanks. */
import { codeSpan, QUOTE_CHARS } from '../text.js';

/** `A`, `A und B`, `A, B und C`. */
export const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} und ${xs[xs.length - 1]}`;

/** What a player typed, quoted in a sentence (a code span, so mentions and markdown show as text); `(nichts)` when nothing shows. */
export const quote = (input: string, max = QUOTE_CHARS): string => codeSpan(input, max) ?? '(nichts)';

/** The singular or the plural of a noun for a count: German uses the singular for exactly one, the plural for 0, 2, 5, 21… */
export const form = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** A count with its noun: `1 Spielstein`, `0 Spielsteine`, `21 Spielsteine`. */
export const plural = (n: number, one: string, many: string): string => `${n} ${form(n, one, many)}`;

/** The nouns the sentences count, singular and plural. */
export const tilesCount = (n: number) => plural(n, 'Spielstein', 'Spielsteine');
/** Where room is short (the image, a field): `1 Stein`, `7 Steine`. */
export const stonesCount = (n: number) => plural(n, 'Stein', 'Steine');
export const pointsCount = (n: number) => plural(n, 'Punkt', 'Punkte');
export const gamesCount = (n: number) => plural(n, 'Partie', 'Partien');
export const minutesCount = (n: number) => plural(n, 'Minute', 'Minuten');
export const playersCount = (n: number) => plural(n, 'Person', 'Personen');

/** A number with one decimal, as German writes it (`12,5`, `−3,0`): a true minus sign, a decimal comma. */
export const decimal = (x: number): string =>
  `${x < 0 ? '−' : ''}${Math.abs(x).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`;

/** Numbers up to twelve as words, where a sentence counts a few things (`zwei Joker`). */
const COUNTS = ['kein', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
export const counted = (n: number): string => COUNTS[n] ?? String(n);

/** Tiles named once each with their number, `?` as a blank: `J, H und zwei E`, `ein Joker`, `zwei Joker`. */
export function tileNames(tiles: string): string {
  const counts = new Map<string, number>();
  for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => {
    if (n === 1) return t === '?' ? 'ein Joker' : t;
    return `${counted(n)} ${t === '?' ? 'Joker' : t}`;
  }));
}

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * "u ist ein Joker", "beide o sind Joker", "u und a sind Joker"; null when none is.
 */
export function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c !== c.toUpperCase());
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `${blanks[0]} ist ein Joker`;
  if (letters.length === 1) return `${blanks.length === 2 ? 'beide' : 'alle'} ${letters[0]} sind Joker`;
  return `${list(letters)} sind Joker`;
}

/** Discord's German names of the permissions the bot asks for (the bot names them in English, joined by ` and `). */
const PERMISSIONS: Record<string, string> = {
  'View Channel': 'Kanal ansehen',
  'Send Messages': 'Nachrichten senden',
  'Embed Links': 'Links einbetten',
  'Attach Files': 'Dateien anhängen',
  'Send Messages in Threads': 'Nachrichten in Threads senden',
  'Create Public Threads': 'Öffentliche Threads erstellen',
};

/** The permissions missing, as German Discord names them, each in quotes, and how many there are. */
export function permissions(detail: string | undefined): { names: string; count: number } {
  const each = (detail ?? '').split(' and ').filter((p) => p !== '');
  return { names: list(each.map((p) => `„${PERMISSIONS[p] ?? p}“`)), count: each.length };
}
