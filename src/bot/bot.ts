/** Builds and starts the bot: store, dictionaries, the discord.js client and its one interaction handler. */
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { openStore } from '../games/open.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { InstalledDictionaries } from './dictionaries.js';
import { handleInteraction } from './interactions.js';
import { GameService } from './service.js';

export interface RunningBot {
  client: Client;
  services: Services;
  stop(): Promise<void>;
}

export async function startBot(config: Config, log: Services['log'] = defaultLog): Promise<RunningBot> {
  const store = await openStore(config.storeUrl);
  const dictionaries = new InstalledDictionaries(config.env, config.env.LEXICON_CACHE_DIR || undefined);
  // Load every installed list now, so the first move of a game is not the slow one.
  for (const name of dictionaries.names()) dictionaries.generator(name);
  const services: Services = { games: new GameService(store, dictionaries), dictionaries, log };
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(config.apiUrl ? { rest: { api: config.apiUrl } } : {}),
  });
  client.on(Events.InteractionCreate, (i) => void handleInteraction(i, services));
  client.on(Events.Error, (e) => log('Discord client error', e));
  client.once(Events.ClientReady, (c) => log(`Ready as ${c.user.tag}`));
  await client.login(config.token);
  return {
    client,
    services,
    async stop() {
      await client.destroy();
      await store.close();
    },
  };
}

function defaultLog(message: string, error?: unknown): void {
  if (error) console.error(`[scrabble] ${message}:`, error);
  else console.log(`[scrabble] ${message}`);
}
