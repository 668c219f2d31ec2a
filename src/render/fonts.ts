/**
 * The fonts the images use ship in assets/fonts and are registered on import.
 * Text is drawn only with glyphs these fonts hold: a character they lack would
 * fall back to whatever system fonts a machine has, and the same game would look
 * different on another host. `printable` drops such characters from names.
 */
import { readFileSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { fromRoot } from '../project-root.js';

export const FONT_FAMILY = 'Scrabble Atkinson';

const FONT_DIR = fromRoot('assets', 'fonts') + '/';
const FILES = ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf'] as const;

/** Code points with a glyph in every registered face. */
const covered: Set<number> = (() => {
  const sets = FILES.map((file) => {
    const data = readFileSync(FONT_DIR + file);
    if (!GlobalFonts.register(data, FONT_FAMILY)) throw new Error(`could not register font ${file}`);
    return cmapCodePoints(data);
  });
  return new Set([...sets[0]!].filter((c) => sets.every((s) => s.has(c))));
})();

/** Height of a capital letter per pixel of em size, to centre capitals exactly. */
export const CAP_HEIGHT = (() => {
  const ctx = createCanvas(8, 8).getContext('2d');
  ctx.font = font(100);
  return ctx.measureText('H').actualBoundingBoxAscent / 100;
})();

/** `weight` 400 or 700; `px` the em size in pixels. */
export function font(px: number, weight: 400 | 700 = 700): string {
  return `${weight === 700 ? 'bold ' : ''}${Math.round(px * 10) / 10}px "${FONT_FAMILY}"`;
}

/**
 * The text with characters the fonts cannot draw removed, spaces collapsed.
 * A missing accented letter is kept as its base letter (ō as o).
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\s+/g, ' ')) {
    if (drawable(ch)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if (base !== ch && [...base].every(drawable)) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function drawable(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return cp >= 0x20 && covered.has(cp);
}

/** Code points mapped by a TrueType font's Unicode cmap (formats 4 and 12). */
export function cmapCodePoints(ttf: Buffer): Set<number> {
  const numTables = ttf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + 16 * i;
    if (ttf.toString('latin1', rec, rec + 4) === 'cmap') cmap = ttf.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const points = new Set<number>();
  const subtables = ttf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const rec = cmap + 4 + 8 * i;
    const platform = ttf.readUInt16BE(rec);
    const encoding = ttf.readUInt16BE(rec + 2);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const sub = cmap + ttf.readUInt32BE(rec + 4);
    const format = ttf.readUInt16BE(sub);
    if (format === 4) readFormat4(ttf, sub, points);
    else if (format === 12) readFormat12(ttf, sub, points);
  }
  return points;
}

function readFormat4(ttf: Buffer, sub: number, points: Set<number>): void {
  const segs = ttf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segs + 2;
  const deltas = starts + 2 * segs;
  const offsets = deltas + 2 * segs;
  for (let s = 0; s < segs; s++) {
    const end = ttf.readUInt16BE(ends + 2 * s);
    const start = ttf.readUInt16BE(starts + 2 * s);
    const delta = ttf.readUInt16BE(deltas + 2 * s);
    const rangeOffset = ttf.readUInt16BE(offsets + 2 * s);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = offsets + 2 * s + rangeOffset + 2 * (c - start);
        glyph = ttf.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
}

function readFormat12(ttf: Buffer, sub: number, points: Set<number>): void {
  const groups = ttf.readUInt32BE(sub + 12);
  for (let g = 0; g < groups; g++) {
    const rec = sub + 16 + 12 * g;
    const start = ttf.readUInt32BE(rec);
    const end = ttf.readUInt32BE(rec + 4);
    const firstGlyph = ttf.readUInt32BE(rec + 8);
    for (let c = start; c <= end; c++) if (firstGlyph + c - start !== 0) points.add(c);
  }
}
