/**
 * `npm run start:sharded`: the bot as several processes, one per Discord shard, under
 * discord.js's ShardingManager. Every shard runs the same bot (main.js) on the same
 * STORE_URL (Postgres); Discord sends each guild's events to one shard, so a guild's
 * games, clocks and computer moves all live in that shard's process. A shard that dies
 * is started again; the store keeps every saved move, and its guilds resume.
 *
 * SHARD_COUNT: `auto` (default: the count Discord recommends, asked through
 * DISCORD_API_URL like every other request) or a number. HEALTH_PORT, when set, is the
 * first shard's port; shard k serves /healthz and /metrics on HEALTH_PORT + k.
 */
import 'dotenv/config';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REST, Routes, ShardingManager, type APIGatewayBotInfo, type Shard } from 'discord.js';
import { configOrExit, type Config } from './config.js';
import { onStopSignal } from './lifecycle.js';
import { createLogger } from './log.js';
import { startupSentence } from './startup.js';

/** The shard count from SHARD_COUNT, or Discord's recommendation; a bad value is one sentence. */
export async function shardCount(config: Config): Promise<number> {
  const raw = config.env.SHARD_COUNT?.trim() || 'auto';
  if (raw !== 'auto') {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`SHARD_COUNT must be "auto" or a whole number of shards from 1, not "${raw}".`);
    return n;
  }
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
  const info = (await rest.get(Routes.gatewayBot())) as APIGatewayBotInfo;
  return info.shards;
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
  let total: number;
  try {
    total = await shardCount(config);
  } catch (e) {
    console.error(startupSentence(e, config) ?? (e as Error).message);
    process.exit(1);
  }
  const { file, execArgv } = entry();
  const manager = new ShardingManager(file, { totalShards: total, token: config.token, execArgv, respawn: true, mode: 'process' });
  manager.on('shardCreate', (shard) => {
    if (config.healthPort !== null) (shard.env as Record<string, string>).HEALTH_PORT = String(config.healthPort + shard.id);
    shard.on('spawn', (child) => logger.info({ shard: shard.id, of: total, pid: 'pid' in child ? child.pid : undefined }, `Shard ${shard.id} started`));
    shard.on('death', () => logger.warn({ shard: shard.id }, `Shard ${shard.id} stopped; starting it again`));
  });
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
  await manager.spawn({ amount: total, delay: 1000, timeout: 120_000 });
  logger.info({ shards: total }, 'Every shard is ready');
}

await main();
