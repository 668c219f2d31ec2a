/**
 * Upper bounds on the score of any play made from each anchor, for best-play searches:
 * anchors are searched best bound first, and the search stops when no bound can beat the
 * plays already found. A bound looks at squares: for each stretch of the line a play
 * from the anchor could cover, it pairs the rack's highest values with the squares'
 * highest multipliers (rearrangement inequality), and also caps each square by the best
 * rack tile its cross-check lets stand there; the lower of the two holds.
 * A stretch with as many empty squares as the rack holds tiles takes only bingos, and the
 * bonus would dominate its bound; so its bound is the best bingo it really holds: the
 * words that are anagrams of the rack and the board tiles in it (anagrams.ts) are tried
 * on its squares (board letters, cross-checks, blanks on the cheapest squares).
 * When the bingos go to a sink, the stretches are looked up last, best square bound first,
 * and those whose bound is below what the sink still wants are not looked up at all: with
 * two blanks a lookup is hundreds of probes and a scan of many words.
 */
import type { WordGraph } from '../lexicon/word-graph.js';
import { anagramIndex, LETTER_HASH, MAX_LETTERS, MIN_LETTERS, type AnagramIndex } from './anagrams.js';
import { ALL_LETTERS, BLANK_FLAG, type BoardTables, type PlaySink } from './tables.js';

const MAX_ANCHORS = 2 * 225;
/** Bingo stretches kept for the sink's lookups (more are looked up at once). */
const MAX_LANES = 4096;

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
  private anagrams: AnagramIndex | undefined;
  private rackHash = 0;
  private blanks = 0;
  private readonly rack = new Int32Array(27);
  private values: Int32Array = new Int32Array(27);
  /** The words that may be the rack plus board tiles with this letter hash. */
  private readonly bingoWords = new Map<number, number[]>();
  // Scratch for one word's empty squares: letter, coefficient, and place in the word.
  private readonly need = new Int32Array(27);
  private readonly short = new Int32Array(27);
  private readonly wordLetter = new Int32Array(MAX_LETTERS);
  private readonly wordCoef = new Int32Array(MAX_LETTERS);
  private readonly wordSquare = new Int32Array(MAX_LETTERS);
  private readonly placed = new Uint8Array(15);
  /** Scratch for one stretch: the places in the word a board tile or cross-check constrains, and what each allows. */
  private readonly checkAt = new Int32Array(MAX_LETTERS);
  private readonly checkAllow = new Int32Array(MAX_LETTERS);
  /** Where bingos go, when they are found here rather than by the generator. */
  private sink: PlaySink | undefined;
  private floor = -Infinity;
  private anchor = 0;
  private kept: Float64Array | undefined;
  private rackTiles = 0;
  /**
   * The bingo stretches to look up for the sink: anchor, first square, length, board
   * letters' hash, product of word multipliers, fixed points, and the square bound.
   */
  private readonly lanes = new Int32Array(7 * MAX_LANES);
  private laneCount = 0;
  /** Bingo stretches the last `compute` looked up for its sink, and those it had. */
  lanesLookedUp = 0;
  lanesFound = 0;
  private readonly laneOrder = new Int32Array(MAX_LANES);

  constructor(
    private readonly t: BoardTables,
    private readonly graph?: WordGraph,
  ) {}

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
    this.rack.set(rack);
    this.values = values;
    // Blanks stand for any letter: up to two are looked up, letter pair by letter pair.
    this.anagrams = this.graph && tiles === rackSize && rackSize >= MIN_LETTERS && rack[0]! <= 2 ? anagramIndex(this.graph) : undefined;
    this.bingoWords.clear();
    this.sink = this.anagrams !== undefined ? bingoSink : undefined;
    this.foundBingos = this.sink !== undefined;
    this.floor = floor;
    this.laneCount = 0;
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
      this.anchor = a;
      const b = this.anchorBound(a);
      if (b === -Infinity) continue;
      this.anchors[this.count] = a;
      this.bounds[this.count++] = Math.ceil(b);
    }
    this.lookUpLanes();
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
        if (isBingo && this.anagrams !== undefined) {
          const length = used + fixedCount;
          if (this.sink !== undefined && this.laneCount < MAX_LANES) {
            // Looked up later, in order of this bound (they are not the anchor's to find).
            const at = 7 * this.laneCount++;
            const l = this.lanes;
            l[at] = this.anchor;
            l[at + 1] = base + R - length + 1;
            l[at + 2] = length;
            l[at + 3] = fixedHash;
            l[at + 4] = mult;
            l[at + 5] = fixed * mult + crossFixed + this.bingo;
            l[at + 6] = this.pairing(used, mult) + l[at + 5]!;
            continue;
          }
          score = this.bingos(base + R - length + 1, length, fixedHash, mult, fixed * mult + crossFixed + this.bingo);
          // Bingos given to the sink are not the anchor's to find.
          if (this.sink !== undefined) continue;
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

  /** Looks up the kept bingo stretches, best bound first, until none can reach the sink's floor. */
  private lookUpLanes(): void {
    const n = this.laneCount;
    this.lanesFound = n;
    this.lanesLookedUp = 0;
    const l = this.lanes;
    const order = this.laneOrder;
    for (let i = 0; i < n; i++) order[i] = i;
    // Insertion sort by bound, highest first (a few dozen stretches).
    for (let i = 1; i < n; i++) {
      const x = order[i]!;
      let j = i - 1;
      while (j >= 0 && l[7 * order[j]! + 6]! < l[7 * x + 6]!) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = x;
    }
    for (let i = 0; i < n; i++) {
      const at = 7 * order[i]!;
      if (l[at + 6]! < this.floor) break;
      this.anchor = l[at]!;
      this.lanesLookedUp++;
      this.bingos(l[at + 1]!, l[at + 2]!, l[at + 3]!, l[at + 4]!, l[at + 5]!);
    }
    this.laneCount = 0;
  }

  /**
   * The bingos on the `length` squares from `start`, whose board tiles have letter hash
   * `boardHash`: `mult` is the product of the empty squares' word multipliers, `fixed` the
   * points that do not depend on the rack's letters. Returns the best one's score (-1 when
   * no word fits); with a sink, gives it every one, each placement of the blanks too.
   */
  private bingos(start: number, length: number, boardHash: number, mult: number, fixed: number): number {
    const index = this.anagrams!;
    let words = this.bingoWords.get(boardHash);
    if (words === undefined) {
      words = [];
      index.collect((this.rackHash + boardHash) | 0, this.blanks, words);
      this.bingoWords.set(boardHash, words);
    }
    const t = this.t;
    const { letters, offsets, lengths } = index;
    const { need, short, rack, values, wordLetter, wordCoef, wordSquare } = this;
    // The squares that rule words out (board tiles, cross-checks) are tried first: most
    // words fail on one of them, before any scoring.
    const check = this.checkAt;
    const allow = this.checkAllow;
    let checks = 0;
    for (let i = 0; i < length; i++) {
      const sq = start + i;
      const tile = t.tiles[sq]!;
      if (tile === 0 && t.cross[sq] === ALL_LETTERS) continue;
      check[checks] = i;
      allow[checks++] = tile !== 0 ? 1 << (tile & 31) : t.cross[sq]!;
    }
    let best = -1;
    words: for (const w of words) {
      if (lengths[w] !== length) continue;
      const at = offsets[w]!;
      for (let c = 0; c < checks; c++) if ((allow[c]! & (1 << letters[at + check[c]!]!)) === 0) continue words;
      let empties = 0;
      let points = 0;
      let fits = true;
      for (let i = 0; i < length; i++) {
        const sq = start + i;
        const s = letters[at + i]!;
        const tile = t.tiles[sq]!;
        if (tile !== 0) {
          if ((tile & 31) !== s) {
            fits = false;
            break;
          }
          continue;
        }
        if ((t.cross[sq]! & (1 << s)) === 0) {
          fits = false;
          break;
        }
        const coef = t.letterMult[sq]! * (mult + (t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0));
        wordLetter[empties] = s;
        wordCoef[empties] = coef;
        wordSquare[empties] = i;
        empties++;
        points += values[s]! * coef;
      }
      if (!fits) continue;
      // Blanks make up the letters the rack lacks: short[s] of the letter s.
      for (let e = 0; e < empties; e++) need[wordLetter[e]!]!++;
      let blanks = 0;
      for (let e = 0; e < empties; e++) {
        const s = wordLetter[e]!;
        const n = need[s]!;
        if (n === 0) continue;
        need[s] = 0;
        if (n < rack[s]!) fits = false;
        else {
          short[s] = n - rack[s]!;
          blanks += n - rack[s]!;
        }
      }
      if (fits && blanks === this.blanks) {
        const score = this.placeBlanks(start, length, empties, points + fixed);
        if (score > best) best = score;
      }
      for (let e = 0; e < empties; e++) short[wordLetter[e]!] = 0;
    }
    return best;
  }

  /**
   * Puts the word's blanks on each choice of squares that holds the letters they stand for;
   * gives each play to the sink if there is one. Returns the best score.
   */
  private placeBlanks(start: number, length: number, empties: number, points: number): number {
    const { short, values, wordLetter, wordCoef } = this;
    let best = -1;
    const one = this.blanks >= 1;
    const two = this.blanks === 2;
    for (let i = one ? 0 : -1; i < (one ? empties : 0); i++) {
      for (let j = two ? i + 1 : -1; j < (two ? empties : 0); j++) {
        // The squares i and j (as many as the rack has blanks) take exactly the missing letters.
        const li = i < 0 ? 0 : wordLetter[i]!;
        const lj = j < 0 ? 0 : wordLetter[j]!;
        if (j >= 0 ? (li === lj ? short[li] !== 2 : short[li] !== 1 || short[lj] !== 1) : i >= 0 && short[li] !== 1) continue;
        let score = points;
        if (i >= 0) score -= values[wordLetter[i]!]! * wordCoef[i]!;
        if (j >= 0) score -= values[wordLetter[j]!]! * wordCoef[j]!;
        if (score > best) best = score;
        if (this.sink !== undefined && score >= this.floor) this.emit(start, length, empties, i, j, score);
      }
    }
    return best;
  }

  private emit(start: number, length: number, empties: number, i: number, j: number, score: number): void {
    const a = this.anchor;
    const base = a - (a % 15);
    const from = start - base;
    const placed = this.placed;
    for (let p = 0; p < length; p++) placed[from + p] = 0;
    for (let e = 0; e < empties; e++) placed[from + this.wordSquare[e]!] = this.wordLetter[e]! | (e === i || e === j ? BLANK_FLAG : 0);
    this.floor = this.sink!.add(score, (a / 225) | 0, ((a % 225) / 15) | 0, from, from + length - 1, placed);
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
