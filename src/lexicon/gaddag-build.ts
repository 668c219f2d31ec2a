/**
 * Builds a minimised GADDAG (Gordon 1994) from a word list with Daciuk's incremental
 * algorithm: the GADDAG strings are sorted, then added one by one, and every state that
 * can no longer change is frozen and merged with an equal one already frozen.
 *
 * Why a GADDAG rather than a DAWG with cross-checks: for SOWPODS (267,751 words of 2-15
 * letters) the DAWG has 77k nodes and 184k arcs (1.4 MB here), the GADDAG 572k nodes and
 * 1.2M arcs (9.2 MB). But the GADDAG starts each play at its anchor and never builds left
 * parts that cannot reach it: Gordon measured it generating plays over twice as fast as
 * the DAWG, for five times the size (`npm run bench:movegen` gives today's figures).
 * Cross-checks and word lookups use the same graph (see word-graph.ts). Laying nodes out
 * depth first instead of breadth first was measured slower, so breadth first stays.
 * So were 4-byte arcs (a node as its mask, its separator child's mask, then one word an
 * arc: 7.2 MB): mostly 1.02-1.06x the time on the mid-board full lists, no faster for
 * best play. Either graph fits in a 32 MB L3 cache, and without the child's mask beside
 * the arc, deciding whether to enter a child costs a load from the child.
 * Building SOWPODS takes about 2.3 s on a 2-core machine (the strings are kept as rows of
 * bytes and radix-sorted, not made into 2.4M JavaScript strings); then it is cached.
 */
import { ALPHABETS, listWord, tileCodes, type Alphabet } from '../engine/alphabet.js';
import { popcount, ROOT, SEPARATOR, type GraphData } from './word-graph.js';

const MAX_DEPTH = 17; // 15 letters, the separator, and one spare level
const MAX_ARCS = 32;

/**
 * Words as the graph stores them: 2 to 15 tiles of the alphabet, upper case (see
 * `listWord`: accents folded the language's way, Spanish CH/LL/RR as one tile each).
 */
export function normaliseWords(text: string, alphabet: Alphabet = ALPHABETS.latin): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const w = listWord(alphabet, line);
    if (w !== null) out.push(w);
  }
  return out;
}

/**
 * Strings over the graph's symbols as rows of a byte table, STRIDE bytes a row: byte d
 * is symbol d plus one, so that 0 marks the end and a string sorts before its extensions
 * (the separator, symbol 0, before A).
 */
interface Rows {
  bytes: Uint8Array;
  lengths: Uint8Array;
  count: number;
}

const STRIDE = 16; // 15 letters and the separator

/** The word's symbols plus one (0 ends a row), if the graph can hold it: 1 to 15 letters of the alphabet. */
function rowBytes(word: string, codes: Uint8Array): Uint8Array {
  const n = word.length;
  if (n < 1 || n > 15) throw new Error(`Not a word the graph can hold: "${word}"`);
  const out = new Uint8Array(n);
  for (let j = 0; j < n; j++) {
    const code = codes[word.charCodeAt(j)]!;
    if (code === 0 || code > 31) throw new Error(`Not a word the graph can hold: "${word}"`);
    out[j] = code + 1;
  }
  return out;
}

/**
 * Every word w = w1..wn gives n strings: rev(w1..wi) + SEP + w(i+1)..wn for i < n, and rev(w).
 */
function gaddagRows(words: readonly string[], codes: Uint8Array): Rows {
  let count = 0;
  for (const w of words) count += w.length;
  const bytes = new Uint8Array(count * STRIDE);
  const lengths = new Uint8Array(count);
  let r = 0;
  for (const w of words) {
    const symbols = rowBytes(w, codes);
    const n = symbols.length;
    for (let i = 0; i < n; i++, r++) {
      const start = r * STRIDE;
      let at = start;
      for (let j = i; j >= 0; j--) bytes[at++] = symbols[j]!;
      if (i < n - 1) {
        bytes[at++] = SEPARATOR + 1;
        for (let j = i + 1; j < n; j++) bytes[at++] = symbols[j]!;
      }
      lengths[r] = at - start;
    }
  }
  return { bytes, lengths, count };
}

/** The words themselves, for the DAWG. */
function wordRows(words: readonly string[], codes: Uint8Array): Rows {
  const bytes = new Uint8Array(words.length * STRIDE);
  const lengths = new Uint8Array(words.length);
  words.forEach((w, r) => {
    bytes.set(rowBytes(w, codes), r * STRIDE);
    lengths[r] = w.length;
  });
  return { bytes, lengths, count: words.length };
}

/**
 * The rows in sorted order, by a radix sort from the last symbols to the first: each pass
 * packs a few symbols (5 bits each) above the row's rank from the pass before into one
 * double, and sorts those numbers natively. Much faster than sorting 2.4M strings.
 */
function sortedOrder(rows: Rows): Int32Array {
  const { bytes, count } = rows;
  const rankBits = Math.max(1, Math.ceil(Math.log2(count + 1)));
  const scale = 2 ** rankBits;
  const perPass = Math.min(6, Math.floor((52 - rankBits) / 5));
  if (perPass < 1) throw new Error('Too many strings to sort');
  // Each pass's digits for every row, packed in row order (a sequential read of the table).
  const passes: Int32Array[] = [];
  for (let end = STRIDE; end > 0; end -= perPass) {
    const start = Math.max(0, end - perPass);
    const digits = new Int32Array(count);
    for (let r = 0, at = 0; r < count; r++, at += STRIDE) {
      let key = 0;
      for (let d = start; d < end; d++) key = (key << 5) | bytes[at + d]!;
      digits[r] = key;
    }
    passes.push(digits);
  }
  let order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const keys = new Float64Array(count);
  for (const digits of passes) {
    for (let j = 0; j < count; j++) keys[j] = digits[order[j]!]! * scale + j;
    keys.sort();
    const next = new Int32Array(count);
    for (let j = 0; j < count; j++) {
      const k = keys[j]!;
      next[j] = order[k - Math.floor(k / scale) * scale]!;
    }
    order = next;
  }
  return order;
}

class GraphWriter {
  data = new Int32Array(1 << 20);
  size = 1; // index 0 is the empty node (no arcs)
  private table = new Int32Array(1 << 20);
  private count = 0;

  /** Freezes a node given by its arcs (sorted by symbol); returns the id of an equal node. */
  freeze(letters: Int32Array, children: Int32Array, accepts: Uint8Array, base: number, n: number): number {
    if (n === 0) return 0;
    let mask = 0;
    let h = n;
    for (let k = 0; k < n; k++) {
      const arc = (children[base + k]! << 6) | (accepts[base + k]! << 5) | letters[base + k]!;
      mask |= 1 << letters[base + k]!;
      h = Math.imul(h ^ arc, 0x9e3779b1) ^ (h >>> 15);
    }
    const bits = this.table.length - 1;
    let slot = (h ^ (h >>> 16)) & bits;
    for (;;) {
      const id = this.table[slot]!;
      if (id === 0) break;
      if (this.data[id] === mask && this.sameArcs(id, letters, children, accepts, base, n)) return id;
      slot = (slot + 1) & bits;
    }
    const id = this.size;
    this.ensure(id + 1 + n);
    this.data[id] = mask;
    for (let k = 0; k < n; k++) this.data[id + 1 + k] = (children[base + k]! << 6) | (accepts[base + k]! << 5) | letters[base + k]!;
    this.size = id + 1 + n;
    this.table[slot] = id;
    if (++this.count * 2 > this.table.length) this.rehash();
    return id;
  }

  private sameArcs(id: number, letters: Int32Array, children: Int32Array, accepts: Uint8Array, base: number, n: number): boolean {
    for (let k = 0; k < n; k++) {
      if (this.data[id + 1 + k] !== ((children[base + k]! << 6) | (accepts[base + k]! << 5) | letters[base + k]!)) return false;
    }
    return true;
  }

  private ensure(n: number): void {
    if (n <= this.data.length) return;
    const bigger = new Int32Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }

  private rehash(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    const bits = this.table.length - 1;
    for (const id of old) {
      if (id === 0) continue;
      const n = popcount(this.data[id]!);
      let h = n;
      for (let k = 0; k < n; k++) h = Math.imul(h ^ this.data[id + 1 + k]!, 0x9e3779b1) ^ (h >>> 15);
      let slot = (h ^ (h >>> 16)) & bits;
      while (this.table[slot] !== 0) slot = (slot + 1) & bits;
      this.table[slot] = id;
    }
  }
}

/** Builds the minimised automaton of the strings, added in sorted order. */
function buildAutomaton(rows: Rows): GraphData {
  const { bytes, lengths } = rows;
  const w = new GraphWriter();
  const letters = new Int32Array(MAX_DEPTH * MAX_ARCS);
  const children = new Int32Array(MAX_DEPTH * MAX_ARCS);
  const accepts = new Uint8Array(MAX_DEPTH * MAX_ARCS);
  const counts = new Int32Array(MAX_DEPTH);
  let prev = 0;
  let prevLength = 0;
  // Freezes pending nodes deeper than `depth`, attaching each to its parent's last arc.
  const freezeTo = (depth: number): void => {
    for (let d = prevLength; d > depth; d--) {
      const id = w.freeze(letters, children, accepts, d * MAX_ARCS, counts[d]!);
      children[(d - 1) * MAX_ARCS + counts[d - 1]! - 1] = id;
      counts[d] = 0;
    }
  };
  for (const r of sortedOrder(rows)) {
    const at = r * STRIDE;
    const length = lengths[r]!;
    let cp = 0;
    const lim = Math.min(length, prevLength);
    while (cp < lim && bytes[at + cp] === bytes[prev + cp]) cp++;
    if (cp === length && cp === prevLength) continue;
    freezeTo(cp);
    for (let d = cp; d < length; d++) {
      const k = d * MAX_ARCS + counts[d]!++;
      letters[k] = bytes[at + d]! - 1;
      children[k] = 0;
      accepts[k] = 0;
    }
    accepts[(length - 1) * MAX_ARCS + counts[length - 1]! - 1] = 1;
    prev = at;
    prevLength = length;
  }
  freezeTo(0);
  const root = w.freeze(letters, children, accepts, 0, counts[0]!);
  return layOut(w.data.subarray(0, w.size), root);
}

/**
 * Lays the frozen nodes (mask word, then arcs) out in the final form (see word-graph.ts),
 * in breadth-first order from the root so the nodes every search visits share cache lines.
 */
function layOut(data: Int32Array, root: number): GraphData {
  const newId = new Int32Array(data.length).fill(-1);
  const queue = new Int32Array(data.length);
  let head = 0;
  let tail = 0;
  let size = 2 * 2; // the dead state and the virtual root arc
  newId[0] = 0;
  queue[tail++] = root;
  newId[root] = size;
  size += 2 * popcount(data[root]!);
  while (head < tail) {
    const node = queue[head++]!;
    const n = popcount(data[node]!);
    for (let k = 1; k <= n; k++) {
      const child = data[node + k]! >>> 6;
      if (newId[child] !== -1) continue;
      newId[child] = size;
      size += 2 * popcount(data[child]!);
      queue[tail++] = child;
    }
  }
  const out = new Int32Array(size);
  out[ROOT] = newId[root]! << 6;
  out[ROOT + 1] = data[root]!;
  for (let i = 0; i < tail; i++) {
    const node = queue[i]!;
    const id = newId[node]!;
    const n = popcount(data[node]!);
    for (let k = 0; k < n; k++) {
      const arc = data[node + 1 + k]!;
      const child = arc >>> 6;
      out[id + 2 * k] = (newId[child]! << 6) | (arc & 63);
      out[id + 2 * k + 1] = data[child]!;
    }
  }
  return { data: out, root: ROOT };
}

export function buildGaddag(words: readonly string[], alphabet: Alphabet = ALPHABETS.latin): GraphData {
  return buildAutomaton(gaddagRows(words, tileCodes(alphabet)));
}

/** The plain DAWG of the same words; only used to report sizes. */
export function buildDawg(words: readonly string[], alphabet: Alphabet = ALPHABETS.latin): GraphData {
  return buildAutomaton(wordRows(words, tileCodes(alphabet)));
}
