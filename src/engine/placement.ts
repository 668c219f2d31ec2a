/**
 * A placement: tiles put on the board in one turn. This module resolves written
 * moves against a board, checks their geometry and finds the words they form.
 * Scoring lives in score.ts; rack and lexicon checks in game.ts.
 */
import { at, BOARD_SIZE, CENTER, EMPTY, isBlankOnBoard, isBoardEmpty, isOnBoard, type Board } from './board.js';
import { formatPosition, formatWord, type Direction, type Position, type WrittenMove } from './notation.js';
import { err, ok, type Result } from './result.js';

export interface PlacedTile {
  row: number;
  col: number;
  /** The letter the tile shows (uppercase). */
  letter: string;
  blank: boolean;
}

export interface Placement {
  /** Where the main word starts (including tiles already on the board) and its direction. */
  pos: Position;
  /** New tiles, in reading order. */
  tiles: PlacedTile[];
}

/** One word formed by a placement; `squares` are [row, col] pairs in reading order. */
export interface FormedWord {
  word: string;
  row: number;
  col: number;
  dir: Direction;
  length: number;
}

export function step(dir: Direction): [number, number] {
  return dir === 'across' ? [0, 1] : [1, 0];
}

/** Turns a written move into the new tiles it places, checking it against the board. */
export function resolveMove(board: Board, move: WrittenMove): Result<Placement> {
  const [dr, dc] = step(move.pos.dir);
  const tiles: PlacedTile[] = [];
  let r = move.pos.row;
  let c = move.pos.col;
  for (const sq of move.squares) {
    if (!isOnBoard(r, c)) return err('off-board');
    const onBoard = at(board, r, c);
    if (onBoard !== EMPTY) {
      // A blank on the board is written as the letter it stands for.
      const letter = onBoard.toUpperCase();
      if (sq.letter !== null && sq.letter !== letter) {
        return err('playthrough-mismatch', { detail: `${formatPosition({ row: r, col: c, dir: 'across' })}:${letter}` });
      }
    } else {
      if (sq.letter === null) return err('dot-on-empty-square');
      if (sq.throughOnly) return err('dot-on-empty-square');
      tiles.push({ row: r, col: c, letter: sq.letter, blank: sq.blank });
    }
    r += dr;
    c += dc;
  }
  if (tiles.length === 0) return err('no-new-tiles');
  // The written word must be the whole word: no tile may touch either end.
  const br = move.pos.row - dr;
  const bc = move.pos.col - dc;
  if ((isOnBoard(br, bc) && at(board, br, bc) !== EMPTY) || (isOnBoard(r, c) && at(board, r, c) !== EMPTY)) {
    return err('word-extends');
  }
  return ok({ pos: move.pos, tiles });
}

/**
 * Builds a placement from new tiles alone (as a move generator or GCG reader has them):
 * the main word runs through the tiles and every tile touching them in line.
 */
export function placementFromTiles(board: Board, tiles: PlacedTile[], dir: Direction): Placement {
  const sorted = [...tiles].sort((a, b) => a.row - b.row || a.col - b.col);
  const [dr, dc] = step(dir);
  let r = sorted[0]!.row;
  let c = sorted[0]!.col;
  const placed = new Set(sorted.map((t) => t.row * BOARD_SIZE + t.col));
  while (isOnBoard(r - dr, c - dc) && (at(board, r - dr, c - dc) !== EMPTY || placed.has((r - dr) * BOARD_SIZE + c - dc))) {
    r -= dr;
    c -= dc;
  }
  return { pos: { row: r, col: c, dir }, tiles: sorted };
}

/** Checks line, contiguity, connection and the first-play rule. */
export function checkGeometry(board: Board, p: Placement): Result<true> {
  const { tiles } = p;
  if (tiles.length === 0) return err('no-new-tiles');
  const seen = new Set<number>();
  for (const t of tiles) {
    if (!isOnBoard(t.row, t.col)) return err('off-board');
    if (at(board, t.row, t.col) !== EMPTY) return err('playthrough-mismatch');
    const key = t.row * BOARD_SIZE + t.col;
    if (seen.has(key)) return err('bad-word');
    seen.add(key);
  }
  const [dr, dc] = step(p.pos.dir);
  const inLine = tiles.every((t) => (dr === 0 ? t.row === tiles[0]!.row : t.col === tiles[0]!.col));
  if (!inLine) return err('gap-in-word');
  // Every square between the first and last new tile is new or already filled.
  const first = tiles[0]!;
  const last = tiles[tiles.length - 1]!;
  for (let r = first.row, c = first.col; r <= last.row && c <= last.col; r += dr, c += dc) {
    if (!seen.has(r * BOARD_SIZE + c) && at(board, r, c) === EMPTY) return err('gap-in-word');
  }
  if (isBoardEmpty(board)) {
    if (!seen.has(CENTER * BOARD_SIZE + CENTER)) return err('first-play-center');
    if (tiles.length < 2) return err('first-play-too-short');
    return ok(true);
  }
  const touches = tiles.some((t) =>
    [[-1, 0], [1, 0], [0, -1], [0, 1]].some(([a, b]) => {
      const r = t.row + a!;
      const c = t.col + b!;
      return isOnBoard(r, c) && at(board, r, c) !== EMPTY;
    }),
  );
  return touches ? ok(true) : err('not-connected');
}

/** A board character at (r, c) after the placement, or EMPTY. */
function charAfter(board: Board, placed: Map<number, PlacedTile>, r: number, c: number): string {
  const t = placed.get(r * BOARD_SIZE + c);
  if (t) return t.blank ? t.letter.toLowerCase() : t.letter;
  return at(board, r, c);
}

/** The words a placement forms: the main word (if 2+ letters) and each cross-word of 2+ letters. */
export function formedWords(board: Board, p: Placement): FormedWord[] {
  const placed = new Map(p.tiles.map((t) => [t.row * BOARD_SIZE + t.col, t]));
  const words: FormedWord[] = [];
  const wordAt = (r0: number, c0: number, dir: Direction): FormedWord | null => {
    const [dr, dc] = step(dir);
    let r = r0;
    let c = c0;
    while (isOnBoard(r - dr, c - dc) && charAfter(board, placed, r - dr, c - dc) !== EMPTY) {
      r -= dr;
      c -= dc;
    }
    const row = r;
    const col = c;
    let word = '';
    while (isOnBoard(r, c) && charAfter(board, placed, r, c) !== EMPTY) {
      word += charAfter(board, placed, r, c).toUpperCase();
      r += dr;
      c += dc;
    }
    return word.length >= 2 ? { word, row, col, dir, length: word.length } : null;
  };
  const t0 = p.tiles[0]!;
  const main = wordAt(t0.row, t0.col, p.pos.dir);
  if (main) words.push(main);
  const cross: Direction = p.pos.dir === 'across' ? 'down' : 'across';
  for (const t of p.tiles) {
    const w = wordAt(t.row, t.col, cross);
    if (w) words.push(w);
  }
  return words;
}

/** The main word as it is written in notation: placed tiles as letters, board tiles as `.`. */
export function mainWordNotation(board: Board, p: Placement): string {
  const placed = new Map(p.tiles.map((t) => [t.row * BOARD_SIZE + t.col, t]));
  const [dr, dc] = step(p.pos.dir);
  const letters: { letter: string; blank: boolean; placed: boolean }[] = [];
  let r = p.pos.row;
  let c = p.pos.col;
  while (isOnBoard(r, c) && charAfter(board, placed, r, c) !== EMPTY) {
    const t = placed.get(r * BOARD_SIZE + c);
    const ch = at(board, r, c);
    letters.push(t ? { letter: t.letter, blank: t.blank, placed: true } : { letter: ch.toUpperCase(), blank: isBlankOnBoard(ch), placed: false });
    r += dr;
    c += dc;
  }
  return formatWord(letters);
}

/** `8H QUIZ`-style notation for a placement on a board. */
export function formatPlacement(board: Board, p: Placement): string {
  return `${formatPosition(p.pos)} ${mainWordNotation(board, p)}`;
}

/** The tiles a placement takes from a rack: letters, or `?` for each blank. */
export function rackTilesOf(p: Placement): string {
  return p.tiles.map((t) => (t.blank ? '?' : t.letter)).join('');
}

/** The board with the placement's tiles on it. */
export function applyPlacement(board: Board, p: Placement): Board {
  const rows = board.map((r) => [...r]);
  for (const t of p.tiles) rows[t.row]![t.col] = t.blank ? t.letter.toLowerCase() : t.letter;
  return rows.map((r) => r.join(''));
}
