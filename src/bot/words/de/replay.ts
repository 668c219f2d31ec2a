/** A finished game replayed move by move, in German: each step's caption, the presser's own move, and the buttons. */
import type { ReplayWords } from '../types.js';
import { decimal } from './common.js';

export const replay: ReplayWords = {
  heading: (move, of, game) => {
    const step = move === 0 ? 'vor dem ersten Zug' : `Zug ${move} von ${of}`;
    const text = game === null ? step : `Partie ${game}, ${step}`;
    return text[0]!.toUpperCase() + text.slice(1);
  },
  caption: (heading, happened) => `${heading}: ${happened.join(' ')}`,
  rack: (name, rack) => `Bänkchen von **${name}** vor dem Zug: ${rack}`,
  scores: (scores) => `Spielstand: ${scores.map(([name, score]) => `**${name}** ${score}`).join(' · ')}`,
  yourMove: (played, best, leave, lost) => (best === null
    ? `Dein Zug: ${played}, der beste Zug ✓`
    : `Dein Zug: ${played}. Der beste Zug war ${best} (${leave ? `behält ${leave}` : 'behält nichts'}): −${decimal(lost)} Equity.`),
  privateBusy: 'In diesem Kanal läuft gerade eine Partie, deshalb siehst nur du diese Wiederholung.',
  imageDescription: (heading, happened, scores) => `${heading}: ${happened} Spielstand: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: { first: '⏮ Anfang', back: '◀ Zurück', next: 'Weiter ▶', last: 'Ende ⏭', mine: 'Nur für mich, mit meiner Analyse' },
};
