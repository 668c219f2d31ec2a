/** The rule sets' names and descriptions in Spanish, by id, and the names of tile sets. */
import { lexiconNameIn } from '../lexicon-name.js';
import type { Words } from '../types.js';

export const presets: Words['presets'] = {
  tournament: { short: 'Torneo', name: 'Torneo (reglas básicas NASPA)', description: 'La partida de club y de torneo.' },
  club: { short: 'Club', name: 'Reglas de club', description: 'Una partida amistosa de club.' },
  classic: { short: 'Clásica', name: 'Reglas clásicas con impugnación', description: 'Las reglas impresas en la caja.' },
  duel: { short: 'Duelo', name: 'Duelo a dos, sin comodines', description: 'Un duelo rápido entre dos.' },
  match: { short: 'Encuentro', name: 'Encuentro a dos partidas', description: 'Un encuentro de dos partidas entre dos jugadores.' },
};

export const customRules: Words['customRules'] = { heading: 'Reglas personalizadas', inTitle: 'reglas personalizadas', short: 'Personalizada' };

export const tileSets: Words['tileSets'] = {
  standard: '100 fichas con 2 comodines',
  noBlanks: '100 fichas, sin comodines (una K y una Z más en su lugar)',
  french: 'Francés: 102 fichas con 2 comodines',
  spanish: 'Español: 100 fichas con 2 comodines, CH, LL, RR y Ñ',
  german: 'Alemán: 102 fichas con 2 comodines, Ä, Ö y Ü',
  dutch: 'Neerlandés: 102 fichas con 2 comodines',
  italian: 'Italiano: 120 fichas con 2 comodines',
};

/** The words of the preset `id` names; null for rules that are no preset. */
export const languages: Words['languages'] = {
  en: 'inglés (English)',
  fr: 'francés (français)',
  es: 'español',
  de: 'alemán (Deutsch)',
  nl: 'neerlandés (Nederlands)',
  it: 'italiano',
};

export const presetWords = (id: string) => (Object.hasOwn(presets, id) ? presets[id as keyof typeof presets] : null);

/** A list's name: a language's own list by the language (`Francés (Hunspell, Grammalecte 7.5)`). */
export const lexiconName: Words['lexiconName'] = lexiconNameIn({ fr: 'Francés', es: 'Español', de: 'Alemán', nl: 'Neerlandés', it: 'Italiano' });
