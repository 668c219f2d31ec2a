/** The main word of a placement, read off the board with the new tiles in place. */
import { at, EMPTY, isOnBoard, type Board } from '../engine/board.js';
import type { Placement } from '../engine/placement.js';

export function mainWord(board: Board, p: Placement): string {
  const [dr, dc] = p.pos.dir === 'across' ? [0, 1] : [1, 0];
  const placed = new Map(p.tiles.map((t) => [t.row * 15 + t.col, t.letter]));
  let r = p.pos.row;
  let c = p.pos.col;
  let word = '';
  while (isOnBoard(r, c)) {
    const ch = placed.get(r * 15 + c) ?? at(board, r, c);
    if (ch === EMPTY) break;
    word += ch.toUpperCase();
    r += dr;
    c += dc;
  }
  return word;
}
