/** `/scrabble games` in French: a player's games, or a server's, one line each. */
import type { GamesWords } from '../types.js';
import { clock } from './clock.js';
import { counted, pluralOf } from './common.js';

const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

export const gamesList: GamesWords = {
  mineTitle: (n) => `Tes parties sur ce serveur (${n}), celles où c'est ton tour d'abord :`,
  allTitle: (running, lobbies) =>
    `Parties sur ce serveur : ${counted(running, 'partie')} en cours${lobbies > 0 ? `, ${lobbies} ${pluralOf(lobbies, 'ouverte')} aux inscriptions` : ''}. Tout le monde peut regarder ; \`/scrabble games\` liste les tiennes.`,
  noneMine: 'Tu n\'as aucune partie sur ce serveur. Lance-en une avec `/scrabble new`, ou vois les autres avec `/scrabble games show:Toutes`.',
  noneInServer: 'Aucune partie en cours sur ce serveur, et aucune salle d\'attente ouverte. Lance-en une avec `/scrabble new`.',
  more: (n) => `…et ${n} de plus.`,
  game: (link, scores, rules, toMove, betweenGames, c) => {
    const score = scores.map(([name, points]) => `${name ?? 'toi'} ${points}`).join(' – ');
    const who = toMove === null
      ? (betweenGames ? '**tu commences la partie 2**' : '**à toi de jouer**')
      : betweenGames ? `${toMove} commence la partie 2` : `au tour de ${toMove}`;
    const time = c ? ` · ⏱ encore ${clock.duration(c.leftMs)}, fin du temps ${relative(c.deadline)}` : '';
    return `${link} : ${score} · ${rules} · ${who}${time}`;
  },
  lobby: (link, host, rules, players, max, joined) =>
    `${link} : ${joined ? 'en attente de joueurs' : 'ouverte aux inscriptions'} · hôte : ${host ?? 'toi'} · ${rules} · ${players} ${pluralOf(players, 'place prise', 'places prises')} sur ${max}`,
};
