/**
 * What a word list is called where people and other software read it. Stored state and
 * command options keep the internal id (`sowpods` for the built-in list); a list a host
 * installs (`LEXICONS="NWL23=..."`) is called by the name the host gave it everywhere.
 */
import { LANGUAGES } from './languages.js';

/** Internal id of the built-in list: the `sowpods` package's SOWPODS.txt. */
export const BUILT_IN_LEXICON = 'sowpods';

/**
 * The built-in list as players know it. The package calls it "The SOWPODS Scrabble word
 * list" and names no edition, so none is claimed here; SOWPODS is the list published as
 * Collins Scrabble Words.
 */
export const BUILT_IN_DISPLAY_NAME = 'SOWPODS (Collins Scrabble Words)';

/**
 * `#lexicon` for the built-in list. Quackle, Macondo, Woogles and MAGPIE name Collins lists
 * by edition (`CSW19`, `CSW21`) and take the tile set from the `CSW` prefix; the package
 * states no edition, so the record says `CSW` without one rather than guess a year.
 */
export const BUILT_IN_GCG_NAME = 'CSW';

const isBuiltIn = (name: string) => name.toLowerCase() === BUILT_IN_LEXICON;

/** The languages that have a list made from their Hunspell spelling dictionary (src/lexicon/hunspell.ts). */
export const HUNSPELL_LANGUAGES = ['fr', 'es', 'de', 'nl', 'it'] as const;
export type HunspellLanguage = (typeof HUNSPELL_LANGUAGES)[number];

/**
 * Each Hunspell dictionary as its authors name it (from each package's licence file): the
 * bot shows it beside the language, so that no one takes the list for a federation's.
 */
export const HUNSPELL_EDITIONS: Readonly<Record<HunspellLanguage, string>> = {
  fr: 'Grammalecte 7.5',
  es: 'RLA-ES 2.8',
  de: 'igerman98',
  nl: 'OpenTaal',
  it: 'Italian Writing Aids 5.0',
};

/** The language of a Hunspell list's id (its language's own list in LANGUAGES, `hunspell-fr`, any case), or null for any other list. */
export function hunspellListLanguage(id: string): HunspellLanguage | null {
  const wanted = id.trim().toLowerCase();
  return HUNSPELL_LANGUAGES.find((l) => LANGUAGES[l].lexicon === wanted) ?? null;
}

/**
 * A list's name for players: the built-in list as they know it, any other by its given name.
 * The bot names the Hunspell lists in words (`words.lexiconName`), by their language.
 */
export function lexiconDisplayName(id: string): string {
  return isBuiltIn(id) ? BUILT_IN_DISPLAY_NAME : id;
}

/**
 * A list's name in a GCG record's `#lexicon` line. No other program knows the Hunspell lists
 * by a name of its own, so they are recorded by their id (`hunspell-fr`), which reads back as itself.
 */
export function gcgLexiconName(id: string): string {
  if (isBuiltIn(id)) return BUILT_IN_GCG_NAME;
  return hunspellListLanguage(id) === null ? id : id.trim().toLowerCase();
}

/**
 * The list a GCG record's `#lexicon` names, as our id: the built-in list under its
 * record name (`CSW`) or the `sowpods` older exports wrote (any case); any other name as written.
 */
export function lexiconOfGcgName(name: string): string {
  const trimmed = name.trim();
  return isBuiltIn(trimmed) || trimmed.toUpperCase() === BUILT_IN_GCG_NAME ? BUILT_IN_LEXICON : trimmed;
}
