/** Turn clocks in English: the pace, the time left, and reminders. */
import type { ClockWords } from '../types.js';

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`. */
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

/** Discord shows `<t:…:R>` in each reader's own words and time zone ("in 5 minutes"). */
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

export const clock: ClockWords = {
  duration,
  pace: (c) => {
    const what = c.timeout === 'forfeit' ? `the turn is passed; ${c.forfeitAfter} in a row forfeit the game` : 'the turn is passed';
    return `${c.pace[0]!.toUpperCase()}${c.pace.slice(1)}: ${duration(c.perTurnMs)} a move plus a ${duration(c.bankMs)} bank. When time runs out, ${what}.`;
  },
  line: (name, turnLeftMs, bankLeftMs, deadline) =>
    `**${name}**: ${duration(turnLeftMs)} left this turn, then ${duration(bankLeftMs)} in the bank. Time runs out ${relative(deadline)}.`,
  halfTime: (who, deadline) => `${who}, half of your time for this turn is gone.${deadline !== null ? ` Time runs out ${relative(deadline)}.` : ''}`,
  nudge: (who, by, deadline) => `${who}, ${by ?? 'another player'} is waiting for your move.${deadline !== null ? ` Time runs out ${relative(deadline)}.` : ''}`,
};
