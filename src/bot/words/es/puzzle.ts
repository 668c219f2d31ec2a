/** The daily puzzle in Spanish: the puzzle's message and image, an answer's result, the leaderboard. */
import type { SpelledMove } from '../../../engine/index.js';
import type { PuzzlePlayWords, PuzzleWords } from '../types.js';
import { blankNote } from './common.js';
import { agree, decimal, plural } from './plural.js';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** `2026-11-25` as `25 de noviembre de 2026`. */
const day = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} de ${MONTHS[(m ?? 1) - 1]} de ${y}`;
};

const word = (p: SpelledMove): string => {
  const note = blankNote(p.word);
  return `**${p.word}** (${p.square})${note ? ` (${note})` : ''}`;
};

const valued = (p: PuzzlePlayWords): string => `${word(p.play)} por ${plural(p.score, 'punto', 'puntos')} (valoración ${decimal(p.equity)})`;

export const puzzle: PuzzleWords = {
  you: 'Tú',
  opponent: 'Rival',
  rackLabel: 'Tu atril',
  puzzle: (date, turn, [you, them], bag, tiles) => [
    `**Reto diario, ${day(date)}.** Turno ${turn} de una partida de torneo: tienes ${you}, tu rival ${them}, y en la bolsa ${agree(bag, 'queda', 'quedan')} ${plural(bag, 'ficha', 'fichas')}. Tu atril: ${tiles}.`,
    'Encuentra la mejor jugada por valoración (sus puntos más lo que valen las fichas que te quedas) y responde con `/puzzle answer:8H PALABRA`: una respuesta al día, que solo ves tú. La mejor jugada da 100 puntos, y cada punto de valoración por debajo resta 5.',
  ].join('\n'),
  revealed: (date, byEquity, byScore) => `Solución del reto del ${day(date)}: ${valued(byEquity)}; la mejor por puntos era ${valued(byScore)}.`,
  imageDescription: (tiles) => `El reto diario: el tablero, las puntuaciones y tu atril (${tiles}).`,
  scored: (answer, best, byScore, lost, points) => [
    `Tu respuesta: ${valued(answer)}.`,
    lost === 0 ? 'Es la mejor jugada por valoración.' : `La mejor jugada por valoración: ${valued(best)}. Quedaste ${decimal(lost)} puntos de valoración por debajo.`,
    `La mejor jugada por puntos: ${valued(byScore)}.`,
    `**${plural(points, 'punto', 'puntos')}** (100 − 5 × valoración perdida, nunca menos de 0). Mira cómo le va al servidor con \`/puzzle show:leaderboard\`; la solución se publica mañana.`,
  ].join('\n'),
  already: (answer, points) => `Ya respondiste al reto de hoy con ${word(answer)} y obtuviste ${plural(points, 'punto', 'puntos')}. A medianoche (UTC) llega un reto nuevo.`,
  notCounted: 'Esa respuesta no contó: todavía puedes responder al reto de hoy.',
  leaderboardTitle: 'Reto diario: la clasificación de este servidor',
  standing: (s) => `**${s.rank}.** ${s.name} · ${plural(s.points, 'punto', 'puntos')} · ${plural(s.answers, 'respuesta', 'respuestas')} · racha ${s.streak} (mejor ${s.bestStreak})`,
  yourStanding: (line) => (line === null ? 'Todavía no has respondido a ningún reto en este servidor.' : `Tú: ${line}`),
  noAnswers: 'Nadie en este servidor ha respondido todavía al reto diario: `/puzzle` muestra el de hoy.',
  leaderboardFooter: 'Puntos: 100 por la mejor jugada por valoración, 5 menos por cada punto de valoración por debajo. Una racha cuenta los días seguidos con respuesta, hasta hoy o ayer.',
};
