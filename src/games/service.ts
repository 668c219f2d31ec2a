/**
 * The game hub's service: every way into a game (Discord interactions, turn clocks and
 * the computer player) goes through here. Each change runs under the
 * channel's lock, the engine decides every rule, the store saves it with an atomic
 * compare-and-set, and only then are listeners told. Nothing here knows discord.js.
 */
import { createHash } from 'node:crypto';
import {
  agesNeeded, apply, createGame, DEFAULT_PRESET, findPreset, mayPass, type Action, type ChallengeRule, type GameState, type Rules,
} from '../engine/index.js';
import type { EngineContext } from '../engine/lexicon.js';
import {
  advanceClock, clockSettings, clockView, dueAction, reminded, remindLeased, startClock, type GameClock, type PaceId, type Reminder, type TimeoutRule,
} from './clock.js';
import { HubEventBus } from './events.js';
import { StatsBook } from './stats.js';
import { addComputer, joinLobby, leaveLobby, MAX_AGE, rematchLobby, removeComputer } from './lobby.js';
import { seatOf } from './policy.js';
import type { Dictionaries, TurnExtras, User } from './ports.js';
import { done, fail, type Outcome, type Problem } from './problems.js';
import { writeGcg } from '../engine/gcg-write.js';
import { RECORD_SCHEMA, type ArchivedGame, type ChannelRecord, type Lobby, type Owed } from './record.js';
import { boardDelivered, deliveryFailedOn, findOwed, oweBoard, oweLobby, takeOn, withoutOwed, type Answer } from './outbox.js';
import { isComputerId, markSeats, newComputer, type LevelId } from './seats.js';
import { StaleWriteError, StoreUnavailableError, type GameStore } from './store.js';

export type { Dictionaries, User } from './ports.js';
export type { Outcome, Problem } from './problems.js';

export interface NewGameOptions {
  preset?: string | null;
  lexicon?: string | null;
  challenge?: ChallengeRule | null;
  maxPlayers?: number | null;
  /** A computer player seated at once, at this level. */
  opponent?: LevelId | null;
  /** A casual or teaching game: players may ask for hints. */
  hints?: boolean | null;
  /** The turn clock's pace; none when absent. */
  pace?: PaceId | null;
  timeout?: TimeoutRule | null;
}

/** What a clock's sweep did to a channel. */
export type ClockTick = { kind: 'remind'; reminder: Reminder; turn: string } | { kind: 'time-out'; result: ActionResult };

/** Least time between two `/scrabble nudge` in a channel. */
export const NUDGE_INTERVAL_MS = 5 * 60_000;

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
  /** The record's version the action was decided on: refused as stale if anything changed since (the computer player). */
  atVersion?: number;
}

export interface ServiceOptions {
  now?: () => number;
  seed?: () => string;
  events?: HubEventBus;
  /** Shortens every pace by this factor (CLOCK_SCALE; end-to-end tests play a live game in seconds). */
  clockScale?: number;
  /** Failures that must not undo a saved change (an archive, a listener): logged here. */
  onError?: (what: string, error: unknown) => void;
}

type Change<T> = { next: ChannelRecord | null | 'unchanged'; out: Outcome<T> };

const finished = (g: GameState | null | undefined): boolean => !g || g.status === 'over';

/**
 * Why a lobby action cannot apply: no lobby open (its game started, or there never was
 * one), or, for a button (`onLobby`, the message it sits on), a newer lobby than the one
 * pressed. Null when it may go ahead.
 */
function lobbyRefusal(r: ChannelRecord | null, onLobby: string | undefined): Problem | null {
  if (!r?.lobby) {
    if (r?.game && !finished(r.game)) return { code: onLobby !== undefined ? 'lobby-started' : 'game-already-running' };
    return { code: 'no-lobby' };
  }
  if (onLobby !== undefined && r.lobby.messageId !== undefined && r.lobby.messageId !== onLobby) return { code: 'old-lobby' };
  return null;
}

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

export class GameService {
  readonly events: HubEventBus;
  /** A server's stats and ratings, from its archive; refreshed by each 'game-finished'. */
  readonly stats: StatsBook;
  private readonly now: () => number;
  private readonly seed: () => string;
  private readonly onError: (what: string, error: unknown) => void;
  private readonly clockScale: number;

  constructor(readonly store: GameStore, readonly dictionaries: Dictionaries, options: ServiceOptions = {}) {
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? (() => `${Date.now()}:${Math.random()}`);
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
   * elsewhere shows up as `stale`, an unreachable store as `store-unavailable`: in
   * both cases nothing changed.
   */
  private async change<T>(channelId: string, work: (r: ChannelRecord | null) => Promise<Change<T>>): Promise<Outcome<T>> {
    try {
      return await this.store.update(channelId, async (r) => {
        const { next, out } = await work(r);
        return { next: out.ok ? next : 'unchanged', result: out };
      });
    } catch (e) {
      if (e instanceof StaleWriteError) return fail({ code: 'stale' });
      if (e instanceof StoreUnavailableError) return fail({ code: 'store-unavailable' });
      throw e;
    }
  }

  async newLobby(channelId: string, guildId: string | null, host: User, opts: NewGameOptions, lobbyMessageId?: string): Promise<Outcome<ChannelRecord>> {
    const rules = this.lobbyRules(opts);
    if (!rules.ok) return rules;
    const clock = opts.pace ? clockSettings(opts.pace, opts.timeout ?? 'pass', this.clockScale) : null;
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (r?.game && !finished(r.game)) return { next: 'unchanged', out: fail({ code: 'game-already-running' }) };
      if (r?.lobby) return { next: 'unchanged', out: fail({ code: 'lobby-already-open' }) };
      const seated = [{ id: host.id, name: host.name }];
      const lobby: Lobby = {
        hostId: host.id, rules: rules.value, players: opts.opponent ? [...seated, newComputer(opts.opponent, seated)] : seated, createdAt: this.now(),
        ...(opts.hints ? { hints: true } : {}),
        ...(lobbyMessageId ? { messageId: lobbyMessageId } : {}),
        ...(clock ? { clock } : {}),
      };
      // A finished game stays until the next one starts, so it can still be exported.
      const next: ChannelRecord = {
        schema: RECORD_SCHEMA, version: r?.version ?? 0, channelId, guildId, lobby, game: r?.game ?? null, hostId: host.id, updatedAt: this.now(),
        ...(r?.boardMessageId ? { boardMessageId: r.boardMessageId } : {}),
        ...(r?.gameId ? { gameId: r.gameId } : {}),
      };
      return { next, out: done(next) };
    });
    if (out.ok) await this.events.emit('lobby-changed', { channelId, guildId, lobby: out.value.lobby, record: out.value });
    return out;
  }

  private lobbyRules(opts: NewGameOptions): Outcome<Rules> {
    const preset = opts.preset ? findPreset(opts.preset) : DEFAULT_PRESET;
    if (!preset) return fail({ code: 'unknown-preset', detail: opts.preset ?? '' });
    const lexicon = opts.lexicon ?? (preset.lexicon === 'preset' ? preset.rules.lexicon : this.dictionaries.defaultName());
    if (!this.dictionaries.names().includes(lexicon)) return fail({ code: 'unknown-lexicon', detail: lexicon });
    return done({
      ...preset.rules,
      lexicon,
      ...(opts.challenge ? { challenge: opts.challenge } : {}),
      ...(opts.maxPlayers ? { maxPlayers: Math.max(preset.rules.minPlayers, Math.min(opts.maxPlayers, preset.rules.maxPlayers)) } : {}),
    });
  }

  /**
   * Joins the lobby, or gives the age the rules need when already seated (the host, say).
   * `onLobby`, here and below: the lobby message a button was pressed on (see lobbyRefusal).
   */
  async join(channelId: string, user: User, age: number | null, onLobby?: string): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => joinLobby(lobby, user, age), onLobby);
  }

  async leave(channelId: string, user: User, onLobby?: string): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => leaveLobby(lobby, user), onLobby);
  }

  /** The host seats a computer player. */
  async addComputer(channelId: string, user: User, level: LevelId, onLobby?: string): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => addComputer(lobby, user, level), onLobby);
  }

  /** The host takes a computer player, by its seat id, out of the lobby. */
  async removeComputer(channelId: string, user: User, id: string, onLobby?: string): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => removeComputer(lobby, user, id), onLobby);
  }

  /** The message that shows the lobby now (posted again when the first one could not be edited). */
  async setLobbyMessage(channelId: string, messageId: string): Promise<Outcome<null>> {
    return this.change<null>(channelId, async (r) => (r?.lobby
      ? { next: { ...r, lobby: { ...r.lobby, messageId } }, out: done(null) }
      : { next: 'unchanged', out: done(null) }));
  }

  /**
   * A change to the lobby. A button on the lobby's message shows the change in its own
   * answer; a command (no `onLobby`) leaves the message to the publisher, owed in the same write.
   */
  private async lobbyChange(channelId: string, change: (lobby: Lobby) => Outcome<Lobby>, onLobby?: string): Promise<Outcome<ChannelRecord>> {
    let owed: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      const refused = lobbyRefusal(r, onLobby);
      if (refused || !r?.lobby) return { next: 'unchanged', out: fail(refused ?? { code: 'no-lobby' }) };
      const lobby = change(r.lobby);
      if (!lobby.ok) return { next: 'unchanged', out: lobby };
      const told = onLobby === undefined ? oweLobby(r, lobby.value, this.now()) : { record: r, id: null };
      owed = told.id ? [told.id] : [];
      const next = { ...told.record, lobby: lobby.value };
      return { next, out: done(next) };
    });
    if (out.ok) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: out.value.lobby, record: out.value, owed });
    return out;
  }

  /** The host deals: the engine decides who starts. Also starts the second game of a match. */
  async start(channelId: string, user: User, opts: ActOptions & { onLobby?: string } = {}): Promise<Outcome<ActionResult & { lobby?: Lobby }>> {
    let dealt: Lobby | null = null;
    const out = await this.change<ActionResult>(channelId, async (r) => {
      // Game 2 of a match starts from the board, never from the lobby's Start.
      if (r?.game?.status === 'between-games' && opts.onLobby === undefined) {
        const idx = seatOf(r.game, user.id);
        if (idx < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
        const res = apply(r.game, { type: 'next-game' });
        if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
        return this.saved(r, r.game, res.value, idx, opts, user.id);
      }
      const refused = lobbyRefusal(r, opts.onLobby);
      if (refused || !r?.lobby) return { next: 'unchanged', out: fail(refused ?? { code: 'no-lobby' }) };
      const lobby = r.lobby;
      if (lobby.hostId !== user.id) return { next: 'unchanged', out: fail({ code: 'not-host' }) };
      // A computer gives no age: the people start, youngest first.
      const ages = agesNeeded(lobby.rules) ? lobby.players.map((p) => p.age ?? (isComputerId(p.id) ? MAX_AGE + 1 : NaN)) : undefined;
      const seed = `${channelId}:${this.seed()}`;
      const created = createGame({
        rules: lobby.rules,
        players: lobby.players.map((p) => ({ id: p.id, name: p.name })),
        seed,
        ...(ages ? { ages } : {}),
      });
      if (!created.ok) return { next: 'unchanged', out: fail(created.error) };
      // Computer seats are marked in the game itself, so whoever reads it (stats, the archive) can tell.
      created.value.players = markSeats(created.value.players);
      dealt = lobby;
      // The game this one replaces is kept first: nothing finished is ever overwritten unarchived.
      if (r.game?.status === 'over') await this.store.archive(archiveEntry(r, r.game, this.now()));
      // Ages leave the store with the lobby; so does the clock of the game before.
      const { clock: _old, ...kept } = r;
      // The lobby's message says the game started, in the same write: owed like the board.
      const { record: told, id: lobbyOwed } = oweLobby(kept as ChannelRecord, lobby, this.now(), true);
      const base: ChannelRecord = {
        ...told, lobby: null, game: created.value, hostId: lobby.hostId, gameId: seed, hints: lobby.hints === true,
        ...(lobby.clock ? { clock: startClock(lobby.clock, created.value, this.now()) } : {}),
      };
      const change = this.saved(base, created.value, created.value, seatOf(created.value, user.id), opts, user.id, r.game);
      if (lobbyOwed && change.out.ok) change.out.value.owed.unshift(lobbyOwed);
      return change;
    });
    if (out.ok) {
      if (dealt) await this.events.emit('lobby-changed', { channelId, guildId: out.value.record.guildId ?? null, lobby: null, record: out.value.record, owed: out.value.owed.slice(0, -1) });
      await this.announce(channelId, out.value);
    }
    // The lobby dealt from, so its message can say the game started.
    return out.ok && dealt ? done({ ...out.value, lobby: dealt }) : out;
  }

  /**
   * The Rematch button on a finished game: a lobby with the same rules, clock, hints and
   * computer seats, the asker seated as its host, and the game's other players offered
   * their seats, to join or decline; the host deals, as in any lobby. The finished game
   * stays the channel's game (analysis, export) until then. A press while that rematch
   * gathers joins it.
   */
  async rematch(channelId: string, user: User, lobbyMessageId?: string): Promise<Outcome<{ record: ChannelRecord; joined: boolean }>> {
    let joined = false;
    let owed: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      const last = r?.game;
      if (!r || !last) return { next: 'unchanged', out: fail({ code: 'no-game' }) };
      if (last.status !== 'over') return { next: 'unchanged', out: fail({ code: 'game-already-running' }) };
      if (seatOf(last, user.id) < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
      const of = r.gameId ?? archiveEntry(r, last, 0).id;
      if (r.lobby) {
        if (r.lobby.rematch?.of !== of) return { next: 'unchanged', out: fail({ code: 'lobby-already-open' }) };
        const lobby = joinLobby(r.lobby, user, null);
        if (!lobby.ok) return { next: 'unchanged', out: lobby };
        joined = true;
        const told = oweLobby(r, lobby.value, this.now());
        owed = told.id ? [told.id] : [];
        const next = { ...told.record, lobby: lobby.value };
        return { next, out: done(next) };
      }
      const lobby = rematchLobby(last, of, user, {
        hints: r.hints === true, clock: r.clock?.settings ?? null, createdAt: this.now(), ...(lobbyMessageId ? { messageId: lobbyMessageId } : {}),
      });
      const next: ChannelRecord = { ...r, lobby, hostId: user.id, updatedAt: this.now() };
      return { next, out: done(next) };
    });
    if (!out.ok) return out;
    await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: out.value.lobby, record: out.value, owed });
    return done({ record: out.value, joined });
  }

  /**
   * A game action by a user: refused for spectators and resigned players, decided by
   * the engine otherwise. See ActOptions for the board the action comes from and goes to.
   */
  async act(channelId: string, user: User, build: (player: number, game: GameState) => Action, opts: ActOptions = {}): Promise<Outcome<ActionResult>> {
    const out = await this.change<ActionResult>(channelId, async (r) => {
      const game = r?.game;
      if (!r || !game) return { next: 'unchanged', out: fail(r?.lobby ? { code: 'game-not-started' } : { code: 'no-game' }) };
      const player = seatOf(game, user.id);
      if (player < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
      if (opts.onBoard !== undefined && r.boardMessageId !== opts.onBoard) return { next: 'unchanged', out: fail({ code: 'old-board' }) };
      if (opts.atVersion !== undefined && r.version !== opts.atVersion) return { next: 'unchanged', out: fail({ code: 'stale' }) };
      if (game.resigned[player] && game.status === 'playing') return { next: 'unchanged', out: fail({ code: 'resigned' }) };
      const res = apply(game, build(player, game), await this.context(game.rules));
      if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
      return this.saved(r, game, res.value, player, opts, user.id);
    });
    if (out.ok) await this.announce(channelId, out.value);
    return out;
  }

  /**
   * The record after an accepted change by `actor` (none: the clock), with the board it
   * owes the channel (see outbox.ts): the message that will show it (a placeholder) or
   * none yet (posted by the publisher), and the board it replaces.
   */
  private saved(r: ChannelRecord, before: GameState, after: GameState, player: number, opts: ActOptions, actor?: string, prior: GameState | null = before): Change<ActionResult> {
    const { boardMessageId: previousBoard, ...rest } = r;
    // The clock moves on in the same write as the move that ends a turn: no deadline is ever left behind.
    const clock = rest.clock ? advanceClock(rest.clock, after, this.now()) : undefined;
    const owing = oweBoard({ ...rest, game: after } as ChannelRecord, before, prior, {
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
   * and announced once; should the archive fail here, the next deal in the channel
   * archives it before replacing it.
   */
  private async announce(channelId: string, result: ActionResult): Promise<void> {
    const guildId = result.record.guildId ?? null;
    await this.events.emit('turn-applied', { channelId, guildId, ...result });
    if (result.after.status !== 'over' || result.before.status === 'over') return;
    try {
      await this.store.archive(archiveEntry(result.record, result.after, this.now()));
    } catch (e) {
      this.onError('archive', e);
    }
    await this.events.emit('game-finished', { channelId, guildId, game: result.after, record: result.record });
  }

  /** Calls off the channel's lobby or game; returns the record as it was. */
  async cancel(channelId: string, user: User, canManageMessages: boolean): Promise<Outcome<ChannelRecord>> {
    let kept: ChannelRecord | null = null;
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (!r || (!r.lobby && finished(r.game))) return { next: 'unchanged', out: fail({ code: 'no-game' }) };
      if (r.hostId !== user.id && !canManageMessages) return { next: 'unchanged', out: fail({ code: 'cannot-cancel' }) };
      // A lobby called off after a game (a rematch, say) leaves that game as it was: its analysis and export stay.
      kept = r.lobby && r.game?.status === 'over' ? { ...r, lobby: null } : null;
      return { next: kept, out: done(r) };
    });
    if (out.ok && out.value.lobby) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: null, record: kept });
    return out;
  }

  /** Remembers the board posted by `/scrabble board`; returns the one it replaces. */
  async setBoardMessage(channelId: string, messageId: string): Promise<Outcome<string | undefined>> {
    return this.change(channelId, async (r) => (r ? { next: { ...r, boardMessageId: messageId }, out: done(r.boardMessageId) } : { next: 'unchanged', out: done(undefined) }));
  }

  /**
   * Takes on an owed message at `now` (publisher.ts): null if it is not owed any more, or
   * another process holds its lease (unless `force`, a start).
   */
  async takeOwed(channelId: string, id: string, now: number, force: boolean): Promise<Outcome<{ record: ChannelRecord; owed: Owed } | null>> {
    return this.change(channelId, async (r) => {
      const next = takeOn(r, id, now, force);
      return next ? { next, out: done({ record: next, owed: findOwed(next, id)! }) } : { next: 'unchanged', out: done(null) };
    });
  }

  /**
   * An owed message went out as `messageId`: it is owed no more, and a board becomes the
   * current one if the game has not moved on since (else it is to be retired: `retireSelf`).
   */
  async delivered(channelId: string, id: string, messageId?: string): Promise<Outcome<{ retireSelf: boolean }>> {
    return this.change(channelId, async (r) => {
      const owed = findOwed(r, id);
      if (!r || !owed) return { next: 'unchanged', out: done({ retireSelf: false }) };
      if (owed.kind !== 'board') return { next: withoutOwed(r, id), out: done({ retireSelf: false }) };
      const { record, retireSelf } = boardDelivered(r, owed, messageId);
      return { next: record, out: done({ retireSelf }) };
    });
  }

  /** A delivery failed: tried again after a lease, and given up after `tries`. */
  async deliveryFailed(channelId: string, id: string, tries: number): Promise<Outcome<null>> {
    return this.change(channelId, async (r) => (r && findOwed(r, id) ? { next: deliveryFailedOn(r, id, this.now(), tries), out: done(null) } : { next: 'unchanged', out: done(null) }));
  }

  /**
   * Acts on the channel's clock if something is due at `now`: the half-time reminder
   * (marked sent), or the time-out (applied by the engine). One compare-and-set, so of
   * two processes sweeping at once only one acts; the other's write is stale. Null: nothing due.
   */
  async clockTick(channelId: string, now: number): Promise<Outcome<ClockTick | null>> {
    const out = await this.change<ClockTick | null>(channelId, async (r) => {
      const clock = r?.clock;
      const game = r?.game;
      const due = dueAction(clock, now);
      if (!r || !clock || !game || !due || game.status !== 'playing') return { next: 'unchanged', out: done(null) };
      const userId = game.players[clock.player]!.id;
      if (due.kind === 'remind') {
        const reminder: Reminder = { userId, kind: 'half-time', deadline: clock.deadline, ping: await this.pings(userId) };
        return { next: { ...r, clock: remindLeased(clock, now) }, out: done({ kind: 'remind', reminder, turn: clock.turn }) };
      }
      const forfeitAfter = clock.settings.timeout === 'forfeit' ? clock.settings.forfeitAfter : null;
      const res = apply(game, { type: 'time-out', player: clock.player, forfeitAfter }, await this.context(game.rules));
      if (!res.ok) {
        // The engine refused: stop this clock rather than retry the same deadline forever.
        this.onError(`time-out in ${channelId}`, new Error(res.error.code));
        return { next: { ...r, clock: { ...clock, due: null } as GameClock }, out: done(null) };
      }
      // Its board is owed in the same write (the publisher posts it; should this process stop first, another does).
      const saved = this.saved(r, game, res.value, clock.player, {});
      return saved.out.ok ? { next: saved.next, out: done({ kind: 'time-out', result: saved.out.value }) } : { next: 'unchanged', out: saved.out };
    });
    if (out.ok && out.value?.kind === 'time-out') {
      await this.announce(channelId, out.value.result);
    }
    return out;
  }

  /** The half-time reminder of `turn` is out: it is not due again. */
  async reminderSent(channelId: string, turn: string): Promise<Outcome<null>> {
    return this.change<null>(channelId, async (r) => {
      const clock = r?.clock;
      if (!r || !clock || clock.turn !== turn || clock.remindAt === null) return { next: 'unchanged', out: done(null) };
      return { next: { ...r, clock: reminded(clock) }, out: done(null) };
    });
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
  private async pings(userId: string): Promise<boolean> {
    try {
      return (await this.store.userSettings(userId)).pings;
    } catch {
      return true;
    }
  }

  /**
   * `/scrabble nudge`: a player reminds the one whose turn it is. At most one nudge per
   * channel every NUDGE_INTERVAL_MS, remembered in the record.
   */
  async nudge(channelId: string, user: User): Promise<Outcome<Reminder>> {
    return this.change<Reminder>(channelId, async (r) => {
      const game = r?.game;
      if (!r || !game) return { next: 'unchanged', out: fail(r?.lobby ? { code: 'game-not-started' } : { code: 'no-game' }) };
      if (game.status !== 'playing') return { next: 'unchanged', out: fail({ code: 'game-over' }) };
      const player = seatOf(game, user.id);
      if (player < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
      // While a going-out play waits, the player to move is the one who must decide on it.
      if (game.turn === player) return { next: 'unchanged', out: fail({ code: 'nudge-own-turn' }) };
      if (isComputerId(game.players[game.turn]!.id)) return { next: 'unchanged', out: fail({ code: 'nudge-computer' }) };
      const now = this.now();
      const wait = (r.lastNudgeAt ?? -Infinity) + NUDGE_INTERVAL_MS - now;
      if (wait > 0) return { next: 'unchanged', out: fail({ code: 'nudge-too-soon', limit: Math.ceil(wait / 60_000) }) };
      const userId = game.players[game.turn]!.id;
      const deadline = r.clock && r.clock.player >= 0 ? r.clock.deadline : null;
      return { next: { ...r, lastNudgeAt: now }, out: done({ userId, kind: 'nudge', deadline, ping: await this.pings(userId) }) };
    });
  }

  async context(rules: Rules): Promise<EngineContext> {
    const [lexicon, finder] = await Promise.all([this.dictionaries.lexicon(rules.lexicon), this.dictionaries.finder(rules.lexicon)]);
    return { lexicon, finder };
  }
}

