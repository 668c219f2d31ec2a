/**
 * The Activity's server for this bot, when ACTIVITY_PORT is set: the board inside Discord
 * on the same hub and store, signed in through Discord's OAuth2 with the client secret, its
 * refusals in the bot's own words. A port it cannot take is a start-up failure.
 */
import { DiscordOAuth } from '../activity/oauth.js';
import { loadPage } from '../activity/page.js';
import { startActivityServer, type ActivityServer } from '../activity/server.js';
import type { Dictionaries } from '../games/ports.js';
import type { GameService } from '../games/service.js';
import { fromRoot } from '../project-root.js';
import type { Config } from './config.js';
import { logTo, type Logger } from './log.js';
import { explain } from './messages.js';
import { offerActivity } from './views/activity-offer.js';
import { listenSentence, StartupError } from './startup.js';
import { words } from './words/index.js';

/** Discord's REST root when DISCORD_API_URL does not name another (a REST proxy). */
const DISCORD_API = 'https://discord.com/api';

export async function serveActivity(
  config: Pick<Config, 'activity' | 'apiUrl' | 'clientId'>,
  hub: { games: GameService; dictionaries: Dictionaries },
  logger: Logger,
): Promise<ActivityServer | undefined> {
  if (config.activity === null) return undefined;
  const { port, host, clientSecret } = config.activity;
  const oauth = new DiscordOAuth({ apiBase: `${config.apiUrl ?? DISCORD_API}/v10`, clientId: config.clientId, clientSecret });
  let server: ActivityServer;
  try {
    server = await startActivityServer(port, host, {
      ...hub,
      oauth,
      explain,
      failures: words.activity,
      config: { clientId: config.clientId, words: words.activity.page },
      page: loadPage(fromRoot('dist', 'activity')),
      log: logTo(logger),
    });
  } catch (e) {
    const sentence = listenSentence(e, port, host, 'ACTIVITY');
    throw sentence ? new StartupError(sentence, { cause: e }) : e;
  }
  offerActivity(true);
  logger.info({ url: server.url }, `Activity on ${server.url}`);
  return server;
}
