/** The daily puzzle in English: the puzzle's message and image, an answer's result, the leaderboard. */
import type { SpelledMove } from '../../../engine/index.js';
import type { PuzzlePlayWords, PuzzleWords } from '../types.js';
import { blankNote } from './common.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-11-25` as `25 November 2026`. */
const day = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
};

const word = (p: SpelledMove): string => {
  const note = blankNote(p.word);
  return `**${p.word}** (${p.square})${note ? ` (${note})` : ''}`;
};

const equity = (x: number): string => x.toFixed(1).replace('-', '−');
const valued = (p: PuzzlePlayWords): string => `${word(p.play)} for ${p.score} (equity ${equity(p.equity)})`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const puzzle: PuzzleWords = {
  you: 'You',
  opponent: 'Opponent',
  rackLabel: 'Your rack',
  puzzle: (date, turn, [you, them], bag, tiles) => [
    `**Daily puzzle, ${day(date)}.** Turn ${turn} of a tournament game: you have ${you}, your opponent ${them}, and the bag holds ${plural(bag, 'tile')}. Your rack: ${tiles}.`,
    'Find the best play by equity (its score plus what the tiles you keep are worth) and answer with `/puzzle answer:8H WORD`: one answer a day, seen only by you. The best play earns 100 points, and each point of equity below it costs 5.',
  ].join('\n'),
  revealed: (date, byEquity, byScore) => `Answer to ${day(date)}'s puzzle: ${valued(byEquity)}; the best by score was ${valued(byScore)}.`,
  imageDescription: (tiles) => `The daily puzzle: the board, the scores and your rack (${tiles}).`,
  scored: (answer, best, byScore, lost, points) => [
    `Your answer: ${valued(answer)}.`,
    lost === 0 ? 'That is the best play by equity.' : `The best play by equity: ${valued(best)}. You were ${equity(lost)} equity below it.`,
    `The best play by score: ${valued(byScore)}.`,
    `**${plural(points, 'point')}** (100 − 5 × equity lost, never below 0). See how the server does with \`/puzzle show:leaderboard\`; the answer is revealed tomorrow.`,
  ].join('\n'),
  already: (answer, points) => `You already answered today's puzzle with ${word(answer)} for ${plural(points, 'point')}. A new puzzle comes at midnight UTC.`,
  notCounted: 'That answer did not count: you can still answer today\'s puzzle.',
  leaderboardTitle: 'Daily puzzle: this server\'s leaderboard',
  standing: (s) => `**${s.rank}.** ${s.name} · ${plural(s.points, 'point')} · ${plural(s.answers, 'answer')} · streak ${s.streak} (best ${s.bestStreak})`,
  yourStanding: (line) => (line === null ? 'You have not answered a puzzle in this server yet.' : `You: ${line}`),
  noAnswers: 'Nobody in this server has answered the daily puzzle yet: `/puzzle` shows today\'s.',
  leaderboardFooter: 'Points: 100 for the best play by equity, 5 fewer for each point of equity below it. A streak counts the days in a row with an answer, up to today or yesterday.',
};
