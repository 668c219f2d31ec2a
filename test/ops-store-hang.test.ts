/**
 * A game store that stops answering: the bot's Postgres frozen with SIGSTOP (a network
 * hang as the bot sees it, not a refused connection). End to end through the bot as it
 * runs in production, against the loopback Discord: the player reads the store's sentence
 * within 5 s of their command, the failure is counted in /metrics and logged as the
 * interaction's outcome, and SIGTERM during the freeze ends the process within
 * SHUTDOWN_GRACE_MS + 2 s. The frozen server is this file's own (the run's shared one
 * serves the other files meanwhile).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../src/bot/messages.js';
import type { InteractionHandle } from './discord-api/server.js';
import { Stage } from './e2e/harness.js';
import { generator, Table } from './e2e/table.js';
import { startTestPostgres } from './support/postgres-global.js';

/** The product's bounds. */
const SENTENCE_WITHIN_MS = 5000;
const EXIT_MARGIN_MS = 2000;
const UNAVAILABLE = explain({ code: 'store-unavailable' });

let server: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
let postmaster: number;
let stage: Stage;
let metricsUrl: string;

async function admin<T extends pg.QueryResultRow>(url: string, statement: string): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(statement);
  } finally {
    await client.end();
  }
}

/** Processes whose parent is `pid` (the server's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid ...": the name may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

const signal = (pid: number, sig: NodeJS.Signals) => {
  try {
    process.kill(pid, sig);
  } catch {
    // Gone meanwhile.
  }
};

let frozen: number[] = [];

/** Stops the whole server: the postmaster first (no new backends), then every process it started. */
function freeze(): void {
  signal(postmaster, 'SIGSTOP');
  frozen = [postmaster, ...childrenOf(postmaster)];
  for (const pid of frozen.slice(1)) signal(pid, 'SIGSTOP');
}

function thaw(): void {
  for (const pid of frozen.reverse()) signal(pid, 'SIGCONT');
  frozen = [];
}

/** The bot's log line for one interaction. */
async function interactionLine(id: string): Promise<Record<string, unknown>> {
  const bot = stage.bot!;
  const find = () => bot.stdout.split('\n').find((l) => l.includes(`"interaction":"${id}"`) && l.includes('"msg":"interaction"'));
  await bot.waitForOutput(new RegExp(`"interaction":"${id}".*"msg":"interaction"`), 10_000);
  return JSON.parse(find()!) as Record<string, unknown>;
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

beforeAll(async () => {
  generator('sowpods');
  server = await startTestPostgres();
  const { rows } = await admin<{ data_directory: string }>(server.url, 'SHOW data_directory');
  postmaster = Number(readFileSync(join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  expect(postmaster).toBeGreaterThan(0);
  await admin(server.url, 'CREATE DATABASE hang');
  const url = new URL(server.url);
  url.pathname = '/hang';
  stage = await Stage.open({ storeUrl: url.href });
  const bot = await stage.startBot({ HEALTH_PORT: '0' });
  await bot.waitForOutput(/"msg":"Health and metrics on/, 5000);
  metricsUrl = JSON.parse(bot.stdout.split('\n').find((l) => l.includes('"msg":"Health and metrics on'))!).url as string;
}, 180_000);

afterAll(async () => {
  thaw();
  await stage?.close();
  await server?.stop();
});

describe('the game store stops answering (Postgres frozen)', () => {
  it('the player reads the store sentence within 5 s; the failure is counted and logged as the outcome', async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel('frozen'), [fake.user('alice'), fake.user('bob')]);
    await table.open('tournament');
    // A rack with plays on the empty board, so the move sent is a /scrabble play (a dealt rack may hold none).
    const before = await table.setGame((g) => ({ ...g, racks: g.racks.map((r, i) => (i === g.turn ? 'RETAINS' : r)) }));
    const storeErrors = await metric('scrabble_errors_total{source="store"}');
    let move: InteractionHandle;
    let answer;
    freeze();
    try {
      move = table.sendNext(before);
      answer = await move.waitForMessage((m) => m.ephemeral, 30_000);
    } finally {
      thaw();
    }
    const ms = answer.at - move.state.createdAt;
    console.log(`store frozen: the player read the store sentence ${ms} ms after the command`);
    expect(answer.content).toBe(UNAVAILABLE);
    expect(ms).toBeLessThan(SENTENCE_WITHIN_MS);
    // The public placeholder went: the channel shows no board for a move that was not made.
    expect(move.messages.filter((m) => !m.ephemeral && m.attachments.length > 0)).toEqual([]);

    const line = await interactionLine(move.id);
    expect(line).toMatchObject({ outcome: 'store_unavailable', kind: 'command', command: 'scrabble play' });
    expect(await metric('scrabble_errors_total{source="store"}')).toBeGreaterThan(storeErrors);
    expect(await metric('scrabble_interactions_total{kind="command",outcome="store_unavailable"}')).toBe(1);
    expect(stage.bot!.stderr).toMatch(/"msg":"Game store call failed"/);

    // The server answers again: so does the bot, and the game goes on.
    const after = await table.game();
    console.log(`after the thaw the record has ${after.history.length - before.history.length} more move(s) than before the freeze`);
    await table.step();
    expect((await table.game()).history.length).toBeGreaterThan(after.history.length);
  }, 120_000);

  it('SIGTERM during the freeze: the command in flight is answered and the bot exits within SHUTDOWN_GRACE_MS + 2 s', async () => {
    const fake = stage.fake;
    const bot = stage.bot!;
    const table = new Table(stage, fake.addChannel('frozen-stop'), [fake.user('alice'), fake.user('bob')]);
    await table.open('tournament');
    let stoppedInMs: number;
    let inFlight: InteractionHandle;
    freeze();
    try {
      inFlight = table.slash(fake.user('alice'), 'board');
      // Acknowledged: the bot is handling it, and waiting on the store.
      await inFlight.callback(3000);
      const signalled = Date.now();
      bot.child.kill('SIGTERM');
      const { code } = await bot.exited;
      stoppedInMs = Date.now() - signalled;
      expect(code).toBe(0);
    } finally {
      thaw();
    }
    const stopping = JSON.parse(bot.stdout.split('\n').find((l) => l.includes('"msg":"Stopping: no new interactions"'))!) as { graceMs: number };
    console.log(`store frozen: SIGTERM to exit in ${stoppedInMs} ms (grace ${stopping.graceMs} ms)`);
    expect(stoppedInMs).toBeLessThan(stopping.graceMs + EXIT_MARGIN_MS);
    // Nobody was left with "The application did not respond": the command in flight got the store's sentence.
    expect((await inFlight.waitForMessage(() => true, 1000)).content).toBe(UNAVAILABLE);
    const stopped = bot.stdout.split('\n').find((l) => /"msg":"Stopped/.test(l));
    console.log(`stop: ${stopped}`);
    expect(stopped).toBeDefined();
  }, 120_000);
});
