/**
 * `npm run bench:render`: how long a board image takes and how big it is, with each
 * choice behind the defaults measured side by side: how the board is drawn (the grid
 * and the tiles drawn once and copied), how it is written (sharp's PNG, or our palette
 * PNG compressed in bands that are kept while no move touches them), the zlib level,
 * the image size, how far the palette is from the drawing, and how many boards a second
 * the render workers turn out, per core.
 * Goals for a late-game board: 4 ms or less drawn and written (median, one core), 150 KB
 * or less, and 200 boards a second or more with two workers on two cores.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PublicView } from '../engine/views.js';
import { bandCache, boardPng, drawBoard, drawRack } from '../render/index.js';
import { emptyViews, lateGameReplay, lateGameView } from '../render/fixtures.js';
import { palettePng, themePalette } from '../render/palette.js';
import { rackPng } from '../render/rack-png.js';
import { BAND_LEVEL } from '../render/png.js';
import { defaultRenderWorkers, RenderPool } from '../render/pool.js';

const ITER = Number(process.env.BENCH_ITER ?? 25);
const GOAL_MS = 4;
const GOAL_KB = 150;
const GOAL_PER_SECOND = 200;

function median(f: () => unknown, n = ITER): number {
  f();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

async function medianAsync(f: () => Promise<unknown>, n = ITER): Promise<number> {
  await f();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

const ms = (x: number) => x.toFixed(1).padStart(7);
const kb = (bytes: number) => String(Math.round(bytes / 1024)).padStart(6);

/** The canvas with its pixels read back: drawing is only recorded until then. */
function drawn(canvas: Canvas): Canvas {
  canvas.data();
  return canvas;
}

// Each image is encoded once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** How boards were written before (sharp, RGB, no filtering), and sharp's own palette quantizer. */
function sharpPng(canvas: Canvas, opts: { level?: number; palette?: boolean } = {}): Promise<Buffer> {
  const raw = sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } }).removeAlpha();
  return opts.palette
    ? raw.png({ palette: true, effort: 1, dither: 0 }).toBuffer()
    : raw.png({ compressionLevel: opts.level ?? 2, adaptiveFiltering: false }).toBuffer();
}

/** Median time of a board drawn right after the one before it in the game, that one's bands in the cache. */
function afterAMove(views: readonly PublicView[]): number {
  const times: number[] = [];
  for (let round = 0; round < Math.max(1, Math.ceil(ITER / views.length)); round++) {
    for (let i = 1; i < views.length; i++) {
      bandCache.clear();
      boardPng(views[i - 1]!);
      const t = performance.now();
      boardPng(views[i]!);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * The late game drawn and written three ways, taking turns so that other work on the
 * machine falls on each alike: as before (the grid copied, tiles drawn in place, sharp's
 * RGB PNG), now right after the game's board before it, and now with no band kept.
 */
async function boards(late: PublicView, empty: PublicView, replay: readonly PublicView[]): Promise<void> {
  console.log(`Images as the bot draws them (palette PNG in bands), median of ${ITER}; goal for the late game: <=${GOAL_MS} ms, <=${GOAL_KB} KB`);
  console.log('image                                                    pixels       ms   PNG KB');
  const row = (name: string, size: { width: number; height: number }, t: number, bytes: number, goal = '') =>
    console.log(`${name.padEnd(56)} ${`${size.width}x${size.height}`.padEnd(10)} ${ms(t)}   ${kb(bytes)}${goal}`);
  const met = (t: number, bytes: number) => (t <= GOAL_MS && bytes <= GOAL_KB * 1024 ? '  goal met' : '  goal MISSED');
  const before = () => sharpPng(drawn(drawBoard(late, { freshTiles: true })));
  const times: [number[], number[], number[]] = [[], [], []];
  await before();
  for (let i = 0; i < Math.max(ITER, replay.length - 1); i++) {
    let t = performance.now();
    await before();
    times[0].push(performance.now() - t);
    t = performance.now();
    boardPng(late, { noCache: true });
    times[1].push(performance.now() - t);
    const move = 1 + (i % (replay.length - 1));
    bandCache.clear();
    boardPng(replay[move - 1]!);
    t = performance.now();
    boardPng(replay[move]!);
    times[2].push(performance.now() - t);
  }
  const [was, cold, moved] = times.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!) as [number, number, number];
  const size = drawBoard(late);
  const bytes = boardPng(late).length;
  row('empty board, no band kept', size, median(() => boardPng(empty, { noCache: true })), boardPng(empty).length);
  row('late game, before (tiles drawn in place, sharp RGB PNG)', size, was, (await before()).length);
  row(`late game, after a move (the game's ${replay.length - 1} moves in turn)`, size, moved, bytes, met(moved, bytes));
  row('late game, no band kept (every band compressed)', size, cold, bytes, met(cold, bytes));
  const drawnRack = () => palettePng(drawRack('AEIRS?Q', 'standard'));
  row('rack of 7 tiles, drawn', drawRack('AEIRS?Q', 'standard'), median(drawnRack), drawnRack().length);
  // The bot's way: each tile in its square drawn once and copied (the same bytes).
  const rackRacks = ['AEIRS?Q', 'EINORST', 'AADEHLR', 'CEIMNOT', 'BEGILNU'];
  let k = 0;
  row('rack of 7 tiles, from sprites (as the bot)', drawRack('AEIRS?Q', 'standard'), median(() => rackPng(rackRacks[k++ % rackRacks.length]!, 'standard')), rackPng('AEIRS?Q', 'standard').length);
}

/** Each idea on its own, on the late-game board: ms to a finished PNG from the view. */
async function ideas(late: PublicView, replay: readonly PublicView[]): Promise<void> {
  console.log('\nWhat each idea is worth (late game; ms from the view to a finished PNG, median)');
  console.log('step                                                               ms   PNG KB');
  const rows: [string, () => Promise<Buffer> | Buffer][] = [
    ['before: grid copied, tiles drawn in place, sharp RGB level 2', () => sharpPng(drawn(drawBoard(late, { freshTiles: true })))],
    ['tile sprites drawn once and copied, sharp RGB level 2', () => sharpPng(drawn(drawBoard(late)))],
    ['tile sprites, sharp RGB level 1', () => sharpPng(drawn(drawBoard(late)), { level: 1 })],
    ['tile sprites, sharp palette (libimagequant per image)', () => sharpPng(drawn(drawBoard(late)), { palette: true })],
    ['tile sprites, theme palette, our PNG in one band', () => palettePng(drawn(drawBoard(late)))],
    ['no canvas for the grid: bands from palette sprites', () => boardPng(late, { noCache: true })],
  ];
  for (const [name, f] of rows) {
    const t = await medianAsync(async () => f(), name.includes('libimagequant') ? 7 : ITER);
    console.log(`${name.padEnd(62)} ${ms(t)}   ${kb((await f()).length)}`);
  }
  console.log(`${'bands kept while no move touches them (after a move)'.padEnd(62)} ${ms(afterAMove(replay))}   ${kb(boardPng(late).length)}`);
}

function levels(late: PublicView): void {
  console.log('\nzlib level of the bands (late game, no cache)');
  console.log('level        ms   PNG KB');
  for (const level of [1, 2, 3, 4, 6]) {
    const t = median(() => boardPng(late, { noCache: true, level }));
    console.log(`${String(level).padStart(5)}  ${ms(t)}   ${kb(boardPng(late, { noCache: true, level }).length)}${level === BAND_LEVEL ? '  [default]' : ''}`);
  }
}

function sizes(late: PublicView): void {
  console.log('\nImage size (late game, no cache): Discord scales the image to the chat width');
  console.log('cell px  pixels          ms   PNG KB');
  for (const cell of [40, 48, 58, 64, 72]) {
    boardPng(late, { cell, noCache: true });
    const t = median(() => boardPng(late, { cell, noCache: true }));
    const { width, height } = drawBoard(late, { cell });
    console.log(`${String(cell).padStart(7)}  ${`${width}x${height}`.padEnd(11)} ${ms(t)}   ${kb(boardPng(late, { cell, noCache: true }).length)}${cell === 58 ? '  [default]' : ''}`);
  }
}

/** How far the palette image is from the drawing: the largest difference in a channel, and how many pixels differ at all. */
async function fidelity(late: PublicView): Promise<void> {
  const t = performance.now();
  themePalette();
  const canvas = drawBoard(late);
  const truth = canvas.data();
  const { data } = await sharp(boardPng(late)).raw().toBuffer({ resolveWithObject: true });
  let worst = 0;
  let off = 0;
  for (let i = 0, j = 0; j < data.length; i += 4, j += 3) {
    const d = Math.max(Math.abs(truth[i]! - data[j]!), Math.abs(truth[i + 1]! - data[j + 1]!), Math.abs(truth[i + 2]! - data[j + 2]!));
    if (d > 0) off++;
    worst = Math.max(worst, d);
  }
  console.log(
    `\nPalette against the drawing (late game): ${((100 * off) / (data.length / 3)).toFixed(1)}% of pixels differ (anti-aliased edges), by at most ${worst} of 255 in a channel; palette chosen in ${(performance.now() - t).toFixed(0)} ms (first use)`,
  );
}

/** The board with every letter moved `k` along the alphabet (blanks stay blanks): rows no other board has. */
function shifted(view: PublicView, k: number): PublicView {
  const shift = (ch: string) => {
    if (ch === '.') return ch;
    const lower = ch === ch.toLowerCase();
    const next = String.fromCharCode(65 + ((ch.toUpperCase().charCodeAt(0) - 65 + k) % 26));
    return lower ? next.toLowerCase() : next;
  };
  return { ...view, board: view.board.map((row) => [...row].map(shift).join('')) };
}

/** The board seen in a mirror, left to right. */
function mirrored(view: PublicView): PublicView {
  const flip = <T extends { col: number }>(s: T): T => ({ ...s, col: 14 - s.col });
  return {
    ...view,
    board: view.board.map((row) => [...row].reverse().join('')),
    lastMove: view.lastMove && { ...view.lastMove, squares: view.lastMove.squares.map(flip) },
  };
}

async function throughput(late: PublicView, replay: readonly PublicView[]): Promise<void> {
  const cores = availableParallelism();
  console.log(`\nBurst: boards requested at once from render workers (RenderPool, as the bot), fresh workers each run, median of 3;`);
  console.log(`RENDER_WORKERS defaults to ${defaultRenderWorkers()} here (${cores} cores). Per core: boards a second for each worker`);
  console.log('workers  boards                                               done ms  boards/s  per core');
  const streams: [string, PublicView[]][] = [
    ['the same late board x 32 (its bands kept after the first)', Array.from({ length: 32 }, () => late)],
    [`a game's ${replay.length} boards in order (each after the one before)`, [...replay]],
    ['25 late boards with no row alike (no band kept)', Array.from({ length: 25 }, (_, k) => shifted(late, k + 1))],
  ];
  // The pool's workers do not keep the process alive by themselves.
  const alive = setInterval(() => {}, 1000);
  for (const workers of [...new Set([1, 2, defaultRenderWorkers(cores)])].sort()) {
    for (const [name, views] of streams) {
      const runs: number[] = [];
      for (let r = 0; r < 3; r++) {
        const pool = new RenderPool(workers);
        // Started and warm, as a bot's workers are: each has drawn a dozen boards, mirror images of
        // the late game, so no row of theirs is one the burst draws.
        await Promise.all(Array.from({ length: workers * 12 }, (_, k) => pool.renderBoard(mirrored(shifted(late, k)))));
        const t = performance.now();
        await Promise.all(views.map((v) => pool.renderBoard(v)));
        runs.push(performance.now() - t);
        await pool.close();
      }
      const wall = runs.sort((a, b) => a - b)[1]!;
      const perSecond = (views.length * 1000) / wall;
      const goal = workers === 2 ? (perSecond >= GOAL_PER_SECOND ? '  goal met (>=200/s)' : '  goal MISSED (>=200/s)') : '';
      console.log(`${String(workers).padStart(7)}  ${name.padEnd(52)} ${ms(wall)}  ${String(Math.round(perSecond)).padStart(8)}  ${String(Math.round(perSecond / workers)).padStart(8)}${goal}`);
    }
  }
  clearInterval(alive);
  bandCache.clear();
  const t = performance.now();
  for (const v of replay) boardPng(v);
  const wall = performance.now() - t;
  console.log(
    `${'0'.padStart(7)}  ${`the game's boards, in this thread`.padEnd(52)} ${ms(wall)}  ${String(Math.round((replay.length * 1000) / wall)).padStart(8)}  (the event loop waits ${(wall / replay.length).toFixed(1)} ms a board)`,
  );
}

const load = loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`${availableParallelism()} cores, load average ${load}: timings swing when other work shares the cores\n`);
const late = lateGameView();
const empty = emptyViews()[0]!.view;
const replay = lateGameReplay();
await fidelity(late);
await boards(late, empty, replay);
await ideas(late, replay);
levels(late);
sizes(late);
await throughput(late, replay);
