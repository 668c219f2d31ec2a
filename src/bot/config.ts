/**
 * Configuration from the environment (.env through dotenv). A missing value is
 * reported in one sentence that says what it is and where to get it.
 */
import { DEFAULT_STORE_URL } from '../games/open.js';
import { clockEnv } from '../games/clock.js';
import { computerDelay } from '../games/computer.js';
import { isPuzzleDate } from '../puzzle/make.js';
import { defaultRenderWorkers } from '../render/pool.js';
import { languagesReason, lexiconsReason } from '../lexicon/sources.js';
import { LOG_LEVELS, type LogLevel } from './log.js';

export interface Config {
  token: string;
  clientId: string;
  guildId: string | null;
  storeUrl: string;
  apiUrl: string | undefined;
  /** HEALTH_PORT: where /healthz and /metrics are served; null: not served. */
  healthPort: number | null;
  /** HEALTH_HOST: the address the health server binds to; loopback unless set. */
  healthHost: string;
  logLevel: LogLevel;
  /** SHUTDOWN_GRACE_MS: how long a stop waits for the interactions in flight. */
  shutdownGraceMs: number;
  /** The shards this process runs, of how many in all (see shardOf); null: the whole bot, one shard. */
  shard: { ids: number[]; count: number } | null;
  /** CLOCK_SWEEP_MS and CLOCK_SCALE: how often turn clocks are swept, and how fast they run. */
  clock: { sweepMs: number; scale: number };
  /** COMPUTER_DELAY_MS: the least time between a move and a computer player's answer. */
  computerDelayMs: number;
  /** RENDER_WORKERS: threads drawing images; 0 draws them in the main thread. */
  renderWorkers: number;
  /** ACTIVITY_PORT, ACTIVITY_HOST, DISCORD_CLIENT_SECRET: where the Activity (the board inside Discord) is served; null: not served. */
  activity: { port: number; host: string; clientSecret: string } | null;
  /** PUZZLE_DATE (tests only, not in .env.example): the UTC day the daily puzzle takes for today; null: the clock's. */
  puzzleDate: string | null;
  /** Settings that were set but are not read, each with why: logged as warnings at start. */
  ignored: string[];
  env: Readonly<Record<string, string | undefined>>;
}

export const DEFAULT_HEALTH_HOST = '127.0.0.1';
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

const WHERE: Record<string, string> = {
  DISCORD_TOKEN: 'the bot token from the Bot page of your application at https://discord.com/developers/applications',
  DISCORD_CLIENT_ID: 'the Application ID from the General Information page of your application at https://discord.com/developers/applications',
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Environment variables that discord.js reads by itself; the bot passes their meaning explicitly instead. */
export const CLIENT_SHARD_VARIABLES = ['SHARDS', 'SHARD_COUNT'] as const;

/** RENDER_WORKERS: how many worker threads draw images (default: the cores the process may use, less one, at least one; 0: the main thread). */
export function renderWorkers(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.RENDER_WORKERS?.trim();
  if (!raw) return defaultRenderWorkers();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 16) throw new Error(`RENDER_WORKERS must be a whole number from 0 to 16, not "${raw}".`);
  return n;
}

/** A reader that throws its own sentence: its value, or the sentence (without its full stop) added to `bad`. */
function checked<T>(read: () => T, bad: string[], fallback: T): T {
  try {
    return read();
  } catch (e) {
    bad.push((e instanceof Error ? e.message : String(e)).replace(/\.$/, ''));
    return fallback;
  }
}

/**
 * Every setting of .env.example, checked at once: either the configuration or one sentence
 * that names each bad value. The settings read by other modules (clock, computer, images)
 * are checked by their own readers, so the rule lives in one place.
 */
export function readConfig(env: Readonly<Record<string, string | undefined>>, need: ('DISCORD_TOKEN' | 'DISCORD_CLIENT_ID')[] = ['DISCORD_TOKEN', 'DISCORD_CLIENT_ID']): ConfigResult {
  const missing = need.filter((k) => !env[k]?.trim());
  if (missing.length > 0) {
    const parts = missing.map((k) => `${k} (${WHERE[k]})`);
    return { ok: false, message: `Missing in .env: ${parts.join(' and ')}; copy .env.example to .env and fill it in.` };
  }
  const value = (k: string) => env[k]?.trim() || undefined;
  const bad: string[] = [];
  const check = (reason: string | null) => void (reason && bad.push(reason));
  for (const k of ['DISCORD_CLIENT_ID', 'DISCORD_GUILD_ID'] as const) {
    const v = value(k);
    if (v !== undefined && !/^\d{1,20}$/.test(v)) bad.push(`${k} must be the number Discord shows (copy it with Developer Mode on), not "${v}"`);
  }
  const apiUrl = value('DISCORD_API_URL');
  if (apiUrl !== undefined) check(httpUrlReason('DISCORD_API_URL', apiUrl));
  const port = value('HEALTH_PORT');
  const healthPort = port === undefined ? null : Number(port);
  if (healthPort !== null && !(/^\d+$/.test(port!) && healthPort <= 65535)) bad.push(`HEALTH_PORT must be a port number from 0 to 65535, not "${port}"`);
  const activity = activityOf(value, bad);
  const level = value('LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) bad.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value('LOG_LEVEL')}"`);
  const grace = value('SHUTDOWN_GRACE_MS');
  if (grace !== undefined && !/^\d+$/.test(grace)) bad.push(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "${grace}"`);
  const clock = checked(() => clockEnv(env), bad, { sweepMs: 0, scale: 1 });
  const computerDelayMs = checked(() => computerDelay(env), bad, 0);
  const workers = checked(() => renderWorkers(env), bad, 0);
  check(lexiconsReason(value('LEXICONS')));
  check(languagesReason(value('LANGUAGES')));
  const puzzleDate = value('PUZZLE_DATE') ?? null;
  if (puzzleDate !== null && !isPuzzleDate(puzzleDate)) bad.push(`PUZZLE_DATE must be a date written YYYY-MM-DD, not "${puzzleDate}"`);
  const shard = shardOf(env, bad);
  if (bad.length > 0) return { ok: false, message: `In .env: ${bad.join('; ')}.` };
  const ignored = shard ? [] : CLIENT_SHARD_VARIABLES.filter((k) => env[k] !== undefined).map((k) => `${k} is not read by the bot (the sharded launcher's setting is SHARD_TOTAL): remove it from .env`);
  return {
    ok: true,
    config: {
      token: env.DISCORD_TOKEN?.trim() ?? '',
      clientId: env.DISCORD_CLIENT_ID?.trim() ?? '',
      guildId: value('DISCORD_GUILD_ID') ?? null,
      storeUrl: value('STORE_URL') ?? DEFAULT_STORE_URL,
      apiUrl: apiUrl?.replace(/\/+$/, ''),
      healthPort,
      healthHost: value('HEALTH_HOST') ?? DEFAULT_HEALTH_HOST,
      logLevel: level as LogLevel,
      shutdownGraceMs: grace === undefined ? DEFAULT_SHUTDOWN_GRACE_MS : Number(grace),
      clock,
      computerDelayMs,
      renderWorkers: workers,
      puzzleDate,
      shard,
      activity,
      ignored,
      env,
    },
  };
}

export const DEFAULT_ACTIVITY_HOST = '127.0.0.1';

/** The Activity's settings: none without ACTIVITY_PORT; with it, the client secret its sign-in needs. */
function activityOf(value: (k: string) => string | undefined, bad: string[]): Config['activity'] {
  const raw = value('ACTIVITY_PORT');
  if (raw === undefined) return null;
  const port = Number(raw);
  if (!(/^\d+$/.test(raw) && port <= 65535)) {
    bad.push(`ACTIVITY_PORT must be a port number from 0 to 65535, not "${raw}"`);
    return null;
  }
  const clientSecret = value('DISCORD_CLIENT_SECRET');
  if (clientSecret === undefined) {
    bad.push('DISCORD_CLIENT_SECRET is needed with ACTIVITY_PORT (the Client Secret from the OAuth2 page of your application at https://discord.com/developers/applications)');
    return null;
  }
  return { port, host: value('ACTIVITY_HOST') ?? DEFAULT_ACTIVITY_HOST, clientSecret };
}

/** Why `raw` is not an http(s) address for the setting `name`, or null. */
export function httpUrlReason(name: string, raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${name} must be an http:// or https:// address, not "${raw}"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be an http:// or https:// address, not "${raw}"`;
  return null;
}

/**
 * The shards this process runs: under the launcher (SHARDING_MANAGER set), the one in
 * discord.js's SHARDS and SHARD_COUNT, which the launcher sets per process; otherwise
 * those given by SHARD_IDS (e.g. `0,1`) of SHARD_TOTAL, several in one process; null: the
 * whole bot in this process. An operator's own SHARDS or SHARD_COUNT are never read.
 */
function shardOf(env: Readonly<Record<string, string | undefined>>, bad: string[]): Config['shard'] {
  if (env.SHARDING_MANAGER) {
    const id = Number(env.SHARDS);
    const count = Number(env.SHARD_COUNT);
    if (Number.isInteger(count) && count >= 1 && Number.isInteger(id) && id >= 0 && id < count) return { ids: [id], count };
    bad.push(`the sharded launcher passed shard "${env.SHARDS}" of "${env.SHARD_COUNT}", which is not a shard number below the count`);
    return null;
  }
  const raw = env.SHARD_IDS?.trim();
  if (!raw) return null;
  const ids = raw.split(',').map((x) => x.trim());
  let count: number | 'auto' | null = null;
  try {
    count = shardTotal(env);
  } catch (e) {
    bad.push((e as Error).message.replace(/\.$/, ''));
    return null;
  }
  if (count === 'auto' || !ids.every((x) => /^\d+$/.test(x) && Number(x) < (count as number)) || new Set(ids).size !== ids.length) {
    bad.push(`SHARD_IDS must be different shard numbers below SHARD_TOTAL, itself a number (e.g. SHARD_IDS=0,1 with SHARD_TOTAL=2), not "${raw}" of "${env.SHARD_TOTAL?.trim() || 'auto'}"`);
    return null;
  }
  return { ids: ids.map(Number), count };
}

/** SHARD_TOTAL, the sharded launcher's setting: "auto" (Discord's recommendation) or a whole number of shards. */
export function shardTotal(env: Readonly<Record<string, string | undefined>>): number | 'auto' {
  const raw = env.SHARD_TOTAL?.trim() || 'auto';
  if (raw === 'auto') return 'auto';
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 10_000) throw new Error(`SHARD_TOTAL must be "auto" or a whole number of shards from 1, not "${raw}".`);
  return n;
}

/** For an entry point: the configuration, or its one sentence on stderr and exit code 1. */
export function configOrExit(env: Readonly<Record<string, string | undefined>>, need?: ('DISCORD_TOKEN' | 'DISCORD_CLIENT_ID')[]): Config {
  const read = readConfig(env, need);
  if (read.ok) return read.config;
  console.error(read.message);
  process.exit(1);
}
