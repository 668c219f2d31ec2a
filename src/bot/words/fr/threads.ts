/** A game in a thread of its own, in French: the thread's name, the channel's summary line, the server's setting. */
import type { ThreadWords } from '../types-lobby.js';
import { list } from './common.js';

const scores = (players: readonly { name: string; score: number }[]) => players.map((p) => `${p.name} ${p.score}`).join(' – ');

export const threads: ThreadWords = {
  lobbyName: (host, rules) => `Scrabble : ${host} (${rules})`,
  gameName: (players, rules) => `${players.join(' contre ')} · ${rules}`,
  summary: (thread, s, rules) => {
    switch (s.state) {
      case 'lobby':
        return `**Ouverte** ${thread} · ${rules} · hôte : ${s.host} · joueurs inscrits : ${list(s.players)} · à rejoindre dans le fil`;
      case 'playing':
        return `**En cours** ${thread} · ${rules} · ${scores(s.players)} · ${s.turn === null ? 'entre les deux parties du match' : `au tour de ${s.turn}`}`;
      case 'over': {
        const result = s.winners.length === 1 ? `${s.winners[0]} a gagné` : s.winners.length > 1 ? `égalité entre ${list(s.winners)}` : 'pas de vainqueur';
        return `**Terminée** ${thread} · ${rules} · ${scores(s.players)} · ${result}`;
      }
      case 'cancelled':
        return `**Annulée** ${thread} · ${rules}`;
    }
  },
  setting: (on, changed) => {
    const now = on
      ? 'Les fils sont **activés** sur ce serveur : `/scrabble new` dans un salon ouvre un fil pour la partie, et le salon garde une ligne par partie pour la suivre.'
      : 'Les fils sont **désactivés** sur ce serveur : `/scrabble new` lance la partie dans le salon où la commande est utilisée, une partie par salon.';
    const how = on ? 'Désactive-les avec `/scrabble settings threads:Désactivés`.' : 'Réactive-les avec `/scrabble settings threads:Activés`.';
    return `${changed ? 'C\'est enregistré. ' : ''}${now} ${how}`;
  },
};
