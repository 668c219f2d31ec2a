/** The rule sets' names and descriptions in English, by id, and the names of tile sets and word lists. */
import { lexiconNameIn } from '../lexicon-name.js';
import type { Words } from '../types.js';

export const presets: Words['presets'] = {
  tournament: { short: 'Tournament', name: 'Tournament (NASPA basic rules)', description: 'The club and tournament game.' },
  club: { short: 'Club', name: 'Club rules', description: 'A friendly club game.' },
  classic: { short: 'Classic', name: 'Classic rules with challenges', description: 'The rules printed in the box.' },
  duel: { short: 'Duel', name: 'Two-player duel, no blanks', description: 'A quick duel for two.' },
  match: { short: 'Match', name: 'Two-game match', description: 'A match of two games between two players.' },
};

export const customRules: Words['customRules'] = { heading: 'Custom rules', inTitle: 'custom rules', short: 'Custom' };

export const tileSets: Words['tileSets'] = {
  standard: '100 tiles with 2 blanks',
  noBlanks: '100 tiles, no blanks (an extra K and Z instead)',
  french: 'French: 102 tiles with 2 blanks',
  spanish: 'Spanish: 100 tiles with 2 blanks, CH, LL, RR and Ñ',
  german: 'German: 102 tiles with 2 blanks, Ä, Ö and Ü',
  dutch: 'Dutch: 102 tiles with 2 blanks',
  italian: 'Italian: 120 tiles with 2 blanks',
};

export const languages: Words['languages'] = {
  en: 'English',
  fr: 'French (français)',
  es: 'Spanish (español)',
  de: 'German (Deutsch)',
  nl: 'Dutch (Nederlands)',
  it: 'Italian (italiano)',
};

/** The words of the preset `id` names; null for rules that are no preset. */
export const presetWords = (id: string) => (Object.hasOwn(presets, id) ? presets[id as keyof typeof presets] : null);

/** A list's name: a language's own list by the language (`French (Hunspell, Grammalecte 7.5)`). */
export const lexiconName: Words['lexiconName'] = lexiconNameIn({ fr: 'French', es: 'Spanish', de: 'German', nl: 'Dutch', it: 'Italian' });
