/** Turn clocks in French: the pace, the time left, and reminders. */
import type { PaceId } from '../../../games/clock.js';
import type { ClockWords } from '../types.js';

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`, `1 j 3 h`. */
function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} j${h > 0 ? ` ${h} h` : ''}`;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m > 0) return `${m} min${sec > 0 ? ` ${String(sec).padStart(2, '0')} s` : ''}`;
  return `${sec} s`;
}

/** Discord shows `<t:…:R>` in each reader's own words and time zone ("dans 5 minutes"). */
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** The paces by the names the host picked them by (`/scrabble new pace:`). */
const PACES: Record<PaceId, string> = { live: 'En direct', relaxed: 'Tranquille', correspondence: 'Par correspondance', none: 'Sans pendule' };

const runsOut = (deadline: number | null) => (deadline !== null ? ` Le temps sera écoulé ${relative(deadline)}.` : '');

export const clock: ClockWords = {
  duration,
  pace: (c) => {
    const what = c.timeout === 'forfeit' ? `le tour est passé ; au bout de ${c.forfeitAfter} fois d'affilée, la partie est perdue par forfait` : 'le tour est passé';
    return `${PACES[c.pace]} : ${duration(c.perTurnMs)} par coup, plus une réserve de ${duration(c.bankMs)}. Quand le temps est écoulé, ${what}.`;
  },
  line: (name, turnLeftMs, bankLeftMs, deadline) =>
    `**${name}** : encore ${duration(turnLeftMs)} pour ce tour, puis ${duration(bankLeftMs)} en réserve. Le temps sera écoulé ${relative(deadline)}.`,
  halfTime: (who, deadline) => `${who}, la moitié de ton temps pour ce tour est passée.${runsOut(deadline)}`,
  nudge: (who, by, deadline) => `${who}, ${by ?? 'un autre joueur'} attend ton coup.${runsOut(deadline)}`,
};
