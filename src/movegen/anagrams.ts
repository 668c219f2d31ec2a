/**
 * The words of 2 to 15 letters by letter multiset, for the best-play searches. A bingo
 * uses the whole rack, plus the board tiles its word runs through, so the words that may
 * fill a stretch are the anagrams of those letters (a blank standing for any letter).
 * Looking them up gives the best bingo a stretch really holds, where a bound by values
 * and multipliers alone would add the 50-point bonus to every long enough gap. On an
 * empty board every play is a word of some of the rack's tiles through the centre, so
 * the best ones are found by looking up the rack's sub-multisets (openings.ts).
 * A multiset is keyed by a hash (the sum of a fixed random number per letter); a lookup
 * may return words of another multiset, so callers check the letters. Each multiset's
 * words lie together, and one read of a hash table finds them: a best play meets the
 * index cold (the machine's other work evicts it within milliseconds), and each read then
 * waits on memory, so a lookup is made of as few reads as possible.
 * SOWPODS has 267k such words, 10.6 MB here; the index is made on first use from the
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

/** The most words one slot of the table of multisets gives (more take more slots). */
const GROUP = 31;
/** Where a slot's count of words sits above the offset of its first word. */
const COUNT_SHIFT = 27;

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
  /**
   * The multisets, by open addressing on their hash (at most half the slots used): each
   * slot is the hash, then the offset in `letters` of its first word with the count of
   * words above it (0: an empty slot). A lookup reads the slot and then the words.
   */
  private readonly slots: Int32Array;
  /** The shift that takes a mixed hash to a slot (32 less the table's size in bits). */
  private readonly slotShift: number;
  private readonly slotMask: number;
  /** Scratch for a collect: the multisets to look up (for two blanks, a pair of letters each). */
  private readonly candidates = new Int32Array(1024);
  /**
   * For each value of a mix of a multiset's hash, the letters (bit s for symbol s) that
   * make it a word, for every multiset a word makes less one of its letters (4 MB; a
   * slot may hold the letters of more than one multiset, so callers check). A blank is
   * tried only as those letters, and with two blanks, the second only as the letters that
   * complete the first: a handful of probes where every letter, or pair, took 26 or 351.
   */
  private readonly completions = new Int32Array(1 << SHORT_BITS);
  /**
   * The words, those of each multiset together: each its length, then its symbols (a
   * lookup reads one word's together).
   */
  readonly letters: Uint8Array;
  /** Words held. */
  readonly count: number;

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
    this.count = order.length;
    // A slot for each multiset (or each GROUP of its words), at most half of them used.
    let slotsUsed = 0;
    for (let to = 0, group = 0; to < order.length; to++) {
      if (group === GROUP || to === 0 || hashes[order[to]!] !== hashes[order[to - 1]!]) {
        slotsUsed++;
        group = 0;
      }
      group++;
    }
    let bits = 10;
    while (1 << bits < 2 * slotsUsed) bits++;
    this.slotShift = 32 - bits;
    this.slotMask = (1 << bits) - 1;
    this.slots = new Int32Array(2 << bits);
    this.letters = new Uint8Array(order.length + (starts.length === 0 ? 0 : starts[starts.length - 1]! + lengths[lengths.length - 1]!));
    let at = 0;
    let group = 0;
    let groupAt = 0;
    for (let to = 0; to < order.length; to++) {
      const from = order[to]!;
      const hash = hashes[from]!;
      if (group === GROUP || (group > 0 && hash !== hashes[order[to - 1]!])) {
        this.insert(hashes[order[to - 1]!]!, groupAt, group);
        group = 0;
      }
      if (group++ === 0) groupAt = at;
      this.letters[at++] = lengths[from]!;
      for (let k = 0; k < lengths[from]!; k++) this.letters[at + k] = letters[starts[from]! + k]!;
      at += lengths[from]!;
    }
    if (group > 0) this.insert(hashes[order[order.length - 1]!]!, groupAt, group);
  }

  /** Puts a multiset's `count` words from `at` in the table. */
  private insert(hash: number, at: number, count: number): void {
    if (at >= 1 << COUNT_SHIFT) throw new Error(`word list too large for the anagram index (${at} bytes of words)`);
    let i = this.slotOf(hash);
    while (this.slots[2 * i + 1] !== 0) i = (i + 1) & this.slotMask;
    this.slots[2 * i] = hash;
    this.slots[2 * i + 1] = at | (count << COUNT_SHIFT);
  }

  private slotOf(hash: number): number {
    return Math.imul(hash, 0x2545f491) >>> this.slotShift;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.slots.byteLength + this.completions.byteLength + this.letters.byteLength;
  }

  /** False when no word has this letter hash (true: some word may). */
  mayHave(hash: number): boolean {
    const slots = this.slots;
    for (let i = this.slotOf(hash); slots[2 * i + 1] !== 0; i = (i + 1) & this.slotMask) if (slots[2 * i] === hash) return true;
    return false;
  }

  /** The letters that may make the multiset with this hash a word (bit s for symbol s). */
  private completing(hash: number): number {
    return this.completions[shortSlot(hash)]!;
  }

  /**
   * Appends to `out` the words (where each is in `letters`) that may be made of the letters
   * with hash `letters` and `blanks` (0-2) more letters of any kind.
   */
  collect(letters: number, blanks: number, out: number[]): void {
    const cand = this.candidates;
    let n = 0;
    if (blanks === 0) cand[n++] = letters;
    else if (blanks === 1) {
      for (let m = this.completing(letters); m !== 0; m &= m - 1) cand[n++] = (letters + LETTER_HASH[31 - Math.clz32(m & -m)]!) | 0;
    } else {
      for (let a = 1; a <= this.letterCount; a++) {
        const one = (letters + LETTER_HASH[a]!) | 0;
        // The second blank's letter from the first's on (each pair once).
        for (let m = this.completing(one) & ~((1 << a) - 1); m !== 0; m &= m - 1) cand[n++] = (one + LETTER_HASH[31 - Math.clz32(m & -m)]!) | 0;
      }
    }
    const slots = this.slots;
    const words = this.letters;
    for (let c = 0; c < n; c++) {
      const hash = cand[c]!;
      for (let i = this.slotOf(hash); slots[2 * i + 1] !== 0; i = (i + 1) & this.slotMask) {
        if (slots[2 * i] !== hash) continue;
        const v = slots[2 * i + 1]!;
        for (let w = v & ((1 << COUNT_SHIFT) - 1), k = v >>> COUNT_SHIFT; k > 0; k--) {
          out.push(w);
          w += words[w]! + 1;
        }
      }
    }
  }
}

/** The index of a word list, made once. */
export const anagramIndex = onePerKey((graph: WordGraph) => new AnagramIndex(graph));
