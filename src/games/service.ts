/**
 * The game hub's service: every way into a game (Discord interactions, turn clocks and
 * the computer player) goes through here. Each change runs under the channel's lock,
 * the engine decides every rule, the store saves it with an atomic compare-and-set
 * together with what it owes the channel (publisher.ts delivers that), and only then
 * are listeners told. Nothing here knows discord.js. The lobby's half is lobbies.ts; the
 * saving and telling, hub-core.ts.
 */
import { agesNeeded, apply, createGame, type Action, type GameState } from '../engine/index.js';
import { dueAction, reminded, remindLeased, startClock, type GameClock, type Reminder } from './clock.js';
import { archiveEntry, finished, sameGame, type ActionResult, type ActOptions } from './hub-core.js';
import { lobbyRefusal, Lobbies } from './lobbies.js';
import { MAX_AGE } from './lobby.js';
import { boardDelivered, deliveryFailedOn, findOwed, oweLobby, takeOn, withAnswer, withoutAnswer, withoutOwed } from './outbox.js';
import { seatOf } from './policy.js';
import type { User } from './ports.js';
import { done, fail, type Outcome } from './problems.js';
import type { ChannelRecord, Lobby, Owed } from './record.js';
import type { Answer } from './outbox.js';
import { isComputerId, markSeats } from './seats.js';

export type { Dictionaries, User } from './ports.js';
export type { Outcome, Problem } from './problems.js';
export { archiveEntry, type ActionResult, type ActOptions, type ServiceOptions } from './hub-core.js';
export type { NewGameOptions } from './lobbies.js';

/** What a clock's sweep did to a channel. */
export type ClockTick = { kind: 'remind'; reminder: Reminder; turn: string } | { kind: 'time-out'; result: ActionResult };

/** Least time between two `/scrabble nudge` in a channel. */
export const NUDGE_INTERVAL_MS = 5 * 60_000;

/** The bound on each store call of noting an answer under way (ms): a store slower than this goes without the note. */
const NOTE_TIMEOUT_MS = 400;

/** A thread's record once its game is called off: no lobby, no game, only where its summary line is (and what is still owed). */
function calledOff(r: ChannelRecord): ChannelRecord {
  const { clock: _clock, boardMessageId: _board, gameId: _id, hints: _hints, answers: _answers, ...rest } = r;
  return { ...rest, lobby: null, game: null };
}

export class GameService extends Lobbies {
  /** Answers whose note a saved change took over (in the same write), so letting them go has nothing left to write. */
  private readonly taken = new Set<string>();

  /** The host deals: the engine decides who starts. Also starts the second game of a match. */
  async start(channelId: string, user: User, opts: ActOptions & { onLobby?: string } = {}): Promise<Outcome<ActionResult & { lobby?: Lobby }>> {
    let dealt: Lobby | null = null;
    let lobbyOwed: string | null = null;
    const told: string[] = [];
    const out = await this.change<ActionResult>(channelId, async (r) => {
      dealt = null;
      lobbyOwed = null;
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
      const seed = this.gameSeed(channelId);
      const first = this.firstSeat;
      const created = createGame({
        rules: first === undefined ? lobby.rules : { ...lobby.rules, firstPlayer: 'given' },
        players: lobby.players.map((p) => ({ id: p.id, name: p.name })),
        seed,
        ...(first !== undefined ? { firstPlayer: first } : ages ? { ages } : {}),
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
      const started = oweLobby(kept as ChannelRecord, lobby, this.now(), true);
      lobbyOwed = started.id;
      const base: ChannelRecord = {
        ...started.record, lobby: null, game: created.value, hostId: lobby.hostId, gameId: seed, hints: lobby.hints === true,
        ...(lobby.clock ? { clock: startClock(lobby.clock, created.value, this.now()) } : {}),
      };
      const change = this.saved(base, created.value, created.value, seatOf(created.value, user.id), opts, user.id, r.game);
      if (started.id && change.out.ok) change.out.value.owed.unshift(started.id);
      return change;
    }, { told });
    if (out.ok) {
      this.answerTaken(opts);
      out.value.owed.push(...told);
      if (dealt) await this.events.emit('lobby-changed', { channelId, guildId: out.value.record.guildId ?? null, lobby: null, record: out.value.record, owed: lobbyOwed ? [lobbyOwed] : [] });
      await this.announce(channelId, out.value);
    }
    // The lobby dealt from, so its message can say the game started.
    return out.ok && dealt ? done({ ...out.value, lobby: dealt }) : out;
  }

  /**
   * A game action by a user: refused for spectators and resigned players, decided by
   * the engine otherwise. See ActOptions for the board the action comes from and goes to.
   */
  async act(channelId: string, user: User, build: (player: number, game: GameState) => Action, opts: ActOptions = {}): Promise<Outcome<ActionResult>> {
    const told: string[] = [];
    const out = await this.change<ActionResult>(channelId, async (r) => {
      const game = r?.game;
      if (!r || !game) return { next: 'unchanged', out: fail(r?.lobby ? { code: 'game-not-started' } : { code: 'no-game' }) };
      const player = seatOf(game, user.id);
      if (player < 0) return { next: 'unchanged', out: fail({ code: 'spectator' }) };
      if (opts.onBoard !== undefined && r.boardMessageId !== opts.onBoard) return { next: 'unchanged', out: fail({ code: 'old-board' }) };
      if (opts.atGame !== undefined && !sameGame(game, opts.atGame)) return { next: 'unchanged', out: fail({ code: 'stale' }) };
      if (game.resigned[player] && game.status === 'playing') return { next: 'unchanged', out: fail({ code: 'resigned' }) };
      const res = apply(game, build(player, game), await this.context(game.rules));
      if (!res.ok) return { next: 'unchanged', out: fail(res.error) };
      return this.saved(r, game, res.value, player, opts, user.id);
    }, { told });
    if (out.ok) {
      this.answerTaken(opts);
      out.value.owed.push(...told);
      await this.announce(channelId, out.value);
    }
    return out;
  }

  private answerTaken(opts: ActOptions): void {
    if (opts.answer) this.taken.add(opts.answer.token);
  }

  /**
   * Calls off the channel's lobby or game; returns the record as it was. In a thread of
   * its own, the game's place stays (empty) so that its summary line can say so.
   */
  async cancel(channelId: string, user: User, canManageMessages: boolean): Promise<Outcome<ChannelRecord>> {
    let kept: ChannelRecord | null = null;
    const told: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      if (!r || (!r.lobby && finished(r.game))) return { next: 'unchanged', out: fail({ code: 'no-game' }) };
      if (r.hostId !== user.id && !canManageMessages) return { next: 'unchanged', out: fail({ code: 'cannot-cancel' }) };
      // A lobby called off after a game (a rematch, say) leaves that game as it was: its analysis and export stay.
      kept = r.lobby && r.game?.status === 'over' ? { ...r, lobby: null } : r.thread ? calledOff(r) : null;
      return { next: kept, out: done(r) };
    }, { told });
    if (out.ok && (out.value.lobby || told.length > 0)) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: null, record: kept, owed: told });
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
    }, { bookkeeping: true });
  }

  /**
   * An owed message went out as `messageId`: it is owed no more, and a board becomes the
   * current one if the game has not moved on since (else it is to be retired: `retireSelf`).
   * `record`: the channel's record as it now stands (read and written under the lock).
   */
  async delivered(channelId: string, id: string, messageId?: string): Promise<Outcome<{ retireSelf: boolean; record: ChannelRecord | null }>> {
    return this.change<{ retireSelf: boolean; record: ChannelRecord | null }>(channelId, async (r) => {
      const owed = findOwed(r, id);
      if (!r || !owed) return { next: 'unchanged', out: done({ retireSelf: false, record: r }) };
      if (owed.kind !== 'board') {
        const next = withoutOwed(r, id);
        return { next, out: done({ retireSelf: false, record: next }) };
      }
      const { record, retireSelf } = boardDelivered(r, owed, messageId);
      return { next: record, out: done({ retireSelf, record }) };
    }, { bookkeeping: true });
  }

  /**
   * An answer under way in the channel (its placeholder, before the action runs): should
   * the process stop before the action is saved, another tells the placeholder nothing
   * happened. Nothing is noted in a channel with no game or lobby.
   */
  async noteAnswer(channelId: string, answer: Answer): Promise<Outcome<null>> {
    // Bounded tightly: the channel's lock is held meanwhile, and the action waits behind it.
    return this.change(channelId, async (r) => (r ? { next: withAnswer(r, answer, this.now()), out: done(null) } : { next: 'unchanged', out: done(null) }), {
      light: { callTimeoutMs: NOTE_TIMEOUT_MS },
      bookkeeping: true,
    });
  }

  /** The answer of the interaction `token` is over (its work ended, or it was told nothing happened). */
  async answerDone(channelId: string, token: string): Promise<Outcome<null>> {
    // Taken over by the change it made: nothing to read or write.
    if (this.taken.delete(token)) return done(null);
    return this.change(channelId, async (r) => (r?.answers?.some((a) => a.token === token)
      ? { next: withoutAnswer(r, token), out: done(null) }
      : { next: 'unchanged', out: done(null) }), { bookkeeping: true });
  }

  /** A delivery failed: tried again after a lease, and given up after `tries`. */
  async deliveryFailed(channelId: string, id: string, tries: number): Promise<Outcome<null>> {
    return this.change(channelId, async (r) => (r && findOwed(r, id) ? { next: deliveryFailedOn(r, id, this.now(), tries), out: done(null) } : { next: 'unchanged', out: done(null) }), { bookkeeping: true });
  }

  /**
   * Acts on the channel's clock if something is due at `now`: the half-time reminder
   * (marked sent), or the time-out (applied by the engine). One compare-and-set, so of
   * two processes sweeping at once only one acts; the other's write is stale. Null: nothing due.
   */
  async clockTick(channelId: string, now: number): Promise<Outcome<ClockTick | null>> {
    const told: string[] = [];
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
    }, { told });
    if (out.ok && out.value?.kind === 'time-out') {
      out.value.result.owed.push(...told);
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
}
