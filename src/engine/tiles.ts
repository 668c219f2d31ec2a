/**
 * Tile sets: letter values and how many of each tile go into the bag.
 * A blank is written `?` in racks and bags, and as a lowercase letter once on the board.
 */

export const BLANK = '?';

export type TileSetId = 'standard' | 'noBlanks';

/** A tile set; its name in words is the bot's (the sentence table, by `id`). */
export interface TileSet {
  readonly id: TileSetId;
  /** Points per tile; the blank scores 0. */
  readonly values: Readonly<Record<string, number>>;
  /** Count of each tile in a full bag. */
  readonly counts: Readonly<Record<string, number>>;
}

const STANDARD_VALUES: Record<string, number> = {
  A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 5, L: 1, M: 3,
  N: 1, O: 1, P: 3, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 4, W: 4, X: 8, Y: 4, Z: 10, [BLANK]: 0,
};

const STANDARD_COUNTS: Record<string, number> = {
  A: 9, B: 2, C: 2, D: 4, E: 12, F: 2, G: 3, H: 2, I: 9, J: 1, K: 1, L: 4, M: 2,
  N: 6, O: 8, P: 2, Q: 1, R: 6, S: 4, T: 6, U: 4, V: 2, W: 2, X: 1, Y: 2, Z: 1, [BLANK]: 2,
};

export const TILE_SETS: Readonly<Record<TileSetId, TileSet>> = {
  standard: { id: 'standard', values: STANDARD_VALUES, counts: STANDARD_COUNTS },
  noBlanks: {
    id: 'noBlanks',
    values: STANDARD_VALUES,
    counts: { ...STANDARD_COUNTS, [BLANK]: 0, K: 2, Z: 2 },
  },
};

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
