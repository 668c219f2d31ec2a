/**
 * The render CLI, the CGP-to-view helper and the font checks behind the images.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCgp } from '../src/engine/cgp.js';
import { run } from '../src/cli/render.js';
import { viewFromCgp } from '../src/render/cgp-view.js';
import { EMPTY_CGP, LATE_GAME_CGP, lateGameView } from '../src/render/fixtures.js';
import { printable } from '../src/render/fonts.js';
import { renderBoard } from '../src/render/index.js';

describe('scrabble render', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-cli-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws a position with names, scores, the last play and a variant board', async () => {
    const out = join(dir, 'board.png');
    const code = await run([LATE_GAME_CGP, '-o', out, '--names', 'Ada,Grace', '--last', '13E .ABbLERS', '--last-score', '74']);
    expect(code).toBe(0);
    const png = readFileSync(out);
    // The same picture as the fixture view the renderer tests check pixel by pixel.
    expect(png.equals(await renderBoard(lateGameView()))).toBe(true);

    const duel = join(dir, 'duel.png');
    expect(await run([EMPTY_CGP, '-o', duel, '--board', 'letterPremiumsOnly', '--cell', '40'])).toBe(0);
    const meta = await sharp(readFileSync(duel)).metadata();
    expect(meta.width).toBeLessThan(700);
  });

  it('draws a rack', async () => {
    const out = join(dir, 'rack.png');
    expect(await run(['--rack', 'AEINRS?', '-o', out])).toBe(0);
    const meta = await sharp(readFileSync(out)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width! / meta.height!).toBeGreaterThan(4);
  });

  it.each([
    [['not a cgp'], /bad CGP/],
    [[], /one CGP position/],
    [['--rack', 'AB1'], /bad rack/],
    [[EMPTY_CGP, '--preset', 'nope'], /unknown preset/],
    [[EMPTY_CGP, '--board', 'round'], /unknown board/],
    [[EMPTY_CGP, '--last', '8H Q!'], /bad-word/],
    [[EMPTY_CGP, '--cell', '3'], /--cell/],
    [[EMPTY_CGP, '--bogus'], /Unknown option/],
  ])('refuses %j', async (args, message) => {
    expect(await run(args as string[])).toBe(1);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(message);
  });
});

describe('viewFromCgp', () => {
  const pos = (cgp: string) => {
    const p = parseCgp(cgp);
    if (!p.ok) throw new Error(p.error.detail);
    return p.value;
  };

  it('counts the bag from what is not on the board or a known rack', () => {
    const empty = viewFromCgp(pos(EMPTY_CGP));
    expect(empty.ok && empty.value.bagCount).toBe(100 - 7 - 7);
    const late = lateGameView();
    expect(late.bagCount).toBe(0);
    expect(late.players.map((p) => p.rackCount)).toEqual([7, 100 - 88 - 7]);
    expect(late.turn).toBe(0);
  });

  it('highlights only the tiles a play placed', () => {
    const v = viewFromCgp(pos(LATE_GAME_CGP), { lastMove: 'L11 (I)ON', lastScore: 8 });
    if (!v.ok) throw new Error(v.error.code);
    expect(v.value.lastMove?.squares).toEqual([{ row: 11, col: 11 }, { row: 12, col: 11 }]);
  });

  it('takes the board and the tile values of a preset', () => {
    const v = viewFromCgp(pos(EMPTY_CGP), { preset: 'duel' });
    if (!v.ok) throw new Error(v.error.code);
    expect(v.value.premiums[0]![0]).toBe('');
    expect(v.value.premiums[0]![3]).toBe('DL');
    expect(viewFromCgp(pos(EMPTY_CGP), { preset: 'nope' }).ok).toBe(false);
  });
});

describe('printable names', () => {
  it('keeps what the bundled fonts draw and drops the rest', () => {
    expect(printable('Zoë  Łukasz')).toBe('Zoë Łukasz');
    expect(printable('Kō 🦊')).toBe('Ko');
    expect(printable('Жанна')).toBe('');
    expect(printable('tab\there')).toBe('tab here');
  });
});
