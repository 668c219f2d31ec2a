/** The rule sets' names and descriptions in English, by id, and the names of tile sets. */
import type { Words } from '../types.js';

export const presets: Words['presets'] = {
  tournament: { name: 'Tournament (NASPA basic rules)', description: 'The club and tournament game.' },
  club: { name: 'Club rules', description: 'A friendly club game.' },
  classic: { name: 'Classic rules with challenges', description: 'The rules printed in the box.' },
  duel: { name: 'Two-player duel, no blanks', description: 'A quick duel for two.' },
  match: { name: 'Two-game match', description: 'A match of two games between two players.' },
};

export const customRules: Words['customRules'] = { heading: 'Custom rules', inTitle: 'custom rules' };

export const tileSets: Words['tileSets'] = {
  standard: '100 tiles with 2 blanks',
  noBlanks: '100 tiles, no blanks (an extra K and Z instead)',
};

/** The words of the preset `id` names; null for rules that are no preset. */
export const presetWords = (id: string) => (Object.hasOwn(presets, id) ? presets[id as keyof typeof presets] : null);
