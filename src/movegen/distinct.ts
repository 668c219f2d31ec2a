/**
 * One play per word and set of squares, for lists a person reads: the same word on the
 * same squares with a blank standing for a tile the rack holds is noise, and so is, on
 * the empty board, the same word read down where it could read across (the board is
 * the same both ways).
 */
import { BOARD_SIZE, isBoardEmpty, type Board, type BoardLayout } from '../engine/board.js';
import type { GeneratedPlay } from './plays.js';

/** Whether the premium squares read the same with rows and columns swapped (both layouts we have do). */
export function isMirrorSymmetric(layout: BoardLayout): boolean {
  for (let r = 0; r < BOARD_SIZE; r++) {
    for (let c = 0; c < r; c++) if (layout.premiums[r]![c] !== layout.premiums[c]![r]) return false;
  }
  return true;
}

/**
 * Whether every play read down is the mirror image of one read across, as good: an empty
 * board with a mirror-symmetric layout.
 */
export function readsBothWays(board: Board, layout: BoardLayout): boolean {
  return isBoardEmpty(board) && isMirrorSymmetric(layout);
}

/** Square `t` as row * 15 + column, read across: a square of a play read down is turned when `turn`. */
export function acrossSquare(t: { row: number; col: number }, turn: boolean): number {
  return turn ? t.col * BOARD_SIZE + t.row : t.row * BOARD_SIZE + t.col;
}

const blanksOf = (p: GeneratedPlay): number => p.placement.tiles.filter((t) => t.blank).length;

/**
 * `plays` in their own order, keeping of each word on each set of squares only the one
 * with the fewest blanks (then the highest score, then across before down); on an empty
 * board with a mirror-symmetric layout, a play read down and its mirror image read across
 * count as the same squares.
 */
export function distinctPlays(board: Board, layout: BoardLayout, plays: readonly GeneratedPlay[]): GeneratedPlay[] {
  const mirror = readsBothWays(board, layout);
  const keyOf = (p: GeneratedPlay): string => {
    const word = p.notation.slice(p.notation.indexOf(' ') + 1).toUpperCase();
    const squares = p.placement.tiles.map((t) => acrossSquare(t, mirror && p.placement.pos.dir === 'down')).sort((a, b) => a - b);
    return `${word} ${squares.join(',')}`;
  };
  const chosen = new Map<string, GeneratedPlay>();
  const better = (a: GeneratedPlay, b: GeneratedPlay): boolean =>
    blanksOf(a) - blanksOf(b) < 0 || (blanksOf(a) === blanksOf(b) && (a.score > b.score || (a.score === b.score && a.placement.pos.dir === 'across' && b.placement.pos.dir === 'down')));
  for (const p of plays) {
    const key = keyOf(p);
    const held = chosen.get(key);
    if (!held || better(p, held)) chosen.set(key, p);
  }
  const kept = new Set(chosen.values());
  return plays.filter((p) => kept.has(p));
}
