/**
 * Which word lists are installed, and in which language: SOWPODS (English) built in, the
 * Hunspell list of each language in `LANGUAGES`, and a host's own lists in `LEXICONS`
 * (`ODS8@fr=/srv/ods8.txt,NWL23=/srv/nwl.txt`: a list without `@` is English).
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { BUILT_IN_LEXICON } from '../engine/lexicon-names.js';
import { LANGUAGES, type LanguageId } from '../engine/languages.js';
import { fromRoot } from '../project-root.js';
import { ALPHABETS, type Alphabet, type AlphabetId } from '../engine/alphabet.js';
import { languageAlphabet } from '../engine/languages.js';
import { hunspellListFile, hunspellListId, type HunspellLanguage } from './hunspell.js';

export const DEFAULT_CACHE_DIR = fromRoot('.cache', 'lexicon');

export const LANGUAGE_IDS = Object.keys(LANGUAGES) as LanguageId[];

/** The languages offered unless LANGUAGES says otherwise: Italian's list (2.4 million words) is asked for. */
export const DEFAULT_LANGUAGES: readonly LanguageId[] = ['en', 'fr', 'es', 'de', 'nl'];

export interface InstalledList {
  name: string;
  language: LanguageId;
  path: string;
}

/** Path of the word list shipped in the `sowpods` package (one upper-case word a line). */
export function sowpodsPath(): string {
  const require = createRequire(import.meta.url);
  return join(resolve(require.resolve('sowpods/package.json'), '..'), 'SOWPODS.txt');
}

const isLanguage = (s: string): s is LanguageId => (LANGUAGE_IDS as string[]).includes(s);

/** LANGUAGES: codes separated by commas (`en,fr`); the reason it is not, or null. Empty: the default. */
export function languagesReason(raw: string | undefined): string | null {
  const codes = (raw ?? '').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
  const wrong = codes.find((c) => !isLanguage(c));
  if (wrong === undefined) return null;
  return `LANGUAGES must be language codes separated by commas, from ${LANGUAGE_IDS.join(', ')} (e.g. LANGUAGES=en,fr,es), not "${wrong}"`;
}

/** The languages the bot offers games in (LANGUAGES, or the default); codes it does not know are left out. */
export function offeredLanguages(env: Readonly<Record<string, string | undefined>>): LanguageId[] {
  const codes = (env.LANGUAGES ?? '').split(',').map((c) => c.trim().toLowerCase()).filter(isLanguage);
  return codes.length === 0 ? [...DEFAULT_LANGUAGES] : [...new Set(codes)];
}

/** One `LEXICONS` entry: `NAME=path` or `NAME@lang=path`; null when it is neither. */
function lexiconEntry(entry: string): { name: string; language: string; path: string } | null {
  const m = /^([^=@\s]+)\s*(?:@\s*([A-Za-z]+)\s*)?=\s*(\S.*)$/.exec(entry.trim());
  return m ? { name: m[1]!, language: (m[2] ?? 'en').toLowerCase(), path: m[3]!.trim() } : null;
}

/** LEXICONS: `NAME=path` or `NAME@lang=path` pairs separated by commas; the reason it is not, or null. */
export function lexiconsReason(raw: string | undefined): string | null {
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '')) {
    const parsed = lexiconEntry(entry);
    if (parsed === null) {
      return `LEXICONS must be NAME=path pairs separated by commas, with the list's language after an @ (e.g. ODS8@fr=/srv/lists/ods8.txt,NWL23=/srv/lists/nwl23.txt; no @: English), not "${entry}"`;
    }
    if (!isLanguage(parsed.language)) return `LEXICONS gives ${parsed.name} the language "${parsed.language}", which is not one of ${LANGUAGE_IDS.join(', ')}`;
  }
  return null;
}

/**
 * Every installed list with its language. A Hunspell list is named here whether or not it
 * has been made yet (see hunspell-prepare.ts): its path is where it will be. A host's list
 * may take the name of a built-in one, and is then used instead.
 */
export function installedLists(env: Readonly<Record<string, string | undefined>>): InstalledList[] {
  const cacheDir = resolve(env.LEXICON_CACHE_DIR || DEFAULT_CACHE_DIR);
  const lists = new Map<string, InstalledList>();
  lists.set(BUILT_IN_LEXICON, { name: BUILT_IN_LEXICON, language: 'en', path: sowpodsPath() });
  for (const language of offeredLanguages(env)) {
    if (language === 'en') continue;
    const name = hunspellListId(language as HunspellLanguage);
    lists.set(name, { name, language, path: hunspellListFile(cacheDir, language as HunspellLanguage) });
  }
  for (const entry of (env.LEXICONS ?? '').split(',')) {
    const parsed = lexiconEntry(entry);
    if (parsed === null || !isLanguage(parsed.language)) continue;
    lists.set(parsed.name, { name: parsed.name, language: parsed.language, path: resolve(parsed.path) });
  }
  return [...lists.values()];
}

/** The tile alphabet of each installed list, by name, as ids (a worker thread is given them so). */
export function listAlphabets(env: Readonly<Record<string, string | undefined>>): Record<string, AlphabetId> {
  return Object.fromEntries(installedLists(env).map((l) => [l.name, languageAlphabet(l.language).id]));
}

/** The alphabet a list named `name` (any case) is loaded with: its language's; A-Z for a list not named. */
export function alphabetFor(name: string, alphabets: Readonly<Record<string, AlphabetId>>): Alphabet {
  const key = Object.keys(alphabets).find((k) => k.toLowerCase() === name.toLowerCase());
  return ALPHABETS[key === undefined ? 'latin' : alphabets[key]!];
}
