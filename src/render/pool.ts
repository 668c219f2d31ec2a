/**
 * A fixed set of worker threads that draw images, so drawing and encoding (and the
 * garbage of a multi-megabyte canvas per board) stay off the bot's event loop. Jobs
 * beyond the workers wait in order. A worker that dies fails its job and is replaced.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PublicView } from '../engine/views.js';
import type { RenderJob, RenderReply } from './worker.js';

interface Job {
  id: number;
  job: RenderJob;
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  dead: boolean;
}

/**
 * Starts the worker module beside this one: worker.js when built; worker.ts when the
 * project runs from source (tsx, vitest), registering tsx in the new thread first,
 * since a worker does not inherit the loader of the thread that made it.
 */
const BOOT = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  await import(workerData.script);
})();
`;

/** tsx's ESM api, as `import` would find it (its require entry cannot be imported). */
function tsxApi(from: string): string {
  const root = dirname(createRequire(from).resolve('tsx/package.json'));
  const exported = (createRequire(from)('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
  return pathToFileURL(join(root, exported)).href;
}

function workerData(): { script: string; tsx: string | null } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { script: new URL('./worker.ts', here).href, tsx: tsxApi(here) };
  }
  return { script: new URL('./worker.js', here).href, tsx: null };
}

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

  renderBoard(view: PublicView): Promise<Buffer> {
    return this.submit({ kind: 'board', view });
  }

  renderRack(rack: string, values: Readonly<Record<string, number>>): Promise<Buffer> {
    return this.submit({ kind: 'rack', rack, values });
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

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, job: job.job });
    }
    this.onDepth(this.queue.length);
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(BOOT, { eval: true, workerData: workerData() }), job: null, dead: false };
    slot.worker.on('message', (reply: RenderReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      if ('png' in reply) job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else job.reject(new Error(`render failed: ${reply.error}`));
      this.dispatch();
    });
    // A worker that fails outright takes only its own job with it.
    const replace = (why: Error) => {
      if (this.closed || slot.dead) return;
      slot.dead = true;
      slot.job?.reject(why);
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
