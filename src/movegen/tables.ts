/**
 * The board as the generator reads it: one set of 15x15 tables per direction, indexed
 * dir * 225 + line * 15 + pos, where a line is a row (across) or a column (down).
 * Per empty square: which letters the cross-word allows (a bitmask, bit 1 = A), the
 * points already in that cross-word, the premiums, and whether it is an anchor.
 */
import { BOARD_SIZE, CENTER, type Board } from '../engine/board.js';
import type { ScoreOptions } from '../engine/score.js';
import { ARC_ACCEPTS, firstArc, follow, popcount, SEPARATOR, type WordGraph } from '../lexicon/word-graph.js';

export const N = BOARD_SIZE;
export const AREA = N * N;
export const ALL_LETTERS = 0x7fffffe; // bits 1..26
export const BLANK_FLAG = 32;
export const NO_CROSS = -1;

/** Letter values by symbol (1 = A), from a tile set. */
export function letterValues(opts: ScoreOptions): Int32Array {
  const v = new Int32Array(27);
  for (let s = 1; s <= 26; s++) v[s] = opts.tileSet.values[String.fromCharCode(64 + s)] ?? 0;
  return v;
}

export class BoardTables {
  /** 0 empty, else symbol 1-26, plus BLANK_FLAG for a blank. */
  readonly tiles = new Uint8Array(2 * AREA);
  /** Points of the tile on the square (0 for a blank or an empty square). */
  readonly values = new Int32Array(2 * AREA);
  readonly cross = new Int32Array(2 * AREA);
  /** Points of the tiles already in the cross-word through the square, or NO_CROSS. */
  readonly crossScore = new Int32Array(2 * AREA);
  readonly letterMult = new Uint8Array(2 * AREA);
  readonly wordMult = new Uint8Array(2 * AREA);
  readonly anchors = new Uint8Array(2 * AREA);
  /** Lines (dir * 15 + line) holding at least one anchor. */
  readonly liveLines = new Uint8Array(2 * N);
  empty = true;

  constructor(private readonly graph: WordGraph) {}

  /** Fills the tables for a board; `values` are the letter values by symbol. */
  load(board: Board, opts: ScoreOptions, values: Int32Array): void {
    const { tiles } = this;
    this.empty = true;
    for (let r = 0; r < N; r++) {
      const row = board[r]!;
      for (let c = 0; c < N; c++) {
        const code = row.charCodeAt(c);
        let t = 0;
        let v = 0;
        if (code >= 65 && code <= 90) { t = code - 64; v = values[t]!; }
        else if (code >= 97 && code <= 122) t = (code - 96) | BLANK_FLAG;
        const prem = opts.layout.premiums[r]![c]!;
        const lm = prem === 'DL' ? 2 : prem === 'TL' ? 3 : 1;
        const wm = prem === 'DW' ? 2 : prem === 'TW' ? 3 : 1;
        for (let d = 0; d < 2; d++) {
          const i = d * AREA + (d === 0 ? r * N + c : c * N + r);
          tiles[i] = t;
          this.values[i] = v;
          this.letterMult[i] = lm;
          this.wordMult[i] = wm;
          this.cross[i] = ALL_LETTERS;
          this.crossScore[i] = NO_CROSS;
          this.anchors[i] = 0;
        }
        if (t !== 0) this.empty = false;
      }
    }
    this.liveLines.fill(0);
    if (this.empty) {
      for (let d = 0; d < 2; d++) {
        this.anchors[d * AREA + CENTER * N + CENTER] = 1;
        this.liveLines[d * N + CENTER] = 1;
      }
      return;
    }
    // Cross-checks for direction d come from the words of the other direction's lines.
    for (let d = 0; d < 2; d++) {
      const other = 1 - d;
      for (let line = 0; line < N; line++) {
        const base = other * AREA + line * N;
        for (let pos = 0; pos < N; pos++) {
          if (tiles[base + pos] !== 0 || !this.touchesInLine(base, pos)) continue;
          // The same square seen from direction d: line and pos swap.
          const i = d * AREA + pos * N + line;
          this.cross[i] = this.crossMask(base, pos);
          this.crossScore[i] = this.crossPoints(base, pos);
        }
      }
    }
    // Next to tiles in its own line, a letter must also make a run that is part of some
    // word: an exact filter that spares the generator many dead ends.
    for (let i = 0; i < 2 * AREA; i++) {
      const base = i - (i % N);
      const pos = i % N;
      if (tiles[i] !== 0 || this.cross[i] === 0) continue;
      const inLine = this.touchesInLine(base, pos);
      if (inLine) this.cross[i] = this.cross[i]! & this.infixMask(base, pos);
      if (this.cross[i] !== 0 && (inLine || this.crossScore[i] !== NO_CROSS)) {
        this.anchors[i] = 1;
        this.liveLines[(i / N) | 0] = 1;
      }
    }
  }

  private touchesInLine(base: number, pos: number): boolean {
    return (pos > 0 && this.tiles[base + pos - 1] !== 0) || (pos < N - 1 && this.tiles[base + pos + 1] !== 0);
  }

  /** The first and last square of the run of tiles touching `pos` on its line (pos itself included). */
  private runAround(base: number, pos: number): [number, number] {
    let start = pos;
    while (start > 0 && this.tiles[base + start - 1] !== 0) start--;
    let end = pos;
    while (end < N - 1 && this.tiles[base + end + 1] !== 0) end++;
    return [start, end];
  }

  /** Reads tiles from..to of a line backwards from state `a`; 0 if the graph has no such path. */
  private readBack(a: number, base: number, from: number, to: number): number {
    const { data } = this.graph;
    for (let k = to; k >= from && a !== 0; k--) a = follow(data, a, this.tiles[base + k]! & 31);
    return a;
  }

  /** Letters x such that (tiles before pos) x (tiles after pos) occurs inside some word. */
  private infixMask(base: number, pos: number): number {
    const { data, root } = this.graph;
    const [start, end] = this.runAround(base, pos);
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

  /** Letters x such that (tiles before pos) x (tiles after pos) is a word. */
  private crossMask(base: number, pos: number): number {
    const { data, root } = this.graph;
    const { tiles } = this;
    const [start, end] = this.runAround(base, pos);
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
