/**
 * The move generator's reference in tests: every legal placement found by trying every
 * stretch of every line and every way to fill it from the rack, each asked of the engine.
 */
import { BOARD_SIZE, EMPTY, isBoardEmpty, type Board } from '../../src/engine/board.js';
import type { Lexicon } from '../../src/engine/lexicon.js';
import type { Direction } from '../../src/engine/notation.js';
import type { PlacedTile } from '../../src/engine/placement.js';
import { checkPlacement } from '../../src/engine/play.js';
import type { Rules } from '../../src/engine/rules.js';
import { alphabetOf } from '../../src/engine/tiles.js';

/** A placement's tiles as one string, whatever order they were listed in. */
export function placementKey(tiles: readonly PlacedTile[]): string {
  return tiles.map((t) => `${t.row},${t.col}${t.blank ? t.letter.toLowerCase() : t.letter}`).sort().join(' ');
}

/**
 * Every legal placement, by trying every stretch of every line and every way to fill its
 * empty squares from the rack (blanks as every letter of the rules' tile set), and asking
 * the engine about each.
 */
export function bruteForce(board: Board, rack: string, rules: Rules, lexicon: Lexicon): Map<string, number> {
  const found = new Map<string, number>();
  const letters = alphabetOf(rules.tileSet).letters;
  const empty = isBoardEmpty(board);
  const at = (dir: Direction, line: number, pos: number): string => (dir === 'across' ? board[line]![pos]! : board[pos]![line]!);
  const occupied = (r: number, c: number): boolean => r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE && board[r]![c] !== EMPTY;
  for (const dir of ['across', 'down'] as const) {
    for (let line = 0; line < BOARD_SIZE; line++) {
      for (let from = 0; from < BOARD_SIZE; from++) {
        if (from > 0 && at(dir, line, from - 1) !== EMPTY) continue;
        for (let to = from; to < BOARD_SIZE; to++) {
          if (to < BOARD_SIZE - 1 && at(dir, line, to + 1) !== EMPTY) continue;
          const squares: [number, number][] = [];
          for (let p = from; p <= to; p++) if (at(dir, line, p) === EMPTY) squares.push(dir === 'across' ? [line, p] : [p, line]);
          if (squares.length === 0 || squares.length > rack.length) continue;
          // A cheap necessary condition before the engine: touch a tile, or cover the centre.
          const touches = squares.some(([r, c]) => occupied(r - 1, c) || occupied(r + 1, c) || occupied(r, c - 1) || occupied(r, c + 1));
          if (empty ? !squares.some(([r, c]) => r === 7 && c === 7) : !touches) continue;
          const fill = (i: number, left: string, tiles: PlacedTile[]): void => {
            if (i === squares.length) {
              const pos = dir === 'across' ? { row: line, col: from, dir } : { row: from, col: line, dir };
              const checked = checkPlacement(board, { pos, tiles }, rack, rules, lexicon);
              if (checked.ok) found.set(placementKey(tiles), checked.value.score);
              return;
            }
            const [row, col] = squares[i]!;
            for (const t of new Set(left)) {
              const rest = left.replace(t, '');
              for (const letter of t === '?' ? letters : t) fill(i + 1, rest, [...tiles, { row, col, letter, blank: t === '?' }]);
            }
          };
          fill(0, rack, []);
        }
      }
    }
  }
  return found;
}

