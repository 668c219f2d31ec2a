/**
 * Live pages: every open Activity holds a Server-Sent Events stream of its channel, and
 * each change the hub saves there is announced on it at once (`change`, with the game's
 * step). The stream carries no game data: the page fetches the view with its own token,
 * so a rack only ever reaches its owner. A page that reconnects fetches the view again
 * and so catches up from the store, whatever it missed.
 */
import type { ServerResponse } from 'node:http';

/** Streams at most, per channel and in all: an open page beyond is refused, not let grow memory. */
export const LIVE_LIMITS = { perChannel: 200, total: 5000 } as const;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

export class LiveChannels {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  /** The step last announced per channel: a change heard twice (this process's hub and the store's watch) is said once. */
  private readonly announced = new Map<string, number>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    this.heartbeat = setInterval(() => this.broadcast(': still here\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.count;
  }

  /** Opens `res` as a stream of `channelId`'s changes; false when the limits are reached. */
  open(channelId: string, res: ServerResponse, version: number): boolean {
    const set = this.streams.get(channelId) ?? new Set<ServerResponse>();
    if (set.size >= LIVE_LIMITS.perChannel || this.count >= LIVE_LIMITS.total) return false;
    set.add(res);
    this.streams.set(channelId, set);
    this.count++;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    // Reconnect soon after a drop; the first event says where the game stands now.
    res.write(`retry: 1000\nevent: change\ndata: ${JSON.stringify({ version })}\n\n`);
    if (!this.announced.has(channelId)) this.announced.set(channelId, version);
    res.once('close', () => {
      if (set.delete(res)) this.count--;
      if (set.size === 0 && this.streams.get(channelId) === set) {
        this.streams.delete(channelId);
        this.announced.delete(channelId);
      }
    });
    return true;
  }

  /** Whether any page is open on `channelId`. */
  watching(channelId: string): boolean {
    return this.streams.has(channelId);
  }

  /** Tells every page open on `channelId` that the game is at step `version` now (once per step). */
  changed(channelId: string, version: number): void {
    const set = this.streams.get(channelId);
    if (!set || this.announced.get(channelId) === version) return;
    this.announced.set(channelId, version);
    const event = `event: change\ndata: ${JSON.stringify({ version })}\n\n`;
    for (const res of set) res.write(event);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
    this.announced.clear();
    this.count = 0;
  }

  private broadcast(line: string): void {
    for (const set of this.streams.values()) for (const res of set) res.write(line);
  }
}
