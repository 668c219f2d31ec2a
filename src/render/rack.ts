/** The rack image for a player's private reply: their tiles with values. */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { face, isLetter } from '../engine/alphabet.js';
import { alphabetOf, BLANK, TILE_SETS, type TileSetId } from '../engine/tiles.js';
import { CAP_HEIGHT, font } from './fonts.js';
import { COLORS } from './theme.js';
import { drawTile, roundRect } from './tile.js';

export const DEFAULT_RACK_TILE = 96;

export interface DrawRackOptions {
  /** Pixel size of one tile. */
  tile?: number;
}

/** `rack` as written in a game of the tile set: its letters (Spanish CH as `Ĉ`), `?` for a blank. */
export function drawRack(rack: string, tileSet: TileSetId, opts: DrawRackOptions = {}): Canvas {
  const t = opts.tile ?? DEFAULT_RACK_TILE;
  const tiles = rackTiles(rack, tileSet);
  const { values } = TILE_SETS[tileSet];
  const alphabet = alphabetOf(tileSet);
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
    drawTile(ctx, pad + i * (t + gap), pad, t, face(alphabet, c), blank ? null : (values[c] ?? 0), { blank, highlight: false });
  });
  return canvas;
}

/** The tiles of a rack as drawn: the set's letters and blanks, anything else left out. */
export function rackTiles(rack: string, tileSet: TileSetId): string[] {
  const alphabet = alphabetOf(tileSet);
  return [...rack.toUpperCase()].filter((c) => c === BLANK || isLetter(alphabet, c));
}
