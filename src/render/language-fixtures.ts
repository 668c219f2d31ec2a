/**
 * Positions in the other languages' tiles, for the render tests and sample images: every
 * tile that is drawn differently from A-Z (two-letter faces, marked capitals), each as a
 * tile and as a blank. The boards are written in the engine's letters (Spanish CH as `Ĉ`,
 * a blank in lower case); the words are real words of the language.
 */
import { BOARD_SIZE } from '../engine/board.js';
import { formatPosition } from '../engine/notation.js';
import type { LastMove } from '../engine/state.js';
import { TILE_SETS, type TileSetId } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { EMPTY_CGP, fixtureView } from './fixtures.js';

/** A word laid on the board: its first square (0-based) and direction, its tiles as the engine writes them. */
export interface LaidWord {
  row: number;
  col: number;
  dir: 'across' | 'down';
  tiles: string;
}

/**
 * Spanish: LLORO, ZORRA (its RR a blank), ÑAPA, PERRO, CHURROS, SILLA (its LL a blank), AÑOS
 * (its Ñ a blank) and CHICOS (its CH a blank), the last play.
 */
export const SPANISH_WORDS: readonly LaidWord[] = [
  { row: 3, col: 5, dir: 'across', tiles: 'ĿORO' },
  { row: 2, col: 6, dir: 'down', tiles: 'ZOřA' },
  { row: 5, col: 5, dir: 'across', tiles: 'ÑAPA' },
  { row: 5, col: 7, dir: 'down', tiles: 'PEŘO' },
  { row: 7, col: 5, dir: 'across', tiles: 'ĈUŘOS' },
  { row: 7, col: 9, dir: 'down', tiles: 'SIŀA' },
  { row: 10, col: 9, dir: 'across', tiles: 'AñOS' },
  { row: 6, col: 12, dir: 'down', tiles: 'ĉICOS' },
];

/** German: MÄDCHEN (its Ä a blank), MÄUSE, SCHÖN, KÖNIG, GRÜN, NÖTE (its Ö a blank) and BÜHNE (its Ü a blank), the last play. */
export const GERMAN_WORDS: readonly LaidWord[] = [
  { row: 4, col: 5, dir: 'across', tiles: 'MäDCHEN' },
  { row: 4, col: 5, dir: 'down', tiles: 'MÄUSE' },
  { row: 7, col: 5, dir: 'across', tiles: 'SCHÖN' },
  { row: 6, col: 8, dir: 'down', tiles: 'KÖNIG' },
  { row: 10, col: 8, dir: 'across', tiles: 'GRÜN' },
  { row: 10, col: 11, dir: 'down', tiles: 'NöTE' },
  { row: 13, col: 7, dir: 'across', tiles: 'BüHNE' },
];

/** French: a rack of the tiles worth 10 (K W X Y Z), with an E and a blank. */
export const FRENCH_RACK = 'KWXYZE?';

/** The board rows with the words laid on them; a square two words share must hold the same tile. */
export function layWords(words: readonly LaidWord[]): string[] {
  const rows = Array.from({ length: BOARD_SIZE }, () => [...'.'.repeat(BOARD_SIZE)]);
  for (const w of words) {
    [...w.tiles].forEach((t, i) => {
      const [r, c] = w.dir === 'across' ? [w.row, w.col + i] : [w.row + i, w.col];
      const row = rows[r]!;
      if (row[c] !== '.' && row[c] !== t) throw new Error(`fixture words clash at ${r},${c}: ${row[c]} and ${t}`);
      row[c] = t;
    });
  }
  return rows.map((r) => r.join(''));
}

/** A game in `tileSet` late on, its last play the last of `words`, scored `score`. */
export function languageView(tileSet: TileSetId, words: readonly LaidWord[], score: number): PublicView {
  const base = fixtureView(EMPTY_CGP, { names: ['Ada', 'Grace'], scores: [211, 187] });
  const last = words[words.length - 1]!;
  const squares = [...last.tiles].map((_, i) => (last.dir === 'across' ? { row: last.row, col: last.col + i } : { row: last.row + i, col: last.col }));
  const pos = { row: last.row, col: last.col, dir: last.dir };
  const lastMove: LastMove = { player: 1, kind: 'place', move: `${formatPosition(pos)} ${last.tiles}`, score, squares, pos };
  return { ...base, rules: { ...base.rules, tileSet }, values: TILE_SETS[tileSet].values, board: layWords(words), bagCount: 23, lastMove };
}

export const spanishView = (): PublicView => languageView('spanish', SPANISH_WORDS, 31);
export const germanView = (): PublicView => languageView('german', GERMAN_WORDS, 27);
