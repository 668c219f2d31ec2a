/** The engine's public surface: pure rules, state, actions and text formats. */
export * from './board.js';
export * from './tiles.js';
export * from './alphabet.js';
export * from './languages.js';
export * from './rules.js';
export * from './result.js';
export * from './notation.js';
export * from './placement.js';
export * from './score.js';
export * from './play.js';
export * from './lexicon.js';
export * from './lexicon-names.js';
export * from './rng.js';
export * from './state.js';
export * from './views.js';
export { apply, consecutiveTimeOuts, createGame, type Action, type GameSetup } from './game.js';
