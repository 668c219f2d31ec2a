/** Builds and starts the bot: store, dictionaries, the discord.js client and its one interaction handler. */
import { getHeapStatistics } from 'node:v8';
import { Client, Events, GatewayIntentBits, Options } from 'discord.js';
import { CLIENT_SHARD_VARIABLES, type Config } from './config.js';
import type { Services, Subcommand } from './context.js';
import { InstalledDictionaries } from './dictionaries.js';
import { serveActivity } from './activity.js';
import { serveHealth } from './health.js';
import { intake } from './intake.js';
import { closeInTurn, InFlight, STOP_MARGIN_MS, type ClosingResult, type DrainResult } from './lifecycle.js';
import { createLogger, logTo, type Logger } from './log.js';
import { metrics } from './metrics.js';
import { checkDiscordApi, openCheckedStore, preloadLexicons } from './startup.js';
import { prepareLanguageLists } from './language-lists.js';
import { createHub } from '../games/hub.js';
import { WorkerThinker } from '../games/think-pool.js';
import { PuzzleService } from '../games/puzzles.js';
import { lexiconSourcesFromEnv, listAlphabets } from '../lexicon/index.js';
import { DiscordPoster } from './poster.js';
import { closeRendering, configureRendering } from './render-queue.js';

export interface RunningBot {
  client: Client;
  services: Services;
  inFlight: InFlight;
  /** Where /healthz and /metrics are served, when HEALTH_PORT is set. */
  healthUrl: string | undefined;
  /** Where the Activity is served, when ACTIVITY_PORT is set. */
  activityUrl: string | undefined;
  /**
   * Stops taking interactions (new ones are told the bot is restarting), waits up to
   * SHUTDOWN_GRACE_MS for those in flight, then disconnects and closes the store. Resolves
   * within SHUTDOWN_GRACE_MS + STOP_MARGIN_MS whatever the store or Discord do: a closing
   * step still running then is abandoned and named in the result.
   */
  stop(): Promise<StopResult>;
}

export type StopResult = DrainResult & ClosingResult;

/** `commands`: the /scrabble subcommands by name (commands/index.ts), which the entry point hands in. */
export async function startBot(config: Config, commands: ReadonlyMap<string, Subcommand>, logger: Logger = createLogger({ level: config.logLevel })): Promise<RunningBot> {
  const log = logTo(logger);
  await checkDiscordApi(config);
  const store = await openCheckedStore(config.storeUrl);
  // Every failed or timed-out store call, whoever made it: counted, and logged with its cause.
  store.onFailure((e) => {
    metrics.errors.inc({ source: 'store' });
    log('Game store call failed', e);
  });
  const dictionaries = new InstalledDictionaries(config.env, config.env.LEXICON_CACHE_DIR || undefined);
  preloadLexicons(config, logger, (name) => dictionaries.ready(name));
  // Load every installed list now, so the first move of a game is not the slow one.
  for (const name of dictionaries.names().filter((n) => dictionaries.ready(n))) dictionaries.generator(name);
  // The languages' lists not made yet are made meanwhile; a game asking for one is told to wait.
  void prepareLanguageLists(config, logger, dictionaries);
  // discord.js would read SHARDS and SHARD_COUNT from the environment itself; the shard
  // was read (and checked) with the rest of the configuration, and is passed explicitly.
  for (const k of CLIENT_SHARD_VARIABLES) delete process.env[k];
  const client = new Client({
    ...(config.shard ? { shards: config.shard.ids, shardCount: config.shard.count } : { shards: [0], shardCount: 1 }),
    intents: [GatewayIntentBits.Guilds],
    // Every game message is addressed by id, never looked up in a cache: keep none, so
    // memory stays flat however many boards are posted.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0, ReactionManager: 0, GuildMemberManager: 0, PresenceManager: 0 }),
    // discord.js counts every request against Discord's 50 a second per bot, but the
    // answers to interactions (their webhooks) are exempt on Discord's side and are most
    // of what the bot sends: counted, they would cap it near 16 moves a second. The
    // requests that do count go through the poster's own budget (poster.ts). Each
    // interaction's token is a rate-limit queue of its own, kept until a sweep finds it idle:
    // swept every minute rather than every hour, they do not pile up (a busy bot answers
    // tens of interactions a second).
    rest: { globalRequestsPerSecond: 1000, handlerSweepInterval: 60_000, ...(config.apiUrl ? { api: config.apiUrl } : {}) },
  });
  // The computer player thinks in a worker thread: a Strong endgame search takes up to two seconds.
  const thinker = new WorkerThinker({ sources: lexiconSourcesFromEnv(config.env), alphabets: listAlphabets(config.env), cacheDir: config.env.LEXICON_CACHE_DIR || null });
  const poster = new DiscordPoster(client);
  const PARTS = { hub: 'Game hub', publisher: 'Publisher', computer: 'Computer player', clock: 'Turn clock' } as const;
  const hub = createHub({
    store, dictionaries, thinker,
    clockScale: config.clock.scale,
    sweepMs: config.clock.sweepMs,
    computerDelayMs: config.computerDelayMs,
    log: (part, what, e) => log(`${PARTS[part]}: ${what} failed`, e),
    onComputerMove: (m) => log(`Computer (${m.level}) moved in ${m.channelId} ${m.ms} ms after the move it answers`),
  }, { poster });
  // PUZZLE_DATE (tests) holds the puzzle's clock at noon UTC of that day.
  const puzzleNow = config.puzzleDate ? () => Date.parse(`${config.puzzleDate}T12:00:00Z`) : Date.now;
  const puzzles = new PuzzleService({ store, lexiconName: dictionaries.defaultName(), graph: (name) => dictionaries.graph(name), now: puzzleNow });
  const services: Services = { games: hub.games, publisher: hub.publisher, dictionaries, poster, log, thinker, puzzles, commands };
  await configureRendering(config.renderWorkers);
  const inFlight = new InFlight();
  client.on(Events.InteractionCreate, intake(services, inFlight, logger));
  client.on(Events.Error, (e) => {
    metrics.errors.inc({ source: 'discord-client' });
    log('Discord client error', e);
  });
  // The heap limit is logged: `npm start` sets one (NODE_OPTIONS), which bounds memory under load.
  client.once(Events.ClientReady, (c) => logger.info({ heapLimitMb: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20) }, `Ready as ${c.user.tag}`));
  // Before login: a port already taken fails the start at once, and /healthz answers 503 until ready.
  const health = await serveHealth(config, { client, store, inFlight }, logger);
  const activity = await serveActivity(config, { games: hub.games, dictionaries }, logger);
  await client.login(config.token);
  // Boards a stop left owed are shown, games where a computer was to move go on, and deadlines
  // that passed while the bot was down are acted on: now, in that order.
  void hub.start();
  // Today's puzzle (and yesterday's, whose answer it shows) made now, before anyone asks.
  puzzles.warm().catch((e: unknown) => log('Daily puzzle: making it ahead failed', e));
  return {
    client,
    services,
    inFlight,
    healthUrl: health?.url,
    activityUrl: activity?.url,
    async stop() {
      const deadline = Date.now() + config.shutdownGraceMs + STOP_MARGIN_MS;
      // No new sweeps; one under way finishes (or is given up on) beside the drain, still connected.
      const clocksStopped = hub.clocks.stop();
      // Still connected while draining: late interactions are answered, not left to time out.
      const drained = await inFlight.drain(config.shutdownGraceMs);
      const closed = await closeInTurn(
        deadline,
        [
          ['turn clocks', () => clocksStopped],
          ['computer player', () => hub.computer.stop()],
          ['publisher', () => hub.publisher.idle()],
          ['thinking worker', () => thinker.close()],
          ['Discord client', () => client.destroy()],
          ['rendering', () => closeRendering()],
          ['game store', () => store.close()],
          ['health server', async () => health?.close()],
          ['Activity server', async () => activity?.close()],
        ],
        (step, e) => log(`Stopping: closing the ${step} failed`, e),
      );
      return { ...drained, ...closed };
    },
  };
}
