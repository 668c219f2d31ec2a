/**
 * The compiled generator's working area (generator.ts, bounds.ts): its tables, filled by
 * compiled.ts before a search, and what the searches give back. The word graph comes
 * after WORK_END (word-graph.ts puts it there).
 *
 * Tables are indexed dir * 225 + line * 15 + pos, as in tables.ts; i32 tables are read at
 * 4 * index from their offset.
 */

const WORK: i32 = 65536;
/** Plays a chunk holds before it is flushed, and the bytes of letters per play. */
export const CHUNK: i32 = 4096;
export const STRIDE: i32 = 15;

// u8 tables (450 squares, padded to 512).
export const TILES: i32 = WORK;
export const STARTS: i32 = TILES + 512;
export const LETTER_MULT: i32 = STARTS + 512;
export const WORD_MULT: i32 = LETTER_MULT + 512;
export const LIVE_LINES: i32 = WORD_MULT + 512;
export const PLACED: i32 = LIVE_LINES + 64;
// i32 tables (450 squares, 2048 bytes each).
export const VALUES: i32 = PLACED + 64;
export const CROSS: i32 = VALUES + 2048;
export const CROSS_SCORE: i32 = CROSS + 2048;
export const PREV_TILE: i32 = CROSS_SCORE + 2048;
export const LEFT_CROSS: i32 = PREV_TILE + 2048;
export const NEXT_TILE: i32 = LEFT_CROSS + 2048;
export const NEXT_CROSS: i32 = NEXT_TILE + 2048;
/** Letter values and rack counts by symbol (32 each, letters 1..31; the rack's 0 holds the blanks). */
export const LETTER_VALUES: i32 = NEXT_CROSS + 2048;
export const RACK: i32 = LETTER_VALUES + 128;
/** The chunk of plays: scores, keys (dir | line << 1 | from << 5 | to << 9), letters. */
export const OUT_SCORES: i32 = RACK + 128;
export const OUT_KEYS: i32 = OUT_SCORES + 4 * CHUNK;
export const OUT_LETTERS: i32 = OUT_KEYS + 4 * CHUNK;
// The anchor bounds (bounds.ts): which squares are anchors (u8), each letter's hash
// (anagrams.ts), what the tiles a play keeps are worth (f64, by tiles kept), each
// anchor's bound, the starts as sort keys, and the bingo stretches (LANE numbers each).
export const ANCHORS: i32 = OUT_LETTERS + STRIDE * CHUNK;
export const LETTER_HASH: i32 = ANCHORS + 512;
export const KEPT: i32 = LETTER_HASH + 128;
export const ANCHOR_BOUND: i32 = KEPT + 8 * 16;
export const START_KEYS: i32 = ANCHOR_BOUND + 2048;
export const LANE: i32 = 7;
/** Each anchor has a stretch for at most 15 starts. */
export const MAX_LANES: i32 = 450 * 15;
export const LANES: i32 = START_KEYS + 2048;
// Scratch of the bounds: each square's cap (i32), the rack's values highest first and its
// letters by value, and the stretch being bounded (16 i32 each).
export const CAP: i32 = LANES + 4 * LANE * MAX_LANES;
export const RACK_VALUES: i32 = CAP + 2048;
export const BY_VALUE: i32 = RACK_VALUES + 64;
export const COEF: i32 = BY_VALUE + 128;
export const EM_LM: i32 = COEF + 64;
export const EM_CROSS_WM: i32 = EM_LM + 64;
export const EM_CAP: i32 = EM_CROSS_WM + 64;
/** The first byte past the working area: a graph may start here or later. */
export const WORK_END: i32 = EM_CAP + 64;

// @ts-ignore: decorator
@inline export function at32(table: i32, i: i32): i32 {
  return load<i32>(table + (i << 2));
}
