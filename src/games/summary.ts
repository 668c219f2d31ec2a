/**
 * A game played in its own thread shows in the channel the thread belongs to as one
 * summary line (its words are the front end's): what it is at now, as data. The line
 * follows every change that alters it: the change owes it (outbox.ts), in its own write.
 */
import type { GameState } from '../engine/index.js';
import type { ChannelRecord, Lobby } from './record.js';

export interface SummaryPlayer {
  name: string;
  score: number;
}

export type GameSummary =
  /** Players gather: the host, who sits so far, the rule set. */
  | { state: 'lobby'; preset: string; host: string; players: string[] }
  /** Under way: whose turn it is (null between the games of a match), and the scores. */
  | { state: 'playing'; preset: string; turn: string | null; players: SummaryPlayer[] }
  /** Over: the final scores and who won (several on a tie). */
  | { state: 'over'; preset: string; players: SummaryPlayer[]; winners: string[] }
  /** Called off before it was played out. */
  | { state: 'cancelled'; preset: string | null };

export function lobbySummary(lobby: Lobby): GameSummary {
  const host = lobby.players.find((p) => p.id === lobby.hostId)?.name ?? lobby.players[0]?.name ?? '';
  return { state: 'lobby', preset: lobby.rules.preset, host, players: lobby.players.map((p) => p.name) };
}

export function gameSummary(game: GameState): GameSummary {
  const scores = game.result?.scores ?? game.scores;
  const players = game.players.map((p, i) => ({ name: p.name, score: scores[i] ?? 0 }));
  if (game.status === 'over') return { state: 'over', preset: game.rules.preset, players, winners: (game.result?.winners ?? []).map((i) => game.players[i]!.name) };
  return { state: 'playing', preset: game.rules.preset, turn: game.status === 'playing' ? game.players[game.turn]!.name : null, players };
}

/** What the record's summary line shows: its lobby while one gathers (a rematch's too), else its game; null for a record that is no thread's. */
export function summaryOf(r: Pick<ChannelRecord, 'thread' | 'lobby' | 'game'> | null): GameSummary | null {
  if (!r?.thread) return null;
  if (r.lobby) return lobbySummary(r.lobby);
  if (r.game) return gameSummary(r.game);
  return { state: 'cancelled', preset: r.thread.preset ?? null };
}

/** Whether the change from `before` to `after` alters what the summary line shows. */
export function summaryChanged(before: ChannelRecord | null, after: ChannelRecord): boolean {
  return JSON.stringify(summaryOf(before)) !== JSON.stringify(summaryOf(after));
}
