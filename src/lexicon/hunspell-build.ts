/**
 * Expands one language's Hunspell dictionary into its Scrabble word list, in the cache
 * directory. Run as a child process (hunspell-prepare.ts): `hunspell-build.js LANG CACHE_DIR`
 * prints one JSON line, the BuildReport, and exits 0; or prints the reason on stderr and exits 1.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HunspellReader } from 'hunspell-reader';
import { openLexicon } from './index.js';
import { languageAlphabet } from '../engine/languages.js';
import { HUNSPELL_LANGUAGES, HUNSPELL_SOURCES, hunspellListFile, hunspellListId, hunspellPackage, hunspellWord, licenceFileOf, withoutElision, type HunspellLanguage } from './hunspell.js';

export interface BuildReport {
  language: HunspellLanguage;
  /** package@version the list was made from. */
  source: string;
  file: string;
  words: number;
  bytes: number;
  /** Expanding and writing the list. */
  seconds: number;
  /** Building its word graph into the cache (where the bot's first game would otherwise wait for it). */
  graphSeconds: number;
  /** The child process's peak resident memory, in megabytes. */
  peakRssMb: number;
}

/** The sorted, distinct tile words of a language's dictionary. */
export async function expandHunspell(language: HunspellLanguage): Promise<string[]> {
  const pkg = hunspellPackage(language);
  if (!pkg) throw new Error(`The package ${HUNSPELL_SOURCES[language].pkg} is not installed: run npm ci.`);
  let aff = join(pkg.dir, 'index.aff');
  let scratch: string | null = null;
  if (HUNSPELL_SOURCES[language].elision) {
    // The reader takes files only: the trimmed .aff goes to a temporary one.
    scratch = mkdtempSync(join(tmpdir(), 'hunspell-'));
    const trimmed = join(scratch, 'index.aff');
    writeFileSync(trimmed, withoutElision(readFileSync(aff, 'utf8')));
    aff = trimmed;
  }
  try {
    const reader = await HunspellReader.createFromFiles(aff, join(pkg.dir, 'index.dic'));
    const alphabet = languageAlphabet(language);
    const words = new Set<string>();
    for (const entry of reader.seqAffWords()) {
      // As the reader's own word listing: no forbidden forms, no compound-only parts.
      if (entry.flags.isForbiddenWord || entry.flags.isOnlyAllowedInCompound) continue;
      const word = hunspellWord(language, alphabet, entry.word);
      if (word !== null) words.add(word);
    }
    return [...words].sort();
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Writes the language's list into `cacheDir` (temporary file, then renamed, so a reader
 * never sees half a list), with the package's licence file beside it, then its word graph
 * into the same cache, so the bot only reads it.
 */
export async function buildHunspellList(language: HunspellLanguage, cacheDir: string): Promise<BuildReport> {
  const started = performance.now();
  const words = await expandHunspell(language);
  const pkg = hunspellPackage(language)!;
  const file = hunspellListFile(cacheDir, language);
  mkdirSync(cacheDir, { recursive: true });
  const licence = licenceFileOf(file);
  copyFileSync(pkg.licence, `${licence}.${process.pid}.tmp`);
  renameSync(`${licence}.${process.pid}.tmp`, licence);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${words.join('\n')}\n`);
  renameSync(tmp, file);
  const listed = performance.now();
  openLexicon(hunspellListId(language), file, cacheDir, undefined, languageAlphabet(language));
  const tenths = (ms: number) => Math.round(ms / 100) / 10;
  return {
    language,
    source: `${pkg.name}@${pkg.version}`,
    file,
    words: words.length,
    bytes: statSync(file).size,
    seconds: tenths(listed - started),
    graphSeconds: tenths(performance.now() - listed),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

async function runAsChild(args: string[]): Promise<number> {
  const [language, cacheDir] = args;
  if (!language || !(HUNSPELL_LANGUAGES as readonly string[]).includes(language) || !cacheDir) {
    console.error(`usage: hunspell-build LANG CACHE_DIR, LANG one of ${HUNSPELL_LANGUAGES.join(', ')}`);
    return 1;
  }
  try {
    console.log(JSON.stringify(await buildHunspellList(language as HunspellLanguage, cacheDir)));
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

/**
 * The parent may go away (a bot killed mid-build): the list is then not worth finishing.
 * The expansion and the graph build never yield, so no 'disconnect' event could say so in
 * time: a worker thread watches the parent's id and ends this process when it changes.
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setInterval(() => { if (process.ppid !== workerData) process.kill(process.pid, 'SIGKILL'); }, 250);
`;

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.connected) new Worker(WATCHDOG, { eval: true, workerData: process.ppid }).unref();
  process.exitCode = await runAsChild(process.argv.slice(2));
  if (process.connected) process.disconnect();
}
