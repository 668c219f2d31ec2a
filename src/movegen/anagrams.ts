/**
 * Which multisets of letters make a word of 7 to 11 letters: the bingo test of the best-play
 * bounds. A bingo uses the whole rack, plus the board tiles its word runs through; when no
 * word of that length is an anagram of those letters, the stretch can hold no play at all.
 * A multiset is kept as a hash (the sum of a fixed random number per letter), so a lookup
 * may wrongly say yes, which only leaves a bound as loose as it was; never wrongly no.
 * 7-11 letters (a bingo through up to four board tiles) takes 160k hashes, 0.6 MB for
 * SOWPODS; the table is made on first use from the graph, in about 0.1 s.
 */
import { popcount, SEPARATOR, type WordGraph } from '../lexicon/word-graph.js';

export const MIN_LETTERS = 7;
export const MAX_LETTERS = 11;

/** The hash of each letter by symbol (1 = A); fixed, so tables agree from run to run. */
export const LETTER_HASH = (() => {
  const h = new Int32Array(27);
  let x = 0x9e3779b9;
  for (let s = 1; s <= 26; s++) {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    h[s] = x;
  }
  return h;
})();

export class AnagramTable {
  /** Hashes of the words' letter multisets, sorted. */
  private readonly hashes: Int32Array;

  constructor(graph: WordGraph) {
    const found: number[] = [];
    const { data } = graph;
    // Words are the paths without the separator that end on an accepting arc (rev(w)).
    const stackArc = new Int32Array(MAX_LETTERS + 1);
    const stackLeft = new Int32Array(MAX_LETTERS + 1);
    const stackHash = new Int32Array(MAX_LETTERS + 1);
    let depth = 0;
    stackArc[0] = data[graph.root]! >>> 6;
    stackLeft[0] = popcount(data[graph.root + 1]!);
    stackHash[0] = 0;
    while (depth >= 0) {
      if (stackLeft[depth] === 0) {
        depth--;
        continue;
      }
      const arc = stackArc[depth]!;
      stackArc[depth] = arc + 2;
      stackLeft[depth]!--;
      const s = data[arc]! & 31;
      if (s === SEPARATOR) continue;
      const hash = (stackHash[depth]! + LETTER_HASH[s]!) | 0;
      const length = depth + 1;
      if (length >= MIN_LETTERS && (data[arc]! & 32) !== 0) found.push(hash);
      if (length < MAX_LETTERS && data[arc + 1] !== 0) {
        depth++;
        stackArc[depth] = data[arc]! >>> 6;
        stackLeft[depth] = popcount(data[arc + 1]!);
        stackHash[depth] = hash;
      }
    }
    const sorted = Int32Array.from(found).sort();
    let n = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
    this.hashes = sorted.slice(0, n);
  }

  /** Whether some word of 7-11 letters may have the letter multiset with this hash. */
  has(hash: number): boolean {
    const h = this.hashes;
    let lo = 0;
    let hi = h.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = h[mid]!;
      if (v === hash) return true;
      if (v < hash) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /**
   * Whether some word of 7-11 letters may be made of the letters with hash `letters` and
   * `blanks` more letters of any kind (more than two: yes, untested).
   */
  hasWithBlanks(letters: number, blanks: number): boolean {
    if (blanks === 0) return this.has(letters);
    if (blanks > 2) return true;
    for (let a = 1; a <= 26; a++) {
      const one = (letters + LETTER_HASH[a]!) | 0;
      if (blanks === 1) {
        if (this.has(one)) return true;
        continue;
      }
      for (let b = a; b <= 26; b++) if (this.has((one + LETTER_HASH[b]!) | 0)) return true;
    }
    return false;
  }
}

const tables = new WeakMap<WordGraph, AnagramTable>();

/** The table of a word list, made once. */
export function anagramTable(graph: WordGraph): AnagramTable {
  let t = tables.get(graph);
  if (!t) {
    t = new AnagramTable(graph);
    tables.set(graph, t);
  }
  return t;
}
