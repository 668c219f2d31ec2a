/** Turn clocks in words (words.clock): the pace, the time left, and reminders. */
import type { GameState } from '../../engine/index.js';
import type { ClockSettings, ClockView, Reminder } from '../../games/clock.js';
import { words } from '../words/index.js';
import { escapeMarkdown } from '../words/text.js';
import { mention, type Reply } from './reply.js';

/** The pace the host picked, in a line: allowance, bank, and what a time-out does. */
export const paceLine = (c: ClockSettings): string => words.clock.pace(c);

/** A duration as a player reads it: `2 h 05 min`, `4 min 30 s`, `45 s`. */
export const duration = (ms: number): string => words.clock.duration(ms);

/** Whose clock runs and what is left: this turn's allowance, then the bank. */
export function clockLine(s: GameState, c: ClockView): string {
  return words.clock.line(escapeMarkdown(s.players[c.player]?.name ?? '?'), c.turnLeftMs, c.bankLeftMs, c.deadline);
}

/** A clock's half-time reminder, or a player's nudge: the player to move, mentioned (pinged only if they allow it). */
export function reminderMessage(r: Reminder, by?: string): Reply {
  const who = mention(r.userId);
  const content = r.kind === 'half-time' ? words.clock.halfTime(who, r.deadline) : words.clock.nudge(who, by ?? null, r.deadline);
  return { content, mentions: r.ping ? [r.userId] : [] };
}
