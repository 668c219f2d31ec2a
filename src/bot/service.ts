/**
 * The game service: what each command does to a channel's record, under the
 * channel's lock, with the engine deciding every rule. It knows nothing of
 * discord.js: it takes users and options and returns outcomes or problems.
 */
import {
  apply, createGame, DEFAULT_PRESET, findPreset, type Action, type ChallengeRule, type GameState, type Rules,
} from '../engine/index.js';
import type { EngineContext, Lexicon, PlayFinder } from '../engine/lexicon.js';
import type { ChannelRecord, Lobby } from '../games/record.js';
import { StaleWriteError, type GameStore } from '../games/store.js';
import type { Problem } from './messages.js';

export interface User {
  id: string;
  name: string;
}

/** The word lists installed on this bot, by name. */
export interface Dictionaries {
  names(): string[];
  defaultName(): string;
  lexicon(name: string): Promise<Lexicon>;
  finder(name: string): Promise<PlayFinder>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const fail = <T>(problem: Problem): Outcome<T> => ({ ok: false, problem });
const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

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
}

export class GameService {
  constructor(
    readonly store: GameStore,
    readonly dictionaries: Dictionaries,
    private readonly now: () => number = Date.now,
    private readonly seed: () => string = () => `${Date.now()}:${Math.random()}`,
  ) {}

  async record(channelId: string): Promise<ChannelRecord | null> {
    return this.store.get(channelId);
  }

  /** Runs a change under the channel lock; a concurrent writer elsewhere shows up as a `stale` problem. */
  private async change<T>(channelId: string, work: (r: ChannelRecord | null) => Promise<{ next: ChannelRecord | null | 'unchanged'; out: Outcome<T> }>): Promise<Outcome<T>> {
    try {
      return await this.store.update(channelId, async (r) => {
        const { next, out } = await work(r);
        return { next: out.ok ? next : 'unchanged', result: out };
      });
    } catch (e) {
      if (e instanceof StaleWriteError) return fail({ code: 'stale' });
      throw e;
    }
  }

  async newLobby(channelId: string, host: User, opts: NewGameOptions): Promise<Outcome<ChannelRecord>> {
    const preset = opts.preset ? findPreset(opts.preset) : DEFAULT_PRESET;
    if (!preset) return fail({ code: 'unknown-preset', detail: opts.preset ?? '' });
    const lexicon = opts.lexicon ?? (preset.id === 'duel' ? 'sowpods' : this.dictionaries.defaultName());
    if (!this.dictionaries.names().includes(lexicon)) return fail({ code: 'unknown-lexicon', detail: lexicon });
    const rules: Rules = {
      ...preset.rules,
      lexicon,
      ...(opts.challenge ? { challenge: opts.challenge } : {}),
      ...(opts.maxPlayers ? { maxPlayers: Math.max(preset.rules.minPlayers, Math.min(opts.maxPlayers, preset.rules.maxPlayers)) } : {}),
    };
    return this.change(channelId, async (r) => {
      if (r?.game && r.game.status !== 'over') return { next: 'unchanged', out: fail({ code: 'game-already-running' }) };
      if (r?.lobby) return { next: 'unchanged', out: fail({ code: 'lobby-already-open' }) };
      const lobby: Lobby = { hostId: host.id, rules, players: [{ id: host.id, name: host.name }], createdAt: this.now() };
      // A finished game stays until the next one starts, so it can still be exported.
      const next: ChannelRecord = { schema: 1, version: r?.version ?? 0, channelId, lobby, game: r?.game ?? null, hostId: host.id, updatedAt: this.now() };
      return { next, out: done(next) };
    });
  }

  async join(channelId: string, user: User, age: number | null): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => {
      if (lobby.players.some((p) => p.id === user.id)) return fail({ code: 'already-joined' });
      if (lobby.players.length >= lobby.rules.maxPlayers) return fail({ code: 'lobby-full', limit: lobby.rules.maxPlayers });
      const needsAge = lobby.rules.firstPlayer === 'youngest';
      if (needsAge && age === null) return fail({ code: 'age-needed' });
      if (needsAge && (!Number.isInteger(age) || age! < 1 || age! > 120)) return fail({ code: 'bad-age' });
      return done({ ...lobby, players: [...lobby.players, { id: user.id, name: user.name, ...(needsAge ? { age: age! } : {}) }] });
    });
  }

  /** The host gives their age too when the youngest starts. */
  async setAge(channelId: string, user: User, age: number): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => {
      if (!Number.isInteger(age) || age < 1 || age > 120) return fail({ code: 'bad-age' });
      if (!lobby.players.some((p) => p.id === user.id)) return fail({ code: 'not-in-lobby' });
      return done({ ...lobby, players: lobby.players.map((p) => (p.id === user.id ? { ...p, age } : p)) });
    });
  }

  async leave(channelId: string, user: User): Promise<Outcome<ChannelRecord>> {
    return this.lobbyChange(channelId, (lobby) => {
      if (lobby.hostId === user.id) return fail({ code: 'host-cannot-leave' });
      if (!lobby.players.some((p) => p.id === user.id)) return fail({ code: 'not-in-lobby' });
      return done({ ...lobby, players: lobby.players.filter((p) => p.id !== user.id) });
    });
  }

  private async lobbyChange(channelId: string, change: (lobby: Lobby) => Outcome<Lobby>): Promise<Outcome<ChannelRecord>> {
    return this.change(channelId, async (r) => {
      if (!r?.lobby) return { next: 'unchanged', out: fail(r?.game && r.game.status !== 'over' ? { code: 'game-already-running' } : { code: 'no-lobby' }) };
      const lobby = change(r.lobby);
      if (!lobby.ok) return { next: 'unchanged', out: lobby };
      const next = { ...r, lobby: lobby.value };
      return { next, out: done(next) };
    });
  }

  /** The host deals: the engine decides who starts. Also starts the second game of a match. */
  async start(channelId: string, user: User): Promise<Outcome<ActionResult>> {
    return this.change(channelId, async (r) => {
      if (r?.game?.status === 'between-games') {
        const idx = r.game.players.findIndex((p) => p.id === user.id);
        if (idx < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
        const res = apply(r.game, { type: 'next-game' });
        if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
        const next = { ...r, game: res.value };
        return { next, out: done({ before: r.game, after: res.value, record: next, player: idx }) };
      }
      if (!r?.lobby) return { next: 'unchanged', out: fail(r?.game && r.game.status !== 'over' ? { code: 'game-already-running' } : { code: 'no-lobby' }) };
      const lobby = r.lobby;
      if (lobby.hostId !== user.id) return { next: 'unchanged', out: fail({ code: 'not-host' }) };
      const ages = lobby.rules.firstPlayer === 'youngest' ? lobby.players.map((p) => p.age ?? NaN) : undefined;
      const created = createGame({
        rules: lobby.rules,
        players: lobby.players.map((p) => ({ id: p.id, name: p.name })),
        seed: `${channelId}:${this.seed()}`,
        ...(ages ? { ages } : {}),
      });
      if (!created.ok) return { next: 'unchanged', out: fail(created.error) };
      // Ages leave the store with the lobby.
      const next: ChannelRecord = { ...r, lobby: null, game: created.value, hostId: lobby.hostId };
      return { next, out: done({ before: created.value, after: created.value, record: next, player: created.value.players.findIndex((p) => p.id === user.id) }) };
    });
  }

  /**
   * A game action by a user: refused for spectators, decided by the engine otherwise.
   * `onBoard`, for a button: the board message it sits on, refused unless it is the
   * channel's current board (a button acts only on the position it was shown with).
   */
  async act(channelId: string, user: User, build: (player: number, game: GameState) => Action, onBoard?: string): Promise<Outcome<ActionResult>> {
    return this.change(channelId, async (r) => {
      const game = r?.game;
      if (!r || !game) return { next: 'unchanged', out: fail(r?.lobby ? { code: 'game-not-started' } : { code: 'no-game' }) };
      const player = game.players.findIndex((p) => p.id === user.id);
      if (player < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
      if (onBoard !== undefined && r.boardMessageId !== onBoard) return { next: 'unchanged', out: fail({ code: 'stale' }) };
      const res = apply(game, build(player, game), await this.context(game.rules));
      if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
      // No board shows the new position until its message is posted.
      const { boardMessageId: _shown, ...rest } = r;
      const next = { ...rest, game: res.value };
      return { next, out: done({ before: game, after: res.value, record: next, player }) };
    });
  }

  async cancel(channelId: string, user: User, canManageMessages: boolean): Promise<Outcome<ChannelRecord>> {
    return this.change(channelId, async (r) => {
      if (!r || (!r.lobby && (!r.game || r.game.status === 'over'))) return { next: 'unchanged', out: fail({ code: 'no-game' }) };
      if (r.hostId !== user.id && !canManageMessages) return { next: 'unchanged', out: fail({ code: 'cannot-cancel' }) };
      return { next: null, out: done(r) };
    });
  }

  /** Remembers the latest board message of the channel. */
  async setBoardMessage(channelId: string, messageId: string): Promise<void> {
    await this.change(channelId, async (r) => (r ? { next: { ...r, boardMessageId: messageId }, out: done(null) } : { next: 'unchanged', out: done(null) }));
  }

  async setLobbyMessage(channelId: string, messageId: string): Promise<void> {
    await this.change(channelId, async (r) =>
      r?.lobby ? { next: { ...r, lobby: { ...r.lobby, messageId } }, out: done(null) } : { next: 'unchanged', out: done(null) });
  }

  async context(rules: Rules): Promise<EngineContext> {
    const [lexicon, finder] = await Promise.all([this.dictionaries.lexicon(rules.lexicon), this.dictionaries.finder(rules.lexicon)]);
    return { lexicon, finder };
  }
}
