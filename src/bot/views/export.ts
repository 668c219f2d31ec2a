/** Game records as files: GCG for other Scrabble software, named by players and date. */
import type { GcgRecord } from '../../games/export.js';
import { words } from '../words/index.js';
import type { Reply } from './reply.js';

/** How long one player's part of a file name may be, and all the players' parts together. */
const FILE_NAME_PLAYER = 20;
const FILE_NAME_PLAYERS = 64;

/** A player's name as a file name part: lower-case letters and digits joined by `-`, accents dropped, cut to length. */
function fileNamePart(name: string, seat: number): string {
  const part = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    .slice(0, FILE_NAME_PLAYER).replace(/-+$/, '');
  return part === '' ? `player-${seat + 1}` : part;
}

/**
 * A GCG record's file name: the day the game ended (UTC) and the players, in seat order,
 * in safe characters only: `scrabble-2026-11-25-alice-vs-bob.gcg`, a match's games
 * `...-game-1.gcg` and `...-game-2.gcg`.
 */
export function recordFileName(players: readonly string[], finishedAt: number, game?: number): string {
  const date = new Date(finishedAt).toISOString().slice(0, 10);
  const who = players.map(fileNamePart).join('-vs-').slice(0, FILE_NAME_PLAYERS).replace(/-+$/, '');
  return `scrabble-${date}-${who || 'game'}${game === undefined ? '' : `-game-${game}`}.gcg`;
}

/** A match's game as its record's title and its file's description: `Match, game 1 of 2`. */
export const matchGameTitle = (game: number, of: number): string => words.exports.matchGameTitle(game, of);

/** `/scrabble export`: the records of a finished game (of a match, each game played so far) between `players`, ended at `finishedAt`. */
export function exportFile(players: readonly string[], finishedAt: number, games: readonly GcgRecord[]): Reply {
  const files = games.map((g) => ({
    name: recordFileName(players, finishedAt, g.match?.game),
    data: Buffer.from(g.gcg, 'utf8'),
    ...(g.match ? { description: matchGameTitle(g.match.game, g.match.of) } : {}),
  }));
  const match = games[0]?.match;
  const content = !match
    ? words.exports.game
    : games.length > 1 ? words.exports.bothGames : words.exports.gameOfMatch(match.game, match.of);
  return { content, files };
}
