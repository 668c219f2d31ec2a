/**
 * The board: 15 rows of 15 characters. `.` is an empty square, `A`-`Z` a tile,
 * `a`-`z` a blank standing for that letter. Rows are kept as strings so a game
 * state stays small, readable JSON.
 */

export const BOARD_SIZE = 15;
export const CENTER = 7;
export const EMPTY = '.';

export type Board = readonly string[];

export type Premium = '' | 'DL' | 'TL' | 'DW' | 'TW';
export type BoardLayoutId = 'standard' | 'letterPremiumsOnly';

export interface BoardLayout {
  readonly id: BoardLayoutId;
  /** premiums[row][col] */
  readonly premiums: readonly (readonly Premium[])[];
}

// One quadrant-symmetric map of the standard board: T = TW, D = DW, t = TL, d = DL, * = centre (DW).
const STANDARD_MAP = [
  'T..d...T...d..T',
  '.D...t...t...D.',
  '..D...d.d...D..',
  'd..D...d...D..d',
  '....D.....D....',
  '.t...t...t...t.',
  '..d...d.d...d..',
  'T..d...*...d..T',
  '..d...d.d...d..',
  '.t...t...t...t.',
  '....D.....D....',
  'd..D...d...D..d',
  '..D...d.d...D..',
  '.D...t...t...D.',
  'T..d...T...d..T',
];

function parseMap(map: readonly string[], wordPremiums: boolean): Premium[][] {
  return map.map((row) =>
    [...row].map((c): Premium => {
      switch (c) {
        case 'T': return wordPremiums ? 'TW' : '';
        case 'D': case '*': return wordPremiums ? 'DW' : '';
        case 't': return 'TL';
        case 'd': return 'DL';
        default: return '';
      }
    }),
  );
}

export const BOARD_LAYOUTS: Readonly<Record<BoardLayoutId, BoardLayout>> = {
  standard: { id: 'standard', premiums: parseMap(STANDARD_MAP, true) },
  letterPremiumsOnly: {
    id: 'letterPremiumsOnly',
    premiums: parseMap(STANDARD_MAP, false),
  },
};

export function emptyBoard(): Board {
  return Array.from({ length: BOARD_SIZE }, () => EMPTY.repeat(BOARD_SIZE));
}

export function at(board: Board, row: number, col: number): string {
  return board[row]![col]!;
}

export function isOnBoard(row: number, col: number): boolean {
  return row >= 0 && row < BOARD_SIZE && col >= 0 && col < BOARD_SIZE;
}

export function isBoardEmpty(board: Board): boolean {
  return board.every((row) => !/[^.]/.test(row));
}

/** Returns a new board with the given squares set. */
export function withTiles(board: Board, tiles: readonly { row: number; col: number; ch: string }[]): Board {
  const rows = board.map((r) => [...r]);
  for (const t of tiles) rows[t.row]![t.col] = t.ch;
  return rows.map((r) => r.join(''));
}

/** The tiles on the board as a rack would hold them: letters, and `?` for each blank. */
export function boardTiles(board: Board): string {
  return board.join('').replace(/\./g, '').replace(/\p{Ll}/gu, '?');
}

export function isBlankOnBoard(ch: string): boolean {
  // A blank is its letter in lower case; `.` (empty) and upper case are not.
  const code = ch.charCodeAt(0);
  return code < 128 ? code >= 97 && code <= 122 : ch !== ch.toUpperCase();
}

export const COLUMNS = 'ABCDEFGHIJKLMNO';
