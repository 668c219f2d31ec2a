/**
 * Start-up failures an operator can fix (a wrong token, Discord out of reach, a store that
 * will not open, a port in use, an invalid command definition) said in one sentence, with
 * what to check, instead of a stack trace.
 */
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { DiscordAPIError, DiscordjsError, DiscordjsErrorCodes } from 'discord.js';
import { openStore } from '../games/open.js';
import type { GameStore } from '../games/store.js';
import { alphabetFor, DEFAULT_CACHE_DIR, lexiconSourcesFromEnv, listAlphabets, loadLexicon } from '../lexicon/index.js';
import type { Config } from './config.js';
import type { Logger } from './log.js';

const DISCORD_API = 'https://discord.com/api';
const PORTAL = 'the Bot page of your application at https://discord.com/developers/applications';
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET',
]);

/** A failure already said in one sentence. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The address with any password hidden, fit to print. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

const firstLine = (s: string) => s.split('\n')[0]!.trim().replace(/[.:]$/, '');

/** The network error code in an error or its causes (fetch wraps them), if any. */
function networkCode(e: unknown): string | undefined {
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 5; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
  }
  return undefined;
}

/**
 * The sentence for a start-up failure the operator can fix, or null for anything else
 * (a fault in the bot, whose stack is worth printing).
 */
export function startupSentence(e: unknown, config: Pick<Config, 'apiUrl'>): string | null {
  if (e instanceof StartupError) return e.message;
  const api = config.apiUrl ?? DISCORD_API;
  if ((e instanceof DiscordjsError && e.code === DiscordjsErrorCodes.TokenInvalid) || (e instanceof DiscordAPIError && e.status === 401)) {
    return `Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against ${PORTAL}.`;
  }
  if (e instanceof DiscordAPIError && e.code === 50035) {
    return `Discord refused the /scrabble command definition (50035 Invalid Form Body: ${firstLine(e.message.split('\n')[1] ?? e.message)}).`;
  }
  if (e instanceof DiscordAPIError && e.status === 403) {
    return `Discord refused the request (403 ${firstLine(e.message)}): check that DISCORD_CLIENT_ID is this bot's application and that it was invited to the server.`;
  }
  if (e instanceof DiscordAPIError && e.status === 404 && e.code === 10002) {
    return `Discord does not know the application in DISCORD_CLIENT_ID: copy the Application ID from the General Information page of your application.`;
  }
  const code = networkCode(e);
  if (code) {
    const where = config.apiUrl ? 'DISCORD_API_URL in .env' : 'the network connection of this machine';
    return `Could not reach the Discord API at ${redactUrl(api)} (${code}): check ${where}.`;
  }
  return null;
}

/** How long the start-up check waits for the Discord API. */
export const API_CHECK_MS = 10_000;

/** The value of a JSON text, or null when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A GET over http(s) with a deadline: status, status text and body (the request API discord.js uses has no port block list, and neither does this). */
function get(url: string, headers: Record<string, string>, timeoutMs: number): Promise<{ status: number; statusText: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = (url.startsWith('https:') ? httpsGet : httpGet)(url, { headers, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    req.on('error', reject);
  });
}

/**
 * Asks the Discord API (or the proxy in DISCORD_API_URL) for the gateway, as discord.js
 * will: a wrong address, a refused token or an API out of reach is said in one sentence
 * here, before discord.js meets it. Resolves with the shard count Discord recommends.
 */
export async function checkDiscordApi(config: Pick<Config, 'apiUrl' | 'token'>): Promise<{ shards: number }> {
  const api = config.apiUrl ?? DISCORD_API;
  const where = config.apiUrl ? 'DISCORD_API_URL in .env' : 'the network connection of this machine';
  let res: Awaited<ReturnType<typeof get>>;
  try {
    res = await get(`${api}/v10/gateway/bot`, { Authorization: `Bot ${config.token}` }, API_CHECK_MS);
  } catch (e) {
    if ((e as { name?: unknown })?.name === 'TimeoutError') {
      throw new StartupError(`The Discord API at ${redactUrl(api)} did not answer within ${API_CHECK_MS / 1000} s: check ${where}.`, { cause: e });
    }
    const code = networkCode(e) ?? firstLine((e as Error)?.message ?? String(e));
    throw new StartupError(`Could not reach the Discord API at ${redactUrl(api)} (${code}): check ${where}.`, { cause: e });
  }
  if (res.status === 401) throw new StartupError(`Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against ${PORTAL}.`);
  if (res.status === 404) {
    throw new StartupError(`The Discord API at ${redactUrl(api)} answered 404 Not Found for /v10/gateway/bot: DISCORD_API_URL must be the API's base address, ending in /api (e.g. http://proxy:8080/api).`);
  }
  if (res.status < 200 || res.status > 299) throw new StartupError(`The Discord API at ${redactUrl(api)} answered ${res.status} ${res.statusText || 'an error'}: check ${where}, or try again in a minute.`);
  const body = parseJson(res.body) as { shards?: unknown; url?: unknown } | null;
  if (!body || typeof body.shards !== 'number' || typeof body.url !== 'string') {
    throw new StartupError(`The address ${redactUrl(api)} does not answer as the Discord API does: check ${where}.`);
  }
  return { shards: body.shards };
}

/**
 * The one sentence a program prints when it cannot start: the operator's sentence for a
 * failure they can fix, otherwise what failed, in its first line. The stack goes to stderr
 * only when LOG_LEVEL is debug or trace.
 */
export function failureSentence(e: unknown, lead: string, config: Pick<Config, 'apiUrl'> = { apiUrl: undefined }): string {
  const known = startupSentence(e, config);
  if (known) return known;
  const message = e instanceof Error ? e.message : String(e);
  const debug = /^(debug|trace)$/i.test(process.env.LOG_LEVEL?.trim() ?? '');
  if (debug && e instanceof Error && e.stack) console.error(e.stack);
  return `${lead}: ${firstLine(message) || 'an unknown error'}${debug ? '' : ' (set LOG_LEVEL=debug to see where)'}.`;
}

/** Ends a program that could not start: its sentence on stderr, exit code 1. */
export function exitWith(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

/** Opens the store and checks it answers, or says in one sentence why not. */
export async function openCheckedStore(url: string): Promise<GameStore> {
  let store: GameStore;
  try {
    store = await openStore(url);
  } catch (e) {
    throw new StartupError(storeSentence(e, url), { cause: e });
  }
  try {
    await store.probe();
  } catch (e) {
    await store.close().catch(() => {});
    throw new StartupError(storeSentence(e, url), { cause: e });
  }
  return store;
}

function storeSentence(e: unknown, url: string): string {
  const message = e instanceof Error ? e.message : String(e);
  // The store says what is wrong and what to do in one sentence (see GameStore.probe).
  if (message.trim() && !message.includes('\n')) return message.trim();
  return `Could not open the game store at STORE_URL ${redactUrl(url)}: ${firstLine(message)}.`;
}

/**
 * Loads every installed word list before the bot goes online, saying so first when one
 * must be built (no cache yet: a few seconds), so a quiet pause is not taken for a hang.
 * A language's list not made yet is left to language-lists.ts, which makes it meanwhile.
 */
export function preloadLexicons(config: Config, logger: Logger, ready: (name: string) => boolean): void {
  const sources = lexiconSourcesFromEnv(config.env);
  const alphabets = listAlphabets(config.env);
  // The same directory InstalledDictionaries uses, so its load finds these in memory.
  const cacheDir = config.env.LEXICON_CACHE_DIR || DEFAULT_CACHE_DIR;
  for (const name of Object.keys(sources).filter(ready)) {
    const started = Date.now();
    let built = false;
    loadLexicon(name, {
      sources,
      alphabet: alphabetFor(name, alphabets),
      cacheDir,
      onBuild: () => {
        built = true;
        logger.info({ lexicon: name, cacheDir }, 'Building the word list cache (first start, a few seconds)…');
      },
    });
    logger.info({ lexicon: name, fromCache: !built, ms: Date.now() - started }, `Word list ${name} loaded`);
  }
}

/** Says in one sentence why a server (the health server, or the proxy: `prefix` PROXY) could not listen, if it is that. */
export function listenSentence(e: unknown, port: number, host: string, prefix: 'HEALTH' | 'PROXY' | 'ACTIVITY' = 'HEALTH'): string | null {
  const code = (e as { code?: unknown })?.code;
  if (code === 'EADDRINUSE') return `${prefix}_PORT ${port} on ${host} is already in use: pick another port in .env or stop what uses it.`;
  if (code === 'EACCES') return `${prefix}_PORT ${port} on ${host} needs privileges this process lacks: pick a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `${prefix}_HOST ${host} is not an address of this machine: use 127.0.0.1, or 0.0.0.0 for every interface.`;
  return null;
}
