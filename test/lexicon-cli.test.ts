/**
 * `scrabble lexicon build`: what it says for a language it has no list for, a wrong
 * command, and a list already made (kept, with its figures). Making a list for real is
 * test/hunspell-build.test.ts's (French and Spanish only: the others take longer).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';
import { hunspellListFile } from '../src/lexicon/hunspell.js';

let out: string[];
let err: string[];
let cacheDir: string;

beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  cacheDir = mkdtempSync(join(tmpdir(), 'lexicon-cli-'));
  vi.stubEnv('LEXICON_CACHE_DIR', cacheDir);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('scrabble lexicon build', () => {
  it.each([
    [['lexicon', 'build', 'pt'], 'There is no Hunspell word list for "pt": give one of fr, es, de, nl, it, or all.'],
    [['lexicon', 'build', 'english'], 'There is no Hunspell word list for "english": give one of fr, es, de, nl, it, or all.'],
    [['lexicon', 'build'], 'Usage:'],
    [['lexicon', 'make', 'fr'], 'Usage:'],
    [['lexicon', 'build', 'fr', 'es'], 'Usage:'],
    [['lexicon', 'build', 'fr', '--fast'], "Unknown option '--fast'"],
  ])('%j is refused: %s', async (args, said) => {
    expect(await main(args)).toBe(1);
    expect(err.join('\n')).toContain(said);
    expect(out).toEqual([]);
  });

  it('keeps a list already made and says what it holds, unless --force', async () => {
    const file = hunspellListFile(cacheDir, 'nl');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, 'IJS\nKAAS\nZEE\n');
    expect(await main(['lexicon', 'build', 'NL'])).toBe(0);
    expect(out).toEqual([`nl: already made, 3 words, 0.0 MB (${file})`]);
    expect(err).toEqual([]);
  });
});
