/** A player's settings, a server's history, stats, the leaderboard and exported records, in English. */
import type { ExportWords, StatsWords } from '../types.js';

const software = 'for Quackle, Macondo, Woogles and other Scrabble software';
const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

export const stats: StatsWords = {
  settings: (pings, changed) => {
    const now = pings
      ? 'Pings are **on**: I ping you when it is your turn and when your clock runs low.'
      : 'Pings are **off**: I write your name when it is your turn, without pinging you.';
    const how = pings ? 'Turn them off with `/scrabble settings pings:Off`.' : 'Turn them back on with `/scrabble settings pings:On`.';
    return `${changed ? 'Saved. ' : ''}${now} ${how}`;
  },
  noHistory: 'No finished games in this server yet. Games are listed here once they are over.',
  historyTitle: 'Recent games in this server',
  historyFooter: 'Get a game\'s record as GCG with /scrabble history game:<number>.',
  historyLine: (n, scores, rules, lexicon, finishedAt) => `**${n}.** ${scores}\n${rules} · ${lexicon} · <t:${Math.floor(finishedAt / 1000)}:d>`,
  archived: (n, scores, date) => `Game ${n}: ${scores.map(([name, score]) => `${name} ${score}`).join(' – ')} (${date}). Here is its record (GCG), ${software}.`,
  noStats: (name) => `${name} has no finished games in this server yet.`,
  title: (name) => `Stats: ${name}`,
  fields: {
    games: 'Games', wins: 'Wins', average: 'Average score', highest: 'Highest game', bestMove: 'Best move', bingos: 'Bingos', byRules: 'By rule set', ratings: 'Ratings',
  },
  wins: (wins, pct) => `${wins} (${pct}%)`,
  noBestMove: 'none yet',
  byRules: (rules, n, wins) => `${rules}: ${games(n)}, ${wins} won`,
  provisional: (fewer) => `? provisional: fewer than ${fewer} rated games.`,
  noRatings: (rules) => `No rated games in this server${rules ? ` under ${rules}` : ''} yet. Games between people count once they are over; games with a computer player do not.`,
  leaderboardTitle: (family) => `Leaderboard: ${family}`,
  leaderboardLine: (n, name, rating, played) => `**${n}.** ${name} · ${rating} · ${games(played)}`,
  leaderboardFooter: (fewer) => `Glicko-2 from 1500. ? provisional: fewer than ${fewer} rated games.`,
};

export const exports: ExportWords = {
  software,
  matchGameTitle: (game, of) => `Match, game ${game} of ${of}`,
  game: `Here is the game record (GCG), ${software}.`,
  bothGames: `Here are the records of both games of the match (GCG), one file each, ${software}.`,
  gameOfMatch: (game, of) => `Here is the record of game ${game} of ${of} of the match (GCG), ${software}. Game 2 can be exported once it is over.`,
};
