/**
 * The words of 2 to 15 letters by letter multiset, for the best-play searches. A bingo
 * uses the whole rack, plus the board tiles its word runs through, so the words that may
 * fill a stretch are the anagrams of those letters (a blank standing for any letter).
 * Looking them up gives the best bingo a stretch really holds, where a bound by values
 * and multipliers alone would add the 50-point bonus to every long enough gap. On an
 * empty board every play is a word of some of the rack's tiles through the centre, so
 * the best ones are found by looking up the rack's sub-multisets (openings.ts).
 * A multiset is keyed by a hash (the sum of a fixed random number per letter); a lookup
 * may return words of another multiset, so callers check the letters.
 * SOWPODS has 267k such words, 9.1 MB here; the index is made on first use from the
 * graph, in about 0.35 s.
 */
import { popcount, SEPARATOR, type WordGraph } from '../lexicon/word-graph.js';
import { onePerKey } from './memo.js';

/** The fewest letters of a bingo looked up by anagram (a smaller rack's are searched). */
export const MIN_LETTERS = 7;
export const MAX_LETTERS = 15;
/** The shortest words in the index. */
const SHORTEST = 2;
/** Up to this many words (SOWPODS: 267k) are sorted as packed numbers. */
const INDEX_SPAN = 2 ** 21;

/** The size of the filter of word hashes, as a power of two bits. */
const FILTER_BITS = 21;

/** Where hash `h` sits in the filter. */
function filterBit(h: number): number {
  return Math.imul(h, 0x2545f491) >>> (32 - FILTER_BITS);
}

/** The size of the table of letters that complete a word, as a power of two entries. */
const SHORT_BITS = 20;

/** Where hash `h` sits in the table of letters that complete a word (mixed otherwise than filterBit). */
function shortSlot(h: number): number {
  return Math.imul(h, 0x7feb352d) >>> (32 - SHORT_BITS);
}

/** The hash of each letter by symbol (1..31); fixed, so tables agree from run to run. */
export const LETTER_HASH = (() => {
  const h = new Int32Array(32);
  let x = 0x9e3779b9;
  for (let s = 1; s < 32; s++) {
    // xorshift32
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    h[s] = x;
  }
  return h;
})();

export class AnagramIndex {
  /** Multiset hash of each word, ascending as unsigned numbers. */
  private readonly hashes: Int32Array;
  /** Where the hashes with each top 16 bits begin (a lookup then scans a handful). */
  private readonly buckets = new Int32Array((1 << 16) + 1);
  /**
   * One bit for each value of a mix of the hash, set for the words' hashes (256 KB, small
   * enough to stay in the cache): most lookups, a blank's letters tried one by one, find
   * no word, and end at this bit instead of a read of the larger tables.
   */
  private readonly present = new Int32Array(1 << (FILTER_BITS - 5));
  /**
   * For each value of a mix of a multiset's hash, the letters (bit s for symbol s) that
   * make it a word, for every multiset a word makes less one of its letters (4 MB; a
   * slot may hold the letters of more than one multiset, so callers check). A blank is
   * tried only as those letters, and with two blanks, the second only as the letters that
   * complete the first: a handful of probes where every letter, or pair, took 26 or 351.
   */
  private readonly completions = new Int32Array(1 << SHORT_BITS);
  /**
   * The words, in the order of their hashes: each its length, then its symbols (a lookup
   * reads one word's together). Word i's is at `offsets[i]`.
   */
  readonly letters: Uint8Array;
  private readonly offsets: Int32Array;

  /** How many letters the list's alphabet has: a blank stands for any of them. */
  private readonly letterCount: number;

  constructor(graph: WordGraph) {
    const { data } = graph;
    this.letterCount = graph.alphabet.letters.length;
    const hashes: number[] = [];
    let letters = new Uint8Array(1 << 16);
    const starts: number[] = [];
    const lengths: number[] = [];
    // Words are the paths without the separator that end on an accepting arc: rev(w).
    const stackArc = new Int32Array(MAX_LETTERS + 1);
    const stackLeft = new Int32Array(MAX_LETTERS + 1);
    const stackHash = new Int32Array(MAX_LETTERS + 1);
    const path = new Uint8Array(MAX_LETTERS);
    let depth = 0;
    stackArc[0] = data[graph.root]! >>> 6;
    stackLeft[0] = popcount(data[graph.root + 1]!);
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
      path[depth] = s;
      const hash = (stackHash[depth]! + LETTER_HASH[s]!) | 0;
      const length = depth + 1;
      if (length >= SHORTEST && (data[arc]! & 32) !== 0) {
        const at = starts.length === 0 ? 0 : starts[starts.length - 1]! + lengths[lengths.length - 1]!;
        if (at + MAX_LETTERS > letters.length) {
          const grown = new Uint8Array(letters.length * 2);
          grown.set(letters);
          letters = grown;
        }
        // The path spells the word backwards.
        for (let i = 0; i < length; i++) letters[at + i] = path[length - 1 - i]!;
        for (let i = 0; i < length; i++) {
          let seen = false;
          for (let j = 0; j < i && !seen; j++) seen = path[j] === path[i];
          if (seen) continue;
          this.completions[shortSlot((hash - LETTER_HASH[path[i]!]!) | 0)]! |= 1 << path[i]!;
        }
        hashes.push(hash);
        starts.push(at);
        lengths.push(length);
      }
      if (length < MAX_LETTERS && data[arc + 1] !== 0) {
        depth++;
        stackArc[depth] = data[arc]! >>> 6;
        stackLeft[depth] = popcount(data[arc + 1]!);
        stackHash[depth] = hash;
      }
    }
    // Sorted as numbers (hash above, word below), which is much faster than a comparator;
    // a list too big for that (Italian's millions of forms) is sorted with one.
    const order =
      hashes.length < INDEX_SPAN
        ? Int32Array.from(Float64Array.from(hashes, (h, i) => (h >>> 0) * INDEX_SPAN + i).sort(), (k) => k % INDEX_SPAN)
        : Int32Array.from(hashes.keys()).sort((a, b) => (hashes[a]! >>> 0) - (hashes[b]! >>> 0) || a - b);
    this.hashes = Int32Array.from(order, (i) => hashes[i]!);
    for (const h of this.hashes) {
      const bit = filterBit(h);
      this.present[bit >>> 5]! |= 1 << (bit & 31);
    }
    let bucket = 0;
    for (let i = 0; i < order.length; i++) {
      const top = this.hashes[i]! >>> 16;
      while (bucket <= top) this.buckets[bucket++] = i;
    }
    while (bucket <= 1 << 16) this.buckets[bucket++] = order.length;
    this.offsets = new Int32Array(order.length);
    this.letters = new Uint8Array(order.length + (starts.length === 0 ? 0 : starts[starts.length - 1]! + lengths[lengths.length - 1]!));
    let at = 0;
    for (let to = 0; to < order.length; to++) {
      const from = order[to]!;
      this.offsets[to] = at;
      this.letters[at++] = lengths[from]!;
      for (let k = 0; k < lengths[from]!; k++) this.letters[at + k] = letters[starts[from]! + k]!;
      at += lengths[from]!;
    }
  }

  /** Words held. */
  get count(): number {
    return this.offsets.length;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.hashes.byteLength + this.buckets.byteLength + this.present.byteLength + this.completions.byteLength + this.letters.byteLength + this.offsets.byteLength;
  }

  /** False when no word has this letter hash (true: some word may). */
  mayHave(hash: number): boolean {
    const bit = filterBit(hash);
    return (this.present[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  }

  /** The letters that may make the multiset with this hash a word (bit s for symbol s). */
  private completing(hash: number): number {
    return this.completions[shortSlot(hash)]!;
  }

  private push(hash: number, out: number[]): void {
    if (!this.mayHave(hash)) return;
    const h = this.hashes;
    const u = hash >>> 0;
    const top = u >>> 16;
    for (let i = this.buckets[top]!, end = this.buckets[top + 1]!; i < end; i++) {
      if (h[i] === hash) out.push(this.offsets[i]!);
      else if (h[i]! >>> 0 > u) return;
    }
  }

  /**
   * Appends to `out` the words (where each is in `letters`) that may be made of the letters
   * with hash `letters` and `blanks` (0-2) more letters of any kind.
   */
  collect(letters: number, blanks: number, out: number[]): void {
    if (blanks === 0) {
      this.push(letters, out);
      return;
    }
    if (blanks === 1) {
      for (let m = this.completing(letters); m !== 0; m &= m - 1) this.push((letters + LETTER_HASH[31 - Math.clz32(m & -m)]!) | 0, out);
      return;
    }
    for (let a = 1; a <= this.letterCount; a++) {
      const one = (letters + LETTER_HASH[a]!) | 0;
      // The second blank's letter from the first's on (each pair once).
      for (let m = this.completing(one) & ~((1 << a) - 1); m !== 0; m &= m - 1) this.push((one + LETTER_HASH[31 - Math.clz32(m & -m)]!) | 0, out);
    }
  }
}

/** The index of a word list, made once. */
export const anagramIndex = onePerKey((graph: WordGraph) => new AnagramIndex(graph));
