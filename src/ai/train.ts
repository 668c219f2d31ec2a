/**
 * Leave values from our own self-play (the published method, reimplemented):
 * 1. Play games between two equity players using the current table (generation 0: all zeros).
 * 2. On every turn taken with a full rack and tiles in the bag, tally the equity of the
 *    turn chosen (score + leave value of what it kept) against every distinct leave of
 *    1-6 tiles the rack contains.
 * 3. A leave's value is the mean equity of racks holding it minus the mean of all racks.
 * 4. Rare leaves are smoothed towards an estimate built from smaller leaves (each tile's
 *    value, and how it goes with each other tile), in proportion to how rarely they came up,
 *    and held within ±VALUE_LIMIT points.
 * Iterate a few generations, each with the table of the one before. The games are played
 * by the hub (src/games/selfplay.ts), handed in as `play`: src/ai sits below the hub.
 */
import { findPreset, type Rules } from '../engine/rules.js';
import type { TileSetId } from '../engine/tiles.js';
import type { WordGraph } from '../lexicon/index.js';
import { LeaveIndex, LeaveTable } from './leaves.js';
import type { PlayGame } from './selfplay.js';

/** The rules each tile set is trained under: the duel's for its set without blanks, the tournament's with the set for the others. */
export function trainingRules(tileSet: TileSetId): Rules {
  const preset = tileSet === 'noBlanks' ? 'duel' : 'tournament';
  const rules = findPreset(preset)!.rules;
  // No challenge window to manage: the players make no phonies anyway.
  return { ...rules, tileSet, challenge: 'void' };
}

export class LeaveTally {
  readonly sum: Float64Array;
  readonly count: Float64Array;
  total = 0;
  turns = 0;
  private readonly seen = new Set<number>();

  constructor(readonly index: LeaveIndex) {
    this.sum = new Float64Array(index.size);
    this.count = new Float64Array(index.size);
  }

  /** Adds one rack and the equity of the turn taken with it. */
  add(rack: string, equity: number): void {
    this.total += equity;
    this.turns++;
    const n = rack.length;
    this.seen.clear();
    for (let mask = 1; mask < (1 << n) - 1; mask++) {
      let leave = '';
      for (let i = 0; i < n; i++) if (mask & (1 << i)) leave += rack[i];
      if (leave.length > this.index.maxSize) continue;
      const r = this.index.rank(leave);
      if (r < 0 || this.seen.has(r)) continue;
      this.seen.add(r);
      this.sum[r]! += equity;
      this.count[r]! += 1;
    }
  }
}

/** Observations worth as much as the estimate from smaller leaves. */
export const PRIOR_WEIGHT = 30;
/**
 * Estimates of long leaves full of duplicates compound their pairings far below anything
 * observed; a leave worth less than this is never kept anyway, so values are held within it.
 */
export const VALUE_LIMIT = 60;

/** Turns a tally into a table: centred means, shrunk towards the estimate from smaller leaves. */
export function tableFromTally(tally: LeaveTally, tileSet: TileSetId): LeaveTable {
  const index = tally.index;
  const mean = tally.turns > 0 ? tally.total / tally.turns : 0;
  const values = new Float32Array(index.size);
  const single = new Map<string, number>();
  const synergy = new Map<string, number>();
  const shrink = (slot: number, prior: number): number => {
    const n = tally.count[slot]!;
    const observed = n > 0 ? tally.sum[slot]! / n - mean : 0;
    const v = (n * observed + PRIOR_WEIGHT * prior) / (n + PRIOR_WEIGHT);
    return Math.max(-VALUE_LIMIT, Math.min(VALUE_LIMIT, v));
  };
  const syn = (a: string, b: string) => synergy.get(a < b ? a + b : b + a) ?? 0;
  index.forEach((leave, slot) => {
    const k = leave.length;
    if (k === 0) return;
    if (k === 1) {
      values[slot] = shrink(slot, 0);
      single.set(leave, values[slot]!);
      return;
    }
    if (k === 2) {
      const [a, b] = [leave[0]!, leave[1]!];
      values[slot] = shrink(slot, single.get(a)! + single.get(b)!);
      synergy.set(leave, values[slot]! - single.get(a)! - single.get(b)!);
      return;
    }
    // Estimate: take out one tile, value the rest, add the tile back with its pairings.
    let prior = 0;
    let ways = 0;
    for (let i = 0; i < k; i++) {
      if (i > 0 && leave[i] === leave[i - 1]) continue;
      const t = leave[i]!;
      const rest = leave.slice(0, i) + leave.slice(i + 1);
      let v = values[index.rank(rest)]! + single.get(t)!;
      for (const u of rest) v += syn(t, u);
      prior += v;
      ways++;
    }
    values[slot] = shrink(slot, prior / ways);
  });
  return new LeaveTable(tileSet, index, values);
}

export interface GenerationReport {
  generation: number;
  games: number;
  turns: number;
  meanEquity: number;
  ms: number;
}

/** Runs the generations; `games[g]` games in generation g, each played by `play`. Deterministic for a seed. */
export async function trainLeaves(
  tileSet: TileSetId,
  lexicon: WordGraph,
  games: readonly number[],
  seed: string,
  play: PlayGame,
  progress: (r: GenerationReport) => void = () => {},
): Promise<LeaveTable> {
  const rules = trainingRules(tileSet);
  let table = LeaveTable.zero(tileSet);
  for (const [g, count] of games.entries()) {
    const t0 = performance.now();
    const tally = new LeaveTally(table.index);
    const seat = { kind: 'strong' as const, table };
    for (let i = 0; i < count; i++) {
      await play(rules, [seat, seat], `${seed}/${tileSet}/${g}/${i}`, {
        lexicon,
        endgame: false,
        onTurn: (state, player, choice) => {
          const rack = state.racks[player]!;
          if (state.bag.length > 0 && rack.length === rules.rackSize) tally.add(rack, choice.candidate.equity);
        },
      });
    }
    table = tableFromTally(tally, tileSet);
    progress({ generation: g + 1, games: count, turns: tally.turns, meanEquity: tally.turns ? tally.total / tally.turns : 0, ms: performance.now() - t0 });
  }
  return table;
}
