/**
 * Stopping without losing an answer: the bot counts the work it has accepted, refuses new
 * work once it is told to stop, and waits (bounded) for what it accepted to finish.
 */

export interface DrainResult {
  /** Work that finished while the bot waited. */
  finished: number;
  /** Work still running when the wait ran out. */
  abandoned: number;
}

export class InFlight {
  private running = 0;
  private open = true;
  private settled = 0;
  private idle: (() => void)[] = [];

  /** False once stopping: new interactions are refused in words, not started. */
  get accepting(): boolean {
    return this.open;
  }

  /** How many pieces of work are running now. */
  get size(): number {
    return this.running;
  }

  /** Runs `work`, counted as in flight until it settles (either way). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.settled++;
      if (this.running === 0) for (const wake of this.idle.splice(0)) wake();
    }
  }

  stopAccepting(): void {
    this.open = false;
  }

  /** Stops accepting, then waits until nothing runs or `timeoutMs` passes. */
  async drain(timeoutMs: number): Promise<DrainResult> {
    this.stopAccepting();
    const settledBefore = this.settled;
    if (this.running > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.idle.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    }
    return { finished: this.settled - settledBefore, abandoned: this.running };
  }
}

/**
 * Time the closing steps of a stop get after the grace period: the whole stop takes at
 * most SHUTDOWN_GRACE_MS plus this, whatever the store or Discord do meanwhile.
 */
export const STOP_MARGIN_MS = 1500;

export interface ClosingResult {
  /** Steps still running at the deadline: left behind, the process exits anyway. */
  abandonedSteps: string[];
  /** Steps that threw (each also reported to `onError`). */
  failedSteps: string[];
}

/**
 * Runs the closing steps of a stop one after another, each waited for only until
 * `deadline` (epoch ms). A step still running then is abandoned; the steps after it are
 * still started (a store's close, say, begins dropping its connections) but not waited for.
 */
export async function closeInTurn(
  deadline: number,
  steps: readonly (readonly [name: string, run: () => Promise<unknown>])[],
  onError: (step: string, error: unknown) => void = () => {},
): Promise<ClosingResult> {
  const result: ClosingResult = { abandonedSteps: [], failedSteps: [] };
  let returned = false;
  for (const [name, run] of steps) {
    let settled = false;
    const step = (async () => run())().then(
      () => void (settled = true),
      (e: unknown) => {
        settled = true;
        if (!returned) result.failedSteps.push(name);
        onError(name, e);
      },
    );
    const left = deadline - Date.now();
    if (left > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([step, new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
    if (!settled) result.abandonedSteps.push(name);
  }
  returned = true;
  return result;
}

/**
 * Calls `stop` once on the first SIGTERM or SIGINT. Later signals are ignored: a Ctrl-C in a
 * terminal reaches the bot twice under `npm start` (from the terminal and forwarded by npm),
 * and the stop is bounded anyway.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
