/**
 * Configuration from the environment (.env through dotenv). A missing value is
 * reported in one sentence that says what it is and where to get it.
 */
import { DEFAULT_STORE_URL } from '../games/open.js';
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
  env: Readonly<Record<string, string | undefined>>;
}

export const DEFAULT_HEALTH_HOST = '127.0.0.1';
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

const WHERE: Record<string, string> = {
  DISCORD_TOKEN: 'the bot token from the Bot page of your application at https://discord.com/developers/applications',
  DISCORD_CLIENT_ID: 'the Application ID from the General Information page of your application at https://discord.com/developers/applications',
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

export function readConfig(env: Readonly<Record<string, string | undefined>>, need: ('DISCORD_TOKEN' | 'DISCORD_CLIENT_ID')[] = ['DISCORD_TOKEN', 'DISCORD_CLIENT_ID']): ConfigResult {
  const missing = need.filter((k) => !env[k]?.trim());
  if (missing.length > 0) {
    const parts = missing.map((k) => `${k} (${WHERE[k]})`);
    return { ok: false, message: `Missing in .env: ${parts.join(' and ')}; copy .env.example to .env and fill it in.` };
  }
  const value = (k: string) => env[k]?.trim() || undefined;
  const bad: string[] = [];
  const port = value('HEALTH_PORT');
  const healthPort = port === undefined ? null : Number(port);
  if (healthPort !== null && !(/^\d+$/.test(port!) && healthPort <= 65535)) bad.push(`HEALTH_PORT must be a port number from 0 to 65535, not "${port}"`);
  const level = value('LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) bad.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value('LOG_LEVEL')}"`);
  const grace = value('SHUTDOWN_GRACE_MS');
  if (grace !== undefined && !/^\d+$/.test(grace)) bad.push(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "${grace}"`);
  if (bad.length > 0) return { ok: false, message: `In .env: ${bad.join('; ')}.` };
  return {
    ok: true,
    config: {
      token: env.DISCORD_TOKEN?.trim() ?? '',
      clientId: env.DISCORD_CLIENT_ID?.trim() ?? '',
      guildId: env.DISCORD_GUILD_ID?.trim() || null,
      storeUrl: env.STORE_URL?.trim() || DEFAULT_STORE_URL,
      apiUrl: env.DISCORD_API_URL?.trim() || undefined,
      healthPort,
      healthHost: value('HEALTH_HOST') ?? DEFAULT_HEALTH_HOST,
      logLevel: level as LogLevel,
      shutdownGraceMs: grace === undefined ? DEFAULT_SHUTDOWN_GRACE_MS : Number(grace),
      env,
    },
  };
}

/** For an entry point: the configuration, or its one sentence on stderr and exit code 1. */
export function configOrExit(env: Readonly<Record<string, string | undefined>>): Config {
  const read = readConfig(env);
  if (read.ok) return read.config;
  console.error(read.message);
  process.exit(1);
}
