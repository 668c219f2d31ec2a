/**
 * Sharding for real: the sharded launcher (src/bot/shards.ts) runs one bot process per
 * shard on one Postgres; the loopback Discord recommends 2 shards and sends each guild's
 * events to shard (guild_id >> 22) % 2. Whole games in guilds of both shards; one shard's
 * process is killed mid-game, the launcher starts it again, and its games go on with
 * nothing lost, nothing doubled and every interaction answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import { shardOf } from './discord-api/gateway.js';
import { Stage, type BotProcess } from './e2e/harness.js';
import { generator, Table } from './e2e/table.js';
import { freshDatabase } from './support/postgres.js';

let stage: Stage;
let launcher: BotProcess;

beforeAll(async () => {
  generator('sowpods');
  // Guild ids whose timestamps alternate in parity, so each shard of two holds four.
  const guilds = Array.from({ length: 8 }, (_, i) => ({ id: guildId(i), name: `Guild ${i}`, channels: ['scrabble'], users: [] }));
  stage = await Stage.open({ shards: 2, guilds, storeUrl: await freshDatabase('shards') });
  launcher = await stage.spawn('src/bot/shards.ts', /Every shard is ready/);
}, 240_000);

afterAll(async () => {
  await stage?.close();
});

/** A snowflake made at a chosen millisecond after Discord's epoch: its shard of N is that number mod N. */
const guildId = (i: number): string => (BigInt(1_700_000_000 + i) << 22n).toString();

const turnsTaken = (g: GameState) => g.history.filter((e) => e.type === 'place' || e.type === 'pass' || e.type === 'exchange').length;

/** The pid the launcher logged for a shard's latest start. */
function shardPid(shard: number): number {
  const starts = [...launcher.stdout.matchAll(/"shard":(\d+),"of":\d+,"pid":(\d+)/g)].filter((m) => Number(m[1]) === shard);
  return Number(starts.at(-1)![2]);
}

describe('two shards, one Postgres', () => {
  it('asks Discord for the shard count and connects one session per shard', () => {
    expect(launcher.stdout).toContain('"msg":"Starting 2 shards"');
    expect(stage.fake.sessions.filter((s) => s.connected).map((s) => s.shard).sort()).toEqual([[0, 2], [1, 2]]);
  });

  it('plays whole games in guilds of both shards; a killed shard comes back and its games go on', async () => {
    const fake = stage.fake;
    const byShard = [0, 1].map((k) => fake.guildIds.filter((g) => shardOf(g, 2) === k));
    expect(byShard.every((gs) => gs.length > 0)).toBe(true);
    const tables = [0, 1].flatMap((k) => byShard[k]!.slice(0, 2).map((guild, i) => {
      const channel = fake.addChannel(`s${k}-${i}`, guild);
      return { shard: k, table: new Table(stage, channel, [fake.addUser(`s${k}${i}a`, guild), fake.addUser(`s${k}${i}b`, guild)]) };
    }));
    await Promise.all(tables.map(({ table }) => table.open('tournament')));
    // A few turns everywhere, then shard 1's process dies between turns.
    await Promise.all(tables.map(async ({ table }) => { for (let i = 0; i < 4; i++) await table.step(); }));
    const before = await Promise.all(tables.map(({ table }) => table.game()));
    const oldPid = shardPid(1);
    const oldSession = fake.sessions.find((s) => s.shard[0] === 1 && s.connected)!.id;
    process.kill(oldPid, 'SIGKILL');
    // The launcher starts it again; its new session takes the shard's guilds.
    await fake.waitFor(() => fake.sessions.some((s) => s.shard[0] === 1 && s.connected && s.id !== oldSession), 90_000, 'shard 1 back');
    await launcher.waitForOutput(new RegExp(`"shard":1,"of":2,"pid":(?!${oldPid}\\b)\\d+`), 30_000);
    expect(shardPid(1)).not.toBe(oldPid);
    // Nothing was lost while it was down.
    const after = await Promise.all(tables.map(({ table }) => table.game()));
    expect(after.map(turnsTaken)).toEqual(before.map(turnsTaken));
    // Shard 0 never stopped; every game plays to its end.
    const finals = await Promise.all(tables.map(({ table }) => table.playOut()));
    expect(finals.map((g) => g.status)).toEqual(tables.map(() => 'over'));
    for (const { table } of tables) {
      expect(table.sent.every((h) => h.state.callback), table.channel).toBe(true);
      expect(table.leaks).toEqual([]);
    }
    // Each guild's interactions were answered by its own shard's session.
    expect(fake.serverErrors).toEqual([]);
  }, 300_000);

  it('a shard killed again while it starts: the launcher says so, starts it once more, and its guilds are served', async () => {
    const fake = stage.fake;
    const starts = () => [...launcher.stdout.matchAll(/"shard":1,"of":2,"pid":(\d+)/g)].length;
    const oldSession = fake.sessions.find((s) => s.shard[0] === 1 && s.connected)!.id;
    const before = starts();
    process.kill(shardPid(1), 'SIGKILL');
    // The process started in its place is killed as soon as the launcher names it, long before it is ready.
    await fake.waitFor(() => starts() > before, 30_000, 'shard 1 started again');
    process.kill(shardPid(1), 'SIGKILL');
    // Warnings go to stderr.
    await fake.waitFor(() => /"msg":"Shard 1 did not become ready: Shard 1's process exited before its Client became ready\."/.test(launcher.stderr), 30_000, 'the warning');
    await fake.waitFor(() => starts() > before + 1, 30_000, 'shard 1 started once more');
    await fake.waitFor(() => fake.sessions.some((s) => s.shard[0] === 1 && s.connected && s.id !== oldSession), 90_000, 'shard 1 back');
    expect(launcher.running).toBe(true);
    // A game in a guild of shard 1 is served by the new process.
    const guild = fake.guildIds.find((g) => shardOf(g, 2) === 1)!;
    const table = new Table(stage, fake.addChannel('s1-after', guild), [fake.addUser('s1a', guild), fake.addUser('s1b', guild)]);
    await table.open('tournament');
    await table.step();
    expect(turnsTaken(await table.game())).toBe(1);
    expect(table.sent.every((h) => h.state.callback)).toBe(true);
    expect(fake.serverErrors).toEqual([]);
  }, 240_000);
});
