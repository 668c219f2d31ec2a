/** What the computer player tells a person, in Spanish: hints for their rack, and the analysis of a finished game. */
import type { Hint, MoveAnalysis } from '../../../ai/analysis.js';
import type { AdviceWords } from '../types.js';
import { moves } from './moves.js';
import { agree, decimal } from './plural.js';

/**
 * A turn in words: `**QUIZ** (8H) por 42 puntos`, `**sIX** (K9) por 12 puntos (la s es un comodín), tras
 * cambiar el comodín de J9`, `cambiar AEI`, `pasar`. A play names its whole word, with the tiles it plays through.
 */
function turn(h: Hint): string {
  if (h.kind === 'place') {
    const [square = '', written = ''] = h.text.split(' ');
    return `${moves.play({ square, word: h.word ?? written }, h.score)}${h.swap ? `, tras cambiar el comodín de ${h.swap} (\`swap:${h.swap}\`)` : ''}`;
  }
  if (h.kind === 'exchange') return `cambiar ${h.text.slice(1)}`;
  return 'pasar';
}

const keeps = (h: Hint) => (h.leave ? `conserva ${h.leave}` : 'no conserva nada');
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${decimal(Math.abs(x))}`;

/** A hint in a line: the endgame search's answer by the spread it gains, any other by leave and equity. */
function hint(h: Hint, n: number): string {
  if (!h.endgame) return `${n}. ${turn(h)}, ${keeps(h)} (lo conservado vale ${signed(h.leaveValue)}; valoración ${decimal(h.equity)})`;
  const spread = `${h.endgame.spread >= 0 ? '+' : '−'}${Math.abs(h.endgame.spread)}`;
  const reach = h.endgame.exact ? 'hasta que acabe la partida, jugando ambos lo mejor posible' : 'hasta donde llegó la búsqueda';
  return `${n}. ${turn(h)}, ${keeps(h)} (final: ${spread} en la diferencia, ${reach})`;
}

const notYourTurn = '\nTodavía no te toca: son para el tablero tal como está ahora.';

export const advice: AdviceWords = {
  turn,
  wentOut: (by, play, decider) => {
    const who = by === null ? 'Te quedaste' : `${by} se quedó`;
    const played = play ? ` con ${play}` : '';
    return decider === null
      ? `${who} sin fichas${played}. Ahora no hay nada que jugar: impugna la jugada (**Impugnar**, o \`/scrabble challenge\`) si dudas de una palabra, o acéptala (**Aceptar la jugada**) para terminar la partida.`
      : `${who} sin fichas${played}. Ahora no hay nada que jugar: ${decider} decide si impugna la jugada o la acepta.`;
  },
  noPlay: (rack, waiting) => `No hay ninguna jugada posible con tu atril (${rack}) en este tablero.${waiting ? notYourTurn : ''}`,
  hints: (rack, hints, waiting) => {
    const heading = hints[0]?.endgame
      ? `Las mejores jugadas para tu atril (${rack}). La bolsa está vacía, así que la primera es la respuesta de la búsqueda de final: deduce el otro atril de las fichas por ver y juega los dos atriles hasta el final. Las demás van por valoración: los puntos más lo que valen las fichas que te quedas.`
      : `Las mejores jugadas para tu atril (${rack}), por valoración: los puntos más lo que valen las fichas que te quedas.`;
    return `${heading}\n${hints.map((h, i) => hint(h, i + 1)).join('\n')}${waiting ? notYourTurn : ''}`;
  },
  move: (m: MoveAnalysis, n: number) => {
    const played = `${n}. ${m.rack}: ${turn(m.played)}`;
    return m.wasBest ? `${played}: la mejor ✓` : `${played}; la mejor: ${turn(m.best)} (${keeps(m.best)}), −${decimal(m.equityLost)}`;
  },
  gameTitle: (game, name) => (game !== null ? `Partida ${game}` : name !== null ? `La partida de ${name}` : 'Tu partida'),
  summary: (title, s) => {
    const misses = s.biggestMisses.map((m) => `${turn(m.played)} (la mejor: ${turn(m.best)}, −${decimal(m.equityLost)})`);
    return s.moves === 0
      ? `${title}: no hay jugadas que analizar.`
      : `${title}: ${s.bestMoves} de ${s.moves} ${agree(s.moves, 'jugada', 'jugadas')} ${agree(s.bestMoves, 'fue', 'fueron')} la mejor posible; ${decimal(s.totalEquityLost)} puntos de valoración perdidos en total (${decimal(s.meanEquityLost)} por jugada).${misses.length ? ` Los mayores fallos: ${misses.join('; ')}.` : ''}`;
  },
  missesOnly: 'Las jugadas que fueron la mejor se omiten para abreviar.',
  costliestOnly: 'Solo se muestran los fallos más caros, para abreviar.',
  movesField: (title, continued) => `${title}: jugadas${continued ? ' (continuación)' : ''}`,
  analysisTitle: (name) => `Análisis de ${name}`,
  method: 'Cada jugada se compara con la mejor por valoración (los puntos más el valor de las fichas que te quedas), según la computadora; −N es la valoración perdida.',
  analysisIntro: (name) => (name !== null ? `Cómo jugó ${name}, jugada a jugada.` : 'Cómo jugaste, jugada a jugada (solo lo ves tú).'),
};
