/**
 * The leave bounds of the static choice's bounded search: a sink that values each play it
 * is given by its score and the leave it keeps, and bounds, by tiles kept, what a leave of
 * the rack can add, so that anchors and plays that cannot reach the list are skipped.
 */
import { alphabetOf, BLANK, rackValue } from '../engine/tiles.js';
import type { Alphabet } from '../engine/alphabet.js';
import { BLANK_FLAG, decodePlay, SYMBOLS, type BoundedSink } from '../movegen/index.js';
import { byEquity, keepValue, placeCandidate, tileSetOf, type Candidate, type TurnContext } from './equity.js';

/**
 * The `n` best placements by equity among the plays it is given. Leaves are valued from
 * tile counts with the same arithmetic as placeEquity, so equities compare exactly.
 */
export class EquitySink implements BoundedSink {
  /** Placements given so far (bingos included). */
  placements = 0;
  readonly top: Candidate[] = [];
  /** Blanks on the rack. */
  readonly blanks: number;
  /** No scoreless turn is worth more than this. */
  readonly scorelessBound: number;
  /** For this pass: the most a play keeping k tiles of the rack searched gains from what it keeps, by k. */
  kept: Float64Array = new Float64Array(0);
  /** The most any leave adds in this pass. */
  private leaveBound = Infinity;
  /** This pass wants only plays that use a blank (the others were valued already). */
  private blanksOnly = false;
  private scoreFloor = -Infinity;
  /** best[k * (blanks + 1) + b]: the best value of keeping k tiles, b of them blanks. */
  private readonly best: Float64Array;
  private readonly blankSymbol: number;
  /** The tile set's alphabet, which the game's word list is written in. */
  private readonly alphabet: Alphabet;

  private constructor(
    private readonly tc: TurnContext,
    private readonly n: number,
    /** Rack counts by leave-table symbol. */
    private readonly counts: Int32Array,
    /** Leave-table symbol by generator symbol. */
    private readonly symbolOf: Int32Array,
    /** Points by generator symbol (with the bag empty, a leave costs its points). */
    private readonly points: Int32Array,
    private readonly rackTiles: number,
    private readonly rackPoints: number,
    /** Going out with the bag empty: twice what the others hold. */
    private readonly outBonus: number,
  ) {
    this.alphabet = alphabetOf(tileSetOf(tc));
    this.blankSymbol = symbolOf[0]!;
    this.blanks = this.blankSymbol < 0 ? 0 : counts[this.blankSymbol]!;
    this.best = this.bestLeaves();
    let bound = -Infinity;
    for (let i = 0; i < this.rackTiles * (this.blanks + 1); i++) bound = Math.max(bound, this.best[i]!);
    // An exchange keeps at most all but one tile, a pass all of them; either may end the game instead.
    const set = tileSetOf(tc);
    const ends = -rackValue(tc.rack, set);
    this.scorelessBound = tc.bagCount === 0 ? ends : Math.max(ends, bound, tc.leaveWeight * keepValue(tc.table, tc.rack));
  }

  /** A sink for this turn, or null when a leave could fall outside the table (a rack longer than a leave plus one tile, or tiles the set lacks). */
  static for(tc: TurnContext, n: number): EquitySink | null {
    if (n <= 0) return null;
    const { index } = tc.table;
    const set = tileSetOf(tc);
    const symbolOf = new Int32Array(SYMBOLS).fill(-1);
    const points = new Int32Array(SYMBOLS);
    // Symbols as the move generator numbers them: 0 the blank, then the alphabet's letters.
    [BLANK, ...alphabetOf(set).letters].forEach((t, s) => {
      symbolOf[s] = index.symbols.indexOf(t);
      points[s] = set.values[t] ?? 0;
    });
    const counts = new Int32Array(index.symbols.length);
    let tiles = 0;
    for (const t of tc.rack) {
      const s = index.symbols.indexOf(t);
      if (s < 0 || ++counts[s]! > index.maxCounts[s]!) return null;
      tiles++;
    }
    if (tiles === 0 || tiles - 1 > index.maxSize) return null;
    const out = tc.bagCount === 0 ? 2 * rackValue(tc.unseen, set) : 0;
    return new EquitySink(tc, n, counts, symbolOf, points, tiles, rackValue(tc.rack, set), out);
  }

  /** By tiles kept of the rack without its blanks: the best value of keeping those and every blank. */
  keptWithBlanks(): Float64Array {
    const b = this.blanks;
    const out = new Float64Array(this.rackTiles - b + 1);
    for (let j = 0; j < out.length; j++) out[j] = this.best[(j + b) * (b + 1) + b]!;
    return out;
  }

  /** By tiles kept of the whole rack: the best value of keeping them with at least one blank gone. */
  keptUsingBlank(): Float64Array {
    const b = this.blanks;
    const out = new Float64Array(this.rackTiles + 1).fill(-Infinity);
    for (let k = 0; k <= this.rackTiles; k++) for (let kb = 0; kb < b; kb++) out[k] = Math.max(out[k]!, this.best[k * (b + 1) + kb]!);
    return out;
  }

  /** Starts a search: its bounds on what plays keep, and whether it wants only plays with a blank. */
  pass(kept: Float64Array, blanksOnly: boolean): void {
    this.kept = kept;
    this.blanksOnly = blanksOnly;
    let bound = -Infinity;
    // A play keeps fewer tiles than the rack searched holds.
    for (let k = 0; k < kept.length - 1; k++) bound = Math.max(bound, kept[k]!);
    this.leaveBound = bound;
    this.raiseFloor();
  }

  floor(): number {
    return this.scoreFloor;
  }

  boundFloor(): number {
    return this.top.length === this.n ? this.top[this.n - 1]!.equity : -Infinity;
  }

  /** Equity of keeping `left` tiles (`counts` as they stand), `points` of them, after a play scoring `score`. */
  private value(score: number, left: number, points: number): number {
    const tc = this.tc;
    if (tc.bagCount === 0) return left === 0 ? score + this.outBonus : score + -points;
    return score + tc.leaveWeight * (left === 0 ? 0 : tc.table.values[tc.table.index.rankCounts(this.counts, left)]!);
  }

  /** The best value of keeping k tiles of the rack, b of them blanks (every sub-multiset valued once). */
  private bestLeaves(): Float64Array {
    const b = this.blanks;
    const best = new Float64Array((this.rackTiles + 1) * (b + 1)).fill(-Infinity);
    const counts = this.counts;
    const full = Int32Array.from(counts);
    const pointsOf = new Int32Array(counts.length);
    const { symbols } = this.tc.table.index;
    const set = tileSetOf(this.tc);
    for (let s = 0; s < symbols.length; s++) pointsOf[s] = set.values[symbols[s]!] ?? 0;
    const visit = (s: number, left: number, points: number): void => {
      if (s === counts.length) {
        const v = this.value(0, left, points);
        const at = left * (b + 1) + (this.blankSymbol < 0 ? 0 : counts[this.blankSymbol]!);
        if (v > best[at]!) best[at] = v;
        return;
      }
      for (let c = 0; c <= full[s]!; c++) {
        counts[s] = c;
        visit(s + 1, left + c, points + c * pointsOf[s]!);
      }
      counts[s] = full[s]!;
    };
    visit(0, 0, 0);
    return best;
  }

  add(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): number {
    this.placements++;
    const { counts, symbolOf } = this;
    let left = this.rackTiles;
    let usedPoints = 0;
    let blank = false;
    for (let p = from; p <= to; p++) {
      const b = placed[p]!;
      if (b === 0) continue;
      const s = (b & BLANK_FLAG) !== 0 ? 0 : b & 31;
      if (s === 0) blank = true;
      counts[symbolOf[s]!]!--;
      usedPoints += this.points[s]!;
      left--;
    }
    const equity = this.value(score, left, this.rackPoints - usedPoints);
    for (let p = from; p <= to; p++) {
      const b = placed[p]!;
      if (b !== 0) counts[symbolOf[(b & BLANK_FLAG) !== 0 ? 0 : b & 31]!]!++;
    }
    const top = this.top;
    const full = top.length === this.n;
    if ((this.blanksOnly && !blank) || (full && equity < top[this.n - 1]!.equity)) return this.scoreFloor;
    const c = placeCandidate(this.tc, decodePlay(score, dir, line, from, to, placed, this.alphabet));
    if (!full || byEquity(c, top[this.n - 1]!) < 0) {
      top.push(c);
      top.sort(byEquity);
      if (top.length > this.n) top.pop();
      this.raiseFloor();
    }
    return this.scoreFloor;
  }

  /** Plays scoring less than the last candidate's equity minus the best leave cannot enter. */
  private raiseFloor(): void {
    this.scoreFloor = this.top.length === this.n ? Math.floor(this.top[this.n - 1]!.equity - this.leaveBound) : -Infinity;
  }
}
