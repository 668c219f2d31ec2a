/**
 * Board and rack images as PNG. Importing this module registers the bundled fonts.
 * The board renderer takes a public view only, so a rack never reaches a public image.
 */
import type { PublicView } from '../engine/views.js';
import { drawBoard, type DrawBoardOptions } from './board.js';
import { encodePng } from './encode.js';
import { drawRack, type DrawRackOptions } from './rack.js';

export type BoardImageOptions = Pick<DrawBoardOptions, 'cell' | 'clock' | 'words'>;
export type RackImageOptions = DrawRackOptions;

export async function renderBoard(view: PublicView, opts: BoardImageOptions = {}): Promise<Buffer> {
  return encodePng(drawBoard(view, opts));
}

export async function renderRack(
  rack: string,
  values: Readonly<Record<string, number>>,
  opts: RackImageOptions = {},
): Promise<Buffer> {
  return encodePng(drawRack(rack, values, opts));
}

export { drawBoard, DEFAULT_CELL, geometry } from './board.js';
export type { BoardClock, BoardWords } from './panel.js';
export { drawRack, DEFAULT_RACK_TILE } from './rack.js';
export { encodePng, encodePngCanvas } from './encode.js';
