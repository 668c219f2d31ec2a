/**
 * A game's records as GCG, for other Scrabble software: one for a single game, and one
 * for each game of a match played so far (a match keeps each game's events as it ends).
 */
import { writeGcg } from '../engine/gcg-write.js';
import { gamesInMatch, type GameState } from '../engine/index.js';

/** One GCG record: a single game, or one game of a match. */
export interface GcgRecord {
  gcg: string;
  /** For a match: which game (1 or 2) of how many. */
  match?: { game: number; of: number };
}

/** The game's records; `matchTitle` names a match's game in its record (the front end's words). */
export function gcgRecords(game: GameState, matchTitle: (game: number, of: number) => string): GcgRecord[] {
  if (!game.match) return [{ gcg: writeGcg(game) }];
  const of = gamesInMatch(game.rules);
  return game.match.records.map((history, i) => ({
    gcg: writeGcg(game, { history, title: matchTitle(i + 1, of) }),
    match: { game: i + 1, of },
  }));
}
