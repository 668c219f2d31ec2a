/**
 * A server's games as lists, apart from any front end: a player's own (seats in running
 * games, places in lobbies), and every running game and open lobby for anyone to watch
 * or join. Built from the server's records (GameStore.guildRecords), in the order shown.
 */
import type { Rules } from '../engine/index.js';
import { clockView, type ClockView } from './clock.js';
import { hasOpenSeat } from './lobby.js';
import { isActivePlayer, seatOf } from './policy.js';
import type { ChannelRecord } from './record.js';

export interface GameEntry {
  kind: 'game';
  /** The channel or thread the game lives in. */
  channelId: string;
  players: { id: string; name: string; score: number }[];
  /** The reader's seat, or -1 when they do not play in it. */
  seat: number;
  /** Whose move it is (between the games of a match: who starts the next). */
  toMove: number;
  /** Game 1 of a match is over and game 2 waits to be started. */
  betweenGames: boolean;
  rules: Rules;
  /** The clock of the player to move, when the game has one. */
  clock: ClockView | null;
  /** When the turn began (epoch ms): the last move, or the deal. */
  lastMoveAt: number;
}

export interface LobbyEntry {
  kind: 'lobby';
  channelId: string;
  hostId: string;
  hostName: string;
  players: number;
  rules: Rules;
  /** Whether the reader has a place in it. */
  joined: boolean;
  createdAt: number;
}

export type ListEntry = GameEntry | LobbyEntry;

const isRunning = (r: ChannelRecord) => r.game !== null && r.game.status !== 'over';

/**
 * When the turn began. A running clock knows it to the millisecond; otherwise the
 * record's last write, which a move is (a nudge or a delivered board also writes it,
 * moments after the move it concerns).
 */
const turnStart = (r: ChannelRecord) => (r.clock && r.clock.player >= 0 ? r.clock.startedAt : r.updatedAt);

function gameEntry(r: ChannelRecord, userId: string | null, now: number): GameEntry {
  const g = r.game!;
  return {
    kind: 'game',
    channelId: r.channelId,
    players: g.players.map((p, i) => ({ id: p.id, name: p.name, score: g.scores[i] ?? 0 })),
    seat: userId === null ? -1 : seatOf(g, userId),
    toMove: g.turn,
    betweenGames: g.status === 'between-games',
    rules: g.rules,
    clock: g.status === 'playing' ? clockView(r.clock, now) : null,
    lastMoveAt: turnStart(r),
  };
}

function lobbyEntry(r: ChannelRecord, userId: string | null): LobbyEntry {
  const l = r.lobby!;
  return {
    kind: 'lobby',
    channelId: r.channelId,
    hostId: l.hostId,
    hostName: l.players.find((p) => p.id === l.hostId)?.name ?? l.hostId,
    players: l.players.length,
    rules: l.rules,
    joined: userId !== null && l.players.some((p) => p.id === userId),
    createdAt: l.createdAt,
  };
}

/**
 * The user's games: those where it is their turn first, then the others; in each group the
 * game waiting longest first (the move most overdue, or the opponent to nudge); then the
 * lobbies they wait in, oldest first. Seats they resigned are no longer theirs to play.
 */
export function myGames(records: readonly ChannelRecord[], userId: string, now: number): ListEntry[] {
  const games = records.filter((r) => isRunning(r) && isActivePlayer(r.game!, seatOf(r.game!, userId))).map((r) => gameEntry(r, userId, now));
  const yours = (e: GameEntry) => (e.toMove === e.seat ? 0 : 1);
  games.sort((a, b) => yours(a) - yours(b) || a.lastMoveAt - b.lastMoveAt || a.channelId.localeCompare(b.channelId));
  const lobbies = records.filter((r) => r.lobby && !isRunning(r)).map((r) => lobbyEntry(r, userId)).filter((e) => e.joined);
  lobbies.sort((a, b) => a.createdAt - b.createdAt || a.channelId.localeCompare(b.channelId));
  return [...games, ...lobbies];
}

/**
 * Every running game of the server, the liveliest (latest move) first, for anyone to
 * watch; then the lobbies with a seat free, newest first. `userId`: the reader, whose own
 * seat is worded as theirs.
 */
export function serverGames(records: readonly ChannelRecord[], userId: string | null, now: number): ListEntry[] {
  const games = records.filter(isRunning).map((r) => gameEntry(r, userId, now));
  games.sort((a, b) => b.lastMoveAt - a.lastMoveAt || a.channelId.localeCompare(b.channelId));
  const lobbies = records.filter((r) => r.lobby && !isRunning(r) && hasOpenSeat(r.lobby)).map((r) => lobbyEntry(r, userId));
  lobbies.sort((a, b) => b.createdAt - a.createdAt || a.channelId.localeCompare(b.channelId));
  return [...games, ...lobbies];
}
