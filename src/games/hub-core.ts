/**
 * The hub's core, under the game service (service.ts) and its lobby (lobbies.ts): reads,
 * the one way a change is saved (under the channel's lock, by an atomic compare-and-set),
 * what a saved change owes the channel (its outbox entry), and telling listeners.
 */
import { createHash } from 'node:crypto';
import { mayPass, type GameState, type Rules } from '../engine/index.js';
import { writeGcg } from '../engine/gcg-write.js';
import type { EngineContext } from '../engine/lexicon.js';
import { advanceClock, clockView } from './clock.js';
import { HubEventBus } from './events.js';
import { oweBoard, oweSummary, withoutAnswer, type Answer } from './outbox.js';
import type { Dictionaries, TurnExtras } from './ports.js';
import { done, fail, type Outcome } from './problems.js';
import type { ArchivedGame, ChannelRecord } from './record.js';
import { StatsBook } from './stats.js';
import { StaleWriteError, StoreUnavailableError, type GameStore } from './store.js';

export interface ActionResult {
  before: GameState;
  after: GameState;
  record: ChannelRecord;
  player: number;
  /** What the change owes the channel (its outbox entries), which the publisher delivers. */
  owed: string[];
}

/** Where an action comes from: the message it was pressed on, and the message that will show its result. */
export interface ActOptions {
  /** A button's board: refused unless it is the channel's current board. */
  onBoard?: string;
  /** The message that will show the new position, saved in the same write as the move. */
  boardMessageId?: string;
  /** The interaction that placeholder answers, so its board can still be filled after a restart. */
  answer?: Answer;
  /**
   * The game the action was decided on (the computer player): refused as stale if the game
   * changed since. Only the game counts: the record also changes when a board is delivered.
   */
  atGame?: GameState;
}

export interface ServiceOptions {
  now?: () => number;
  seed?: () => string;
  /** A dealt game's whole seed; by default the channel's id and seed() (self-play names each game's seed). */
  gameSeed?: (channelId: string) => string;
  /** The seat that starts every game dealt, whatever the rules' way of choosing (self-play: seat 0, as its seeds always had). */
  firstSeat?: number;
  events?: HubEventBus;
  /** Shortens every pace by this factor (CLOCK_SCALE; end-to-end tests play a live game in seconds). */
  clockScale?: number;
  /** Failures that must not undo a saved change (an archive, a listener): logged here. */
  onError?: (what: string, error: unknown) => void;
}

/** Whether two states are the same game at the same point (the stored record's JSON, compared as such). */
export function sameGame(a: GameState | null | undefined, b: GameState | null | undefined): boolean {
  if (!a || !b) return (a ?? null) === (b ?? null);
  return a.history.length === b.history.length && a.moveNumber === b.moveNumber && JSON.stringify(a) === JSON.stringify(b);
}

/** How a change is made: the defaults suit a change to the game. */
export interface ChangeOptions {
  /** Best-effort, bounded tightly, its failure not reported as the store's (see GameStore.update). */
  light?: { callTimeoutMs: number };
  /** Only bookkeeping (what is owed, an answer's note): it runs again on any concurrent write, game changes included. */
  bookkeeping?: boolean;
  /** Learns the id of the thread's summary line the change owes (see oweSummary), if it owes one: the caller's to deliver. */
  told?: string[];
  /** The change's own answer shows the summary line (the `/scrabble new` that opened the thread): none is owed. */
  summaryAnswered?: boolean;
}

/** Times a change runs again when another process wrote only the record's bookkeeping meanwhile. */
const STALE_RETRIES = 4;

export type Change<T> = { next: ChannelRecord | null | 'unchanged'; out: Outcome<T> };

export const finished = (g: GameState | null | undefined): boolean => !g || g.status === 'over';

/** A finished game as the archive keeps it. Records from before game ids name it by its channel and its record. */
export function archiveEntry(record: ChannelRecord, game: GameState, now: number): ArchivedGame {
  const gcg = writeGcg(game);
  return {
    id: record.gameId ?? `${record.channelId}-${createHash('sha256').update(gcg).digest('hex').slice(0, 16)}`,
    guildId: record.guildId ?? null,
    channelId: record.channelId,
    finishedAt: now,
    players: game.players.map((p, i) => ({ id: p.id, name: p.name, score: game.scores[i]! })),
    rules: game.rules,
    gcg,
    game,
  };
}

export class HubCore {
  readonly events: HubEventBus;
  /** A server's stats and ratings, from its archive; refreshed by each 'game-finished'. */
  readonly stats: StatsBook;
  protected readonly now: () => number;
  protected readonly gameSeed: (channelId: string) => string;
  protected readonly firstSeat: number | undefined;
  protected readonly onError: (what: string, error: unknown) => void;
  protected readonly clockScale: number;

  constructor(readonly store: GameStore, readonly dictionaries: Dictionaries, options: ServiceOptions = {}) {
    this.now = options.now ?? Date.now;
    const seed = options.seed ?? (() => `${Date.now()}:${Math.random()}`);
    this.gameSeed = options.gameSeed ?? ((channelId) => `${channelId}:${seed()}`);
    this.firstSeat = options.firstSeat;
    this.onError = options.onError ?? (() => {});
    this.clockScale = options.clockScale ?? 1;
    this.events = options.events ?? new HubEventBus((name, e) => this.onError(`listener of ${name}`, e));
    this.stats = new StatsBook(store, this.events);
  }

  /** The channel's record; a store failure is a problem, never an empty channel. */
  async read(channelId: string): Promise<Outcome<ChannelRecord | null>> {
    try {
      return done(await this.store.get(channelId));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return fail({ code: 'store-unavailable' });
      throw e;
    }
  }

  /**
   * Runs a change under the channel lock and saves it atomically. A concurrent writer
   * elsewhere that changed the game shows up as `stale`, an unreachable store as
   * `store-unavailable`: in both cases nothing changed. One that changed only the
   * record's bookkeeping (a board delivered, an answer noted) changed nothing `work`
   * decided on: it runs again on the fresh record.
   */
  protected async change<T>(channelId: string, work: (r: ChannelRecord | null) => Promise<Change<T>>, opts: ChangeOptions = {}): Promise<Outcome<T>> {
    for (let attempt = 1; ; attempt++) {
      let seen: GameState | null | undefined;
      try {
        return await this.store.update(channelId, async (r): Promise<{ next: ChannelRecord | null | 'unchanged'; result: Outcome<T> }> => {
          seen = r?.game ?? null;
          if (opts.told) opts.told.length = 0;
          const { next, out } = await work(r);
          if (!out.ok) return { next: 'unchanged', result: out };
          if (next === 'unchanged' || next === null || opts.bookkeeping || opts.summaryAnswered) return { next, result: out };
          // Whatever changed what a thread's summary line shows owes the line, in the same write.
          const told = oweSummary(r, next, this.now());
          if (told.id && opts.told) opts.told.push(told.id);
          return { next: told.record, result: out };
        }, opts.light);
      } catch (e) {
        if (e instanceof StaleWriteError) {
          if (attempt < STALE_RETRIES && (opts.bookkeeping || (await this.gameUnchanged(channelId, seen)))) continue;
          return fail({ code: 'stale' });
        }
        if (e instanceof StoreUnavailableError) return fail({ code: 'store-unavailable' });
        throw e;
      }
    }
  }

  /** Whether the stored game is still `seen` (false when it cannot be read). */
  private async gameUnchanged(channelId: string, seen: GameState | null | undefined): Promise<boolean> {
    try {
      return sameGame((await this.store.get(channelId))?.game ?? null, seen ?? null);
    } catch {
      return false;
    }
  }

  /**
   * The record after an accepted change by `actor` (none: the clock), with the board it
   * owes the channel (see outbox.ts): the message that will show it (a placeholder) or
   * none yet (posted by the publisher), and the board it replaces.
   */
  protected saved(r: ChannelRecord, before: GameState, after: GameState, player: number, opts: ActOptions, actor?: string, prior: GameState | null = before): Change<ActionResult> {
    const { boardMessageId: previousBoard, ...rest } = r;
    // The clock moves on in the same write as the move that ends a turn: no deadline is ever left behind.
    const clock = rest.clock ? advanceClock(rest.clock, after, this.now()) : undefined;
    // The answer under way is now owed its board: it leaves the answers in the same write.
    const answered = opts.answer ? withoutAnswer(rest as ChannelRecord, opts.answer.token) : (rest as ChannelRecord);
    const owing = oweBoard({ ...answered, game: after }, before, prior, {
      now: this.now(),
      ...(actor !== undefined ? { actor } : {}),
      ...(opts.boardMessageId !== undefined ? { placeholderId: opts.boardMessageId } : {}),
      ...(opts.answer ? { answer: opts.answer } : {}),
      ...(previousBoard !== undefined && previousBoard !== opts.boardMessageId ? { retire: previousBoard } : {}),
    });
    const next: ChannelRecord = { ...owing.record, ...(clock ? { clock } : {}), ...(opts.boardMessageId ? { boardMessageId: opts.boardMessageId } : {}) };
    return { next, out: done({ before, after, record: next, player, owed: [owing.id] }) };
  }

  /**
   * Tells listeners about a saved change. A game (or match) that just ended is archived
   * first, so it is in the server's history by the time its final board is shown, and
   * announced once; should the archive fail here, the next deal in the channel archives
   * it before replacing it.
   */
  protected async announce(channelId: string, result: ActionResult): Promise<void> {
    const guildId = result.record.guildId ?? null;
    const ended = result.after.status === 'over' && result.before.status !== 'over';
    if (ended) {
      try {
        await this.store.archive(archiveEntry(result.record, result.after, this.now()));
      } catch (e) {
        this.onError('archive', e);
      }
    }
    await this.events.emit('turn-applied', { channelId, guildId, ...result });
    if (ended) await this.events.emit('game-finished', { channelId, guildId, game: result.after, record: result.record });
  }

  /** The clock a board shows, and who of its players is not to be pinged. */
  async turnExtras(record: ChannelRecord | null | undefined): Promise<TurnExtras> {
    const game = record?.game;
    if (!game) return {};
    const ids = game.players.map((p) => p.id);
    const quiet = (await Promise.all(ids.map(async (id) => ((await this.pings(id)) ? null : id)))).filter((id): id is string => id !== null);
    return { clock: clockView(record.clock, this.now()), quiet, passOpen: await this.passOpen(game) };
  }

  /** Whether the player to move may pass now: where the rules offer no pass, only when they can neither play nor exchange. */
  private async passOpen(game: GameState): Promise<boolean> {
    if (game.status !== 'playing') return false;
    const rack = game.racks[game.turn]!;
    const finder = await this.dictionaries.finder(game.rules.lexicon);
    // mayPass asks for a play only when the rules would not let the player pass otherwise.
    return mayPass(game.rules, rack.length, game.bag.length, () => finder.hasAnyPlay(game.board, rack, game.rules));
  }

  /** Whether a player may be pinged; a store failure falls back to yes (the move matters more). */
  protected async pings(userId: string): Promise<boolean> {
    try {
      return (await this.store.userSettings(userId)).pings;
    } catch {
      return true;
    }
  }

  async context(rules: Rules): Promise<EngineContext> {
    const [lexicon, finder] = await Promise.all([this.dictionaries.lexicon(rules.lexicon), this.dictionaries.finder(rules.lexicon)]);
    return { lexicon, finder };
  }
}
