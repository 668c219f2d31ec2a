/**
 * The puzzle image: the board of the position (the board image of its public view, with
 * its cards, last move and bag) and, under it, the rack to find a play for. The words
 * (the rack's label) are handed in, as for the board.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { face } from '../engine/alphabet.js';
import { alphabetOf, BLANK } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { DEFAULT_CELL, drawBoard } from './board.js';
import { CAP_HEIGHT, font, printable } from './fonts.js';
import type { BoardWords } from './panel.js';
import { rackTiles } from './rack.js';
import { COLORS } from './theme.js';
import { drawTile, roundRect } from './tile.js';

export interface PuzzleWords {
  board: BoardWords;
  /** Beside the rack, e.g. `Your rack`. */
  rack: string;
}

/** The rack's strip under the board, in cells. */
const STRIP = 2.1;
const TILE = 1.3;

export function drawPuzzle(view: PublicView, rack: string, words: PuzzleWords, cell = DEFAULT_CELL): Canvas {
  const board = drawBoard(view, { cell, words: words.board });
  const strip = Math.round(cell * STRIP);
  const canvas = createCanvas(board.width, board.height + strip);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(board, 0, 0);

  const pad = Math.round(cell * 0.12);
  const top = board.height;
  // The rack on a card of its own, so it reads as the question, apart from the board.
  ctx.fillStyle = COLORS.chip;
  roundRect(ctx, pad, top, canvas.width - 2 * pad, strip - pad, cell * 0.16);
  ctx.fill();

  const label = printable(words.rack);
  const px = cell * 0.62;
  ctx.font = font(px);
  ctx.fillStyle = COLORS.ink;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const mid = top + (strip - pad) / 2;
  ctx.fillText(label, pad + cell * 0.4, mid + (CAP_HEIGHT * px) / 2);
  const labelEnd = pad + cell * 0.4 + ctx.measureText(label).width + cell * 0.5;

  const tiles = rackTiles(rack, view.rules.tileSet);
  const alphabet = alphabetOf(view.rules.tileSet);
  const t = Math.round(cell * TILE);
  const gap = Math.round(cell * 0.14);
  const span = tiles.length * t + Math.max(0, tiles.length - 1) * gap;
  // Centred in the width the label leaves.
  const x0 = Math.max(labelEnd, labelEnd + (canvas.width - pad - cell * 0.3 - labelEnd - span) / 2);
  tiles.forEach((c, i) => {
    const blank = c === BLANK;
    drawTile(ctx, x0 + i * (t + gap), mid - t / 2, t, face(alphabet, c), blank ? null : (view.values[c] ?? 0), { blank, highlight: false });
  });
  return canvas;
}
