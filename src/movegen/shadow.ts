/**
 * Upper bounds on the score of any play made from each anchor, for best-play searches:
 * anchors are searched best bound first, and the search stops when no bound can beat the
 * plays already found. A bound looks only at squares: for each stretch of the line a play
 * from the anchor could cover, it pairs the rack's highest values with the squares'
 * highest multipliers (letters are ignored, so it never underestimates).
 */
import { ALL_LETTERS, type BoardTables } from './tables.js';

const MAX_ANCHORS = 2 * 225;

export class AnchorBounds {
  readonly anchors = new Int32Array(MAX_ANCHORS);
  readonly bounds = new Int32Array(MAX_ANCHORS);
  count = 0;
  // A play covers at most 15 squares, so 15 tiles at most matter.
  private readonly rackValues = new Int32Array(16);
  private readonly coef = new Int32Array(16);
  private readonly emLm = new Int32Array(16);
  private readonly emCrossWm = new Int32Array(16);
  private readonly order = new Int32Array(MAX_ANCHORS);

  constructor(private readonly t: BoardTables) {}

  /**
   * Fills `anchors` (dir * 225 + line * 15 + pos) sorted by decreasing bound.
   * `rack` holds counts by symbol with blanks at 0; `values` letter values by symbol.
   */
  compute(rack: Int32Array, values: Int32Array, rackSize: number, bingo: number): void {
    let tiles = 0;
    let playable = rack[0]! > 0 ? ALL_LETTERS : 0;
    for (let s = 0; s <= 26; s++) {
      for (let k = 0; k < rack[s]! && tiles < 16; k++) this.rackValues[tiles++] = s === 0 ? 0 : values[s]!;
      if (s > 0 && rack[s]! > 0) playable |= 1 << s;
    }
    const rv = this.rackValues.subarray(0, tiles).sort().reverse();
    tiles = Math.min(tiles, 15);
    this.count = 0;
    const t = this.t;
    for (let a = 0; a < 2 * 225; a++) {
      if (!t.anchors[a]) continue;
      const b = this.anchorBound(a, rv, tiles, playable, rackSize, bingo);
      if (b < 0) continue;
      this.anchors[this.count] = a;
      this.bounds[this.count++] = b;
    }
    // Sort anchor indices by bound, highest first (insertion sort: at most a few hundred).
    const n = this.count;
    for (let i = 0; i < n; i++) this.order[i] = i;
    for (let i = 1; i < n; i++) {
      const x = this.order[i]!;
      let j = i - 1;
      while (j >= 0 && this.bounds[this.order[j]!]! < this.bounds[x]!) {
        this.order[j + 1] = this.order[j]!;
        j--;
      }
      this.order[j + 1] = x;
    }
    const anchors = this.anchors.slice(0, n);
    const bounds = this.bounds.slice(0, n);
    for (let i = 0; i < n; i++) {
      this.anchors[i] = anchors[this.order[i]!]!;
      this.bounds[i] = bounds[this.order[i]!]!;
    }
  }

  /** The best score bound over the stretches a play from anchor `a` may cover; -1 if none. */
  private anchorBound(a: number, rv: Int32Array, tiles: number, playable: number, rackSize: number, bingo: number): number {
    const t = this.t;
    const pos = a % 15;
    const base = a - pos;
    if ((t.cross[a]! & playable) === 0) return -1;
    // Where the word may start: through the tiles just left, or over free squares.
    let leftBoard = 0;
    let minL = pos;
    if (pos > 0 && t.tiles[a - 1] !== 0) {
      minL = pos - 1;
      while (minL > 0 && t.tiles[base + minL - 1] !== 0) minL--;
      for (let p = minL; p < pos; p++) leftBoard += t.values[base + p]!;
    } else {
      while (minL > 0 && pos - minL + 1 < tiles && t.tiles[base + minL - 1] === 0 && !t.anchors[base + minL - 1] && (t.cross[base + minL - 1]! & playable) !== 0) minL--;
    }
    const forcedLeft = pos > 0 && t.tiles[a - 1] !== 0;
    let best = -1;
    for (let L = pos; L >= minL; L--) {
      if (forcedLeft && L !== minL) continue;
      // Squares L..pos: empties (none left of the anchor when the left is a tile run).
      let used = 0;
      let mult = 1;
      let fixed = forcedLeft ? leftBoard : 0;
      let crossFixed = 0;
      const first = forcedLeft ? pos : L;
      for (let p = first; p <= pos; p++) {
        const sq = base + p;
        this.emLm[used] = t.letterMult[sq]!;
        this.emCrossWm[used] = t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0;
        if (t.crossScore[sq]! >= 0) crossFixed += t.crossScore[sq]! * t.wordMult[sq]!;
        mult *= t.wordMult[sq]!;
        used++;
      }
      for (let R = pos; R < 15; R++) {
        if (R > pos) {
          const sq = base + R;
          if (t.tiles[sq] !== 0) fixed += t.values[sq]!;
          else {
            if (used === tiles || (t.cross[sq]! & playable) === 0) break;
            this.emLm[used] = t.letterMult[sq]!;
            this.emCrossWm[used] = t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0;
            if (t.crossScore[sq]! >= 0) crossFixed += t.crossScore[sq]! * t.wordMult[sq]!;
            mult *= t.wordMult[sq]!;
            used++;
          }
        }
        if (R < 14 && t.tiles[base + R + 1] !== 0) continue;
        const score = this.pairing(used, mult, rv) + fixed * mult + crossFixed + (used === rackSize ? bingo : 0);
        if (score > best) best = score;
      }
    }
    return best;
  }

  /** Highest rack values on the highest coefficients (rearrangement inequality). */
  private pairing(used: number, mult: number, rv: Int32Array): number {
    const c = this.coef;
    for (let i = 0; i < used; i++) {
      const x = this.emLm[i]! * (mult + this.emCrossWm[i]!);
      let j = i - 1;
      while (j >= 0 && c[j]! < x) {
        c[j + 1] = c[j]!;
        j--;
      }
      c[j + 1] = x;
    }
    let sum = 0;
    for (let i = 0; i < used; i++) sum += c[i]! * rv[i]!;
    return sum;
  }
}
