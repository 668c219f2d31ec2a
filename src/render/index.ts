/**
 * Board and rack images as PNG. Importing this module registers the bundled fonts.
 * The board renderer takes a public view only, so a rack never reaches a public image.
 * Both are written with the theme's palette by our own PNG writer (src/render/png.ts),
 * synchronously: in the bot they are drawn in worker threads (src/render/pool.ts).
 */
import type { TileSetId } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import type { DrawBoardOptions } from './board.js';
import { boardPng } from './board-png.js';
import { palettePng } from './palette.js';
import { drawPuzzle, type PuzzleWords } from './puzzle.js';
import type { DrawRackOptions } from './rack.js';
import { rackPng } from './rack-png.js';

export type BoardImageOptions = Pick<DrawBoardOptions, 'cell' | 'clock' | 'words'>;
export type RackImageOptions = DrawRackOptions;

export async function renderBoard(view: PublicView, opts: BoardImageOptions = {}): Promise<Buffer> {
  return boardPng(view, opts);
}

export async function renderRack(rack: string, tileSet: TileSetId, opts: RackImageOptions = {}): Promise<Buffer> {
  return rackPng(rack, tileSet, opts.tile);
}

/** The daily puzzle: the position's board and, under it, the rack. */
export async function renderPuzzle(view: PublicView, rack: string, words: PuzzleWords): Promise<Buffer> {
  return palettePng(drawPuzzle(view, rack, words));
}

export { drawBoard, DEFAULT_CELL, geometry } from './board.js';
export { drawPuzzle, type PuzzleWords } from './puzzle.js';
export { bandCache, boardPng, warmUp } from './board-png.js';
export type { BoardClock, BoardWords } from './panel.js';
export { drawRack, DEFAULT_RACK_TILE } from './rack.js';
