/**
 * `scrabble selfplay --a LEVEL --b LEVEL|greedy [--games N] [--seed S] [--preset P] [--language L] [--gcg-dir DIR]`:
 * computer against computer in mirrored pairs (both games of a pair start from the same
 * seed, seats swapped), then the results of A: wins, draws, mean scores and 95% intervals
 * (taken over pairs, since the two games of a pair are not independent).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finalScores, winners, type Seat } from '../ai/selfplay.js';
import { findLevel, LEVEL_IDS } from '../ai/levels.js';
import type { PlayerKind } from '../ai/player.js';
import { writeGcg } from '../engine/gcg-write.js';
import { playHubGame } from '../games/selfplay.js';
import { findLanguage, LANGUAGES, type LanguageId } from '../engine/languages.js';
import { DEFAULT_PRESET, findPreset, PRESETS } from '../engine/rules.js';
import { alphabetOf } from '../engine/tiles.js';
import type { GameState } from '../engine/state.js';
import { lexiconSourcesFromEnv, loadLexicon } from '../lexicon/index.js';

const USAGE = `Usage: scrabble selfplay --a LEVEL --b LEVEL|greedy [--games N] [--seed S] [--preset ${PRESETS.map((p) => p.id).join('|')}]
                        [--language ${Object.keys(LANGUAGES).join('|')}] [--gcg-dir DIR] [--endgame-nodes N] [--endgame-ms MS] [--lexicon NAME|PATH]
  levels: ${LEVEL_IDS.join(', ')}, greedy (highest score, nothing else)`;

export interface SelfPlayArgs {
  a: PlayerKind;
  b: PlayerKind;
  games: number;
  seed: string;
  preset: string;
  /** The language played: its tile set, and its list unless `lexicon` names another. */
  language: LanguageId;
  gcgDir?: string;
  endgameNodes?: number;
  endgameMs?: number;
  lexicon?: string;
}

function kindOf(text: string | undefined): PlayerKind | null {
  if (text === undefined) return null;
  if (text.toLowerCase() === 'greedy') return 'greedy';
  return findLevel(text)?.id ?? null;
}

export function parseArgs(args: string[]): SelfPlayArgs | string {
  const o: Partial<SelfPlayArgs> = { games: 100, seed: 'selfplay', preset: DEFAULT_PRESET.id, language: 'en' };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const v = args[++i];
    if (v === undefined) return `${a} needs a value`;
    switch (a) {
      case '--a':
      case '--b': {
        const k = kindOf(v);
        if (!k) return `unknown level ${v}`;
        o[a === '--a' ? 'a' : 'b'] = k;
        break;
      }
      case '--games':
      case '--endgame-nodes':
      case '--endgame-ms': {
        const n = Number(v);
        if (!Number.isInteger(n) || n < (a === '--games' ? 1 : 0)) return `${a} needs a whole number`;
        if (a === '--games') o.games = n;
        else if (a === '--endgame-nodes') o.endgameNodes = n;
        else o.endgameMs = n;
        break;
      }
      case '--seed': o.seed = v; break;
      case '--preset':
        if (!findPreset(v)) return `unknown preset ${v}`;
        o.preset = v;
        break;
      case '--language': {
        const language = findLanguage(v);
        if (!language) return `unknown language ${v}`;
        o.language = language.id;
        break;
      }
      case '--gcg-dir': o.gcgDir = v; break;
      case '--lexicon': o.lexicon = v; break;
      default: return `unknown option ${a}`;
    }
  }
  if (!o.a || !o.b) return 'both --a and --b are needed';
  if (o.language !== 'en' && findPreset(o.preset!)!.rules.tileSet !== 'standard') return `the ${o.preset} preset is played with English tiles only`;
  return o as SelfPlayArgs;
}

/** Mean and the half-width of its 95% interval. */
export function meanInterval(xs: readonly number[]): { mean: number; half: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, half: Number.NaN };
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return { mean, half: 1.96 * Math.sqrt(variance / n) };
}

export interface PairTotals {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** A's share of each pair's points (win 1, draw 1/2), per pair. */
  pairShare: number[];
  scoresA: number[];
  scoresB: number[];
}

function gcgFiles(state: GameState, base: string): [string, string][] {
  const title = base;
  if (!state.match) return [[`${base}.gcg`, writeGcg(state, { title })]];
  return [
    [`${base}-game1.gcg`, writeGcg(state, { title: `${title} game 1`, history: state.match.records[0]! })],
    [`${base}-game2.gcg`, writeGcg(state, { title: `${title} game 2`, history: state.history })],
  ];
}

export async function run(args: string[]): Promise<number> {
  const o = parseArgs(args);
  if (typeof o === 'string') {
    console.error(`${o}\n${USAGE}`);
    return 1;
  }
  const language = LANGUAGES[o.language];
  const preset = findPreset(o.preset)!.rules;
  const rules = language.id === 'en' ? preset : { ...preset, tileSet: language.tileSet, lexicon: language.lexicon };
  const lexicon = loadLexicon(o.lexicon ?? language.lexicon, {
    sources: lexiconSourcesFromEnv(process.env),
    cacheDir: process.env.LEXICON_CACHE_DIR || undefined,
    alphabet: alphabetOf(rules.tileSet),
  });
  if (o.gcgDir) mkdirSync(o.gcgDir, { recursive: true });
  const pairs = Math.ceil(o.games / 2);
  const t: PairTotals = { games: 0, wins: 0, draws: 0, losses: 0, pairShare: [], scoresA: [], scoresB: [] };
  const seatA: Seat = { kind: o.a };
  const seatB: Seat = { kind: o.b };
  const t0 = performance.now();
  for (let i = 0; i < pairs; i++) {
    let share = 0;
    let played = 0;
    for (const swapped of [false, true]) {
      if (t.games >= o.games) break;
      const seed = `${o.seed}/${i}`;
      const state = await playHubGame(rules, swapped ? [seatB, seatA] : [seatA, seatB], seed, {
        lexicon,
        ...(o.endgameNodes !== undefined ? { endgameNodes: o.endgameNodes } : {}),
        ...(o.endgameMs !== undefined ? { endgameMs: o.endgameMs } : {}),
        names: swapped ? [`${o.b}_b`, `${o.a}_a`] : [`${o.a}_a`, `${o.b}_b`],
      });
      const a = swapped ? 1 : 0;
      const scores = finalScores(state);
      const won = winners(state);
      t.games++;
      played++;
      t.scoresA.push(scores[a]!);
      t.scoresB.push(scores[1 - a]!);
      if (won.length > 1) {
        t.draws++;
        share += 0.5;
      } else if (won[0] === a) {
        t.wins++;
        share += 1;
      } else t.losses++;
      if (o.gcgDir) {
        for (const [name, text] of gcgFiles(state, `pair${String(i + 1).padStart(4, '0')}-${swapped ? 'b' : 'a'}-first`)) {
          writeFileSync(join(o.gcgDir, name), text);
        }
      }
    }
    t.pairShare.push(share / played);
    if (pairs >= 20 && (i + 1) % Math.ceil(pairs / 10) === 0) {
      process.stderr.write(`  ${t.games} games, A ${((t.wins + t.draws / 2) / t.games * 100).toFixed(1)}%, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    }
  }
  const rate = meanInterval(t.pairShare);
  const sa = meanInterval(t.scoresA);
  const sb = meanInterval(t.scoresB);
  const spread = meanInterval(t.scoresA.map((s, i) => s - t.scoresB[i]!));
  const pct = (x: number) => (x * 100).toFixed(1);
  console.log(`${o.a} (A) vs ${o.b} (B), preset ${o.preset}, ${t.games} games in ${pairs} mirrored pairs, seed ${o.seed}`);
  console.log(`A wins ${t.wins}, draws ${t.draws}, losses ${t.losses}: win rate ${pct(rate.mean)}% ± ${pct(rate.half)} (95%)`);
  console.log(`mean score A ${sa.mean.toFixed(1)} ± ${sa.half.toFixed(1)}, B ${sb.mean.toFixed(1)} ± ${sb.half.toFixed(1)}; spread ${spread.mean.toFixed(1)} ± ${spread.half.toFixed(1)}`);
  console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s${o.gcgDir ? `; GCG files in ${o.gcgDir}` : ''}`);
  return 0;
}
