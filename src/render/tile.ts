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
 * bottom right unless the tile is a blank. `face` is what the tile shows (its letter, or
 * `CH` for a Spanish CH: see the alphabet's `face`); '?' is an undesignated blank (rack).
 */
export function drawTile(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  face: string,
  value: number | null,
  look: TileLook,
): void {
  const r = size * 0.12;
  const edge = Math.max(1, size * 0.06);
  const top = look.blank ? COLORS.blank : look.highlight ? COLORS.last : COLORS.tile;
  const shade = look.blank ? COLORS.blankEdge : look.highlight ? COLORS.lastEdge : COLORS.tileEdge;
  ctx.fillStyle = shade;
  roundRect(ctx, x, y, size, size, r);
  ctx.fill();
  ctx.fillStyle = top;
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
  if (face === '?') {
    if (look.blank) drawBlankMark(ctx, x, y, faceH);
  } else if ([...face].length === 1) {
    drawLetter(ctx, face, lx, ly, px);
  } else {
    // A two-letter face (Spanish CH, LL, RR) takes the room left of the value, or the whole face of a blank.
    drawPair(ctx, face, x + size * 0.08, x + size * (!showValue ? 0.92 : wide ? 0.5 : 0.6), ly, px);
  }
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

/**
 * A letter centred at `lx` on the capital height whose baseline is `ly`. A mark above a
 * capital (Ä, Ñ) is counted in the centring, so it stays on the tile and clear of the ring
 * that marks the last play; round letters rise above the capitals by a pixel or so, which
 * is no mark.
 */
function drawLetter(ctx: SKRSContext2D, letter: string, lx: number, ly: number, px: number): void {
  const cap = CAP_HEIGHT * px;
  const above = ascent(ctx, letter) - cap;
  ctx.fillText(letter, lx, above > 0.1 * cap ? ly + above / 2 : ly);
}

// A rack is drawn afresh for every reply: each letter's height is measured once per font size.
const ascents = new Map<string, number>();

function ascent(ctx: SKRSContext2D, letter: string): number {
  const key = `${ctx.font}|${letter}`;
  let found = ascents.get(key);
  if (found === undefined) {
    found = ctx.measureText(letter).actualBoundingBoxAscent;
    ascents.set(key, found);
  }
  return found;
}

/** How much smaller than a single letter a two-letter face is set: small enough that it needs little condensing. */
const PAIR_SIZE = 0.86;

/**
 * A two-letter face between `left` and `right`, on the same middle as a single letter
 * whose baseline is `ly`: set smaller, and condensed where it is still too wide (CH, RR).
 */
function drawPair(ctx: SKRSContext2D, pair: string, left: number, right: number, ly: number, px: number): void {
  const small = px * PAIR_SIZE;
  ctx.font = font(small);
  const squeeze = Math.min(1, (right - left) / ctx.measureText(pair).width);
  ctx.save();
  ctx.translate((left + right) / 2, ly - (CAP_HEIGHT * (px - small)) / 2);
  ctx.scale(squeeze, 1);
  ctx.fillText(pair, 0, 0);
  ctx.restore();
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
