/**
 * The lobby half of the game service: opening a game, joining and leaving it, computer
 * seats, and the rematch. Every change goes through the core's compare-and-set.
 */
import { DEFAULT_PRESET, findLanguage, findPreset, LANGUAGES, type ChallengeRule, type Rules } from '../engine/index.js';
import { clockSettings, type PaceId, type TimeoutRule } from './clock.js';
import { archiveEntry, finished, HubCore } from './hub-core.js';
import { addComputer, joinLobby, leaveLobby, rematchLobby, removeComputer } from './lobby.js';
import { oweLobby, oweLobbyPost } from './outbox.js';
import { seatOf } from './policy.js';
import type { User } from './ports.js';
import { done, fail, type Outcome, type Problem } from './problems.js';
import { RECORD_SCHEMA, type ChannelRecord, type Lobby, type ThreadHome } from './record.js';
import { newComputer, type LevelId } from './seats.js';

export interface NewGameOptions {
  preset?: string | null;
  /** The language played (its tile set and default word list); English when absent. */
  language?: string | null;
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

/**
 * Why a lobby action cannot apply: no lobby open (its game started, or there never was
 * one), or, for a button (`onLobby`, the message it sits on), a newer lobby than the one
 * pressed. Null when it may go ahead.
 */
export function lobbyRefusal(r: ChannelRecord | null, onLobby: string | undefined): Problem | null {
  if (!r?.lobby) {
    if (r?.game && !finished(r.game)) return { code: onLobby !== undefined ? 'lobby-started' : 'game-already-running' };
    return { code: 'no-lobby' };
  }
  if (onLobby !== undefined && r.lobby.messageId !== undefined && r.lobby.messageId !== onLobby) return { code: 'old-lobby' };
  return null;
}

export class Lobbies extends HubCore {
  /**
   * Opens a lobby in `channelId`, shown by the message `lobbyMessageId` (the command's
   * answer). `thread`: the channel is a thread just opened for this game, where the lobby's
   * message is owed (posted by the publisher), and the command's answer in the parent
   * channel is the game's summary line.
   */
  async newLobby(channelId: string, guildId: string | null, host: User, opts: NewGameOptions, lobbyMessageId?: string, thread?: ThreadHome): Promise<Outcome<ChannelRecord>> {
    const rules = this.lobbyRules(opts);
    if (!rules.ok) return rules;
    const clock = opts.pace ? clockSettings(opts.pace, opts.timeout ?? 'pass', this.clockScale) : null;
    const told: string[] = [];
    let owed: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      owed = [];
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
      const home = thread ? { ...thread, preset: lobby.rules.preset } : r?.thread;
      const base: ChannelRecord = {
        schema: RECORD_SCHEMA, version: r?.version ?? 0, channelId, guildId, lobby, game: r?.game ?? null, hostId: host.id, updatedAt: this.now(),
        ...(r?.boardMessageId ? { boardMessageId: r.boardMessageId } : {}),
        ...(r?.gameId ? { gameId: r.gameId } : {}),
        ...(home ? { thread: home } : {}),
      };
      if (!thread) return { next: base, out: done(base) };
      // No answer shows the lobby in the thread just opened (the command answered in its parent): its message is owed.
      const posted = oweLobbyPost(base, lobby, this.now());
      owed = [posted.id];
      return { next: posted.record, out: done(posted.record) };
    }, { told, summaryAnswered: thread !== undefined });
    if (out.ok) await this.events.emit('lobby-changed', { channelId, guildId, lobby: out.value.lobby, record: out.value, owed: [...owed, ...told] });
    return out;
  }

  /** The rules a lobby would be opened with, or why it cannot be (checked before anything is made for it). */
  lobbyRules(opts: NewGameOptions): Outcome<Rules> {
    const preset = opts.preset ? findPreset(opts.preset) : DEFAULT_PRESET;
    if (!preset) return fail({ code: 'unknown-preset', detail: opts.preset ?? '' });
    const language = opts.language ? findLanguage(opts.language) : LANGUAGES.en;
    if (!language) return fail({ code: 'unknown-language', detail: opts.language ?? '' });
    const english = language.id === 'en';
    // The presets' own tile sets (the duel's, without blanks) are English sets.
    if (!english && preset.rules.tileSet !== 'standard') return fail({ code: 'preset-not-in-language', detail: preset.id, language: language.id });
    const lexicon = opts.lexicon ?? (!english ? language.lexicon : preset.lexicon === 'preset' ? preset.rules.lexicon : this.dictionaries.defaultName());
    if (!this.dictionaries.names().includes(lexicon)) return fail({ code: 'unknown-lexicon', detail: lexicon });
    // A list is played with its own language's tiles.
    const listLanguage = this.dictionaries.languageOf(lexicon);
    if (listLanguage !== language.id) return fail({ code: 'lexicon-not-in-language', detail: lexicon, language: language.id, listLanguage });
    if (this.dictionaries.ready?.(lexicon) === false) return fail({ code: 'lexicon-not-ready', detail: lexicon });
    return done({
      ...preset.rules,
      ...(english ? {} : { tileSet: language.tileSet }),
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
    const told: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      const refused = lobbyRefusal(r, onLobby);
      if (refused || !r?.lobby) return { next: 'unchanged', out: fail(refused ?? { code: 'no-lobby' }) };
      const lobby = change(r.lobby);
      if (!lobby.ok) return { next: 'unchanged', out: lobby };
      const told = onLobby === undefined ? oweLobby(r, lobby.value, this.now()) : { record: r, id: null };
      owed = told.id ? [told.id] : [];
      const next = { ...told.record, lobby: lobby.value };
      return { next, out: done(next) };
    }, { told });
    if (out.ok) await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: out.value.lobby, record: out.value, owed: [...owed, ...told] });
    return out;
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
    const summary: string[] = [];
    const out = await this.change<ChannelRecord>(channelId, async (r) => {
      // Run again when another process wrote meanwhile: nothing from a run before counts.
      joined = false;
      owed = [];
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
    }, { told: summary });
    if (!out.ok) return out;
    await this.events.emit('lobby-changed', { channelId, guildId: out.value.guildId ?? null, lobby: out.value.lobby, record: out.value, owed: [...owed, ...summary] });
    return done({ record: out.value, joined });
  }
}
