/**
 * The sentence table the bot speaks with. A second language is a second table of the same
 * type (`Words`), chosen here.
 */
import { en } from './en.js';
import type { Words } from './types.js';

export type { Words } from './types.js';

export const words: Words = en;
