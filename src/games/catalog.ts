/**
 * What a game may be opened with, as the hub offers it to every front end: the rule
 * sets (presets) and challenge rules, the languages, and the computer player's levels.
 */
export { findLanguage, LANGUAGES, PRESETS, type ChallengeRule, type LanguageId } from '../engine/index.js';
export { findLevel, LEVEL_IDS, LEVELS } from '../ai/levels.js';
