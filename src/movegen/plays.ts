/**
 * Plays as the generator stores them (two numbers and up to 15 letter bytes each, in
 * buffers reused from call to call) and as callers get them: engine placements with
 * their notation and score.
 */
import { ALPHABETS, letterOf, type Alphabet } from '../engine/alphabet.js';
import { COLUMNS } from '../engine/board.js';
import type { Direction } from '../engine/notation.js';
import type { PlacedTile, Placement } from '../engine/placement.js';
import { BLANK_FLAG, N, type PlaySink } from './tables.js';

export interface GeneratedPlay {
  placement: Placement;
  /** Standard notation: `8H WORD` across, `H8 WORD` down, `.` for a board tile, lower case for a blank. */
  notation: string;
  score: number;
}

/** Decodes a stored play: `letters[at..at + to - from]` are the squares from..to of the line, symbols of `alphabet`. */
export function decode(score: number, key: number, letters: Uint8Array, at: number, alphabet: Alphabet): GeneratedPlay {
  const dir = key & 1;
  const line = (key >>> 1) & 15;
  const from = (key >>> 5) & 15;
  const to = (key >>> 9) & 15;
  const direction: Direction = dir === 0 ? 'across' : 'down';
  const tiles: PlacedTile[] = [];
  let word = '';
  for (let p = from; p <= to; p++) {
    const b = letters[at + p - from]!;
    if (b === 0) {
      word += '.';
      continue;
    }
    const letter = letterOf(alphabet, b & 31);
    const blank = (b & BLANK_FLAG) !== 0;
    word += blank ? letter.toLowerCase() : letter;
    tiles.push(dir === 0 ? { row: line, col: p, letter, blank } : { row: p, col: line, letter, blank });
  }
  const row = dir === 0 ? line : from;
  const col = dir === 0 ? from : line;
  const pos = direction === 'across' ? `${row + 1}${COLUMNS[col]}` : `${COLUMNS[col]}${row + 1}`;
  return { placement: { pos: { row, col, dir: direction }, tiles }, notation: `${pos} ${word}`, score };
}

/** A play as a sink is given it (squares from..to of a line, `placed` as the generator writes it). */
export function decodePlay(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array, alphabet: Alphabet): GeneratedPlay {
  return decode(score, dir | (line << 1) | (from << 5) | (to << 9), placed, from, alphabet);
}

/** Best first; equal scores in notation order, so lists are stable across runs. */
export function byScore(a: GeneratedPlay, b: GeneratedPlay): number {
  return b.score - a.score || (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0);
}

/** Every play reported, in the order found. */
export class PlayList implements PlaySink {
  count = 0;

  /** `alphabet`: what the stored symbols stand for (the word list's). */
  constructor(readonly alphabet: Alphabet = ALPHABETS.latin) {}

  private scores = new Int32Array(4096);
  private keys = new Int32Array(4096);
  private letters = new Uint8Array(4096 * N);

  reset(): void {
    this.count = 0;
  }

  add(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): number {
    const i = this.count++;
    if (i === this.scores.length) this.grow();
    this.scores[i] = score;
    this.keys[i] = dir | (line << 1) | (from << 5) | (to << 9);
    const at = i * N;
    for (let p = from; p <= to; p++) this.letters[at + p - from] = placed[p]!;
    return -Infinity;
  }

  /** Appends `n` plays stored the same way (letters N bytes a play), e.g. a chunk from the compiled generator. */
  append(scores: Int32Array, keys: Int32Array, letters: Uint8Array, n: number): void {
    while (this.count + n > this.scores.length) this.grow();
    this.scores.set(scores.subarray(0, n), this.count);
    this.keys.set(keys.subarray(0, n), this.count);
    this.letters.set(letters.subarray(0, n * N), this.count * N);
    this.count += n;
  }

  /** Appends plays `from`..count-1 again, turned (across plays become down plays on the same squares of the turned board). */
  mirror(from: number): void {
    const end = this.count;
    while (this.count + (end - from) > this.scores.length) this.grow();
    for (let i = from; i < end; i++) {
      const j = this.count++;
      this.scores[j] = this.scores[i]!;
      this.keys[j] = this.keys[i]! ^ 1;
      this.letters.copyWithin(j * N, i * N, i * N + N);
    }
  }

  score(i: number): number {
    return this.scores[i]!;
  }

  play(i: number): GeneratedPlay {
    return decode(this.scores[i]!, this.keys[i]!, this.letters, i * N, this.alphabet);
  }

  /**
   * The best `limit` plays (default all) as objects, in byScore order. Plays are ordered by
   * score with a counting sort on the stored numbers; only the plays returned, and those
   * tied with the last of them, are turned into objects to order ties by notation.
   */
  sorted(limit = this.count): GeneratedPlay[] {
    const n = this.count;
    const take = Math.max(0, Math.min(limit, n));
    if (take === 0) return [];
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const s = this.scores[i]!;
      if (s < min) min = s;
      if (s > max) max = s;
    }
    // starts[v] counts, then positions, of plays scoring max - v (best first).
    const starts = new Int32Array(max - min + 2);
    for (let i = 0; i < n; i++) starts[max - this.scores[i]! + 1]!++;
    for (let v = 1; v < starts.length; v++) starts[v]! += starts[v - 1]!;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[starts[max - this.scores[i]!]!++] = i;
    // Groups of equal score up to the one holding the last play wanted.
    const out: GeneratedPlay[] = [];
    for (let g = 0; g < take; ) {
      const score = this.scores[order[g]!]!;
      let end = g;
      while (end < n && this.scores[order[end]!] === score) end++;
      const group: GeneratedPlay[] = [];
      for (let i = g; i < end; i++) group.push(this.play(order[i]!));
      if (group.length > 1) group.sort(byScore);
      for (const p of group) {
        if (out.length === take) break;
        out.push(p);
      }
      g = end;
    }
    return out;
  }

  private grow(): void {
    const n = this.scores.length * 2;
    const scores = new Int32Array(n);
    scores.set(this.scores);
    const keys = new Int32Array(n);
    keys.set(this.keys);
    const letters = new Uint8Array(n * N);
    letters.set(this.letters);
    this.scores = scores;
    this.keys = keys;
    this.letters = letters;
  }
}

/** Stops at the first play. */
export class AnyPlay implements PlaySink {
  found = false;
  add(): number {
    this.found = true;
    return Infinity;
  }
}
