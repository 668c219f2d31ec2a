/**
 * The computer player in the hub: a subscriber that acts for every computer seat. After
 * each applied turn (and once at start-up, so a restart never leaves a game waiting) it
 * asks src/ai what a computer seat should do, applies that through the GameService with
 * a check that the game is still the one it thought about (a person who acted
 * meanwhile makes it stale: it thinks again); the publisher shows the channel its board. Its choices
 * are seeded by the game state, so a game replays the same. Nothing here knows Discord.
 */
import type { Action, GameState } from '../engine/index.js';
import type { ActionResult, GameService, Outcome } from './service.js';
import { computerLevel, humanSeats, isComputerId, type LevelId } from './seats.js';
import type { Thinker } from './think.js';

export interface ComputerOptions {
  /**
   * Least time from the move it answers to its own (ms), so the board of that move is
   * shown first. Its thinking counts toward it.
   */
  delayMs?: number;
  onError?: (what: string, error: unknown) => void;
  /** Each move made: the channel, the level, and the ms from the change it answers to its board posted. */
  onMove?: (move: { channelId: string; level: LevelId; ms: number }) => void;
  /** After a failure (the store unreachable, the worker gone), how long before it tries the channel again (ms). */
  retryMs?: number;
}

/** How often it thinks again after a person's move made its own stale, before leaving it to the next event. */
const RETRIES = 5;

type Next = { seat: number; level: LevelId; action: Action | 'next-game' };

export class ComputerPlayer {
  /** Channels being worked on, so one process never acts twice at once in a channel. */
  private readonly working = new Map<string, Promise<void>>();
  /** Channels changed while being worked on: looked at again once the work ends. */
  private readonly again = new Set<string>();
  private readonly delayMs: number;
  private readonly onError: (what: string, error: unknown) => void;
  private stopped = false;

  constructor(
    private readonly games: GameService,
    readonly thinker: Thinker,
    private readonly options: ComputerOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 0;
    this.onError = options.onError ?? (() => {});
  }

  /** Subscribes to the hub; returns the unsubscribe. */
  attach(): () => void {
    return this.games.events.on('turn-applied', (e) => {
      if (hasComputer(e.after)) this.poke(e.channelId);
    });
  }

  /** Looks at the channel soon; never waits for the move (the person's own answer comes first). */
  poke(channelId: string): void {
    if (this.stopped) return;
    if (this.working.has(channelId)) {
      this.again.add(channelId);
      return;
    }
    const work = this.work(channelId).finally(() => {
      this.working.delete(channelId);
      if (this.again.delete(channelId)) this.poke(channelId);
    });
    this.working.set(channelId, work);
  }

  /** Whether a channel is being worked on. */
  get busy(): boolean {
    return this.working.size > 0;
  }

  /** Resolves once no channel is being worked on (tests; a graceful stop). */
  async idle(): Promise<void> {
    while (this.working.size > 0) await Promise.all([...this.working.values()]);
  }

  /** Stops taking work; what is under way finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /**
   * Start-up: every stored game where a computer seat has something to do. Resolves
   * with the number of channels looked at again.
   */
  async sweep(): Promise<number> {
    let found = 0;
    for (const channelId of await this.games.store.channels()) {
      try {
        const g = (await this.games.store.get(channelId))?.game;
        if (g && hasComputer(g) && g.status !== 'over') {
          found++;
          this.poke(channelId);
        }
      } catch (e) {
        this.onError(`computer sweep of ${channelId}`, e);
      }
    }
    return found;
  }

  private async work(channelId: string): Promise<void> {
    const started = Date.now();
    try {
      for (let attempt = 0; attempt < RETRIES; attempt++) {
        const read = await this.games.read(channelId);
        if (!read.ok) return this.failed(channelId, `computer read of ${channelId}`, read.error.code);
        const record = read.value;
        if (!record?.game) return;
        const next = await this.next(record.game);
        if (!next) return;
        const wait = started + this.delayMs - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const user = { id: record.game.players[next.seat]!.id, name: record.game.players[next.seat]!.name };
        const out: Outcome<ActionResult> = next.action === 'next-game'
          ? await this.games.start(channelId, user)
          : await this.games.act(channelId, user, () => next.action as Action, { atGame: record.game });
        if (!out.ok) {
          // A person (or another process) changed the game first: think again on the new position.
          if (out.error.code === 'stale' || out.error.code === 'not-between-games') continue;
          if (out.error.code === 'store-unavailable') return this.failed(channelId, `computer move in ${channelId}`, out.error.code);
          return this.onError(`computer move in ${channelId}`, out.error.code);
        }
        this.options.onMove?.({ channelId, level: next.level, ms: Date.now() - started });
        return;
      }
    } catch (e) {
      this.failed(channelId, `computer player in ${channelId}`, e);
    }
  }

  /** Logs a failure and tries again later: nobody else would move for the computer until the next restart. */
  private failed(channelId: string, what: string, error: unknown): void {
    this.onError(what, error);
    if (this.stopped) return;
    setTimeout(() => this.poke(channelId), this.options.retryMs ?? 5_000).unref();
  }

  /** What a computer seat does now, if anything: the turn's seat first, then the others (a challenge, an answer to a proposed end). */
  private async next(g: GameState): Promise<Next | null> {
    if (g.status === 'between-games') {
      // Game 2 waits for a person to press it, unless no person is left to.
      const people = humanSeats(g).filter((i) => !g.resigned[i]);
      const seat = g.players.findIndex((p, i) => isComputerId(p.id) && !g.resigned[i]);
      return people.length === 0 && seat >= 0 ? { seat, level: computerLevel(g.players[seat]!.id)!, action: 'next-game' } : null;
    }
    if (g.status !== 'playing') return null;
    const seats = g.players.map((_, i) => (g.turn + i) % g.players.length);
    for (const seat of seats) {
      const level = computerLevel(g.players[seat]!.id);
      if (!level || g.resigned[seat]) continue;
      const action = await this.thinker.think({ kind: 'decide', state: g, player: seat, level });
      if (action) return { seat, level, action };
    }
    return null;
  }
}

export const hasComputer = (g: GameState): boolean => g.players.some((p) => isComputerId(p.id));

/** COMPUTER_DELAY_MS from the environment: a whole number of ms from 0 to 10,000; 800 by default. */
export function computerDelay(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.COMPUTER_DELAY_MS?.trim();
  if (!raw) return 800;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new Error(`COMPUTER_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "${raw}".`);
  return n;
}
