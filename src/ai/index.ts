/**
 * The computer player: leave values, equity, levels, the endgame, hints and analysis.
 * Pure functions over the engine's GameState; the caller passes the game's word list.
 */
export { LEVELS, LEVEL_IDS, findLevel, type Level, type LevelId } from './levels.js';
export { chooseTurn, decide, engineContext, toAction, type AiOptions, type PlayerKind, type TurnChoice } from './player.js';
export { hints, analyseGame, toHint, type Hint, type HintOptions, type MoveAnalysis, type GameAnalysis, type AnalysisOptions } from './analysis.js';
export { solveEndgame, type EndgamePosition, type EndgameOptions, type EndgameResult } from './endgame.js';
export { allCandidates } from './candidates.js';
export { turnContext, describe, type Candidate, type TurnContext } from './equity.js';
export { topCandidates } from './static-choice.js';
export { LeaveTable, LeaveIndex, loadLeaveTable, decodeLeaveTable, encodeLeaveTable, leaveTablePath } from './leaves.js';
export { finalScores, winners, type PlayGame, type Seat, type SelfPlayOptions } from './selfplay.js';
export { mainWord } from './words.js';
