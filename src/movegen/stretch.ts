/**
 * The stretch of squares an anchor bound (shadow.ts) is being made for: its empty squares
 * (letter multiplier, the word multiplier of the cross-word each makes, the square's cap),
 * the product of their word multipliers, the cross-words' fixed points, and their
 * coefficients (letter multiplier times the words' multipliers) sorted highest first with
 * the capped sum, kept as squares are added while no word multiplier changes them all
 * (sorted false: to be made again).
 */
import type { BoardTables } from './tables.js';

/** Puts `x` among the first `n` entries of `a`, kept highest first (those below it move up one). */
export function insertHighestFirst(a: Int32Array, n: number, x: number): void {
  let j = n;
  while (j > 0 && a[j - 1]! < x) {
    a[j] = a[j - 1]!;
    j--;
  }
  a[j] = x;
}

export class Stretch {
  // A play covers at most 15 squares.
  private readonly coef = new Int32Array(16);
  private readonly emLm = new Int32Array(16);
  private readonly emCrossWm = new Int32Array(16);
  private readonly emCap = new Int32Array(16);
  /** Empty squares, the product of their word multipliers, and the cross-words' fixed points. */
  used = 0;
  mult = 1;
  crossFixed = 0;
  private capped = 0;
  private sorted = true;

  /**
   * `cap`: by square, the highest value of a rack tile its cross-check allows (a blank
   * counts 0; -1 none).
   */
  constructor(
    private readonly t: BoardTables,
    private readonly cap: Int32Array,
  ) {}

  /** Empties the stretch. */
  reset(): void {
    this.used = 0;
    this.mult = 1;
    this.crossFixed = 0;
    this.capped = 0;
    this.sorted = true;
  }

  /** Adds the empty square `sq` to the stretch. */
  add(sq: number): void {
    const t = this.t;
    const used = this.used++;
    const lm = t.letterMult[sq]!;
    const wm = t.wordMult[sq]!;
    const crossWm = t.crossScore[sq]! >= 0 ? wm : 0;
    const cap = this.cap[sq]!;
    this.emLm[used] = lm;
    this.emCrossWm[used] = crossWm;
    this.emCap[used] = cap;
    if (crossWm !== 0) this.crossFixed += t.crossScore[sq]! * wm;
    if (wm !== 1) {
      this.mult *= wm;
      this.sorted = false;
    } else if (this.sorted) {
      const x = lm * (this.mult + crossWm);
      this.capped += x * cap;
      insertHighestFirst(this.coef, used, x);
    }
  }

  /** Highest rack values on the stretch's highest coefficients, or each square's cap if lower. */
  pairing(rv: Int32Array): number {
    const c = this.coef;
    const used = this.used;
    if (!this.sorted) {
      // A word multiplier came: every coefficient is made again.
      const mult = this.mult;
      let capped = 0;
      for (let i = 0; i < used; i++) {
        const x = this.emLm[i]! * (mult + this.emCrossWm[i]!);
        capped += x * this.emCap[i]!;
        insertHighestFirst(c, i, x);
      }
      this.capped = capped;
      this.sorted = true;
    }
    let sum = 0;
    for (let i = 0; i < used; i++) sum += c[i]! * rv[i]!;
    return this.capped < sum ? this.capped : sum;
  }
}
