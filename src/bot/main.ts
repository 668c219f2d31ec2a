/**
 * The bot's entry point: `npm start` (built, `node dist/src/bot/main.js`) or `npm run dev`
 * (tsx). Reads .env, runs the bot until SIGTERM or SIGINT, then stops gracefully and exits 0.
 * A start-up failure the operator can fix is one sentence on stderr and exit code 1.
 */
import 'dotenv/config';
import { subcommands } from '../../commands/index.js';
import { startBot } from './bot.js';
import { configOrExit } from './config.js';
import { onStopSignal, STOP_MARGIN_MS } from './lifecycle.js';
import { createLogger } from './log.js';
import { metrics } from './metrics.js';
import { exitWith, failureSentence } from './startup.js';

const config = configOrExit(process.env);
const logger = createLogger({ level: config.logLevel });
for (const note of config.ignored) logger.warn(`${note}.`);

process.on('unhandledRejection', (reason) => {
  // Logged, not fatal: one lost promise should not take every game's bot down with it.
  metrics.errors.inc({ source: 'unhandled-rejection' });
  logger.error({ err: reason }, 'Unhandled promise rejection');
});
process.on('uncaughtException', (err) => {
  // The process state is unknown after this: say so and exit; the store keeps every saved move.
  metrics.errors.inc({ source: 'uncaught-exception' });
  logger.fatal({ err }, 'Uncaught exception: exiting');
  process.exit(1);
});

let bot: Awaited<ReturnType<typeof startBot>>;
try {
  bot = await startBot(config, subcommands, logger);
} catch (e) {
  exitWith(failureSentence(e, 'The bot could not start', config));
}

onStopSignal((signal) => {
  logger.info({ signal, inFlight: bot.inFlight.size, graceMs: config.shutdownGraceMs }, 'Stopping: no new interactions');
  const started = Date.now();
  // stop() has its own deadline; should it still not return, the process goes anyway.
  setTimeout(() => {
    logger.error({ ms: Date.now() - started }, 'Stopping did not finish in time: exiting without it');
    process.exit(1);
  }, config.shutdownGraceMs + STOP_MARGIN_MS + 300).unref();
  bot
    .stop()
    .then((stopped) => {
      const fields = { ...stopped, ms: Date.now() - started };
      if (stopped.failedSteps.length > 0) {
        logger.error(fields, 'Stopping failed');
        process.exit(1);
      }
      if (stopped.abandonedSteps.length > 0) logger.warn(fields, 'Stopped at the deadline, leaving steps unfinished');
      else if (stopped.abandoned > 0) logger.warn(fields, 'Stopped with interactions still running after the grace period');
      else logger.info(fields, 'Stopped');
      process.exit(0);
    })
    .catch((e: unknown) => {
      logger.error({ err: e }, 'Stopping failed');
      process.exit(1);
    });
});
