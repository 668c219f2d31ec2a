/** Plain fakes for bot handler tests: a context that records what the player would see. */
import { PuzzleService } from '../../src/games/puzzles.js';
import { mkdtempSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AckKind, CommandContext, Services } from '../../src/bot/context.js';
import { subcommands } from '../../commands/index.js';
import { runButton, runSelect, runSubcommand } from '../../src/bot/dispatch.js';
import { InstalledDictionaries } from '../../src/bot/dictionaries.js';
import type { Reply } from '../../src/bot/present.js';
import type { GameState } from '../../src/engine/index.js';
import type { Reminder } from '../../src/games/clock.js';
import type { AnswerTarget, ChannelPoster, TurnExtras } from '../../src/games/ports.js';
import { Publisher } from '../../src/games/publisher.js';
import { createHub, type Hub } from '../../src/games/hub.js';
import type { GameStore } from '../../src/games/store.js';
import { LocalThinker } from '../../src/games/think.js';
import type { Lobby } from '../../src/games/record.js';
import type { GameSummary } from '../../src/games/summary.js';
import { GameService, type User } from '../../src/games/service.js';
import { openStore } from '../../src/games/open.js';

export interface Sent {
  kind: 'reply' | 'followUp' | 'update';
  reply: Reply;
}

export interface Harness {
  services: Services;
  poster: RecordingPoster;
  logged: unknown[];
  close(): Promise<void>;
}

export type PosterCall =
  | { kind: 'turn'; channelId: string; after: GameState; extras?: TurnExtras }
  | { kind: 'fill'; channelId: string; messageId: string; after: GameState; extras?: TurnExtras }
  | { kind: 'lobby'; channelId: string; messageId: string; lobby: Lobby; started?: GameState }
  | { kind: 'lobby-post'; channelId: string; lobby: Lobby }
  | { kind: 'thread-open'; channelId: string; summary: GameSummary }
  | { kind: 'summary'; channelId: string; messageId: string; threadId: string; summary: GameSummary }
  | { kind: 'thread-rename'; channelId: string; summary: GameSummary }
  | { kind: 'thread-archive'; channelId: string }
  | { kind: 'retire' | 'delete' | 'abandon'; channelId: string; messageId: string };

/** What the hub asked to post or edit outside the interactions' own answers. */
export class RecordingPoster implements ChannelPoster {
  readonly calls: PosterCall[] = [];
  private ids = 0;
  /** Posts by nonce: as on Discord, a post repeated with its nonce gives back the first message. */
  private readonly nonces = new Map<string, string>();

  async postTurn(channelId: string, _before: GameState, after: GameState, extras?: TurnExtras, nonce?: string): Promise<string> {
    const seen = nonce === undefined ? undefined : this.nonces.get(nonce);
    if (seen) return seen;
    this.calls.push({ kind: 'turn', channelId, after, ...(extras ? { extras } : {}) });
    const id = `posted${++this.ids}`;
    if (nonce !== undefined) this.nonces.set(nonce, id);
    return id;
  }

  async fillTurn(channelId: string, target: AnswerTarget, _before: GameState, after: GameState, extras?: TurnExtras): Promise<string> {
    this.calls.push({ kind: 'fill', channelId, messageId: target.messageId, after, ...(extras ? { extras } : {}) });
    return target.messageId;
  }

  async abandonAnswer(channelId: string, target: Omit<AnswerTarget, 'messageId'>): Promise<void> {
    this.calls.push({ kind: 'abandon', channelId, messageId: target.token });
  }

  async deleteMessage(channelId: string, messageId: string): Promise<void> {
    this.calls.push({ kind: 'delete', channelId, messageId });
  }

  async postLobby(channelId: string, lobby: Lobby, nonce?: string): Promise<string> {
    const seen = nonce === undefined ? undefined : this.nonces.get(nonce);
    if (seen) return seen;
    this.calls.push({ kind: 'lobby-post', channelId, lobby });
    const id = `posted${++this.ids}`;
    if (nonce !== undefined) this.nonces.set(nonce, id);
    return id;
  }

  /** Set to make the next thread Discord refuses to open. */
  refuseThreads = false;

  async openThread(channelId: string, summary: GameSummary): Promise<string> {
    if (this.refuseThreads) throw new Error('Missing Permissions');
    this.calls.push({ kind: 'thread-open', channelId, summary });
    return `thread${++this.ids}`;
  }

  async editSummary(channelId: string, messageId: string, threadId: string, summary: GameSummary): Promise<void> {
    this.calls.push({ kind: 'summary', channelId, messageId, threadId, summary });
  }

  async renameThread(channelId: string, summary: GameSummary): Promise<void> {
    this.calls.push({ kind: 'thread-rename', channelId, summary });
  }

  async archiveThread(channelId: string): Promise<void> {
    this.calls.push({ kind: 'thread-archive', channelId });
  }

  /** A clock's reminders, apart from the posts above. */
  readonly reminders: { channelId: string; reminder: Reminder }[] = [];

  async remind(channelId: string, reminder: Reminder): Promise<void> {
    this.reminders.push({ channelId, reminder });
  }

  async editLobby(channelId: string, messageId: string, lobby: Lobby, started?: GameState): Promise<void> {
    this.calls.push({ kind: 'lobby', channelId, messageId, lobby, ...(started ? { started } : {}) });
  }

  async retireBoard(channelId: string, messageId: string): Promise<void> {
    this.calls.push({ kind: 'retire', channelId, messageId });
  }

  /** The lobby as the channel sees it now: the last edit of its message. */
  lastLobby(): Lobby | undefined {
    return this.calls.filter((c) => c.kind === 'lobby').at(-1)?.lobby;
  }

  retired(): string[] {
    return this.calls.flatMap((c) => (c.kind === 'retire' ? [c.messageId] : []));
  }
}

/** A whole hub (service, publisher, computer, sweep) on `store`, posting to `poster`, on the clock `now`. */
export function hubOn(store: GameStore, poster: ChannelPoster, now: () => number, seed: () => string): Hub {
  return createHub({ store, dictionaries: dictionaries(), thinker: new LocalThinker((n) => dictionaries().graph(n)), now, seed }, { poster });
}

/** The daily puzzle's service on `store`, its clock `now`, with the built-in word list. */
export function puzzlesOn(store: GameStore, now: () => number): PuzzleService {
  return new PuzzleService({ store, lexiconName: dictionaries().defaultName(), graph: (n) => dictionaries().graph(n), now });
}

let shared: InstalledDictionaries | null = null;
/** One set of dictionaries for the test process: the word graph is loaded once. English only: no test here waits for a language's list. */
export function dictionaries(): InstalledDictionaries {
  shared ??= new InstalledDictionaries({ LANGUAGES: 'en' });
  return shared;
}

/**
 * A hub on a fresh store (or `storeUrl`) with a recording poster. `threads`: whether the
 * contexts' server ('g1') keeps threads on; off by default, so a game lives in the channel
 * it is opened in (the servers' threads:Off mode), as these tests expect.
 */
export async function harness(storeUrl?: string, seed = 'fixed', threads = false): Promise<Harness> {
  const url = storeUrl ?? `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-')), 'games.sqlite')}`;
  const store = await openStore(url);
  if (!threads) await store.setGuildSettings('g1', { threads: false });
  const logged: unknown[] = [];
  let n = 0;
  const now = () => 1_700_000_000_000;
  const games = new GameService(store, dictionaries(), { now, seed: () => `${seed}-${n++}` });
  const poster = new RecordingPoster();
  const publisher = new Publisher(games, poster, { now, onError: (what, e) => logged.push([what, e]) });
  publisher.attach();
  return {
    services: { games, publisher, dictionaries: dictionaries(), poster, log: (m, e) => logged.push([m, e]), puzzles: puzzlesOn(store, now), commands: subcommands },
    poster,
    logged,
    close: () => store.close(),
  };
}

/** A fresh harness (sqlite in a temp folder) for each test of the file, handed to `take`, and closed after it. */
export function harnessEach(take: (h: Harness) => void): void {
  let h: Harness;
  beforeEach(async () => {
    h = await harness();
    take(h);
  });
  afterEach(async () => {
    await h.close();
  });
}

/** The game stored in `channel`. */
export async function gameIn(h: Harness, channel = 'c1'): Promise<GameState> {
  return (await h.services.games.store.get(channel))!.game!;
}

let placeholders = 0;

/**
 * A fake interaction that keeps the Responder contract as Discord would: acknowledged
 * once, a public placeholder that the answer fills (or that a private answer removes),
 * follow-ups only after the first answer.
 */
export class FakeContext implements CommandContext {
  sent: Sent[] = [];
  acked: AckKind | null = null;
  placeholderId: string | undefined;
  /** Whether the public placeholder was taken away (a private answer after a public ack). */
  placeholderDeleted = false;
  private first = true;
  private ids = 0;

  constructor(
    readonly services: Services,
    readonly user: User,
    readonly channelId: string,
    private readonly options: Record<string, string | number> = {},
    readonly canManageMessages = false,
    readonly missingPermissions: string[] = [],
    readonly guildId: string | null = 'g1',
    readonly missingThreadPermissions: string[] = [],
    readonly canManageServer = false,
    private readonly thread = false,
  ) {}

  async inThread(): Promise<boolean> {
    return this.thread;
  }

  getString(name: string): string | null {
    const v = this.options[name];
    return typeof v === 'string' ? v : null;
  }

  getInteger(name: string): number | null {
    const v = this.options[name];
    return typeof v === 'number' ? v : null;
  }

  async ack(kind: AckKind) {
    if (this.acked) throw new Error('second acknowledgement');
    this.acked = kind;
    if (kind === 'public') this.placeholderId = `p${++placeholders}`;
  }

  async reply(r: Reply) {
    if (!this.first) return this.followUp(r);
    this.first = false;
    if (this.acked === 'public' && r.ephemeral) {
      this.placeholderDeleted = true;
      this.placeholderId = undefined;
      return this.followUp(r);
    }
    if (this.acked === 'private' && !r.ephemeral) return this.followUp(r);
    if (this.acked === 'update' && r.ephemeral) return this.followUp(r);
    this.sent.push({ kind: this.acked === 'update' ? 'update' : 'reply', reply: r });
    return this.placeholderId ?? `m${++this.ids}`;
  }

  async followUp(r: Reply) {
    if (!this.acked && this.first) throw new Error('follow-up before the first answer');
    this.first = false;
    this.sent.push({ kind: 'followUp', reply: r });
    return `f${++this.ids}`;
  }

  /** Messages everyone in the channel sees. */
  get public(): Reply[] {
    return this.sent.filter((s) => !s.reply.ephemeral).map((s) => s.reply);
  }

  get private(): Reply[] {
    return this.sent.filter((s) => s.reply.ephemeral).map((s) => s.reply);
  }

  /** All text of the messages, for assertions. */
  text(which: 'public' | 'private' | 'all' = 'all'): string {
    const list = which === 'public' ? this.public : which === 'private' ? this.private : this.sent.map((s) => s.reply);
    return list.map((r) => [r.content ?? '', ...(r.embeds ?? []).map((e) => JSON.stringify(e))].join('\n')).join('\n');
  }
}

export const ALICE: User = { id: '100', name: 'Alice' };
export const BOB: User = { id: '200', name: 'Bob' };
export const CAROL: User = { id: '300', name: 'Carol' };
export const DAVE: User = { id: '400', name: 'Dave' };
export const EVE: User = { id: '500', name: 'Eve' };

/** Runs one `/scrabble` subcommand as `user` and returns what they (and the channel) saw. */
export async function run(h: Harness, user: User, sub: string, options: Record<string, string | number> = {}, channel = 'c1', extra: { canManage?: boolean; missing?: string[] } = {}): Promise<FakeContext> {
  const ctx = new FakeContext(h.services, user, channel, options, extra.canManage ?? false, extra.missing ?? []);
  await runSubcommand(ctx, sub);
  return ctx;
}

/** Presses a button; `onMessage`: the message it sits on (the current board when left out). */
export async function press(h: Harness, user: User, id: string, channel = 'c1', onMessage?: string): Promise<FakeContext> {
  const ctx = new FakeContext(h.services, user, channel);
  const message = onMessage ?? (await h.services.games.store.get(channel))?.boardMessageId;
  await runButton(ctx, id, message);
  return ctx;
}

export async function choose(h: Harness, user: User, id: string, values: string[], channel = 'c1'): Promise<FakeContext> {
  const ctx = new FakeContext(h.services, user, channel);
  await runSelect(ctx, id, values, undefined);
  return ctx;
}
