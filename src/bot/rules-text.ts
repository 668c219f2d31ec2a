/** The rules of a game in words, for `/scrabble rules` and the lobby: read from the sentence table (words.rules). */
import type { Rules } from '../engine/index.js';
import { words } from './words/index.js';

export const CHALLENGE_WORDS = words.rules.challengeWords;
export const EXCHANGE_WORDS = words.rules.exchangeWords;
export const CHALLENGE_RULES = words.rules.challengeRules;

/** The rules of this game in a paragraph, as the host chose them: what the lobby says. */
export const rulesSummary = (rules: Rules): string => words.rules.summary(rules);

/** The rules of a game in words: `/scrabble rules`. */
export const rulesText = (rules: Rules): string => words.rules.text(rules);
