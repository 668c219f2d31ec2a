/**
 * The best plays on an empty board, by anagram instead of a search. Every play there is a
 * word of some of the rack's tiles on the centre row through the centre square (the down
 * plays are its mirror images, given too), so for each number of tiles, best bound first,
 * the rack's sub-multisets of that many tiles are looked up in the anagram index and
 * their words tried on each stretch of the row through the centre (bingo-bounds.ts
 * places and scores them, blanks on each square they may take), until no bound reaches
 * what the sink still wants. A whole rack's plays are the bingo lookups' already.
 * A stretch's bound is exact for the rack's values: the highest values on its highest
 * letter multipliers, times its word multipliers (no cross-words on an empty board).
 */
import { CENTER } from '../engine/board.js';
import { LETTER_HASH } from './anagrams.js';
import type { BingoBounds } from './bingo-bounds.js';
import { insertHighestFirst } from './stretch.js';
import { N, SYMBOLS, type BoardTables, type BoundedSink } from './tables.js';

/** The centre square of the across lines, as the searches name squares. */
const ANCHOR = CENTER * N + CENTER;

export class Openings {
  private readonly values = new Int32Array(N);
  private readonly coef = new Int32Array(N);
  /** By tiles played: the best bound of a stretch, and each stretch's bound by its first square. */
  private readonly best = new Float64Array(N + 1);
  private readonly stretchBound = new Int32Array((N + 1) * N);
  private readonly stretchMult = new Int32Array((N + 1) * N);
  private readonly order = new Int32Array(N + 1);
  private readonly sub = new Int32Array(SYMBOLS);
  private readonly syms = new Int32Array(SYMBOLS);
  private readonly counts = new Int32Array(SYMBOLS);
  private readonly tilesFrom = new Int32Array(SYMBOLS + 1);
  private symCount = 0;

  constructor(
    private readonly t: BoardTables,
    private readonly bingos: BingoBounds,
  ) {}

  /**
   * Gives `sink` every play on the empty board of fewer than `tiles` tiles (the rack's, in
   * `rack` by symbol with blanks at 0, worth `letterValues`) that may reach its floor. A
   * sink with `kept` adds kept[tiles kept] to a play's score; stretches are tried while
   * their bound with it reaches `boundFloor()`.
   */
  run(rack: Int32Array, letterValues: Int32Array, tiles: number, sink: BoundedSink, boundFloor: () => number): void {
    const { letterMult, wordMult } = this.t;
    const base = CENTER * N;
    // The rack's values, highest first (a blank is worth 0).
    const values = this.values;
    let n = 0;
    for (let s = 0; s < SYMBOLS; s++) {
      for (let k = 0; k < rack[s]! && n < N; k++) insertHighestFirst(values, n++, s === 0 ? 0 : letterValues[s]!);
    }
    const kept = sink.kept;
    let sizes = 0;
    for (let m = 2; m < tiles; m++) {
      let best = -Infinity;
      for (let from = Math.max(0, CENTER - m + 1); from <= CENTER && from + m <= N; from++) {
        let mult = 1;
        for (let p = 0; p < m; p++) {
          mult *= wordMult[base + from + p]!;
          insertHighestFirst(this.coef, p, letterMult[base + from + p]!);
        }
        let sum = 0;
        for (let p = 0; p < m; p++) sum += this.coef[p]! * values[p]!;
        this.stretchBound[m * N + from] = sum * mult;
        this.stretchMult[m * N + from] = mult;
        if (sum * mult > best) best = sum * mult;
      }
      this.best[m] = best + (kept ? kept[n - m]! : 0);
      // Sizes by bound, highest first.
      let j = sizes++;
      while (j > 0 && this.best[this.order[j - 1]!]! < this.best[m]!) {
        this.order[j] = this.order[j - 1]!;
        j--;
      }
      this.order[j] = m;
    }
    // The rack's symbols, and how many tiles are from each on.
    let count = 0;
    for (let s = 0; s < SYMBOLS; s++) {
      if (rack[s]! === 0) continue;
      this.syms[count] = s;
      this.counts[count++] = rack[s]!;
    }
    this.symCount = count;
    this.tilesFrom[count] = 0;
    for (let i = count - 1; i >= 0; i--) this.tilesFrom[i] = this.tilesFrom[i + 1]! + this.counts[i]!;
    for (let i = 0; i < sizes; i++) {
      const m = this.order[i]!;
      if (this.best[m]! < boundFloor()) return;
      this.subsets(0, m, m, 0, sink, boundFloor, kept ? kept[n - m]! : 0);
    }
  }

  /**
   * Tries every sub-multiset of `m` tiles: of the rack's symbols syms[i..], `left` tiles
   * still to choose, `hash` the letter hash of those chosen.
   */
  private subsets(i: number, m: number, left: number, hash: number, sink: BoundedSink, boundFloor: () => number, keptWorth: number): void {
    const sub = this.sub;
    if (left === 0) {
      if (!this.bingos.useTiles(sub, hash)) return;
      for (let from = Math.max(0, CENTER - m + 1); from <= CENTER && from + m <= N; from++) {
        if (this.stretchBound[m * N + from]! + keptWorth < boundFloor()) continue;
        this.bingos.best(ANCHOR, CENTER * N + from, m, 0, this.stretchMult[m * N + from]!, 0);
        if (sink.floor() === Infinity) return;
      }
      return;
    }
    if (i >= this.symCount || this.tilesFrom[i]! < left) return;
    const s = this.syms[i]!;
    for (let k = Math.min(this.counts[i]!, left); k >= 0; k--) {
      sub[s] = k;
      this.subsets(i + 1, m, left - k, s === 0 ? hash : (hash + Math.imul(k, LETTER_HASH[s]!)) | 0, sink, boundFloor, keptWorth);
    }
    sub[s] = 0;
  }
}
