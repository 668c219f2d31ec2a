/**
 * What a game may be opened with, as the hub offers it to every front end: the rule
 * sets (presets) and challenge rules, and the computer player's levels.
 */
export { PRESETS, type ChallengeRule } from '../engine/index.js';
export { findLevel, LEVEL_IDS, LEVELS } from '../ai/levels.js';
