/**
 * The images' palette: 256 colours chosen once per process from the theme as it is
 * drawn (every square, label and tile, on the board and on a rack, and the panels of
 * sample games), so an image is written one byte a pixel without quantizing each image.
 * The theme's own colours are in it exactly; the rest are the shades of anti-aliased
 * edges and text, chosen so that no drawn colour is far from one of them.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { BOARD_LAYOUTS } from '../engine/board.js';
import { TILE_SETS } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { DEFAULT_CELL, geometry, gridLayer } from './board.js';
import { EMPTY_CGP, fixtureView, lateGameView } from './fixtures.js';
import { drawHeader, headerHeight } from './panel.js';
import { compressBand, copyBlock, writePng } from './png.js';
import { DEFAULT_RACK_TILE, drawRack } from './rack.js';
import { COLORS, PREMIUM_STYLE } from './theme.js';
import { drawTile } from './tile.js';

export const PALETTE_SIZE = 256;

const VALUES = TILE_SETS.standard.values;

/** A colour as 0xBBGGRR: how an opaque pixel reads through a little-endian Uint32Array, alpha masked off. */
export type Rgb = number;

export const rgbOf = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1, 7), 16);
  return ((n >> 16) & 255) | (n & 0xff00) | ((n & 255) << 16);
};

/** How far apart two colours look: squared differences weighted 2, 4, 3 for red, green, blue. */
export function distance(p: Rgb, q: Rgb): number {
  const dr = (p & 255) - (q & 255);
  const dg = ((p >> 8) & 255) - ((q >> 8) & 255);
  const db = ((p >> 16) & 255) - ((q >> 16) & 255);
  return 2 * dr * dr + 4 * dg * dg + 3 * db * db;
}

export class Palette {
  /** r, g, b of each entry, as PLTE holds them. */
  readonly bytes: Uint8Array;
  private readonly nearestOf = new Map<Rgb, number>();

  constructor(readonly colors: readonly Rgb[]) {
    if (colors.length === 0 || colors.length > PALETTE_SIZE) throw new Error(`a palette of ${colors.length} colours`);
    this.bytes = new Uint8Array(colors.length * 3);
    colors.forEach((c, i) => {
      this.bytes[3 * i] = c & 255;
      this.bytes[3 * i + 1] = (c >> 8) & 255;
      this.bytes[3 * i + 2] = (c >> 16) & 255;
      if (!this.nearestOf.has(c)) this.nearestOf.set(c, i);
    });
  }

  /** The entry closest to a colour (the first of equals). */
  nearest(c: Rgb): number {
    let i = this.nearestOf.get(c);
    if (i === undefined) {
      let best = Infinity;
      i = 0;
      for (let k = 0; k < this.colors.length; k++) {
        const d = distance(c, this.colors[k]!);
        if (d < best) {
          best = d;
          i = k;
        }
      }
      // Colours met once are met again (the same text, the same edges): remember them, within reason.
      if (this.nearestOf.size > 1 << 16) this.nearestOf.clear();
      this.nearestOf.set(c, i);
    }
    return i;
  }

  /**
   * Writes a canvas's pixels as PNG rows: for each row a filter byte (0) then an index a
   * pixel, into `out` from `at`. Returns the offset after the last row.
   */
  rows(canvas: Canvas, out: Uint8Array, at = 0): number {
    const data = canvas.data();
    const px = data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length >> 2) : new Int32Array(new Uint8Array(data).buffer);
    const { width, height } = canvas;
    let last = -1;
    let index = 0;
    let o = at;
    for (let y = 0, p = 0; y < height; y++) {
      out[o++] = 0;
      for (let x = 0; x < width; x++, p++) {
        const c = px[p]! & 0xffffff;
        if (c !== last) {
          last = c;
          index = this.nearest(c);
        }
        out[o++] = index;
      }
    }
    return o;
  }

  /** A canvas's pixels as indices, one a pixel, no filter bytes. */
  indices(canvas: Canvas): Uint8Array {
    const rows = new Uint8Array(canvas.height * (canvas.width + 1));
    this.rows(canvas, rows);
    const out = new Uint8Array(canvas.width * canvas.height);
    copyBlock(rows, 1, canvas.width + 1, out, 0, canvas.width, canvas.width, canvas.height);
    return out;
  }
}

/** The colours the theme names, each kept exactly. */
export function themeColors(): Rgb[] {
  const hex = [...Object.values(COLORS), ...Object.values(PREMIUM_STYLE).flatMap((s) => [s.fill, s.text]), '#ffffff'];
  return [...new Set(hex.map(rgbOf))];
}

/**
 * Chooses `size` colours for pixels counted in `counts`: first `seeds`, then again and again
 * the colour worst served so far, by its distance to the closest chosen one weighted by
 * the fourth root of how often it was drawn (so a shade drawn once still counts, and common
 * ones more: the square root left single pixels 18 of 255 off, this 13).
 */
export function choosePalette(counts: ReadonlyMap<Rgb, number>, seeds: readonly Rgb[], size = PALETTE_SIZE): Rgb[] {
  const colors = [...counts.keys()];
  const weight = colors.map((c) => Math.sqrt(Math.sqrt(counts.get(c)!)));
  const gap = new Float64Array(colors.length).fill(Infinity);
  const chosen: Rgb[] = [];
  const add = (c: Rgb) => {
    chosen.push(c);
    for (let i = 0; i < colors.length; i++) gap[i] = Math.min(gap[i]!, distance(colors[i]!, c));
  };
  for (const c of new Set(seeds)) if (chosen.length < size) add(c);
  while (chosen.length < size) {
    let worst = -1;
    let score = 0;
    for (let i = 0; i < colors.length; i++) {
      const s = gap[i]! * weight[i]!;
      if (s > score) {
        score = s;
        worst = i;
      }
    }
    if (worst < 0) break;
    add(colors[worst]!);
  }
  return chosen;
}

/** Everything the theme draws, as canvases: what the palette is chosen from. */
export function themeSamples(): Canvas[] {
  const samples: Canvas[] = [];
  for (const layout of Object.values(BOARD_LAYOUTS)) samples.push(gridLayer(layout.premiums, geometry(DEFAULT_CELL, 0)));
  // Every tile in every look, at the board's size and at the rack's.
  const side = DEFAULT_CELL - geometry(DEFAULT_CELL, 0).gap;
  for (const size of [side, DEFAULT_RACK_TILE]) {
    const letters = Object.keys(VALUES).filter((l) => l !== '?');
    const sheet = createCanvas(letters.length * size, 4 * size);
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = COLORS.square;
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    letters.forEach((letter, i) => {
      [false, true].forEach((blank, b) =>
        [false, true].forEach((highlight, h) =>
          drawTile(ctx, i * size, (2 * b + h) * size, size, letter, VALUES[letter] ?? 0, { blank, highlight }),
        ),
      );
    });
    samples.push(sheet);
  }
  samples.push(drawRack('AEIRS?Q', 'standard'), drawRack('', 'standard'));
  for (const view of sampleViews()) {
    const g = geometry(DEFAULT_CELL, headerHeight(view, DEFAULT_CELL));
    const canvas = createCanvas(g.width, g.boardY);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = COLORS.page;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    drawHeader(ctx, view, g.pad, g.pad, g.width - 2 * g.pad, DEFAULT_CELL, view.players.length === 3 ? { player: 0, turnLeftMs: 95_000, bankLeftMs: 600_000 } : null);
    samples.push(canvas);
  }
  return samples;
}

/** Panels of every kind: the player to move, a winner, a lost score, a notice, three and four players. */
function sampleViews(): PublicView[] {
  const names = ['Ada Lovelace', 'Grace Hopper', 'Kathleen 1984', 'Émilie du Châtelet'];
  const late = lateGameView({ names: names.slice(0, 2) });
  return [
    late,
    lateGameView({ over: true, names: names.slice(0, 2) }),
    { ...late, challengeOpen: true, lastMove: late.lastMove && { ...late.lastMove, kind: 'withdrawn', score: -12 } },
    fixtureView(EMPTY_CGP.replace('AEINRST/ 0/0', 'AEINRST/ABC/ 0/0/0'), { names: names.slice(0, 3), scores: [0, 10, 250] }),
    fixtureView(EMPTY_CGP.replace('AEINRST/ 0/0', 'AEINRST/ABC/DEF/ 0/0/0/0'), { names, scores: [0, 10, 250, 99], over: true }),
  ];
}

let theme: Palette | null = null;

/** The palette every image is written with, chosen on first use. */
export function themePalette(): Palette {
  if (!theme) {
    const counts = new Map<Rgb, number>();
    for (const canvas of themeSamples()) {
      const data = canvas.data();
      const px = new Int32Array(new Uint8Array(data).buffer);
      // Counted a run of equal pixels at a time: most of an image is flat colour.
      for (let i = 0; i < px.length; ) {
        const c = px[i]! & 0xffffff;
        let j = i + 1;
        while (j < px.length && (px[j]! & 0xffffff) === c) j++;
        counts.set(c, (counts.get(c) ?? 0) + j - i);
        i = j;
      }
    }
    theme = new Palette(choosePalette(counts, themeColors()));
  }
  return theme;
}

/** A canvas as a PNG in the theme's palette, compressed whole (the rack). */
export function palettePng(canvas: Canvas): Buffer {
  const palette = themePalette();
  const rows = new Uint8Array(canvas.height * (canvas.width + 1));
  palette.rows(canvas, rows);
  return writePng(canvas.width, canvas.height, palette.bytes, [compressBand(rows)]);
}
