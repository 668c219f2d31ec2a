/**
 * Stats and ratings of a server, folded from its archive of finished games. The
 * archive holds each game once (its id is the key, archiving again changes nothing),
 * so folding it counts every game exactly once, whichever process finished it and
 * however often the bot restarted; no second counter can drift from it. The book
 * listens to the hub's 'game-finished' to drop what it computed for that server.
 *
 * Cancelled games are never archived, so never counted. Games with a computer seat
 * count in the people's stats but are not rated. A resignation or a forfeit on time
 * loses to every player still in the game.
 */
import { spellMoveFromWords, type GameEvent, type GameState } from '../engine/index.js';
import type { HubEventBus } from './events.js';
import { INITIAL, rate, type Opposed, type Rating } from './ratings.js';
import type { ArchivedGame } from './record.js';
import type { GameStore } from './store.js';

/** Fewer rated games than this: the rating is shown as provisional. */
export const PROVISIONAL_GAMES = 5;
/** Most archived games a server's stats are folded from. */
export const ARCHIVE_WINDOW = 100_000;

export interface PlayerStats {
  id: string;
  name: string;
  games: number;
  wins: number;
  totalScore: number;
  /** `move` in notation; `word` its main word spelled out, `square` where it starts. */
  bestMove: { move: string; score: number; word: string; square: string } | null;
  bingos: number;
  highestGame: number | null;
  /** Per rule set (preset id): games and wins. */
  byRules: Record<string, { games: number; wins: number }>;
}

export interface RatingRow {
  id: string;
  name: string;
  rating: Rating;
  games: number;
  provisional: boolean;
}

/** Ratings are kept apart per word list and rule set (preset id): a family. */
export interface RatingFamily {
  lexicon: string;
  preset: string;
}

/** One family's rated players, by id. */
export interface RatingTable {
  family: RatingFamily;
  players: Map<string, RatingRow>;
}

export interface ServerSummary {
  games: number;
  players: Map<string, PlayerStats>;
  /** Per family, the rated players; in the order each family was first rated. */
  ratings: RatingTable[];
}

/** The rated players of a family, or undefined when it has no rated game. */
export function ratingsOf(ratings: readonly RatingTable[], family: RatingFamily): Map<string, RatingRow> | undefined {
  return ratings.find((t) => t.family.lexicon === family.lexicon && t.family.preset === family.preset)?.players;
}

const isComputer = (p: { id: string; kind?: string }) => p.kind === 'computer';

/** Every event of the game, both games of a match included. */
function eventsOf(g: GameState): GameEvent[] {
  return g.match ? g.match.records.flat() : g.history;
}

/** The final score of each seat (a match: its totals). */
const finalScores = (g: GameState) => g.match?.totals ?? g.result?.scores ?? g.scores;
const winnersOf = (g: GameState) => g.match?.winners ?? g.result?.winners ?? [];

/** Score of seat i against seat j: 1, 0.5 or 0. Leaving the game loses to anyone who stayed. */
export function pairScore(g: GameState, i: number, j: number): number {
  const ri = g.resigned[i]!;
  const rj = g.resigned[j]!;
  if (ri !== rj) return ri ? 0 : 1;
  const w = winnersOf(g);
  if (w.includes(i) !== w.includes(j)) return w.includes(i) ? 1 : 0;
  const s = finalScores(g);
  return s[i]! > s[j]! ? 1 : s[i]! < s[j]! ? 0 : 0.5;
}

/** Plays that stayed on the board, by player: a withdrawn phony is not a move. */
function placedMoves(events: GameEvent[]): { player: number; move: string; score: number; words: string[] }[] {
  const moves: { player: number; move: string; score: number; words: string[] }[] = [];
  for (const e of events) {
    if (e.type === 'place') moves.push({ player: e.player, move: e.move, score: e.score, words: e.words });
    if (e.type === 'withdrawn') {
      for (let k = moves.length - 1; k >= 0; k--) if (moves[k]!.player === e.player) { moves.splice(k, 1); break; }
    }
  }
  return moves;
}

/** A move's word and square as people read them; the notation's own parts should the words not spell it. */
function spelled(move: string, words: readonly string[]): { word: string; square: string } {
  const [square = '', written = ''] = move.split(' ');
  return spellMoveFromWords(move, words) ?? { square, word: written };
}

/** Tiles a move put down: the letters of its word that are not `.` (a tile already there). */
const tilesPlaced = (move: string) => [...(move.split(' ')[1] ?? '')].filter((c) => c !== '.').length;

export function summarize(archive: readonly ArchivedGame[]): ServerSummary {
  const seen = new Set<string>();
  const games = [...archive]
    .sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((a) => (seen.has(a.id) ? false : (seen.add(a.id), true)));
  const players = new Map<string, PlayerStats>();
  const ratings: RatingTable[] = [];
  for (const a of games) {
    const g = a.game;
    const scores = finalScores(g);
    const winners = winnersOf(g);
    const moves = placedMoves(eventsOf(g));
    const rack = g.rules.rackSize;
    g.players.forEach((p, i) => {
      if (isComputer(p)) return;
      const st = players.get(p.id) ?? { id: p.id, name: p.name, games: 0, wins: 0, totalScore: 0, bestMove: null, bingos: 0, highestGame: null, byRules: {} };
      const won = winners.length === 1 && winners[0] === i;
      st.name = p.name;
      st.games++;
      if (won) st.wins++;
      st.totalScore += scores[i]!;
      st.highestGame = Math.max(st.highestGame ?? -Infinity, scores[i]!);
      for (const m of moves) {
        if (m.player !== i) continue;
        if (!st.bestMove || m.score > st.bestMove.score) st.bestMove = { move: m.move, score: m.score, ...spelled(m.move, m.words) };
        if (tilesPlaced(m.move) >= rack) st.bingos++;
      }
      const r = (st.byRules[g.rules.preset] ??= { games: 0, wins: 0 });
      r.games++;
      if (won) r.wins++;
      players.set(p.id, st);
    });
    if (g.players.some(isComputer) || g.players.length < 2) continue;
    const family = { lexicon: g.rules.lexicon, preset: g.rules.preset };
    let table = ratingsOf(ratings, family);
    if (!table) ratings.push({ family, players: (table = new Map()) });
    const before = g.players.map((p) => table.get(p.id)?.rating ?? INITIAL);
    g.players.forEach((p, i) => {
      const opposed: Opposed[] = g.players.flatMap((_, j) => (j === i ? [] : [{ opponent: before[j]!, score: pairScore(g, i, j) }]));
      const played = (table.get(p.id)?.games ?? 0) + 1;
      table.set(p.id, { id: p.id, name: p.name, rating: rate(before[i]!, opposed), games: played, provisional: played < PROVISIONAL_GAMES });
    });
  }
  return { games: games.length, players, ratings };
}

/** A server's summary on demand, computed once until a game finishes there. */
export class StatsBook {
  private readonly cache = new Map<string, Promise<ServerSummary>>();

  constructor(private readonly store: GameStore, events?: HubEventBus) {
    // The subscriber: a finished game (already archived when this fires) makes the server's figures stale.
    events?.on('game-finished', (e) => {
      this.cache.delete(e.guildId ?? '');
    });
  }

  summary(guildId: string | null): Promise<ServerSummary> {
    const key = guildId ?? '';
    let s = this.cache.get(key);
    if (!s) {
      s = this.store.archived(guildId, ARCHIVE_WINDOW).then(summarize);
      // A failed read is not kept: the next ask tries the store again.
      s.catch(() => this.cache.delete(key));
      this.cache.set(key, s);
    }
    return s;
  }
}
