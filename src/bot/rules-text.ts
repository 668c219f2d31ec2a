/** The rules of a game in words, for `/scrabble rules` and the lobby: read from the sentence table (words.rules). */
import type { Rules } from '../engine/index.js';
import { words } from './words/index.js';

/** How words are checked under a challenge rule, in the language spoken now. */
export const challengeWords = (rule: Rules['challenge']): string => words.rules.challengeWords[rule];

/** The rules of this game in a paragraph, as the host chose them: what the lobby says. */
export const rulesSummary = (rules: Rules): string => words.rules.summary(rules);

/** The rules of a game in words: `/scrabble rules`. */
export const rulesText = (rules: Rules): string => words.rules.text(rules);
