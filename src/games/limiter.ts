/**
 * A fixed number of tasks at once, the rest waiting in order: load makes answers
 * slower, never memory larger (each board being drawn holds a few megabytes of canvas).
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly concurrency: number, private readonly onDepth: (waiting: number) => void = () => {}) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive whole number, not ${concurrency}`);
  }

  get pending(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.onDepth(this.waiting.length);
      });
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) {
        // The slot passes straight to the next task; `running` stays the same.
        this.onDepth(this.waiting.length);
        next();
      } else {
        this.running -= 1;
      }
    }
  }
}
