/**
 * A headless Chromium from npm (@sparticuz/chromium ships the binary inside its package;
 * puppeteer-core drives it), and a stand-in for the Discord client around an Activity:
 * a page on one loopback origin that frames the Activity under `/.proxy/` (as Discord's
 * URL mapping serves it, forwarding to the Activity's server) and answers the Embedded App
 * SDK's postMessage calls (the handshake, `authorize` with a code from the loopback
 * Discord, `authenticate`). Nothing leaves 127.0.0.1.
 */
import { mkdirSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';
import { ROOT } from './shipped.js';

/** Where the browser unpacks itself: a folder of its own, so no other version's files are reused. */
const UNPACK_DIR = join(ROOT, '.cache', 'chromium-147');
/** Screenshots a test takes, kept for people to look at. */
export const ARTIFACTS = join(ROOT, '.cache', 'artifacts', 'activity');

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(UNPACK_DIR, { recursive: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = UNPACK_DIR;
  try {
    const executablePath = await chromium.executablePath();
    return await puppeteer.launch({ executablePath, args: [...chromium.args, '--disable-component-update', '--dns-prefetch-disable'], headless: 'shell' });
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
}

/** The Discord client's side of the SDK's messages, for the Activity framed in it. */
function clientPage(appId: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Discord</title>
<style>body{margin:0;background:#313338}iframe{border:0;width:100vw;height:100vh;display:block}</style></head>
<body><iframe id="activity" title="Activity"></iframe><script>
const q = new URLSearchParams(location.search);
const frame = document.getElementById('activity');
window.rpc = [];
window.addEventListener('message', (ev) => {
  if (ev.source !== frame.contentWindow) return;
  const [op, payload] = ev.data;
  window.rpc.push(op === 0 ? 'HANDSHAKE' : payload.cmd);
  const send = (p) => frame.contentWindow.postMessage([1, p], ev.origin);
  if (op === 0) return send({ cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config: { api_endpoint: '//discord.com/api', environment: 'production', cdn_host: 'cdn.discordapp.com' } } });
  if (op !== 1) return;
  const user = JSON.parse(q.get('user'));
  const replies = {
    AUTHORIZE: { code: q.get('code') },
    AUTHENTICATE: { access_token: payload.args && payload.args.access_token, user: { ...user, discriminator: '0', avatar: null, public_flags: 0 }, scopes: ['identify'],
      expires: new Date(Date.now() + 604800000).toISOString(), application: { id: ${JSON.stringify(appId)}, name: 'Scrabble', description: '' } },
  };
  send({ cmd: payload.cmd, evt: null, nonce: payload.nonce, data: replies[payload.cmd] ?? null });
});
frame.src = '/.proxy/?' + new URLSearchParams({ frame_id: 'f1', instance_id: 'i1', platform: q.get('platform'), guild_id: q.get('guild'), channel_id: q.get('channel') });
</script></body></html>`;
}

export interface DiscordClientStandIn {
  /** The page that frames the Activity for `user`, signed in with `code`. */
  url(o: { code: string; user: { id: string; username: string; global_name: string | null }; channel: string; guild: string; platform: 'desktop' | 'mobile' }): string;
  /** Drops every open live stream, as a lost connection would. */
  dropStreams(): number;
  close(): Promise<void>;
}

/** Serves the client stand-in, and forwards `/.proxy/*` to the Activity at `target` (without the prefix, as Discord does). */
export async function discordClientStandIn(target: string, appId: string): Promise<DiscordClientStandIn> {
  const streams = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/client.html') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(clientPage(appId));
    if (!url.pathname.startsWith('/.proxy/')) return void res.writeHead(404).end();
    const forward = request(`${target}${url.pathname.slice('/.proxy'.length)}${url.search}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      if (answer.headers['content-type'] === 'text/event-stream') {
        streams.add(res);
        res.once('close', () => streams.delete(res));
      }
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (o) => `${origin}/client.html?${new URLSearchParams({ code: o.code, user: JSON.stringify(o.user), channel: o.channel, guild: o.guild, platform: o.platform })}`,
    dropStreams: () => {
      const n = streams.size;
      for (const s of streams) s.destroy();
      return n;
    },
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
