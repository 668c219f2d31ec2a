/**
 * Upper bounds on the score of any play made from each anchor, for best-play searches:
 * anchors are searched best bound first, and the search stops when no bound can beat the
 * plays already found. A bound looks at squares: for each stretch of the line a play
 * from the anchor could cover, it pairs the rack's highest values with the squares'
 * highest multipliers (rearrangement inequality), and also caps each square by the best
 * rack tile its cross-check lets stand there; the lower of the two holds.
 * A stretch with as many empty squares as the rack holds tiles takes only bingos; its
 * bound is the best bingo it really holds (bingo-bounds.ts).
 * The compiled searches take the same bounds from assembly/bounds.ts, which the tests
 * compare with these; these stay the reference, and bound the TypeScript searches.
 */
import type { WordGraph } from '../lexicon/word-graph.js';
import { LETTER_HASH } from './anagrams.js';
import { BingoBounds } from './bingo-bounds.js';
import { Openings } from './openings.js';
import { sortByBound, sortKey } from './sort-keys.js';
import { Stretch } from './stretch.js';
import { ALL_LETTERS, SYMBOLS, type BoardTables, type BoundedSink, type PlaySink } from './tables.js';

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
  /** Highest value of a rack tile the square's cross-check allows (a blank counts 0; -1 none). */
  private readonly cap = new Int32Array(2 * 225);
  private readonly keys = new Int32Array(MAX_ANCHORS);
  private readonly byValue = new Int32Array(32);
  private rv = new Int32Array(0);
  private tiles = 0;
  private playable = 0;
  private rackSize = 7;
  private bingo = 50;
  /** The bounds of the stretches that take only bingos. */
  private readonly bingoBounds: BingoBounds;
  private kept: Float64Array | undefined;
  private rackTiles = 0;
  private readonly stretch: Stretch;
  private readonly opening: Openings;

  /** The highest symbol the word list's alphabet has. */
  private readonly lastSymbol: number;

  constructor(
    private readonly t: BoardTables,
    graph?: WordGraph,
  ) {
    this.bingoBounds = new BingoBounds(t, graph);
    this.stretch = new Stretch(t, this.cap);
    this.opening = new Openings(t, this.bingoBounds);
    this.lastSymbol = graph ? graph.alphabet.letters.length : SYMBOLS - 1;
  }

  /** Bingo stretches the last `compute` looked up for its sink, and those it had. */
  get lanesLookedUp(): number {
    return this.bingoBounds.lanesLookedUp;
  }

  get lanesFound(): number {
    return this.bingoBounds.lanesFound;
  }

  /** The bingo stretches of the last `compute` (see BingoBounds.keep). */
  lastLanes(): Int32Array {
    return this.bingoBounds.lastLanes();
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
    // The rack's letters (one each), highest value first: a square's cap is the first its cross-check allows.
    const byValue = this.byValue;
    let distinct = 0;
    for (let s = 0; s <= this.lastSymbol; s++) {
      for (let k = 0; k < rack[s]! && tiles < 16; k++) this.rackValues[tiles++] = s === 0 ? 0 : values[s]!;
      if (s > 0 && rack[s]! > 0) {
        letters |= 1 << s;
        let j = distinct++;
        while (j > 0 && values[byValue[j - 1]!]! < values[s]!) {
          byValue[j] = byValue[j - 1]!;
          j--;
        }
        byValue[j] = s;
      }
    }
    playable |= letters;
    this.rv = this.rackValues.subarray(0, tiles).sort().reverse();
    this.tiles = Math.min(tiles, 15);
    this.playable = playable;
    this.rackSize = rackSize;
    this.bingo = bingo;
    this.startBingos(rack, values, rackSize, bingoSink, floor);
    this.kept = kept;
    this.rackTiles = tiles;
    const { cross: crossOf, anchors: isAnchor, liveLines } = this.t;
    const cap = this.cap;
    // Caps by square: the best letter the rack holds and the cross-check allows (on the
    // lines with anchors: a play covers squares of its anchor's line only).
    const blankCap = rack[0]! > 0 ? 0 : -1;
    const capAll = distinct > 0 ? Math.max(blankCap, values[byValue[0]!]!) : blankCap;
    for (let l = 0; l < 2 * 15; l++) {
      if (!liveLines[l]) continue;
      for (let sq = l * 15; sq < l * 15 + 15; sq++) {
        const cross = crossOf[sq]!;
        if (cross === ALL_LETTERS) {
          cap[sq] = capAll;
          continue;
        }
        let best = cross !== 0 ? blankCap : -1;
        for (let k = 0; k < distinct; k++) {
          if ((cross & (1 << byValue[k]!)) !== 0) {
            if (values[byValue[k]!]! > best) best = values[byValue[k]!]!;
            break;
          }
        }
        cap[sq] = best;
      }
    }
    // Anchors by bound, highest first, and by square among equal bounds: sorted ascending
    // as integer keys (see sortKey).
    const keys = this.keys;
    let n = 0;
    for (let l = 0; l < 2 * 15; l++) {
      if (!liveLines[l]) continue;
      for (let a = l * 15; a < l * 15 + 15; a++) {
        if (!isAnchor[a]) continue;
        const b = this.anchorBound(a);
        if (b === -Infinity) continue;
        keys[n++] = sortKey(Math.ceil(b), a);
      }
    }
    this.bingoBounds.lookUpLanes();
    sortByBound(keys, n, this.anchors, this.bounds);
    this.count = n;
  }

  /**
   * Gets the bingo lookups ready for `rack` (for `compute`, and before the compiled bounds
   * of assembly/bounds.ts), and returns whether every bingo goes to `sink` (then the
   * compiled bounds keep the bingo stretches, for lookUpLanes).
   */
  startBingos(rack: Int32Array, values: Int32Array, rackSize: number, sink: PlaySink | undefined, floor: number): boolean {
    let tiles = 0;
    for (let s = 0; s <= this.lastSymbol; s++) tiles += rack[s]!;
    this.foundBingos = this.bingoBounds.start(rack, values, Math.min(tiles, 16), rackSize, sink, floor);
    return this.foundBingos;
  }

  /**
   * After startBingos and lookUpLanes on an empty board: gives the sink the other plays by
   * anagram (openings.ts) rather than by a search.
   */
  openings(rack: Int32Array, values: Int32Array, rackSize: number, sink: BoundedSink, boundFloor: () => number): void {
    this.opening.run(rack, values, rackSize, sink, boundFloor);
  }

  /** Looks up the `n` bingo stretches in `lanes` (kept by the compiled bounds) for the sink startBingos was given. */
  lookUpLanes(lanes: Int32Array<ArrayBufferLike>, n: number): void {
    this.bingoBounds.lookUpLanes(lanes, n);
  }

  /** The best score bound over the stretches a play from anchor `a` may cover (plus what it keeps, with `kept`); -Infinity if none. */
  private anchorBound(a: number): number {
    const t = this.t;
    const { tiles: board, cross, values, anchors } = t;
    const tiles = this.tiles;
    const playable = this.playable;
    const pos = a % 15;
    const base = a - pos;
    if ((cross[a]! & playable) === 0) return -Infinity;
    // Where the word may start: through the tiles just left, or over free squares.
    let leftBoard = 0;
    let leftHash = 0;
    let minL = pos;
    if (pos > 0 && board[a - 1] !== 0) {
      minL = pos - 1;
      while (minL > 0 && board[base + minL - 1] !== 0) minL--;
      for (let p = minL; p < pos; p++) {
        leftBoard += values[base + p]!;
        leftHash = (leftHash + LETTER_HASH[board[base + p]! & 31]!) | 0;
      }
    } else {
      while (minL > 0 && pos - minL + 1 < tiles && board[base + minL - 1] === 0 && !anchors[base + minL - 1] && (cross[base + minL - 1]! & playable) !== 0) minL--;
    }
    const forcedLeft = pos > 0 && board[a - 1] !== 0;
    const kept = this.kept;
    const st = this.stretch;
    const bingos = this.bingoBounds;
    // The most empty squares a stretch bounded by its squares may have: a whole rack's
    // stretches are the bingo lookups' when they look them up.
    const maxUsed = bingos.looksUp ? Math.min(tiles, this.rackSize - 1) : tiles;
    let best = -Infinity;
    for (let L = pos; L >= minL; L--) {
      if (forcedLeft && L !== minL) continue;
      // Squares L..pos: empties (none left of the anchor when the left is a tile run).
      st.reset();
      let fixed = forcedLeft ? leftBoard : 0;
      let fixedHash = forcedLeft ? leftHash : 0;
      let fixedCount = forcedLeft ? pos - minL : 0;
      for (let p = forcedLeft ? pos : L; p <= pos; p++) st.add(base + p);
      for (let R = pos; R < 15; R++) {
        if (R > pos) {
          const sq = base + R;
          if (board[sq] !== 0) {
            fixed += values[sq]!;
            fixedHash = (fixedHash + LETTER_HASH[board[sq]! & 31]!) | 0;
            fixedCount++;
          } else {
            if (st.used === tiles || (cross[sq]! & playable) === 0) break;
            st.add(sq);
          }
        }
        if (R < 14 && board[base + R + 1] !== 0) continue;
        const used = st.used;
        const mult = st.mult;
        const isBingo = used === this.rackSize;
        // For the score alone, a stretch's bound never falls as it grows (every coefficient,
        // rack value, cap and fixed point is at least 0): only the last end before it can
        // grow no more needs bounding.
        if (kept === undefined && !(isBingo && bingos.looksUp) && R < 14 && used < maxUsed && (cross[base + R + 1]! & playable) !== 0) continue;
        let score: number;
        // A bingo is 7-15 letters (the index's range): the rack, and board tiles in the line.
        if (isBingo && bingos.looksUp) {
          const length = used + fixedCount;
          const start = base + R - length + 1;
          const points = fixed * mult + st.crossFixed + this.bingo;
          if (bingos.toSink && bingos.canKeep()) {
            // Looked up later, in order of this bound (they are not the anchor's to find).
            bingos.keep(a, start, length, fixedHash, mult, points, st.pairing(this.rv) + points);
            continue;
          }
          score = bingos.best(a, start, length, fixedHash, mult, points);
          // Bingos given to the sink are not the anchor's to find.
          if (bingos.toSink) continue;
        } else {
          score = st.pairing(this.rv) + fixed * mult + st.crossFixed + (isBingo ? this.bingo : 0);
        }
        // -1: no bingo fits.
        if (score < 0) continue;
        const value = kept === undefined ? score : score + kept[this.rackTiles - used]!;
        if (value > best) best = value;
      }
    }
    return best;
  }
}
