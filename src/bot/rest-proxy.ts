/**
 * `npm run proxy`: one HTTP proxy for Discord's REST API in front of every bot process,
 * so they share one view of Discord's rate limits instead of each learning them alone.
 * Point every process's DISCORD_API_URL at it (`http://host:PROXY_PORT/api`).
 *
 * PROXY_PORT (default 8080) and PROXY_HOST (default 127.0.0.1) say where it listens;
 * DISCORD_UPSTREAM_URL is the API it forwards to (default Discord's own). Requests keep
 * their bot token: the proxy forwards the Authorization header and holds no secret.
 */
import 'dotenv/config';
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from 'discord.js';
import { httpUrlReason } from './config.js';
import { onStopSignal } from './lifecycle.js';
import { createLogger } from './log.js';
import { exitWith, failureSentence, listenSentence } from './startup.js';

export interface ProxyOptions {
  port: number;
  host: string;
  /** The API base the proxy forwards to, e.g. `https://discord.com/api`; undefined for Discord. */
  upstream: string | undefined;
}

export function readProxyOptions(env: Readonly<Record<string, string | undefined>>): ProxyOptions {
  const rawPort = env.PROXY_PORT?.trim() || '8080';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) throw new Error(`PROXY_PORT must be a port number from 0 to 65535, not "${rawPort}".`);
  const upstream = env.DISCORD_UPSTREAM_URL?.trim() || undefined;
  const bad = upstream === undefined ? null : httpUrlReason('DISCORD_UPSTREAM_URL', upstream);
  if (bad) throw new Error(`${bad}.`);
  return { port, host: env.PROXY_HOST?.trim() || '127.0.0.1', upstream };
}

/** Starts the proxy; resolves once it listens, with its base URL for DISCORD_API_URL. */
export async function startProxy(options: ProxyOptions): Promise<{ server: Server; url: string }> {
  // No retries here: a bot process retries for itself, and a 429 goes back to it as is.
  const rest = new REST({ retries: 0, ...(options.upstream ? { api: options.upstream } : {}) });
  const handle = proxyRequests(rest);
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch(() => {
      // An upstream failure the proxy cannot describe: the caller sees a bad gateway, not a hang.
      if (!res.headersSent) res.statusCode = 502;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${options.host}:${port}/api` };
}

async function main(): Promise<void> {
  const logger = createLogger({ level: 'info' });
  let options: ProxyOptions;
  try {
    options = readProxyOptions(process.env);
  } catch (e) {
    exitWith((e as Error).message);
  }
  let started: Awaited<ReturnType<typeof startProxy>>;
  try {
    started = await startProxy(options);
  } catch (e) {
    exitWith(listenSentence(e, options.port, options.host, 'PROXY') ?? failureSentence(e, 'The REST proxy could not start'));
  }
  const { server, url } = started;
  logger.info({ url, upstream: options.upstream ?? 'Discord' }, `REST proxy listening at ${url}`);
  onStopSignal(() => server.close(() => process.exit(0)));
}

// Run as a program, not when imported by tests.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
