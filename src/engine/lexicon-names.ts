/**
 * What a word list is called where people and other software read it. Stored state and
 * command options keep the internal id (`sowpods` for the built-in list); a list a host
 * installs (`LEXICONS="NWL23=..."`) is called by the name the host gave it everywhere;
 * the Hunspell lists of the other languages (`hunspell-fr`) by their language and source.
 */

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

/**
 * The lists made from the Hunspell spelling dictionaries (src/lexicon/hunspell.ts), by id:
 * the language, and the dictionary as its authors name it (from each package's licence
 * file), so that no one takes them for a federation's tournament list.
 */
export const HUNSPELL_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'hunspell-fr': 'French (Hunspell, Grammalecte 7.5)',
  'hunspell-es': 'Spanish (Hunspell, RLA-ES 2.8)',
  'hunspell-de': 'German (Hunspell, igerman98)',
  'hunspell-nl': 'Dutch (Hunspell, OpenTaal)',
  'hunspell-it': 'Italian (Hunspell, Italian Writing Aids 5.0)',
};

/** A list's name for players: the built-in and Hunspell lists as described, any other by its given name. */
export function lexiconDisplayName(id: string): string {
  return isBuiltIn(id) ? BUILT_IN_DISPLAY_NAME : (HUNSPELL_DISPLAY_NAMES[id.toLowerCase()] ?? id);
}

/**
 * A list's name in a GCG record's `#lexicon` line. No other program knows the Hunspell lists
 * by a name of its own, so they are recorded by their id (`hunspell-fr`), which reads back as itself.
 */
export function gcgLexiconName(id: string): string {
  if (isBuiltIn(id)) return BUILT_IN_GCG_NAME;
  return id.toLowerCase() in HUNSPELL_DISPLAY_NAMES ? id.toLowerCase() : id;
}

/**
 * The list a GCG record's `#lexicon` names, as our id: the built-in list under its
 * record name (`CSW`) or the `sowpods` older exports wrote (any case); any other name as written.
 */
export function lexiconOfGcgName(name: string): string {
  const trimmed = name.trim();
  return isBuiltIn(trimmed) || trimmed.toUpperCase() === BUILT_IN_GCG_NAME ? BUILT_IN_LEXICON : trimmed;
}
