/**
 * Text handling that is the same in every language: whole characters, cutting to Discord's
 * lengths, and what a player typed made visible. No sentence lives here.
 */

/** How many characters of what a player typed a sentence quotes before cutting it with `…`. */
export const QUOTE_CHARS = 40;

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Whole characters (grapheme clusters): an emoji with its modifiers is one, a letter with its accents is one. */
export function* graphemes(s: string): Generator<string> {
  for (const { segment } of graphemeSegmenter.segment(s)) yield segment;
}

/**
 * `s` in at most `max` UTF-16 units (the unit Discord's limits count in), cut between
 * whole characters and ended with `…` when cut. A single character longer than the
 * room left (a letter under hundreds of accents) is cut between code points instead,
 * so the result never holds half a surrogate pair.
 */
export function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  if (max < 1) return '';
  let out = '';
  for (const g of graphemes(s)) {
    if (out.length + g.length <= max - 1) {
      out += g;
      continue;
    }
    if (out === '') for (const cp of g) if (out.length + cp.length <= max - 1) out += cp; else break;
    break;
  }
  return `${out}…`;
}

/** Characters that show nothing: controls, format characters (zero-width spaces, joiners, marks), fillers, variation selectors alone, lone surrogates. */
const INVISIBLE = /^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u034F\u115F\u1160\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]+$/u;
/** A character shown in place of each one that shows nothing, so a quote is never empty-looking. */
const SHOWN_FOR_INVISIBLE = '\uFFFD';
/** A grapheme longer than this in UTF-16 units is a stack of marks, not a letter or an emoji: keep its base. */
const LONGEST_CHARACTER = 24;

/**
 * What a player typed, as they can read it back: white space collapsed, each invisible
 * character shown as �, at most `max` characters (and `4 × max` UTF-16 units) and then `…`.
 */
export function visible(input: string, max = QUOTE_CHARS): string {
  let out = '';
  let n = 0;
  for (const g of graphemes(input)) {
    let shown: string;
    if (/^\s+$/u.test(g)) {
      if (out === '' || out.endsWith(' ')) continue;
      shown = ' ';
    } else if (INVISIBLE.test(g)) {
      shown = SHOWN_FOR_INVISIBLE;
    } else {
      shown = g.length > LONGEST_CHARACTER ? String.fromCodePoint(g.codePointAt(0)!) : g;
      if (INVISIBLE.test(shown)) shown = SHOWN_FOR_INVISIBLE;
    }
    // Long characters (emoji sequences) count more: the quote stays short in Discord's units too.
    if (n === max || out.length + shown.length > max * 4) return `${out.trimEnd()}…`;
    out += shown;
    n++;
  }
  return out.trimEnd();
}

/**
 * What a player typed as a code span, where Discord shows mentions (@everyone, <@id>) and
 * markdown as plain text: the visible form of `visible()`; null when nothing shows.
 */
export function codeSpan(input: string, max = QUOTE_CHARS): string | null {
  const shown = visible(input, max).replace(/`/g, '\u02CB');
  return shown === '' ? null : `\`${shown}\``;
}

/**
 * A name (or other text people chose) as Discord shows it literally inside a message's
 * markdown: `\`, `*`, `_`, `~`, `|` and `` ` `` escaped, and a `>` that could open a quote.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_~|`]/g, '\\$&').replace(/^>/, '\\>');
}

/** Text that was escaped for markdown, back as it reads (an image's description shows no markdown). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~|`>])/g, '$1');
}
