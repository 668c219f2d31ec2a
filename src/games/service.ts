/**
 * The game hub's service: every way into a game (Discord interactions today, clocks
 * and the computer player tomorrow) goes through here. Each change runs under the
 * channel's lock, the engine decides every rule, the store saves it with an atomic
 * compare-and-set, and only then are listeners told. Nothing here knows discord.js.
 */
import { createHash } from 'node:crypto';
import {
  apply, createGame, DEFAULT_PRESET, findPreset, type Action, type ChallengeRule, type GameState, type Rules,
} from '../engine/index.js';
import type { EngineContext } from '../engine/lexicon.js';
import { HubEventBus } from './events.js';
import { joinLobby, leaveLobby } from './lobby.js';
import { seatOf } from './policy.js';
import type { Dictionaries, User } from './ports.js';
import { done, fail, type Outcome, type Problem } from './problems.js';
import { writeGcg } from '../engine/gcg-write.js';
import { RECORD_SCHEMA, type ArchivedGame, type ChannelRecord, type Lobby } from './record.js';
import { StaleWriteError, StoreUnavailableError, type GameStore } from './store.js';

export type { Dictionaries, User } from './ports.js';
export type { Outcome, Problem } from './problems.js';

export interface NewGameOptions {
  preset?: string | null;
  lexicon?: string | null;
  challenge?: ChallengeRule | null;
  maxPlayers?: number | null;
}

export interface ActionResult {
  before: GameState;
  after: GameState;
  record: ChannelRecord;
  player: number;
  /** The board shown before this change, whose buttons no longer act. */
  previousBoard?: string;
}

/** Where an action comes from: the message it was pressed on, and the message that will show its result. */
export interface ActOptions {
  /** A button's board: refused unless it is the channel's current board. */
  onBoard?: string;
  /** The message that will show the new position, saved in the same write as the move. */
  boardMessageId?: string;
}

export interface ServiceOptions {
  now?: () => number;
  seed?: () => string;
  events?: HubEventBus;
  /** Failures that must not undo a saved change (an archive, a listener): logged here. */
  onError?: (what: string, error: unknown) => void;
}

type Change<T> = { next: ChannelRecord | null | 'unchanged'; out: Outcome<T> };

const finished = (g: GameState | null | undefined): boolean => !g || g.status === 'over';

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
  private readonly now: () => number;
  private readonly seed: () => string;
  private readonly onError: (what: string, error: unknown) => void;

  constructor(readonly store: GameStore, readonly dictionaries: Dictionaries, options: ServiceOptions = {}) {
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? (() => `${Date.now()}:${Math.random()}`);
    this.onError = options.onError ?? (() => {});
    this.events = options.events ?? new HubEventBus((name, e) => this.onError(`listener of ${name}`, e));
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
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (r?.game && !finished(r.game)) return { next: 'unchanged', out: fail({ code: 'game-already-running' }) };
      if (r?.lobby) return { next: 'unchanged', out: fail({ code: 'lobby-already-open' }) };
      const lobby: Lobby = {
        hostId: host.id, rules: rules.value, players: [{ id: host.id, name: host.name }], createdAt: this.now(),
        ...(lobbyMessageId ? { messageId: lobbyMessageId } : {}),
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
    const lexicon = opts.lexicon ?? (preset.id === 'duel' ? 'sowpods' : this.dictionaries.defaultName());
    if (!this.dictionaries.names().includes(lexicon)) return fail({ code: 'unknown-lexicon', detail: lexicon });
    return done({
      ...preset.rules,
      lexicon,
      ...(opts.challenge ? { challenge: opts.challenge } : {}),
      ...(opts.maxPlayers ? { maxPlayers: Math.max(preset.rules.minPlayers, Math.min(opts.maxPlayers, preset.rules.maxPlayers)) } : {}),
    });
  }

  /** Joins the lobby, or gives the age the rules need when already seated (the host, say). */
  async join(channelId: string, user: User, age: number | null): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => joinLobby(lobby, user, age));
  }

  async leave(channelId: string, user: User): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => leaveLobby(lobby, user));
  }

  private async lobbyChange(channelId: string, change: (lobby: Lobby) => Outcome<Lobby>): Promise<Outcome<ChannelRecord>> {
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (!r?.lobby) return { next: 'unchanged', out: fail(r?.game && !finished(r.game) ? { code: 'game-already-running' } : { code: 'no-lobby' }) };
      const lobby = change(r.lobby);
      if (!lobby.ok) return { next: 'unchanged', out: lobby };
      const next = { ...r, lobby: lobby.value };
      return { next, out: done(next) };
    });
    if (out.ok) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: out.value.lobby, record: out.value });
    return out;
  }

  /** The host deals: the engine decides who starts. Also starts the second game of a match. */
  async start(channelId: string, user: User, opts: ActOptions = {}): Promise<Outcome<ActionResult>> {
    let dealt: Lobby | null = null;
    const out = await this.change<ActionResult>(channelId, async (r) => {
      if (r?.game?.status === 'between-games') {
        const idx = seatOf(r.game, user.id);
        if (idx < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
        const res = apply(r.game, { type: 'next-game' });
        if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
        return this.saved(r, r.game, res.value, idx, opts);
      }
      if (!r?.lobby) return { next: 'unchanged', out: fail(r?.game && !finished(r.game) ? { code: 'game-already-running' } : { code: 'no-lobby' }) };
      const lobby = r.lobby;
      if (lobby.hostId !== user.id) return { next: 'unchanged', out: fail({ code: 'not-host' }) };
      const ages = lobby.rules.firstPlayer === 'youngest' ? lobby.players.map((p) => p.age ?? NaN) : undefined;
      const seed = `${channelId}:${this.seed()}`;
      const created = createGame({
        rules: lobby.rules,
        players: lobby.players.map((p) => ({ id: p.id, name: p.name })),
        seed,
        ...(ages ? { ages } : {}),
      });
      if (!created.ok) return { next: 'unchanged', out: fail(created.error) };
      dealt = lobby;
      // The game this one replaces is kept first: nothing finished is ever overwritten unarchived.
      if (r.game?.status === 'over') await this.store.archive(archiveEntry(r, r.game, this.now()));
      // Ages leave the store with the lobby.
      const base: ChannelRecord = { ...r, lobby: null, game: created.value, hostId: lobby.hostId, gameId: seed };
      return this.saved(base, created.value, created.value, seatOf(created.value, user.id), opts);
    });
    if (out.ok) {
      if (dealt) await this.events.emit('lobby-changed', { channelId, guildId: out.value.record.guildId ?? null, lobby: null, record: out.value.record });
      await this.announce(channelId, out.value);
    }
    return out;
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
      if (game.resigned[player] && game.status === 'playing') return { next: 'unchanged', out: fail({ code: 'resigned' }) };
      const res = apply(game, build(player, game), await this.context(game.rules));
      if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
      return this.saved(r, game, res.value, player, opts);
    });
    if (out.ok) await this.announce(channelId, out.value);
    return out;
  }

  /** The record after an accepted change, with the message that will show it (or none yet). */
  private saved(r: ChannelRecord, before: GameState, after: GameState, player: number, opts: ActOptions): Change<ActionResult> {
    const { boardMessageId: previousBoard, ...rest } = r;
    const next: ChannelRecord = { ...rest, game: after, ...(opts.boardMessageId ? { boardMessageId: opts.boardMessageId } : {}) };
    return { next, out: done({ before, after, record: next, player, ...(previousBoard ? { previousBoard } : {}) }) };
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

  async cancel(channelId: string, user: User, canManageMessages: boolean): Promise<Outcome<ChannelRecord>> {
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (!r || (!r.lobby && finished(r.game))) return { next: 'unchanged', out: fail({ code: 'no-game' }) };
      if (r.hostId !== user.id && !canManageMessages) return { next: 'unchanged', out: fail({ code: 'cannot-cancel' }) };
      return { next: null, out: done(r) };
    });
    if (out.ok && out.value.lobby) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: null, record: null });
    return out;
  }

  /** Remembers the board posted by `/scrabble board`; returns the one it replaces. */
  async setBoardMessage(channelId: string, messageId: string): Promise<Outcome<string | undefined>> {
    return this.change(channelId, async (r) => (r
      ? { next: { ...r, boardMessageId: messageId }, out: done(r.boardMessageId) }
      : { next: 'unchanged', out: done(undefined) }));
  }

  async context(rules: Rules): Promise<EngineContext> {
    const [lexicon, finder] = await Promise.all([this.dictionaries.lexicon(rules.lexicon), this.dictionaries.finder(rules.lexicon)]);
    return { lexicon, finder };
  }
}

