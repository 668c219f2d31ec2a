/** A player's settings, a server's history, stats, the leaderboard and exported records, in German. */
import type { ExportWords, StatsWords } from '../types.js';
import { gamesCount } from './common.js';

const software = 'für Quackle, Macondo, Woogles und andere Scrabble-Programme';

export const stats: StatsWords = {
  settings: (pings, changed) => {
    const now = pings
      ? 'Pings sind **an**: Ich pinge dich, wenn du am Zug bist und wenn deine Zeit knapp wird.'
      : 'Pings sind **aus**: Ich schreibe deinen Namen, wenn du am Zug bist, ohne dich anzupingen.';
    const how = pings ? 'Ausschalten mit `/scrabble settings pings:Off`.' : 'Wieder einschalten mit `/scrabble settings pings:On`.';
    return `${changed ? 'Gespeichert. ' : ''}${now} ${how}`;
  },
  noHistory: 'Auf diesem Server gibt es noch keine beendeten Partien. Sobald eine vorbei ist, steht sie hier.',
  historyTitle: 'Letzte Partien auf diesem Server',
  historyFooter: 'Die Aufzeichnung einer Partie als GCG gibt es mit /scrabble history game:<Nummer>.',
  historyLine: (n, scores, rules, lexicon, finishedAt) => `**${n}.** ${scores}\n${rules} · ${lexicon} · <t:${Math.floor(finishedAt / 1000)}:d>`,
  archived: (n, scores, date) => `Partie ${n}: ${scores.map(([name, score]) => `${name} ${score}`).join(' – ')} (${date}). Hier ist ihre Aufzeichnung (GCG), ${software}.`,
  noStats: (name) => `${name} hat auf diesem Server noch keine beendeten Partien.`,
  title: (name) => `Statistik: ${name}`,
  fields: {
    games: 'Partien', wins: 'Siege', average: 'Punkteschnitt', highest: 'Beste Partie', bestMove: 'Bester Zug', bingos: 'Scrabbles (alle 7 Steine)', byRules: 'Nach Regelwerk', ratings: 'Wertungen',
  },
  wins: (wins, pct) => `${wins} (${pct.toLocaleString('de-DE')} %)`,
  noBestMove: 'noch keiner',
  byRules: (rules, n, wins) => `${rules}: ${gamesCount(n)}, ${wins} gewonnen`,
  provisional: (fewer) => `? vorläufig: weniger als ${gamesCount(fewer)} mit Wertung.`,
  noRatings: (rules) => `Auf diesem Server gibt es${rules ? ` im Regelwerk ${rules}` : ''} noch keine gewerteten Partien. Partien zwischen Menschen zählen, sobald sie vorbei sind; Partien gegen einen Computer nicht.`,
  leaderboardTitle: (family) => `Rangliste: ${family}`,
  leaderboardLine: (n, name, rating, played) => `**${n}.** ${name} · ${rating} · ${gamesCount(played)}`,
  leaderboardFooter: (fewer) => `Glicko-2, Start bei 1500. ? vorläufig: weniger als ${gamesCount(fewer)} mit Wertung.`,
};

export const exports: ExportWords = {
  software,
  matchGameTitle: (game, of) => `Match, Partie ${game} von ${of}`,
  game: `Hier ist die Aufzeichnung der Partie (GCG), ${software}.`,
  bothGames: `Hier sind die Aufzeichnungen beider Partien des Matches (GCG), je eine Datei, ${software}.`,
  gameOfMatch: (game, of) => `Hier ist die Aufzeichnung von Partie ${game} von ${of} des Matches (GCG), ${software}. Partie 2 kann exportiert werden, sobald sie vorbei ist.`,
};
