/**
 * A server's puzzle standings from its answers: each player's points, answers, current
 * streak (days in a row answered, up to today or yesterday: a streak lives until a whole
 * day passes without an answer) and best streak.
 */

export interface AnswerEntry {
  date: string;
  userId: string;
  name: string;
  points: number;
}

export interface Standing {
  userId: string;
  /** The name of the player's latest answer. */
  name: string;
  points: number;
  answers: number;
  streak: number;
  bestStreak: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The UTC date (YYYY-MM-DD) of an instant in epoch ms. */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after (or before) `date`. */
export const addDays = (date: string, days: number): string => utcDate((dayNumber(date) + days) * DAY_MS);

/** Each player's standing on `today`, best first (points, then best streak, then answers, then name). */
export function standings(entries: readonly AnswerEntry[], today: string): Standing[] {
  const byUser = new Map<string, AnswerEntry[]>();
  for (const e of entries) {
    const list = byUser.get(e.userId) ?? [];
    list.push(e);
    byUser.set(e.userId, list);
  }
  const now = dayNumber(today);
  const out: Standing[] = [];
  for (const [userId, list] of byUser) {
    const days = [...new Set(list.map((e) => dayNumber(e.date)))].filter((d) => d <= now).sort((a, b) => a - b);
    let best = 0;
    let run = 0;
    for (let i = 0; i < days.length; i++) {
      run = i > 0 && days[i]! === days[i - 1]! + 1 ? run + 1 : 1;
      best = Math.max(best, run);
    }
    const last = days.at(-1);
    const streak = last !== undefined && now - last <= 1 ? run : 0;
    const latest = [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).at(-1)!;
    out.push({ userId, name: latest.name, points: list.reduce((s, e) => s + e.points, 0), answers: list.length, streak, bestStreak: best });
  }
  return out.sort((a, b) => b.points - a.points || b.bestStreak - a.bestStreak || b.answers - a.answers || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
