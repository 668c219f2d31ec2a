/** The rack image for a player's private reply: their tiles with values. */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { BLANK } from '../engine/tiles.js';
import { CAP_HEIGHT, font } from './fonts.js';
import { COLORS } from './theme.js';
import { drawTile, roundRect } from './tile.js';

export const DEFAULT_RACK_TILE = 96;

export interface DrawRackOptions {
  /** Pixel size of one tile. */
  tile?: number;
}

/** `rack` as written in a game: letters, `?` for a blank. */
export function drawRack(rack: string, values: Readonly<Record<string, number>>, opts: DrawRackOptions = {}): Canvas {
  const t = opts.tile ?? DEFAULT_RACK_TILE;
  const tiles = [...rack.toUpperCase()].filter((c) => c === BLANK || (c >= 'A' && c <= 'Z'));
  const gap = Math.round(t * 0.12);
  const pad = Math.round(t * 0.22);
  const slots = Math.max(tiles.length, 1);
  const width = pad * 2 + slots * t + (slots - 1) * gap;
  const ledge = Math.round(t * 0.16);
  const height = pad * 2 + t + ledge;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, width, height);
  // The wooden ledge the tiles stand on.
  ctx.fillStyle = COLORS.tileEdge;
  roundRect(ctx, pad / 2, pad + t - ledge, width - pad, ledge * 2, ledge * 0.6);
  ctx.fill();

  if (tiles.length === 0) {
    ctx.fillStyle = COLORS.muted;
    ctx.textAlign = 'center';
    ctx.font = font(t * 0.3, 400);
    ctx.fillText('empty rack', width / 2, pad + t / 2 + (CAP_HEIGHT * t * 0.3) / 2);
  }
  tiles.forEach((c, i) => {
    const blank = c === BLANK;
    drawTile(ctx, pad + i * (t + gap), pad, t, c, blank ? null : (values[c] ?? 0), { blank, highlight: false });
  });
  return canvas;
}
