/**
 * The anchor bounds of src/movegen/shadow.ts, compiled for the best-play searches of the
 * compiled generator: the same bounds, by the same steps, which the tests compare with the
 * TypeScript ones square by square on random positions. shadow.ts says what a bound is;
 * in short, for each stretch a play from an anchor may cover, the rack's highest values
 * on the highest multipliers, or each square capped at the best rack tile its cross-check
 * allows, whichever is lower; a stretch of a whole rack is kept as a bingo stretch, for
 * the anagram lookups (bingo-bounds.ts), with its bound.
 *
 * `anchorBounds` fills ANCHOR_BOUND (NONE where an anchor has no play but bingos) and
 * LANES; `startBounds` turns the anchors' bounds into the searches' starts, as sort keys
 * in START_KEYS (see sortKey in sort-keys.ts).
 */
import {
  ANCHOR_BOUND, ANCHORS, at32, BY_VALUE, CAP, COEF, CROSS, CROSS_SCORE, EM_CAP, EM_CROSS_WM, EM_LM, KEPT, LANE, LANES,
  LETTER_HASH, LETTER_MULT, LETTER_VALUES, LIVE_LINES, RACK, RACK_VALUES, START_KEYS, STARTS, TILES, VALUES, WORD_MULT,
} from './layout';

/** Every letter an alphabet can have: bits 1..31. */
const ALL: i32 = ~1;
/** No bound: the anchor has no play but the bingos kept (compiled.ts reads it as -2^31). */
const NONE: i32 = i32.MIN_VALUE;
/** As sortKey in sort-keys.ts. */
const KEY_BIAS: i32 = 1 << 21;

let tiles: i32 = 0;
let rackTiles: i32 = 0;
let playable: i32 = 0;
let rackSize: i32 = 7;
let bingo: i32 = 50;
let lookUp: bool = false;
let mirror: bool = false;
let withKept: bool = false;
let laneCount: i32 = 0;

// The stretch being bounded (shadow.ts): empty squares, product of their word multipliers,
// cross-words' fixed points, capped sum, and whether the coefficients are sorted.
let used: i32 = 0;
let mult: i32 = 1;
let crossFixed: i32 = 0;
let capped: i32 = 0;
let sorted: bool = true;

// @ts-ignore: decorator
@inline function at8(table: i32, i: i32): i32 {
  return <i32>load<u8>(table + i);
}

// @ts-ignore: decorator
@inline function set32(table: i32, i: i32, v: i32): void {
  store<i32>(table + (i << 2), v);
}

/** Puts `x` among the first `n` entries of the i32 table at `table`, kept highest first (as stretch.ts's). */
// @ts-ignore: decorator
@inline function insertHighestFirst(table: i32, n: i32, x: i32): void {
  let j = n;
  while (j > 0 && at32(table, j - 1) < x) {
    set32(table, j, at32(table, j - 1));
    j--;
  }
  set32(table, j, x);
}

/**
 * The bounds of the anchors in ANCHORS for the rack in RACK, under letter values
 * LETTER_VALUES. `lookUpBingos`: the whole rack's stretches are kept in LANES rather than
 * bounded (`mirrored`: an empty board, whose down stretches are the across ones turned,
 * keeps only those across); `kept`: each bound adds KEPT[tiles kept]. Returns the
 * stretches kept.
 */
export function anchorBounds(size: i32, bonus: i32, lookUpBingos: bool, mirrored: bool, kept: bool): i32 {
  rackSize = size;
  bingo = bonus;
  lookUp = lookUpBingos;
  mirror = mirrored;
  withKept = kept;
  laneCount = 0;
  let n = 0;
  let letters = 0;
  let distinct = 0;
  for (let s = 0; s < 32; s++) {
    const count = at32(RACK, s);
    const value = s == 0 ? 0 : at32(LETTER_VALUES, s);
    for (let k = 0; k < count && n < 16; k++) {
      insertHighestFirst(RACK_VALUES, n++, value);
    }
    if (s > 0 && count > 0) {
      letters |= 1 << s;
      let j = distinct++;
      while (j > 0 && at32(LETTER_VALUES, at32(BY_VALUE, j - 1)) < value) {
        set32(BY_VALUE, j, at32(BY_VALUE, j - 1));
        j--;
      }
      set32(BY_VALUE, j, s);
    }
  }
  rackTiles = n;
  tiles = n < 15 ? n : 15;
  const blankCap = at32(RACK, 0) > 0 ? 0 : -1;
  playable = letters | (blankCap == 0 ? ALL : 0);
  const top = distinct > 0 ? at32(LETTER_VALUES, at32(BY_VALUE, 0)) : -1;
  const capAll = top > blankCap ? top : blankCap;
  for (let l = 0; l < 30; l++) {
    const base = l * 15;
    const live = at8(LIVE_LINES, l) != 0;
    for (let sq = base; sq < base + 15; sq++) {
      set32(ANCHOR_BOUND, sq, NONE);
      if (!live) continue;
      const cross = at32(CROSS, sq);
      let best = cross == ALL ? capAll : cross != 0 ? blankCap : -1;
      if (cross != ALL) {
        for (let k = 0; k < distinct; k++) {
          const s = at32(BY_VALUE, k);
          if ((cross & (1 << s)) != 0) {
            const v = at32(LETTER_VALUES, s);
            if (v > best) best = v;
            break;
          }
        }
      }
      set32(CAP, sq, best);
    }
  }
  for (let l = 0; l < 30; l++) {
    if (at8(LIVE_LINES, l) == 0) continue;
    for (let a = l * 15; a < l * 15 + 15; a++) {
      if (at8(ANCHORS, a) == 0) continue;
      const b = anchorBound(a);
      if (b != -Infinity) set32(ANCHOR_BOUND, a, <i32>Math.ceil(b));
    }
  }
  return laneCount;
}

/** The best bound over the stretches a play from anchor `a` may cover; -Infinity if none. */
function anchorBound(a: i32): f64 {
  if ((at32(CROSS, a) & playable) == 0) return -Infinity;
  const pos = a % 15;
  const base = a - pos;
  // Where the word may start: through the tiles just left, or over free squares.
  const forcedLeft = pos > 0 && at8(TILES, a - 1) != 0;
  let minL = pos;
  let leftBoard = 0;
  let leftHash = 0;
  if (forcedLeft) {
    minL = pos - 1;
    while (minL > 0 && at8(TILES, base + minL - 1) != 0) minL--;
    for (let p = minL; p < pos; p++) {
      leftBoard += at32(VALUES, base + p);
      leftHash += at32(LETTER_HASH, at8(TILES, base + p) & 31);
    }
  } else {
    while (minL > 0 && pos - minL + 1 < tiles && at8(TILES, base + minL - 1) == 0 && at8(ANCHORS, base + minL - 1) == 0 && (at32(CROSS, base + minL - 1) & playable) != 0) minL--;
  }
  // The most empty squares a stretch bounded by its squares may have.
  const maxUsed = lookUp ? (tiles < rackSize - 1 ? tiles : rackSize - 1) : tiles;
  let best: f64 = -Infinity;
  for (let L = forcedLeft ? minL : pos; L >= minL; L--) {
    used = 0;
    mult = 1;
    crossFixed = 0;
    capped = 0;
    sorted = true;
    let fixed = forcedLeft ? leftBoard : 0;
    let fixedHash = forcedLeft ? leftHash : 0;
    let fixedCount = forcedLeft ? pos - minL : 0;
    for (let p = forcedLeft ? pos : L; p <= pos; p++) addSquare(base + p);
    for (let R = pos; R < 15; R++) {
      if (R > pos) {
        const sq = base + R;
        const tile = at8(TILES, sq);
        if (tile != 0) {
          fixed += at32(VALUES, sq);
          fixedHash += at32(LETTER_HASH, tile & 31);
          fixedCount++;
        } else {
          if (used == tiles || (at32(CROSS, sq) & playable) == 0) break;
          addSquare(sq);
        }
      }
      if (R < 14 && at8(TILES, base + R + 1) != 0) continue;
      const isBingo = used == rackSize;
      // For the score alone, only the last end before the stretch can grow no more.
      if (!withKept && !(isBingo && lookUp) && R < 14 && used < maxUsed && (at32(CROSS, base + R + 1) & playable) != 0) continue;
      if (isBingo && lookUp) {
        if (mirror && a >= 225) continue;
        const length = used + fixedCount;
        const points = fixed * mult + crossFixed + bingo;
        const at = LANES + ((LANE * laneCount++) << 2);
        store<i32>(at, a);
        store<i32>(at + 4, base + R - length + 1);
        store<i32>(at + 8, length);
        store<i32>(at + 12, fixedHash);
        store<i32>(at + 16, mult);
        store<i32>(at + 20, points);
        store<i32>(at + 24, pairing() + points);
        continue;
      }
      const score = pairing() + fixed * mult + crossFixed + (isBingo ? bingo : 0);
      const value: f64 = withKept ? <f64>score + load<f64>(KEPT + ((rackTiles - used) << 3)) : <f64>score;
      if (value > best) best = value;
    }
  }
  return best;
}

/** Adds the empty square `sq` to the stretch. */
// @ts-ignore: decorator
@inline function addSquare(sq: i32): void {
  const i = used++;
  const lm = at8(LETTER_MULT, sq);
  const wm = at8(WORD_MULT, sq);
  const cs = at32(CROSS_SCORE, sq);
  const crossWm = cs >= 0 ? wm : 0;
  const cap = at32(CAP, sq);
  set32(EM_LM, i, lm);
  set32(EM_CROSS_WM, i, crossWm);
  set32(EM_CAP, i, cap);
  if (crossWm != 0) crossFixed += cs * wm;
  if (wm != 1) {
    mult *= wm;
    sorted = false;
  } else if (sorted) {
    const x = lm * (mult + crossWm);
    capped += x * cap;
    insertHighestFirst(COEF, i, x);
  }
}

/** Highest rack values on the stretch's highest coefficients, or each square's cap if lower. */
// @ts-ignore: decorator
@inline function pairing(): i32 {
  if (!sorted) {
    // A word multiplier came: every coefficient is made again.
    let sum = 0;
    for (let i = 0; i < used; i++) {
      const x = at32(EM_LM, i) * (mult + at32(EM_CROSS_WM, i));
      sum += x * at32(EM_CAP, i);
      insertHighestFirst(COEF, i, x);
    }
    capped = sum;
    sorted = true;
  }
  let sum = 0;
  for (let i = 0; i < used; i++) sum += at32(COEF, i) * at32(RACK_VALUES, i);
  return capped < sum ? capped : sum;
}

/**
 * The searches' starts (STARTS) with a bound, as sort keys in START_KEYS, best first;
 * returns how many. An empty square's bound is its anchor's, and a run's last tile's the
 * higher of the anchors before and after the run whose plays it finds (the square
 * before, unless it follows another run, and the square after).
 */
export function startBounds(): i32 {
  let n = 0;
  for (let l = 0; l < 30; l++) {
    if (at8(LIVE_LINES, l) == 0) continue;
    const base = l * 15;
    for (let pos = 0; pos < 15; pos++) {
      const sq = base + pos;
      if (at8(STARTS, sq) == 0) continue;
      let bound = NONE;
      if (at8(TILES, sq) == 0) bound = at32(ANCHOR_BOUND, sq);
      else {
        let first = pos;
        while (first > 0 && at8(TILES, base + first - 1) != 0) first--;
        if (first > 0 && (first == 1 || at8(TILES, base + first - 2) == 0)) bound = at32(ANCHOR_BOUND, base + first - 1);
        if (pos < 14) {
          const after = at32(ANCHOR_BOUND, sq + 1);
          if (after > bound) bound = after;
        }
      }
      if (bound == NONE) continue;
      // Highest bound first, then by square: ascending keys, sorted as they come.
      const key = ((KEY_BIAS - bound) << 9) | sq;
      let j = n++;
      while (j > 0 && at32(START_KEYS, j - 1) > key) {
        set32(START_KEYS, j, at32(START_KEYS, j - 1));
        j--;
      }
      set32(START_KEYS, j, key);
    }
  }
  return n;
}
