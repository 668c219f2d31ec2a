/** A player's settings, a server's history, stats, the leaderboard and exported records, in French. */
import type { ExportWords, StatsWords } from '../types.js';
import { counted } from './common.js';

const software = 'pour Quackle, Macondo, Woogles et les autres logiciels de Scrabble';

export const stats: StatsWords = {
  settings: (pings, changed) => {
    const now = pings
      ? 'Les pings sont **activés** : je te mentionne quand c\'est ton tour et quand ta pendule arrive à la fin.'
      : 'Les pings sont **désactivés** : j\'écris ton nom quand c\'est ton tour, sans te mentionner.';
    // The pings option's choices are named On and Off on every client (commands/settings.ts).
    const how = pings ? 'Désactive-les avec `/scrabble settings pings:Off`.' : 'Réactive-les avec `/scrabble settings pings:On`.';
    return `${changed ? 'C\'est enregistré. ' : ''}${now} ${how}`;
  },
  noHistory: 'Aucune partie terminée sur ce serveur pour l\'instant. Les parties apparaissent ici une fois finies.',
  historyTitle: 'Parties récentes sur ce serveur',
  historyFooter: 'Reçois la feuille d\'une partie en GCG avec /scrabble history game:<numéro>.',
  historyLine: (n, scores, rules, lexicon, finishedAt) => `**${n}.** ${scores}\n${rules} · ${lexicon} · <t:${Math.floor(finishedAt / 1000)}:d>`,
  archived: (n, scores, date) => `Partie ${n} : ${scores.map(([name, score]) => `${name} ${score}`).join(' – ')} (${date}). Voici sa feuille de partie (GCG), ${software}.`,
  noStats: (name) => `${name} n'a encore terminé aucune partie sur ce serveur.`,
  title: (name) => `Stats : ${name}`,
  fields: {
    games: 'Parties', wins: 'Victoires', average: 'Score moyen', highest: 'Meilleure partie', bestMove: 'Meilleur coup', bingos: 'Scrabbles', byRules: 'Par règles', ratings: 'Cotes',
  },
  wins: (wins, pct) => `${wins} (${pct} %)`,
  noBestMove: 'aucun pour l\'instant',
  byRules: (rules, n, wins) => `${rules} : ${counted(n, 'partie')}, ${counted(wins, 'gagnée', 'gagnées')}`,
  provisional: (fewer) => `? provisoire : moins de ${counted(fewer, 'partie classée', 'parties classées')}.`,
  noRatings: (rules) => `Aucune partie classée sur ce serveur${rules ? ` en ${rules}` : ''} pour l'instant. Les parties entre humains comptent une fois terminées ; celles avec un joueur ordinateur, non.`,
  leaderboardTitle: (family) => `Classement : ${family}`,
  leaderboardLine: (n, name, rating, played) => `**${n}.** ${name} · ${rating} · ${counted(played, 'partie')}`,
  leaderboardFooter: (fewer) => `Glicko-2, départ à 1500. ? provisoire : moins de ${counted(fewer, 'partie classée', 'parties classées')}.`,
};

export const exports: ExportWords = {
  software,
  matchGameTitle: (game, of) => `Match, partie ${game} sur ${of}`,
  game: `Voici la feuille de partie (GCG), ${software}.`,
  bothGames: `Voici les feuilles des deux parties du match (GCG), un fichier chacune, ${software}.`,
  gameOfMatch: (game, total) => `Voici la feuille de la partie ${game} sur ${total} du match (GCG), ${software}. La partie 2 pourra être exportée une fois terminée.`,
};

