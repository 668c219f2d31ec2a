/**
 * `npm run bench:ai [-- --games N --seed S --against DIR]`: the computer player's figures.
 * Times the Strong level's turn in mid-game positions (static equity), its choice by the
 * bounded search and from the full list, its turn in endgames, the top five hints, and the
 * analysis of whole games; then, with --games N (default 200), the win rates of each level
 * against the one below it and of Strong against greedy, in mirrored pairs. Figures only;
 * nothing here is a test. With --against DIR (another checkout, e.g. an older commit in a
 * git worktree), also Strong's choice and turn here and there side by side in one process.
 */
import { analyseGame, hints } from '../ai/analysis.js';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, turnContext } from '../ai/equity.js';
import { topCandidates, topCandidatesFromList } from '../ai/static-choice.js';
import { loadLeaveTable } from '../ai/leaves.js';
import { chooseTurn } from '../ai/player.js';
import { finalScores, winners } from '../ai/selfplay.js';
import type { PlayerKind } from '../ai/player.js';
import { DEFAULT_PRESET } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import { playHubGame } from '../games/selfplay.js';
import { DEFAULT_LEXICON, loadLexicon, type WordGraph } from '../lexicon/index.js';
import { meanInterval } from './selfplay.js';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

function report(label: string, ms: number[]): void {
  if (ms.length === 0) return;
  console.log(`${label.padEnd(34)} n=${String(ms.length).padStart(4)}  p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(7)} ms  max ${Math.max(...ms).toFixed(1).padStart(7)} ms`);
}

/** What --against imports from another checkout. */
interface OtherAi {
  chooseTurn: typeof chooseTurn;
  topCandidates: typeof topCandidates;
  turnContext: typeof turnContext;
  describe: (c: unknown) => string;
  loadLeaveTable: typeof loadLeaveTable;
  loadLexicon: typeof loadLexicon;
}

/**
 * --against DIR: Strong's choice and turn here and in another checkout of the project (say,
 * an older commit in a git worktree, with node_modules and its word-graph cache), in one
 * process, alternating turn by turn over five rounds; and whether they choose alike.
 */
async function sideBySide(dir: string, mid: { state: GameState; player: number }[], lexicon: WordGraph, report: (label: string, ms: number[]) => void, sum: (xs: number[]) => number): Promise<void> {
  const from = (file: string): Promise<Record<string, unknown>> => import(pathToFileURL(resolve(dir, file)).href) as Promise<Record<string, unknown>>;
  // topCandidates is in static-choice.ts, or in equity.ts in checkouts from before it moved.
  const files = ['src/ai/equity.ts', 'src/ai/static-choice.ts', 'src/ai/player.ts', 'src/ai/leaves.ts', 'src/lexicon/index.ts'].filter((file) => existsSync(resolve(dir, file)));
  const other = Object.assign({}, ...(await Promise.all(files.map(from)))) as OtherAi;
  const otherLexicon = other.loadLexicon(DEFAULT_LEXICON);
  const rules = DEFAULT_PRESET.rules;
  const times: Record<'choice' | 'otherChoice' | 'turn' | 'otherTurn', number[]> = { choice: [], otherChoice: [], turn: [], otherTurn: [] };
  let differ = 0;
  for (let round = 0; round < 5; round++) {
    for (const [i, p] of mid.entries()) {
      const tc = turnContext(p.state, p.player, loadLeaveTable(rules.tileSet));
      const otherTc = other.turnContext(p.state, p.player, other.loadLeaveTable(rules.tileSet));
      const got: Record<string, string> = {};
      const runs: [keyof typeof times, () => string][] = [
        ['choice', () => describe(topCandidates(tc, lexicon, 1)[0]!)],
        ['otherChoice', () => other.describe(other.topCandidates(otherTc, otherLexicon, 1)[0]!)],
        ['turn', () => JSON.stringify(chooseTurn(p.state, p.player, 'strong', { lexicon }).action)],
        ['otherTurn', () => JSON.stringify(other.chooseTurn(p.state, p.player, 'strong', { lexicon: otherLexicon }).action)],
      ];
      for (const [name, fn] of (i + round) % 2 === 0 ? runs : runs.reverse()) {
        const t0 = performance.now();
        got[name] = fn();
        times[name].push(performance.now() - t0);
      }
      if (got.choice !== got.otherChoice || got.turn !== got.otherTurn) differ++;
    }
  }
  console.log(`Side by side with ${dir}, ${mid.length} mid-game turns x 5 rounds; turns where the two choose differently: ${differ}`);
  report('  Strong turn here', times.turn);
  report('  Strong turn there', times.otherTurn);
  report('  its choice here', times.choice);
  report('  its choice there', times.otherChoice);
  const ratio = (a: number[], b: number[]): string =>
    `${(sum(b) / sum(a)).toFixed(1)}x in all, ${(percentile(b, 50) / percentile(a, 50)).toFixed(1)}x at the median, ${(percentile(b, 95) / percentile(a, 95)).toFixed(1)}x at the 95th percentile`;
  console.log(`  there / here: turn ${ratio(times.turn, times.otherTurn)}; choice ${ratio(times.choice, times.otherChoice)}`);
}

async function main(): Promise<void> {
  const arg = (name: string, dflt: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
  };
  const games = Number(arg('--games', '200'));
  const seed = arg('--seed', 'bench');
  const lexicon = loadLexicon(DEFAULT_LEXICON);
  const rules = DEFAULT_PRESET.rules;

  // Positions: every turn of a few games between Strong players (no endgame search while collecting).
  const positions: { state: GameState; player: number }[] = [];
  const finished: GameState[] = [];
  for (let g = 0; g < 12; g++) {
    finished.push(await playHubGame(rules, [{ kind: 'strong' }, { kind: 'strong' }], `${seed}/positions/${g}`, {
      lexicon,
      endgame: false,
      onTurn: (state, player) => positions.push({ state, player }),
    }));
  }
  const mid = positions.filter((p) => p.state.bag.length > 0);
  const end = positions.filter((p) => p.state.bag.length === 0);
  // Warm up the leave table and the generator's buffers.
  for (const p of mid.slice(0, 5)) chooseTurn(p.state, p.player, 'strong', { lexicon });

  const timed = (fn: () => void): number => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  };
  console.log(`Computer player, ${lexicon.name}, preset ${DEFAULT_PRESET.id}`);
  report('Strong turn, mid-game (static)', mid.map((p) => timed(() => chooseTurn(p.state, p.player, 'strong', { lexicon }))));
  // Its static choice alone, by the bounded search and from the full list, in alternation.
  const bounded: number[] = [];
  const fromList: number[] = [];
  for (const [i, p] of mid.entries()) {
    const tc = turnContext(p.state, p.player, loadLeaveTable(rules.tileSet));
    const runs: [number[], () => void][] = [[bounded, () => topCandidates(tc, lexicon, 1)], [fromList, () => topCandidatesFromList(tc, lexicon, 1)]];
    for (const [times, fn] of i % 2 === 0 ? runs : runs.reverse()) times.push(timed(fn));
  }
  report('  its choice, bounded search', bounded);
  report('  its choice from the full list', fromList);
  const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
  console.log(`  full list / bounded: ${(sum(fromList) / sum(bounded)).toFixed(1)}x in all, ${(percentile(fromList, 50) / percentile(bounded, 50)).toFixed(1)}x at the median, ${(percentile(fromList, 95) / percentile(bounded, 95)).toFixed(1)}x at the 95th percentile`);
  const against = arg('--against', '');
  if (against) await sideBySide(against, mid, lexicon, report, sum);
  report('Club turn, mid-game', mid.map((p) => timed(() => chooseTurn(p.state, p.player, 'club', { lexicon }))));
  let exact = 0;
  report('Strong turn, endgame (2 s budget)', end.map((p) => timed(() => {
    if (chooseTurn(p.state, p.player, 'strong', { lexicon }).exact) exact++;
  })));
  if (end.length > 0) console.log(`  endgame searches that finished exactly: ${exact} of ${end.length}`);
  report('Hints, top 5', mid.map((p) => timed(() => hints(p.state, p.player, { lexicon, count: 5 }))));
  const moves = finished.map((s) => analyseGame(s, 0, { lexicon }).moves.length);
  report(`Analysis of a game (${Math.min(...moves)}-${Math.max(...moves)} turns)`, finished.map((s) => timed(() => analyseGame(s, 0, { lexicon }))));

  if (games <= 0) return;
  const matches: [PlayerKind, PlayerKind][] = [['strong', 'greedy'], ['strong', 'club'], ['club', 'casual'], ['casual', 'beginner']];
  console.log(`\nWin rates, ${games} games each in mirrored pairs (A's share; 95% interval over pairs)`);
  for (const [a, b] of matches) {
    const shares: number[] = [];
    const spreads: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < Math.ceil(games / 2); i++) {
      let share = 0;
      for (const swapped of [false, true]) {
        const s = await playHubGame(rules, swapped ? [{ kind: b }, { kind: a }] : [{ kind: a }, { kind: b }], `${seed}/${a}-${b}/${i}`, { lexicon });
        const ai = swapped ? 1 : 0;
        const w = winners(s);
        share += w.length > 1 ? 0.5 : w[0] === ai ? 1 : 0;
        spreads.push(finalScores(s)[ai]! - finalScores(s)[1 - ai]!);
      }
      shares.push(share / 2);
    }
    const r = meanInterval(shares);
    const sp = meanInterval(spreads);
    console.log(`${a.padEnd(8)} vs ${b.padEnd(8)} ${(r.mean * 100).toFixed(1)}% ± ${(r.half * 100).toFixed(1)}   spread ${sp.mean.toFixed(1)} ± ${sp.half.toFixed(1)}   (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
}

await main();
