/**
 * The best few plays of a search, kept in the full list's order (byScore: equal scores by
 * notation) whatever order the search meets them in, and without making a notation while
 * it runs.
 */
import { ALPHABETS, letterOf, type Alphabet } from '../engine/alphabet.js';
import { COLUMNS } from '../engine/board.js';
import { byScore, decode, type GeneratedPlay } from './plays.js';
import { BLANK_FLAG, N, type PlaySink } from './tables.js';

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

/** Where a play starting at `square` (dir * 225 + line * 15 + from) comes in notation order, among plays of equal score. */
export function startOrder(square: number): number {
  return START_RANK[square]!;
}

/** A stored play's start rank (see START_RANK) from its key. */
function startRank(key: number): number {
  return startOrder((key & 1) * N * N + ((key >>> 1) & 15) * N + ((key >>> 5) & 15));
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
      // alone when the starts differ, else by its word).
      const rank = startOrder(dir * N * N + line * N + from);
      const rootRank = startRank(root.key);
      if (rank > rootRank) return this.floor();
      const tie = this.incoming;
      this.write(tie, score, dir, line, from, to, placed);
      if (rank === rootRank && !this.wordAfter(root, tie)) return this.floor();
      this.heap[0] = tie;
      this.incoming = root;
    } else this.write(root, score, dir, line, from, to, placed);
    this.down(0);
    return this.floor();
  }

  tieRank(): number {
    return this.n > 0 && this.size === this.n ? startRank(this.heap[0]!.key) : Infinity;
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
