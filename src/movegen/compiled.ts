/**
 * The full move list from the compiled generator (assets/wasm/movegen.wasm, built from
 * src/movegen/assembly/generator.ts by `npm run build:wasm`). It finds the plays of
 * generator.ts in the same order, in fewer steps: a run of board tiles is read before the
 * letters beside it are tried, and on an empty board the down plays are the across plays
 * turned (`npm run bench:movegen` prints both searches' times). One instance per
 * word graph, on the graph's own memory: the board tables and the rack are copied into its
 * working area for each list, and plays come back in chunks appended to a PlayList.
 * Best-play searches take their anchor bounds from it too (assembly/bounds.ts, the
 * bounds of shadow.ts).
 */
import { readFileSync } from 'node:fs';
import { fromRoot } from '../project-root.js';
import { GRAPH_OFFSET, inMemory, type WordGraph } from '../lexicon/word-graph.js';
import { LETTER_HASH } from './anagrams.js';
import { onePerKey } from './memo.js';
import { keyBound, keySquare } from './sort-keys.js';
import type { PlayList } from './plays.js';
import { AREA, N, SYMBOLS, type BoardTables, type BoundedSink } from './tables.js';

export const WASM_FILE = fromRoot('assets', 'wasm', 'movegen.wasm');

let compiledModule: WebAssembly.Module | null = null;

function wasmModule(): WebAssembly.Module {
  if (compiledModule) return compiledModule;
  let bytes: Buffer;
  try {
    bytes = readFileSync(WASM_FILE);
  } catch {
    throw new Error(`The compiled move generator is missing (${WASM_FILE}): restore it from the repository, or run npm run build:wasm.`);
  }
  compiledModule = new WebAssembly.Module(bytes);
  return compiledModule;
}

/** Search steps of one list (the benchmark prints them, so a change shows in steps as well as time). */
export interface SearchSteps {
  left: number;
  right: number;
}

type Run = (graphOffset: number, root: number, rackSize: number, bingo: number, dirs: number) => number;
type Begin = (graphOffset: number, rackSize: number, bingo: number, noBingos: number) => number;
type From = (dir: number, line: number, pos: number, root: number, least: number) => number;
type Bounds = (rackSize: number, bingo: number, lookUp: number, mirrored: number, kept: number) => number;

const LEAST = -(2 ** 31);
const MOST = 2 ** 31 - 1;

export class CompiledGenerator {
  private readonly run: Run;
  private readonly begin: Begin;
  private readonly from: From;
  private readonly anchorBounds: Bounds;
  private readonly startBounds: () => number;
  /** What is done with each full chunk while a search runs. */
  private onChunk: (n: number) => void = () => {};
  private readonly placed = new Uint8Array(N);
  private readonly graphOffset: number;
  private readonly root: number;
  /** The tables in the working area: which, and as of which load (see BoardTables.loads). */
  private copiedFrom: BoardTables | null = null;
  private copiedLoad = 0;
  private readonly tiles: Uint8Array;
  private readonly starts: Uint8Array;
  private readonly letterMult: Uint8Array;
  private readonly wordMult: Uint8Array;
  private readonly liveLines: Uint8Array;
  private readonly values: Int32Array;
  private readonly cross: Int32Array;
  private readonly crossScore: Int32Array;
  private readonly prevTile: Int32Array;
  private readonly leftCross: Int32Array;
  private readonly nextTile: Int32Array;
  private readonly nextCross: Int32Array;
  private readonly letterValues: Int32Array;
  private readonly rack: Int32Array;
  private readonly scores: Int32Array;
  private readonly keys: Int32Array;
  private readonly letters: Uint8Array;
  private readonly anchors: Uint8Array;
  private readonly kept: Float64Array;
  private readonly startKeys: Int32Array;
  private readonly boundOf: Int32Array;
  /** The bingo stretches the last `bounds` kept (see BingoBounds.keep). */
  readonly lanes: Int32Array;
  private readonly leftCalls: WebAssembly.Global;
  private readonly rightCalls: WebAssembly.Global;

  constructor(graph: WordGraph) {
    const { memory, data, root } = inMemory(graph);
    this.graphOffset = data.byteOffset;
    this.root = root;
    const instance = new WebAssembly.Instance(wasmModule(), {
      env: { memory },
      movegen: { flush: (n: number) => this.onChunk(n) },
    });
    const at = (name: string): number => (instance.exports[name] as WebAssembly.Global).value;
    if (at('STRIDE') !== N || at('WORK_END') > GRAPH_OFFSET) throw new Error('movegen.wasm does not match this build: run npm run build:wasm');
    const { buffer } = memory;
    const bytes = (name: string, n: number): Uint8Array => new Uint8Array(buffer, at(name), n);
    const ints = (name: string, n: number): Int32Array => new Int32Array(buffer, at(name), n);
    this.run = instance.exports.run as Run;
    this.begin = instance.exports.begin as Begin;
    this.from = instance.exports.from as From;
    this.anchorBounds = instance.exports.anchorBounds as Bounds;
    this.startBounds = instance.exports.startBounds as () => number;
    this.leftCalls = instance.exports.leftCalls as WebAssembly.Global;
    this.rightCalls = instance.exports.rightCalls as WebAssembly.Global;
    this.tiles = bytes('TILES', 2 * AREA);
    this.starts = bytes('STARTS', 2 * AREA);
    this.letterMult = bytes('LETTER_MULT', 2 * AREA);
    this.wordMult = bytes('WORD_MULT', 2 * AREA);
    this.liveLines = bytes('LIVE_LINES', 2 * N);
    this.values = ints('VALUES', 2 * AREA);
    this.cross = ints('CROSS', 2 * AREA);
    this.crossScore = ints('CROSS_SCORE', 2 * AREA);
    this.prevTile = ints('PREV_TILE', 2 * AREA);
    this.leftCross = ints('LEFT_CROSS', 2 * AREA);
    this.nextTile = ints('NEXT_TILE', 2 * AREA);
    this.nextCross = ints('NEXT_CROSS', 2 * AREA);
    this.letterValues = ints('LETTER_VALUES', SYMBOLS);
    this.rack = ints('RACK', SYMBOLS);
    const chunk = at('CHUNK');
    this.scores = ints('OUT_SCORES', chunk);
    this.keys = ints('OUT_KEYS', chunk);
    this.letters = bytes('OUT_LETTERS', chunk * N);
    this.anchors = bytes('ANCHORS', 2 * AREA);
    this.kept = new Float64Array(buffer, at('KEPT'), 16);
    this.startKeys = ints('START_KEYS', 2 * AREA);
    this.boundOf = ints('ANCHOR_BOUND', 2 * AREA);
    this.lanes = ints('LANES', at('LANE') * at('MAX_LANES'));
    ints('LETTER_HASH', SYMBOLS).set(LETTER_HASH);
  }

  /** Appends every play for `rack` (counts by symbol, 0 = blanks) on the loaded tables to `out`. */
  list(t: BoardTables, rack: Int32Array, values: Int32Array, rackSize: number, bingo: number, out: PlayList): void {
    if (t !== this.copiedFrom || t.loads !== this.copiedLoad) this.copyTables(t, values);
    this.rack.set(rack);
    const first = out.count;
    const mirror = t.mirrored;
    this.onChunk = (n) => out.append(this.scores, this.keys, this.letters, n);
    try {
      const left = this.run(this.graphOffset, this.root, rackSize, bingo, mirror ? 1 : 2);
      out.append(this.scores, this.keys, this.letters, left);
    } finally {
      this.onChunk = () => {};
    }
    if (mirror) out.mirror(first);
  }

  /**
   * The anchor bounds of assembly/bounds.ts (those of AnchorBounds.compute) for `rack` on
   * the loaded tables. `lookUp`: the whole rack's stretches are kept in `lanes`, not
   * bounded (`mirrored`: only the across ones, on an empty board whose down plays are
   * the across plays turned); `kept`: each bound adds kept[tiles kept]. Returns the
   * stretches kept.
   */
  bounds(t: BoardTables, rack: Int32Array, values: Int32Array, rackSize: number, bingo: number, lookUp: boolean, mirrored: boolean, kept?: Float64Array): number {
    if (t !== this.copiedFrom || t.loads !== this.copiedLoad) this.copyTables(t, values);
    this.rack.set(rack);
    if (kept) this.kept.set(kept.subarray(0, 16));
    return this.anchorBounds(rackSize, bingo, lookUp ? 1 : 0, mirrored ? 1 : 0, kept ? 1 : 0);
  }

  /** Anchor `sq`'s bound from the last `bounds`, rounded up (-2^31: no play but the bingos kept). */
  anchorBound(sq: number): number {
    return this.boundOf[sq]!;
  }

  /**
   * Gives `sink` the plays from the starts of the last `bounds`, best bound first, each
   * start's plays scoring at least the sink's floor as it stood when the start was
   * searched, until a start's bound falls below `boundFloor()`. `noBingos` leaves out the
   * plays of a whole rack (the sink has them); `mirror`: the tables are of an empty board
   * whose down plays are the across plays turned (each is given twice).
   */
  bounded(rackSize: number, bingo: number, noBingos: boolean, mirror: boolean, sink: BoundedSink, boundFloor: () => number): void {
    const n = this.startBounds();
    if (this.begin(this.graphOffset, rackSize, bingo, noBingos ? 1 : 0) === 0) return;
    const keys = this.startKeys;
    this.onChunk = (k) => this.deliver(k, sink, mirror);
    try {
      for (let i = 0; i < n && keyBound(keys[i]!) >= boundFloor(); i++) {
        const a = keySquare(keys[i]!);
        if (mirror && a >= AREA) continue;
        const floor = sink.floor();
        if (floor === Infinity) return;
        const least = floor === -Infinity ? LEAST : Math.max(LEAST, Math.min(MOST, Math.ceil(floor)));
        this.deliver(this.from((a / AREA) | 0, ((a % AREA) / N) | 0, a % N, this.root, least), sink, mirror);
      }
    } finally {
      this.onChunk = () => {};
    }
  }

  /** Hands the chunk's first `n` plays to the sink (and, with `mirror`, each turned), those that reach its floor as it rises. */
  private deliver(n: number, sink: BoundedSink, mirror: boolean): void {
    const { scores, keys, letters, placed } = this;
    let floor = sink.floor();
    for (let i = 0; i < n; i++) {
      if (scores[i]! < floor) continue;
      const key = keys[i]!;
      const from = (key >>> 5) & 15;
      const to = (key >>> 9) & 15;
      for (let p = from; p <= to; p++) placed[p] = letters[i * N + p - from]!;
      floor = sink.add(scores[i]!, key & 1, (key >>> 1) & 15, from, to, placed);
      if (mirror && scores[i]! >= floor) floor = sink.add(scores[i]!, (key & 1) ^ 1, (key >>> 1) & 15, from, to, placed);
    }
  }

  /** The search steps of the last list: calls of the leftward and of the rightward phase. */
  steps(): SearchSteps {
    return { left: this.leftCalls.value as number, right: this.rightCalls.value as number };
  }

  /** Copies the tables (filled with these letter values) into the working area. */
  private copyTables(t: BoardTables, values: Int32Array): void {
    this.tiles.set(t.tiles);
    this.starts.set(t.starts);
    this.letterMult.set(t.letterMult);
    this.wordMult.set(t.wordMult);
    this.liveLines.set(t.liveLines);
    this.values.set(t.values);
    this.cross.set(t.cross);
    this.crossScore.set(t.crossScore);
    this.prevTile.set(t.prevTile);
    this.leftCross.set(t.leftCross);
    this.nextTile.set(t.nextTile);
    this.nextCross.set(t.nextCross);
    this.anchors.set(t.anchors);
    this.letterValues.set(values.subarray(0, SYMBOLS));
    this.copiedFrom = t;
    this.copiedLoad = t.loads;
  }
}

/** The compiled generator for a word graph, made once. */
export const compiledGenerator = onePerKey((graph: WordGraph) => new CompiledGenerator(graph));
