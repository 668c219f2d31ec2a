/**
 * Turn clocks. The clock of a game lives in its channel record (so it survives a
 * restart and is written in the same compare-and-set as the move that starts a turn);
 * the pure functions here move it on, and `ClockSweeper` (clock-sweeper.ts) acts on
 * deadlines that have passed, through the hub, so two processes never both act on one:
 * the loser's write is stale and dropped. The engine only sees the result, a 'time-out' action.
 */
import type { GameState } from '../engine/index.js';
import { isComputerId } from './seats.js';

export type PaceId = 'live' | 'relaxed' | 'correspondence' | 'none';
/** What happens when a clock runs out: the turn is passed, or after `forfeitAfter` in a row the player forfeits. */
export type TimeoutRule = 'pass' | 'forfeit';

export interface ClockSettings {
  pace: PaceId;
  /** Time each turn may take before the bank is drawn on. */
  perTurnMs: number;
  /** A player's reserve for the whole game, spent only once a turn's allowance is used up. */
  bankMs: number;
  timeout: TimeoutRule;
  /** Under 'forfeit': time-outs in a row that forfeit the game. */
  forfeitAfter: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Paces offered at `/scrabble new`: per-turn allowance plus a bank, as correspondence play on Woogles works. */
export const PACES: Record<Exclude<PaceId, 'none'>, { perTurnMs: number; bankMs: number }> = {
  live: { perTurnMs: 3 * MINUTE, bankMs: 10 * MINUTE },
  relaxed: { perTurnMs: HOUR, bankMs: 4 * HOUR },
  correspondence: { perTurnMs: 24 * HOUR, bankMs: 72 * HOUR },
};

export const DEFAULT_FORFEIT_AFTER = 3;

/**
 * The settings for a pace, or null for none. `scale` shortens every duration (the
 * CLOCK_SCALE setting: end-to-end tests play a live game in seconds).
 */
export function clockSettings(pace: PaceId, timeout: TimeoutRule = 'pass', scale = 1): ClockSettings | null {
  if (pace === 'none') return null;
  const p = PACES[pace];
  return { pace, perTurnMs: Math.round(p.perTurnMs * scale), bankMs: Math.round(p.bankMs * scale), timeout, forfeitAfter: DEFAULT_FORFEIT_AFTER };
}

/** CLOCK_SWEEP_MS (how often deadlines are looked for) and CLOCK_SCALE (a factor on every pace), checked. */
export function clockEnv(env: Readonly<Record<string, string | undefined>>): { sweepMs: number; scale: number } {
  const sweep = env.CLOCK_SWEEP_MS?.trim() || '5000';
  const scale = env.CLOCK_SCALE?.trim() || '1';
  if (!/^\d+$/.test(sweep) || Number(sweep) < 100 || Number(sweep) > 60_000) {
    throw new Error(`CLOCK_SWEEP_MS must be a whole number of milliseconds from 100 to 60000, not "${sweep}".`);
  }
  if (!/^\d*\.?\d+$/.test(scale) || !(Number(scale) > 0) || Number(scale) > 1) throw new Error(`CLOCK_SCALE must be a number above 0 and at most 1, not "${scale}".`);
  return { sweepMs: Number(sweep), scale: Number(scale) };
}

/** A running (or stopped) clock, as stored in the channel record. */
export interface GameClock {
  settings: ClockSettings;
  /** Bank left per player, in ms. */
  banks: number[];
  /** The turn the clock runs for (see turnKey); '' once stopped. */
  turn: string;
  /** Whose clock runs; -1 when stopped. */
  player: number;
  startedAt: number;
  /** When the turn times out. */
  deadline: number;
  /** When the half-time reminder is due; null once sent. */
  remindAt: number | null;
  /** The next moment the sweep must act (reminder or deadline); null when stopped. Indexed by the store (see recordDue). */
  due: number | null;
}

/** How long a process sending the half-time reminder has before another one sends it. */
export const POST_LEASE_MS = 15_000;

/** Names a turn: a new move, a new player to act or game 2 of a match starts a new one. */
export function turnKey(g: GameState): string {
  return `${g.match?.game ?? 1}:${g.moveNumber}:${g.turn}`;
}

function stopped(c: GameClock): GameClock {
  return { ...c, turn: '', player: -1, remindAt: null, due: null };
}

/** A fresh clock for a game just dealt. */
export function startClock(settings: ClockSettings, game: GameState, now: number): GameClock {
  const idle: GameClock = { settings, banks: game.players.map(() => settings.bankMs), turn: '', player: -1, startedAt: now, deadline: now, remindAt: null, due: null };
  return advanceClock(idle, game, now);
}

/**
 * The clock after a change to the game: unchanged while the same turn goes on; else the
 * player whose turn ended pays what they went over their allowance from their bank, and
 * the next player's clock starts. Stops when the game (or game 1 of a match) is over.
 */
export function advanceClock(c: GameClock, game: GameState, now: number): GameClock {
  if (game.status !== 'playing') return c.turn === '' ? c : stopped(charge(c, now));
  const key = turnKey(game);
  if (key === c.turn) return c;
  const charged = charge(c, now);
  const player = game.turn;
  // A computer seat has no clock: it moves at once (after a restart, its sweep moves it), so nothing may time it out.
  if (isComputerId(game.players[player]!.id)) return { ...charged, turn: key, player: -1, startedAt: now, remindAt: null, due: null };
  const allowed = c.settings.perTurnMs + charged.banks[player]!;
  const remindAt = now + Math.floor(allowed / 2);
  return { ...charged, turn: key, player, startedAt: now, deadline: now + allowed, remindAt, due: remindAt };
}

function charge(c: GameClock, now: number): GameClock {
  if (c.player < 0) return c;
  const over = Math.max(0, now - c.startedAt - c.settings.perTurnMs);
  const banks = [...c.banks];
  banks[c.player] = Math.max(0, banks[c.player]! - over);
  return { ...c, banks };
}

/** What a clock wants done at `now`. */
export type ClockDue = { kind: 'time-out' } | { kind: 'remind' } | null;

export function dueAction(c: GameClock | undefined, now: number): ClockDue {
  if (!c || c.due === null || now < c.due || c.player < 0) return null;
  if (now >= c.deadline) return { kind: 'time-out' };
  if (c.remindAt !== null && now >= c.remindAt) return { kind: 'remind' };
  return null;
}

/** The next moment due for a clock's own timing (reminder, then deadline). */
const ownDue = (c: GameClock) => (c.player < 0 ? null : Math.min(c.remindAt ?? c.deadline, c.deadline));

/**
 * The clock while a process posts the half-time reminder: should it stop before the
 * reminder is out, the reminder is due again once the lease ends (so it may, rarely, be
 * sent twice; never lost). The deadline stays due as before.
 */
export function remindLeased(c: GameClock, now: number): GameClock {
  const next = { ...c, remindAt: now + POST_LEASE_MS };
  return { ...next, due: ownDue(next) };
}

/** The clock once its half-time reminder is sent. */
export function reminded(c: GameClock): GameClock {
  return { ...c, remindAt: null, due: c.deadline };
}

/** What a board shows of a running clock: whose it is and the time left, this turn's and the bank. */
export interface ClockView {
  player: number;
  /** Left of this turn's allowance. */
  turnLeftMs: number;
  /** Left in the bank once the allowance is gone. */
  bankLeftMs: number;
  deadline: number;
}

export function clockView(c: GameClock | undefined, now: number): ClockView | null {
  if (!c || c.player < 0) return null;
  const used = Math.max(0, now - c.startedAt);
  const turnLeftMs = Math.max(0, c.settings.perTurnMs - used);
  const bankLeftMs = Math.max(0, c.banks[c.player]! - Math.max(0, used - c.settings.perTurnMs));
  return { player: c.player, turnLeftMs, bankLeftMs, deadline: c.deadline };
}

/** A reminder the poster words: the player, why, and the deadline. */
export interface Reminder {
  userId: string;
  kind: 'half-time' | 'nudge';
  deadline: number | null;
  /** False when the player opted out of pings: mentioned, not pinged. */
  ping: boolean;
}
