/**
 * `npm run bench:e2e [-- --games N] [--seconds S] [--shards K]`: the real bot process, discord.js
 * and the loopback Discord, under load. For every interaction sent it measures the
 * acknowledgement (interaction to callback: Discord drops one not acknowledged in 3 s)
 * and the answer (interaction to the message with the new board), counts interactions
 * never acknowledged and actions that failed, and reads the bot's memory.
 *
 * Scenarios: 1 game flat out (each action as soon as the last is shown); 20 games flat
 * out, all at once; then paced games, each player thinking 5-15 s a move: 20 and 200 by
 * default, or N with --games N (so 1,000 games send about 100 actions a second).
 *
 * With --shards K the same scenarios run twice in one go, on one Postgres: first one bot
 * process, then the sharded launcher with K shard processes (games spread over guilds of
 * every shard), with the memory of each process. Figures only; nothing here is a test.
 *
 * By default the bot runs from source through tsx, as the tests run it. With --built it is
 * built first and run as `npm start` runs it (node on dist/, no tsx in the process or its
 * workers, and the heap cap npm start sets), which is what production looks like; --heap MB
 * sets node's --max-old-space-size=MB instead (0: none), in the one-process scenarios.
 * --profile DIR writes a CPU profile of the bot's threads there; BENCH_PERF_MAP=1 has node
 * write the map `perf` needs to name the bot's script functions (`perf record -p PID`).
 * --env NAME=VALUE (repeatable) adds to the bot's environment in the one-process scenarios
 * (e.g. an allocator setting to try). --smaps adds where each bot process's resident memory
 * lies, read from /proc after each scenario (reading it stalls the process, so not during one).
 */
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { InteractionHandle } from '../discord-api/server.js';
import { ROOT, Stage, tsxCommand, type Command } from './harness.js';
import { generator, Table } from './table.js';
import { freePort } from '../support/ports.js';
import { scriptNodeOptions } from '../support/shipped.js';

const { values: args } = parseArgs({
  options: { games: { type: 'string' }, seconds: { type: 'string' }, open: { type: 'string' }, shards: { type: 'string' }, built: { type: 'boolean' }, heap: { type: 'string' }, profile: { type: 'string' }, env: { type: 'string', multiple: true }, smaps: { type: 'boolean' } },
  allowPositionals: false,
});
const PACED_MS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 60) * 1000;
const PACED_GAMES = args.games ? [Number(args.games)] : [20, 200];
/** Lobbies opened at once while setting up (not measured). */
const OPEN_BATCH = Number(args.open ?? 25);
const THINK_MS = [5000, 15000] as const;
const PRESETS = ['tournament', 'club', 'classic'];
/** How long after a window closes an interaction still counts as answered late rather than never. */
const GRACE_MS = 10_000;
const SHARDS = args.shards ? Number(args.shards) : 0;

/**
 * The one-process bot's node options: with --built those `npm start` sets (the bot as
 * shipped), else none; --heap MB sets the old generation's cap instead (0: none).
 */
const NODE_FLAGS = ((): string[] => {
  const shipped = args.built ? (scriptNodeOptions('start') ?? '').split(/\s+/).filter(Boolean) : [];
  if (args.heap === undefined) return shipped;
  const others = shipped.filter((f) => !f.startsWith('--max-old-space-size='));
  return Number(args.heap) > 0 ? [...others, `--max-old-space-size=${Number(args.heap)}`] : others;
})();

/** How the one-process bot is started: from source, or built; with its node options. */
function botCommand(): Command {
  const flags = [
    ...NODE_FLAGS,
    // --profile DIR: a CPU profile of the bot's main thread and each worker, written when it stops.
    ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []),
    ...(process.env.BENCH_PERF_MAP ? ['--perf-basic-prof-only-functions'] : []),
  ];
  if (!args.built) {
    const tsx = tsxCommand('src/bot/main.ts');
    return { ...tsx, args: [...flags, ...tsx.args] };
  }
  return { file: process.execPath, args: [...flags, join(ROOT, 'dist/src/bot/main.js')] };
}

function describeBot(): string {
  return `${args.built ? 'built (node dist/)' : 'from source (tsx)'}, ${NODE_FLAGS.length > 0 ? NODE_FLAGS.join(' ') : 'no node options'}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Resident and peak memory of a process, in MB, from /proc. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  if (!pid) return { rss: NaN, peak: NaN };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/**
 * Where a process's resident memory lies, in MB, from /proc/PID/smaps: malloc's thread
 * arenas (64 MB mappings), its main heap, other anonymous mappings by size (V8's heap
 * pages are 256 KB), and files (node, the native modules).
 */
function memoryMap(pid: number): string {
  const sums = new Map<string, number>();
  let kind = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const region = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (region) {
      const kb = (parseInt(region[2]!, 16) - parseInt(region[1]!, 16)) / 1024;
      const name = region[3]!;
      kind = name === '[heap]' ? "malloc's main heap"
        : name.startsWith('/') ? 'files'
        : name !== '' ? name
        : kb >= 60 * 1024 && kb <= 64 * 1024 ? 'malloc arenas'
        : kb < 1024 ? 'anonymous, under 1 MB' : 'anonymous, 1 MB and over';
    } else if (line.startsWith('Rss:')) {
      sums.set(kind, (sums.get(kind) ?? 0) + Number(line.split(/\s+/)[1]));
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 1024).map(([k, kb]) => `${k} ${Math.round(kb / 1024)}`).join(', ');
}

/** CPU time a process has used, in seconds (all its threads), from /proc. */
function cpuOf(pid: number | undefined): number {
  if (!pid) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of every bot process, and of this process (the loopback Discord and the players). */
function cpuNow(): { bot: number; bench: number } {
  const u = process.cpuUsage();
  return { bot: botPids().reduce((a, pid) => a + cpuOf(pid), 0), bench: (u.user + u.system) / 1e6 };
}

/**
 * What the bot says of itself in /metrics while a scenario runs (the one-process bot, with
 * HEALTH_PORT): the render queue's depth and the event loop's lag, sampled twice a second,
 * and the images drawn (time in the queue and drawing, by the histogram's buckets).
 */
class Inside {
  private depths: number[] = [];
  private lags: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private renderAtStart: Map<string, number> = new Map();

  constructor(private readonly port: number) {}

  private async scrape(): Promise<string> {
    return (await fetch(`http://127.0.0.1:${this.port}/metrics`)).text();
  }

  private static series(text: string, name: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const line of text.split('\n')) if (line.startsWith(name)) out.set(line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1)));
    return out;
  }

  async start(): Promise<void> {
    this.depths = [];
    this.lags = [];
    this.renderAtStart = Inside.series(await this.scrape(), 'scrabble_render_seconds');
    this.timer = setInterval(() => void this.scrape().then((t) => {
      this.depths.push(Inside.series(t, 'scrabble_queue_depth').get('scrabble_queue_depth{queue="render"}') ?? 0);
      this.lags.push((Inside.series(t, 'nodejs_eventloop_lag_p99_seconds').get('nodejs_eventloop_lag_p99_seconds') ?? NaN) * 1000);
    }).catch(() => {}), 500);
  }

  /** One line: render queue depth (mean, max), event loop lag p99 (mean, max of the samples), images and their time, the main heap at the end. */
  async stop(): Promise<string> {
    clearInterval(this.timer);
    const text = await this.scrape();
    const now = Inside.series(text, 'scrabble_render_seconds');
    const mb = (name: string) => Math.round((Inside.series(text, name).get(name) ?? NaN) / 2 ** 20);
    const delta = (k: string) => (now.get(k) ?? 0) - (this.renderAtStart.get(k) ?? 0);
    const count = delta('scrabble_render_seconds_count');
    const buckets = [...now.keys()].filter((k) => k.includes('_bucket')).map((k) => ({ le: Number(/le="([^"]+)"/.exec(k)![1]), n: delta(k) }));
    const quantile = (q: number) => buckets.find((b) => b.n >= q * count)?.le ?? Infinity;
    const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : NaN);
    return `  inside the bot: render queue depth mean ${mean(this.depths).toFixed(1)} max ${Math.max(...this.depths)}; `
      + `event loop lag p99 mean ${mean(this.lags).toFixed(0)} ms max ${Math.max(...this.lags).toFixed(0)} ms; `
      + `${count} images, ${(delta('scrabble_render_seconds_sum') / count * 1000).toFixed(0)} ms each on average (queue and drawing), p50 <= ${quantile(0.5) * 1000} ms, p99 <= ${quantile(0.99) * 1000} ms; `
      + `main thread's heap ${mb('nodejs_heap_size_used_bytes')} MB used of ${mb('nodejs_heap_size_total_bytes')} MB, ${mb('nodejs_external_memory_bytes')} MB outside it`;
  }
}

let inside: Inside | null = null;

interface Outcome {
  sent: number;
  acked: number[];
  answered: number[];
  unacknowledged: number;
  failures: string[];
}

/** What became of every interaction the tables sent from `since`. */
function outcome(tables: Table[], since: number, failures: string[]): Outcome {
  const handles: InteractionHandle[] = tables.flatMap((t) => t.sent.filter((h) => h.state.createdAt >= since));
  const acked: number[] = [];
  const answered: number[] = [];
  let unacknowledged = 0;
  for (const h of handles) {
    const cb = h.state.callback;
    if (!cb) {
      unacknowledged += 1;
      continue;
    }
    acked.push(cb.at - h.state.createdAt);
    const board = h.messages.find((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));
    if (board) answered.push(board.at - h.state.createdAt);
  }
  return { sent: handles.length, acked: acked.sort((a, b) => a - b), answered: answered.sort((a, b) => a - b), unacknowledged, failures };
}

const COLUMNS = ['scenario', 'sent', 'no ack', 'failed', 'ack p50', 'ack p99', 'ack max', 'board p50', 'board p99', 'actions/s', 'bot MB', 'peak MB', 'bot CPU', 'bench CPU'];
const WIDTHS = [30, 6, 6, 6, 7, 7, 7, 9, 9, 9, 6, 7, 8, 9];

function row(cells: (string | number)[]): string {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(WIDTHS[i]!) : String(c).padStart(WIDTHS[i]!))).join(' ');
}

/** The bot processes being measured: the one bot, or every shard's latest process. */
let botPids: () => number[] = () => [];

/** Memory of every bot process: the total, and each process's peak. */
function botMemory(): { rss: number; peak: number; each: string } {
  const all = botPids().map(memoryOf);
  return { rss: all.reduce((a, m) => a + m.rss, 0), peak: Math.max(...all.map((m) => m.peak)), each: all.map((m) => m.rss).join('+') };
}

/** `cpu`: CPU seconds used during the scenario by the bot and by this process, shown as cores busy on average. */
function report(stage: Stage, label: string, o: Outcome, wallMs: number, cpu: { bot: number; bench: number }): void {
  const mem = botMemory();
  const cores = (s: number) => `${(s / (wallMs / 1000)).toFixed(2)}`;
  console.log(row([
    label, o.sent, o.unacknowledged, o.failures.length,
    percentile(o.acked, 50), percentile(o.acked, 99), o.acked.at(-1) ?? NaN,
    percentile(o.answered, 50), percentile(o.answered, 99),
    (o.sent / (wallMs / 1000)).toFixed(1), mem.rss, mem.peak, cores(cpu.bot), cores(cpu.bench),
  ]));
  if (botPids().length > 1) console.log(`  memory per process (MB): ${mem.each}`);
  if (args.smaps) for (const pid of botPids()) console.log(`  resident memory of ${pid} (MB): ${memoryMap(pid)}`);
  for (const f of o.failures.slice(0, 3)) console.log(`  failure: ${f.slice(0, 300)}`);
}

async function openTables(stage: Stage, n: number, tag: string): Promise<Table[]> {
  const fake = stage.fake;
  // Spread over every guild, so with shards every shard has games.
  const guilds = fake.guildIds;
  const tables = Array.from({ length: n }, (_, i) => {
    const guild = guilds[i % guilds.length]!;
    return new Table(stage, fake.addChannel(`${tag}-${i}`, guild), [fake.addUser(`${tag}${i}a`, guild), fake.addUser(`${tag}${i}b`, guild)]);
  });
  for (let i = 0; i < n; i += OPEN_BATCH) await Promise.all(tables.slice(i, i + OPEN_BATCH).map((t, j) => t.open(PRESETS[(i + j) % PRESETS.length]!)));
  return tables;
}

/** Plays each table to its end, recording a failed action instead of stopping. */
async function flatOut(tables: Table[], failures: string[]): Promise<void> {
  await Promise.all(tables.map(async (t) => {
    try {
      await t.playOut();
    } catch (e) {
      failures.push((e as Error).message);
    }
  }));
}

/** Each table acts after a think time until the window closes (a finished game stops). */
async function paced(tables: Table[], ms: number, failures: string[]): Promise<void> {
  const end = Date.now() + ms;
  const think = () => THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);
  await Promise.all(tables.map(async (t) => {
    await sleep(Math.random() * THINK_MS[1]);
    while (Date.now() < end) {
      try {
        if ((await t.step()).status === 'over') return;
      } catch (e) {
        failures.push((e as Error).message);
        return;
      }
      await sleep(think());
    }
  }));
}

async function scenario(stage: Stage, label: string, tables: Table[], run: (failures: string[]) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  const since = Date.now();
  const cpuBefore = cpuNow();
  await inside?.start();
  // The loopback Discord stamps each request as its event loop reaches it: its own delay is in every figure.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await run(failures);
  lag.disable();
  const insideLine = await inside?.stop();
  const wall = Date.now() - since;
  const cpuAfter = cpuNow();
  // Interactions still unanswered get a grace period before they count as never answered.
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && tables.some((t) => t.sent.some((h) => h.state.createdAt >= since && !h.state.callback))) await sleep(100);
  report(stage, label, outcome(tables, since, failures), wall, { bot: cpuAfter.bot - cpuBefore.bot, bench: cpuAfter.bench - cpuBefore.bench });
  if (insideLine) console.log(insideLine);
  console.log(`  the benchmark's own event loop (loopback Discord and players): delay p50 ${(lag.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms`);
  stage.fake.clearRecords();
}

/** Every scenario against one running configuration of the bot. */
async function scenarios(stage: Stage, tag: string): Promise<void> {
  console.log(row(COLUMNS));
  await flatOut(await openTables(stage, 1, `${tag}warm`), []);

  const one = await openTables(stage, 3, `${tag}one`);
  await scenario(stage, '1 game, flat out', one, async (f) => {
    for (const t of one) await flatOut([t], f);
  });

  const burst = await openTables(stage, 20, `${tag}burst`);
  await scenario(stage, '20 games, flat out at once', burst, (f) => flatOut(burst, f));

  for (const n of PACED_GAMES) {
    const openedAt = Date.now();
    const tables = await openTables(stage, n, `${tag}paced${n}-`);
    console.log(`  (${n} games opened in ${((Date.now() - openedAt) / 1000).toFixed(1)} s; bot memory ${botMemory().rss} MB)`);
    await scenario(stage, `${n} games, paced (${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s)`, tables, (f) => paced(tables, PACED_MS, f));
  }
  const errors = stage.stderr.split('\n').filter((l) => /"level":(50|60)|failed/i.test(l));
  console.log(`bot errors logged: ${errors.length}`);
  for (const e of errors.slice(0, 3)) console.log(`  ${e.slice(0, 300)}`);
}

async function withStage(options: Parameters<typeof Stage.open>[0], run: (stage: Stage) => Promise<void>): Promise<void> {
  const stage = await Stage.open(options);
  stage.fake.keepAttachmentBytes(false);
  // The fake's request log is for tests; a long run would only grow it.
  const trim = setInterval(() => void (stage.fake.requests.length = 0), 1000);
  try {
    await run(stage);
  } finally {
    clearInterval(trim);
    await stage.close();
  }
}

/** The latest pid the sharded launcher logged for each shard. */
function shardPids(stdout: string): number[] {
  const latest = new Map<number, number>();
  for (const m of stdout.matchAll(/"shard":(\d+),"of":\d+,"pid":(\d+)/g)) latest.set(Number(m[1]), Number(m[2]));
  return [...latest.values()];
}

async function main(): Promise<void> {
  generator('sowpods');
  console.log('goals at 1,000 paced games, built: no unacknowledged interaction; ack p99 <= 50 ms; board p99 <= 1 s; bot memory <= 350 MB');
  if (!SHARDS) {
    if (args.built) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    await withStage({}, async (stage) => {
      const healthPort = await freePort();
      const extra = Object.fromEntries((args.env ?? []).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
      await stage.startBot({ HEALTH_PORT: String(healthPort), ...extra }, { ...botCommand(), cwd: stage.dir });
      inside = new Inside(healthPort);
      botPids = () => [stage.bot!.child.pid!];
      if (args.env?.length) console.log(`the bot's environment adds ${args.env.join(' ')}`);
      console.log(`one bot process, sqlite, ${describeBot()}; start (spawn to Ready) ${stage.startTimes[0]} ms, memory ${botMemory().rss} MB`);
      await scenarios(stage, '');
    });
    return;
  }
  const { startTestPostgres } = await import('../support/postgres-global.js');
  const pg = await startTestPostgres();
  const database = async (name: string) => {
    const client = new (await import('pg')).default.Client({ connectionString: pg.url });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(pg.url);
    url.pathname = `/${name}`;
    return url.href;
  };
  // Ids made at consecutive milliseconds fall on every shard in turn.
  const guilds = Array.from({ length: 4 * SHARDS }, (_, i) => ({ id: (BigInt(1_700_000_000 + i) << 22n).toString(), name: `Guild ${i}`, channels: [], users: [] }));
  try {
    await withStage({ guilds, storeUrl: await database('bench_one') }, async (stage) => {
      await stage.startBot();
      botPids = () => [stage.bot!.child.pid!];
      console.log(`\none bot process, Postgres; memory at start ${botMemory().rss} MB`);
      await scenarios(stage, 'o');
    });
    await withStage({ guilds, shards: SHARDS, storeUrl: await database('bench_sharded') }, async (stage) => {
      const launcher = await stage.spawn('src/bot/shards.ts', /Every shard is ready/);
      botPids = () => shardPids(launcher.stdout);
      console.log(`\n${SHARDS} shard processes (sharded launcher), Postgres; memory at start ${botMemory().each} MB`);
      await scenarios(stage, 's');
    });
  } finally {
    await pg.stop();
  }
}

await main();
