/**
 * The rules of a lobby, apart from any front end: who may join, the seat limit, and
 * the age the youngest-first rule needs (asked for, checked, and dropped at the deal).
 */
import { fail, done, type Outcome } from './problems.js';
import { agesNeeded, findPreset, type GameState, type Rules } from '../engine/index.js';
import type { ClockSettings } from './clock.js';
import type { Lobby, Rematch } from './record.js';
import type { User } from './ports.js';
import { isComputerId, newComputer, type LevelId } from './seats.js';

export const MIN_AGE = 1;
export const MAX_AGE = 120;

export const needsAges = (lobby: Lobby): boolean => agesNeeded(lobby.rules);

const validAge = (age: number): boolean => Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;

/**
 * A player joins, or a seated player (the host, say) gives the age the rules need.
 * `age` is null when none was given.
 */
export function joinLobby(lobby: Lobby, user: User, age: number | null): Outcome<Lobby> {
  const seated = lobby.players.some((p) => p.id === user.id);
  const ages = needsAges(lobby);
  if (seated) {
    if (!ages || age === null) return fail({ code: 'already-joined' });
    if (!validAge(age)) return fail({ code: 'bad-age' });
    return done({ ...lobby, players: lobby.players.map((p) => (p.id === user.id ? { ...p, age } : p)) });
  }
  const full = seatsFree(lobby, user.id);
  if (!full.ok) return full;
  if (ages && age === null) return fail({ code: 'age-needed' });
  if (ages && !validAge(age!)) return fail({ code: 'bad-age' });
  const joined = { ...lobby, players: [...lobby.players, { id: user.id, name: user.name, ...(ages ? { age: age! } : {}) }] };
  return done(lobby.rematch ? { ...joined, rematch: answered(lobby.rematch, user.id) } : joined);
}

/** A seat for `userId` (a computer: null): refused when the seats left are kept for a rematch's invited players. */
function seatsFree(lobby: Lobby, userId: string | null): Outcome<null> {
  const kept = lobby.rematch?.invited.filter((p) => p.id !== userId).length ?? 0;
  if (lobby.players.length >= lobby.rules.maxPlayers) return fail({ code: 'lobby-full', limit: lobby.rules.maxPlayers });
  if (lobby.players.length + kept >= lobby.rules.maxPlayers) return fail({ code: 'seats-kept', limit: lobby.rules.maxPlayers });
  return done(null);
}

/** Whether someone new could join: a seat neither taken nor kept for a rematch's invited player. */
export const hasOpenSeat = (lobby: Lobby): boolean => seatsFree(lobby, null).ok;

/** The rematch once `userId` has joined: no longer invited, nor among those who declined. */
const answered = (r: Rematch, userId: string): Rematch => ({
  ...r, invited: r.invited.filter((p) => p.id !== userId), declined: r.declined.filter((p) => p.id !== userId),
});

/** A seated player leaves; a rematch's invited player declines, and their seat is free. */
export function leaveLobby(lobby: Lobby, user: User): Outcome<Lobby> {
  if (lobby.hostId === user.id) return fail({ code: 'host-cannot-leave' });
  const invited = lobby.rematch?.invited.find((p) => p.id === user.id);
  if (invited) return done({ ...lobby, rematch: { ...answered(lobby.rematch!, user.id), declined: [...lobby.rematch!.declined, invited] } });
  if (!lobby.players.some((p) => p.id === user.id)) return fail({ code: 'not-in-lobby' });
  return done({ ...lobby, players: lobby.players.filter((p) => p.id !== user.id) });
}

/**
 * The host seats a computer player at `level`. Under the youngest-first rule a computer
 * has no age to give: it joins after the people, who then start by age among themselves.
 */
export function addComputer(lobby: Lobby, user: User, level: LevelId): Outcome<Lobby> {
  if (lobby.hostId !== user.id) return fail({ code: 'computer-host-only' });
  const free = seatsFree(lobby, null);
  if (!free.ok) return free;
  return done({ ...lobby, players: [...lobby.players, newComputer(level, lobby.players)] });
}

/** The host takes a computer player (by its seat id) out of the lobby. */
export function removeComputer(lobby: Lobby, user: User, id: string): Outcome<Lobby> {
  if (lobby.hostId !== user.id) return fail({ code: 'computer-host-only' });
  if (!isComputerId(id) || !lobby.players.some((p) => p.id === id)) return fail({ code: 'computer-not-seated' });
  return done({ ...lobby, players: lobby.players.filter((p) => p.id !== id) });
}

/**
 * A rematch of a finished game, as the player who asked for it opens it: the same rules,
 * clock and hints, the computer seats kept, the asker seated and host, and every other
 * person who played offered their seat (kept for them until they join or decline).
 */
export function rematchLobby(
  last: GameState, of: string, user: User, settings: { hints: boolean; clock: ClockSettings | null; createdAt: number; messageId?: string },
): Lobby {
  const asker = last.players.find((p) => p.id === user.id);
  const computers = last.players.filter((p) => isComputerId(p.id)).map((p) => ({ id: p.id, name: p.name }));
  const invited = last.players.filter((p) => p.id !== user.id && !isComputerId(p.id)).map((p) => ({ id: p.id, name: p.name }));
  return {
    hostId: user.id,
    rules: lobbyRulesOf(last.rules),
    players: [{ id: user.id, name: asker?.name ?? user.name }, ...computers],
    createdAt: settings.createdAt,
    ...(settings.hints ? { hints: true } : {}),
    ...(settings.messageId ? { messageId: settings.messageId } : {}),
    ...(settings.clock ? { clock: settings.clock } : {}),
    rematch: { of, invited, declined: [] },
  };
}

/** A game's rules for a new lobby: a game dealt with its first player given (by an earlier rematch) goes back to its rule set's way of choosing. */
function lobbyRulesOf(rules: Rules): Rules {
  return rules.firstPlayer === 'given' ? { ...rules, firstPlayer: findPreset(rules.preset)?.rules.firstPlayer ?? 'draw' } : rules;
}
