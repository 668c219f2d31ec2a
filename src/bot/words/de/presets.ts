/** The rule sets' names and descriptions in German, by id, and the names of tile sets. */
import { lexiconNameIn } from '../lexicon-name.js';
import type { Words } from '../types.js';

export const presets: Words['presets'] = {
  tournament: { short: 'Turnier', name: 'Turnier (NASPA-Grundregeln)', description: 'Die Partie wie im Club und im Turnier.' },
  club: { short: 'Club', name: 'Clubregeln', description: 'Eine freundschaftliche Clubpartie.' },
  classic: { short: 'Klassisch', name: 'Klassische Regeln mit Anzweifeln', description: 'Die Regeln aus der Spielschachtel.' },
  duel: { short: 'Duell', name: 'Duell zu zweit, ohne Joker', description: 'Ein schnelles Duell zu zweit.' },
  match: { short: 'Match', name: 'Match über zwei Partien', description: 'Ein Match aus zwei Partien zwischen zwei Personen.' },
};

export const customRules: Words['customRules'] = { heading: 'Eigene Regeln', inTitle: 'eigene Regeln', short: 'Eigene' };

export const tileSets: Words['tileSets'] = {
  standard: '100 Spielsteine mit 2 Jokern',
  noBlanks: '100 Spielsteine, ohne Joker (dafür ein K und ein Z mehr)',
  french: 'Französisch: 102 Spielsteine mit 2 Jokern',
  spanish: 'Spanisch: 100 Spielsteine mit 2 Jokern, CH, LL, RR und Ñ',
  german: 'Deutsch: 102 Spielsteine mit 2 Jokern, Ä, Ö und Ü',
  dutch: 'Niederländisch: 102 Spielsteine mit 2 Jokern',
  italian: 'Italienisch: 120 Spielsteine mit 2 Jokern',
};

/** The words of the preset `id` names; null for rules that are no preset. */
export const languages: Words['languages'] = {
  en: 'Englisch (English)',
  fr: 'Französisch (français)',
  es: 'Spanisch (español)',
  de: 'Deutsch',
  nl: 'Niederländisch (Nederlands)',
  it: 'Italienisch (italiano)',
};

export const presetWords = (id: string) => (Object.hasOwn(presets, id) ? presets[id as keyof typeof presets] : null);

/** A list's name: a language's own list by the language (`Französisch (Hunspell, Grammalecte 7.5)`). */
export const lexiconName: Words['lexiconName'] = lexiconNameIn({ fr: 'Französisch', es: 'Spanisch', de: 'Deutsch', nl: 'Niederländisch', it: 'Italienisch' });
