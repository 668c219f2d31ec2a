/** The rule sets' names and descriptions in French, by id, and the names of tile sets. */
import { lexiconNameIn } from '../lexicon-name.js';
import type { Words } from '../types.js';

export const presets: Words['presets'] = {
  tournament: { short: 'Tournoi', name: 'Tournoi (règles de base NASPA)', description: 'La partie des clubs et des tournois.' },
  club: { short: 'Club', name: 'Règles de club', description: 'Une partie amicale, comme au club.' },
  classic: { short: 'Classique', name: 'Règles classiques avec contestation', description: 'Les règles imprimées dans la boîte.' },
  duel: { short: 'Duel', name: 'Duel à deux, sans joker', description: 'Un duel rapide à deux.' },
  match: { short: 'Match', name: 'Match en deux parties', description: 'Un match de deux parties entre deux joueurs.' },
};

export const customRules: Words['customRules'] = { heading: 'Règles personnalisées', inTitle: 'règles personnalisées', short: 'Perso' };

export const tileSets: Words['tileSets'] = {
  standard: '100 jetons dont 2 jokers',
  noBlanks: '100 jetons sans joker (un K et un Z de plus à la place)',
  french: 'Français : 102 jetons dont 2 jokers',
  spanish: 'Espagnol : 100 jetons dont 2 jokers, avec CH, LL, RR et Ñ',
  german: 'Allemand : 102 jetons dont 2 jokers, avec Ä, Ö et Ü',
  dutch: 'Néerlandais : 102 jetons dont 2 jokers',
  italian: 'Italien : 120 jetons dont 2 jokers',
};

/** The words of the preset `id` names; null for rules that are no preset. */
export const languages: Words['languages'] = {
  en: 'anglais (English)',
  fr: 'français',
  es: 'espagnol (español)',
  de: 'allemand (Deutsch)',
  nl: 'néerlandais (Nederlands)',
  it: 'italien (italiano)',
};

export const presetWords = (id: string) => (Object.hasOwn(presets, id) ? presets[id as keyof typeof presets] : null);

/** A list's name: a language's own list by the language (`Français (Hunspell, Grammalecte 7.5)`). */
export const lexiconName: Words['lexiconName'] = lexiconNameIn({ fr: 'Français', es: 'Espagnol', de: 'Allemand', nl: 'Néerlandais', it: 'Italien' });
