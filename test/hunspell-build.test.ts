/**
 * The French and Spanish lists really made from the installed dictionary-fr and
 * dictionary-es: French the way the bot makes it (a child process writing the list, its
 * licence and its word graph into a cache directory), Spanish expanded in this process.
 * Counts are checked against the study's (fr 400,562, es 578,949 in tile letters only).
 * The other languages take longer and are left to `scrabble lexicon build`.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstalledDictionaries } from '../src/bot/dictionaries.js';
import { expandHunspell } from '../src/lexicon/hunspell-build.js';
import { buildInChild, hunspellListReady, type BuildReport } from '../src/lexicon/hunspell-prepare.js';
import { hunspellListFile, licenceFileOf } from '../src/lexicon/hunspell.js';
import { openLexicon } from '../src/lexicon/index.js';
import { ALPHABETS } from '../src/engine/alphabet.js';

const SLOW = 300_000;

describe('French, made in a child process into a cache directory', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'hunspell-fr-'));
  let report: BuildReport;
  let words: Set<string>;

  beforeAll(async () => {
    expect(hunspellListReady(cacheDir, 'fr')).toBe(false);
    report = await buildInChild('fr', cacheDir);
    words = new Set(readFileSync(report.file, 'utf8').trimEnd().split('\n'));
  }, SLOW);
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('reports about 400,000 words from the pinned package, as the file holds them, sorted and distinct', () => {
    expect(report).toMatchObject({ language: 'fr', source: 'dictionary-fr@3.0.0', file: hunspellListFile(cacheDir, 'fr') });
    expect(report.words).toBeGreaterThan(398_000);
    expect(report.words).toBeLessThan(403_000);
    expect(words.size).toBe(report.words);
    const lines = readFileSync(report.file, 'utf8').trimEnd().split('\n');
    expect(lines).toEqual([...lines].sort());
    expect(report.bytes).toBe(readFileSync(report.file).length);
    expect(report.peakRssMb).toBeGreaterThan(0);
    expect(hunspellListReady(cacheDir, 'fr')).toBe(true);
  });

  it.each(['ETE', 'COEUR', 'AIEUL', 'GARCON', 'ZYTHUM', 'MANGEAIENT', 'EAU', 'AB'])('holds %s', (w) => {
    expect(words.has(w)).toBe(true);
  });

  // aujourd'hui (apostrophe), SNCF (abbreviation), Lyon (proper noun), A (one letter), anticonstitutionnellement (25 letters).
  it.each(['AUJOURDHUI', 'SNCF', 'LYON', 'A', 'ANTICONSTITUTIONNELLEMENT', 'ÉTÉ', 'été'])('leaves out %s', (w) => {
    expect(words.has(w)).toBe(false);
  });

  it('puts the package\'s licence beside the list, and nothing half-written', () => {
    expect(readFileSync(licenceFileOf(report.file), 'utf8')).toContain('Mozilla Public License');
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('caches the word graph, so the bot only reads it, in the French alphabet', () => {
    const opened = openLexicon('hunspell-fr', report.file, cacheDir, () => {
      throw new Error('the graph should have been cached by the child');
    }, ALPHABETS.french);
    expect(opened.fromCache).toBe(true);
    expect(opened.lexicon.wordCount).toBe(report.words);
    expect(opened.lexicon.has('COEUR')).toBe(true);
    expect(opened.lexicon.has('SNCF')).toBe(false);
  });

  it('is installed, ready and in French for the bot that uses this cache directory', () => {
    const dictionaries = new InstalledDictionaries({ LANGUAGES: 'en,fr,es', LEXICON_CACHE_DIR: cacheDir }, cacheDir);
    expect(dictionaries.names().filter((n) => dictionaries.languageOf(n) === 'fr')).toEqual(['hunspell-fr']);
    expect(dictionaries.languageOf('hunspell-fr')).toBe('fr');
    expect(dictionaries.ready('hunspell-fr')).toBe(true);
    expect(dictionaries.ready('hunspell-es')).toBe(false);
    expect(dictionaries.graph('hunspell-fr').has('ZYTHUM')).toBe(true);
  });
});

describe('Spanish, expanded in this process', () => {
  let words: Set<string>;
  beforeAll(async () => {
    words = new Set(await expandHunspell('es'));
  }, SLOW);

  it('has about 579,000 words', () => {
    expect(words.size).toBeGreaterThan(576_000);
    expect(words.size).toBeLessThan(582_000);
  });

  it.each(['ĈICO', 'ĿAMA', 'PEŘO', 'NIÑO', 'VERGUENZA', 'CIGUEÑA', 'CAMION', 'SUPEŘEALISMO', 'ĈUŘO'])('holds %s', (w) => {
    expect(words.has(w)).toBe(true);
  });

  // K and W are no tiles; CH, LL and RR are never two tiles; proper nouns and accents are out.
  it.each(['KILO', 'WHISKY', 'CHICO', 'LLAMA', 'PERRO', 'MADRID', 'CAMIÓN'])('leaves out %s', (w) => {
    expect(words.has(w)).toBe(false);
  });

  it('every word is 2-15 tiles of the Spanish set', () => {
    const letters = new Set(ALPHABETS.spanish.letters);
    const bad = [...words].filter((w) => w.length < 2 || w.length > 15 || ![...w].every((c) => letters.has(c)));
    expect(bad).toEqual([]);
  });

  it('a Spanish list not made yet is not ready', () => {
    const empty = mkdtempSync(join(tmpdir(), 'hunspell-none-'));
    expect(hunspellListReady(empty, 'es')).toBe(false);
    expect(existsSync(hunspellListFile(empty, 'es'))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
