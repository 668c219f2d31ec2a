/**
 * The driver of what is due: deadlines and reminders of turn clocks (clock.ts holds the
 * clock arithmetic), acted on through the hub so two processes never both act on one,
 * and messages a process owed but did not deliver within its lease (publisher.ts).
 */
import type { ChannelPoster } from './ports.js';
import type { Publisher } from './publisher.js';
import type { GameService } from './service.js';

export interface SweeperOptions {
  now?: () => number;
  /** How often the sweep runs (ms). */
  intervalMs?: number;
  /** Most channels acted on per sweep. */
  batch?: number;
  onError?: (what: string, error: unknown) => void;
}

/**
 * Acts on due clocks: at start (deadlines that passed while the bot was down) and
 * every `intervalMs`. Each action is a compare-and-set through the hub; a second
 * process that loses the race gets a stale write and does nothing.
 */
export class ClockSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private readonly now: () => number;
  private readonly onError: (what: string, error: unknown) => void;

  constructor(
    private readonly games: GameService,
    private readonly poster: ChannelPoster,
    private readonly publisher: Publisher,
    private readonly options: SweeperOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => {});
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs ?? 5_000);
    this.timer.unref();
  }

  /** No more sweeps; the one under way ends after the channel it is acting on. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass over the due clocks; resolves to the number of actions taken. Never two at once. */
  sweep(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.now();
    let channels: string[];
    try {
      channels = await this.games.store.due(now, this.options.batch ?? 100);
    } catch (e) {
      this.onError('clock sweep', e);
      return 0;
    }
    let acted = 0;
    for (const channelId of channels) {
      // A stop waits for this pass: with a store that is not answering, each channel could take its timeout.
      if (this.stopped) break;
      try {
        if (await this.act(channelId, now)) acted++;
      } catch (e) {
        this.onError(`clock of ${channelId}`, e);
      }
    }
    return acted;
  }

  /** Whether anything was done: a message owed past its lease delivered, a reminder sent, a turn timed out (its board goes through the publisher). */
  private async act(channelId: string, now: number): Promise<boolean> {
    const delivered = await this.publisher.deliver(channelId);
    const out = await this.games.clockTick(channelId, now);
    if (!out.ok || out.value === null) return delivered > 0;
    const done = out.value;
    if (done.kind === 'remind') {
      await this.poster.remind(channelId, done.reminder);
      await this.games.reminderSent(channelId, done.turn);
    }
    return true;
  }
}
