/** What the computer player tells a person, in English: hints for their rack, and the analysis of a finished game. */
import type { Hint, MoveAnalysis } from '../../../ai/analysis.js';
import type { AdviceWords } from '../types.js';
import { moves } from './moves.js';

/**
 * A turn in words: `**QUIZ** (8H) for 42`, `**sIX** (K9) for 12 (s is a blank), after swapping the blank on J9`,
 * `exchange AEI`, `pass`. A play names its whole word, with the tiles it plays through.
 */
function turn(h: Hint): string {
  if (h.kind === 'place') {
    const [square = '', written = ''] = h.text.split(' ');
    return `${moves.play({ square, word: h.word ?? written }, h.score)}${h.swap ? `, after swapping the blank on ${h.swap} (\`swap:${h.swap}\`)` : ''}`;
  }
  if (h.kind === 'exchange') return `exchange ${h.text.slice(1)}`;
  return 'pass';
}

const keeps = (h: Hint) => (h.leave ? `keeps ${h.leave}` : 'keeps nothing');
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
const num = (x: number) => `${x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}`;

/** A hint in a line: the endgame search's answer by the spread it gains, any other by leave and equity. */
function hint(h: Hint, n: number): string {
  if (!h.endgame) return `${n}. ${turn(h)}, ${keeps(h)} (leave ${signed(h.leaveValue)}, equity ${num(h.equity)})`;
  const spread = `${h.endgame.spread >= 0 ? '+' : '−'}${Math.abs(h.endgame.spread)}`;
  const reach = h.endgame.exact ? 'to the end of the game, with the best play by both' : 'as far ahead as the search looked';
  return `${n}. ${turn(h)}, ${keeps(h)} (endgame: ${spread} on the spread ${reach})`;
}

const notYourTurn = "\nIt's not your turn yet: these are for the board as it is now.";

export const advice: AdviceWords = {
  turn,
  wentOut: (by, play, decider) => {
    const who = by ?? 'You';
    const played = play ? ` with ${play}` : '';
    return decider === null
      ? `${who} went out${played}. There is nothing to play now: challenge the play (**Challenge**, or \`/scrabble challenge\`) if you doubt a word, or let it stand (**Let it stand**) to end the game.`
      : `${who} went out${played}. There is nothing to play now: ${decider} decides whether to challenge the play or let it stand.`;
  },
  noPlay: (rack, waiting) => `No play fits your rack (${rack}) on this board.${waiting ? notYourTurn : ''}`,
  hints: (rack, hints, waiting) => {
    const heading = hints[0]?.endgame
      ? `Best plays for your rack (${rack}). The bag is empty, so the first is the endgame search's answer: it knows the other rack from the tiles unseen and plays both racks out. The rest are by equity: the score plus what the tiles kept are worth.`
      : `Best plays for your rack (${rack}), by equity: the score plus what the tiles kept are worth.`;
    return `${heading}\n${hints.map((h, i) => hint(h, i + 1)).join('\n')}${waiting ? notYourTurn : ''}`;
  },
  move: (m: MoveAnalysis, n: number) => {
    const played = `${n}. ${m.rack}: ${turn(m.played)}`;
    return m.wasBest ? `${played}: best ✓` : `${played}; best ${turn(m.best)} (${keeps(m.best)}), −${m.equityLost.toFixed(1)}`;
  },
  gameTitle: (game, name) => (game !== null ? `Game ${game}` : name !== null ? `${name}'s game` : 'Your game'),
  summary: (title, s) => {
    const misses = s.biggestMisses.map((m) => `${turn(m.played)} (best ${turn(m.best)}, −${m.equityLost.toFixed(1)})`);
    return s.moves === 0
      ? `${title}: no moves to look at.`
      : `${title}: ${s.bestMoves} of ${s.moves} moves were the best play; ${s.totalEquityLost.toFixed(1)} points of equity lost in all (${s.meanEquityLost.toFixed(1)} a move).${misses.length ? ` Biggest misses: ${misses.join('; ')}.` : ''}`;
  },
  missesOnly: 'Moves that were the best play are left out to keep this short.',
  costliestOnly: 'Only the costliest misses are listed, to keep this short.',
  movesField: (title, continued) => `${title}: moves${continued ? ' (continued)' : ''}`,
  analysisTitle: (name) => `Analysis for ${name}`,
  method: 'Each move is set against the best play by equity (score plus the value of the tiles kept), as the computer sees it; −N is the equity given away.',
  analysisIntro: (name) => (name !== null ? `How ${name} played, move by move.` : 'How you played, move by move (only you can see this).'),
};
