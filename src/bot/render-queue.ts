/**
 * Every image the bot sends goes through one bounded queue: RENDER_CONCURRENCY boards
 * or racks drawn at once (2 by default, one per core of a small host), each timed and
 * the waiting ones counted for /metrics.
 */
import type { PublicView } from '../engine/views.js';
import { Limiter } from '../games/limiter.js';
import * as images from '../render/index.js';
import { metrics } from './metrics.js';

const concurrency = Number(process.env.RENDER_CONCURRENCY ?? 2);
const queue = new Limiter(Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 2, (n) => metrics.queueDepth.set({ queue: 'render' }, n));

async function timed<T>(work: () => Promise<T>): Promise<T> {
  return queue.run(async () => {
    const end = metrics.renderSeconds.startTimer();
    try {
      return await work();
    } finally {
      end();
    }
  });
}

export const renderBoard = (view: PublicView): Promise<Buffer> => timed(() => images.renderBoard(view));

export const renderRack = (rack: string, values: Readonly<Record<string, number>>): Promise<Buffer> => timed(() => images.renderRack(rack, values));
