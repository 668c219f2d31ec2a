import type { IncomingMessage, ServerResponse } from 'node:http';
import { multipartBoundary, parseMultipart } from './multipart.js';
import { sleep } from './util.js';
import type { RecordedFile, RecordedRequest, UnknownRoute } from './types.js';

/** A Discord-shaped error: HTTP status plus JSON `{ code, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: unknown,
  ) {
    super(message);
  }
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Whatever the bot sent; each handler narrows it. */
  body: unknown;
  files: RecordedFile[];
  /** The Authorization header as sent (`Bot …`, or `Bearer …` on routes that take a user's token). */
  authorization: string | null;
}

export interface RouteResult {
  status?: number;
  body?: unknown;
}

type Handler = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

interface Route {
  method: string;
  regex: RegExp;
  keys: string[];
  auth: boolean;
  /** Also answers a user's OAuth2 token (`Bearer …`), which the handler checks. */
  bearer: boolean;
  handler: Handler;
}

/**
 * A request held on its way (a fault a test injects): `before` it is applied (it never is
 * if its caller goes away meanwhile, as a killed process's request never reaches Discord),
 * or `after` it is applied and before its answer is sent (the caller never learns of it).
 */
export interface Hold {
  method: string;
  path: RegExp;
  when: 'before' | 'after';
  /** Which of the matching requests: the first for which this is true. */
  matches: (request: RecordedRequest) => boolean;
  /** Resolves with the request once one is held. */
  reached: Promise<RecordedRequest>;
  /** Lets the held request go on (its answer sent, or the request applied). */
  release(): void;
}

interface HoldState extends Hold {
  hit(request: RecordedRequest): void;
  released: Promise<void>;
}

export function newHold(method: string, path: RegExp, when: 'before' | 'after', matches: (request: RecordedRequest) => boolean = () => true): HoldState {
  let hit!: (r: RecordedRequest) => void;
  let release!: () => void;
  const reached = new Promise<RecordedRequest>((r) => (hit = r));
  const released = new Promise<void>((r) => (release = r));
  return { method, path, when, matches, reached, released, hit, release };
}

export interface RouterOptions {
  latencyMs: number;
  /** When set, authorised routes require exactly `Bot <token>`. */
  token?: string;
  requests: RecordedRequest[];
  unknownRoutes: UnknownRoute[];
  serverErrors: Error[];
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseBody(raw: Buffer, contentType: string | undefined): { body: unknown; files: RecordedFile[] } {
  const boundary = multipartBoundary(contentType);
  if (boundary) {
    const fields: Record<string, unknown> = {};
    const files: RecordedFile[] = [];
    for (const part of parseMultipart(raw, boundary)) {
      if (part.filename !== undefined) {
        files.push({ field: part.name, name: part.filename, contentType: part.contentType ?? 'application/octet-stream', bytes: part.data });
      } else if (part.name === 'payload_json') {
        Object.assign(fields, JSON.parse(part.data.toString('utf8')));
      } else {
        fields[part.name] = part.data.toString('utf8');
      }
    }
    return { body: fields, files };
  }
  if (raw.length === 0) return { body: undefined, files: [] };
  if (contentType?.includes('application/json')) return { body: JSON.parse(raw.toString('utf8')), files: [] };
  return { body: raw.toString('utf8'), files: [] };
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Matches `/channels/:channelId/messages`-style patterns and records every request. */
export class Router {
  private readonly routes: Route[] = [];
  /** Holds waiting for their request; each holds one. */
  readonly holds: HoldState[] = [];

  constructor(private readonly options: RouterOptions) {}

  add(method: string, pattern: string, handler: Handler, { auth = true, bearer = false } = {}): void {
    const keys: string[] = [];
    const source = pattern.replace(/:(\w+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, regex: new RegExp(`^${source}$`), keys, auth, bearer, handler });
  }

  /** Serves one request whose URL path is already stripped of `/api/v10`. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    let raw: Buffer;
    try {
      raw = await readBody(req);
    } catch {
      // The caller went away before its request's body was in (a killed process): nothing to answer.
      return;
    }
    const method = req.method ?? 'GET';
    const authorization = req.headers.authorization ?? null;
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(query),
      authorization,
      body: undefined,
      files: [],
      status: 0,
      at: Date.now(),
    };
    this.options.requests.push(record);
    if (this.options.latencyMs > 0) await sleep(this.options.latencyMs);
    try {
      const parsed = parseBody(raw, req.headers['content-type']);
      record.body = parsed.body;
      record.files = parsed.files;
      const found = this.match(method, path);
      if (!found) {
        this.options.unknownRoutes.push({ method, path });
        throw new ApiError(404, 0, '404: Not Found');
      }
      if (found.route.auth && !(found.route.bearer && authorization?.startsWith('Bearer '))) this.checkAuth(authorization);
      const hold = this.takeHold(record);
      // The caller's connection closing while held: a killed process.
      const gone = new Promise<void>((r) => res.once('close', () => r()));
      if (hold?.when === 'before') {
        hold.hit(record);
        await Promise.race([hold.released, gone]);
        if (res.destroyed || res.writableEnded) return;
      }
      const result = await found.route.handler({ params: found.params, query, body: parsed.body, files: parsed.files, authorization });
      record.status = result.status ?? (result.body === undefined ? 204 : 200);
      if (hold?.when === 'after') {
        hold.hit(record);
        await Promise.race([hold.released, gone]);
        if (res.destroyed || res.writableEnded) return;
      }
      send(res, record.status, result.body);
    } catch (error) {
      if (error instanceof ApiError) {
        record.status = error.status;
        const body: Record<string, unknown> = { message: error.message, code: error.code };
        if (error.errors !== undefined) body.errors = error.errors;
        send(res, error.status, body);
        return;
      }
      // A fault in the fake itself: keep it for the test to see, and answer like a Discord outage.
      const err = error instanceof Error ? error : new Error(String(error));
      this.options.serverErrors.push(err);
      record.status = 500;
      send(res, 500, { message: `500: ${err.message}`, code: 0 });
    }
  }

  private takeHold(request: RecordedRequest): HoldState | undefined {
    const i = this.holds.findIndex((h) => h.method === request.method && h.path.test(request.path) && h.matches(request));
    return i < 0 ? undefined : this.holds.splice(i, 1)[0];
  }

  private checkAuth(authorization: string | null): void {
    const ok = this.options.token === undefined ? /^Bot \S+$/.test(authorization ?? '') : authorization === `Bot ${this.options.token}`;
    if (!ok) throw new ApiError(401, 0, '401: Unauthorized');
  }

  private match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.regex.exec(path);
      if (!m) continue;
      // Path parameters arrive percent-encoded (`%40original`).
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(m[i + 1]!)]));
      return { route, params };
    }
    return null;
  }
}
