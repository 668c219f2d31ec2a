/**
 * End to end: the bot killed with SIGKILL at random instants through whole games against
 * the computer, one process on sqlite and two shard processes on Postgres. Every change is
 * shown exactly once: nothing left loading, nothing doubled, nothing lost, nothing owed.
 * KILLS sets the number of kills in each (`npm run bench:kills` runs 100 and prints the figures).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { shardOf } from './discord-api/gateway.js';
import { Stage } from './e2e/harness.js';
import { describeKills, playWithKills } from './e2e/kills.js';
import { generator } from './e2e/table.js';
import { freshDatabase } from './support/postgres.js';

const ENV = { COMPUTER_DELAY_MS: '100' };
const KILLS = process.env.KILLS ? Number(process.env.KILLS) : null;
/** Time for a run of `kills`: a restart and a turn or two each. */
const timeFor = (kills: number) => 60_000 + kills * 10_000;
const stages: Stage[] = [];
afterAll(async () => {
  await Promise.all(stages.map((s) => s.close()));
});

describe('killed at random instants', () => {
  it('one process: every change shown exactly once', async () => {
    generator('sowpods');
    const stage = await Stage.open();
    stages.push(stage);
    await stage.startBot(ENV);
    const person = stage.fake.user('alice');
    const report = await playWithKills(stage, {
      kills: KILLS ?? 10, seed: 'kills-one', person, channel: (n) => stage.fake.addChannel(`kills-${n}`),
      killAndRestart: async () => {
        await stage.killBot();
        await stage.startBot(ENV);
      },
    });
    console.log(`one process: ${describeKills(report)}`);
    expect(report).toMatchObject({ kills: KILLS ?? 10, loading: [], doubled: [], lost: [], owed: 0 });
    expect(stage.fake.serverErrors).toEqual([]);
  }, timeFor(KILLS ?? 10));

  it('two shards on Postgres, the game\'s shard killed: every change shown exactly once', async () => {
    const guilds = Array.from({ length: 2 }, (_, i) => ({ id: (BigInt(1_700_000_000 + i) << 22n).toString(), name: `Guild ${i}`, channels: [], users: [] }));
    const stage = await Stage.open({ shards: 2, guilds, storeUrl: await freshDatabase('kills') });
    stages.push(stage);
    const launcher = await stage.spawn('src/bot/shards.ts', /Every shard is ready/, ENV);
    const guild = stage.fake.guildIds.find((g) => shardOf(g, 2) === 1)!;
    const starts = () => [...launcher.stdout.matchAll(/"shard":1,"of":2,"pid":(\d+)/g)].map((m) => Number(m[1]));
    const person = stage.fake.addUser('kim', guild);
    const report = await playWithKills(stage, {
      kills: KILLS ?? 6, seed: 'kills-shards', person, channel: (n) => stage.fake.addChannel(`shard-kills-${n}`, guild),
      killAndRestart: async () => {
        const before = starts();
        const session = stage.fake.sessions.find((s) => s.shard[0] === 1 && s.connected)?.id;
        try {
          process.kill(before.at(-1)!, 'SIGKILL');
        } catch (e) {
          // The shard's process had already ended: the launcher starts it again all the same.
          if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
        }
        // Back once the launcher started another process and its session took the shard's guilds.
        await stage.fake.waitFor(() => starts().length > before.length, 90_000, 'shard 1 started again');
        await stage.fake.waitFor(() => stage.fake.sessions.some((s) => s.shard[0] === 1 && s.connected && s.id !== session), 90_000, 'shard 1 back');
      },
    });
    console.log(`two shards: ${describeKills(report)}`);
    expect(report).toMatchObject({ kills: KILLS ?? 6, loading: [], doubled: [], lost: [], owed: 0 });
    expect(stage.fake.serverErrors).toEqual([]);
  }, timeFor(KILLS ?? 6));
});
