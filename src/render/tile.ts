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
  const faceH = size - edge;
  ctx.fillStyle = look.blank ? COLORS.blankText : COLORS.tileText;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  // With a value the letter moves up and left, and the value is large enough to read
  // when a phone shows the board 400 px wide (a square is then about 25 px).
  const wide = showValue && value >= 10;
  const px = size * (wide ? 0.5 : showValue ? 0.56 : 0.64);
  ctx.font = font(px);
  const lx = x + size * (wide ? 0.29 : showValue ? 0.37 : 0.5);
  const ly = y + faceH * (wide ? 0.34 : showValue ? 0.4 : 0.5) + (CAP_HEIGHT * px) / 2;
  if (letter !== '?') ctx.fillText(letter, lx, ly);
  else if (look.blank) drawBlankMark(ctx, x, y, faceH);
  if (showValue) {
    ctx.textAlign = 'right';
    const vpx = size * (wide ? 0.47 : 0.54);
    ctx.font = font(vpx);
    // Two digits set tight, so 10 stays as tall as it can beside its letter.
    if (wide) ctx.letterSpacing = `${-0.08 * vpx}px`;
    ctx.fillText(String(value), x + size * 0.935, y + faceH - size * 0.07);
    if (wide) ctx.letterSpacing = '0px';
  }
  if (look.highlight) {
    // A ring as well as the warmer face: a blank keeps its own face but is marked too.
    const w = Math.max(1.5, size * 0.06);
    ctx.strokeStyle = COLORS.lastRing;
    ctx.lineWidth = w;
    roundRect(ctx, x + w / 2, y + w / 2, size - w, size - w, r);
    ctx.stroke();
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

export function drawStar(ctx: SKRSContext2D, cx: number, cy: number, r: number, color: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(cx + rad * Math.cos(a), cy + rad * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}
