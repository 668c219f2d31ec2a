/**
 * An answer to the puzzle: the play checked as `/scrabble play` checks one (the same
 * notation, the same refusals), with its words checked against the dictionary as well
 * (a puzzle has no challenge), and valued as the key values plays. Points go by the
 * equity lost against the best play: 100 for the best, 5 fewer for each point lost.
 */
import { checkPlay } from '../engine/play.js';
import type { Result } from '../engine/result.js';
import type { WordGraph } from '../lexicon/index.js';
import { leaveAfter, placeEquity, tilesOfPlacement } from '../ai/equity.js';
import type { LeaveTable } from '../ai/leaves.js';
import { sortRack } from '../engine/tiles.js';
import { puzzleContext, type KeyPlay, type Puzzle } from './make.js';

/** Points for the best play by equity, and what each point of equity lost costs. */
export const POINTS = { best: 100, perEquityLost: 5 } as const;

/** `max(0, round(100 − 5 × equity lost))`. */
export function pointsFor(equityLost: number): number {
  return Math.max(0, Math.round(POINTS.best - POINTS.perEquityLost * Math.max(0, equityLost)));
}

export interface ScoredAnswer {
  play: KeyPlay;
  /** Equity below the best play, to a tenth (0 for the best). */
  lost: number;
  points: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The answer `text` valued on the puzzle, or the engine's refusal (bad notation, no fit, tiles not on the rack, words not in the dictionary). */
export function scoreAnswer(puzzle: Puzzle, text: string, lexicon: WordGraph, table: LeaveTable): Result<ScoredAnswer> {
  const checked = checkPlay(puzzle.board, text, puzzle.rack, puzzle.rules, lexicon);
  if (!checked.ok) return checked;
  const play = checked.value;
  const leave = sortRack(leaveAfter(puzzle.rack, tilesOfPlacement(play.placement)));
  const { equity } = placeEquity(puzzleContext(puzzle, table), play.score, leave);
  const shown = round1(equity);
  const lost = round1(Math.max(0, puzzle.byEquity[0]!.equity - shown));
  return { ok: true, value: { play: { move: play.notation, score: play.score, equity: shown, leave }, lost, points: pointsFor(lost) } };
}
