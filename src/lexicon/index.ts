/**
 * Word lists: the built-in SOWPODS, plus any list a host names in `LEXICONS`. Each list
 * is turned into a GADDAG once, cached as a binary file, and loaded once per process.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { ALPHABETS, type Alphabet } from '../engine/alphabet.js';
import { BUILT_IN_LEXICON } from '../engine/lexicon-names.js';
import { readCache, sourceHash, writeCache } from './cache.js';
import { buildGaddag, normaliseWords } from './gaddag-build.js';
import { inMemory, WordGraph } from './word-graph.js';
import { DEFAULT_CACHE_DIR, installedLists } from './sources.js';

export { WordGraph } from './word-graph.js';

export const DEFAULT_LEXICON = BUILT_IN_LEXICON;
export { alphabetFor, DEFAULT_CACHE_DIR, installedLists, listAlphabets, offeredLanguages, sowpodsPath, type InstalledList } from './sources.js';

/**
 * Installed lists by name (see installedLists): `sowpods`, the Hunspell list of each language in
 * LANGUAGES, plus `LEXICONS="NWL23=/path/nwl23.txt,ODS8@fr=/path/ods8.txt"`.
 * Relative paths are taken from the working directory.
 */
export function lexiconSourcesFromEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(installedLists(env).map((l) => [l.name, l.path]));
}

/** The installed list called `name` (in any case), or null. */
export function findLexicon(name: string, sources: Readonly<Record<string, string>>): { name: string; path: string } | null {
  const key = Object.keys(sources).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : { name: key, path: sources[key]! };
}

export interface LoadOptions {
  /** Where built graphs are cached; default `.cache/lexicon` under the project root. */
  cacheDir?: string;
  /** Installed lists; default `lexiconSourcesFromEnv(process.env)`. */
  sources?: Readonly<Record<string, string>>;
  /** Called before a list is built from its source because no usable cache exists (slow). */
  onBuild?: (name: string) => void;
  /** The tile letters the list is written in; default A-Z. */
  alphabet?: Alphabet;
}

export interface OpenedLexicon {
  lexicon: WordGraph;
  /** Whether the graph came from the cache file (false: built from the list). */
  fromCache: boolean;
}

/** Reads a list from its file, through the cache: no in-process memo (see loadLexicon). */
export function openLexicon(
  name: string,
  path: string,
  cacheDir: string = DEFAULT_CACHE_DIR,
  onBuild?: (name: string) => void,
  alphabet: Alphabet = ALPHABETS.latin,
): OpenedLexicon {
  const source = readFileSync(path);
  // The graph's symbols depend on the alphabet as well as the words (A-Z graphs keep the hash they always had).
  const hash = alphabet.id === 'latin' ? sourceHash(source) : sourceHash(Buffer.concat([Buffer.from(`${alphabet.id}:${alphabet.letters}\n`), source]));
  // One cache file per source file, whatever name it is loaded under.
  const pathTag = createHash('sha256').update(resolve(path)).digest('hex').slice(0, 12);
  const alphabetTag = alphabet.id === 'latin' ? '' : `-${alphabet.id}`;
  const file = join(cacheDir, `${basename(path).replace(/[^A-Za-z0-9_-]/g, '_')}-${pathTag}${alphabetTag}.gaddag`);
  const cached = readCache(file, hash);
  if (cached) return { lexicon: new WordGraph(name, cached.data, cached.root, cached.wordCount, cached.memory, alphabet), fromCache: true };
  onBuild?.(name);
  const words = normaliseWords(source.toString('utf8'), alphabet);
  const graph = { ...inMemory(buildGaddag(words, alphabet)), wordCount: words.length };
  try {
    writeCache(file, hash, graph);
  } catch {
    // A read-only checkout still works: the graph is just rebuilt next time.
  }
  return { lexicon: new WordGraph(name, graph.data, graph.root, graph.wordCount, graph.memory, alphabet), fromCache: false };
}

const loaded = new Map<string, WordGraph>();

/**
 * The list installed under `nameOrPath` (see lexiconSourcesFromEnv), or the word list file at
 * that path. Each list is loaded once per process and cache directory.
 */
export function loadLexicon(nameOrPath: string, options: LoadOptions = {}): WordGraph {
  const sources = options.sources ?? lexiconSourcesFromEnv(process.env);
  const cacheDir = resolve(options.cacheDir ?? DEFAULT_CACHE_DIR);
  let source = findLexicon(nameOrPath, sources);
  if (source === null) {
    if (!existsSync(nameOrPath)) throw new Error(`Unknown word list "${nameOrPath}": not installed and not a file.`);
    source = { name: basename(nameOrPath, extname(nameOrPath)), path: nameOrPath };
  }
  const alphabet = options.alphabet ?? ALPHABETS.latin;
  const key = `${resolve(source.path)}\n${cacheDir}\n${alphabet.id}`;
  let lexicon = loaded.get(key);
  if (!lexicon) {
    lexicon = openLexicon(source.name, source.path, cacheDir, options.onBuild, alphabet).lexicon;
    loaded.set(key, lexicon);
  }
  return lexicon;
}
