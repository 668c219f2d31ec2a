/**
 * Start-up failures an operator can fix (a wrong token, Discord out of reach, a store that
 * will not open, a port in use, an invalid command definition) said in one sentence, with
 * what to check, instead of a stack trace.
 */
import { DiscordAPIError, DiscordjsError, DiscordjsErrorCodes } from 'discord.js';
import { openStore } from '../games/open.js';
import type { GameStore } from '../games/store.js';
import { DEFAULT_CACHE_DIR, lexiconSourcesFromEnv, loadLexicon } from '../lexicon/index.js';
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
 */
export function preloadLexicons(config: Config, logger: Logger): void {
  const sources = lexiconSourcesFromEnv(config.env);
  // The same directory InstalledDictionaries uses, so its load finds these in memory.
  const cacheDir = config.env.LEXICON_CACHE_DIR || DEFAULT_CACHE_DIR;
  for (const name of Object.keys(sources)) {
    const started = Date.now();
    let built = false;
    loadLexicon(name, {
      sources,
      cacheDir,
      onBuild: () => {
        built = true;
        logger.info({ lexicon: name, cacheDir }, 'Building the word list cache (first start, a few seconds)…');
      },
    });
    logger.info({ lexicon: name, fromCache: !built, ms: Date.now() - started }, `Word list ${name} loaded`);
  }
}

/** A setting read by the module that uses it: its refusal (one sentence naming the variable) ends the start as such. */
export function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    throw e instanceof Error ? new StartupError(e.message, { cause: e }) : e;
  }
}

/** Says in one sentence why the health server could not listen, if it is that. */
export function listenSentence(e: unknown, port: number, host: string): string | null {
  const code = (e as { code?: unknown })?.code;
  if (code === 'EADDRINUSE') return `HEALTH_PORT ${port} on ${host} is already in use: pick another port in .env or stop what uses it.`;
  if (code === 'EACCES') return `HEALTH_PORT ${port} on ${host} needs privileges this process lacks: pick a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HEALTH_HOST ${host} is not an address of this machine: use 127.0.0.1, or 0.0.0.0 for every interface.`;
  return null;
}
