/** Turn clocks in words: the pace, the time left, and reminders. */
import type { GameState } from '../../engine/index.js';
import type { ClockSettings, ClockView, Reminder } from '../../games/clock.js';
import { escapeMarkdown } from '../words/text.js';
import { mention, type Reply } from './reply.js';

/** The pace the host picked, in a line: allowance, bank, and what a time-out does. */
export function paceLine(c: ClockSettings): string {
  const what = c.timeout === 'forfeit' ? `the turn is passed; ${c.forfeitAfter} in a row forfeit the game` : 'the turn is passed';
  return `${c.pace[0]!.toUpperCase()}${c.pace.slice(1)}: ${duration(c.perTurnMs)} a move plus a ${duration(c.bankMs)} bank. When time runs out, ${what}.`;
}

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`. */
export function duration(ms: number): string {
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

/** Whose clock runs and what is left: this turn's allowance, then the bank. */
export function clockLine(s: GameState, c: ClockView): string {
  const name = escapeMarkdown(s.players[c.player]?.name ?? '?');
  return `**${name}**: ${duration(c.turnLeftMs)} left this turn, then ${duration(c.bankLeftMs)} in the bank. Time runs out ${relative(c.deadline)}.`;
}

/** A clock's half-time reminder, or a player's nudge: the player to move, mentioned (pinged only if they allow it). */
export function reminderMessage(r: Reminder, by?: string): Reply {
  const who = mention(r.userId);
  const when = r.deadline !== null ? ` Time runs out ${relative(r.deadline)}.` : '';
  const content = r.kind === 'half-time'
    ? `${who}, half of your time for this turn is gone.${when}`
    : `${who}, ${by ?? 'another player'} is waiting for your move.${when}`;
  return { content, mentions: r.ping ? [r.userId] : [] };
}
