/**
 * Levels a player understands. Each is a handful of numbers over one equity player:
 * how much the leave counts, how widely it samples among the good plays, how much it
 * likes everyday words, which plays it does not see (long words, words it does not know,
 * big scores, blanks outside a bingo), whether it solves the endgame, and how often it
 * challenges a phony. A play past one of its limits is played only when it has none
 * within them (then the one past the fewest).
 */

export type LevelId = 'beginner' | 'casual' | 'club' | 'strong';

export interface Level {
  id: LevelId;
  /** The level's name, in a computer seat's name ("Computer (Strong)"); what it plays like is said in the bot's sentence table. */
  name: string;
  /** Weight of the leave value in the choice (0: score only, 1: full equity). */
  leaveWeight: number;
  /** Spread of the random choice, in points (0: always the best). */
  temperature: number;
  /** It chooses among this many of its best-valued candidates. */
  choices: number;
  /** Points added when the main word is among the most common / common English words. */
  commonBonus: readonly [number, number];
  /** Longest main word it plays when it has a shorter choice (players at this level miss long words). */
  maxWordLength: number;
  /**
   * Plays only words it knows when it can: with a placement whose every word (main and
   * cross-words) is on the common list, it plays no other.
   */
  knownWordsOnly: boolean;
  /**
   * Plays a blank only in a bingo (every tile of a full rack) when it has a placement
   * without one: it holds blanks for the bingos it does not see.
   */
  blanksForBingos: boolean;
  /**
   * The most a play of its usual range scores: it does not look beyond it when it has a
   * play within (a beginner takes a decent score, not the best one). Infinity: no limit.
   */
  scoreReach: number;
  /** Solves the endgame exactly (bag empty, two players) within the time limit. */
  endgame: boolean;
  /** Chance that it challenges a play holding a word not in the lexicon. */
  challengeRate: number;
}

export const LEVELS: Readonly<Record<LevelId, Level>> = {
  beginner: {
    id: 'beginner',
    name: 'Beginner',
    leaveWeight: 0,
    temperature: 8,
    choices: 15,
    commonBonus: [14, 7],
    maxWordLength: 5,
    knownWordsOnly: true,
    blanksForBingos: true,
    scoreReach: 30,
    endgame: false,
    challengeRate: 0.3,
  },
  casual: {
    id: 'casual',
    name: 'Casual',
    leaveWeight: 0.1,
    temperature: 8,
    choices: 12,
    commonBonus: [10, 5],
    maxWordLength: 7,
    knownWordsOnly: false,
    blanksForBingos: false,
    scoreReach: Infinity,
    endgame: false,
    challengeRate: 0.6,
  },
  club: {
    id: 'club',
    name: 'Club',
    leaveWeight: 0.3,
    temperature: 7,
    choices: 10,
    commonBonus: [3, 1.5],
    maxWordLength: 15,
    knownWordsOnly: false,
    blanksForBingos: false,
    scoreReach: Infinity,
    endgame: false,
    challengeRate: 0.9,
  },
  strong: {
    id: 'strong',
    name: 'Strong',
    leaveWeight: 1,
    temperature: 0,
    choices: 1,
    commonBonus: [0, 0],
    maxWordLength: 15,
    knownWordsOnly: false,
    blanksForBingos: false,
    scoreReach: Infinity,
    endgame: true,
    challengeRate: 1,
  },
};

export const LEVEL_IDS = Object.keys(LEVELS) as LevelId[];

export function findLevel(id: string): Level | undefined {
  return LEVELS[id.toLowerCase() as LevelId];
}
