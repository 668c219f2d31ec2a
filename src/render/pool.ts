/**
 * A fixed set of worker threads that draw images, so drawing and encoding (and the
 * garbage of a multi-megabyte canvas per board) stay off the bot's event loop. Jobs
 * beyond the workers wait in order. A worker that dies fails its job and is replaced.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { TileSetId } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { moduleWorker } from '../module-worker.js';
import type { BoardClock, BoardWords } from './panel.js';
import type { PuzzleWords } from './puzzle.js';
import type { RenderJob, RenderReply } from './worker.js';

/**
 * How many render workers to run when none is set: the cores this process may use
 * (os.availableParallelism()), less one for the main thread, at least one (and at most
 * 16, the most RENDER_WORKERS takes).
 */
export function defaultRenderWorkers(cores = availableParallelism()): number {
  return Math.min(16, Math.max(1, cores - 1));
}

interface Job {
  id: number;
  job: RenderJob;
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Sent and not yet answered, oldest first (a worker draws its messages in order). */
  jobs: Job[];
  dead: boolean;
}

/**
 * Jobs a worker holds at once. Its answers are heard, and more jobs sent, only when the
 * main thread's event loop comes round: a worker given one job at a time draws at most a
 * job per turn of that loop (50 a second when a busy turn takes 20 ms), whatever its own
 * speed, and images queued while it waited. Holding several, it always has the next.
 */
export const JOBS_PER_WORKER = 16;

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number, private readonly onDepth: (waiting: number) => void = () => {}) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a render pool needs at least one worker, not ${size}`);
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  get waiting(): number {
    return this.queue.length;
  }

  renderBoard(view: PublicView, clock: BoardClock | null = null, words: BoardWords = {}): Promise<Buffer> {
    return this.submit({ kind: 'board', view, clock, words });
  }

  renderRack(rack: string, tileSet: TileSetId): Promise<Buffer> {
    return this.submit({ kind: 'rack', rack, tileSet });
  }

  renderPuzzle(view: PublicView, rack: string, words: PuzzleWords): Promise<Buffer> {
    return this.submit({ kind: 'puzzle', view, rack, words });
  }

  /** Stops the workers; jobs still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('render pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private submit(job: RenderJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('render pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Hands waiting jobs to the workers, the least loaded first, up to JOBS_PER_WORKER each. */
  private dispatch(): void {
    for (let held = 0; held < JOBS_PER_WORKER && this.queue.length > 0; held++) {
      for (const slot of this.slots) {
        if (slot.jobs.length > held || this.queue.length === 0) continue;
        const job = this.queue.shift()!;
        slot.jobs.push(job);
        slot.worker.postMessage({ id: job.id, job: job.job });
      }
    }
    this.onDepth(this.queue.length);
  }

  private spawn(): Slot {
    // A render keeps almost nothing on the JS heap (a view in, PNG bytes out): a small heap
    // makes the worker collect often rather than grow (20 games flat out: 379 MB, not 423).
    const limits = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };
    const slot: Slot = { worker: moduleWorker(import.meta.url, 'worker', undefined, limits), jobs: [], dead: false };
    slot.worker.on('message', (reply: RenderReply) => {
      const at = slot.jobs.findIndex((j) => j.id === reply.id);
      if (at < 0) return;
      const [job] = slot.jobs.splice(at, 1) as [Job];
      if ('png' in reply) job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else job.reject(new Error(`render failed: ${reply.error}`));
      this.dispatch();
    });
    // A worker that fails outright takes only its own jobs with it.
    const replace = (why: Error) => {
      if (this.closed || slot.dead) return;
      slot.dead = true;
      for (const job of slot.jobs.splice(0)) job.reject(why);
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = this.spawn();
      this.dispatch();
    };
    slot.worker.on('error', replace);
    slot.worker.on('exit', (code) => {
      if (code !== 0) replace(new Error(`render worker exited with code ${code}`));
    });
    // Idle workers must not keep a finished process alive.
    slot.worker.unref();
    return slot;
  }
}
