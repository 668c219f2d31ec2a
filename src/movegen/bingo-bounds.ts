/**
 * Bounds of the stretches that take only bingos, for the anchor bounds (shadow.ts). A
 * stretch with as many empty squares as the rack holds tiles takes only bingos, and the
 * bonus would dominate a bound by squares; so its bound is the best bingo it really holds:
 * the words that are anagrams of the rack and the board tiles in it (anagrams.ts) are tried
 * on its squares (board letters, cross-checks, blanks on the cheapest squares).
 * When the bingos go to a sink, the stretches are looked up last, best square bound first,
 * and those whose bound is below what the sink still wants are not looked up at all: with
 * two blanks a lookup is hundreds of probes and a scan of many words.
 */
import type { WordGraph } from '../lexicon/word-graph.js';
import { anagramIndex, LETTER_HASH, MAX_LETTERS, MIN_LETTERS, type AnagramIndex } from './anagrams.js';
import { sortKey } from './sort-keys.js';
import { startOrder } from './top-plays.js';
import { ALL_LETTERS, AREA, BLANK_FLAG, N, SYMBOLS, type BoardTables, type PlaySink } from './tables.js';

/** Bingo stretches kept for the sink's lookups (more are looked up at once). */
const MAX_LANES = 4096;
/** The most stretches a compute can have: at most 15 starts for each of 450 anchors. */
const MOST_LANES = 450 * 15;

export class BingoBounds {
  /** Whether this rack's bingos are looked up by anagram (a full rack, at most two blanks). */
  looksUp = false;
  /** Whether the bingos go to a sink (then they are not the anchors' to find). */
  toSink = false;
  private anagrams: AnagramIndex | undefined;
  private rackHash = 0;
  private blanks = 0;
  private readonly rack = new Int32Array(SYMBOLS);
  private values: Int32Array = new Int32Array(SYMBOLS);
  /**
   * The words that may be the rack plus board tiles, by the board tiles' letter hash: the
   * first `keys` hashes and lists (kept from call to call, so that nothing is allocated).
   */
  private readonly keyHashes: number[] = [];
  private readonly keyWords: number[][] = [];
  private keys = 0;
  /** The words of the tiles useTiles gave, when it did (on an empty board, the stretches have no board letters). */
  private readonly tilesWords: number[] = [];
  private useTilesWords = false;
  // Scratch for one word's empty squares: letter, coefficient, and place in the word.
  private readonly need = new Int32Array(SYMBOLS);
  private readonly short = new Int32Array(SYMBOLS);
  private readonly wordLetter = new Int32Array(MAX_LETTERS);
  private readonly wordCoef = new Int32Array(MAX_LETTERS);
  private readonly wordSquare = new Int32Array(MAX_LETTERS);
  private readonly placed = new Uint8Array(15);
  /** Scratch for one stretch: the places in the word a board tile or cross-check constrains, and what each allows. */
  private readonly checkAt = new Int32Array(MAX_LETTERS);
  private readonly checkAllow = new Int32Array(MAX_LETTERS);
  /** Where bingos go, when they are found here rather than by the generator. */
  private sink: PlaySink | undefined;
  private floor = -Infinity;
  private anchor = 0;
  /** An empty board whose down plays are the across plays turned: only across stretches are looked up, each bingo given both ways. */
  private mirror = false;
  /**
   * The bingo stretches to look up for the sink: anchor, first square, length, board
   * letters' hash, product of word multipliers, fixed points, and the square bound.
   */
  private readonly lanes = new Int32Array(7 * MAX_LANES);
  private laneCount = 0;
  /** Bingo stretches the last `compute` looked up for its sink, and those it had. */
  lanesLookedUp = 0;
  lanesFound = 0;
  private readonly laneOrder = new Int32Array(MOST_LANES);
  private readonly laneKeys = new Int32Array(MOST_LANES);

  constructor(
    private readonly t: BoardTables,
    private readonly graph?: WordGraph,
  ) {}

  /**
   * Starts a `compute` of the anchor bounds for `rack` (counts by symbol, blanks at 0) of
   * `tiles` tiles. Returns whether every bingo goes to `sink`.
   */
  start(rack: Int32Array, values: Int32Array, tiles: number, rackSize: number, sink: PlaySink | undefined, floor: number): boolean {
    this.rackHash = 0;
    for (let s = 1; s < SYMBOLS; s++) if (rack[s]! > 0) this.rackHash = (this.rackHash + Math.imul(rack[s]!, LETTER_HASH[s]!)) | 0;
    this.blanks = rack[0]!;
    this.rack.set(rack);
    this.values = values;
    // Blanks stand for any letter: up to two are looked up, letter pair by letter pair.
    this.anagrams = this.graph && tiles === rackSize && rackSize >= MIN_LETTERS && rack[0]! <= 2 ? anagramIndex(this.graph) : undefined;
    this.keys = 0;
    this.useTilesWords = false;
    this.sink = this.anagrams !== undefined ? sink : undefined;
    this.looksUp = this.anagrams !== undefined;
    this.toSink = this.sink !== undefined;
    this.floor = floor;
    this.laneCount = 0;
    this.mirror = this.toSink && this.t.mirrored;
    return this.toSink;
  }

  /** The stretches the last compute of the TypeScript bounds kept, as `keep` keeps them (the tests compare the compiled ones with them). */
  lastLanes(): Int32Array {
    return this.lanes.subarray(0, 7 * this.lanesFound);
  }

  /**
   * Makes the lookups that follow (best) those of the tiles `sub` (counts by symbol, blanks
   * at 0, their letters' hash `hash`) instead of the rack's: words of exactly those tiles
   * (openings.ts). Returns whether any word may be made of them.
   */
  useTiles(sub: Int32Array, hash: number): boolean {
    const words = this.tilesWords;
    words.length = 0;
    this.anagrams!.collect(hash, sub[0]!, words);
    if (words.length === 0) return false;
    this.rackHash = hash;
    this.blanks = sub[0]!;
    this.rack.set(sub);
    this.useTilesWords = true;
    return true;
  }

  /** Whether another stretch can be kept for the sink's lookups. */
  canKeep(): boolean {
    return this.laneCount < MAX_LANES;
  }

  /** Keeps a stretch of anchor `a` to look up for the sink, in order of its square bound `bound` (see bingos). */
  keep(a: number, start: number, length: number, boardHash: number, mult: number, fixed: number, bound: number): void {
    // A down stretch's bingos come turned from the across stretch it mirrors.
    if (this.mirror && a >= AREA) return;
    const at = 7 * this.laneCount++;
    const l = this.lanes;
    l[at] = a;
    l[at + 1] = start;
    l[at + 2] = length;
    l[at + 3] = boardHash;
    l[at + 4] = mult;
    l[at + 5] = fixed;
    l[at + 6] = bound;
  }

  /** The best bingo of a stretch of anchor `a` (see bingos); with a sink, gives it every one. */
  best(a: number, start: number, length: number, boardHash: number, mult: number, fixed: number): number {
    if (this.mirror && a >= AREA) return -1;
    this.anchor = a;
    return this.bingos(start, length, boardHash, mult, fixed);
  }

  /**
   * Looks up the kept bingo stretches, best bound first, until none can reach the sink's
   * floor; or the `n` stretches in `l`, kept as `keep` keeps them (by the compiled bounds).
   */
  lookUpLanes(l: Int32Array<ArrayBufferLike> = this.lanes, n = this.laneCount): void {
    this.lanesFound = n;
    this.lanesLookedUp = 0;
    const order = this.laneOrder;
    const keys = this.laneKeys;
    // Insertion sort by bound, highest first, and among equal bounds by where the stretch
    // starts in notation order, then as kept (a few dozen stretches).
    for (let i = 0; i < n; i++) {
      const key = sortKey(l[7 * i + 6]!, startOrder(l[7 * i + 1]!));
      let j = i - 1;
      while (j >= 0 && keys[j]! > key) {
        keys[j + 1] = keys[j]!;
        order[j + 1] = order[j]!;
        j--;
      }
      keys[j + 1] = key;
      order[j + 1] = i;
    }
    const tieRank = this.sink?.tieRank?.bind(this.sink);
    for (let i = 0; i < n; i++) {
      const at = 7 * order[i]!;
      const bound = l[at + 6]!;
      if (bound < this.floor) break;
      // At the floor, a sink that orders ties by notation takes none from a later start (nor
      // from the stretches after this one, which start later still).
      if (bound === this.floor && tieRank !== undefined && startOrder(l[at + 1]!) > tieRank()) break;
      this.anchor = l[at]!;
      this.lanesLookedUp++;
      this.bingos(l[at + 1]!, l[at + 2]!, l[at + 3]!, l[at + 4]!, l[at + 5]!);
    }
    this.laneCount = 0;
  }

  /** The words that may be the rack plus board tiles with letter hash `boardHash`, looked up once a compute. */
  private wordsOf(boardHash: number): number[] {
    for (let k = 0; k < this.keys; k++) if (this.keyHashes[k] === boardHash) return this.keyWords[k]!;
    const k = this.keys++;
    this.keyHashes[k] = boardHash;
    const words = (this.keyWords[k] ??= []);
    words.length = 0;
    this.anagrams!.collect((this.rackHash + boardHash) | 0, this.blanks, words);
    return words;
  }

  /**
   * The bingos on the `length` squares from `start`, whose board tiles have letter hash
   * `boardHash`: `mult` is the product of the empty squares' word multipliers, `fixed` the
   * points that do not depend on the rack's letters. Returns the best one's score (-1 when
   * no word fits); with a sink, gives it every one, each placement of the blanks too.
   */
  private bingos(start: number, length: number, boardHash: number, mult: number, fixed: number): number {
    const index = this.anagrams!;
    // Most stretches of a rack without blanks have no word at all: one read of the table says so.
    if (this.blanks === 0 && !index.mayHave((this.rackHash + boardHash) | 0)) return -1;
    const words = this.useTilesWords ? this.tilesWords : this.wordsOf(boardHash);
    const t = this.t;
    const { letters } = index;
    const { need, short, rack, values, wordLetter, wordCoef, wordSquare } = this;
    // The squares that rule words out (board tiles, cross-checks) are tried first: most
    // words fail on one of them, before any scoring.
    const check = this.checkAt;
    const allow = this.checkAllow;
    let checks = 0;
    for (let i = 0; i < length; i++) {
      const sq = start + i;
      const tile = t.tiles[sq]!;
      if (tile === 0 && t.cross[sq] === ALL_LETTERS) continue;
      check[checks] = i;
      allow[checks++] = tile !== 0 ? 1 << (tile & 31) : t.cross[sq]!;
    }
    let best = -1;
    words: for (const w of words) {
      if (letters[w] !== length) continue;
      const at = w + 1;
      for (let c = 0; c < checks; c++) if ((allow[c]! & (1 << letters[at + check[c]!]!)) === 0) continue words;
      let empties = 0;
      let points = 0;
      let fits = true;
      for (let i = 0; i < length; i++) {
        const sq = start + i;
        const s = letters[at + i]!;
        const tile = t.tiles[sq]!;
        if (tile !== 0) {
          if ((tile & 31) !== s) {
            fits = false;
            break;
          }
          continue;
        }
        if ((t.cross[sq]! & (1 << s)) === 0) {
          fits = false;
          break;
        }
        const coef = t.letterMult[sq]! * (mult + (t.crossScore[sq]! >= 0 ? t.wordMult[sq]! : 0));
        wordLetter[empties] = s;
        wordCoef[empties] = coef;
        wordSquare[empties] = i;
        empties++;
        points += values[s]! * coef;
      }
      if (!fits) continue;
      // Blanks make up the letters the rack lacks: short[s] of the letter s.
      for (let e = 0; e < empties; e++) need[wordLetter[e]!]!++;
      let blanks = 0;
      for (let e = 0; e < empties; e++) {
        const s = wordLetter[e]!;
        const n = need[s]!;
        if (n === 0) continue;
        need[s] = 0;
        if (n < rack[s]!) fits = false;
        else {
          short[s] = n - rack[s]!;
          blanks += n - rack[s]!;
        }
      }
      if (fits && blanks === this.blanks) {
        const score = this.placeBlanks(start, length, empties, points + fixed);
        if (score > best) best = score;
      }
      for (let e = 0; e < empties; e++) short[wordLetter[e]!] = 0;
    }
    return best;
  }

  /**
   * Puts the word's blanks on each choice of squares that holds the letters they stand for;
   * gives each play to the sink if there is one. Returns the best score.
   */
  private placeBlanks(start: number, length: number, empties: number, points: number): number {
    const { short, values, wordLetter, wordCoef } = this;
    let best = -1;
    const one = this.blanks >= 1;
    const two = this.blanks === 2;
    for (let i = one ? 0 : -1; i < (one ? empties : 0); i++) {
      for (let j = two ? i + 1 : -1; j < (two ? empties : 0); j++) {
        // The squares i and j (as many as the rack has blanks) take exactly the missing letters.
        const li = i < 0 ? 0 : wordLetter[i]!;
        const lj = j < 0 ? 0 : wordLetter[j]!;
        if (j >= 0 ? (li === lj ? short[li] !== 2 : short[li] !== 1 || short[lj] !== 1) : i >= 0 && short[li] !== 1) continue;
        let score = points;
        if (i >= 0) score -= values[wordLetter[i]!]! * wordCoef[i]!;
        if (j >= 0) score -= values[wordLetter[j]!]! * wordCoef[j]!;
        if (score > best) best = score;
        if (this.sink !== undefined && score >= this.floor) this.emit(start, length, empties, i, j, score);
      }
    }
    return best;
  }

  private emit(start: number, length: number, empties: number, i: number, j: number, score: number): void {
    const a = this.anchor;
    const base = a - (a % 15);
    const from = start - base;
    const placed = this.placed;
    for (let p = 0; p < length; p++) placed[from + p] = 0;
    for (let e = 0; e < empties; e++) placed[from + this.wordSquare[e]!] = this.wordLetter[e]! | (e === i || e === j ? BLANK_FLAG : 0);
    const dir = (a / AREA) | 0;
    const line = ((a % AREA) / N) | 0;
    this.floor = this.sink!.add(score, dir, line, from, from + length - 1, placed);
    if (this.mirror && score >= this.floor) this.floor = this.sink!.add(score, 1, line, from, from + length - 1, placed);
  }
}
