/**
 * The rack image written straight from pieces drawn once, as the board is (board-png.ts):
 * the rack's background for each number of tiles, and each tile as it looks standing on
 * the ledge, are drawn a single time and turned into palette indices; an image copies them
 * into place and compresses the result. Nothing is drawn per image, so it costs the copy
 * and the compression alone. The pixels are those drawRack draws, each written as the
 * palette entry closest to it (the tests compare the two byte for byte).
 */
import { createCanvas } from '@napi-rs/canvas';
import type { TileSetId } from '../engine/tiles.js';
import { type Palette, palettePng, themePalette } from './palette.js';
import { compressBand, copyBlock, scratch, writePng } from './png.js';
import { DEFAULT_RACK_TILE, drawRack, paintRackBackground, paintRackTile, rackGeometry, rackTiles, slotAt, type RackGeometry } from './rack.js';

/** Each rack's background as PNG rows (a filter byte, then an index a pixel), by tile size and number of tiles. */
const backgrounds = new Map<string, Uint8Array>();

function background(g: RackGeometry, palette: Palette): Uint8Array {
  const key = `${g.t}:${g.slots}`;
  let rows = backgrounds.get(key);
  if (!rows) {
    const canvas = createCanvas(g.width, g.height);
    paintRackBackground(canvas.getContext('2d'), g);
    rows = new Uint8Array(g.height * (g.width + 1));
    palette.rows(canvas, rows);
    backgrounds.set(key, rows);
  }
  return rows;
}

/** Pixels drawn around each tile's square as well: a tile's anti-aliased edge reaches a pixel past it (the gap between two tiles is wider than two margins). */
const MARGIN = 2;

/**
 * A tile as it stands in one of the rack's squares on the ledge, with MARGIN pixels around
 * it, as indices ((t + 2 MARGIN) squared). Drawn in its own square: anti-aliasing of a
 * rounded corner differs by a shade between squares, and the image is to be drawRack's
 * exactly. At most SPRITES_KEPT are kept (about 10 KB each; English's tiles in the squares
 * of a rack of seven are 189).
 */
const sprites = new Map<string, Uint8Array>();
const SPRITES_KEPT = 1000;

function sprite(g: RackGeometry, slot: number, tile: string, tileSet: TileSetId, palette: Palette): Uint8Array {
  // Two tile sets may show a tile alike, with different values: the set is part of the key.
  const key = `${g.t}:${g.slots}:${slot}:${tileSet}:${tile}`;
  let pixels = sprites.get(key);
  if (!pixels) {
    // The whole rack drawn with this one tile, as drawRack draws it, and its square cut out.
    const canvas = createCanvas(g.width, g.height);
    const ctx = canvas.getContext('2d');
    paintRackBackground(ctx, g);
    paintRackTile(ctx, g, slot, tile, tileSet);
    const stride = g.width + 1;
    const rows = new Uint8Array(g.height * stride);
    palette.rows(canvas, rows);
    const side = g.t + 2 * MARGIN;
    const { x, y } = slotAt(g, slot);
    pixels = new Uint8Array(side * side);
    copyBlock(rows, (y - MARGIN) * stride + 1 + x - MARGIN, stride, pixels, 0, side, side, side);
    if (sprites.size >= SPRITES_KEPT) sprites.clear();
    sprites.set(key, pixels);
  }
  return pixels;
}

/** The rack image as a PNG: the same image as drawRack's, in the theme's palette. */
export function rackPng(rack: string, tileSet: TileSetId, tileSize = DEFAULT_RACK_TILE): Buffer {
  const tiles = rackTiles(rack, tileSet);
  // The empty rack says so in words: drawn, as it is rare.
  if (tiles.length === 0) return palettePng(drawRack(rack, tileSet, { tile: tileSize }));
  const palette = themePalette();
  const g = rackGeometry(tiles.length, tileSize);
  const stride = g.width + 1;
  const bg = background(g, palette);
  const rows = scratch(bg.length);
  rows.set(bg);
  const side = g.t + 2 * MARGIN;
  tiles.forEach((tile, i) => {
    const { x, y } = slotAt(g, i);
    copyBlock(sprite(g, i, tile, tileSet, palette), 0, side, rows, (y - MARGIN) * stride + 1 + x - MARGIN, stride, side, side);
  });
  return writePng(g.width, g.height, palette.bytes, [compressBand(rows)]);
}
