/**
 * bench:movegen's side-by-side runs (`--against NAME=COMMAND`): another program's move
 * generator, timed in alternating rounds with ours in the same run; and the figures'
 * formatting both tables share. Figures only; nothing here is a test.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Board } from '../engine/board.js';
import { parseCgp } from '../engine/cgp.js';
import type { Rules } from '../engine/rules.js';
import type { MoveGenerator } from '../movegen/index.js';

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
export const geomean = (xs: number[]): number => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
export const ms = (x: number): string => `${x.toFixed(3).padStart(8)}`;
export const ratio = (x: number): string => `${x.toFixed(x < 0.1 ? 3 : 2).padStart(5)}x`;

/** A position of bench:movegen's list (board rows and rack): its board, and the rack of the player to move. */
export function position(name: string, text: string): { board: Board; rack: string } {
  const pos = parseCgp(`${text}/ 0/0 0`);
  if (!pos.ok) throw new Error(`bad position ${name}`);
  return { board: pos.value.board, rack: pos.value.racks[0]! };
}

/**
 * Another program's move generator, for side-by-side figures. It reads lines
 * `<reps> <board rows> <rack>` (bench:movegen's positions) and answers each with one JSON line:
 * `count` (plays in its full list), `ns` or `allNs` (each repetition's time for the full
 * list, in nanoseconds; `allSmallNs`, when given, is a leaner list of the same plays and is
 * the one taken), and optionally `bestScore` and `bestScoreNs` (its best play by score).
 * Lines that are not such answers (a load time, a ready mark) are skipped.
 */
class Rival {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor(readonly name: string, command: string) {
    this.child = spawn('sh', ['-c', command], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', () => undefined);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (!/"(count|error)"/.test(line)) return;
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(line);
      } else this.answers.push(line);
    });
  }

  /** Its answer for `reps` repetitions of the position `text` (board rows and rack). */
  async time(reps: number, text: string): Promise<{ count: number; ns: number[]; bestScore?: number; bestScoreNs?: number[] }> {
    this.child.stdin.write(`${reps} ${text}\n`);
    const line = this.answers.shift() ?? (await new Promise<string>((resolve) => (this.waiting = resolve)));
    const a = JSON.parse(line) as { count: number; ns?: number[]; allNs?: number[]; allSmallNs?: number[]; allSmallCount?: number; bestScore?: number; bestScoreNs?: number[]; error?: string };
    if (a.error) throw new Error(`${this.name}: ${a.error}`);
    if (a.allSmallNs && a.allSmallCount !== a.count) throw new Error(`${this.name}: its lean list holds ${a.allSmallCount} plays, its full list ${a.count}`);
    return { count: a.count, ns: a.ns ?? a.allSmallNs ?? a.allNs ?? [], ...(a.bestScore !== undefined ? { bestScore: a.bestScore } : {}), ...(a.bestScoreNs ? { bestScoreNs: a.bestScoreNs } : {}) };
  }

  close(): void {
    this.child.kill();
  }
}

/** The fewest rounds of side-by-side timing per position. */
const MIN_ROUNDS = 20;

/**
 * Ours and a rival's full list and best play by score, in alternating rounds of `reps`
 * repetitions each for about `budgetMs`; medians in ms (theirs from their own clock).
 */
async function timeAgainst(rival: Rival, text: string, full: () => void, best: () => void, budgetMs: number): Promise<{ count: number; bestScore?: number; ours: number; theirs: number; oursBest: number; theirsBest?: number }> {
  const warm = await rival.time(3, text);
  for (let i = 0; i < 3; i++) full();
  const ours: number[] = [];
  const oursBest: number[] = [];
  const theirs: number[] = [];
  const theirsBest: number[] = [];
  const reps = 5;
  const start = performance.now();
  // At least MIN_ROUNDS rounds: a rival's round may take a large share of the budget (its
  // own extra measures), and a median of a few rounds moves with the machine's load.
  for (let round = 0; round < MIN_ROUNDS || (performance.now() - start < budgetMs && round < 400); round++) {
    const t = await rival.time(reps, text);
    theirs.push(...t.ns.map((ns) => ns / 1e6));
    theirsBest.push(...(t.bestScoreNs ?? []).map((ns) => ns / 1e6));
    // Each measure in a loop of its own, as the rival runs them.
    for (const [fn, into] of [[full, ours], [best, oursBest]] as const) {
      for (let i = 0; i < reps; i++) {
        const t0 = performance.now();
        fn();
        into.push(performance.now() - t0);
      }
    }
  }
  const pick = process.argv.includes('--min') ? (xs: number[]) => Math.min(...xs) : median;
  return {
    count: warm.count, ...(warm.bestScore !== undefined ? { bestScore: warm.bestScore } : {}),
    ours: pick(ours), theirs: pick(theirs), oursBest: pick(oursBest), ...(theirsBest.length ? { theirsBest: pick(theirsBest) } : {}),
  };
}

/** Each `--against NAME=COMMAND` against our full list and best play, position by position. */
export async function against(specs: string[], positions: [string, string][], gen: MoveGenerator, rules: Rules, budget: number): Promise<void> {
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    if (eq <= 0) throw new Error(`--against takes NAME=COMMAND, not ${spec}`);
    const rival = new Rival(spec.slice(0, eq), spec.slice(eq + 1));
    try {
      console.log(`\nSide by side with ${rival.name} (alternating rounds in this run; ratios ours / theirs; medians, ms):`);
      console.log(`${'position'.padEnd(22)}  plays  theirs  full list: ours   theirs  ratio  per play listed    best: ours   theirs  ratio`);
      const mid: number[] = [];
      const midBest: number[] = [];
      for (const [name, text] of positions) {
        const { board, rack } = position(name, text);
        const count = gen.generate(board, rack, rules).count;
        const score = gen.best(board, rack, rules, 1)[0]?.score ?? 0;
        const r = await timeAgainst(rival, text, () => void gen.generate(board, rack, rules), () => void gen.best(board, rack, rules, 1), budget);
        // The empty board: a program may list only the across plays (the down ones are their mirror images).
        const perPlay = (r.ours / count) / (r.theirs / r.count);
        if (r.bestScore !== undefined && r.bestScore !== score) console.log(`  ${name}: ${rival.name}'s best scores ${r.bestScore}, ours ${score}`);
        const bestCols = r.theirsBest === undefined ? '' : `${ms(r.oursBest)} ${ms(r.theirsBest)} ${ratio(r.oursBest / r.theirsBest)}`;
        console.log(`${name.padEnd(22)} ${String(count).padStart(6)} ${String(r.count).padStart(7)}       ${ms(r.ours)} ${ms(r.theirs)} ${ratio(r.ours / r.theirs)}           ${ratio(perPlay)}     ${bestCols}`);
        if (name.startsWith('mid-game')) {
          mid.push(r.ours / r.theirs);
          if (r.theirsBest !== undefined) midBest.push(r.oursBest / r.theirsBest);
        }
      }
      if (mid.length) console.log(`Mid board, geometric mean of ours / ${rival.name}: full list ${ratio(geomean(mid))}${midBest.length ? `, best play ${ratio(geomean(midBest))}` : ''}`);
    } finally {
      rival.close();
    }
  }
}
