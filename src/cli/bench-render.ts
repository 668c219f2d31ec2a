/**
 * `npm run bench:render`: how long a board image takes and how big it is, with the
 * choices behind the defaults measured side by side: the PNG encoder and its
 * settings, the image size, the cached empty grid, and what a burst of renders
 * does to the event loop (async encode vs. a blocking one vs. worker threads).
 * Goals per board: 20 ms or less drawing and encoding together; 200 KB or less.
 */
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PublicView } from '../engine/views.js';
import { drawBoard, encodePng, encodePngCanvas, renderBoard } from '../render/index.js';
import { DEFAULT_PNG, type SharpPngOptions } from '../render/encode.js';
import { emptyViews, lateGameView } from '../render/fixtures.js';

const ITER = Number(process.env.BENCH_ITER ?? 25);
const GOAL_MS = 20;
const GOAL_KB = 200;

async function median(f: () => unknown, n = ITER): Promise<number> {
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

function sharpPng(canvas: Canvas, opts: Partial<SharpPngOptions> & { palette?: boolean }): Promise<Buffer> {
  const raw = sharp(canvas.data(), { raw: { width: canvas.width, height: canvas.height, channels: 4 } });
  const img = opts.alpha ? raw : raw.removeAlpha();
  return opts.palette
    ? img.png({ palette: true, effort: 1, dither: 0 }).toBuffer()
    : img.png({ compressionLevel: opts.level ?? 2, adaptiveFiltering: opts.adaptiveFiltering ?? false }).toBuffer();
}

async function boards(late: PublicView, empty: PublicView): Promise<void> {
  console.log(`Boards at the default size: drawing + PNG (sharp, zlib level ${DEFAULT_PNG.level}, no filtering, RGB), median of ${ITER}`);
  console.log('board        pixels       draw ms  encode ms  total ms   PNG KB  goal (<=20 ms, <=200 KB)');
  for (const [name, view] of [['empty', empty], ['late game', late]] as const) {
    const canvas = drawBoard(view);
    const draw = await median(() => drawBoard(view));
    const encode = await median(() => encodePng(canvas));
    const total = await median(() => renderBoard(view));
    const bytes = (await renderBoard(view)).length;
    const ok = total <= GOAL_MS && bytes <= GOAL_KB * 1024 ? 'met' : 'MISSED';
    console.log(
      `${name.padEnd(12)} ${`${canvas.width}x${canvas.height}`.padEnd(11)} ${ms(draw)}  ${ms(encode)}   ${ms(total)}   ${kb(bytes)}  ${ok}`,
    );
  }
}

async function encoders(view: PublicView): Promise<void> {
  const canvas = drawBoard(view);
  console.log(`\nPNG encoders on the late-game board (${canvas.width}x${canvas.height}); ms is the time to a finished PNG`);
  const rows: [string, () => Promise<Buffer> | Buffer, number?][] = [
    ['canvas encode() async, zlib default', () => encodePngCanvas(canvas), 7],
    ['canvas encodeSync(), zlib default (blocks)', () => canvas.encodeSync('png'), 7],
    ...[1, 2, 3, 4, 6].map((level): [string, () => Promise<Buffer>] => [
      `sharp RGB level ${level}, no filtering${level === DEFAULT_PNG.level ? '  [default]' : ''}`,
      () => sharpPng(canvas, { level }),
    ]),
    ['sharp RGB level 2, adaptive filtering', () => sharpPng(canvas, { level: 2, adaptiveFiltering: true }), 9],
    ['sharp RGB level 6, adaptive filtering', () => sharpPng(canvas, { level: 6, adaptiveFiltering: true }), 7],
    ['sharp RGBA level 2, no filtering', () => sharpPng(canvas, { level: 2, alpha: true })],
    ['sharp palette (libimagequant, effort 1)', () => sharpPng(canvas, { palette: true }), 7],
  ];
  console.log('encoder                                          ms   PNG KB');
  for (const [name, f, n] of rows) {
    const t = await median(f, n ?? ITER);
    console.log(`${name.padEnd(44)} ${ms(t)}   ${kb((await f()).length)}`);
  }
}

async function sizes(view: PublicView): Promise<void> {
  console.log('\nImage size (late game, default encoder): Discord scales the image to the chat width');
  console.log('cell px  pixels       draw ms  encode ms   PNG KB');
  for (const cell of [40, 48, 56, 64, 72]) {
    const canvas = drawBoard(view, { cell });
    const draw = await median(() => drawBoard(view, { cell }));
    const encode = await median(() => encodePng(canvas));
    const bytes = (await encodePng(canvas)).length;
    console.log(`${String(cell).padStart(7)}  ${`${canvas.width}x${canvas.height}`.padEnd(11)} ${ms(draw)}  ${ms(encode)}   ${kb(bytes)}`);
  }
}

async function cache(late: PublicView, empty: PublicView): Promise<void> {
  console.log('\nThe empty grid (squares, labels, coordinates) drawn once and copied, vs. drawn every time');
  console.log('board        cached ms  redrawn ms');
  for (const [name, view] of [['empty', empty], ['late game', late]] as const) {
    const cached = await median(() => drawBoard(view));
    const redrawn = await median(() => drawBoard(view, { noCache: true }));
    console.log(`${name.padEnd(12)} ${ms(cached)}    ${ms(redrawn)}`);
  }
}

/** Workers that draw and encode a board for each view they are sent. */
class WorkerPool {
  private readonly workers: Worker[];
  private next = 0;
  private seq = 0;
  private readonly waiting = new Map<number, (png: Buffer) => void>();

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      // The worker runs this file through tsx, like the main thread.
      const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
      const w = new Worker(boot, { eval: true });
      w.on('message', ({ id, png }: { id: number; png: Uint8Array }) => {
        this.waiting.get(id)?.(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
        this.waiting.delete(id);
      });
      return w;
    });
  }

  render(view: PublicView): Promise<Buffer> {
    const id = this.seq++;
    const w = this.workers[this.next++ % this.workers.length]!;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      w.postMessage({ id, view });
    });
  }

  close(): Promise<number[]> {
    return Promise.all(this.workers.map((w) => w.terminate()));
  }
}

async function eventLoop(view: PublicView): Promise<void> {
  const burst = 16;
  const pool = new WorkerPool(2);
  await Promise.all([pool.render(view), pool.render(view)]);
  const modes: [string, () => Promise<unknown>][] = [
    ['renderBoard: draw here, sharp encodes on the thread pool', () => renderBoard(view)],
    ['draw here, canvas encode() on the thread pool', () => encodePngCanvas(drawBoard(view))],
    ['draw here, canvas encodeSync() (blocking)', async () => drawBoard(view).encodeSync('png')],
    ['2 worker threads: draw + sharp in the worker', () => pool.render(view)],
  ];
  console.log(`\nEvent loop: main-thread time per board is how long the loop cannot serve other games;`);
  console.log(`then ${burst} late-game boards requested at once (throughput)`);
  console.log('mode                                                  main thread ms  one board ms  burst done ms  per board ms');
  for (const [name, f] of modes) {
    await f();
    const single = await median(f, 9);
    // The part of a call that runs before it returns its promise: drawing, copying pixels out.
    const syncTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t = performance.now();
      const p = f();
      syncTimes.push(performance.now() - t);
      await p;
    }
    const blocked = syncTimes.sort((a, b) => a - b)[4]!;
    const t = performance.now();
    await Promise.all(Array.from({ length: burst }, () => f()));
    const wall = performance.now() - t;
    console.log(`${name.padEnd(54)} ${ms(blocked)}        ${ms(single)}       ${ms(wall)}      ${ms(wall / burst)}`);
  }
  await pool.close();
}

if (isMainThread) {
  const load = loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`${availableParallelism()} cores, load average ${load}: timings swing when other work shares the cores\n`);
  const late = lateGameView();
  const empty = emptyViews()[0]!.view;
  await boards(late, empty);
  await encoders(late);
  await sizes(late);
  await cache(late, empty);
  await eventLoop(late);
} else {
  parentPort!.on('message', async ({ id, view }: { id: number; view: PublicView }) => {
    const png = await renderBoard(view);
    parentPort!.postMessage({ id, png });
  });
}
