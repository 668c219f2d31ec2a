/** `/scrabble games` in Spanish: a player's games, or a server's, one line each. */
import type { GamesWords } from '../types.js';
import { clock } from './clock.js';
import { plural } from './plural.js';

const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

export const gamesList: GamesWords = {
  mineTitle: (n) => `Tus partidas en este servidor (${n}), primero las de tu turno:`,
  allTitle: (running, lobbies) =>
    `En este servidor: ${plural(running, 'partida en curso', 'partidas en curso')}${lobbies > 0 ? `, ${plural(lobbies, 'sala abierta', 'salas abiertas')} para unirse` : ''}. Cualquiera puede mirarlas; \`/scrabble games\` muestra las tuyas.`,
  noneMine: 'No tienes partidas en este servidor. Empieza una con `/scrabble new`, o mira las demás con `/scrabble games show:Todas`.',
  noneInServer: 'No hay partidas en curso en este servidor ni salas abiertas. Empieza una con `/scrabble new`.',
  more: (n) => `…y ${n} más.`,
  game: (link, scores, rules, toMove, betweenGames, c) => {
    const score = scores.map(([name, points]) => `${name ?? 'tú'} ${points}`).join(' – ');
    const who = toMove === null ? (betweenGames ? '**tú empiezas la partida 2**' : '**te toca**') : betweenGames ? `${toMove} empieza la partida 2` : `le toca a ${toMove}`;
    const time = c ? ` · ⏱ quedan ${clock.duration(c.leftMs)}, el tiempo se acaba ${relative(c.deadline)}` : '';
    return `${link}: ${score} · ${rules} · ${who}${time}`;
  },
  lobby: (link, host, rules, players, max, joined) =>
    `${link}: ${joined ? 'esperando jugadores' : 'abierta para unirse'} · creada por ${host ?? 'ti'} · ${rules} · ${players} de ${plural(max, 'plaza ocupada', 'plazas ocupadas')}`,
};
