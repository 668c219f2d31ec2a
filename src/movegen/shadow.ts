/**
 * Upper bounds on the score of any play made from each anchor, for best-play searches:
 * anchors are searched best bound first, and the search stops when no bound can beat the
 * plays already found. A bound looks at squares: for each stretch of the line a play
 * from the anchor could cover, it pairs the rack's highest values with the squares'
 * highest multipliers (rearrangement inequality), and also caps each square by the best
 * rack tile its cross-check lets stand there; the lower of the two holds.
 * A stretch with as many empty squares as the rack holds tiles takes only bingos; its
 * bound is the best bingo it really holds (bingo-bounds.ts).
 */
import type { WordGraph } from '../lexicon/word-graph.js';
import { LETTER_HASH } from './anagrams.js';
import { BingoBounds } from './bingo-bounds.js';
import { ALL_LETTERS, SYMBOLS, type BoardTables, type PlaySink } from './tables.js';

const MAX_ANCHORS = 2 * 225;

export class AnchorBounds {
  readonly anchors = new Int32Array(MAX_ANCHORS);
  readonly bounds = new Int32Array(MAX_ANCHORS);
  count = 0;
  /**
   * Whether the last `compute` gave every bingo to its sink; the bounds are then of the
   * other plays, and the generator leaves bingos out.
   */
  foundBingos = false;
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
  /** The bounds of the stretches that take only bingos. */
  private readonly bingoBounds: BingoBounds;
  private kept: Float64Array | undefined;
  private rackTiles = 0;

  /** The highest symbol the word list's alphabet has. */
  private readonly lastSymbol: number;

  constructor(
    private readonly t: BoardTables,
    graph?: WordGraph,
  ) {
    this.bingoBounds = new BingoBounds(t, graph);
    this.lastSymbol = graph ? graph.alphabet.letters.length : SYMBOLS - 1;
  }

  /** Bingo stretches the last `compute` looked up for its sink, and those it had. */
  get lanesLookedUp(): number {
    return this.bingoBounds.lanesLookedUp;
  }

  get lanesFound(): number {
    return this.bingoBounds.lanesFound;
  }

  /**
   * Fills `anchors` (dir * 225 + line * 15 + pos) sorted by decreasing bound.
   * `rack` holds counts by symbol with blanks at 0; `values` letter values by symbol.
   * With `bingoSink`, a full rack's bingos are looked up by anagram and given to it (see
   * `foundBingos`). With `kept`, each bound adds the most the tiles a play keeps can be worth
   * (kept[k] for k tiles kept), and may be fractional: the bound is rounded up.
   */
  compute(rack: Int32Array, values: Int32Array, rackSize: number, bingo: number, bingoSink?: PlaySink, floor = -Infinity, kept?: Float64Array): void {
    let tiles = 0;
    let playable = rack[0]! > 0 ? ALL_LETTERS : 0;
    let letters = 0;
    let capAll = rack[0]! > 0 ? 0 : -1;
    for (let s = 0; s <= this.lastSymbol; s++) {
      for (let k = 0; k < rack[s]! && tiles < 16; k++) this.rackValues[tiles++] = s === 0 ? 0 : values[s]!;
      if (s > 0 && rack[s]! > 0) {
        letters |= 1 << s;
        if (values[s]! > capAll) capAll = values[s]!;
      }
    }
    playable |= letters;
    this.rv = this.rackValues.subarray(0, tiles).sort().reverse();
    this.tiles = Math.min(tiles, 15);
    this.playable = playable;
    this.rackSize = rackSize;
    this.bingo = bingo;
    this.foundBingos = this.bingoBounds.start(rack, values, tiles, rackSize, bingoSink, floor);
    this.kept = kept;
    this.rackTiles = tiles;
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
      if (b === -Infinity) continue;
      this.anchors[this.count] = a;
      this.bounds[this.count++] = Math.ceil(b);
    }
    this.bingoBounds.lookUpLanes();
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

  /** The best score bound over the stretches a play from anchor `a` may cover (plus what it keeps, with `kept`); -Infinity if none. */
  private anchorBound(a: number): number {
    const t = this.t;
    const tiles = this.tiles;
    const playable = this.playable;
    const pos = a % 15;
    const base = a - pos;
    if ((t.cross[a]! & playable) === 0) return -Infinity;
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
    const kept = this.kept;
    const bingos = this.bingoBounds;
    let best = -Infinity;
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
        let score: number;
        // A bingo is 7-15 letters (the index's range): the rack, and board tiles in the line.
        if (isBingo && bingos.looksUp) {
          const length = used + fixedCount;
          const start = base + R - length + 1;
          const points = fixed * mult + crossFixed + this.bingo;
          if (bingos.toSink && bingos.canKeep()) {
            // Looked up later, in order of this bound (they are not the anchor's to find).
            bingos.keep(a, start, length, fixedHash, mult, points, this.pairing(used, mult) + points);
            continue;
          }
          score = bingos.best(a, start, length, fixedHash, mult, points);
          // Bingos given to the sink are not the anchor's to find.
          if (bingos.toSink) continue;
        } else {
          score = this.pairing(used, mult) + fixed * mult + crossFixed + (isBingo ? this.bingo : 0);
        }
        // -1: no bingo fits.
        if (score < 0) continue;
        const value = kept === undefined ? score : score + kept[this.rackTiles - used]!;
        if (value > best) best = value;
      }
    }
    return best;
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
