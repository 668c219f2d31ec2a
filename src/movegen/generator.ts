/**
 * Gordon's GADDAG generation. From each anchor the play is built leftwards (reading the
 * reversed prefix), then, after the separator, rightwards from the square after the
 * anchor. Leftwards it may cover only squares that are not anchors, so each play is made
 * once, from the leftmost anchor it covers. A one-tile play is made across when it forms
 * an across word, else down, so it is counted once. Scores are summed as tiles go down;
 * nothing is allocated per play: plays go to a sink.
 * Most of the time goes in visiting graph nodes, so a child is visited only when its
 * letter mask (kept beside the arc) meets what the next square takes: its tile, or the
 * cross-check letters the rack still holds. That halves the visits for RETIN?? (to 0.35M).
 * Hot code: the board tables are fields of this object and constants are literals
 * (15 squares a line, 225 a direction), to keep property loads to a minimum.
 * Full lists and best plays are made by assembly/generator.ts, the same search compiled to
 * WebAssembly (see compiled.ts); this one answers whether any play exists (it stops at the
 * first) and is the reference the tests hold the compiled one to.
 */
import { popcount, type WordGraph } from '../lexicon/word-graph.js';
import type { AnchorBounds } from './shadow.js';
import { tileCodes } from '../engine/alphabet.js';
import { ALL_LETTERS, SYMBOLS, type BoardTables, type PlaySink } from './tables.js';

/** Thrown when the sink wants no more plays. */
const STOP = new Error('stop');
const BLANK = 32, ACCEPTS = 32;

export class Generator {
  /** Rack as counts by symbol; index 0 holds the blanks. */
  readonly rack = new Int32Array(SYMBOLS);
  private rackBits = 0;
  private rackTotal = 0;
  private readonly placed = new Uint8Array(15);
  private readonly data: Int32Array;
  private readonly root: number;
  private readonly tiles: Uint8Array;
  private readonly values: Int32Array;
  private readonly cross: Int32Array;
  private readonly crossScore: Int32Array;
  private readonly letterMult: Uint8Array;
  private readonly wordMult: Uint8Array;
  private readonly anchors: Uint8Array;
  private readonly prevTile: Int32Array;
  private readonly prevCross: Int32Array;
  private readonly nextTile: Int32Array;
  private readonly nextCross: Int32Array;
  private letterValues: Int32Array = new Int32Array(SYMBOLS);
  /** Tile characters as symbols (the word list's alphabet), and its highest symbol. */
  private readonly codes: Uint8Array;
  private readonly lastSymbol: number;
  private sink: PlaySink = { add: () => Infinity };
  private floor = 0;
  private dir = 0;
  private line = 0;
  private base = 0;
  private anchor = 0;
  private anchorFreeRight = false;
  /** What the square after the anchor takes: its tile, or the letters its cross-check allows. */
  private rightTile = 0;
  private rightCross = 0;
  private rackSize = 7;
  private bingo = 50;
  /** Bingos went to the sink already (the anchor bounds found them by anagram). */
  private skipBingos = false;

  constructor(graph: WordGraph, private readonly t: BoardTables) {
    this.data = graph.data;
    this.root = graph.root;
    this.codes = tileCodes(graph.alphabet);
    this.lastSymbol = graph.alphabet.letters.length;
    this.tiles = t.tiles;
    this.values = t.values;
    this.cross = t.cross;
    this.crossScore = t.crossScore;
    this.letterMult = t.letterMult;
    this.wordMult = t.wordMult;
    this.anchors = t.anchors;
    this.prevTile = t.prevTile;
    this.prevCross = t.prevCross;
    this.nextTile = t.nextTile;
    this.nextCross = t.nextCross;
  }

  /** Sets the rack ('?' is a blank); other characters are ignored. */
  setRack(rack: string): void {
    this.rack.fill(0);
    this.rackTotal = 0;
    for (let i = 0; i < rack.length; i++) {
      const c = rack.charCodeAt(i);
      // '?' is the blank (0), a letter its symbol; anything else (lower case too) no tile.
      const s = c === 63 ? 0 : this.codes[c]!;
      if (c !== 63 && (s === 0 || s >= 32)) continue;
      this.rack[s]!++;
      this.rackTotal++;
    }
    this.rackBits = 0;
    for (let s = 1; s <= this.lastSymbol; s++) if (this.rack[s]! > 0) this.rackBits |= 1 << s;
  }

  private setup(values: Int32Array, rackSize: number, bingo: number, sink: PlaySink, floor: number): void {
    this.skipBingos = false;
    this.letterValues = values;
    this.rackSize = rackSize;
    this.bingo = bingo;
    this.sink = sink;
    this.floor = floor;
  }

  /** Generates from every anchor; `floor` is the lowest score the sink wants. */
  run(values: Int32Array, rackSize: number, bingo: number, sink: PlaySink, floor: number): void {
    this.setup(values, rackSize, bingo, sink, floor);
    if (this.rackTotal === 0) return;
    try {
      const live = this.t.liveLines;
      for (let dir = 0; dir < 2; dir++) {
        for (let line = 0; line < 15; line++) {
          if (!live[dir * 15 + line]) continue;
          const base = dir * 225 + line * 15;
          for (let pos = 0; pos < 15; pos++) {
            if (this.anchors[base + pos]) this.fromAnchor(dir, line, pos);
          }
        }
      }
    } catch (e) {
      if (e !== STOP) throw e;
    }
  }

  /**
   * Generates from the anchors of `bounds` in decreasing order of their upper bound on
   * their plays' scores, stopping once a bound is below the sink's floor (or below
   * `boundFloor()`, for bounds that count more than the score).
   */
  runBounded(values: Int32Array, rackSize: number, bingo: number, sink: PlaySink, floor: number, bounds: AnchorBounds, boundFloor?: () => number): void {
    this.setup(values, rackSize, bingo, sink, floor);
    this.skipBingos = bounds.foundBingos;
    if (this.rackTotal === 0) return;
    try {
      for (let i = 0; i < bounds.count && bounds.bounds[i]! >= (boundFloor === undefined ? this.floor : boundFloor()); i++) {
        const a = bounds.anchors[i]!;
        this.fromAnchor((a / 225) | 0, ((a % 225) / 15) | 0, a % 15);
      }
    } catch (e) {
      if (e !== STOP) throw e;
    }
  }

  private fromAnchor(dir: number, line: number, pos: number): void {
    this.dir = dir;
    this.line = line;
    this.base = dir * 225 + line * 15;
    this.anchor = pos;
    const next = pos === 14 ? 0 : this.tiles[this.base + pos + 1]!;
    this.anchorFreeRight = pos === 14 || next === 0;
    this.rightTile = next === 0 ? 0 : 1 << (next & 31);
    this.rightCross = pos === 14 || next !== 0 ? 0 : this.cross[this.base + pos + 1]!;
    this.left(pos, this.root, 0, 1, 0, 0);
  }

  /**
   * Leftward phase at `pos` (at or left of the anchor), in graph state `a` (see
   * word-graph.ts). Each arc taken may finish a word (nothing on either side), go on
   * left, or cross the separator and go right from the square after the anchor. A child
   * is entered only if its mask (stored beside the arc) has something the next square
   * can take, so dead ends cost no memory access.
   */
  private left(pos: number, a: number, main: number, mult: number, cross: number, used: number): void {
    const data = this.data;
    const tiles = this.tiles;
    const sq = this.base + pos;
    const mask = data[a + 1]!;
    const first = data[a]! >>> 6;
    if (tiles[sq] !== 0) {
      this.leftThrough(pos, mask, first, main, mult, cross, used);
      return;
    }
    // What a child needs for the square to the left (see tables.ts): the tile there, or a
    // letter its cross-check allows (and, below, that the rack still holds).
    const leftTile = this.prevTile[sq]!;
    const leftCross = this.prevCross[sq]!;
    const freeLeft = leftTile === 0;
    const goRight = freeLeft && this.anchor < 14;
    const finish = freeLeft && this.anchorFreeRight;
    if (used === this.rackTotal) return;
    const rack = this.rack;
    const blanks = rack[0]!;
    const allowed = mask & this.cross[sq]! & (blanks > 0 ? ALL_LETTERS : this.rackBits);
    if (allowed === 0) return;
    const lm = this.letterMult[sq]!;
    const wm = this.wordMult[sq]!;
    const cs = this.crossScore[sq]!;
    const newMult = mult * wm;
    const values = this.letterValues;
    const placed = this.placed;
    // Going left onto an empty square needs a tile to spare.
    const leftCrossOk = used + 1 < this.rackTotal ? leftCross : 0;
    const rightTile = this.rightTile;
    const rightCross = used + 1 < this.rackTotal ? this.rightCross : 0;
    for (let bits = allowed; bits !== 0; ) {
      const low = bits & -bits;
      bits ^= low;
      const k = first + 2 * popcount(mask & (low - 1));
      const arc = data[k]!;
      const s = arc & 31;
      const childMask = data[k + 1]!;
      // The separator is symbol 0, so it is the child's first arc: arc >>> 6.
      const sepMask = goRight && (childMask & 1) !== 0 && (rightTile | rightCross) !== 0 ? data[(arc >>> 6) + 1]! : 0;
      const accepts = finish && (arc & ACCEPTS) !== 0;
      if (rack[s]! > 0) {
        if (--rack[s]! === 0) this.rackBits ^= 1 << s;
        placed[pos] = s;
        const v = values[s]! * lm;
        const c = cs < 0 ? cross : cross + (cs + v) * wm;
        if (accepts) this.record(pos, this.anchor, main + v, newMult, c, used + 1);
        const avail = blanks > 0 ? ALL_LETTERS : this.rackBits;
        if ((childMask & (leftTile | (leftCrossOk & avail))) !== 0) this.left(pos - 1, k, main + v, newMult, c, used + 1);
        if ((sepMask & (rightTile | (rightCross & avail))) !== 0) this.right(this.anchor + 1, arc >>> 6, pos, main + v, newMult, c, used + 1);
        if (rack[s]!++ === 0) this.rackBits ^= 1 << s;
      }
      if (blanks > 0) {
        rack[0] = blanks - 1;
        placed[pos] = s | BLANK;
        const c = cs < 0 ? cross : cross + cs * wm;
        if (accepts) this.record(pos, this.anchor, main, newMult, c, used + 1);
        const avail = blanks > 1 ? ALL_LETTERS : this.rackBits;
        if ((childMask & (leftTile | (leftCrossOk & avail))) !== 0) this.left(pos - 1, k, main, newMult, c, used + 1);
        if ((sepMask & (rightTile | (rightCross & avail))) !== 0) this.right(this.anchor + 1, arc >>> 6, pos, main, newMult, c, used + 1);
        rack[0] = blanks;
      }
    }
  }

  /**
   * Leftward phase over a run of board tiles from `pos` (a tile) leftwards, in the node with
   * letter mask `mask` whose arcs start at `first`: a loop, not a call per tile.
   */
  private leftThrough(pos: number, mask: number, first: number, main: number, mult: number, cross: number, used: number): void {
    const data = this.data;
    const tiles = this.tiles;
    for (let sq = this.base + pos; ; sq--, pos--) {
      const bit = 1 << (tiles[sq]! & 31);
      if ((mask & bit) === 0) return;
      const k = first + 2 * popcount(mask & (bit - 1));
      const arc = data[k]!;
      const childMask = data[k + 1]!;
      this.placed[pos] = 0;
      main += this.values[sq]!;
      const leftTile = this.prevTile[sq]!;
      // An empty square next needs a tile still on the rack.
      const rackLeft = used === this.rackTotal ? 0 : this.rack[0]! > 0 ? ALL_LETTERS : this.rackBits;
      if (leftTile === 0) {
        // Nothing on the left: the word may end here, or go right from the anchor.
        if (this.anchorFreeRight && (arc & ACCEPTS) !== 0) this.record(pos, this.anchor, main, mult, cross, used);
        // The separator is symbol 0, so it is the child's first arc: arc >>> 6.
        if (this.anchor < 14 && (childMask & 1) !== 0 && (data[(arc >>> 6) + 1]! & (this.rightTile | (this.rightCross & rackLeft))) !== 0) {
          this.right(this.anchor + 1, arc >>> 6, pos, main, mult, cross, used);
        }
        if ((childMask & this.prevCross[sq]! & rackLeft) !== 0) this.left(pos - 1, k, main, mult, cross, used);
        return;
      }
      // Another tile on the left: go on through it.
      if ((childMask & leftTile) === 0) return;
      mask = childMask;
      first = arc >>> 6;
    }
  }

  /** Rightward phase at `pos` (right of the anchor) in state `a`; the word starts at `from`. */
  private right(pos: number, a: number, from: number, main: number, mult: number, cross: number, used: number): void {
    const data = this.data;
    const tiles = this.tiles;
    const sq = this.base + pos;
    const mask = data[a + 1]!;
    const nextTileBit = this.nextTile[sq]!;
    const nextCross = this.nextCross[sq]!;
    const finish = nextTileBit === 0;
    let first = data[a]! >>> 6;
    if (tiles[sq] !== 0) {
      // A run of board tiles: a loop, not a call per tile.
      for (let at = sq, p = pos, m = mask, next = nextTileBit; ; at++, p++) {
        const bit = 1 << (tiles[at]! & 31);
        if ((m & bit) === 0) return;
        const k = first + 2 * popcount(m & (bit - 1));
        const arc = data[k]!;
        this.placed[p] = 0;
        main += this.values[at]!;
        if (next === 0) {
          if ((arc & ACCEPTS) !== 0) this.record(from, p, main, mult, cross, used);
          const rackLeft = used === this.rackTotal ? 0 : this.rack[0]! > 0 ? ALL_LETTERS : this.rackBits;
          if ((data[k + 1]! & this.nextCross[at]! & rackLeft) !== 0) this.right(p + 1, k, from, main, mult, cross, used);
          return;
        }
        m = data[k + 1]!;
        if ((m & next) === 0) return;
        first = arc >>> 6;
        next = this.nextTile[at + 1]!;
      }
    }
    if (used === this.rackTotal) return;
    const rack = this.rack;
    const blanks = rack[0]!;
    const allowed = mask & this.cross[sq]! & (blanks > 0 ? ALL_LETTERS : this.rackBits);
    if (allowed === 0) return;
    const lm = this.letterMult[sq]!;
    const wm = this.wordMult[sq]!;
    const cs = this.crossScore[sq]!;
    const newMult = mult * wm;
    const values = this.letterValues;
    const placed = this.placed;
    const nextCrossOk = used + 1 < this.rackTotal ? nextCross : 0;
    for (let bits = allowed; bits !== 0; ) {
      const low = bits & -bits;
      bits ^= low;
      const k = first + 2 * popcount(mask & (low - 1));
      const arc = data[k]!;
      const s = arc & 31;
      const childMask = data[k + 1]!;
      const accepts = finish && (arc & ACCEPTS) !== 0;
      if (rack[s]! > 0) {
        if (--rack[s]! === 0) this.rackBits ^= 1 << s;
        placed[pos] = s;
        const v = values[s]! * lm;
        const c = cs < 0 ? cross : cross + (cs + v) * wm;
        if (accepts) this.record(from, pos, main + v, newMult, c, used + 1);
        if ((childMask & (nextTileBit | (nextCrossOk & (blanks > 0 ? ALL_LETTERS : this.rackBits)))) !== 0) this.right(pos + 1, k, from, main + v, newMult, c, used + 1);
        if (rack[s]!++ === 0) this.rackBits ^= 1 << s;
      }
      if (blanks > 0) {
        rack[0] = blanks - 1;
        placed[pos] = s | BLANK;
        const c = cs < 0 ? cross : cross + cs * wm;
        if (accepts) this.record(from, pos, main, newMult, c, used + 1);
        if ((childMask & (nextTileBit | (nextCrossOk & (blanks > 1 ? ALL_LETTERS : this.rackBits)))) !== 0) this.right(pos + 1, k, from, main, newMult, c, used + 1);
        rack[0] = blanks;
      }
    }
  }

  private record(from: number, to: number, main: number, mult: number, cross: number, used: number): void {
    if (used === 1) {
      // A lone tile: it needs a word in this line, and down only when it has none across.
      if (from === to) return;
      if (this.dir === 1 && this.crossScore[this.base + this.anchor]! >= 0) return;
    }
    if (used === this.rackSize && this.skipBingos) return;
    const score = main * mult + cross + (used === this.rackSize ? this.bingo : 0);
    if (score < this.floor) return;
    this.floor = this.sink.add(score, this.dir, this.line, from, to, this.placed);
    // Unwinds the whole search at once (run and runBounded catch it): no check on the way.
    if (this.floor === Infinity) throw STOP;
  }
}
