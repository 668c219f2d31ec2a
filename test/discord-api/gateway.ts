import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ApplicationFlags,
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayOpcodes,
  type GatewayGuildMembersChunkDispatchData,
  type GatewayIdentifyData,
  type GatewayReadyDispatchData,
  type GatewayRequestGuildMembersData,
  type GatewayResumeData,
} from 'discord-api-types/v10';
import { WebSocket, WebSocketServer } from 'ws';
import { randomToken } from './util.js';
import type { World } from './world.js';

export const GATEWAY_PATH = '/gateway';
export const RESUME_PATH = '/gateway/resume';

interface Dispatch {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
}

export interface Session {
  id: string;
  seq: number;
  intents: number;
  /** [shard, shard count] from IDENTIFY: the session gets the events of the guilds of its shard. */
  shard: [number, number];
  /** Every dispatch of the session, so a RESUME can replay what the client missed. */
  history: Dispatch[];
  socket: WebSocket | null;
}

/** The shard a guild's events go to, as on Discord: (guild_id >> 22) % shard count. */
export const shardOf = (guildId: string, shards: number): number => Number((BigInt(guildId) >> 22n) % BigInt(shards));

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  /** When set, IDENTIFY and RESUME with another token are refused (close 4004). */
  token?: string;
  resumeUrl: string;
}

/**
 * A Discord gateway: HELLO, IDENTIFY/READY, RESUME with replay, heartbeats, op 8. It
 * keeps a session per connected process: each identifies with its [shard, count] and gets
 * the events of its shard's guilds. Several processes may hold the same shard (a rolling
 * restart, a second replica); an event goes to the newest connected one unless a test
 * names the session (`via`).
 */
export class Gateway {
  identifies = 0;
  resumes = 0;
  heartbeats = 0;
  connections = 0;
  /** Connections made at `resume_gateway_url` rather than the main gateway URL. */
  resumeConnections = 0;
  /** Every payload the client sent, in order (heartbeats included). */
  readonly received: { op: number; d: unknown }[] = [];
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions: Session[] = [];
  /** Sockets the server itself closed, so their close is not taken for the client leaving. */
  private readonly dropped = new WeakSet<WebSocket>();

  constructor(
    private readonly world: World,
    private readonly options: GatewayOptions,
  ) {}

  /** True when the upgrade was for the gateway and has been taken over. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== GATEWAY_PATH && path !== RESUME_PATH) return false;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.connections += 1;
      if (path === RESUME_PATH) this.resumeConnections += 1;
      this.accept(ws);
    });
    return true;
  }

  /** The newest session (the one a single-process test talks to). */
  private get session(): Session | null {
    return this.sessions.at(-1) ?? null;
  }

  /** Every live session, oldest first. */
  get allSessions(): readonly Session[] {
    return this.sessions;
  }

  get sessionId(): string | null {
    return this.session?.id ?? null;
  }

  get connected(): boolean {
    return this.session?.socket?.readyState === WebSocket.OPEN;
  }

  get intents(): number {
    return this.session?.intents ?? 0;
  }

  /**
   * The session an event of `guildId` goes to: `via` when named, else the newest connected
   * session of the guild's shard (or the newest of that shard, to replay on its RESUME).
   */
  target(guildId: string | null, via?: string): Session | null {
    if (via !== undefined) return this.sessions.find((s) => s.id === via) ?? null;
    const mine = this.sessions.filter((s) => guildId === null || shardOf(guildId, s.shard[1]) === s.shard[0]);
    return mine.filter((s) => s.socket?.readyState === WebSocket.OPEN).at(-1) ?? mine.at(-1) ?? null;
  }

  /**
   * Sends a dispatch with the next sequence number to the session of the event's guild (see
   * `target`). While the client is away it is kept and replayed on RESUME; with no session
   * at all it is lost (returns false).
   */
  dispatch(t: string, d: unknown, via?: string): boolean {
    const guildId = (d as { guild_id?: string } | null)?.guild_id ?? null;
    return this.dispatchTo(this.target(guildId, via), t, d);
  }

  private dispatchTo(session: Session | null, t: string, d: unknown): boolean {
    if (!session) return false;
    session.seq += 1;
    const payload: Dispatch = { op: GatewayOpcodes.Dispatch, t, s: session.seq, d };
    session.history.push(payload);
    if (session.socket?.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify(payload));
    return true;
  }

  /** Closes the client's socket from the server side; codes other than 1000/1001 make it resume. */
  drop(code = 4000): void {
    const session = this.session;
    const socket = session?.socket;
    if (!session || !socket) return;
    this.dropped.add(socket);
    if (code === 1000 || code === 1001) this.forget(session);
    else session.socket = null;
    socket.close(code, 'closed by test');
  }

  private forget(session: Session): void {
    const i = this.sessions.indexOf(session);
    if (i >= 0) this.sessions.splice(i, 1);
  }

  /** Sends op 7, asking the client to reconnect and resume. */
  requestReconnect(): void {
    this.send(this.session?.socket, { op: GatewayOpcodes.Reconnect, d: null });
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(ws: WebSocket): void {
    ws.on('message', (raw) => {
      let payload: { op: number; d: unknown };
      try {
        payload = JSON.parse(String(raw)) as { op: number; d: unknown };
      } catch {
        ws.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
        return;
      }
      this.received.push(payload);
      this.onPayload(ws, payload);
    });
    ws.on('close', (code) => {
      const session = this.sessions.find((s) => s.socket === ws);
      if (!session) return;
      session.socket = null;
      // A client that closes normally ends its session, as on Discord.
      if (!this.dropped.has(ws) && (code === 1000 || code === 1001)) this.forget(session);
    });
    ws.on('error', () => ws.terminate());
    this.send(ws, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs } });
  }

  private onPayload(ws: WebSocket, payload: { op: number; d: unknown }): void {
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.heartbeats += 1;
        this.send(ws, { op: GatewayOpcodes.HeartbeatAck, d: null });
        break;
      case GatewayOpcodes.Identify:
        this.identify(ws, payload.d as GatewayIdentifyData);
        break;
      case GatewayOpcodes.Resume:
        this.resume(ws, payload.d as GatewayResumeData);
        break;
      case GatewayOpcodes.RequestGuildMembers:
        this.requestMembers(ws, payload.d as GatewayRequestGuildMembersData);
        break;
      default:
        // Presence and voice updates need no answer here.
        break;
    }
  }

  private tokenOk(ws: WebSocket, token: string): boolean {
    if (this.options.token === undefined || token === this.options.token) return true;
    ws.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    return false;
  }

  private identify(ws: WebSocket, data: GatewayIdentifyData): void {
    if (!this.tokenOk(ws, data.token)) return;
    this.identifies += 1;
    const shard: [number, number] = data.shard ? [data.shard[0], data.shard[1]] : [0, 1];
    // A new session on this socket replaces the old one; sessions of the same shard whose
    // process is gone (no socket) are superseded; live ones stay (another process).
    for (const s of [...this.sessions]) {
      if (s.socket === ws || (s.socket === null && s.shard[0] === shard[0] && s.shard[1] === shard[1])) this.forget(s);
    }
    const session: Session = { id: randomToken(16), seq: 0, intents: Number(data.intents), shard, history: [], socket: ws };
    this.sessions.push(session);
    const guilds = [...this.world.guilds.values()].filter((g) => shardOf(g.id, shard[1]) === shard[0]);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: this.world.bot,
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.options.resumeUrl,
      shard,
      application: { id: this.world.applicationId, flags: 0 as ApplicationFlags, flags_new: '0' },
    };
    this.dispatchTo(session, GatewayDispatchEvents.Ready, ready);
    // discord.js only emits clientReady once every guild READY listed has been created.
    for (const guild of guilds) this.dispatchTo(session, GatewayDispatchEvents.GuildCreate, this.world.guildCreatePayload(guild));
  }

  private resume(ws: WebSocket, data: GatewayResumeData): void {
    if (!this.tokenOk(ws, data.token)) return;
    const session = this.sessions.find((s) => s.id === data.session_id);
    if (!session || data.seq > session.seq) {
      this.send(ws, { op: GatewayOpcodes.InvalidSession, d: false });
      return;
    }
    this.resumes += 1;
    session.socket = ws;
    for (const missed of session.history) if (missed.s > data.seq) ws.send(JSON.stringify(missed));
    this.dispatchTo(session, GatewayDispatchEvents.Resumed, {});
  }

  private requestMembers(ws: WebSocket, data: GatewayRequestGuildMembersData): void {
    const guild = this.world.guild(data.guild_id);
    if (!guild) return;
    const all = [...guild.members.values()];
    const chunk: GatewayGuildMembersChunkDispatchData = { guild_id: guild.id, members: [], chunk_index: 0, chunk_count: 1 };
    if ('user_ids' in data && data.user_ids !== undefined) {
      const ids = Array.isArray(data.user_ids) ? data.user_ids : [data.user_ids];
      chunk.members = all.filter((m) => ids.includes(m.user.id));
      chunk.not_found = ids.filter((id) => !guild.members.has(id));
    } else {
      const query = ('query' in data ? data.query : '').toLowerCase();
      const limit = 'limit' in data && data.limit > 0 ? data.limit : Infinity;
      chunk.members = all.filter((m) => m.user.username.toLowerCase().startsWith(query)).slice(0, limit);
    }
    if (data.presences) chunk.presences = [];
    if (data.nonce !== undefined) chunk.nonce = data.nonce;
    this.dispatchTo(this.sessions.find((s) => s.socket === ws) ?? null, GatewayDispatchEvents.GuildMembersChunk, chunk);
  }

  private send(ws: WebSocket | null | undefined, payload: { op: GatewayOpcodes; d: unknown }): void {
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ ...payload, s: null, t: null }));
  }
}
