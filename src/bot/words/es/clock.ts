/** Turn clocks in Spanish: the pace, the time left, and reminders. */
import type { PaceId } from '../../../games/clock.js';
import type { ClockWords } from '../types.js';

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`, `2 d 3 h`. */
function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d${h > 0 ? ` ${h} h` : ''}`;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min${sec > 0 ? ` ${String(sec).padStart(2, '0')} s` : ''}`;
  return `${sec} s`;
}

/** Discord shows `<t:…:R>` in each reader's own words and time zone ("en 5 minutos"). */
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** The paces by the names `/scrabble new pace:` gives them. */
const PACES: Record<PaceId, string> = { live: 'En vivo', relaxed: 'Relajado', correspondence: 'Por correspondencia', none: 'Sin reloj' };

export const clock: ClockWords = {
  duration,
  pace: (c) => {
    const what = c.timeout === 'forfeit' ? `se pasa el turno; ${c.forfeitAfter} seguidos hacen perder la partida` : 'se pasa el turno';
    return `${PACES[c.pace]}: ${duration(c.perTurnMs)} por jugada más una reserva de ${duration(c.bankMs)}. Cuando se acaba el tiempo, ${what}.`;
  },
  line: (name, turnLeftMs, bankLeftMs, deadline) =>
    `**${name}**: le quedan ${duration(turnLeftMs)} en este turno y después ${duration(bankLeftMs)} de reserva. El tiempo se acaba ${relative(deadline)}.`,
  halfTime: (who, deadline) => `${who}, ya ha pasado la mitad de tu tiempo para este turno.${deadline !== null ? ` El tiempo se acaba ${relative(deadline)}.` : ''}`,
  nudge: (who, by, deadline) => `${who}, ${by ?? 'otro jugador'} está esperando tu jugada.${deadline !== null ? ` El tiempo se acaba ${relative(deadline)}.` : ''}`,
};
