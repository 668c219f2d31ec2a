/**
 * The computer player's thinking in one worker thread: jobs wait their turn in order,
 * so a long endgame search never holds up the bot's event loop. A worker that dies
 * fails its job and is replaced. The worker starts with the first job and stops after
 * `idleMs` without one: with its word graphs it holds tens of megabytes, which a bot
 * whose games have no computer seat, hints or analysis should not carry.
 */
import type { Worker } from 'node:worker_threads';
import { moduleWorker } from '../module-worker.js';
import type { ThinkJob, Thinker, ThinkResults } from './think.js';
import type { ThinkReply, ThinkWorkerData } from './think-worker.js';

interface Pending {
  id: number;
  job: ThinkJob;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

/** How long an idle worker is kept, by default. */
export const THINK_IDLE_MS = 10 * 60_000;

export class WorkerThinker implements Thinker {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private nextId = 1;
  private closed = false;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: ThinkWorkerData,
    private readonly idleMs = THINK_IDLE_MS,
  ) {}

  /** Whether a worker thread is running now. */
  get running(): boolean {
    return this.worker !== null;
  }

  think<K extends ThinkJob['kind']>(job: Extract<ThinkJob, { kind: K }>): Promise<ThinkResults[K]> {
    if (this.closed) return Promise.reject(new Error('thinking worker closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (v: unknown) => void, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    for (const p of this.queue.splice(0)) p.reject(new Error('thinking worker closed'));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private dispatch(): void {
    if (this.current) return;
    if (this.queue.length === 0) {
      this.retireWhenIdle();
      return;
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.worker ??= this.spawn();
    this.current = this.queue.shift()!;
    this.worker.postMessage({ id: this.current.id, job: this.current.job });
  }

  private retireWhenIdle(): void {
    if (this.idle || !this.worker) return;
    this.idle = setTimeout(() => {
      this.idle = null;
      if (this.current || this.queue.length > 0 || !this.worker) return;
      const worker = this.worker;
      this.worker = null;
      void worker.terminate();
    }, this.idleMs);
    this.idle.unref();
  }

  private spawn(): Worker {
    const worker = moduleWorker(import.meta.url, 'think-worker', this.config);
    worker.on('message', (reply: ThinkReply) => {
      const p = this.current;
      if (!p || p.id !== reply.id) return;
      this.current = null;
      if ('error' in reply) p.reject(new Error(`thinking failed: ${reply.error}`));
      else p.resolve(reply.value);
      this.dispatch();
    });
    const replace = (why: Error) => {
      if (this.closed || this.worker !== worker) return;
      this.current?.reject(why);
      this.current = null;
      // The next job starts a new one.
      this.worker = null;
      this.dispatch();
    };
    worker.on('error', replace);
    worker.on('exit', (code) => {
      if (code !== 0) replace(new Error(`thinking worker exited with code ${code}`));
    });
    // An idle worker must not keep a finished process alive.
    worker.unref();
    return worker;
  }
}
