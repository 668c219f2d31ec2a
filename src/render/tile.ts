/** One tile, the same on the board and on the rack. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CAP_HEIGHT, font } from './fonts.js';
import { COLORS } from './theme.js';

export interface TileLook {
  /** A blank: the letter in the blank's tint, no value. */
  blank: boolean;
  /** Part of the last play. */
  highlight: boolean;
}

/**
 * Draws a tile filling the square at (x, y) of side `size`. `value` is drawn
 * bottom right unless the tile is a blank. `letter` '?' is an undesignated blank (rack).
 */
export function drawTile(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  letter: string,
  value: number | null,
  look: TileLook,
): void {
  const r = size * 0.12;
  const edge = Math.max(1, size * 0.06);
  const face = look.blank ? COLORS.blank : look.highlight ? COLORS.last : COLORS.tile;
  const shade = look.blank ? COLORS.blankEdge : look.highlight ? COLORS.lastEdge : COLORS.tileEdge;
  ctx.fillStyle = shade;
  roundRect(ctx, x, y, size, size, r);
  ctx.fill();
  ctx.fillStyle = face;
  roundRect(ctx, x, y, size, size - edge, r);
  ctx.fill();

  const showValue = !look.blank && value !== null;
  ctx.fillStyle = look.blank ? COLORS.blankText : COLORS.tileText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const px = size * 0.62;
  ctx.font = font(px);
  // The letter sits a little left of centre so a two-digit value has room.
  const lx = x + size * (showValue ? 0.44 : 0.5);
  if (letter !== '?') ctx.fillText(letter, lx, y + (size - edge) * 0.5 + (CAP_HEIGHT * px) / 2);
  else if (look.blank) drawBlankMark(ctx, x, y, size - edge);
  if (showValue) {
    ctx.textAlign = 'right';
    ctx.font = font(size * 0.31);
    ctx.fillText(String(value), x + size * 0.93, y + size - edge - size * 0.07);
  }
}

/** An undesignated blank on a rack: an empty face with a faint inner frame. */
function drawBlankMark(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  ctx.strokeStyle = COLORS.blankEdge;
  ctx.lineWidth = Math.max(1, size * 0.04);
  roundRect(ctx, x + size * 0.22, y + size * 0.22, size * 0.56, size * 0.56, size * 0.08);
  ctx.stroke();
}

export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
