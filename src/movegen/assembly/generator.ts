/**
 * The full move list, compiled to WebAssembly (AssemblyScript; `npm run build:wasm`
 * writes assets/wasm/movegen.wasm). The plays, scores and order of src/movegen/generator.ts,
 * which stays the reference: the tests compare the two play for play on random positions,
 * and check that the committed .wasm is what this file compiles to.
 *
 * It takes fewer steps than the reference. A play along a run of board tiles is searched
 * from the run's last tile: the run is read first (leftwards, in the graph), so the letters
 * tried before and after it are only those some word through the whole run allows; the
 * reference starts at the empty squares beside the run and learns the run's letters only
 * after trying its own. The search starts at an empty square only where it has no tile
 * beside it in its own line (STARTS, from tables.ts), and its leftward phase stops before
 * a square where a search starts or that follows a tile (LEFT_CROSS). Each play is still
 * found once, from the first of those starts it covers.
 * The order stays the reference's: a run's plays are those the reference finds from the
 * square before the run and then from the square after it, which the run's search visits
 * in that order (leftwards before rightwards), recording a play once it has gone as far
 * left as it can.
 *
 * Memory (imported): the generator's working area (layout.ts: the board tables, the
 * rack, the play being built and a chunk of plays found), and the word graph from the
 * offset `run` is given (word-graph.ts puts it there). Nothing here allocates. When the
 * chunk is full, `flush` hands it to JavaScript, which appends it to the list. The
 * best-play searches' anchor bounds are compiled beside it (bounds.ts).
 */

@external('movegen', 'flush')
declare function flush(count: i32): void;

import { at32, CHUNK, CROSS, CROSS_SCORE, LEFT_CROSS, LETTER_MULT, LETTER_VALUES, LIVE_LINES, NEXT_CROSS, NEXT_TILE, OUT_KEYS, OUT_LETTERS, OUT_SCORES, PLACED, PREV_TILE, RACK, STARTS, STRIDE, TILES, VALUES, WORD_MULT } from './layout';
export * from './layout';
export { anchorBounds, startBounds } from './bounds';

/** Every letter an alphabet can have: bits 1..31. */
const ALL: i32 = ~1;
const BLANK: i32 = 32;
const ACCEPTS: i32 = 32;

let graph: i32 = 0;
let rackBits: i32 = 0;
let rackTotal: i32 = 0;
let rackSize: i32 = 7;
let bingo: i32 = 50;
let count: i32 = 0;
let dir: i32 = 0;
let line: i32 = 0;
let base: i32 = 0;
let anchor: i32 = 0;
let anchorFreeRight: bool = false;
/** The search started at a run's last tile (else at an empty square). */
let fromRun: bool = false;
/** The lowest score recorded, and whether a whole rack's plays are left out (see begin). */
let floor: i32 = i32.MIN_VALUE;
let skipBingos: bool = false;
let rightTile: i32 = 0;
let rightCross: i32 = 0;
/** Search steps of the last run: calls of the leftward and of the rightward phase (benchmarks read them). */
export let leftCalls: i32 = 0;
export let rightCalls: i32 = 0;

/** Word `i` of the graph (see word-graph.ts for the layout). */
// @ts-ignore: decorator
@inline function d(i: i32): i32 {
  return load<i32>(graph + (i << 2));
}

/** Takes tile `s` (bit `low`, held `have` times) off the rack. */
// @ts-ignore: decorator
@inline function take(s: i32, low: i32, have: i32): void {
  store<i32>(RACK + (s << 2), have - 1);
  if (have == 1) rackBits ^= low;
}

/** Puts tile `s` back on the rack (undoes take). */
// @ts-ignore: decorator
@inline function putBack(s: i32, low: i32, have: i32): void {
  store<i32>(RACK + (s << 2), have);
  if (have == 1) rackBits ^= low;
}

/** The cross-word points after a tile worth `v` goes on a square (cross-word tiles worth `cs`, or none). */
// @ts-ignore: decorator
@inline function withCross(cross: i32, cs: i32, v: i32, wm: i32): i32 {
  return cs < 0 ? cross : cross + (cs + v) * wm;
}

/**
 * Every play from every start into the chunk (flushed whenever full). Returns the plays
 * left in the chunk, for the caller to take. `dirs` 1 lists only the across plays (the
 * caller mirrors them on an empty board), 2 both directions.
 */
export function run(graphOffset: i32, root: i32, size: i32, bonus: i32, dirs: i32): i32 {
  if (begin(graphOffset, size, bonus, false) == 0) return 0;
  for (let dr = 0; dr < dirs; dr++) {
    for (let ln = 0; ln < 15; ln++) {
      if (load<u8>(LIVE_LINES + dr * 15 + ln) == 0) continue;
      const b = dr * 225 + ln * 15;
      for (let pos = 0; pos < 15; pos++) {
        if (load<u8>(STARTS + b + pos) != 0) fromAnchor(dr, ln, pos, root);
      }
    }
  }
  return count;
}

/**
 * Gets ready for a search with the rack in RACK: `noBingos` leaves out the plays of a
 * whole rack (a best-play search found them by anagram). Returns the tiles on the rack.
 */
export function begin(graphOffset: i32, size: i32, bonus: i32, noBingos: bool): i32 {
  graph = graphOffset;
  rackSize = size;
  bingo = bonus;
  skipBingos = noBingos;
  floor = i32.MIN_VALUE;
  count = 0;
  leftCalls = 0;
  rightCalls = 0;
  rackBits = 0;
  rackTotal = 0;
  for (let s = 0; s < 32; s++) {
    const n = at32(RACK, s);
    rackTotal += n;
    if (s > 0 && n > 0) rackBits |= 1 << s;
  }
  return rackTotal;
}

/**
 * The plays from one start (after `begin`) that score at least `least`, into an emptied
 * chunk (flushed whenever full); returns the plays left in it. Bounded searches call it
 * start by start, best bound first.
 */
export function from(dr: i32, ln: i32, pos: i32, root: i32, least: i32): i32 {
  count = 0;
  floor = least;
  if (rackTotal > 0) fromAnchor(dr, ln, pos, root);
  return count;
}

function fromAnchor(dr: i32, ln: i32, pos: i32, root: i32): void {
  dir = dr;
  line = ln;
  base = dr * 225 + ln * 15;
  anchor = pos;
  fromRun = load<u8>(TILES + base + pos) != 0;
  const next: i32 = pos == 14 ? 0 : load<u8>(TILES + base + pos + 1);
  anchorFreeRight = pos == 14 || next == 0;
  rightTile = next == 0 ? 0 : 1 << (next & 31);
  rightCross = pos == 14 || next != 0 ? 0 : at32(CROSS, base + pos + 1);
  left(pos, root, 0, 1, 0, 0);
}

/**
 * Leftward phase at `pos` (at or left of the start) in graph state `a`. A play that ends at
 * a run is recorded after the plays that go further left, where the reference finds it.
 */
function left(pos: i32, a: i32, main: i32, mult: i32, cross: i32, used: i32): void {
  leftCalls++;
  const sq = base + pos;
  const mask = d(a + 1);
  const first = <i32>(<u32>d(a) >>> 6);
  if (load<u8>(TILES + sq) != 0) {
    leftThrough(pos, mask, first, main, mult, cross, used);
    return;
  }
  const leftTile = at32(PREV_TILE, sq);
  const leftCross = at32(LEFT_CROSS, sq);
  const freeLeft = leftTile == 0;
  const goRight = freeLeft && anchor < 14;
  const finish = freeLeft && anchorFreeRight;
  if (used == rackTotal) return;
  const blanks = load<i32>(RACK);
  const allowed = mask & at32(CROSS, sq) & (blanks > 0 ? ALL : rackBits);
  if (allowed == 0) return;
  const lm: i32 = load<u8>(LETTER_MULT + sq);
  const wm: i32 = load<u8>(WORD_MULT + sq);
  const cs = at32(CROSS_SCORE, sq);
  const newMult = mult * wm;
  const early = finish && !fromRun;
  const late = finish && fromRun;
  const spare = used + 1 < rackTotal;
  const leftCrossOk = spare ? leftCross : 0;
  const rc = spare ? rightCross : 0;
  const rt = rightTile;
  for (let bits = allowed; bits != 0; ) {
    const low = bits & -bits;
    bits ^= low;
    const s = ctz<i32>(low);
    const k = first + 2 * popcnt<i32>(mask & (low - 1));
    const arc = d(k);
    const child = <i32>(<u32>arc >>> 6);
    const childMask = d(k + 1);
    // The separator is symbol 0, so it is the child's first arc.
    const sepMask = goRight && (childMask & 1) != 0 && (rt | rc) != 0 ? d(child + 1) : 0;
    const accepts = (arc & ACCEPTS) != 0;
    const have = at32(RACK, s);
    if (have > 0) {
      take(s, low, have);
      store<u8>(PLACED + pos, s);
      const v = at32(LETTER_VALUES, s) * lm;
      const c = withCross(cross, cs, v, wm);
      if (early && accepts) record(pos, anchor, main + v, newMult, c, used + 1);
      const avail = blanks > 0 ? ALL : rackBits;
      if ((childMask & (leftTile | (leftCrossOk & avail))) != 0) left(pos - 1, k, main + v, newMult, c, used + 1);
      if (late && accepts) record(pos, anchor, main + v, newMult, c, used + 1);
      if ((sepMask & (rt | (rc & avail))) != 0) right(anchor + 1, child, pos, main + v, newMult, c, used + 1);
      putBack(s, low, have);
    }
    if (blanks > 0) {
      store<i32>(RACK, blanks - 1);
      store<u8>(PLACED + pos, s | BLANK);
      const c = withCross(cross, cs, 0, wm);
      if (early && accepts) record(pos, anchor, main, newMult, c, used + 1);
      const avail = blanks > 1 ? ALL : rackBits;
      if ((childMask & (leftTile | (leftCrossOk & avail))) != 0) left(pos - 1, k, main, newMult, c, used + 1);
      if (late && accepts) record(pos, anchor, main, newMult, c, used + 1);
      if ((sepMask & (rt | (rc & avail))) != 0) right(anchor + 1, child, pos, main, newMult, c, used + 1);
      store<i32>(RACK, blanks);
    }
  }
}

/**
 * The start at a run's last tile: reads the run leftwards from `pos` in the node (mask,
 * first), then goes on leftwards onto the square before the run and, after those plays
 * (the reference finds them first), rightwards from the square after it.
 */
function leftThrough(pos: i32, mask: i32, first: i32, main: i32, mult: i32, cross: i32, used: i32): void {
  for (let sq = base + pos; ; sq--, pos--) {
    const bit = 1 << (load<u8>(TILES + sq) & 31);
    if ((mask & bit) == 0) return;
    const k = first + 2 * popcnt<i32>(mask & (bit - 1));
    const arc = d(k);
    const childMask = d(k + 1);
    store<u8>(PLACED + pos, 0);
    main += at32(VALUES, sq);
    const leftTile = at32(PREV_TILE, sq);
    if (leftTile == 0) {
      const rackLeft = used == rackTotal ? 0 : load<i32>(RACK) > 0 ? ALL : rackBits;
      if ((childMask & at32(LEFT_CROSS, sq) & rackLeft) != 0) left(pos - 1, k, main, mult, cross, used);
      const child = <i32>(<u32>arc >>> 6);
      if (anchor < 14 && (childMask & 1) != 0 && (d(child + 1) & (rightTile | (rightCross & rackLeft))) != 0) {
        right(anchor + 1, child, pos, main, mult, cross, used);
      }
      return;
    }
    if ((childMask & leftTile) == 0) return;
    mask = childMask;
    first = <i32>(<u32>arc >>> 6);
  }
}

/** Rightward phase at `pos` (right of the anchor) in state `a`; the word starts at `from`. */
function right(pos: i32, a: i32, from: i32, main: i32, mult: i32, cross: i32, used: i32): void {
  rightCalls++;
  const sq = base + pos;
  const mask = d(a + 1);
  const nextTileBit = at32(NEXT_TILE, sq);
  const nextCross = at32(NEXT_CROSS, sq);
  const finish = nextTileBit == 0;
  let first = <i32>(<u32>d(a) >>> 6);
  if (load<u8>(TILES + sq) != 0) {
    // A run of board tiles: a loop, not a call per tile.
    for (let at = sq, p = pos, m = mask, next = nextTileBit; ; at++, p++) {
      const bit = 1 << (load<u8>(TILES + at) & 31);
      if ((m & bit) == 0) return;
      const k = first + 2 * popcnt<i32>(m & (bit - 1));
      const arc = d(k);
      store<u8>(PLACED + p, 0);
      main += at32(VALUES, at);
      if (next == 0) {
        if ((arc & ACCEPTS) != 0) record(from, p, main, mult, cross, used);
        const rackLeft = used == rackTotal ? 0 : load<i32>(RACK) > 0 ? ALL : rackBits;
        if ((d(k + 1) & at32(NEXT_CROSS, at) & rackLeft) != 0) right(p + 1, k, from, main, mult, cross, used);
        return;
      }
      m = d(k + 1);
      if ((m & next) == 0) return;
      first = <i32>(<u32>arc >>> 6);
      next = at32(NEXT_TILE, at + 1);
    }
  }
  if (used == rackTotal) return;
  const blanks = load<i32>(RACK);
  const allowed = mask & at32(CROSS, sq) & (blanks > 0 ? ALL : rackBits);
  if (allowed == 0) return;
  const lm: i32 = load<u8>(LETTER_MULT + sq);
  const wm: i32 = load<u8>(WORD_MULT + sq);
  const cs = at32(CROSS_SCORE, sq);
  const newMult = mult * wm;
  const nextCrossOk = used + 1 < rackTotal ? nextCross : 0;
  for (let bits = allowed; bits != 0; ) {
    const low = bits & -bits;
    bits ^= low;
    const s = ctz<i32>(low);
    const k = first + 2 * popcnt<i32>(mask & (low - 1));
    const arc = d(k);
    const childMask = d(k + 1);
    const accepts = finish && (arc & ACCEPTS) != 0;
    const have = at32(RACK, s);
    if (have > 0) {
      take(s, low, have);
      store<u8>(PLACED + pos, s);
      const v = at32(LETTER_VALUES, s) * lm;
      const c = withCross(cross, cs, v, wm);
      if (accepts) record(from, pos, main + v, newMult, c, used + 1);
      if ((childMask & (nextTileBit | (nextCrossOk & (blanks > 0 ? ALL : rackBits)))) != 0) right(pos + 1, k, from, main + v, newMult, c, used + 1);
      putBack(s, low, have);
    }
    if (blanks > 0) {
      store<i32>(RACK, blanks - 1);
      store<u8>(PLACED + pos, s | BLANK);
      const c = withCross(cross, cs, 0, wm);
      if (accepts) record(from, pos, main, newMult, c, used + 1);
      if ((childMask & (nextTileBit | (nextCrossOk & (blanks > 1 ? ALL : rackBits)))) != 0) right(pos + 1, k, from, main, newMult, c, used + 1);
      store<i32>(RACK, blanks);
    }
  }
}

function record(from: i32, to: i32, main: i32, mult: i32, cross: i32, used: i32): void {
  if (used == 1) {
    // A lone tile: it needs a word in this line, and down only when it has none across.
    if (from == to) return;
    if (dir == 1) {
      let p = from;
      while (load<u8>(PLACED + p) == 0) p++;
      if (at32(CROSS_SCORE, base + p) >= 0) return;
    }
  }
  const score = main * mult + cross + (used == rackSize ? bingo : 0);
  if (score < floor || (skipBingos && used == rackSize)) return;
  let n = count;
  if (n == CHUNK) {
    flush(n);
    n = 0;
  }
  store<i32>(OUT_SCORES + (n << 2), score);
  store<i32>(OUT_KEYS + (n << 2), dir | (line << 1) | (from << 5) | (to << 9));
  memory.copy(OUT_LETTERS + n * STRIDE, PLACED + from, to - from + 1);
  count = n + 1;
}
