/** `/scrabble games` in English: a player's games, or a server's, one line each. */
import type { GamesWords } from '../types.js';
import { clock } from './clock.js';

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;
const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

export const gamesList: GamesWords = {
  mineTitle: (n) => `Your games in this server (${n}), your turn first:`,
  allTitle: (running, lobbies) =>
    `Games in this server: ${games(running)} running${lobbies > 0 ? `, ${lobbies} open to join` : ''}. Anyone may watch; \`/scrabble games\` lists your own.`,
  noneMine: 'You have no games in this server. Start one with `/scrabble new`, or see the others with `/scrabble games show:All`.',
  noneInServer: 'No games are running in this server and no lobby is open. Start one with `/scrabble new`.',
  more: (n) => `…and ${n} more.`,
  game: (link, scores, rules, toMove, betweenGames, c) => {
    const score = scores.map(([name, points]) => `${name ?? 'you'} ${points}`).join(' – ');
    const who = toMove === null ? (betweenGames ? '**you start game 2**' : '**your turn**') : betweenGames ? `${toMove} starts game 2` : `${toMove} to move`;
    const time = c ? ` · ⏱ ${clock.duration(c.leftMs)} left, time runs out ${relative(c.deadline)}` : '';
    return `${link}: ${score} · ${rules} · ${who}${time}`;
  },
  lobby: (link, host, rules, players, max, joined) =>
    `${link}: ${joined ? 'waiting for players' : 'open to join'} · hosted by ${host ?? 'you'} · ${rules} · ${players} of ${max} seats taken`,
};
