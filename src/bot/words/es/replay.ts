/** A finished game replayed move by move, in Spanish: each step's caption, the presser's own move, and the buttons. */
import type { ReplayWords } from '../types.js';
import { decimal } from './plural.js';

export const replay: ReplayWords = {
  heading: (move, of, game) => {
    const step = move === 0 ? 'antes de la primera jugada' : `jugada ${move} de ${of}`;
    const text = game === null ? step : `Partida ${game}, ${step}`;
    return text[0]!.toUpperCase() + text.slice(1);
  },
  caption: (heading, happened) => `${heading}: ${happened.join(' ')}`,
  rack: (name, rack) => `Atril de **${name}** antes de la jugada: ${rack}`,
  scores: (scores) => `Puntuaciones: ${scores.map(([name, score]) => `**${name}** ${score}`).join(' · ')}`,
  yourMove: (played, best, leave, lost) => (best === null
    ? `Tu jugada: ${played}, la mejor posible ✓`
    : `Tu jugada: ${played}. La mejor era ${best} (${leave ? `conserva ${leave}` : 'no conserva nada'}): −${decimal(lost)} de valoración.`),
  privateBusy: 'Se está jugando una partida en este canal, así que esta repetición solo la ves tú.',
  imageDescription: (heading, happened, scores) => `${heading}: ${happened} Puntuaciones: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: { first: '⏮ Inicio', back: '◀ Atrás', next: 'Siguiente ▶', last: 'Final ⏭', mine: 'Solo para mí, con mi análisis' },
};
