/**
 * The word graph as one Int32Array of arcs, two words each:
 *   data[a]     child << 6 | accepts << 5 | symbol   (symbol 0 = separator, 1..n the alphabet's letters)
 *   data[a + 1] the child's letter mask: bit s set when the child has an arc for symbol s
 * A node is the run of its arcs in symbol order, so the arc for symbol s of the child of a
 * is at child + 2 * popcount(mask & (bit s - 1)). Keeping the child's mask beside the arc
 * lets the generator reject a dead end without touching the child's memory.
 * A walk is a sequence of arcs: the state is the index of the last arc taken. Index 0 is
 * a dead state (no arcs); index 2 (ROOT) is a virtual arc into the root node.
 * `accepts` marks the string ending with that arc as complete.
 * In the GADDAG, a word w1..wn is stored as rev(w1..wi) SEP w(i+1)..wn for each i < n,
 * and as rev(w) for i = n: a lookup reads the word backwards.
 * A loaded list's graph lives in a WebAssembly memory, at GRAPH_OFFSET, so that the
 * compiled move generator (src/movegen/assembly) reads it in place rather than a copy.
 */
import { ALPHABETS, BLANK_BIT, letterOf, tileCodes, type Alphabet } from '../engine/alphabet.js';
import type { Lexicon } from '../engine/lexicon.js';

export const SEPARATOR = 0;
export const ARC_ACCEPTS = 32;
export const ROOT = 2;

export interface GraphData {
  data: Int32Array;
  root: number;
  /** The memory `data` lies in, at GRAPH_OFFSET, when it was put there (see graphMemory). */
  memory?: WebAssembly.Memory;
}

const PAGE = 65536;
/** Where a graph starts in its memory: the pages before it are the compiled generator's working area. */
export const GRAPH_OFFSET = 6 * PAGE;

/**
 * A memory for a graph of `length` words, at GRAPH_OFFSET. Its size is fixed (it never
 * grows), so views of it stay valid.
 */
export function graphMemory(length: number): { memory: WebAssembly.Memory; data: Int32Array } {
  const pages = Math.ceil((GRAPH_OFFSET + 4 * length) / PAGE);
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
  return { memory, data: new Int32Array(memory.buffer, GRAPH_OFFSET, length) };
}

/** The graph in a memory of its own: itself if it is in one already, else a copy. */
export function inMemory(graph: GraphData): Required<GraphData> {
  if (graph.memory && graph.data.buffer === graph.memory.buffer && graph.data.byteOffset === GRAPH_OFFSET) {
    return graph as Required<GraphData>;
  }
  const { memory, data } = graphMemory(graph.data.length);
  data.set(graph.data);
  return { data, root: graph.root, memory };
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** From state `a` (an arc index), the arc for `symbol`, or 0 when there is none. */
export function follow(data: Int32Array, a: number, symbol: number): number {
  const mask = data[a + 1]!;
  const bit = 1 << symbol;
  if ((mask & bit) === 0) return 0;
  return (data[a]! >>> 6) + 2 * popcount(mask & (bit - 1));
}

/** Index of the first arc out of state `a`; the node has popcount(data[a + 1]) arcs. */
export function firstArc(data: Int32Array, a: number): number {
  return data[a]! >>> 6;
}

/** A loaded word list: the engine's `Lexicon` plus the GADDAG the move generator walks. */
export class WordGraph implements Lexicon {
  constructor(
    readonly name: string,
    readonly data: Int32Array,
    readonly root: number,
    readonly wordCount: number,
    /** The memory `data` lies in (see graphMemory), if any. */
    readonly memory?: WebAssembly.Memory,
    /** The letters its symbols stand for. */
    readonly alphabet: Alphabet = ALPHABETS.latin,
  ) {
    this.codes = tileCodes(alphabet);
  }

  private readonly codes: Uint8Array;

  /** Whether a word (upper-case tile letters) is in the list. */
  has(word: string): boolean {
    const { data, codes } = this;
    let a = this.root;
    for (let i = word.length - 1; i >= 0; i--) {
      const symbol = codes[word.charCodeAt(i)]!;
      if (symbol === 0 || symbol & BLANK_BIT) return false;
      a = follow(data, a, symbol);
      if (a === 0) return false;
    }
    return word.length > 0 && (data[a]! & ARC_ACCEPTS) !== 0;
  }

  /** Every word in the graph, in no set order (for tests and exports). */
  *words(): Generator<string> {
    // Words are the strings that end without passing the separator: rev(w).
    const { data } = this;
    const stack: [number, string][] = [[this.root, '']];
    while (stack.length > 0) {
      const [a, suffix] = stack.pop()!;
      const first = firstArc(data, a);
      const n = popcount(data[a + 1]!);
      for (let k = 0; k < n; k++) {
        const arc = first + 2 * k;
        const symbol = data[arc]! & 31;
        if (symbol === SEPARATOR) continue;
        const word = letterOf(this.alphabet, symbol) + suffix;
        if (data[arc]! & ARC_ACCEPTS) yield word;
        if (data[arc + 1] !== 0) stack.push([arc, word]);
      }
    }
  }
}
