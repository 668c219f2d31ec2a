/** Plain fakes for bot handler tests: a context that records what the player would see. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subcommands } from '../../commands/index.js';
import { handleButton, handleSelect } from '../../src/bot/buttons.js';
import type { CommandContext, Services } from '../../src/bot/context.js';
import { InstalledDictionaries } from '../../src/bot/dictionaries.js';
import type { Reply } from '../../src/bot/present.js';
import { GameService, type User } from '../../src/bot/service.js';
import { openStore } from '../../src/games/open.js';

export interface Sent {
  kind: 'reply' | 'followUp' | 'update';
  reply: Reply;
}

export interface Harness {
  services: Services;
  logged: unknown[];
  close(): Promise<void>;
}

let shared: InstalledDictionaries | null = null;
/** One set of dictionaries for the test process: the word graph is loaded once. */
export function dictionaries(): InstalledDictionaries {
  shared ??= new InstalledDictionaries({});
  return shared;
}

export async function harness(storeUrl?: string, seed = 'fixed'): Promise<Harness> {
  const url = storeUrl ?? `sqlite://${join(mkdtempSync(join(tmpdir(), 'scrabble-')), 'games.sqlite')}`;
  const store = await openStore(url);
  const logged: unknown[] = [];
  let n = 0;
  const games = new GameService(store, dictionaries(), () => 1_700_000_000_000, () => `${seed}-${n++}`);
  return {
    services: { games, dictionaries: dictionaries(), log: (m, e) => logged.push([m, e]) },
    logged,
    close: () => store.close(),
  };
}

export class FakeContext implements CommandContext {
  sent: Sent[] = [];
  answered = false;
  deferred: boolean | null = null;
  private ids = 0;

  constructor(
    readonly services: Services,
    readonly user: User,
    readonly channelId: string,
    private readonly options: Record<string, string | number> = {},
    readonly canManageMessages = false,
    readonly missingPermissions: string[] = [],
  ) {}

  getString(name: string): string | null {
    const v = this.options[name];
    return typeof v === 'string' ? v : null;
  }

  getInteger(name: string): number | null {
    const v = this.options[name];
    return typeof v === 'number' ? v : null;
  }

  async reply(r: Reply) {
    if (this.answered && this.deferred === null) throw new Error('second acknowledgement');
    this.answered = true;
    this.sent.push({ kind: 'reply', reply: r });
    return `m${++this.ids}`;
  }

  async followUp(r: Reply) {
    if (!this.answered) throw new Error('follow-up before the first answer');
    this.sent.push({ kind: 'followUp', reply: r });
    return `f${++this.ids}`;
  }

  async defer(ephemeral: boolean) {
    this.answered = true;
    this.deferred = ephemeral;
  }

  async update(r: Reply) {
    this.answered = true;
    this.sent.push({ kind: 'update', reply: r });
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
  await subcommands.get(sub)!.execute(ctx);
  return ctx;
}

export async function press(h: Harness, user: User, id: string, channel = 'c1'): Promise<FakeContext> {
  const ctx = new FakeContext(h.services, user, channel);
  await handleButton(ctx, id);
  return ctx;
}

export async function choose(h: Harness, user: User, id: string, values: string[], channel = 'c1'): Promise<FakeContext> {
  const ctx = new FakeContext(h.services, user, channel);
  await handleSelect(ctx, id, values);
  return ctx;
}
