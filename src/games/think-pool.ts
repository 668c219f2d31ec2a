/**
 * The computer player's thinking in one worker thread: jobs wait their turn in order,
 * so a long endgame search never holds up the bot's event loop. A worker that dies
 * fails its job and is replaced.
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

export class WorkerThinker implements Thinker {
  private worker: Worker;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly config: ThinkWorkerData) {
    this.worker = this.spawn();
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
    for (const p of this.queue.splice(0)) p.reject(new Error('thinking worker closed'));
    await this.worker.terminate();
  }

  private dispatch(): void {
    if (this.current || this.queue.length === 0) return;
    this.current = this.queue.shift()!;
    this.worker.postMessage({ id: this.current.id, job: this.current.job });
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
      this.worker = this.spawn();
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
