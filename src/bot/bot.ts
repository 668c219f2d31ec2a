/** Builds and starts the bot: store, dictionaries, the discord.js client and its one interaction handler. */
import { Client, Events, GatewayIntentBits, Status } from 'discord.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { InstalledDictionaries } from './dictionaries.js';
import { startHealthServer, type HealthServer } from './health.js';
import { intake } from './intake.js';
import { InFlight, type DrainResult } from './lifecycle.js';
import { createLogger, logTo, type Logger } from './log.js';
import { metrics } from './metrics.js';
import { listenSentence, openCheckedStore, preloadLexicons, StartupError } from './startup.js';
import { GameService } from './service.js';

export interface RunningBot {
  client: Client;
  services: Services;
  inFlight: InFlight;
  /** Where /healthz and /metrics are served, when HEALTH_PORT is set. */
  healthUrl: string | undefined;
  /**
   * Stops taking interactions (new ones are told the bot is restarting), waits up to
   * SHUTDOWN_GRACE_MS for those in flight, then disconnects and closes the store.
   */
  stop(): Promise<DrainResult>;
}

export async function startBot(config: Config, logger: Logger = createLogger({ level: config.logLevel })): Promise<RunningBot> {
  const log = logTo(logger);
  const store = await openCheckedStore(config.storeUrl);
  preloadLexicons(config, logger);
  const dictionaries = new InstalledDictionaries(config.env, config.env.LEXICON_CACHE_DIR || undefined);
  // Load every installed list now, so the first move of a game is not the slow one.
  for (const name of dictionaries.names()) dictionaries.generator(name);
  const services: Services = { games: new GameService(store, dictionaries), dictionaries, log };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  });
  const inFlight = new InFlight();
  client.on(Events.InteractionCreate, intake(services, inFlight, logger));
  client.on(Events.Error, (e) => {
    metrics.errors.inc({ source: 'discord-client' });
    log('Discord client error', e);
  });
  client.once(Events.ClientReady, (c) => log(`Ready as ${c.user.tag}`));
  await client.login(config.token);
  let health: HealthServer | undefined;
  if (config.healthPort !== null) {
    const gateway = () => {
      const ready = client.isReady() && client.ws.status === Status.Ready;
      metrics.gatewayReady.set(ready ? 1 : 0);
      return { ready, status: Status[client.ws.status]?.toLowerCase() ?? 'unknown' };
    };
    const checks = { gateway, probeStore: () => store.probe(), accepting: () => inFlight.accepting, inFlight: () => inFlight.size };
    try {
      health = await startHealthServer(config.healthPort, config.healthHost, checks);
    } catch (e) {
      const sentence = listenSentence(e, config.healthPort, config.healthHost);
      if (sentence) throw new StartupError(sentence, { cause: e });
      throw e;
    }
    logger.info({ url: health.url }, `Health and metrics on ${health.url}/healthz and ${health.url}/metrics`);
  }
  return {
    client,
    services,
    inFlight,
    healthUrl: health?.url,
    async stop() {
      // Still connected while draining: late interactions are answered, not left to time out.
      const drained = await inFlight.drain(config.shutdownGraceMs);
      await client.destroy();
      await store.close();
      await health?.close();
      return drained;
    },
  };
}
