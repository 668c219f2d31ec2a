/** Word lists: sources from the environment, the GADDAG, its binary cache, lookups. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGaddag, normaliseWords } from '../src/lexicon/gaddag-build.js';
import { lexiconSourcesFromEnv, loadLexicon, openLexicon, sowpodsPath } from '../src/lexicon/index.js';
import { WordGraph } from '../src/lexicon/word-graph.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'lexicon-test-'));
}

describe('lexiconSourcesFromEnv', () => {
  it('always offers the built-in sowpods', () => {
    const sources = lexiconSourcesFromEnv({ LANGUAGES: 'en' });
    expect(Object.keys(sources)).toEqual(['sowpods']);
    expect(readFileSync(sources.sowpods!, 'utf8').startsWith('AA\n')).toBe(true);
  });

  it('adds NAME=PATH entries from LEXICONS, skipping malformed ones', () => {
    const sources = lexiconSourcesFromEnv({ LANGUAGES: 'en', LEXICONS: 'NWL23=/lists/nwl23.txt, CSW21 = lists/csw.txt,bad,=nameless,EMPTY=' });
    expect(sources).toEqual({ sowpods: sowpodsPath(), NWL23: '/lists/nwl23.txt', CSW21: resolve('lists/csw.txt') });
  });
});

describe('SOWPODS', () => {
  const lexicon = loadLexicon('sowpods');
  const listed = normaliseWords(readFileSync(sowpodsPath(), 'utf8'));

  it('holds exactly the listed words', () => {
    expect(lexicon.wordCount).toBe(listed.length);
    expect(listed.length).toBeGreaterThan(260_000);
    expect(listed.every((w) => lexicon.has(w))).toBe(true);
    expect([...lexicon.words()].sort()).toEqual([...listed].sort());
  });

  it.each(['QX', 'RETINASS', 'ZZ', 'A', '', 'retinas', 'QI ', 'ÉTÉ'])('rejects %j', (w) => {
    expect(lexicon.has(w)).toBe(false);
  });

  it('is loaded once per process, by name in any case', () => {
    expect(loadLexicon('SOWPODS')).toBe(lexicon);
    expect(loadLexicon(sowpodsPath(), { sources: {} })).toBe(lexicon);
  });

  it('refuses a name that is neither installed nor a file', () => {
    expect(() => loadLexicon('NWL99', { sources: {} })).toThrow(/NWL99/);
  });
});

describe('binary cache', () => {
  it('is written on first build, read afterwards, and rebuilt when the list changes', () => {
    const dir = tempDir();
    const list = join(dir, 'mini.txt');
    const cacheDir = join(dir, 'cache');
    writeFileSync(list, 'cat\r\nDOG\nbird\n\n x \nCATS\n');
    const first = openLexicon('mini', list, cacheDir);
    expect(first.fromCache).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const second = openLexicon('mini', list, cacheDir);
    expect(second.fromCache).toBe(true);
    expect([...second.lexicon.words()].sort()).toEqual(['BIRD', 'CAT', 'CATS', 'DOG']);
    expect(second.lexicon.has('EMU')).toBe(false);

    writeFileSync(list, 'cat\ndog\nemu\n');
    const changed = openLexicon('mini', list, cacheDir);
    expect(changed.fromCache).toBe(false);
    expect([...changed.lexicon.words()].sort()).toEqual(['CAT', 'DOG', 'EMU']);
    expect(openLexicon('mini', list, cacheDir).fromCache).toBe(true);
  });

  it('ignores a damaged cache file and rebuilds it', () => {
    const dir = tempDir();
    const list = join(dir, 'mini.txt');
    const cacheDir = join(dir, 'cache');
    writeFileSync(list, 'AB\nBA\n');
    openLexicon('mini', list, cacheDir);
    const file = join(cacheDir, readdirSync(cacheDir)[0]!);
    writeFileSync(file, readFileSync(file).subarray(0, 60));
    const again = openLexicon('mini', list, cacheDir);
    expect(again.fromCache).toBe(false);
    expect(again.lexicon.has('BA')).toBe(true);
    expect(openLexicon('mini', list, cacheDir).fromCache).toBe(true);
  });

  it('loads a list given by path, named after the file', () => {
    const dir = tempDir();
    const list = join(dir, 'house-words.txt');
    writeFileSync(list, 'ZAX\nQUA\n');
    const lexicon = loadLexicon(list, { cacheDir: join(dir, 'cache'), sources: {} });
    expect(lexicon.name).toBe('house-words');
    expect(lexicon.has('ZAX') && lexicon.has('QUA') && !lexicon.has('ZA')).toBe(true);
  });
});

describe('word graph properties', () => {
  it('refuses a word it cannot hold, rather than storing something else', () => {
    expect(() => buildGaddag(['QI', 'ABCDEFGHIJKLMNOP'])).toThrow('Not a word the graph can hold: "ABCDEFGHIJKLMNOP"');
    expect(() => buildGaddag(['qi'])).toThrow('Not a word the graph can hold: "qi"');
    expect(() => buildGaddag(['ABCDEFGHIJKLMNO'])).not.toThrow();
  });


  const word = fc.string({ unit: fc.constantFrom(...'ABCDE'), minLength: 1, maxLength: 7 });

  it('answers has() exactly as the set of words does, and lists exactly those words', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), fc.array(word, { maxLength: 60 }), (words, probes) => {
        const kept = words.filter((w) => w.length >= 2);
        const g = buildGaddag(kept);
        const graph = new WordGraph('random', g.data, g.root, kept.length);
        const set = new Set(kept);
        for (const p of [...words, ...probes]) expect(graph.has(p)).toBe(set.has(p));
        expect([...graph.words()].sort()).toEqual([...set].sort());
      }),
      { numRuns: 200 },
    );
  });
});
