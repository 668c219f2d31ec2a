/**
 * A tile alphabet: the letters a language's tiles carry, each kept inside the engine as
 * one upper-case character (one UTF-16 unit), so that a rack, a bag or a board row is a
 * string with one character a tile, and a blank is the same letter in lower case.
 *
 * Most letters are themselves (A, Ñ, Ä, Ç). A tile whose face is more than one letter,
 * Spanish CH, LL and RR, is kept as a stand-in character that no language here writes
 * (Ĉ, Ŀ, Ř, each with a lower-case form for the blank), and shown by its face. Text
 * typed by a player or read from a word list is split into tiles the way the language's
 * game splits it (`toTiles`), and tiles are shown by their faces (`faces`).
 *
 * The move generator numbers the letters 1..n in `letters` order (0 is the blank or the
 * word graph's separator); the graph holds at most 30 letters.
 */

export type AlphabetId = 'latin' | 'french' | 'spanish' | 'german' | 'dutch' | 'italian';

export interface Alphabet {
  readonly id: AlphabetId;
  /** The letters in symbol order: letters[s - 1] is symbol s. Upper case, one unit each. */
  readonly letters: string;
  /** Multi-letter faces, by stand-in: `{ Ĉ: 'CH' }`. A letter not here shows as itself. */
  readonly digraphs: Readonly<Record<string, string>>;
  /**
   * How written letters fold onto tile letters, after upper-casing (`É` → `E`, `ß` → `SS`).
   * A written letter that neither folds nor is a tile letter is not in the alphabet.
   */
  readonly folds: Readonly<Record<string, string>>;
}

/**
 * The most letters the word graph can number: its symbols are 5 bits with 0 the
 * separator, and its builder sorts strings by 5-bit digits that also need an end mark.
 */
export const MAX_LETTERS = 30;

const A_TO_Z = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const without = (letters: string, out: string) => [...letters].filter((c) => !out.includes(c)).join('');

/** Accented capitals and what they are without their marks. */
const ACCENTS: Readonly<Record<string, string>> = {
  À: 'A', Á: 'A', Â: 'A', Ã: 'A', Ä: 'A', Å: 'A',
  Ç: 'C',
  È: 'E', É: 'E', Ê: 'E', Ë: 'E',
  Ì: 'I', Í: 'I', Î: 'I', Ï: 'I',
  Ñ: 'N',
  Ò: 'O', Ó: 'O', Ô: 'O', Õ: 'O', Ö: 'O',
  Ù: 'U', Ú: 'U', Û: 'U', Ü: 'U',
  Ý: 'Y', Ÿ: 'Y',
  Œ: 'OE', Æ: 'AE',
};

/** ACCENTS, less the marked letters that are tiles of their own in a language. */
function foldsKeeping(keep: string, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(ACCENTS)) if (!keep.includes(from)) out[from] = to;
  return { ...out, ...extra };
}

/** Stand-ins for the Spanish two-letter tiles. */
const SPANISH_DIGRAPHS: Readonly<Record<string, string>> = { Ĉ: 'CH', Ŀ: 'LL', Ř: 'RR' };

/** An alphabet of at most MAX_LETTERS letters (test/languages-engine.test.ts checks each). */
function alphabet(id: AlphabetId, letters: string, folds: Record<string, string>, digraphs: Record<string, string> = {}): Alphabet {
  return { id, letters, digraphs, folds };
}

/**
 * The alphabets of the tile sets. Each holds only the letters its set has tiles for, so a
 * word needing another letter is not playable in that language (FISE's rule for K and W
 * in Spanish; the Italian set has no J K W X Y either).
 */
export const ALPHABETS: Readonly<Record<AlphabetId, Alphabet>> = {
  // English lists are plain A-Z: a word with any other letter is left out, as it always was.
  latin: alphabet('latin', A_TO_Z, {}),
  french: alphabet('french', A_TO_Z, foldsKeeping('')),
  // Spanish: CH, LL, RR and Ñ are tiles; K and W are not letters of the game.
  spanish: alphabet('spanish', 'ABCĈDEFGHIJLĿMNÑOPQRŘSTUVXYZ', foldsKeeping('Ñ'), SPANISH_DIGRAPHS),
  // German: Ä Ö Ü are tiles of their own (never AE, OE, UE); ß is written SS.
  german: alphabet('german', `${A_TO_Z}ÄÖÜ`, foldsKeeping('ÄÖÜ', { ß: 'SS', ẞ: 'SS' })),
  // Dutch: IJ is two tiles, I and J (the IJ tile was dropped in 1998).
  dutch: alphabet('dutch', A_TO_Z, foldsKeeping('', { Ĳ: 'IJ' })),
  italian: alphabet('italian', without(A_TO_Z, 'JKWXY'), foldsKeeping('')),
};

/** What `tileCodes` adds to a letter's symbol for a blank standing for it. */
export const BLANK_BIT = 32;

const codeTables = new Map<AlphabetId, Uint8Array>();

/**
 * Each tile character's code for the move generator, by character code (below 0x10000):
 * a letter's symbol (1..n), the same plus BLANK_BIT for its lower case (a blank), 0 for
 * anything else.
 */
export function tileCodes(a: Alphabet): Uint8Array {
  let table = codeTables.get(a.id);
  if (!table) {
    table = new Uint8Array(0x10000);
    for (let s = 1; s <= a.letters.length; s++) {
      const letter = a.letters[s - 1]!;
      table[letter.charCodeAt(0)] = s;
      table[letter.toLowerCase().charCodeAt(0)] = s | BLANK_BIT;
    }
    codeTables.set(a.id, table);
  }
  return table;
}

/** The letter a symbol stands for (1..n). */
export function letterOf(a: Alphabet, symbol: number): string {
  return a.letters[symbol - 1]!;
}

/** Whether `ch` is a tile letter of the alphabet, as a real tile (upper case) or a blank (lower case). */
export function isLetter(a: Alphabet, ch: string): boolean {
  return ch.length === 1 && a.letters.includes(ch.toUpperCase());
}

/** A tile's face: `Ĉ` → `CH`, a blank `ĉ` → `ch`, any other letter itself. */
export function face(a: Alphabet, ch: string): string {
  const upper = ch.toUpperCase();
  const f = a.digraphs[upper];
  if (f === undefined) return ch;
  return ch === upper ? f : f.toLowerCase();
}

/** Tiles shown by their faces: `ĈICO` → `CHICO`. */
export function faces(a: Alphabet, tiles: string): string {
  if (Object.keys(a.digraphs).length === 0) return tiles;
  let out = '';
  for (const ch of tiles) out += face(a, ch);
  return out;
}

/** Every alphabet's multi-letter faces by stand-in (upper case): the stand-ins are unique across alphabets. */
export const STAND_IN_FACES: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(ALPHABETS).map((a) => a.digraphs));

const STAND_INS = new RegExp(`[${Object.keys(STAND_IN_FACES).join('')}${Object.keys(STAND_IN_FACES).join('').toLowerCase()}]`, 'gu');

/**
 * Any text with every stand-in shown by its face, whatever the alphabet: the stand-ins
 * are written by no language here, so a sentence, a name or a rack reads the same after.
 * What people read leaves through this; what software reads back (ids) does not.
 */
export function showTiles(text: string): string {
  return text.replace(STAND_INS, (ch) => {
    const f = STAND_IN_FACES[ch.toUpperCase()]!;
    return ch === ch.toUpperCase() ? f : f.toLowerCase();
  });
}

const faceTables = new Map<AlphabetId, [face: string, standIn: string][]>();

/** An alphabet's multi-letter faces with their stand-ins, longest first, for splitting (made once). */
function digraphFaces(a: Alphabet): [string, string][] {
  let pairs = faceTables.get(a.id);
  if (!pairs) {
    pairs = Object.entries(a.digraphs)
      .map(([stand, f]): [string, string] => [f, stand])
      .sort((x, y) => y[0].length - x[0].length);
    faceTables.set(a.id, pairs);
  }
  return pairs;
}

/**
 * Written text as tiles, case kept (lower case marks a blank): accents folded, and the
 * two-letter tiles taken greedily left to right (`chico` → `ĉICO` when lower case is
 * `ch`). Two letters make one tile only when written in the same case: `cH` is a blank C
 * and an H tile. Spanish spelling writes "ch", "ll" and "rr" only for those tiles, so the
 * greedy split is the game's (no word has "cch", "lll" or "rrr"). Characters outside the
 * alphabet are kept as they are, for the caller to refuse. Non-letters (`.`, `?`, digits)
 * pass through.
 */
export function toTiles(a: Alphabet, text: string): string {
  const pairs = digraphFaces(a);
  let out = '';
  for (let i = 0; i < text.length; ) {
    let matched = false;
    for (const [f, stand] of pairs) {
      const piece = text.slice(i, i + f.length);
      if (piece === f) out += stand;
      else if (piece === f.toLowerCase()) out += stand.toLowerCase();
      else continue;
      i += f.length;
      matched = true;
      break;
    }
    if (matched) continue;
    const ch = text[i]!;
    i++;
    const upper = ch.toUpperCase();
    // ß upper-cases to two letters; its fold is listed under itself.
    const fold = a.letters.includes(upper) ? undefined : a.folds[upper.length === 1 ? upper : ch];
    if (fold === undefined) out += ch;
    else out += ch === upper ? fold : fold.toLowerCase();
  }
  return out;
}

/**
 * A word of a list as the graph stores it (upper-case tile letters), or null when it
 * cannot be played: a letter outside the alphabet, or not 2-15 tiles.
 */
export function listWord(a: Alphabet, written: string): string | null {
  const tiles = toTiles(a, written.trim().toUpperCase());
  if (tiles.length < 2 || tiles.length > 15) return null;
  const codes = tileCodes(a);
  for (let i = 0; i < tiles.length; i++) {
    const code = codes[tiles.charCodeAt(i)]!;
    if (code === 0 || code & BLANK_BIT) return null;
  }
  return tiles;
}
