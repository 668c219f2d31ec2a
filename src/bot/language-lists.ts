/**
 * The word lists of the languages in LANGUAGES are made from their Hunspell dictionaries
 * after the bot starts, in a child process, while it answers; until a list is made, a game
 * asking for it is refused with `lexicon-not-ready`. A list made once is kept in the cache.
 */
import { resolve } from 'node:path';
import { hunspellListId, type HunspellLanguage } from '../lexicon/hunspell.js';
import { prepareMissing, type BuildReport } from '../lexicon/hunspell-prepare.js';
import { DEFAULT_CACHE_DIR, offeredLanguages } from '../lexicon/sources.js';
import type { Config } from './config.js';
import type { InstalledDictionaries } from './dictionaries.js';
import type { Logger } from './log.js';

/**
 * Makes the offered languages' missing lists, one at a time, each with its word graph (in
 * the child, so here it is only read, in milliseconds); resolves when all are tried.
 */
export function prepareLanguageLists(config: Config, logger: Logger, dictionaries: InstalledDictionaries): Promise<BuildReport[]> {
  const cacheDir = resolve(config.env.LEXICON_CACHE_DIR || DEFAULT_CACHE_DIR);
  const languages = offeredLanguages(config.env).filter((l): l is HunspellLanguage => l !== 'en');
  return prepareMissing(languages, cacheDir, {
    building: (language) => {
      dictionaries.setMaking(hunspellListId(language), true);
      logger.info({ lexicon: hunspellListId(language), cacheDir }, `Making the word list ${hunspellListId(language)} from its dictionary, in the background…`);
    },
    built: (r) => {
      const name = hunspellListId(r.language);
      dictionaries.setMaking(name, false);
      logger.info({ lexicon: name, ...r }, `Word list ${name} made: ${r.words} words in ${r.seconds} s, its graph in ${r.graphSeconds} s`);
      try {
        // Loaded now from the graph the child cached, so the first game in it is not the slow one.
        dictionaries.generator(name);
      } catch (e) {
        logger.error({ lexicon: name, err: (e as Error).message }, `Word list ${name} could not be loaded: ${(e as Error).message}`);
      }
    },
    failed: (language, e) => {
      dictionaries.setMaking(hunspellListId(language), false);
      logger.error({ lexicon: hunspellListId(language), err: e.message }, `Word list ${hunspellListId(language)} could not be made: ${e.message}`);
    },
  });
}
