/**
 * The sentence table the bot speaks with. A second language is a second table of the same
 * type (`Words`), chosen here.
 */
import { de } from './de/index.js';
import { en } from './en/index.js';
import { es } from './es/index.js';
import { fr } from './fr/index.js';
import type { PresetWords, Words } from './types.js';

export type { PresetWords, Words } from './types.js';

export const words: Words = en;

/** Every language's table, by its code; which one speaks is chosen below. */
export const TABLES = { en, fr, es, de } as const satisfies Record<string, Words>;

/** The words of the preset a game's rules came from (`rules.preset`); null for custom rules. */
export function presetWords(id: string): PresetWords | null {
  return Object.hasOwn(words.presets, id) ? words.presets[id as keyof Words['presets']] : null;
}
