/**
 * The Activity's own HTTP server: the page and its API, on the same hub and store as the
 * bot. Every request but the token exchange carries `Authorization: Bearer <token>` (the
 * access token the page got through `/api/token`); the user is who Discord says the token
 * belongs to. Paths work with and without Discord's `/.proxy` prefix (its URL mapping).
 *
 *   GET  /api/config                       the application id and the page's words
 *   POST /api/token                        { code } -> { access_token }
 *   GET  /api/channels/:id/game            -> the view (the rack only to its owner)
 *   POST /api/channels/:id/preview         { tiles } -> score and words, or why not
 *   POST /api/channels/:id/actions         { type, version, ... } -> the new view, or why not
 *   POST /api/channels/:id/live-ticket     -> a one-use ticket for the stream
 *   GET  /api/channels/:id/live?ticket=…   Server-Sent Events: `change` on every saved change
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Action } from '../engine/index.js';
import type { Dictionaries } from '../games/ports.js';
import { seatOf } from '../games/policy.js';
import type { Problem } from '../games/problems.js';
import type { GameService } from '../games/service.js';
import { actionOf, lettersOf, preview, readRequest, readTiles } from './actions.js';
import { LiveChannels } from './live.js';
import type { DiscordOAuth, OAuthFailure } from './oauth.js';
import { activityView } from './view.js';
import { activityPage, type PageFiles } from './page.js';

export interface ActivityDeps {
  games: GameService;
  dictionaries: Dictionaries;
  oauth: DiscordOAuth;
  /** The sentence for a refusal, as the bot words it. */
  explain: (p: Problem) => string;
  /** The sentences for the page's own failures. */
  failures: Record<OAuthFailure | 'bad-request' | 'not-found' | 'busy', string>;
  page: PageFiles;
  /** What the page needs before it signs in: the application's id (for the SDK) and its words. */
  config: { clientId: string; words: unknown };
  now?: () => number;
  log?: (what: string, error: unknown) => void;
}

export interface ActivityServer {
  url: string;
  live: LiveChannels;
  close(): Promise<void>;
}

/** Bodies larger than this are refused: a play is a few hundred bytes. */
const MAX_BODY = 16 * 1024;
const TICKET_MS = 60_000;

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function startActivityServer(port: number, host: string, deps: ActivityDeps): Promise<ActivityServer> {
  const now = deps.now ?? Date.now;
  const live = new LiveChannels();
  const tickets = new Map<string, { channelId: string; until: number }>();
  const off = [
    deps.games.events.on('turn-applied', (e) => live.changed(e.channelId, e.after.history.length)),
    deps.games.events.on('lobby-changed', (e) => live.changed(e.channelId, e.record?.game?.history.length ?? 0)),
  ];

  const user = async (req: IncomingMessage) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, deps.failures['bad-token']);
    const who = await deps.oauth.identify(token);
    if (!who.ok) throw new HttpError(who.why === 'bad-token' ? 401 : 503, deps.failures[who.why]);
    return who.identity;
  };
  const record = async (channelId: string) => {
    const read = await deps.games.read(channelId);
    if (!read.ok) throw new HttpError(503, deps.explain(read.error));
    return read.value;
  };

  const routes: Array<[string, RegExp, (req: IncomingMessage, res: ServerResponse, m: string[], url: URL) => Promise<void>]> = [
    ['GET', /^\/api\/config$/, async (_req, res) => json(res, 200, deps.config)],
    ['POST', /^\/api\/token$/, async (req, res) => {
      const body = (await readJson(req, deps)) as { code?: unknown };
      if (typeof body?.code !== 'string') throw new HttpError(400, deps.failures['bad-request']);
      const out = await deps.oauth.exchange(body.code);
      if (!out.ok) throw new HttpError(out.why === 'bad-code' ? 401 : 503, deps.failures[out.why]);
      json(res, 200, { access_token: out.accessToken, expires_in: out.expiresIn });
    }],
    ['GET', /^\/api\/channels\/(\d{1,20})\/game$/, async (req, res, [id]) => {
      const who = await user(req);
      json(res, 200, activityView(id!, await record(id!), who.id, now()));
    }],
    ['POST', /^\/api\/channels\/(\d{1,20})\/preview$/, async (req, res, [id]) => {
      const who = await user(req);
      const raw = ((await readJson(req, deps)) as { tiles?: unknown } | null)?.tiles;
      const game = (await record(id!))?.game;
      const tiles = readTiles(raw, lettersOf(game));
      if (!tiles) throw new HttpError(400, deps.failures['bad-request']);
      const seat = game ? seatOf(game, who.id) : -1;
      if (!game || game.status !== 'playing') return json(res, 200, { ok: false, message: deps.explain({ code: game ? 'game-over' : 'no-game' }) });
      if (seat < 0) return json(res, 200, { ok: false, message: deps.explain({ code: 'spectator' }) });
      const out = preview(game, tiles, seat, await deps.dictionaries.lexicon(game.rules.lexicon));
      json(res, 200, out.ok ? out : { ok: false, message: deps.explain(out.problem) });
    }],
    ['POST', /^\/api\/channels\/(\d{1,20})\/actions$/, async (req, res, [id]) => {
      const who = await user(req);
      const raw = await readJson(req, deps);
      const seen = (await record(id!))?.game;
      const body = readRequest(raw, lettersOf(seen));
      if (!body) throw new HttpError(400, deps.failures['bad-request']);
      // The step the page saw: an action decided on an older board is refused as stale.
      if (seen && seen.history.length !== body.version) return json(res, 409, { ok: false, message: deps.explain({ code: 'stale' }) });
      // Read on the game the page saw; the hub applies it only to that same game (atGame).
      const action = seen ? actionOf(seen, body, 0) : null;
      if (action && !action.ok) return json(res, 200, { ok: false, message: deps.explain(action.error) });
      // Game 2 of a match is dealt as the slash command deals it (and only between the games: never a lobby); every other action is a move.
      if (body.type === 'next-game' && seen?.status !== 'between-games') return json(res, 200, { ok: false, message: deps.explain({ code: 'not-between-games' }) });
      const out = body.type === 'next-game'
        ? await deps.games.start(id!, who)
        : await deps.games.act(id!, who, (player) => withPlayer(action?.ok ? action.value : { type: 'pass', player }, player), seen ? { atGame: seen } : {});
      if (!out.ok) return json(res, out.error.code === 'stale' ? 409 : 200, { ok: false, message: deps.explain(out.error) });
      json(res, 200, { ok: true, view: activityView(id!, await record(id!), who.id, now()) });
    }],
    ['POST', /^\/api\/channels\/(\d{1,20})\/live-ticket$/, async (req, res, [id]) => {
      await user(req);
      for (const [t, v] of tickets) if (v.until < now()) tickets.delete(t);
      const ticket = randomBytes(18).toString('base64url');
      tickets.set(ticket, { channelId: id!, until: now() + TICKET_MS });
      json(res, 200, { ticket });
    }],
    ['GET', /^\/api\/channels\/(\d{1,20})\/live$/, async (_req, res, [id], url) => {
      const ticket = url.searchParams.get('ticket') ?? '';
      const held = tickets.get(ticket);
      tickets.delete(ticket);
      if (!held || held.channelId !== id || held.until < now()) throw new HttpError(401, deps.failures['bad-token']);
      const version = (await record(id!))?.game?.history.length ?? 0;
      if (!live.open(id!, res, version)) throw new HttpError(503, deps.failures.busy);
    }],
  ];

  // Changes saved by other processes on the same store (Postgres): read, and announced like this process's own.
  const unwatch = await deps.games.store.watch((channelId) => {
    if (!live.watching(channelId)) return;
    void deps.games.read(channelId).then((read) => {
      if (read.ok) live.changed(channelId, read.value?.game?.history.length ?? 0);
    });
  });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://activity.invalid');
    // Discord's URL mapping serves the app under /.proxy; the page may call either way.
    const path = url.pathname.replace(/^\/\.proxy(?=\/)/, '');
    const serve = async () => {
      for (const [method, pattern, handler] of routes) {
        const m = pattern.exec(path);
        if (m && req.method === method) return handler(req, res, m.slice(1), url);
      }
      if (req.method === 'GET' && activityPage(deps.page, path, res)) return;
      throw new HttpError(404, deps.failures['not-found']);
    };
    serve().catch((e: unknown) => {
      if (!(e instanceof HttpError)) deps.log?.(`Activity request ${req.method} ${path}`, e);
      const status = e instanceof HttpError ? e.status : 500;
      const message = e instanceof HttpError ? e.message : deps.explain({ code: 'store-unavailable' });
      if (!res.headersSent) json(res, status, { ok: false, message });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    live,
    close: () => new Promise<void>((resolve) => {
      for (const stop of off) stop();
      unwatch?.();
      live.close();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The action as the hub's seat for the user makes it. */
function withPlayer(action: Action, player: number): Action {
  return action.type === 'next-game' ? action : { ...action, player };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage, deps: Pick<ActivityDeps, 'failures'>): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, deps.failures['bad-request']);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, deps.failures['bad-request']);
  }
}
