/**
 * Which lists are installed, in which language: SOWPODS, the Hunspell list of each language
 * in LANGUAGES (where it will be made, in LEXICON_CACHE_DIR), and a host's `NAME@lang=path`.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hunspellListFile } from '../src/lexicon/hunspell.js';
import { alphabetFor, DEFAULT_CACHE_DIR, installedLists, listAlphabets, offeredLanguages, sowpodsPath } from '../src/lexicon/sources.js';

describe('LANGUAGES', () => {
  it.each([
    [undefined, ['en', 'fr', 'es', 'de', 'nl']],
    ['', ['en', 'fr', 'es', 'de', 'nl']],
    ['en', ['en']],
    ['en,it', ['en', 'it']],
    [' FR , es ,fr', ['fr', 'es']],
    ['en,fr,es,de,nl,it', ['en', 'fr', 'es', 'de', 'nl', 'it']],
  ])('%o offers %o', (raw, languages) => {
    expect(offeredLanguages(raw === undefined ? {} : { LANGUAGES: raw })).toEqual(languages);
  });
});

describe('installed lists', () => {
  const cache = '/srv/cache';

  it('by default: SOWPODS and the French, Spanish, German and Dutch lists, made into the cache directory', () => {
    expect(installedLists({ LEXICON_CACHE_DIR: cache })).toEqual([
      { name: 'sowpods', language: 'en', path: sowpodsPath() },
      { name: 'hunspell-fr', language: 'fr', path: hunspellListFile(cache, 'fr') },
      { name: 'hunspell-es', language: 'es', path: hunspellListFile(cache, 'es') },
      { name: 'hunspell-de', language: 'de', path: hunspellListFile(cache, 'de') },
      { name: 'hunspell-nl', language: 'nl', path: hunspellListFile(cache, 'nl') },
    ]);
  });

  it('without LEXICON_CACHE_DIR, the lists are made in .cache/lexicon', () => {
    expect(installedLists({ LANGUAGES: 'it' }).map((l) => l.path)).toEqual([sowpodsPath(), hunspellListFile(DEFAULT_CACHE_DIR, 'it')]);
  });

  it.each([
    ['NWL23=/srv/nwl.txt', [['NWL23', 'en', '/srv/nwl.txt']]],
    ['ODS8@fr=/srv/ods8.txt,NWL23=/srv/nwl.txt', [['ODS8', 'fr', '/srv/ods8.txt'], ['NWL23', 'en', '/srv/nwl.txt']]],
    [' FISE @ ES = lists/fise.txt ', [['FISE', 'es', resolve('lists/fise.txt')]]],
    ['ODS8@xx=/srv/ods8.txt,bad,=nameless,EMPTY=', []],
  ])('LEXICONS=%s adds %o (name, language, path)', (raw, lists) => {
    const host = installedLists({ LANGUAGES: 'en', LEXICONS: raw }).slice(1);
    expect(host.map((l) => [l.name, l.language, l.path])).toEqual(lists);
  });

  it('a host list under a Hunspell list\'s name is used instead of it', () => {
    expect(installedLists({ LANGUAGES: 'en,fr', LEXICONS: 'hunspell-fr@fr=/srv/mine.txt' })).toEqual([
      { name: 'sowpods', language: 'en', path: sowpodsPath() },
      { name: 'hunspell-fr', language: 'fr', path: '/srv/mine.txt' },
    ]);
  });

  it('each list is loaded in its language\'s tile alphabet, looked up in any case', () => {
    const alphabets = listAlphabets({ LANGUAGES: 'en,es,de', LEXICONS: 'ODS8@fr=/srv/ods8.txt,NWL23=/srv/nwl.txt' });
    expect(alphabets).toEqual({ sowpods: 'latin', 'hunspell-es': 'spanish', 'hunspell-de': 'german', ODS8: 'french', NWL23: 'latin' });
    expect(alphabetFor('HUNSPELL-ES', alphabets).id).toBe('spanish');
    expect(alphabetFor('ods8', alphabets).id).toBe('french');
    expect(alphabetFor('/some/file.txt', alphabets).id).toBe('latin');
  });
});
