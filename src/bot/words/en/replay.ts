/** A finished game replayed move by move, in English: each step's caption, the presser's own move, and the buttons. */
import type { ReplayWords } from '../types.js';

export const replay: ReplayWords = {
  heading: (move, of, game) => {
    const step = move === 0 ? 'before the first move' : `move ${move} of ${of}`;
    const text = game === null ? step : `Game ${game}, ${step}`;
    return text[0]!.toUpperCase() + text.slice(1);
  },
  caption: (heading, happened) => `${heading}: ${happened.join(' ')}`,
  rack: (name, rack) => `**${name}**'s rack before the move: ${rack}`,
  scores: (scores) => `Scores: ${scores.map(([name, score]) => `**${name}** ${score}`).join(' · ')}`,
  yourMove: (played, best, leave, lost) => (best === null
    ? `Your move: ${played}, the best play ✓`
    : `Your move: ${played}. The best play was ${best} (${leave ? `keeps ${leave}` : 'keeps nothing'}): −${lost.toFixed(1)} in equity.`),
  privateBusy: 'A game is being played in this channel, so this replay is shown only to you.',
  imageDescription: (heading, happened, scores) => `${heading}: ${happened} Scores: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: { first: '⏮ Start', back: '◀ Back', next: 'Next ▶', last: 'End ⏭', mine: 'Just me, with my analysis' },
};
