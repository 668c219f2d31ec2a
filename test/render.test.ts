/**
 * Board and rack images: decoded and checked pixel by pixel at known squares.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BOARD_LAYOUTS, BOARD_SIZE, type Premium } from '../src/engine/board.js';
import { createGame, PRESETS } from '../src/engine/index.js';
import { privateView, publicView, type PrivateView, type PublicView } from '../src/engine/views.js';
import { DEFAULT_CELL, geometry } from '../src/render/board.js';
import { emptyViews, lateGameView } from '../src/render/fixtures.js';
import { renderBoard, renderRack } from '../src/render/index.js';
import { createCanvas } from '@napi-rs/canvas';
import { clockText, headerHeight, lastMoveRuns, layoutLine, shortDuration, TEXT } from '../src/render/panel.js';
import { CAP_HEIGHT, font } from '../src/render/fonts.js';
import { COLORS, PREMIUM_STYLE } from '../src/render/theme.js';

interface Decoded {
  width: number;
  height: number;
  /** [r, g, b] at a pixel. */
  at(x: number, y: number): [number, number, number];
}

async function decode(png: Buffer): Promise<Decoded> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at(x, y) {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function expectColor(actual: [number, number, number], hex: string, where: string): void {
  const want = rgb(hex);
  const off = Math.max(...actual.map((c, i) => Math.abs(c - want[i]!)));
  expect(off, `${where}: got rgb(${actual.join(',')}), want ${hex}`).toBeLessThanOrEqual(2);
}

const dark = ([r, g, b]: [number, number, number]) => 0.3 * r + 0.59 * g + 0.11 * b < 110;

/** Pixel positions inside square (row, col) of a board image, as fractions of the square. */
function squareAt(view: PublicView, cell = DEFAULT_CELL) {
  const g = geometry(cell, headerHeight(view, cell));
  const side = cell - g.gap;
  return (row: number, col: number, fx: number, fy: number) =>
    [g.gridX + col * cell + fx * side, g.gridY + row * cell + fy * side] as const;
}

const squareColor = (p: Premium) => (p ? PREMIUM_STYLE[p].fill : COLORS.square);

describe('board image', () => {
  it.each(PRESETS.map((p) => p.id))('draws the empty board of %s, every square in its colour', async (id) => {
    const preset = PRESETS.find((p) => p.id === id)!;
    const players = [{ id: 'a', name: 'Ada' }, { id: 'b', name: 'Grace' }];
    const game = createGame({ rules: preset.rules, players, seed: 'render', ages: [30, 40] });
    if (!game.ok) throw new Error(game.error.code);
    const view = publicView(game.value);
    const img = await decode(await renderBoard(view));
    const g = geometry(DEFAULT_CELL, headerHeight(view, DEFAULT_CELL));
    expect([img.width, img.height]).toEqual([g.width, g.height]);
    expect(img.width).toBeGreaterThanOrEqual(900);

    const premiums = BOARD_LAYOUTS[preset.rules.board].premiums;
    const at = squareAt(view);
    for (let row = 0; row < BOARD_SIZE; row++) {
      for (let col = 0; col < BOARD_SIZE; col++) {
        // Near the corner: clear of the label and the centre star.
        expectColor(img.at(...at(row, col, 0.1, 0.1)), squareColor(premiums[row]![col]!), `square ${row},${col}`);
      }
    }
    // Labels: the middle of a premium square holds label ink, the middle of a plain one does not.
    const labelled = premiums.flatMap((r, row) => r.flatMap((p, col) => (p ? [[row, col, p] as const] : [])));
    expect(labelled.length).toBeGreaterThan(0);
    for (const [row, col, p] of labelled.filter(([r, c]) => r !== 7 || c !== 7)) {
      const ink = rgb(PREMIUM_STYLE[p].text);
      let hits = 0;
      for (let fx = 0.2; fx <= 0.8; fx += 0.05) {
        const px = img.at(...at(row, col, fx, 0.5));
        if (Math.max(...px.map((c, i) => Math.abs(c - ink[i]!))) < 40) hits++;
      }
      expect(hits, `label on ${p} at ${row},${col}`).toBeGreaterThan(0);
    }
  });

  it('draws only letter premiums on the duel board, and the word squares plain', async () => {
    const duel = emptyViews().find((v) => v.preset === 'duel')!.view;
    const img = await decode(await renderBoard(duel));
    const at = squareAt(duel);
    expectColor(img.at(...at(0, 0, 0.1, 0.1)), COLORS.square, 'A1 (TW on the standard board)');
    expectColor(img.at(...at(1, 1, 0.1, 0.1)), COLORS.square, 'B2 (DW on the standard board)');
    expectColor(img.at(...at(0, 3, 0.1, 0.1)), PREMIUM_STYLE.DL.fill, 'D1');
    expectColor(img.at(...at(1, 5, 0.1, 0.1)), PREMIUM_STYLE.TL.fill, 'F2');
  });

  it('draws tiles with letters and values, blanks without a value, and the last play marked', async () => {
    const view = lateGameView();
    const img = await decode(await renderBoard(view));
    const at = squareAt(view);
    const last = new Set(view.lastMove!.squares.map((s) => `${s.row},${s.col}`));
    expect(last.size).toBe(7);
    let tiles = 0;
    for (let row = 0; row < BOARD_SIZE; row++) {
      for (let col = 0; col < BOARD_SIZE; col++) {
        const ch = view.board[row]![col]!;
        const face = img.at(...at(row, col, 0.5, 0.1));
        if (ch === '.') {
          expectColor(img.at(...at(row, col, 0.1, 0.1)), squareColor(view.premiums[row]![col]!), `empty ${row},${col}`);
          continue;
        }
        tiles++;
        const blank = ch >= 'a' && ch <= 'z';
        const marked = last.has(`${row},${col}`);
        expectColor(face, blank ? COLORS.blank : marked ? COLORS.last : COLORS.tile, `tile ${ch} at ${row},${col}`);
        // The ring of the last play runs along the tile's edge.
        const edge = img.at(...at(row, col, 0.5, 0.03));
        if (marked) expectColor(edge, COLORS.lastRing, `ring at ${row},${col}`);
        else expect(edge).not.toEqual(rgb(COLORS.lastRing));
        // Value corner: ink on a lettered tile, bare on a blank.
        let ink = 0;
        for (let fx = 0.7; fx < 0.93; fx += 0.03) for (let fy = 0.62; fy < 0.86; fy += 0.03) if (dark(img.at(...at(row, col, fx, fy)))) ink++;
        if (blank) expect(ink, `no value on blank at ${row},${col}`).toBe(0);
        else expect(ink, `value on ${ch} at ${row},${col}`).toBeGreaterThan(0);
      }
    }
    expect(tiles).toBe(88);
    // The stem of I (J1) crosses the middle of its letter box, up and left of the value.
    expect(dark(img.at(...at(0, 9, 0.37, 0.38)))).toBe(true);
  });

  it('stays legible at the width a phone shows it (400 px): the grid fills the width, values stand 7 px tall or more', async () => {
    const view = lateGameView();
    const img = await decode(await renderBoard(view));
    const g = geometry(DEFAULT_CELL, headerHeight(view, DEFAULT_CELL));
    const phone = 400 / img.width;
    expect((15 * g.cell) / img.width).toBeGreaterThan(0.94);
    const at = squareAt(view);
    // Names, notes and the lines under the cards: capitals about 10 px tall on the phone.
    for (const [what, size] of Object.entries(TEXT)) expect(CAP_HEIGHT * size * DEFAULT_CELL * phone, what).toBeGreaterThanOrEqual(9.5);
    // The value of each tile of QAID (row 2): the height of its ink, scaled to the phone's width.
    for (const [col, letter] of [[3, 'Q'], [4, 'A'], [5, 'I'], [6, 'D']] as const) {
      expect(view.board[1]![col]).toBe(letter);
      let top = Infinity;
      let bottom = -Infinity;
      for (let fy = 0.5; fy < 1; fy += 0.01) {
        for (let fx = 0.62; fx < 0.97; fx += 0.01) {
          if (!dark(img.at(...at(1, col, fx, fy)))) continue;
          const y = at(1, col, fx, fy)[1];
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      expect((bottom - top) * phone, `value of ${letter}`).toBeGreaterThanOrEqual(letter === 'Q' ? 7 : 8.5);
    }
  });

  it('marks the player to move, and the winner once the game is over', async () => {
    const cell = DEFAULT_CELL;
    const pad = geometry(cell, 0).pad;
    const chip = (img: Decoded, i: number) => img.at(pad + cell * 0.1 + i * (img.width / 2), pad + cell * 0.8);
    const playing = await decode(await renderBoard(lateGameView()));
    expectColor(chip(playing, 0), COLORS.accent, 'card of the player to move');
    expectColor(chip(playing, 1), COLORS.chip, 'card of the other player');
    const over = await decode(await renderBoard(lateGameView({ over: true })));
    expectColor(chip(over, 0), COLORS.chip, 'card of the loser');
    expectColor(chip(over, 1), COLORS.winner, 'card of the winner');
    expect(over.height).toBeGreaterThan(playing.height);
  });

  it('adds the match to the panel of a two-game match', async () => {
    const game1 = { reason: 'went-out' as const, scores: [402, 377], scoresBeforeAdjustments: [402, 377], winners: [0] };
    const plain = lateGameView({ preset: 'match' });
    const match = { ...plain, match: { game: 2, games: [game1], records: [[]], firstOfGameOne: 0, totals: null, winners: null } };
    const a = await decode(await renderBoard(plain));
    const b = await decode(await renderBoard(match));
    expect(b.height).toBeGreaterThan(a.height);
  });

  it('gives the same bytes for the same view', async () => {
    const view = lateGameView();
    expect((await renderBoard(view)).equals(await renderBoard(structuredClone(view)))).toBe(true);
  });

  it('stays within the size goal', async () => {
    expect((await renderBoard(lateGameView())).length).toBeLessThan(200 * 1024);
  });

  it('takes a public view only', async () => {
    const players = [{ id: 'a', name: 'Ada' }, { id: 'b', name: 'Grace' }];
    const game = createGame({ rules: PRESETS[0]!.rules, players, seed: 'secret' });
    if (!game.ok) throw new Error(game.error.code);
    const secret: PrivateView = privateView(game.value, 0);
    // @ts-expect-error a private view holds a rack and must not reach a public image
    await expect(renderBoard(secret)).rejects.toThrow(TypeError);
    await expect(renderBoard({ ...secret.public, view: 'private' } as unknown as PublicView)).rejects.toThrow(TypeError);
    await expect(renderBoard(secret.public)).resolves.toBeInstanceOf(Buffer);
  });
});

describe('rack image', () => {
  it('draws each tile with its value, the blank plain', async () => {
    const img = await decode(await renderRack('AEINRS?', 'standard', { tile: 96 }));
    const t = 96;
    const gap = Math.round(t * 0.12);
    const pad = Math.round(t * 0.22);
    expect([img.width, img.height]).toEqual([pad * 2 + 7 * t + 6 * gap, pad * 2 + t + Math.round(t * 0.16)]);
    for (let i = 0; i < 7; i++) {
      const x = (f: number) => pad + i * (t + gap) + f * t;
      const y = (f: number) => pad + f * t;
      expectColor(img.at(x(0.5), y(0.08)), i === 6 ? COLORS.blank : COLORS.tile, `tile ${i}`);
      let ink = 0;
      for (let fx = 0.7; fx < 0.93; fx += 0.03) for (let fy = 0.62; fy < 0.86; fy += 0.03) if (dark(img.at(x(fx), y(fy)))) ink++;
      if (i === 6) expect(ink).toBe(0);
      else expect(ink).toBeGreaterThan(0);
    }
    // The stem of I, the third tile.
    expect(dark(img.at(pad + 2 * (t + gap) + 0.37 * t, pad + 0.38 * t))).toBe(true);
  });

  it('draws an empty rack', async () => {
    const img = await decode(await renderRack('', 'standard'));
    expect(img.width).toBeGreaterThan(0);
  });
});

describe('the last move on the image', () => {
  it('names the whole word and its square, not the notation\'s dots', () => {
    const view = lateGameView();
    expect(view.lastMove!.move).toBe('13E .ABbLERS');
    const text = lastMoveRuns(view, ['Ada', 'Grace']).map(([t]) => t).join('');
    expect(text).toBe(`Grace: ${view.board[12]![4]}ABbLERS (13E)  +74`);
    expect(text).not.toMatch(/\.[A-Za-z]/);
  });

  it('draws the words it is handed for the move, its player\'s name and score from the data', () => {
    const view = lateGameView();
    const withdrawn = lastMoveRuns({ ...view, lastMove: { ...view.lastMove!, kind: 'withdrawn', score: -74 } }, ['Ada', 'Grace'], { lastMove: 'DABbLERS (13E) withdrawn' });
    expect(withdrawn.map(([t]) => t).join('')).toBe('Grace: DABbLERS (13E) withdrawn  −74');
    // A score lost is drawn in the loss colour, a score gained in the gain colour.
    expect(withdrawn.at(-1)![1]).toBe(COLORS.loss);
    expect(lastMoveRuns(view, ['Ada', 'Grace']).at(-1)![1]).toBe(COLORS.accent);
    const passed = lastMoveRuns({ ...view, lastMove: { player: 0, kind: 'pass', score: 0, squares: [] } }, ['Ada', 'Grace'], { lastMove: 'passed' });
    expect(passed.map(([t]) => t).join('')).toBe('Ada: passed');
  });
});

describe('a line too long for the image', () => {
  const ctx = createCanvas(8, 8).getContext('2d');
  const px = DEFAULT_CELL * TEXT.line;
  const view = lateGameView();
  const runs = lastMoveRuns(view, ['Ada', 'Computer (Club)'], { lastMove: 'NAILsET (11B) (s is a blank)' });
  const whole = layoutLine(ctx, runs, 10_000, px);
  const full = (shown: (string | null)[]) => shown.join('');
  const widthOf = (shown: (string | null)[], of = runs) => shown.reduce((w, t, i) => {
    ctx.font = font(px, of[i]![2] ? 700 : 400);
    return w + (t ? ctx.measureText(t).width : 0);
  }, 0);

  it('shows every run whole when it fits', () => {
    expect(full(whole)).toBe('Computer (Club): NAILsET (11B) (s is a blank)  +74');
  });

  it("keeps the play's score whole and cuts the play before it", () => {
    const room = widthOf(whole) * 0.8;
    const shown = layoutLine(ctx, runs, room, px);
    expect(shown.at(-1)).toBe('  +74');
    expect(shown[1]).toMatch(/^NAILsET \(11B\).*…$/);
    expect(shown[1]!.length).toBeLessThan(runs[1]![0].length);
  });

  it('cuts a line with no kept run where it runs out, and shows nothing after', () => {
    const notice = [['Game over: ', COLORS.muted, false], ['Computer (Club) wins 420–380', COLORS.ink, true], ['  (a resignation)', COLORS.muted, false]] as Parameters<typeof layoutLine>[1];
    const shown = layoutLine(ctx, notice, widthOf(layoutLine(ctx, notice, 10_000, px), notice) * 0.6, px);
    expect(shown[0]).toBe('Game over: ');
    expect(shown[1]).toMatch(/…$/);
    expect(shown[2]).toBeNull();
  });
});

describe('the turn clock on the image', () => {
  it.each([
    [0, '0:00'],
    [999, '0:01'],
    [160_000, '2:40'],
    [3_599_000, '59:59'],
    [3_600_000, '1h 00m'],
    [25 * 3_600_000 + 5 * 60_000, '25h 05m'],
    [72 * 3_600_000, '3d 0h'],
  ])('%i ms left reads %s', (ms, text) => {
    expect(shortDuration(ms)).toBe(text);
  });

  it('shows this turn\'s time, then the bank after a plus', () => {
    expect(clockText({ player: 0, turnLeftMs: 160_000, bankLeftMs: 600_000 })).toBe('2:40 + 10:00');
    expect(clockText({ player: 1, turnLeftMs: 0, bankLeftMs: 0 })).toBe('0:00');
  });

  it('is drawn on the card of the player whose time runs, and nowhere else', async () => {
    const view = lateGameView();
    const plain = await decode(await renderBoard(view));
    const timed = await decode(await renderBoard(view, { clock: { player: 0, turnLeftMs: 160_000, bankLeftMs: 600_000 } }));
    expect([timed.width, timed.height]).toEqual([plain.width, plain.height]);
    const cardH = Math.round(DEFAULT_CELL * 1.75);
    const changed = (x0: number, x1: number, y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y += 2) for (let x = x0; x < x1; x += 2) if (plain.at(x, y).join() !== timed.at(x, y).join()) n++;
      return n;
    };
    const half = Math.floor(plain.width / 2);
    // The right half of the first card's top (Ada to move) shows the time; the other card and the grid do not change.
    expect(changed(half - DEFAULT_CELL * 4, half - 10, 0, cardH)).toBeGreaterThan(50);
    expect(changed(half + 10, plain.width, 0, plain.height)).toBe(0);
    expect(changed(0, plain.width, cardH + DEFAULT_CELL, plain.height)).toBe(0);
    // Over, no clock is drawn.
    const over = lateGameView({ over: true });
    expect(await renderBoard(over, { clock: { player: 0, turnLeftMs: 160_000, bankLeftMs: 0 } })).toEqual(await renderBoard(over));
  });
});
