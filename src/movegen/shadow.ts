/**
 * Upper bounds on the score of any play made from each anchor, for best-play searches:
 * anchors are searched best bound first, and the search stops when no bound can beat the
 * plays already found. A bound looks at squares: for each stretch of the line a play
 * from the anchor could cover, it pairs the rack's highest values with the squares'
 * highest multipliers (rearrangement inequality), and also caps each square by the best
 * rack tile its cross-check lets stand there; the lower of the two holds.
 * A stretch with as many empty squares as the rack holds tiles takes only bingos: when no
 * word of its length is an anagram of the rack and the board tiles in it (anagrams.ts),
 * it takes no play and adds nothing to the bound. The bingo bonus is most of many bounds.
 */
import type { WordGraph } from '../lexicon/word-graph.js';
import { anagramTable, LETTER_HASH, MAX_LETTERS, MIN_LETTERS, type AnagramTable } from './anagrams.js';
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
  private readonly emCap = new Int32Array(16);
  /** Highest value of a rack tile the square's cross-check allows (a blank counts 0; -1 none). */
  private readonly cap = new Int32Array(2 * 225);
  private readonly order = new Int32Array(MAX_ANCHORS);
  private rv = new Int32Array(0);
  private tiles = 0;
  private playable = 0;
  private rackSize = 7;
  private bingo = 50;
  private anagrams: AnagramTable | undefined;
  private rackHash = 0;
  private blanks = 0;
  /** Whether a bingo may run through board tiles with this letter hash, for this rack. */
  private readonly bingoMemo = new Map<number, boolean>();

  constructor(
    private readonly t: BoardTables,
    private readonly graph?: WordGraph,
  ) {}

  /**
   * Fills `anchors` (dir * 225 + line * 15 + pos) sorted by decreasing bound.
   * `rack` holds counts by symbol with blanks at 0; `values` letter values by symbol.
   */
  compute(rack: Int32Array, values: Int32Array, rackSize: number, bingo: number): void {
    let tiles = 0;
    let playable = rack[0]! > 0 ? ALL_LETTERS : 0;
    let letters = 0;
    let capAll = rack[0]! > 0 ? 0 : -1;
    this.rackHash = 0;
    for (let s = 0; s <= 26; s++) {
      for (let k = 0; k < rack[s]! && tiles < 16; k++) this.rackValues[tiles++] = s === 0 ? 0 : values[s]!;
      if (s > 0 && rack[s]! > 0) {
        letters |= 1 << s;
        if (values[s]! > capAll) capAll = values[s]!;
        this.rackHash = (this.rackHash + Math.imul(rack[s]!, LETTER_HASH[s]!)) | 0;
      }
    }
    playable |= letters;
    this.rv = this.rackValues.subarray(0, tiles).sort().reverse();
    this.tiles = Math.min(tiles, 15);
    this.playable = playable;
    this.rackSize = rackSize;
    this.bingo = bingo;
    this.blanks = rack[0]!;
    this.anagrams = this.graph && tiles === rackSize ? anagramTable(this.graph) : undefined;
    this.bingoMemo.clear();
    const t = this.t;
    // Caps by square: the best letter the rack holds and the cross-check allows.
    for (let sq = 0; sq < 2 * 225; sq++) {
      const cross = t.cross[sq]!;
      if (cross === ALL_LETTERS) {
        this.cap[sq] = capAll;
        continue;
      }
      let best = rack[0]! > 0 && cross !== 0 ? 0 : -1;
      for (let bits = letters & cross; bits !== 0; bits &= bits - 1) {
        const v = values[31 - Math.clz32(bits & -bits)]!;
        if (v > best) best = v;
      }
      this.cap[sq] = best;
    }
    this.count = 0;
    for (let a = 0; a < 2 * 225; a++) {
      if (!t.anchors[a]) continue;
      const b = this.anchorBound(a);
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
  private anchorBound(a: number): number {
    const t = this.t;
    const tiles = this.tiles;
    const playable = this.playable;
    const pos = a % 15;
    const base = a - pos;
    if ((t.cross[a]! & playable) === 0) return -1;
    // Where the word may start: through the tiles just left, or over free squares.
    let leftBoard = 0;
    let leftHash = 0;
    let minL = pos;
    if (pos > 0 && t.tiles[a - 1] !== 0) {
      minL = pos - 1;
      while (minL > 0 && t.tiles[base + minL - 1] !== 0) minL--;
      for (let p = minL; p < pos; p++) {
        leftBoard += t.values[base + p]!;
        leftHash = (leftHash + LETTER_HASH[t.tiles[base + p]! & 31]!) | 0;
      }
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
      let fixedHash = forcedLeft ? leftHash : 0;
      let fixedCount = forcedLeft ? pos - minL : 0;
      let crossFixed = 0;
      const first = forcedLeft ? pos : L;
      for (let p = first; p <= pos; p++) {
        const sq = base + p;
        this.emLm[used] = t.letterMult[sq]!;
        this.emCrossWm[used] = t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0;
        this.emCap[used] = this.cap[sq]!;
        if (t.crossScore[sq]! >= 0) crossFixed += t.crossScore[sq]! * t.wordMult[sq]!;
        mult *= t.wordMult[sq]!;
        used++;
      }
      for (let R = pos; R < 15; R++) {
        if (R > pos) {
          const sq = base + R;
          if (t.tiles[sq] !== 0) {
            fixed += t.values[sq]!;
            fixedHash = (fixedHash + LETTER_HASH[t.tiles[sq]! & 31]!) | 0;
            fixedCount++;
          } else {
            if (used === tiles || (t.cross[sq]! & playable) === 0) break;
            this.emLm[used] = t.letterMult[sq]!;
            this.emCrossWm[used] = t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0;
            this.emCap[used] = this.cap[sq]!;
            if (t.crossScore[sq]! >= 0) crossFixed += t.crossScore[sq]! * t.wordMult[sq]!;
            mult *= t.wordMult[sq]!;
            used++;
          }
        }
        if (R < 14 && t.tiles[base + R + 1] !== 0) continue;
        const isBingo = used === this.rackSize;
        if (isBingo && !this.bingoFits(fixedHash, used + fixedCount)) continue;
        const score = this.pairing(used, mult) + fixed * mult + crossFixed + (isBingo ? this.bingo : 0);
        if (score > best) best = score;
      }
    }
    return best;
  }

  /** Whether some word of `length` letters may be the whole rack plus board tiles with hash `boardHash`. */
  private bingoFits(boardHash: number, length: number): boolean {
    if (this.anagrams === undefined || length < MIN_LETTERS || length > MAX_LETTERS) return true;
    let fits = this.bingoMemo.get(boardHash);
    if (fits === undefined) {
      fits = this.anagrams.hasWithBlanks((this.rackHash + boardHash) | 0, this.blanks);
      this.bingoMemo.set(boardHash, fits);
    }
    return fits;
  }

  /** Highest rack values on the highest coefficients, or each square's cap if lower. */
  private pairing(used: number, mult: number): number {
    const c = this.coef;
    const rv = this.rv;
    let capped = 0;
    for (let i = 0; i < used; i++) {
      const x = this.emLm[i]! * (mult + this.emCrossWm[i]!);
      capped += x * this.emCap[i]!;
      let j = i - 1;
      while (j >= 0 && c[j]! < x) {
        c[j + 1] = c[j]!;
        j--;
      }
      c[j + 1] = x;
    }
    let sum = 0;
    for (let i = 0; i < used; i++) sum += c[i]! * rv[i]!;
    return capped < sum ? capped : sum;
  }
}
