/**
 * The render pool: images drawn in worker threads are the same bytes as drawn here; a full
 * pool queues; closing fails what waits; how many workers run when RENDER_WORKERS is unset.
 */
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { renderWorkers } from '../src/bot/config.js';
import { lateGameView } from '../src/render/fixtures.js';
import { renderBoard, renderRack, type BoardWords } from '../src/render/index.js';
import { defaultRenderWorkers, JOBS_PER_WORKER, RenderPool } from '../src/render/pool.js';

const pool = new RenderPool(1);
afterAll(() => pool.close());

describe('RenderPool', () => {
  it('draws a board and a rack in a worker, byte for byte as in this thread', async () => {
    const view = lateGameView();
    const [board, rack] = await Promise.all([pool.renderBoard(view), pool.renderRack('AEINRS?', 'standard')]);
    expect(board.equals(await renderBoard(view))).toBe(true);
    expect(rack.equals(await renderRack('AEINRS?', 'standard'))).toBe(true);
  });

  it('draws the turn clock in a worker as in this thread', async () => {
    const view = lateGameView();
    const clock = { player: 0, turnLeftMs: 95_000, bankLeftMs: 0 };
    const board = await pool.renderBoard(view, clock);
    expect(board.equals(await renderBoard(view, { clock }))).toBe(true);
    expect(board.equals(await renderBoard(view))).toBe(false);
  });

  it('draws the words it is handed in a worker as in this thread', async () => {
    const view = lateGameView({ over: true });
    const words: BoardWords = { lastMove: 'DABbLERS (13E) (b is a blank)', bag: 'Bag 0', cardNotes: ['', 'won'], notices: [[['Over: ', 'muted', false], ['Grace', 'ink', true]]] };
    const board = await pool.renderBoard(view, null, words);
    expect(board.equals(await renderBoard(view, { words }))).toBe(true);
    expect(board.equals(await renderBoard(view))).toBe(false);
  });

  it('queues jobs beyond what its workers hold and reports how many wait', async () => {
    const depths: number[] = [];
    const small = new RenderPool(1, (n) => depths.push(n));
    try {
      const images = await Promise.all(Array.from({ length: JOBS_PER_WORKER + 3 }, () => small.renderRack('QI', 'standard')));
      expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(1);
      expect(Math.max(...depths)).toBe(3);
      expect(small.waiting).toBe(0);
    } finally {
      await small.close();
    }
  });

  it('gives each job its own image while a worker holds several', async () => {
    const racks = ['QI', 'AEINRS?', 'ZZ', 'OXYPHENBUTAZONE'.slice(0, 7), 'E', 'JAB?', 'KWYT'];
    const two = new RenderPool(2);
    try {
      const images = await Promise.all(racks.map((r) => two.renderRack(r, 'standard')));
      for (const [i, r] of racks.entries()) expect(images[i]!.equals(await renderRack(r, 'standard'))).toBe(true);
    } finally {
      await two.close();
    }
  });

  it('a closed pool refuses work in a sentence', async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(closed.renderRack('A', 'standard')).rejects.toThrow('render pool closed');
  });
});

describe('RENDER_WORKERS', () => {
  it('defaults to the cores the process may use, less one for the main thread, at least one, at most 16', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultRenderWorkers(cores))).toEqual([1, 1, 2, 7, 16]);
    expect(renderWorkers({})).toBe(Math.min(16, Math.max(1, availableParallelism() - 1)));
    expect(renderWorkers({ RENDER_WORKERS: ' ' })).toBe(defaultRenderWorkers());
    expect(renderWorkers({ RENDER_WORKERS: '0' })).toBe(0);
  });
});
