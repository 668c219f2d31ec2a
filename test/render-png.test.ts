/**
 * The palette PNG in bands: checksums combined as zlib would compute them whole; an image
 * assembled from separately compressed bands decodes to exactly the pixels of a plain
 * encode; the board written from sprites and kept bands is, pixel for pixel, the drawing
 * mapped to the palette; the rack written from sprites is byte for byte the rack drawn;
 * the band cache never hands back a band a move has changed; the palette stays close to
 * everything the theme draws.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOARD_SIZE } from '../src/engine/board.js';
import { PRESETS } from '../src/engine/rules.js';
import type { PublicView } from '../src/engine/views.js';
import { DEFAULT_CELL, drawBoard } from '../src/render/board.js';
import type { BoardWords } from '../src/render/panel.js';
import { BandCache, bandCache, boardPng } from '../src/render/board-png.js';
import { emptyViews, lateGameReplay, lateGameView } from '../src/render/fixtures.js';
import { germanView, spanishView } from '../src/render/language-fixtures.js';
import { drawRack } from '../src/render/rack.js';
import { rackPng } from '../src/render/rack-png.js';
import { TILE_SETS, type TileSetId } from '../src/engine/tiles.js';
import { distance, palettePng, rgbOf, themeColors, themePalette, themeSamples } from '../src/render/palette.js';
import { adler32, adler32Combine, adler32Replace, type Band, blockSums, compressBand, writePng } from '../src/render/png.js';

/** Decoded by sharp (libvips' PNG reader, which checks the checksums) as RGB. */
async function pixels(png: Buffer): Promise<{ width: number; height: number; rgb: Buffer }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: data };
}

/** The compressed image data of a PNG, inflated: the rows as written, filter bytes included. */
function idat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return inflateSync(Buffer.concat(parts));
}

/** `rows` cut into bands at `cuts` (row numbers), each compressed on its own. */
function banded(rows: Uint8Array, width: number, cuts: number[]): Band[] {
  const stride = width + 1;
  const height = rows.length / stride;
  const edges = [0, ...[...new Set(cuts)].filter((c) => c > 0 && c < height).sort((a, b) => a - b), height];
  return edges.slice(1).map((end, i) => compressBand(rows.subarray(edges[i]! * stride, end * stride)));
}

const greys = (n: number) => Uint8Array.from({ length: 3 * n }, (_, i) => Math.floor(i / 3) * Math.floor(255 / Math.max(1, n - 1)));

describe('Adler-32', () => {
  it('is what zlib writes at the end of a stream', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 20_000 }), (data) => {
        const z = deflateSync(data);
        expect(adler32(data)).toBe(z.readUInt32BE(z.length - 4));
      }),
    );
  });

  it('of two strings one after the other, from the two checksums and the second length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 9000 }), fc.uint8Array({ maxLength: 9000 }), (a, b) => {
        const whole = new Uint8Array([...a, ...b]);
        expect(adler32Combine(adler32(a), adler32(b), b.length)).toBe(adler32(whole));
      }),
    );
  });

  it('patched for a block replaced in the middle of the string is what it is read afresh', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(0, 255, -1),
        (stride, rows, w0, h0, ax, ay, fill) => {
          const w = Math.min(w0, stride);
          const h = Math.min(h0, rows);
          const x = ax % (stride - w + 1);
          const y = ay % (rows - h + 1);
          const noise = (i: number) => (fill >= 0 ? fill : (i * 2654435761) >>> 24);
          const data = Uint8Array.from({ length: stride * rows }, (_, i) => noise(i));
          const block = Uint8Array.from({ length: w * h }, (_, i) => 255 - noise(i + 7));
          const at = y * stride + x;
          const was = blockSums(data, at, stride, w, h, stride);
          const before = adler32(data);
          for (let r = 0; r < h; r++) data.set(block.subarray(r * w, (r + 1) * w), at + r * stride);
          expect(adler32Replace(before, data.length, at, was, blockSums(block, 0, w, w, h, stride))).toBe(adler32(data));
        },
      ),
    );
  });

  it('stays exact over long runs of 255 (the sums are reduced in time)', () => {
    const data = new Uint8Array(100_000).fill(255);
    const z = deflateSync(data);
    expect(adler32(data)).toBe(z.readUInt32BE(z.length - 4));
  });
});

describe('a PNG from bands', () => {
  it('decodes to exactly the pixels of the same rows compressed in one piece, wherever the bands are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 256 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 6 }),
        fc.integer(),
        async (width, height, colours, cuts, seed) => {
          const stride = width + 1;
          const rows = new Uint8Array(height * stride);
          let x = seed >>> 0;
          for (let y = 0; y < height; y++) {
            for (let i = 1; i < stride; i++) {
              x = (Math.imul(x, 1103515245) + 12345) >>> 0;
              // Runs and repeats, as in a drawing, as well as noise.
              rows[y * stride + i] = (x >>> 16) % 3 === 0 ? rows[y * stride + i - 1]! : (x >>> 8) % colours;
            }
          }
          const palette = greys(colours);
          const whole = writePng(width, height, palette, [compressBand(rows)]);
          const inBands = writePng(width, height, palette, banded(rows, width, cuts));
          expect(idat(inBands)).toEqual(Buffer.from(rows));
          const [a, b] = await Promise.all([pixels(whole), pixels(inBands)]);
          expect([b.width, b.height]).toEqual([width, height]);
          expect(b.rgb.equals(a.rgb)).toBe(true);
          // And the pixels are the palette's colours at the indices written.
          const want = Buffer.alloc(3 * width * height);
          for (let y = 0; y < height; y++) {
            for (let i = 0; i < width; i++) want.set(palette.subarray(3 * rows[y * stride + 1 + i]!, 3 * rows[y * stride + 1 + i]! + 3), 3 * (y * width + i));
          }
          expect(b.rgb.equals(want)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a band holds only its own compressed bytes, so the band cache counts what it keeps', () => {
    // zlib's result is a view into its 16 KB output buffer; a band that kept the view would
    // hold 16 KB however small it is, far past the cache's byte limit.
    const band = compressBand(new Uint8Array(3000).fill(7));
    expect(band.deflated.length).toBeLessThan(100);
    expect(band.deflated.buffer.byteLength).toBe(band.deflated.length);
  });

  it('refuses bands that do not add up to the image', () => {
    const band = compressBand(new Uint8Array(5));
    expect(() => writePng(4, 2, greys(2), [band])).toThrow('bands hold 5 bytes, a 4x2 image 10');
  });
});

/** The drawing of a view, mapped to the palette and written in one band, as the plain reference. */
function plainPng(view: PublicView, words?: BoardWords): Buffer {
  const canvas = drawBoard(view, { words });
  const palette = themePalette();
  const rows = new Uint8Array(canvas.height * (canvas.width + 1));
  palette.rows(canvas, rows);
  return writePng(canvas.width, canvas.height, palette.bytes, [compressBand(rows)]);
}

describe('the board written from sprites and bands', () => {
  beforeEach(() => bandCache.clear());

  const words: BoardWords = { lastMove: 'DABbLERS (13E) (b is a blank)', bag: 'Bag 0', cardNotes: ['', 'won'], notices: [[['Over: ', 'muted', false], ['Grace', 'ink', true]]] };
  const views: [string, PublicView, BoardWords | undefined][] = [
    ['the late game', lateGameView(), undefined],
    ['a finished game, in the words of the bot', lateGameView({ over: true }), words],
    ...emptyViews().map(({ preset, view }): [string, PublicView, undefined] => [`the empty ${preset} board`, view, undefined]),
  ];
  it.each(views)('%s: exactly the pixels of the drawing mapped to the palette and written whole', async (_name, view, words) => {
    const banded = boardPng(view, { words });
    expect((await pixels(banded)).rgb.equals((await pixels(plainPng(view, words))).rgb)).toBe(true);
    // Bands from the cache, the second time, are the same bytes.
    expect(boardPng(view, { words }).equals(banded)).toBe(true);
    expect(bandCache.hits).toBeGreaterThan(0);
  });

  it('draws the game move after move as if nothing were kept', () => {
    for (const view of lateGameReplay()) expect(boardPng(view).equals(boardPng(view, { noCache: true }))).toBe(true);
    expect(bandCache.hits).toBeGreaterThan(lateGameReplay().length * 10);
  });

  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  /** A board of random tiles (blanks among them), some of them the last play, on a random preset. */
  const boards = fc.record({
    preset: fc.constantFrom(...PRESETS.map((p) => p.id)),
    tiles: fc.array(
      fc.record({
        row: fc.integer({ min: 0, max: BOARD_SIZE - 1 }),
        col: fc.integer({ min: 0, max: BOARD_SIZE - 1 }),
        letter: fc.constantFrom(...letters, ...letters.toLowerCase()),
        last: fc.boolean(),
      }),
      { maxLength: 40 },
    ),
  });
  type RandomBoard = { preset: string; tiles: { row: number; col: number; letter: string; last: boolean }[] };
  const view = ({ preset, tiles }: RandomBoard): PublicView => {
    const base = emptyViews().find((v) => v.preset === preset)!.view;
    const board = base.board.map((line) => [...line]);
    for (const t of tiles) board[t.row]![t.col] = t.letter;
    const squares = tiles.filter((t) => t.last).map(({ row, col }) => ({ row, col }));
    return {
      ...base,
      board: board.map((l) => l.join('')),
      lastMove: squares.length ? { player: 0, kind: 'place', move: '8H X', score: 1, squares, pos: { row: 7, col: 7, dir: 'across' } } : null,
    };
  };

  it('never hands back a band that a move changed (random boards one after another, with a small cache)', () => {
    fc.assert(
      fc.property(fc.array(boards, { minLength: 2, maxLength: 5 }), (seq) => {
        // Room for a few bands only: bands come and go.
        const cache = new BandCache(40_000);
        for (const b of seq) {
          const v = view(b);
          const png = boardPng(v, { cache });
          expect(png.equals(boardPng(v, { noCache: true }))).toBe(true);
          // zlib checks the combined and patched Adler-32 as it inflates.
          const { width, height } = drawBoard(v);
          expect(idat(png).length).toBe(height * (width + 1));
        }
        expect(cache.bytes).toBeLessThanOrEqual(40_000);
      }),
      { numRuns: 25 },
    );
  });

  it('never hands back a band that a move changed (a board, then the same board with tiles moved, added, lit or turned into blanks)', () => {
    fc.assert(
      fc.property(boards, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), (b, changes) => {
        let tiles = b.tiles;
        expect(boardPng(view({ ...b, tiles })).equals(boardPng(view({ ...b, tiles }), { noCache: true }))).toBe(true);
        for (const c of changes) {
          const i = tiles.length ? c % tiles.length : 0;
          const t = tiles[i] ?? { row: 7, col: 7, letter: 'A', last: false };
          const changed = [
            { ...t, last: !t.last },
            { ...t, letter: t.letter === t.letter.toLowerCase() ? t.letter.toUpperCase() : t.letter.toLowerCase() },
            { ...t, col: (t.col + 1) % BOARD_SIZE },
            { ...t, letter: letters[(letters.indexOf(t.letter.toUpperCase()) + 1) % 26]! },
          ][c % 4]!;
          tiles = [...tiles.slice(0, i), changed, ...tiles.slice(i + 1)];
          const v = view({ ...b, tiles });
          expect(boardPng(v).equals(boardPng(v, { noCache: true }))).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the rack written from sprites', () => {
  /** Racks as players hold them in each tile set: its own tiles, a blank maybe, up to seven (or none). */
  const racks = fc.constantFrom(...(Object.keys(TILE_SETS) as TileSetId[])).chain((set) => {
    const tiles = Object.keys(TILE_SETS[set].counts);
    return fc.tuple(fc.constant(set), fc.array(fc.constantFrom(...tiles), { maxLength: 7 }).map((t) => t.join('')));
  });

  it('is byte for byte the rack drawn and mapped to the palette, whatever the tiles, their number and the tile set', () => {
    fc.assert(fc.property(racks, ([set, rack]) => {
      expect(rackPng(rack, set).equals(palettePng(drawRack(rack, set)))).toBe(true);
    }), { numRuns: 60 });
  });

  it('is the same at other tile sizes, and the same when a tile comes again in another square', () => {
    for (const tile of [48, 96, 120]) {
      for (const rack of ['EEEEEEE', 'A', 'ZZ?', 'QUIXOTE']) expect(rackPng(rack, 'standard', tile).equals(palettePng(drawRack(rack, 'standard', { tile })))).toBe(true);
    }
  });
});

describe('the band cache', () => {
  const band = (n: number): Band => ({ deflated: Buffer.alloc(n), adler: 1, length: 0 });

  it('keeps the bands used last within its byte limit', () => {
    const cache = new BandCache(1000);
    let made = 0;
    const get = (key: string) => cache.band(key, () => (made++, band(300)));
    get('a');
    get('b');
    get('c');
    get('a');
    get('d');
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(made).toBe(4);
    // b was used least recently: it went, a stayed.
    get('a');
    expect(made).toBe(4);
    get('b');
    expect(made).toBe(5);
    expect([cache.hits, cache.misses]).toEqual([2, 5]);
  });
});

describe('the theme palette', () => {
  it('holds every colour the theme names exactly, and 256 colours at most', () => {
    const palette = themePalette();
    expect(palette.colors.length).toBeLessThanOrEqual(256);
    for (const c of themeColors()) expect(palette.colors).toContain(c);
    expect(palette.colors[palette.nearest(rgbOf('#f5f1e8'))]).toBe(rgbOf('#f5f1e8'));
  });

  it('is close to every colour the theme draws: no pixel off by more than 16 in a channel', () => {
    const palette = themePalette();
    let worst = 0;
    // The other languages' tiles too (CH, Ñ, Ä...): their edges are shades of the same ink on the same faces.
    const languages = [drawBoard(spanishView()), drawBoard(germanView()), drawRack('ĈĿŘÑ?AE', 'spanish'), drawRack('KWXYZÄÖ', 'german')];
    for (const canvas of [...themeSamples(), drawBoard(lateGameView()), drawRack('ZZYQ?KX', 'standard'), ...languages]) {
      const data = canvas.data();
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4) seen.add(data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16));
      for (const c of seen) {
        const p = palette.colors[palette.nearest(c)]!;
        worst = Math.max(worst, Math.abs((c & 255) - (p & 255)), Math.abs(((c >> 8) & 255) - ((p >> 8) & 255)), Math.abs((c >> 16) - (p >> 16)));
      }
    }
    expect(worst).toBeLessThanOrEqual(16);
    expect(distance(rgbOf('#000000'), rgbOf('#000001'))).toBe(3);
  });

  it('makes the board at any cell size the CLI takes', async () => {
    const view = lateGameView();
    for (const cell of [16, 40, DEFAULT_CELL + 1]) {
      const png = boardPng(view, { cell });
      const { width } = await pixels(png);
      expect(width).toBe(drawBoard(view, { cell }).width);
    }
  });
});

