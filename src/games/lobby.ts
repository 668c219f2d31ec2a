/**
 * The rules of a lobby, apart from any front end: who may join, the seat limit, and
 * the age the youngest-first rule needs (asked for, checked, and dropped at the deal).
 */
import { fail, done, type Outcome } from './problems.js';
import type { Lobby } from './record.js';
import type { User } from './ports.js';
import { isComputerId, newComputer, type LevelId } from './seats.js';

export const MIN_AGE = 1;
export const MAX_AGE = 120;

export const needsAges = (lobby: Lobby): boolean => lobby.rules.firstPlayer === 'youngest';

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
  if (lobby.players.length >= lobby.rules.maxPlayers) return fail({ code: 'lobby-full', limit: lobby.rules.maxPlayers });
  if (ages && age === null) return fail({ code: 'age-needed' });
  if (ages && !validAge(age!)) return fail({ code: 'bad-age' });
  return done({ ...lobby, players: [...lobby.players, { id: user.id, name: user.name, ...(ages ? { age: age! } : {}) }] });
}

export function leaveLobby(lobby: Lobby, user: User): Outcome<Lobby> {
  if (lobby.hostId === user.id) return fail({ code: 'host-cannot-leave' });
  if (!lobby.players.some((p) => p.id === user.id)) return fail({ code: 'not-in-lobby' });
  return done({ ...lobby, players: lobby.players.filter((p) => p.id !== user.id) });
}

/**
 * The host seats a computer player at `level`. Under the youngest-first rule a computer
 * has no age to give: it joins after the people, who then start by age among themselves.
 */
export function addComputer(lobby: Lobby, user: User, level: LevelId): Outcome<Lobby> {
  if (lobby.hostId !== user.id) return fail({ code: 'computer-host-only' });
  if (lobby.players.length >= lobby.rules.maxPlayers) return fail({ code: 'lobby-full', limit: lobby.rules.maxPlayers });
  return done({ ...lobby, players: [...lobby.players, newComputer(level, lobby.players)] });
}

/** The host takes a computer player (by its seat id) out of the lobby. */
export function removeComputer(lobby: Lobby, user: User, id: string): Outcome<Lobby> {
  if (lobby.hostId !== user.id) return fail({ code: 'computer-host-only' });
  if (!isComputerId(id) || !lobby.players.some((p) => p.id === id)) return fail({ code: 'computer-not-seated' });
  return done({ ...lobby, players: lobby.players.filter((p) => p.id !== id) });
}
