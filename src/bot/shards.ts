/**
 * `npm run start:sharded`: the bot as several processes, one per Discord shard, under
 * discord.js's ShardingManager. Every shard runs the same bot (main.js) on the same
 * STORE_URL (Postgres); Discord sends each guild's events to one shard, so a guild's
 * games, clocks and computer moves all live in that shard's process. A shard that dies
 * is started again; the store keeps every saved move, and its guilds resume.
 *
 * SHARD_TOTAL: `auto` (default: the count Discord recommends, asked through
 * DISCORD_API_URL like every other request) or a number. (Not SHARD_COUNT: discord.js
 * reads that one itself, in every process.) HEALTH_PORT, when set, is the first shard's
 * port; shard k serves /healthz and /metrics on HEALTH_PORT + k.
 */
import 'dotenv/config';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DiscordjsError, DiscordjsErrorCodes, ShardingManager, type Shard } from 'discord.js';
import { configOrExit, shardTotal, type Config } from './config.js';
import { onStopSignal } from './lifecycle.js';
import { createLogger } from './log.js';
import { checkDiscordApi, exitWith, failureSentence, StartupError } from './startup.js';

/**
 * The shard count from SHARD_TOTAL, or Discord's recommendation; a bad value, a refused
 * token or an API out of reach is one sentence (the API is asked either way, so that is
 * found once here rather than in every shard).
 */
export async function shardCount(config: Config): Promise<number> {
  let total: number | 'auto';
  try {
    total = shardTotal(config.env);
  } catch (e) {
    throw new StartupError((e as Error).message);
  }
  const { shards } = await checkDiscordApi(config);
  return total === 'auto' ? shards : total;
}

/** The bot's entry beside this file: main.js when built, main.ts (through tsx) from source. */
function entry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
    return { file: fileURLToPath(new URL('./main.ts', here)), execArgv: ['--import', tsx] };
  }
  return { file: fileURLToPath(new URL('./main.js', here)), execArgv: [] };
}

/** Stops one shard for good: SIGTERM (it drains its interactions), then waits for it to exit. */
function stopShard(shard: Shard, graceMs: number): Promise<void> {
  const child = shard.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    // Without the manager's exit listener the shard is not started again.
    child.removeAllListeners('exit');
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  const config = configOrExit(process.env);
  const logger = createLogger({ level: config.logLevel });
  for (const note of config.ignored) logger.warn(`${note}.`);
  let total: number;
  try {
    total = await shardCount(config);
  } catch (e) {
    exitWith(failureSentence(e, 'The sharded bot could not start', config));
  }
  const { file, execArgv } = entry();
  const manager = new ShardingManager(file, { totalShards: total, token: config.token, execArgv, respawn: true, mode: 'process' });
  manager.on('shardCreate', (shard) => {
    if (config.healthPort !== null) (shard.env as Record<string, string>).HEALTH_PORT = String(config.healthPort + shard.id);
    shard.on('spawn', (child) => logger.info({ shard: shard.id, of: total, pid: 'pid' in child ? child.pid : undefined }, `Shard ${shard.id} started`));
    // Before every shard is ready, a death ends the start (below) rather than being retried.
    shard.on('death', () => void (started && logger.warn({ shard: shard.id }, `Shard ${shard.id} stopped; starting it again`)));
    // A shard started again that dies before it is ready (it is started once more by then),
    // or is slow to be ready (it keeps running): reported here. Unheard, the error would
    // stop the launcher, leaving its shards running without it and none started again.
    shard.on('error', (e) => logger.warn({ shard: shard.id, err: e }, `Shard ${shard.id} did not become ready: ${e instanceof Error ? e.message : String(e)}`));
  });
  let started = false;
  let stopping = false;
  onStopSignal((signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, shards: manager.shards.size }, 'Stopping every shard');
    void Promise.all([...manager.shards.values()].map((s) => stopShard(s, config.shutdownGraceMs + 2000))).then(() => {
      logger.info('Every shard stopped');
      process.exit(0);
    });
  });
  logger.info({ shards: total }, `Starting ${total} shard${total === 1 ? '' : 's'}`);
  // A shard slow to become ready is not a reason to stop the others: the manager keeps it.
  try {
    await manager.spawn({ amount: total, delay: 1000, timeout: 120_000 });
  } catch (e) {
    // A shard that cannot start said why on this process's stderr (it shares it): stop the rest.
    await Promise.all([...manager.shards.values()].map((s) => stopShard(s, config.shutdownGraceMs + 2000)));
    const died = e instanceof DiscordjsError && e.code === DiscordjsErrorCodes.ShardingReadyDied;
    exitWith(died ? 'A shard stopped before it was ready (its reason is above), so the sharded bot stopped every shard.' : failureSentence(e, 'The sharded bot could not start', config));
  }
  started = true;
  logger.info({ shards: total }, 'Every shard is ready');
}

await main();
