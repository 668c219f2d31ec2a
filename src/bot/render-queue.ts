/**
 * Every image the bot sends goes through one bounded queue. In the bot, a pool of
 * worker threads draws them (RENDER_WORKERS, by default one fewer than the cores the
 * process may use, at least one: the event loop keeps a core); elsewhere (tests, tools)
 * they are drawn in this thread. Either way each is timed and the waiting ones counted
 * for /metrics.
 */
import type { TileSetId } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { Limiter } from '../games/limiter.js';
import * as images from '../render/index.js';
import type { BoardClock, BoardWords, PuzzleWords } from '../render/index.js';
import { RenderPool } from '../render/pool.js';
import { metrics } from './metrics.js';

const depth = (n: number) => metrics.queueDepth.set({ queue: 'render' }, n);

interface Renderer {
  renderBoard(view: PublicView, clock: BoardClock | null, words: BoardWords): Promise<Buffer>;
  renderRack(rack: string, tileSet: TileSetId): Promise<Buffer>;
  renderPuzzle(view: PublicView, rack: string, words: PuzzleWords): Promise<Buffer>;
  close(): Promise<void>;
}

function inThread(concurrency: number): Renderer {
  const queue = new Limiter(concurrency, depth);
  return {
    renderBoard: (view, clock, words) => queue.run(() => images.renderBoard(view, { clock, words })),
    renderRack: (rack, tileSet) => queue.run(() => images.renderRack(rack, tileSet)),
    renderPuzzle: (view, rack, words) => queue.run(() => images.renderPuzzle(view, rack, words)),
    close: async () => {},
  };
}

let renderer: Renderer = inThread(2);

/** `workers` > 0: draw in that many worker threads; 0: in this thread. Replaces the current renderer. */
export async function configureRendering(workers: number): Promise<void> {
  const old = renderer;
  renderer = workers > 0 ? new RenderPool(workers, depth) : inThread(2);
  await old.close();
}

/** Stops the workers (at shutdown). */
export async function closeRendering(): Promise<void> {
  await renderer.close();
  renderer = inThread(2);
}

async function timed(work: () => Promise<Buffer>): Promise<Buffer> {
  const end = metrics.renderSeconds.startTimer();
  try {
    return await work();
  } finally {
    end();
  }
}

/** The board image of a public view, with the running turn clock (if any) on its player's card and the words for what the view holds as data. */
export const renderBoard = (view: PublicView, clock: BoardClock | null = null, words: BoardWords = {}): Promise<Buffer> => timed(() => renderer.renderBoard(view, clock, words));

export const renderRack = (rack: string, tileSet: TileSetId): Promise<Buffer> => timed(() => renderer.renderRack(rack, tileSet));

export const renderPuzzle = (view: PublicView, rack: string, words: PuzzleWords): Promise<Buffer> => timed(() => renderer.renderPuzzle(view, rack, words));
