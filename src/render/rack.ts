/** The rack image for a player's private reply: their tiles with values. */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
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

/** Where a rack of `slots` tiles of side `t` puts things: its size, the margin, the gap between tiles, the ledge. */
export interface RackGeometry {
  t: number;
  slots: number;
  gap: number;
  pad: number;
  ledge: number;
  width: number;
  height: number;
}

export function rackGeometry(slots: number, t = DEFAULT_RACK_TILE): RackGeometry {
  const gap = Math.round(t * 0.12);
  const pad = Math.round(t * 0.22);
  const ledge = Math.round(t * 0.16);
  return { t, slots, gap, pad, ledge, width: pad * 2 + slots * t + (slots - 1) * gap, height: pad * 2 + t + ledge };
}

/** Where the `i`th tile's square starts, left and top. */
export const slotAt = (g: RackGeometry, i: number): { x: number; y: number } => ({ x: g.pad + i * (g.t + g.gap), y: g.pad });

/** The rack without its tiles: the page and the wooden ledge the tiles stand on. */
export function paintRackBackground(ctx: SKRSContext2D, g: RackGeometry): void {
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, g.width, g.height);
  ctx.fillStyle = COLORS.tileEdge;
  roundRect(ctx, g.pad / 2, g.pad + g.t - g.ledge, g.width - g.pad, g.ledge * 2, g.ledge * 0.6);
  ctx.fill();
}

/** One tile of a rack in its square (a blank is `BLANK`). */
export function paintRackTile(ctx: SKRSContext2D, g: RackGeometry, i: number, tile: string, tileSet: TileSetId): void {
  const blank = tile === BLANK;
  const { x, y } = slotAt(g, i);
  drawTile(ctx, x, y, g.t, face(alphabetOf(tileSet), tile), blank ? null : (TILE_SETS[tileSet].values[tile] ?? 0), { blank, highlight: false });
}

/** `rack` as written in a game of the tile set: its letters (Spanish CH as `Ĉ`), `?` for a blank. */
export function drawRack(rack: string, tileSet: TileSetId, opts: DrawRackOptions = {}): Canvas {
  const t = opts.tile ?? DEFAULT_RACK_TILE;
  const tiles = rackTiles(rack, tileSet);
  const g = rackGeometry(Math.max(tiles.length, 1), t);
  const canvas = createCanvas(g.width, g.height);
  const ctx = canvas.getContext('2d');
  paintRackBackground(ctx, g);
  if (tiles.length === 0) {
    ctx.fillStyle = COLORS.muted;
    ctx.textAlign = 'center';
    ctx.font = font(t * 0.3, 400);
    ctx.fillText('empty rack', g.width / 2, g.pad + t / 2 + (CAP_HEIGHT * t * 0.3) / 2);
  }
  tiles.forEach((c, i) => paintRackTile(ctx, g, i, c, tileSet));
  return canvas;
}

/** The tiles of a rack as drawn: the set's letters and blanks, anything else left out. */
export function rackTiles(rack: string, tileSet: TileSetId): string[] {
  const alphabet = alphabetOf(tileSet);
  return [...rack.toUpperCase()].filter((c) => c === BLANK || isLetter(alphabet, c));
}
