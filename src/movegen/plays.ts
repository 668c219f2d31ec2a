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
function decode(score: number, key: number, letters: Uint8Array, at: number, alphabet: Alphabet): GeneratedPlay {
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

interface TopSlot {
  score: number;
  key: number;
  letters: Uint8Array;
  /** The play's notation, made when a tie first needs it. */
  notation: string | null;
}

/**
 * Where each play's start comes in notation order, by dir * 225 + line * 15 + from (the
 * key's fields): its position and the space after it (`10A ` before `1A `, `H1 ` before `H10 `).
 * Plays that start at different squares or go different ways are ordered by this alone.
 */
const START_RANK = (() => {
  const starts: [string, number][] = [];
  for (let dir = 0; dir < 2; dir++) {
    for (let line = 0; line < N; line++) {
      for (let from = 0; from < N; from++) {
        starts.push([dir === 0 ? `${line + 1}${COLUMNS[from]} ` : `${COLUMNS[line]}${from + 1} `, dir * N * N + line * N + from]);
      }
    }
  }
  starts.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const rank = new Int16Array(2 * N * N);
  starts.forEach(([, at], i) => (rank[at] = i));
  return rank;
})();

/** A stored play's start rank (see START_RANK) from its key. */
function startRank(key: number): number {
  return START_RANK[(key & 1) * N * N + ((key >>> 1) & 15) * N + ((key >>> 5) & 15)]!;
}

const wordCodes = new Map<Alphabet, Uint16Array | null>();

/**
 * The character each stored letter byte shows as in a notation's word (`.` for a board
 * tile, lower case for a blank), by byte; null when a letter shows as more than one
 * character, whose words are then compared as strings.
 */
function wordCodesOf(alphabet: Alphabet): Uint16Array | null {
  let codes = wordCodes.get(alphabet);
  if (codes === undefined) {
    codes = new Uint16Array(2 * BLANK_FLAG);
    codes[0] = '.'.charCodeAt(0);
    for (let s = 1; s <= alphabet.letters.length && codes; s++) {
      const letter = letterOf(alphabet, s);
      const lower = letter.toLowerCase();
      if (letter.length !== 1 || lower.length !== 1) codes = null;
      else {
        codes[s] = letter.charCodeAt(0);
        codes[s | BLANK_FLAG] = lower.charCodeAt(0);
      }
    }
    wordCodes.set(alphabet, codes);
  }
  return codes;
}

/**
 * The `n` best plays seen, in byScore order whatever order they come in: equal scores are
 * ordered by notation, so a search in any order keeps the same plays as the head of the
 * full list. A min-heap on that order (worst at the root), so `floor` rises as better
 * plays come.
 */
export class TopPlays implements PlaySink {
  private size = 0;
  private readonly heap: TopSlot[] = [];
  private incoming: TopSlot = { score: 0, key: 0, letters: new Uint8Array(N), notation: null };
  private readonly codes: Uint16Array | null;

  constructor(
    readonly n: number,
    readonly alphabet: Alphabet = ALPHABETS.latin,
  ) {
    for (let i = 0; i < n; i++) this.heap.push({ score: 0, key: 0, letters: new Uint8Array(N), notation: null });
    this.codes = wordCodesOf(alphabet);
  }

  add(score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): number {
    if (this.n === 0) return Infinity;
    if (this.size < this.n) {
      this.write(this.heap[this.size]!, score, dir, line, from, to, placed);
      this.up(this.size++);
      return this.floor();
    }
    const root = this.heap[0]!;
    if (score < root.score) return this.floor();
    if (score === root.score) {
      // A tie with the worst kept: it enters only if its notation comes first (by its start
      // alone when the starts differ).
      const rank = START_RANK[dir * N * N + line * N + from]!;
      const rootRank = startRank(root.key);
      if (rank > rootRank) return this.floor();
      const tie = this.incoming;
      this.write(tie, score, dir, line, from, to, placed);
      if (!this.worse(root, tie)) return this.floor();
      this.heap[0] = tie;
      this.incoming = root;
    } else this.write(root, score, dir, line, from, to, placed);
    this.down(0);
    return this.floor();
  }

  /** The score a play needs to be looked at: once full, the worst kept (an equal score may still enter by notation). */
  floor(): number {
    if (this.n === 0) return Infinity;
    return this.size === this.n ? this.heap[0]!.score : -Infinity;
  }

  plays(): GeneratedPlay[] {
    return this.heap.slice(0, this.size).map((h) => decode(h.score, h.key, h.letters, 0, this.alphabet)).sort(byScore);
  }

  private write(slot: TopSlot, score: number, dir: number, line: number, from: number, to: number, placed: Uint8Array): void {
    slot.score = score;
    slot.key = dir | (line << 1) | (from << 5) | (to << 9);
    slot.notation = null;
    for (let p = from; p <= to; p++) slot.letters[p - from] = placed[p]!;
  }

  private notation(slot: TopSlot): string {
    return (slot.notation ??= decode(slot.score, slot.key, slot.letters, 0, this.alphabet).notation);
  }

  /** Whether slot `a` comes after `b` in byScore order (is the worse play), without making notations. */
  private worse(a: TopSlot, b: TopSlot): boolean {
    if (a.score !== b.score) return a.score < b.score;
    const ra = startRank(a.key);
    const rb = startRank(b.key);
    return ra !== rb ? ra > rb : this.wordAfter(a, b);
  }

  /** For two plays from one start, one way: whether `a`'s word comes after `b`'s, character by character. */
  private wordAfter(a: TopSlot, b: TopSlot): boolean {
    const codes = this.codes;
    if (codes === null) return this.notation(a) > this.notation(b);
    const la = ((a.key >>> 9) & 15) - ((a.key >>> 5) & 15) + 1;
    const lb = ((b.key >>> 9) & 15) - ((b.key >>> 5) & 15) + 1;
    for (let i = 0; i < la && i < lb; i++) {
      const ca = codes[a.letters[i]!]!;
      const cb = codes[b.letters[i]!]!;
      if (ca !== cb) return ca > cb;
    }
    return la > lb;
  }

  private up(i: number): void {
    const h = this.heap;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.worse(h[i]!, h[parent]!)) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.size && this.worse(h[l]!, h[m]!)) m = l;
      if (r < this.size && this.worse(h[r]!, h[m]!)) m = r;
      if (m === i) return;
      [h[m], h[i]] = [h[i]!, h[m]!];
      i = m;
    }
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
