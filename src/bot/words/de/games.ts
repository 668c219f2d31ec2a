/** `/scrabble games` in German: a player's games, or a server's, one line each. */
import type { GamesWords } from '../types.js';
import { clock } from './clock.js';
import { form, gamesCount } from './common.js';

const relative = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

export const gamesList: GamesWords = {
  mineTitle: (n) => `Deine Partien auf diesem Server (${n}), zuerst die, in denen du am Zug bist:`,
  allTitle: (running, lobbies) =>
    `Partien auf diesem Server: ${gamesCount(running)} ${form(running, 'läuft', 'laufen')}${lobbies > 0 ? `, ${lobbies} ${form(lobbies, 'ist', 'sind')} offen zum Beitreten` : ''}. Zuschauen dürfen alle; \`/scrabble games\` zeigt deine eigenen.`,
  noneMine: 'Du hast keine Partien auf diesem Server. Starte eine mit `/scrabble new` oder sieh dir die anderen mit `/scrabble games show:Alle` an.',
  noneInServer: 'Auf diesem Server läuft keine Partie und keine Lobby ist offen. Starte eine mit `/scrabble new`.',
  more: (n) => `… und ${n} weitere.`,
  game: (link, scores, rules, toMove, betweenGames, c) => {
    const score = scores.map(([name, points]) => `${name ?? 'du'} ${points}`).join(' – ');
    const who = toMove === null ? (betweenGames ? '**du startest Partie 2**' : '**du bist am Zug**') : betweenGames ? `${toMove} startet Partie 2` : `${toMove} ist am Zug`;
    const time = c ? ` · ⏱ noch ${clock.duration(c.leftMs)}, die Zeit läuft ${relative(c.deadline)} ab` : '';
    return `${link}: ${score} · ${rules} · ${who}${time}`;
  },
  lobby: (link, host, rules, players, max, joined) =>
    `${link}: ${joined ? 'wartet auf Mitspielende' : 'offen zum Beitreten'} · Host: ${host ?? 'du'} · ${rules} · ${players} von ${max} Plätzen belegt`,
};
