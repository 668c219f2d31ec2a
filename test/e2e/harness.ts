/**
 * End-to-end harness: a loopback fake Discord, the real bot as it ships (node running
 * dist/src/bot/main.js in the shipped layout, see test/support/shipped.ts) in a child
 * process pointed at it, and a reader of the bot's store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FakeDiscord, waitFor, type FakeDiscordOptions } from '../discord-api/server.js';
import type { ChannelRecord } from '../../src/games/record.js';
import { openStore } from '../../src/games/open.js';
import type { GameStore } from '../../src/games/store.js';
import { DEFAULT_CACHE_DIR } from '../../src/lexicon/index.js';
import { layOutShipped, ROOT, shippedScript } from '../support/shipped.js';

export { ROOT };
export const TOKEN = 'e2e-bot-token';
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** How to run a process: a program and its arguments. */
export interface Command {
  file: string;
  args: string[];
  /** Default: the stage's temp dir, where no .env is. */
  cwd?: string;
}

/** A script of the project run from its sources through tsx (as `npm run dev` does), with arguments. */
export const tsxCommand = (script: string, ...args: string[]): Command => ({ file: process.execPath, args: ['--import', TSX_LOADER, join(ROOT, script), ...args] });

let shipped: Promise<string> | undefined;

/**
 * The shipped layout of this run: made by vitest's global setup (test/support/shipped-global.ts);
 * a script run outside vitest (the end-to-end benchmark) uses SCRABBLE_SHIPPED_DIR or lays one out.
 */
export function shippedDir(): Promise<string> {
  shipped ??= (async () => {
    if (process.env.VITEST) return (await import('vitest')).inject('shippedDir');
    if (process.env.SCRABBLE_SHIPPED_DIR) return process.env.SCRABBLE_SHIPPED_DIR;
    const { dir } = await layOutShipped();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return shipped;
}

/** A program of the project as it ships (`src/bot/main.ts`: node dist/src/bot/main.js in the shipped layout), with arguments. */
export async function shippedCommand(script: string, ...args: string[]): Promise<Command> {
  return { file: process.execPath, args: [shippedScript(await shippedDir(), script), ...args] };
}

/** A program of the project in a child process, with only the given environment. */
export class BotProcess {
  readonly child: ChildProcess;
  private out = '';
  private err = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(command: Command, env: Record<string, string>, cwd: string) {
    const { file, args } = command;
    // No inherited environment: nothing may point the bot anywhere but the loopback fake.
    this.child = spawn(file, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d: Buffer) => (this.out += d.toString()));
    this.child.stderr!.on('data', (d: Buffer) => (this.err += d.toString()));
    // 'close', not 'exit': the output is complete by then.
    this.exited = new Promise((resolve) => this.child.once('close', (code, signal) => resolve({ code, signal })));
  }

  get stdout(): string {
    return this.out;
  }

  get stderr(): string {
    return this.err;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    return waitFor(() => {
      if (pattern.test(this.out)) return true;
      if (!this.running) throw new Error(`process exited before ${pattern}: ${this.err || this.out}`);
      return false;
    }, timeoutMs, `output ${pattern}`).then(() => undefined);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }
}

/** Runs a program of the project as shipped (e.g. `src/bot/main.ts`) to its end; resolves with its exit code and output. */
export async function runScript(script: string, env: Record<string, string>, cwd: string, timeoutMs = 60_000, ...args: string[]) {
  return runCommand(await shippedCommand(script, ...args), env, cwd, timeoutMs);
}

/** Runs a command to its end (killed after `timeoutMs`); resolves with its exit code and output. */
export async function runCommand(command: Command, env: Record<string, string>, cwd: string, timeoutMs = 60_000) {
  const p = new BotProcess(command, env, cwd);
  const timer = setTimeout(() => void p.kill(), timeoutMs);
  const { code, signal } = await p.exited;
  clearTimeout(timer);
  return { code, signal, stdout: p.stdout, stderr: p.stderr };
}

/** One fake Discord, one sqlite file, and the bot process serving them (restartable). */
export class Stage {
  bot: BotProcess | null = null;
  /** Milliseconds from spawn to "Ready", for every start. */
  readonly startTimes: number[] = [];
  private readonly stopped: BotProcess[] = [];

  private constructor(
    readonly fake: FakeDiscord,
    readonly dir: string,
    readonly storeUrl: string,
    readonly store: GameStore,
  ) {}

  /**
   * `storeUrl`: where the bot keeps games (default: a sqlite file in a temp dir).
   * `threads`: whether the world's servers keep threads on (the product's default). Off
   * unless asked for: most suites play in the channels themselves, one game per channel,
   * which is the servers' threads:Off mode (stored before the bot starts, as an admin's
   * `/scrabble settings threads:Off` would).
   */
  static async open(options: Omit<FakeDiscordOptions, 'token'> & { storeUrl?: string; threads?: boolean } = {}): Promise<Stage> {
    const { storeUrl: url, threads = false, ...fakeOptions } = options;
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-e2e-'));
    const fake = await FakeDiscord.start({ ...fakeOptions, token: TOKEN });
    const storeUrl = url ?? `sqlite://${join(dir, 'games.sqlite')}`;
    const store = await openStore(storeUrl);
    if (!threads) for (const guildId of fake.guildIds) await store.setGuildSettings(guildId, { threads: false });
    return new Stage(fake, dir, storeUrl, store);
  }

  /** Bot processes started beside the main one (replicas on the same store). */
  readonly replicas: BotProcess[] = [];

  /** Starts a program of the project as shipped (e.g. the sharded launcher) on this stage; waits for `ready` in its output. */
  async spawn(script: string, ready: RegExp, extraEnv: Record<string, string> = {}): Promise<BotProcess> {
    const bot = new BotProcess(await shippedCommand(script), this.env(extraEnv), this.dir);
    this.replicas.push(bot);
    await bot.waitForOutput(ready, 120_000);
    return bot;
  }

  /**
   * Starts another bot process on the same store and fake Discord; resolves with it and
   * its gateway session id, by which a test sends it interactions (`fake.via`).
   */
  async startReplica(extraEnv: Record<string, string> = {}): Promise<{ bot: BotProcess; session: string }> {
    const before = new Set(this.fake.sessions.map((s) => s.id));
    const bot = new BotProcess(await shippedCommand('src/bot/main.ts'), this.env(extraEnv), this.dir);
    this.replicas.push(bot);
    await bot.waitForOutput(/Ready as /, 60_000);
    const session = await this.fake.waitFor(() => this.fake.sessions.find((s) => !before.has(s.id))?.id, 5000, 'replica session');
    return { bot, session };
  }

  /** What main.ts needs to reach the fake; the cwd is a temp dir, so no .env is read. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      DISCORD_TOKEN: TOKEN,
      DISCORD_CLIENT_ID: this.fake.applicationId,
      DISCORD_API_URL: this.fake.url,
      STORE_URL: this.storeUrl,
      LEXICON_CACHE_DIR: DEFAULT_CACHE_DIR,
      // English only unless a test asks: each other language's list is made at the start (seconds of a core).
      LANGUAGES: 'en',
      ...extra,
    };
  }

  /**
   * Starts the bot as shipped (or `command`, e.g. `npm start`) and waits until it is logged
   * in to the fake gateway.
   */
  async startBot(extraEnv: Record<string, string> = {}, command?: Command): Promise<BotProcess> {
    if (this.bot?.running) throw new Error('bot already running');
    const identifies = this.fake.identifies;
    const started = Date.now();
    const bot = new BotProcess(command ?? (await shippedCommand('src/bot/main.ts')), this.env(extraEnv), command?.cwd ?? this.dir);
    this.bot = bot;
    await bot.waitForOutput(/Ready as /, 60_000);
    await this.fake.waitFor(() => this.fake.identifies > identifies, 5000, 'identify');
    this.startTimes.push(Date.now() - started);
    return bot;
  }

  async killBot(): Promise<void> {
    if (!this.bot) return;
    await this.bot.kill('SIGKILL');
    this.stopped.push(this.bot);
    this.bot = null;
  }

  /** What every bot process of this stage wrote to stderr: the errors it logged. */
  get stderr(): string {
    return [...this.stopped, ...(this.bot ? [this.bot] : []), ...this.replicas].map((b) => b.stderr).join('');
  }

  async record(channel: string): Promise<ChannelRecord | null> {
    return this.store.get(this.fake.channelId(channel));
  }

  async close(): Promise<void> {
    if (this.bot?.running) {
      await this.bot.kill('SIGTERM');
    }
    await Promise.all(this.replicas.map((b) => b.kill('SIGTERM')));
    await this.store.close();
    await this.fake.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
