/** `scrabble moves`: plain and JSON output, --top, --repeat, and the choice of word list. */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../src/cli/moves.js';
import { capture } from './support/cli.js';

const CGP = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15 RETINAS/ 0/0 0 lex CSW;';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('scrabble moves', () => {
  it('prints the count first, then the plays best first', async () => {
    const { code, out, err } = await capture(run, [CGP, '--top', '4']);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^2398 legal tile placements/);
    expect(lines.slice(1)).toHaveLength(4);
    expect(lines[1]).toMatch(/^83 {2}15B ANESTRI$/);
    expect(err).toMatch(/"CSW" is not installed; using sowpods/);
  });

  it('prints JSON with --json, cut by --top, with timing for --repeat', async () => {
    const { out } = await capture(run, [CGP.replace('RETINAS/', 'RETINA?/'), '--json', '--top', '5', '--repeat', '3']);
    const json = JSON.parse(out) as { count: number; plays: { move: string; score: number }[]; timing: { medianMs: number; minMs: number } };
    expect(json.count).toBe(11680);
    expect(json.plays).toHaveLength(5);
    const scores = json.plays.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(json.timing.minMs).toBeGreaterThan(0);
    expect(json.timing.medianMs).toBeGreaterThanOrEqual(json.timing.minMs);
  });

  it('uses the word list given with --lexicon, by path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moves-cli-'));
    const list = join(dir, 'tiny.txt');
    writeFileSync(list, 'RETINAS\nNASTIER\nAT\n');
    vi.stubEnv('LEXICON_CACHE_DIR', join(dir, 'cache'));
    const { out, err } = await capture(run, ['15/15/15/15/15/15/15/15/15/15/15/15/15/15/15', 'RETINAS/', '0/0', '0', '--json', '--lexicon', list]);
    expect(readdirSync(join(dir, 'cache'))).toHaveLength(1);
    const json = JSON.parse(out) as { count: number; plays: { move: string }[] };
    expect(err).toBe('');
    // Two seven-letter words and AT, each across and down through the centre.
    expect(json.plays.filter((p) => /RETINAS|NASTIER/.test(p.move))).toHaveLength(2 * 2 * 7);
    expect(json.count).toBe(2 * 2 * 7 + 2 * 2);
  });

  it('plays a host\'s Spanish list with the Spanish tiles, writing the CH tile as [CH]', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moves-cli-'));
    const list = join(dir, 'mini-es.txt');
    writeFileSync(list, 'chico\nchicos\nllama\ncoche\n');
    vi.stubEnv('LEXICON_CACHE_DIR', join(dir, 'cache'));
    vi.stubEnv('LANGUAGES', 'en');
    vi.stubEnv('LEXICONS', `mini@es=${list}`);
    const { code, out, err } = await capture(run, ['15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 [CH]ICOSE/ 0/0 0 lex mini;']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.split('\n');
    // CHICO (4 tiles) and COCHE (C-O-CH-E, 4) in 4 places each, CHICOS (5) in 5, each across and down.
    expect(lines[0]).toBe('26 legal tile placements for [CH]ICOSE (mini)');
    // CH is worth 5 in Spanish: CHICOS from D8 (a double letter) is (10 + 1 + 3 + 1 + 1) x 2.
    expect(lines[1]).toMatch(/^32 {2}(8D|D4) \[CH\]ICOS$/);
  });

  it('refuses a bad position or option', async () => {
    expect((await capture(run, ['15/15 RETINAS/ 0/0 0'])).code).toBe(1);
    expect((await capture(run, [CGP, '--top', 'x'])).code).toBe(1);
    expect((await capture(run, [])).code).toBe(1);
  });
});
