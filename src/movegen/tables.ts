/**
 * The board as the generator reads it: one set of 15x15 tables per direction, indexed
 * dir * 225 + line * 15 + pos, where a line is a row (across) or a column (down).
 * Per empty square: which letters the cross-word allows (a bitmask, bit s = symbol s), the
 * points already in that cross-word, the premiums, and whether it is an anchor.
 */
import { ALPHABETS, BLANK_BIT, letterOf, tileCodes, type Alphabet } from '../engine/alphabet.js';
import { BOARD_SIZE, CENTER, type Board, type BoardLayout } from '../engine/board.js';
import type { ScoreOptions } from '../engine/score.js';
import { ARC_ACCEPTS, firstArc, follow, popcount, SEPARATOR, type WordGraph } from '../lexicon/word-graph.js';
import { onePerKey } from './memo.js';

export const N = BOARD_SIZE;
export const AREA = N * N;
/** Every letter an alphabet can have: bits 1..31 (bit 0 is the graph's separator). */
export const ALL_LETTERS = ~1;
export const BLANK_FLAG = BLANK_BIT;
/** Arrays by symbol: 0 (the blank, or the separator) and letters 1..31. */
export const SYMBOLS = 32;
export const NO_CROSS = -1;

/** Letter values by symbol of the word list's alphabet, from a tile set. */
export function letterValues(opts: Pick<ScoreOptions, 'tileSet'>, alphabet: Alphabet = ALPHABETS.latin): Int32Array {
  const v = new Int32Array(SYMBOLS);
  for (let s = 1; s <= alphabet.letters.length; s++) v[s] = opts.tileSet.values[letterOf(alphabet, s)] ?? 0;
  return v;
}

/** Letter and word multipliers per square, both directions, for a premium layout. */
const premiumsOf = onePerKey((layout: BoardLayout): { lm: Uint8Array; wm: Uint8Array } => {
  const p = { lm: new Uint8Array(2 * AREA), wm: new Uint8Array(2 * AREA) };
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const prem = layout.premiums[r]![c]!;
      for (let d = 0; d < 2; d++) {
        const i = d * AREA + (d === 0 ? r * N + c : c * N + r);
        p.lm[i] = prem === 'DL' ? 2 : prem === 'TL' ? 3 : 1;
        p.wm[i] = prem === 'DW' ? 2 : prem === 'TW' ? 3 : 1;
      }
    }
  }
  return p;
});

/** Runs of tiles whose cross-check or infix mask is remembered, before the memo is cleared. */
const MEMO_LIMIT = 1 << 16;

export class BoardTables {
  /** 0 empty, else the letter's symbol, plus BLANK_FLAG for a blank. */
  readonly tiles = new Uint8Array(2 * AREA);
  /** Points of the tile on the square (0 for a blank or an empty square). */
  readonly values = new Int32Array(2 * AREA);
  readonly cross = new Int32Array(2 * AREA);
  /** Points of the tiles already in the cross-word through the square, or NO_CROSS. */
  readonly crossScore = new Int32Array(2 * AREA);
  readonly letterMult = new Uint8Array(2 * AREA);
  readonly wordMult = new Uint8Array(2 * AREA);
  readonly anchors = new Uint8Array(2 * AREA);
  /**
   * What the generator needs of the square before (prev) and after (next) each square on
   * its line: the bit of the tile there, or else the letters its cross-check allows when
   * a play may cover it (0 at the edge; before, 0 also on an anchor, which a leftward
   * part never covers).
   */
  readonly prevTile = new Int32Array(2 * AREA);
  readonly prevCross = new Int32Array(2 * AREA);
  readonly nextTile = new Int32Array(2 * AREA);
  readonly nextCross = new Int32Array(2 * AREA);
  /**
   * Where the compiled search (assembly/generator.ts) starts, in place of the anchors: the
   * last tile of each run of tiles, whose tiles it reads before it tries a letter, and the
   * anchors with no tile beside them in their own line.
   */
  readonly starts = new Uint8Array(2 * AREA);
  /**
   * What its leftward phase may place on the square before each square: the letters that
   * square's cross-check allows, or 0 where the phase must not go (the edge, a tile, a
   * square where the search starts, a square just after a tile, whose play starts at that
   * tile's run).
   */
  readonly leftCross = new Int32Array(2 * AREA);
  /** Lines (dir * 15 + line) holding at least one anchor. */
  readonly liveLines = new Uint8Array(2 * N);
  empty = true;
  /**
   * Whether the down plays are the across plays turned: an empty board whose centre row and
   * column have the same premiums square for square (every layout the rules have).
   */
  get mirrored(): boolean {
    if (!this.empty) return false;
    const across = CENTER * N;
    const down = AREA + CENTER * N;
    for (let p = 0; p < N; p++) {
      if (this.letterMult[across + p] !== this.letterMult[down + p] || this.wordMult[across + p] !== this.wordMult[down + p]) return false;
    }
    return true;
  }
  /** How many times the tables were filled: whoever copies them can tell when they changed. */
  loads = 0;
  // What the tables were last filled from: the same board again (a best play after a full
  // list, hasAnyPlay, another rack) costs nothing.
  private lastBoard: string[] = [];
  private lastLayout: BoardLayout | null = null;
  private readonly lastValues = new Int32Array(SYMBOLS);
  // The masks depend only on the letters around the square, and a board changes by a few
  // tiles a turn: most runs recur from position to position.
  // Keyed by the run's letters as a number (runKey), or as text for runs too long for one.
  private readonly crossMemo = new Map<number | string, number>();
  private readonly infixMemo = new Map<number | string, number>();
  private runStart = 0;
  private runEnd = 0;

  /** Tile characters as symbols, in the word list's alphabet (see tileCodes). */
  private readonly codes: Uint8Array;

  constructor(private readonly graph: WordGraph) {
    this.codes = tileCodes(graph.alphabet);
  }

  private isLoaded(board: Board, layout: BoardLayout, values: Int32Array): boolean {
    if (layout !== this.lastLayout || board.length !== N) return false;
    for (let s = 0; s < SYMBOLS; s++) if (values[s] !== this.lastValues[s]) return false;
    for (let r = 0; r < N; r++) if (board[r] !== this.lastBoard[r]) return false;
    return true;
  }

  /** Fills the tables for a board; `values` are the letter values by symbol. */
  load(board: Board, opts: ScoreOptions, values: Int32Array): void {
    if (this.isLoaded(board, opts.layout, values)) return;
    this.loads++;
    this.lastLayout = null;
    const { tiles, codes } = this;
    const prem = premiumsOf(opts.layout);
    this.letterMult.set(prem.lm);
    this.wordMult.set(prem.wm);
    tiles.fill(0);
    this.values.fill(0);
    this.cross.fill(ALL_LETTERS);
    this.crossScore.fill(NO_CROSS);
    this.anchors.fill(0);
    this.liveLines.fill(0);
    this.empty = true;
    for (let r = 0; r < N; r++) {
      const row = board[r]!;
      for (let c = 0; c < N; c++) {
        const t = codes[row.charCodeAt(c)]!;
        if (t === 0) continue;
        const v = t & BLANK_FLAG ? 0 : values[t]!;
        tiles[r * N + c] = t;
        tiles[AREA + c * N + r] = t;
        this.values[r * N + c] = v;
        this.values[AREA + c * N + r] = v;
        this.empty = false;
      }
    }
    this.remember(board, opts.layout, values);
    if (this.empty) {
      for (let d = 0; d < 2; d++) {
        this.anchors[d * AREA + CENTER * N + CENTER] = 1;
        this.liveLines[d * N + CENTER] = 1;
      }
      this.neighbours();
      return;
    }
    if (this.crossMemo.size > MEMO_LIMIT) this.crossMemo.clear();
    if (this.infixMemo.size > MEMO_LIMIT) this.infixMemo.clear();
    // Cross-checks for direction d come from the words of the other direction's lines.
    for (let d = 0; d < 2; d++) {
      const other = 1 - d;
      for (let line = 0; line < N; line++) {
        const base = other * AREA + line * N;
        for (let pos = 0; pos < N; pos++) {
          if (tiles[base + pos] !== 0 || !this.touchesInLine(base, pos)) continue;
          // The same square seen from direction d: line and pos swap.
          const i = d * AREA + pos * N + line;
          this.runAround(base, pos);
          const key = this.runKey(base, pos);
          let mask = this.crossMemo.get(key);
          if (mask === undefined) {
            mask = this.crossMask(base, pos);
            this.crossMemo.set(key, mask);
          }
          this.cross[i] = mask;
          this.crossScore[i] = this.crossPoints(base, pos);
        }
      }
    }
    // Next to tiles in its own line, a letter must also make a run that is part of some
    // word: an exact filter that spares the generator many dead ends.
    for (let i = 0; i < 2 * AREA; i++) {
      if (tiles[i] !== 0 || this.cross[i] === 0) continue;
      const pos = i % N;
      const base = i - pos;
      const inLine = this.touchesInLine(base, pos);
      if (inLine) {
        this.runAround(base, pos);
        const key = this.runKey(base, pos);
        let mask = this.infixMemo.get(key);
        if (mask === undefined) {
          mask = this.infixMask(base, pos);
          this.infixMemo.set(key, mask);
        }
        this.cross[i] = this.cross[i]! & mask;
      }
      if (this.cross[i] !== 0 && (inLine || this.crossScore[i] !== NO_CROSS)) {
        this.anchors[i] = 1;
        this.liveLines[(i / N) | 0] = 1;
      }
    }
    this.neighbours();
  }

  private neighbours(): void {
    const { tiles } = this;
    for (let i = 0; i < 2 * AREA; i++) {
      const pos = i % N;
      const before = pos > 0 ? tiles[i - 1]! : 0;
      this.prevTile[i] = before !== 0 ? 1 << (before & 31) : 0;
      this.prevCross[i] = pos > 0 && before === 0 && this.anchors[i - 1] === 0 ? this.cross[i - 1]! : 0;
      const after = pos < N - 1 ? tiles[i + 1]! : 0;
      this.nextTile[i] = after !== 0 ? 1 << (after & 31) : 0;
      this.nextCross[i] = pos < N - 1 && after === 0 ? this.cross[i + 1]! : 0;
      const here = tiles[i]!;
      this.starts[i] = here !== 0 ? (after === 0 ? 1 : 0) : this.anchors[i] !== 0 && before === 0 && after === 0 ? 1 : 0;
      this.leftCross[i] = pos > 0 && before === 0 && this.starts[i - 1] === 0 && (pos < 2 || tiles[i - 2] === 0) ? this.cross[i - 1]! : 0;
    }
  }

  private remember(board: Board, layout: BoardLayout, values: Int32Array): void {
    this.lastBoard = board.slice(0, N);
    this.lastValues.set(values.subarray(0, SYMBOLS));
    this.lastLayout = layout;
  }

  /**
   * The letters of the run around pos (set by runAround), with a mark at pos; blanks as
   * their letter. Up to 10 squares, a number (5 bits a square after a leading 1, exact
   * below 2^53; the mark is 0, which no tile is); longer runs, text ('.' at pos).
   */
  private runKey(base: number, pos: number): number | string {
    if (this.runEnd - this.runStart < 10) {
      let n = 1;
      for (let k = this.runStart; k <= this.runEnd; k++) n = n * 32 + (k === pos ? 0 : this.tiles[base + k]! & 31);
      return n;
    }
    let key = '';
    for (let k = this.runStart; k <= this.runEnd; k++) key += k === pos ? '.' : String.fromCharCode(64 + (this.tiles[base + k]! & 31));
    return key;
  }

  private touchesInLine(base: number, pos: number): boolean {
    return (pos > 0 && this.tiles[base + pos - 1] !== 0) || (pos < N - 1 && this.tiles[base + pos + 1] !== 0);
  }

  /** Sets runStart and runEnd to the first and last square of the run of tiles touching `pos` on its line (pos itself included). */
  private runAround(base: number, pos: number): void {
    let start = pos;
    while (start > 0 && this.tiles[base + start - 1] !== 0) start--;
    let end = pos;
    while (end < N - 1 && this.tiles[base + end + 1] !== 0) end++;
    this.runStart = start;
    this.runEnd = end;
  }

  /** Reads tiles from..to of a line backwards from state `a`; 0 if the graph has no such path. */
  private readBack(a: number, base: number, from: number, to: number): number {
    const { data } = this.graph;
    for (let k = to; k >= from && a !== 0; k--) a = follow(data, a, this.tiles[base + k]! & 31);
    return a;
  }

  /** Letters x such that (tiles before pos) x (tiles after pos) occurs inside some word (after runAround). */
  private infixMask(base: number, pos: number): number {
    const { data, root } = this.graph;
    const start = this.runStart;
    const end = this.runEnd;
    // A substring u of a word is a path rev(u) from the root (a GADDAG split right after u).
    const a = this.readBack(root, base, pos + 1, end);
    if (a === 0) return 0;
    let mask = 0;
    for (let arc = firstArc(data, a), n = popcount(data[a + 1]!); n > 0; n--, arc += 2) {
      const s = data[arc]! & 31;
      if (s !== SEPARATOR && (start === pos || this.readBack(arc, base, start, pos - 1) !== 0)) mask |= 1 << s;
    }
    return mask;
  }

  private crossPoints(base: number, pos: number): number {
    let sum = 0;
    for (let k = pos - 1; k >= 0 && this.tiles[base + k] !== 0; k--) sum += this.values[base + k]!;
    for (let k = pos + 1; k < N && this.tiles[base + k] !== 0; k++) sum += this.values[base + k]!;
    return sum;
  }

  /** Letters x such that (tiles before pos) x (tiles after pos) is a word (after runAround). */
  private crossMask(base: number, pos: number): number {
    const { data, root } = this.graph;
    const { tiles } = this;
    const start = this.runStart;
    const end = this.runEnd;
    let mask = 0;
    if (start < pos) {
      // rev(prefix), the separator, then each letter followed by the suffix.
      let a = this.readBack(root, base, start, pos - 1);
      a = a === 0 ? 0 : follow(data, a, SEPARATOR);
      if (a === 0) return 0;
      for (let arc = firstArc(data, a), n = popcount(data[a + 1]!); n > 0; n--, arc += 2) {
        let b = arc;
        for (let k = pos + 1; k <= end && b !== 0; k++) b = follow(data, b, tiles[base + k]! & 31);
        if (b !== 0 && (data[b]! & ARC_ACCEPTS) !== 0) mask |= 1 << (data[arc]! & 31);
      }
      return mask & ALL_LETTERS;
    }
    // No prefix: the word x + suffix is stored reversed, rev(suffix) then x.
    const a = this.readBack(root, base, pos + 1, end);
    if (a === 0) return 0;
    for (let arc = firstArc(data, a), n = popcount(data[a + 1]!); n > 0; n--, arc += 2) {
      if ((data[arc]! & ARC_ACCEPTS) !== 0) mask |= 1 << (data[arc]! & 31);
    }
    return mask & ALL_LETTERS;
  }
}

/** Receives each play: its squares are placed[from..to] of the current line (0: a board tile). */
export interface PlaySink {
  /** Records a play; returns the lowest score still worth reporting, or Infinity to stop. */
  add(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): number;
  /**
   * For a sink that orders equal scores by notation: a play at exactly its floor enters
   * only if its start (dir * 225 + line * 15 + from) is not after this place in notation
   * order (startOrder); Infinity while any may.
   */
  tieRank?(): number;
}

/** A sink for bounded searches: what it is given, and the lowest score it still wants. */
export interface BoundedSink extends PlaySink {
  floor(): number;
  /**
   * For a sink that values a play by its score and the tiles it keeps: the most the kept
   * tiles can be worth, by how many are kept, added to the anchors' bounds; and the lowest
   * such value it still wants, below which the search stops.
   */
  kept?: Float64Array;
  boundFloor?(): number;
}
