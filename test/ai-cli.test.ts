/** `scrabble selfplay` and `scrabble best`: figures printed, GCG written and replayable, and the play a level makes. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as best } from '../src/cli/best.js';
import { meanInterval, run as selfplay } from '../src/cli/selfplay.js';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { capture } from './support/cli.js';

afterEach(() => vi.restoreAllMocks());

const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';

describe('scrabble selfplay', () => {
  it('plays mirrored pairs, prints the results and writes GCG that replays with every score', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'selfplay-'));
    const { code, out } = await capture(selfplay, ['--a', 'club', '--b', 'greedy', '--games', '4', '--seed', 't', '--gcg-dir', dir, '--endgame-nodes', '200']);
    expect(code).toBe(0);
    expect(out).toMatch(/club \(A\) vs greedy \(B\), preset tournament, 4 games in 2 mirrored pairs/);
    const m = /A wins (\d+), draws (\d+), losses (\d+): win rate ([\d.]+)% ± ([\d.]+)/.exec(out);
    expect(m).not.toBeNull();
    expect(Number(m![1]) + Number(m![2]) + Number(m![3])).toBe(4);
    expect(out).toMatch(/mean score A \d+\.\d ± [\d.]+, B \d+\.\d ± [\d.]+/);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['pair0001-a-first.gcg', 'pair0001-b-first.gcg', 'pair0002-a-first.gcg', 'pair0002-b-first.gcg']);
    for (const f of files) {
      const parsed = parseGcg(readFileSync(join(dir, f), 'utf8'));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(replayGcg(parsed.value).mismatches).toEqual([]);
    }
  });

  it.each([
    [['--a', 'grandmaster', '--b', 'greedy'], /unknown level grandmaster/],
    [['--a', 'strong'], /both --a and --b/],
    [['--a', 'strong', '--b', 'club', '--preset', 'nope'], /unknown preset nope/],
    [['--a', 'strong', '--b', 'club', '--games', 'x'], /--games needs a whole number/],
  ])('refuses %j', async (args, message) => {
    const { code, err } = await capture(selfplay, args);
    expect(code).toBe(1);
    expect(err).toMatch(message);
  });

  it.each([
    [[1, 1, 1, 1], 1, 0],
    [[0, 1], 0.5, 1.96 * Math.sqrt(0.5 / 2)],
  ])('95%% interval of %j', (xs, mean, half) => {
    const r = meanInterval(xs);
    expect(r.mean).toBeCloseTo(mean, 6);
    expect(r.half).toBeCloseTo(half, 6);
  });
});

describe('scrabble best', () => {
  it.each(['strong', 'club', 'casual', 'beginner', 'greedy'])('prints the play %s would make, with its equity', async (level) => {
    const { code, out } = await capture(best, [`${MID} RETINAS/ 0/0 0`, '--level', level]);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^${level}: \\S+ \\S+ +score \\d+, keeps \\S+, equity -?\\d+\\.\\d\\d`));
  });

  it('answers in JSON: a bingo, with the equity of the tiles kept', async () => {
    const { code, out } = await capture(best, [`${MID} RETINAS/ 0/0 0`, '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out) as { move: string; score: number; equity: number; source: string };
    expect(json.source).toBe('equity');
    expect(json.score).toBeGreaterThan(50);
    expect(json.equity).toBeGreaterThanOrEqual(json.score - 1);
  });

  it('refuses a bad position', async () => {
    const { code, err } = await capture(best, ['not a position']);
    expect(code).toBe(1);
    expect(err).toMatch(/Bad CGP/);
  });
});
