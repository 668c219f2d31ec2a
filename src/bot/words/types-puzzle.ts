/** The daily puzzle's part of the sentence table's shape (see types.ts). */
import type { SpelledMove } from '../../engine/index.js';

/** `/puzzle show:` choices, as the menu shows them. */
export type PuzzleShowChoices = readonly [string, 'puzzle' | 'leaderboard'][];

/** A play of the daily puzzle, spelled on its board, with its score and equity. */
export interface PuzzlePlayWords {
  play: SpelledMove;
  score: number;
  equity: number;
}

/** One line of the puzzle's leaderboard. Names come shown. */
export interface PuzzleStandingWords {
  rank: number;
  name: string;
  points: number;
  answers: number;
  streak: number;
  bestStreak: number;
}

/** The daily puzzle: the puzzle, an answer, the leaderboard. Dates come as YYYY-MM-DD. */
export interface PuzzleWords {
  /** The players on the image: the reader and the opponent. */
  you: string;
  opponent: string;
  /** Beside the rack on the image. */
  rackLabel: string;
  /** The puzzle's message: the day, the position in a sentence and how to answer; `tiles`: the rack read tile by tile. */
  puzzle(date: string, turn: number, scores: readonly [number, number], bagCount: number, tiles: string): string;
  /** Yesterday's answer revealed: the best play by equity and the best by score. */
  revealed(date: string, byEquity: PuzzlePlayWords, byScore: PuzzlePlayWords): string;
  imageDescription(tiles: string): string;
  /** A scored answer: the play, the best by equity and by score, the equity lost and the points earned. */
  scored(answer: PuzzlePlayWords, best: PuzzlePlayWords, byScore: PuzzlePlayWords, lost: number, points: number): string;
  /** A second answer the same day: the first one stands. */
  already(answer: SpelledMove, points: number): string;
  /** After the refusal of an illegal answer: it did not count. */
  notCounted: string;
  leaderboardTitle: string;
  standing(s: PuzzleStandingWords): string;
  /** The reader's own line when outside the top ten; null: they have not answered in this server. */
  yourStanding(line: string | null): string;
  noAnswers: string;
  /** How points and streaks are counted. */
  leaderboardFooter: string;
}
