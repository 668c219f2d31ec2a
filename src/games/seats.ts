/**
 * Computer seats. A computer player's id names its level and its number among the
 * computers of the game (`computer:club:1`): a Discord user id is digits only, so the
 * two never collide, and whatever holds the id (a lobby, a game, an archive entry) can
 * tell a computer from a person without anything else stored.
 */
import { findLevel, LEVELS, type LevelId } from '../ai/levels.js';
import type { GameState, Player } from '../engine/index.js';

export type { LevelId } from '../ai/levels.js';

const PREFIX = 'computer:';

/** A game's player as the hub stores it: computer seats say so, with their level, for stats and front ends. */
export type SeatPlayer = Player & { kind?: 'computer'; level?: LevelId };

export const isComputerId = (id: string): boolean => id.startsWith(PREFIX);

/** The level of a computer seat, or null for a person (or an id this version cannot read). */
export function computerLevel(id: string): LevelId | null {
  if (!isComputerId(id)) return null;
  return findLevel(id.slice(PREFIX.length).split(':')[0] ?? '')?.id ?? null;
}

/** `Computer (Club)`, `Computer 2 (Club)` for the second computer at that level in one game. */
export function computerName(id: string): string {
  const level = computerLevel(id);
  const n = Number(id.split(':')[2] ?? '1');
  return `Computer${n > 1 ? ` ${n}` : ''} (${level ? LEVELS[level].name : 'unknown level'})`;
}

/** A new computer seat at `level` beside the ids already seated. */
export function newComputer(level: LevelId, seated: readonly { id: string }[]): { id: string; name: string } {
  let n = 1;
  while (seated.some((p) => p.id === `${PREFIX}${level}:${n}`)) n++;
  const id = `${PREFIX}${level}:${n}`;
  return { id, name: computerName(id) };
}

/** The game's players, computer seats marked with `kind` and `level` (the engine keeps only id and name). */
export function markSeats(players: readonly Player[]): SeatPlayer[] {
  return players.map((p) => {
    const level = computerLevel(p.id);
    return level ? { id: p.id, name: p.name, kind: 'computer' as const, level } : { id: p.id, name: p.name };
  });
}

/** Seats played by a person (resigned or not). */
export const humanSeats = (g: GameState): number[] => g.players.map((_, i) => i).filter((i) => !isComputerId(g.players[i]!.id));
