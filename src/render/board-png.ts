/**
 * The board image written straight from pieces drawn once: the empty grid of each
 * layout and every tile as it looks in a square are drawn a single time, turned into
 * palette indices, and copied into place; only the panel above the grid is drawn for
 * each image. The image is compressed in bands (the panel, the coordinates, each row
 * of squares, the bottom edge), and a row of squares that looks as it did in an earlier
 * image is not compressed again: its band is kept, by what the row holds, in a cache
 * bounded in bytes. The pixels are those drawBoard draws, each written as the palette
 * entry closest to it.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { face } from '../engine/alphabet.js';
import { BOARD_LAYOUTS, BOARD_SIZE } from '../engine/board.js';
import { alphabetOf } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { DEFAULT_CELL, geometry, gridKey, gridLayer, tileSprite, type BoardGeometry } from './board.js';
import { type Palette, themePalette } from './palette.js';
import { drawHeader, headerHeight, type BoardClock, type BoardWords, type PremiumLabels } from './panel.js';
import { adler32, adler32Replace, BAND_LEVEL, type Band, blockSums, type BlockSums, compressBand, copyBlock, scratch, writePng } from './png.js';
import { COLORS } from './theme.js';
import type { TileLook } from './tile.js';

export interface BoardPngOptions {
  cell?: number;
  clock?: BoardClock | null;
  /** The image's words for what the view holds as data (see BoardWords). */
  words?: BoardWords;
  /** Compress every band afresh, neither reading nor filling the cache (for measuring and tests). */
  noCache?: boolean;
  /** zlib level (for measuring). */
  level?: number;
  /** Where bands are kept: the thread's own cache unless another is given (tests). */
  cache?: BandCache;
}

/** The grid below the panel as PNG rows of indices, full width: page margins, coordinates, empty squares. */
interface Grid {
  /** Short name of the layout and cell size, for band keys. */
  id: number;
  rows: Uint8Array;
  height: number;
  /** Adler-32 of each row of squares, empty, by its first image row. */
  adlers: Map<number, number>;
  /** Sums of each empty square, by row * 15 + col, as it sits in its band (see blockSums). */
  squares: Map<number, BlockSums>;
}

const grids = new Map<string, Grid>();

function grid(premiums: PublicView['premiums'], g: BoardGeometry, palette: Palette, labels?: PremiumLabels): Grid {
  const key = gridKey(premiums, g.cell, labels);
  let found = grids.get(key);
  if (!found) {
    const height = g.height - g.boardY;
    const canvas = createCanvas(g.width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = COLORS.page;
    ctx.fillRect(0, 0, g.width, height);
    ctx.drawImage(gridLayer(premiums, g, labels), g.boardX, 0);
    const rows = new Uint8Array(height * (g.width + 1));
    palette.rows(canvas, rows);
    found = { id: grids.size, rows, height, adlers: new Map(), squares: new Map() };
    grids.set(key, found);
  }
  return found;
}

/** Each tile as it looks in a square of a given side: indices (side x side), and their sums as they sit in a band of rows `stride` long. */
interface Sprite {
  pixels: Uint8Array;
  sums: BlockSums;
}

const sprites = new Map<string, Sprite>();

function sprite(side: number, stride: number, shown: string, value: number, look: TileLook, palette: Palette): Sprite {
  const key = `${side}:${stride}:${shown}:${value}:${look.blank ? 1 : 0}${look.highlight ? 1 : 0}`;
  let found = sprites.get(key);
  if (!found) {
    const pixels = palette.indices(tileSprite(side, shown, value, look));
    found = { pixels, sums: blockSums(pixels, 0, side, side, side, stride) };
    sprites.set(key, found);
  }
  return found;
}

/** Compressed bands by what they show, least recently used dropped first once over the byte limit. */
export class BandCache {
  private readonly bands = new Map<string, Band>();
  private held = 0;
  hits = 0;
  misses = 0;

  constructor(readonly limit: number) {}

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.bands.size;
  }

  band(key: string, make: () => Band): Band {
    const found = this.bands.get(key);
    if (found) {
      this.hits++;
      this.bands.delete(key);
      this.bands.set(key, found);
      return found;
    }
    this.misses++;
    const band = make();
    this.bands.set(key, band);
    this.held += band.deflated.length + key.length;
    for (const [old, b] of this.bands) {
      if (this.held <= this.limit) break;
      this.bands.delete(old);
      this.held -= b.deflated.length + old.length;
    }
    return band;
  }

  clear(): void {
    this.bands.clear();
    this.held = 0;
    this.hits = 0;
    this.misses = 0;
  }
}

/**
 * Bands kept per thread. A row of squares compresses to 0.5-5 KB, a late-game board's
 * rows to about 50 KB, and rows alike in two games are kept once: 16 MB holds the last
 * boards of some hundreds of games.
 */
export const bandCache = new BandCache(16 * 1024 * 1024);

const panels = new Map<string, Canvas>();

function panelCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  let canvas = panels.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    panels.set(key, canvas);
  }
  return canvas;
}

export function boardPng(view: PublicView, opts: BoardPngOptions = {}): Buffer {
  if ((view as { view?: unknown }).view !== 'public') throw new TypeError('board images take a public view only');
  const palette = themePalette();
  const cell = opts.cell ?? DEFAULT_CELL;
  const g = geometry(cell, headerHeight(view, cell, opts.words));
  const stride = g.width + 1;
  const grid0 = grid(view.premiums, g, palette, opts.words?.premiums);
  const level = opts.level ?? BAND_LEVEL;
  const cache = opts.cache ?? bandCache;
  const cached = (key: string, make: () => Band) => (opts.noCache ? make() : cache.band(`${grid0.id}:${level}:${key}`, make));

  // The panel changes with every move: drawn and compressed each time, on a canvas kept for its size.
  const panel = panelCanvas(g.width, g.boardY);
  const ctx = panel.getContext('2d');
  // Whatever the last panel set (alignment, fonts) goes with it.
  ctx.save();
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, g.width, g.boardY);
  drawHeader(ctx, view, g.pad, g.pad, g.width - 2 * g.pad, cell, opts.clock ?? null, opts.words);
  ctx.restore();
  const panelRows = scratch(g.boardY * stride);
  palette.rows(panel, panelRows);
  const bands: Band[] = [compressBand(panelRows, level)];

  // The coordinates, then one band for each row of squares (the line above it and its squares), then the bottom edge.
  const label = g.gridY - g.gap - g.boardY;
  // Each band is compressed before the next is made, so they all take turns in one scratch buffer.
  const slice = (from: number, to: number) => {
    const raw = scratch((to - from) * stride);
    raw.set(grid0.rows.subarray(from * stride, to * stride));
    return raw;
  };
  bands.push(cached('top', () => compressBand(slice(0, label), level)));
  const highlight = new Set((view.lastMove?.squares ?? []).map((s) => s.row * BOARD_SIZE + s.col));
  const side = cell - g.gap;
  const alphabet = alphabetOf(view.rules.tileSet);
  for (let row = 0; row < BOARD_SIZE; row++) {
    const line = view.board[row] ?? '';
    let shown = '';
    const tiles: { col: number; face: string; value: number; blank: boolean; lit: boolean }[] = [];
    for (let col = 0; col < BOARD_SIZE; col++) {
      const ch = line[col] ?? '.';
      if (ch === '.') continue;
      const letter = ch.toUpperCase();
      const tile = { col, face: face(alphabet, letter), value: view.values[letter] ?? 0, blank: ch !== letter, lit: highlight.has(row * BOARD_SIZE + col) };
      tiles.push(tile);
      shown += `${col},${ch},${tile.value},${tile.lit ? 1 : 0};`;
    }
    const top = label + row * cell;
    bands.push(
      cached(`${row}:${shown}`, () => {
        const raw = slice(top, top + cell);
        // The checksum of the empty row, patched tile by tile, rather than read again whole.
        let adler = grid0.adlers.get(top) ?? adler32(raw);
        grid0.adlers.set(top, adler);
        for (const t of tiles) {
          const tile = sprite(side, stride, t.face, t.value, { blank: t.blank, highlight: t.lit }, palette);
          const at = g.gap * stride + 1 + g.gridX + t.col * cell;
          const square = row * BOARD_SIZE + t.col;
          let empty = grid0.squares.get(square);
          if (!empty) {
            empty = blockSums(raw, at, stride, side, side, stride);
            grid0.squares.set(square, empty);
          }
          copyBlock(tile.pixels, 0, side, raw, at, stride, side, side);
          adler = adler32Replace(adler, raw.length, at, empty, tile.sums);
        }
        return compressBand(raw, level, adler);
      }),
    );
  }
  bands.push(cached('bottom', () => compressBand(slice(label + BOARD_SIZE * cell, grid0.height), level)));
  return writePng(g.width, g.height, palette.bytes, bands);
}

/** Chooses the palette and draws the standard empty grid, so the first image a worker draws is not the slow one. */
export function warmUp(): void {
  const palette = themePalette();
  grid(BOARD_LAYOUTS.standard.premiums, geometry(DEFAULT_CELL, 0), palette);
}
