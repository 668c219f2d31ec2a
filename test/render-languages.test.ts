/**
 * Images in every language's tiles: the fonts hold every face; each face is drawn inside its
 * tile, clear of the ring and of the value, and tall enough on a phone; a board draws each
 * tile's own face and the tile set's value (checked against tiles of English letters with
 * the same value); racks and puzzles keep the set's letters.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALPHABETS, face } from '../src/engine/alphabet.js';
import { alphabetOf, TILE_SETS, type TileSetId } from '../src/engine/tiles.js';
import type { PublicView } from '../src/engine/views.js';
import { DEFAULT_CELL, geometry, tileSprite } from '../src/render/board.js';
import { printable } from '../src/render/fonts.js';
import { renderBoard, renderPuzzle, renderRack } from '../src/render/index.js';
import { FRENCH_RACK, GERMAN_WORDS, germanView, layWords, SPANISH_WORDS, spanishView } from '../src/render/language-fixtures.js';
import { themePalette } from '../src/render/palette.js';
import { headerHeight } from '../src/render/panel.js';
import { rackTiles } from '../src/render/rack.js';

const SETS = Object.keys(TILE_SETS) as TileSetId[];
const BOARD_SIDE = DEFAULT_CELL - geometry(DEFAULT_CELL, 0).gap;
/** Tile sizes drawn: a board square, a puzzle's rack tile, a rack tile. */
const SIDES = [BOARD_SIDE, Math.round(DEFAULT_CELL * 1.3), 96];
/** A phone shows the 916 px board about 400 px wide. */
const PHONE = 400 / geometry(DEFAULT_CELL, 0).width;

type Box = { left: number; top: number; right: number; bottom: number } | null;

const dark = (d: Uint8Array, i: number) => 0.3 * d[i]! + 0.59 * d[i + 1]! + 0.11 * d[i + 2]! < 110;

function boxOf(side: number, hit: (i: number) => boolean): Box {
  let box: Box = null;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (!hit((y * side + x) * 4)) continue;
      box = box ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) } : { left: x, top: y, right: x, bottom: y };
    }
  }
  return box;
}

/** Where a tile's face and its value are inked: the face is what the tile with it adds to the same tile without one. */
function inkOf(side: number, shown: string, value: number, blank: boolean): { face: Box; value: Box } {
  const look = { blank, highlight: false };
  const whole = tileSprite(side, shown, value, look).data();
  const bare = tileSprite(side, '?', value, look).data();
  return {
    face: boxOf(side, (i) => dark(whole, i) && !dark(bare, i)),
    value: blank ? null : boxOf(side, (i) => dark(bare, i)),
  };
}

const apart = (a: NonNullable<Box>, b: NonNullable<Box>) => a.right < b.left || b.right < a.left || a.bottom < b.top || b.bottom < a.top;

describe('every face of every tile set', () => {
  it.each(SETS)('%s: the fonts hold every face (Ñ Ä Ö Ü, CH LL RR), so none falls back to a system font', (set) => {
    const a = alphabetOf(set);
    for (const letter of a.letters) expect(printable(face(a, letter)), letter).toBe(face(a, letter));
  });

  it('the stand-ins for two-letter tiles are never drawn: only their faces', () => {
    const spanish = ALPHABETS.spanish;
    for (const [stand, shown] of Object.entries(spanish.digraphs)) {
      expect(face(spanish, stand)).toBe(shown);
      expect([...shown]).toHaveLength(2);
    }
  });

  it.each(SETS.flatMap((set) => SIDES.map((side) => [set, side] as const)))(
    '%s at %i px: each face inside its tile, clear of the last-play ring and of the value, tall enough on a phone',
    (set, side) => {
      const a = alphabetOf(set);
      const ring = side * 0.06;
      for (const letter of a.letters) {
        const shown = face(a, letter);
        for (const blank of [false, true]) {
          const ink = inkOf(side, shown, TILE_SETS[set].values[letter] ?? 0, blank);
          const what = `${shown}${blank ? ' (blank)' : ''}`;
          expect(ink.face, what).not.toBeNull();
          const f = ink.face!;
          // A mark above a capital keeps a ring's width of tile between itself and the ring.
          expect(f.top, `${what}: top`).toBeGreaterThanOrEqual(2 * ring);
          expect(f.left, `${what}: left`).toBeGreaterThanOrEqual(ring);
          expect(f.right, `${what}: right`).toBeLessThan(side - ring);
          expect(f.bottom, `${what}: bottom`).toBeLessThan(side - ring);
          if (ink.value) expect(apart(f, ink.value), `${what}: face and value apart`).toBe(true);
          // On a phone a board's letters stand at least 7 px tall, as its values do.
          if (side === BOARD_SIDE) expect((f.bottom - f.top + 1) * PHONE, `${what}: height on a phone`).toBeGreaterThanOrEqual(7);
        }
      }
    },
  );

  it('a two-letter face is drawn as two letters, wider than one', () => {
    for (const side of SIDES) {
      const width = (shown: string) => {
        const b = inkOf(side, shown, 8, false).face!;
        return b.right - b.left;
      };
      for (const pair of ['CH', 'LL', 'RR']) expect(width(pair), `${pair} at ${side}`).toBeGreaterThan(width(pair[0]!));
    }
  });
});

interface Decoded {
  width: number;
  height: number;
  data: Buffer;
}

async function decode(png: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The pixels of a part of square (row, col), as fractions of the square (x0..x1, y0..y1). */
function squarePart(img: Decoded, view: PublicView, row: number, col: number, [x0, x1, y0, y1]: number[]): string {
  const g = geometry(DEFAULT_CELL, headerHeight(view, DEFAULT_CELL));
  const side = DEFAULT_CELL - g.gap;
  const left = g.gridX + col * DEFAULT_CELL;
  const top = g.gridY + row * DEFAULT_CELL;
  const out: number[] = [];
  for (let y = Math.floor(top + y0! * side); y < top + y1! * side; y++) {
    const at = (y * img.width + Math.floor(left + x0! * side)) * 3;
    out.push(...img.data.subarray(at, at + Math.ceil((x1! - x0!) * side) * 3));
  }
  return Buffer.from(out).toString('base64');
}

/** The value's corner of a square (no letter reaches it), under a blank's larger letter, and above and left of the value. */
const CORNER = [0.6, 0.97, 0.6, 0.93];
const BLANK_CORNER = [0.6, 0.97, 0.75, 0.93];
const LETTER_AREA = [0.05, 0.58, 0.05, 0.5];
const WHOLE = [0, 1, 0, 1];

/**
 * The same board with each tile replaced by a letter that stands for its value alone: A is
 * worth 1, B 2 ... J 10 (a blank stays a blank). Its value corners show what each value looks like.
 */
function valuesAsLetters(view: PublicView): PublicView {
  const values: Record<string, number> = { '?': 0 };
  for (let v = 1; v <= 10; v++) values[String.fromCharCode(64 + v)] = v;
  const board = view.board.map((row) =>
    [...row].map((ch) => (ch === '.' ? ch : ch !== ch.toUpperCase() ? 'e' : String.fromCharCode(64 + view.values[ch]!))).join(''),
  );
  return { ...view, rules: { ...view.rules, tileSet: 'standard' }, values, board, lastMove: { ...view.lastMove!, move: undefined } };
}

/** The same board with each marked or two-letter tile written as its plain base letter (a blank stays a blank). */
function withBaseLetters(view: PublicView): { view: PublicView; changed: Set<string> } {
  const base: Record<string, string> = { Ĉ: 'C', Ŀ: 'L', Ř: 'R', Ñ: 'N', Ä: 'A', Ö: 'O', Ü: 'U' };
  const changed = new Set<string>();
  const board = view.board.map((row, r) =>
    [...row].map((ch, c) => {
      const plain = base[ch.toUpperCase()];
      if (!plain) return ch;
      changed.add(`${r},${c}`);
      return ch === ch.toUpperCase() ? plain : plain.toLowerCase();
    }).join(''),
  );
  return { view: { ...view, board }, changed };
}

describe.each([
  ['Spanish', spanishView, SPANISH_WORDS, 'ĈĿŘÑĉŀřñ'],
  ['German', germanView, GERMAN_WORDS, 'ÄÖÜäöü'],
] as const)('a %s board', (_name, makeView, words, special) => {
  const view = makeView();

  it(`holds each of ${special} as a tile or a blank`, () => {
    const all = layWords(words).join('');
    for (const ch of special) expect(all, ch).toContain(ch);
  });

  it('draws each marked or two-letter tile with its own face, not its base letter, and every other tile as it was', async () => {
    const img = await decode(await renderBoard(view));
    const { view: plain, changed } = withBaseLetters(view);
    const other = await decode(await renderBoard(plain));
    expect(changed.size).toBeGreaterThanOrEqual(special.length);
    view.board.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        if (ch === '.') return;
        const where = `${ch} at ${r},${c}`;
        if (changed.has(`${r},${c}`)) expect(squarePart(img, view, r, c, LETTER_AREA), where).not.toBe(squarePart(other, plain, r, c, LETTER_AREA));
        else expect(squarePart(img, view, r, c, WHOLE), where).toBe(squarePart(other, plain, r, c, WHOLE));
      }),
    );
  });

  it('draws each square as the tile with its face (CH for the engine\'s Ĉ) and the tile set\'s value, the last play lit', async () => {
    const img = await decode(await renderBoard(view));
    const palette = themePalette();
    const shown: Record<string, string> = { Ĉ: 'CH', Ŀ: 'LL', Ř: 'RR' };
    const lit = new Set(view.lastMove!.squares.map((q) => `${q.row},${q.col}`));
    const set = TILE_SETS[view.rules.tileSet];
    view.board.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        if (ch === '.') return;
        const letter = ch.toUpperCase();
        const blank = ch !== letter;
        const sprite = palette.indices(tileSprite(BOARD_SIDE, shown[letter] ?? letter, blank ? 0 : set.values[letter]!, { blank, highlight: lit.has(`${r},${c}`) }));
        const rgb = Buffer.from([...sprite].flatMap((i) => { const k = palette.colors[i]!; return [k & 255, (k >> 8) & 255, (k >> 16) & 255]; }));
        expect(squarePart(img, view, r, c, WHOLE), `${ch} at ${r},${c}`).toBe(rgb.toString('base64'));
      }),
    );
  });

  it('draws the tile set\'s value on each tile (the corner of a tile of that value), and none on a blank', async () => {
    const img = await decode(await renderBoard(view));
    const digits = valuesAsLetters(view);
    const ref = await decode(await renderBoard(digits));
    let checked = 0;
    view.board.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        if (ch === '.') return;
        checked++;
        const part = ch === ch.toUpperCase() ? CORNER : BLANK_CORNER;
        expect(squarePart(img, view, r, c, part), `value of ${ch} (${view.values[ch.toUpperCase()]}) at ${r},${c}`).toBe(squarePart(ref, digits, r, c, part));
      }),
    );
    expect(checked).toBe(layWords(words).join('').replace(/\./g, '').length);
  });

  it('names the last play by its faces on the image', async () => {
    const { lastMoveRuns } = await import('../src/render/panel.js');
    const text = lastMoveRuns(view, ['Ada', 'Grace']).map(([t]) => t).join('');
    const a = alphabetOf(view.rules.tileSet);
    const last = words[words.length - 1]!;
    expect(text).toContain([...last.tiles].map((t) => face(a, t)).join(''));
    // Every character is one the fonts draw (a stand-in such as Ĉ is not).
    for (const ch of text.replace(/ /g, '')) expect(printable(ch), ch).toBe(ch);
    // Words handed in for the move are drawn with faces too.
    const handed = lastMoveRuns(view, ['Ada', 'Grace'], { lastMove: `${last.tiles} played` }).map(([t]) => t).join('');
    expect(handed).toContain(`${[...last.tiles].map((t) => face(a, t)).join('')} played`);
  });
});

describe('racks in the other sets', () => {
  it.each([
    ['spanish', 'ĈŀŘÑ?AK', 'ĈĿŘÑ?A'],
    ['german', 'ÄÖÜ?ÑQ', 'ÄÖÜ?Q'],
    ['french', FRENCH_RACK, FRENCH_RACK],
    ['italian', 'JKWXYZA', 'ZA'],
    ['standard', 'ÑAÄ?', 'A?'],
  ] as const)('%s: %s keeps the set\'s tiles (%s) and leaves the rest out', (set, rack, kept) => {
    expect(rackTiles(rack, set).join('')).toBe(kept);
  });

  /** A part of each of a rack image's tiles (fractions of the tile: x0..x1, y0..y1), `t` px tiles. */
  async function parts(png: Buffer, n: number, [x0, x1, y0, y1]: number[], t = 96): Promise<string[]> {
    const img = await decode(png);
    const gap = Math.round(t * 0.12);
    const pad = Math.round(t * 0.22);
    return Array.from({ length: n }, (_, i) => {
      const out: number[] = [];
      for (let y = pad + Math.floor(y0! * t); y < pad + y1! * t; y++) {
        const at = (y * img.width + pad + i * (t + gap) + Math.floor(x0! * t)) * 3;
        out.push(...img.data.subarray(at, at + Math.ceil((x1! - x0!) * t) * 3));
      }
      return Buffer.from(out).toString('base64');
    });
  }
  const corners = (png: Buffer, n: number) => parts(png, n, CORNER);

  it('a French rack shows K W X Y Z at 10, as the English Q, not at their English values', async () => {
    const french = await corners(await renderRack(FRENCH_RACK, 'french'), 7);
    const tens = await corners(await renderRack('QQQQQE?', 'standard'), 7);
    const english = await corners(await renderRack(FRENCH_RACK, 'standard'), 7);
    expect(french).toEqual(tens);
    // English values K 5, W 4, X 8, Y 4 (Z is 10 in both).
    for (const i of [0, 1, 2, 3]) expect(french[i], FRENCH_RACK[i]).not.toBe(english[i]);
  });

  it('a Spanish rack draws CH, LL, RR and Ñ by their faces: each differs from its base letter where the letter is', async () => {
    // Above the value and left of it: only the letter is drawn there.
    const letterArea = [0.05, 0.58, 0.05, 0.5];
    const faces = await parts(await renderRack('ĈĿŘÑ?AE', 'spanish'), 7, letterArea);
    const base = await parts(await renderRack('CLRN?AE', 'spanish'), 7, letterArea);
    for (let i = 0; i < 4; i++) expect(faces[i], 'ĈĿŘÑ'[i]).not.toBe(base[i]);
    expect(faces.slice(4)).toEqual(base.slice(4));
  });

  it('a puzzle draws the rack in the game\'s tiles', async () => {
    const view = spanishView();
    const words = { board: {}, rack: 'Rack' };
    const faces = await renderPuzzle(view, 'ĈĿŘÑ?AE', words);
    expect(faces.equals(await renderPuzzle(view, 'CLRN?AE', words))).toBe(false);
    // Letters outside the set are left out: a rack of them is drawn as an empty one.
    expect((await renderPuzzle(view, 'KW', words)).equals(await renderPuzzle(view, '', words))).toBe(true);
  });
});
