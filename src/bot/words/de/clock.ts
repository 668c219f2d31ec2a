/** Turn clocks in German: the pace, the time left, and reminders. */
import type { ClockWords } from '../types.js';
import type { PaceId } from '../../../games/clock.js';
import { form } from './common.js';

/** A duration as a player reads it: `2 Std. 05 Min.`, `4 Min. 30 Sek.`, `45 Sek.`, `1 Tag 3 Std.`. */
function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} ${form(d, 'Tag', 'Tage')}${h > 0 ? ` ${h} Std.` : ''}`;
  if (h > 0) return `${h} Std. ${String(m).padStart(2, '0')} Min.`;
  if (m > 0) return `${m} Min.${sec > 0 ? ` ${String(sec).padStart(2, '0')} Sek.` : ''}`;
  return `${sec} Sek.`;
}

/** Discord shows `<t:…:R>` in each reader's own words and time zone ("in 5 Minuten"). */
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** The paces by the names the `/scrabble new pace:` menu gives them. */
const PACES: Record<Exclude<PaceId, 'none'>, string> = { live: 'Live', relaxed: 'Gemütlich', correspondence: 'Fernpartie' };

export const clock: ClockWords = {
  duration,
  pace: (c) => {
    const what = c.timeout === 'forfeit' ? `wird der Zug gepasst; ${c.forfeitAfter}-mal in Folge heißt: Partie verloren` : 'wird der Zug gepasst';
    return `${PACES[c.pace as Exclude<PaceId, 'none'>] ?? c.pace}: ${duration(c.perTurnMs)} pro Zug plus ${duration(c.bankMs)} Reserve. Wenn die Zeit abläuft, ${what}.`;
  },
  line: (name, turnLeftMs, bankLeftMs, deadline) =>
    `**${name}**: noch ${duration(turnLeftMs)} für diesen Zug, danach ${duration(bankLeftMs)} Reserve. Die Zeit läuft ${relative(deadline)} ab.`,
  halfTime: (who, deadline) => `${who}, die Hälfte deiner Zeit für diesen Zug ist um.${deadline !== null ? ` Die Zeit läuft ${relative(deadline)} ab.` : ''}`,
  nudge: (who, by, deadline) => `${who}, ${by ?? 'jemand aus der Partie'} wartet auf deinen Zug.${deadline !== null ? ` Die Zeit läuft ${relative(deadline)} ab.` : ''}`,
};
