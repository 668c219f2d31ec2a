/**
 * `npm run bench:e2e`: how long a `/scrabble play` takes from the interaction to its
 * callback (the reply with the new board), through the real bot process, discord.js and
 * the loopback Discord, with 1, 20 and 200 games running.
 *
 * 1 game plays flat out (each action as soon as the last is answered). With 20 and 200
 * games, each player thinks 5-15 s per move, so 200 games send about 20 actions a second;
 * 20 games are also run flat out, all at once. BENCH_SECONDS sets the paced windows (60).
 */
import type { InteractionHandle } from '../discord-api/server.js';
import { Stage } from './harness.js';
import { generator, Table } from './table.js';

const PACED_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const THINK_MS = [5000, 15000] as const;
const PRESETS = ['tournament', 'club', 'classic'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Interaction to callback, for accepted `/scrabble play` commands sent from `since`. */
function playLatencies(tables: Table[], since: number): number[] {
  const isPlay = (h: InteractionHandle) => (h.payload as { data?: { options?: { name: string }[] } }).data?.options?.[0]?.name === 'play';
  return tables.flatMap((t) => t.acted.filter((h) => isPlay(h) && h.state.createdAt >= since).map((h) => h.state.callback!.at - h.state.createdAt));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function openTables(stage: Stage, n: number, tag: string): Promise<Table[]> {
  const fake = stage.fake;
  const tables = Array.from({ length: n }, (_, i) => new Table(stage, fake.addChannel(`${tag}-${i}`), [fake.addUser(`${tag}${i}a`), fake.addUser(`${tag}${i}b`)]));
  // Ten lobbies at a time: the set-up is not what is measured.
  for (let i = 0; i < n; i += 10) await Promise.all(tables.slice(i, i + 10).map((t, j) => t.open(PRESETS[(i + j) % PRESETS.length]!)));
  return tables;
}

async function flatOut(tables: Table[]): Promise<void> {
  await Promise.all(tables.map((t) => t.playOut()));
}

/** Each table acts after a think time until the window closes (a finished game stops). */
async function paced(tables: Table[], ms: number): Promise<void> {
  const end = Date.now() + ms;
  const think = () => THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);
  await Promise.all(tables.map(async (t) => {
    await sleep(Math.random() * THINK_MS[1]);
    while (Date.now() < end && (await t.game()).status !== 'over') {
      await t.step();
      await sleep(think());
    }
  }));
}

function report(label: string, latencies: number[], wallMs: number): void {
  const sorted = [...latencies].sort((a, b) => a - b);
  const line = sorted.length === 0
    ? `${label.padEnd(34)} no plays`
    : `${label.padEnd(34)} ${String(sorted.length).padStart(6)} ${String(percentile(sorted, 50)).padStart(7)} ${String(percentile(sorted, 99)).padStart(7)} ${String(sorted.at(-1)).padStart(7)} ${(sorted.length / (wallMs / 1000)).toFixed(1).padStart(8)}`;
  console.log(line);
}

async function main(): Promise<void> {
  generator('sowpods');
  const stage = await Stage.open();
  try {
    await stage.startBot();
    console.log(`bot start (spawn to Ready): ${stage.startTimes[0]} ms; goal: p99 <= 250 ms`);
    console.log(`${'scenario'.padEnd(34)} ${'plays'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'plays/s'.padStart(8)}`);
    await flatOut(await openTables(stage, 1, 'warm'));

    let tables = await openTables(stage, 3, 'one');
    let since = Date.now();
    for (const t of tables) await flatOut([t]);
    report('1 game, flat out', playLatencies(tables, since), Date.now() - since);

    tables = await openTables(stage, 20, 'twenty');
    since = Date.now();
    await paced(tables, PACED_MS);
    report(`20 games, paced (${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s a move)`, playLatencies(tables, since), Date.now() - since);

    tables = await openTables(stage, 20, 'burst');
    since = Date.now();
    await flatOut(tables);
    report('20 games, flat out at once', playLatencies(tables, since), Date.now() - since);

    tables = await openTables(stage, 200, 'many');
    since = Date.now();
    await paced(tables, PACED_MS);
    report(`200 games, paced (${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s a move)`, playLatencies(tables, since), Date.now() - since);

    if (stage.stderr) console.log(`bot stderr:\n${stage.stderr}`);
  } finally {
    await stage.close();
  }
}

await main();
