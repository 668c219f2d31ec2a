/**
 * `scrabble lexicon build <lang|all>` makes the Hunspell word lists ahead of the bot (in an
 * image's build stage, or by an operator), into LEXICON_CACHE_DIR or .cache/lexicon.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HUNSPELL_LANGUAGES, hunspellListFile, type HunspellLanguage } from '../lexicon/hunspell.js';
import { buildInChild, hunspellListReady } from '../lexicon/hunspell-prepare.js';
import { DEFAULT_CACHE_DIR } from '../lexicon/sources.js';

const USAGE = `Usage:
  scrabble lexicon build <${HUNSPELL_LANGUAGES.join('|')}|all> [--force]
      make the languages' word lists from their Hunspell dictionaries (a list already
      made for the installed package is kept, unless --force)`;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function run(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const [action, which, ...extra] = parsed.positionals;
  if (action !== 'build' || !which || extra.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const wanted = which.toLowerCase() === 'all' ? HUNSPELL_LANGUAGES : [which.toLowerCase()];
  const unknown = wanted.find((l) => !(HUNSPELL_LANGUAGES as readonly string[]).includes(l));
  if (unknown !== undefined) {
    console.error(`There is no Hunspell word list for "${unknown}": give one of ${HUNSPELL_LANGUAGES.join(', ')}, or all.\n\n${USAGE}`);
    return 1;
  }
  const cacheDir = process.env.LEXICON_CACHE_DIR || DEFAULT_CACHE_DIR;
  let failed = 0;
  for (const language of wanted as HunspellLanguage[]) {
    if (!parsed.values.force && hunspellListReady(cacheDir, language)) {
      const file = hunspellListFile(cacheDir, language);
      const words = readFileSync(file, 'utf8').split('\n').filter((w) => w !== '').length;
      console.log(`${language}: already made, ${words.toLocaleString('en')} words, ${megabytes(statSync(file).size)} (${file})`);
      continue;
    }
    try {
      const r = await buildInChild(language, cacheDir);
      console.log(`${language}: ${r.words.toLocaleString('en')} words from ${r.source} in ${r.seconds} s, ${megabytes(r.bytes)}; word graph in ${r.graphSeconds} s; peak memory ${r.peakRssMb} MB (${r.file})`);
    } catch (e) {
      failed++;
      console.error(`${language}: not made: ${(e as Error).message}`);
    }
  }
  return failed === 0 ? 0 : 1;
}
