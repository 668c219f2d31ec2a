// The container image's HEALTHCHECK (see the Dockerfile beside this file): asks the bot's
// /healthz (src/bot/health.ts) on HEALTH_PORT and exits 0 when it answers 200, 1 otherwise.
// What it prints is what `docker inspect` shows for the check: the bot's JSON report, or one
// sentence saying why there is none. node:http, not curl (the image has none) nor fetch
// (which refuses some ports, 6000 for one, that the bot may be given).
import { get } from 'node:http';

const TIMEOUT_MS = 5000;
const port = process.env.HEALTH_PORT?.trim() ?? '';
const host = process.env.HEALTH_HOST?.trim() ?? '';

function verdict(healthy, line) {
  console.log(line);
  process.exit(healthy ? 0 : 1);
}

if (!port) {
  verdict(false, 'HEALTH_PORT is empty, so the bot serves no /healthz to check: set it (the image sets 9464), or run the container with --no-healthcheck.');
}
if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  verdict(false, `HEALTH_PORT "${port}" is not a port this check can ask: give it a fixed port from 1 to 65535.`);
}

// A server bound to every interface (0.0.0.0, ::) answers on loopback; otherwise ask where it listens.
const target = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const url = `http://${target}:${port}/healthz`;

const req = get(url, { timeout: TIMEOUT_MS }, (res) => {
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => (body += chunk));
  res.on('end', () => verdict(res.statusCode === 200, `${url}: ${res.statusCode} ${body.trim()}`));
});
req.on('timeout', () => verdict(false, `${url} took a connection but gave no answer within ${TIMEOUT_MS / 1000} s.`));
req.on('error', (e) => verdict(false, `No answer from ${url} (${e.code ?? e.message}): the bot is not (yet) serving its health server there.`));
