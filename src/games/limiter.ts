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

/**
 * At most `perSecond` starts in any one second, the rest waiting in order: for a
 * shared budget such as Discord's 50 requests a second per bot.
 */
export class RateBudget {
  private readonly starts: number[] = [];
  private readonly waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(readonly perSecond: number, private readonly now: () => number = Date.now) {
    if (!Number.isInteger(perSecond) || perSecond < 1) throw new Error(`a rate budget needs a positive whole number a second, not ${perSecond}`);
  }

  /** Callers waiting for their turn. */
  get backlog(): number {
    return this.waiting.length;
  }

  /** Resolves when the caller may start. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.pump();
    });
  }

  private pump(): void {
    const t = this.now();
    while (this.starts.length > 0 && this.starts[0]! <= t - 1000) this.starts.shift();
    while (this.waiting.length > 0 && this.starts.length < this.perSecond) {
      this.starts.push(t);
      this.waiting.shift()!();
    }
    if (this.waiting.length > 0 && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pump();
      }, Math.max(1, this.starts[0]! + 1000 - t));
    }
  }
}
