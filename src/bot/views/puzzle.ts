/** The daily puzzle's messages: the puzzle with its image, an answer's result, the leaderboard. */
import { spellMove } from '../../engine/index.js';
import type { AnswerResult, Leaderboard } from '../../games/puzzles.js';
import type { KeyPlay, Puzzle } from '../../puzzle/make.js';
import { puzzleView } from '../../puzzle/view.js';
import { renderPuzzle } from '../render-queue.js';
import { words } from '../words/index.js';
import type { PuzzlePlayWords } from '../words/types.js';
import { escapeMarkdown } from '../words/text.js';
import { viewWords } from './moves.js';
import { COLOUR, type Reply } from './reply.js';
import { rackWords } from './rack.js';

const TOP = 10;

/** A play of the key (or an answer) spelled on the puzzle's board. */
const spelled = (p: Puzzle, k: KeyPlay): PuzzlePlayWords => ({ play: spellMove(k.move, p.board) ?? { word: k.move, square: '' }, score: k.score, equity: k.equity });

/** Yesterday's best plays, revealed. */
export const revealLine = (yesterday: Puzzle): string =>
  words.puzzle.revealed(yesterday.date, spelled(yesterday, yesterday.byEquity[0]!), spelled(yesterday, yesterday.byScore));

/** `/puzzle`: the position as an image, the scores and the rack in words, how to answer, and yesterday's answer. */
export async function puzzleMessage(p: Puzzle, yesterday: Puzzle): Promise<Reply> {
  const w = words.puzzle;
  const view = puzzleView(p, [w.you, w.opponent]);
  const m = p.lastMove;
  const lastMove = m ? words.image.lastMove(m, m.move === undefined ? null : spellMove(m.move, p.board)) : undefined;
  const image = await renderPuzzle(view, p.rack, { board: { ...viewWords(view), ...(lastMove ? { lastMove } : {}) }, rack: w.rackLabel });
  const tiles = rackWords(p.rack);
  return {
    content: [w.puzzle(p.date, p.turn, p.scores, p.bagCount, tiles), revealLine(yesterday)].join('\n'),
    files: [{ name: 'puzzle.png', data: image, description: w.imageDescription(tiles) }],
  };
}

/** An answer's result, privately. */
export function answerMessage(r: AnswerResult): Reply {
  const { puzzle: p, answer } = r;
  if (r.kind === 'already') return { content: words.puzzle.already(spelled(p, answer.play).play, answer.points), ephemeral: true };
  return {
    content: words.puzzle.scored(spelled(p, answer.play), spelled(p, p.byEquity[0]!), spelled(p, p.byScore), answer.lost, answer.points),
    ephemeral: true,
  };
}

/** `/puzzle show:leaderboard`: the top ten, the reader's own line, and yesterday's answer. */
export function puzzleLeaderboardMessage(b: Leaderboard, readerId: string): Reply {
  const w = words.puzzle;
  const line = (i: number) => {
    const s = b.rows[i]!;
    return w.standing({ rank: i + 1, name: escapeMarkdown(s.name), points: s.points, answers: s.answers, streak: s.streak, bestStreak: s.bestStreak });
  };
  const mine = b.rows.findIndex((s) => s.userId === readerId);
  const lines = b.rows.slice(0, TOP).map((_, i) => line(i));
  const body = b.rows.length === 0 ? [w.noAnswers] : [...lines, ...(mine < TOP && mine >= 0 ? [] : ['', w.yourStanding(mine < 0 ? null : line(mine))])];
  return {
    embeds: [{
      title: w.leaderboardTitle,
      color: COLOUR.over,
      description: [...body, '', revealLine(b.yesterday)].join('\n'),
      footer: { text: w.leaderboardFooter },
    }],
  };
}
