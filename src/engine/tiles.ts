/**
 * Tile sets: letter values and how many of each tile go into the bag.
 * A blank is written `?` in racks and bags, and as a lowercase letter once on the board.
 * Letters are the alphabet's one-character tiles (see alphabet.ts): Spanish CH is `Ĉ`.
 */
import { ALPHABETS, type Alphabet, type AlphabetId } from './alphabet.js';

export const BLANK = '?';

export type TileSetId = 'standard' | 'noBlanks' | 'french' | 'spanish' | 'german' | 'dutch' | 'italian';

/** A tile set; its name in words is the bot's (the sentence table, by `id`). */
export interface TileSet {
  readonly id: TileSetId;
  /** Points per tile; the blank scores 0. */
  readonly values: Readonly<Record<string, number>>;
  /** Count of each tile in a full bag. */
  readonly counts: Readonly<Record<string, number>>;
  /** The letters the tiles carry, and how words are written with them. */
  readonly alphabet: AlphabetId;
}

const STANDARD_VALUES: Record<string, number> = {
  A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 5, L: 1, M: 3,
  N: 1, O: 1, P: 3, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 4, W: 4, X: 8, Y: 4, Z: 10, [BLANK]: 0,
};

const STANDARD_COUNTS: Record<string, number> = {
  A: 9, B: 2, C: 2, D: 4, E: 12, F: 2, G: 3, H: 2, I: 9, J: 1, K: 1, L: 4, M: 2,
  N: 6, O: 8, P: 2, Q: 1, R: 6, S: 4, T: 6, U: 4, V: 2, W: 2, X: 1, Y: 2, Z: 1, [BLANK]: 2,
};

/** French: the set of the Mattel/Spear French edition that the FISF plays, 102 tiles (Wikipedia, "Scrabble letter distributions"; the same in Macondo's french distribution). Accents are not on the tiles. */
const FRENCH: Pick<TileSet, 'values' | 'counts'> = {
  values: { A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 10, L: 1, M: 2, N: 1, O: 1, P: 3, Q: 8, R: 1, S: 1, T: 1, U: 1, V: 4, W: 10, X: 10, Y: 10, Z: 10, [BLANK]: 0 },
  counts: { A: 9, B: 2, C: 2, D: 3, E: 15, F: 2, G: 2, H: 2, I: 8, J: 1, K: 1, L: 5, M: 3, N: 6, O: 6, P: 2, Q: 1, R: 6, S: 6, T: 6, U: 6, V: 2, W: 1, X: 1, Y: 1, Z: 1, [BLANK]: 2 },
};

/** Spanish: the Mattel edition sold outside North America that FISE plays, 100 tiles, CH, LL, RR and Ñ as tiles, no K or W (Wikipedia, "Scrabble letter distributions"; the same in Macondo and wolges). */
const SPANISH: Pick<TileSet, 'values' | 'counts'> = {
  values: { A: 1, B: 3, C: 3, Ĉ: 5, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, L: 1, Ŀ: 8, M: 3, N: 1, Ñ: 8, O: 1, P: 3, Q: 5, R: 1, Ř: 8, S: 1, T: 1, U: 1, V: 4, X: 8, Y: 4, Z: 10, [BLANK]: 0 },
  counts: { A: 12, B: 2, C: 4, Ĉ: 1, D: 5, E: 12, F: 1, G: 2, H: 2, I: 6, J: 1, L: 4, Ŀ: 1, M: 2, N: 5, Ñ: 1, O: 9, P: 2, Q: 1, R: 5, Ř: 1, S: 6, T: 4, U: 5, V: 1, X: 1, Y: 1, Z: 1, [BLANK]: 2 },
};

/** German: the Mattel edition since about 1990, 102 tiles with Ä, Ö, Ü (Wikipedia, "Scrabble letter distributions"; the same in wolges). */
const GERMAN: Pick<TileSet, 'values' | 'counts'> = {
  values: { A: 1, B: 3, C: 4, D: 1, E: 1, F: 4, G: 2, H: 2, I: 1, J: 6, K: 4, L: 2, M: 3, N: 1, O: 2, P: 4, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 6, W: 3, X: 8, Y: 10, Z: 3, Ä: 6, Ö: 8, Ü: 6, [BLANK]: 0 },
  counts: { A: 5, B: 2, C: 2, D: 4, E: 15, F: 2, G: 3, H: 4, I: 6, J: 1, K: 2, L: 3, M: 4, N: 9, O: 3, P: 1, Q: 1, R: 6, S: 7, T: 6, U: 6, V: 1, W: 1, X: 1, Y: 1, Z: 1, Ä: 1, Ö: 1, Ü: 1, [BLANK]: 2 },
};

/** Dutch: the Mattel edition without the IJ tile (since 14 March 1998), 102 tiles (gtoal.com "current style" column; Wikipedia; the same in Macondo). */
const DUTCH: Pick<TileSet, 'values' | 'counts'> = {
  values: { A: 1, B: 3, C: 5, D: 2, E: 1, F: 4, G: 3, H: 4, I: 1, J: 4, K: 3, L: 3, M: 3, N: 1, O: 1, P: 3, Q: 10, R: 2, S: 2, T: 2, U: 4, V: 4, W: 5, X: 8, Y: 8, Z: 4, [BLANK]: 0 },
  counts: { A: 6, B: 2, C: 2, D: 5, E: 18, F: 2, G: 3, H: 2, I: 4, J: 2, K: 3, L: 3, M: 3, N: 10, O: 6, P: 2, Q: 1, R: 5, S: 5, T: 5, U: 3, V: 2, W: 2, X: 1, Y: 1, Z: 2, [BLANK]: 2 },
};

/** Italian: the Mattel/Spear edition, 120 tiles, no J K W X Y (Wikipedia, "Scrabble letter distributions"; gtoal.com's Spear spreadsheet). */
const ITALIAN: Pick<TileSet, 'values' | 'counts'> = {
  values: { A: 1, B: 5, C: 2, D: 5, E: 1, F: 5, G: 8, H: 8, I: 1, L: 3, M: 3, N: 3, O: 1, P: 5, Q: 10, R: 2, S: 2, T: 2, U: 3, V: 5, Z: 8, [BLANK]: 0 },
  counts: { A: 14, B: 3, C: 6, D: 3, E: 11, F: 3, G: 2, H: 2, I: 12, L: 5, M: 5, N: 5, O: 15, P: 3, Q: 1, R: 6, S: 6, T: 6, U: 5, V: 3, Z: 2, [BLANK]: 2 },
};

export const TILE_SETS: Readonly<Record<TileSetId, TileSet>> = {
  standard: { id: 'standard', values: STANDARD_VALUES, counts: STANDARD_COUNTS, alphabet: 'latin' },
  noBlanks: {
    id: 'noBlanks',
    values: STANDARD_VALUES,
    counts: { ...STANDARD_COUNTS, [BLANK]: 0, K: 2, Z: 2 },
    alphabet: 'latin',
  },
  french: { id: 'french', ...FRENCH, alphabet: 'french' },
  spanish: { id: 'spanish', ...SPANISH, alphabet: 'spanish' },
  german: { id: 'german', ...GERMAN, alphabet: 'german' },
  dutch: { id: 'dutch', ...DUTCH, alphabet: 'dutch' },
  italian: { id: 'italian', ...ITALIAN, alphabet: 'italian' },
};

/** The alphabet of a tile set. */
export function alphabetOf(set: TileSet | TileSetId): Alphabet {
  return ALPHABETS[(typeof set === 'string' ? TILE_SETS[set] : set).alphabet];
}

/** Every tile of a set, in alphabetical order with blanks last: the unshuffled bag. */
export function fullBag(set: TileSet): string {
  let out = '';
  for (const [letter, n] of Object.entries(set.counts)) {
    if (letter !== BLANK) out += letter.repeat(n);
  }
  return out + BLANK.repeat(set.counts[BLANK] ?? 0);
}

/** Face value of a rack or a list of tiles written with `?` for blanks. */
export function rackValue(tiles: string, set: TileSet): number {
  let sum = 0;
  for (const t of tiles) sum += set.values[t] ?? 0;
  return sum;
}

/** Sorts a rack the way players read it: letters A-Z, then blanks. */
export function sortRack(rack: string): string {
  return [...rack].sort((a, b) => (a === BLANK ? 1 : 0) - (b === BLANK ? 1 : 0) || a.localeCompare(b)).join('');
}

/** Removes `tiles` from `rack` one by one; null if a tile is missing. */
export function takeTiles(rack: string, tiles: string): string | null {
  const left = [...rack];
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left.join('');
}

/** The tiles of `tiles` that `rack` lacks, in the order written: `missingTiles('TK??TIE', 'JEHAD')` is `JHAD`. */
export function missingTiles(rack: string, tiles: string): string {
  const left = [...rack];
  let missing = '';
  for (const t of tiles) {
    const i = left.indexOf(t);
    if (i < 0) missing += t;
    else left.splice(i, 1);
  }
  return missing;
}
