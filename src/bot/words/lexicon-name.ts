/**
 * A word list's name for players, made the same way in every table: a language's Hunspell
 * list as the language and its dictionary (`French (Hunspell, Grammalecte 7.5)`), any other
 * list as the engine names it (the built-in one as players know it, a host's as given).
 */
import { HUNSPELL_EDITIONS, hunspellListLanguage, lexiconDisplayName, type HunspellLanguage } from '../../engine/lexicon-names.js';

/** `languages`: each Hunspell language's name as the table writes it at the start of a name. */
export const lexiconNameIn = (languages: Readonly<Record<HunspellLanguage, string>>) => (id: string): string => {
  const language = hunspellListLanguage(id);
  return language === null ? lexiconDisplayName(id) : `${languages[language]} (Hunspell, ${HUNSPELL_EDITIONS[language]})`;
};
