/**
 * The optional HEALTH_PORT server: `/healthz` for liveness checks (200 when the gateway is
 * ready and the store answers, 503 otherwise, JSON either way) and `/metrics` for
 * Prometheus. It listens on 127.0.0.1 unless HEALTH_HOST says otherwise.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Status, type Client } from 'discord.js';
import type { GameStore } from '../games/store.js';
import type { Config } from './config.js';
import type { InFlight } from './lifecycle.js';
import type { Logger } from './log.js';
import { collectProcessMetrics, metrics, registry } from './metrics.js';
import { listenSentence, StartupError } from './startup.js';

export interface HealthChecks {
  /** The gateway's state in a word, and whether that is ready. */
  gateway(): { ready: boolean; status: string };
  /** Resolves when the store answers; rejects with the reason otherwise. */
  probeStore(): Promise<void>;
  /** False once the bot is stopping. */
  accepting(): boolean;
  inFlight(): number;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  gateway: string;
  store: string;
  accepting: boolean;
  inFlight: number;
  uptimeSeconds: number;
}

/** A store that does not answer within this is reported as down, not waited for. */
const PROBE_TIMEOUT_MS = 2000;

export async function healthReport(checks: HealthChecks): Promise<HealthReport> {
  const gateway = checks.gateway();
  let store = 'ok';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      checks.probeStore(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS))),
    ]);
  } catch (e) {
    store = e instanceof Error ? e.message : String(e);
  } finally {
    clearTimeout(timer);
  }
  const accepting = checks.accepting();
  return {
    status: gateway.ready && store === 'ok' && accepting ? 'ok' : 'unavailable',
    gateway: gateway.status,
    store,
    accepting,
    inFlight: checks.inFlight(),
    uptimeSeconds: Math.round(process.uptime()),
  };
}

export interface HealthServer {
  /** Where it listens, e.g. `http://127.0.0.1:9464`. */
  url: string;
  close(): Promise<void>;
}

export async function startHealthServer(port: number, host: string, checks: HealthChecks): Promise<HealthServer> {
  collectProcessMetrics();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const answer = async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { allow: 'GET, HEAD' }).end();
      if (path === '/healthz') {
        const report = await healthReport(checks);
        return res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(report));
      }
      if (path === '/metrics') {
        return res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /healthz or /metrics.\n');
    };
    answer().catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`${e instanceof Error ? e.message : String(e)}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The health server for this bot when HEALTH_PORT is set; a port it cannot take is a start-up failure. */
export async function serveHealth(
  config: Pick<Config, 'healthPort' | 'healthHost'>,
  bot: { client: Client; store: Pick<GameStore, 'probe'>; inFlight: InFlight },
  logger: Logger,
): Promise<HealthServer | undefined> {
  if (config.healthPort === null) return undefined;
  const { client, store, inFlight } = bot;
  const checks: HealthChecks = {
    gateway: () => {
      const ready = client.isReady() && client.ws.status === Status.Ready;
      metrics.gatewayReady.set(ready ? 1 : 0);
      return { ready, status: Status[client.ws.status]?.toLowerCase() ?? 'unknown' };
    },
    probeStore: () => store.probe(),
    accepting: () => inFlight.accepting,
    inFlight: () => inFlight.size,
  };
  let server: HealthServer;
  try {
    server = await startHealthServer(config.healthPort, config.healthHost, checks);
  } catch (e) {
    const sentence = listenSentence(e, config.healthPort, config.healthHost);
    throw sentence ? new StartupError(sentence, { cause: e }) : e;
  }
  logger.info({ url: server.url }, `Health and metrics on ${server.url}/healthz and ${server.url}/metrics`);
  return server;
}
