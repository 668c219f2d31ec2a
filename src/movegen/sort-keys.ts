/**
 * A square (or any rank below 512) and a bound as one integer that sorts ascending by
 * bound, highest first, then by square: the order of the best-play searches' anchors and
 * starts, and of the bingo stretches' lookups (assembly/bounds.ts makes the same keys).
 */

/** Bounds a sort key holds: below 2^21 either way (scores, and leaves added, are far less). */
const KEY_BIAS = 2 ** 21;

/** The key of `square` (or rank, below 512) with `bound`. */
export function sortKey(bound: number, square: number): number {
  return ((KEY_BIAS - bound) << 9) | square;
}

/** The square of a sort key. */
export function keySquare(key: number): number {
  return key & 511;
}

/** The bound of a sort key. */
export function keyBound(key: number): number {
  return KEY_BIAS - (key >> 9);
}

/** Sorts the first `n` keys and reads them back, in that order, into `squares` and `bounds`. */
export function sortByBound(keys: Int32Array, n: number, squares: Int32Array, bounds: Int32Array): void {
  const sorted = keys.subarray(0, n).sort();
  for (let i = 0; i < n; i++) {
    squares[i] = keySquare(sorted[i]!);
    bounds[i] = keyBound(sorted[i]!);
  }
}
