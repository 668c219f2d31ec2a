/** A player's settings, a server's history, stats, the leaderboard and exported records, in Spanish. */
import type { ExportWords, StatsWords } from '../types.js';
import { plural } from './plural.js';

const software = 'para Quackle, Macondo, Woogles y otros programas de Scrabble';
const games = (n: number) => plural(n, 'partida', 'partidas');

export const stats: StatsWords = {
  settings: (pings, changed) => {
    const now = pings
      ? 'Las menciones están **activadas**: te menciono cuando te toca y cuando se te acaba el tiempo.'
      : 'Las menciones están **desactivadas**: escribo tu nombre cuando te toca, sin mencionarte.';
    const how = pings ? 'Desactívalas con `/scrabble settings pings:Off`.' : 'Vuelve a activarlas con `/scrabble settings pings:On`.';
    return `${changed ? 'Guardado. ' : ''}${now} ${how}`;
  },
  noHistory: 'Todavía no hay partidas terminadas en este servidor. Las partidas aparecen aquí cuando terminan.',
  historyTitle: 'Últimas partidas en este servidor',
  historyFooter: 'Recibe el registro GCG de una partida con /scrabble history game:<número>.',
  historyLine: (n, scores, rules, lexicon, finishedAt) => `**${n}.** ${scores}\n${rules} · ${lexicon} · <t:${Math.floor(finishedAt / 1000)}:d>`,
  archived: (n, scores, date) => `Partida ${n}: ${scores.map(([name, score]) => `${name} ${score}`).join(' – ')} (${date}). Aquí tienes su registro (GCG), ${software}.`,
  noStats: (name) => `${name} todavía no tiene partidas terminadas en este servidor.`,
  title: (name) => `Estadísticas: ${name}`,
  fields: {
    games: 'Partidas', wins: 'Victorias', average: 'Puntuación media', highest: 'Mejor partida', bestMove: 'Mejor jugada', bingos: 'Scrabbles', byRules: 'Por reglas', ratings: 'Rating',
  },
  wins: (wins, pct) => `${wins} (${pct} %)`,
  noBestMove: 'ninguna todavía',
  byRules: (rules, n, wins) => `${rules}: ${games(n)}, ${plural(wins, 'ganada', 'ganadas')}`,
  provisional: (fewer) => `? provisional: menos de ${plural(fewer, 'partida puntuable', 'partidas puntuables')}.`,
  noRatings: (rules) => `Todavía no hay partidas puntuables en este servidor${rules ? ` (${rules})` : ''}. Las partidas entre personas cuentan cuando terminan; las partidas con la computadora, no.`,
  leaderboardTitle: (family) => `Clasificación: ${family}`,
  leaderboardLine: (n, name, rating, played) => `**${n}.** ${name} · ${rating} · ${games(played)}`,
  leaderboardFooter: (fewer) => `Glicko-2 desde 1500. ? provisional: menos de ${plural(fewer, 'partida puntuable', 'partidas puntuables')}.`,
};

export const exports: ExportWords = {
  software,
  matchGameTitle: (game, of) => `Encuentro, partida ${game} de ${of}`,
  game: `Aquí tienes el registro de la partida (GCG), ${software}.`,
  bothGames: `Aquí tienes los registros de las dos partidas del encuentro (GCG), un archivo cada una, ${software}.`,
  gameOfMatch: (game, of) => `Aquí tienes el registro de la partida ${game} de ${of} del encuentro (GCG), ${software}. La partida 2 se podrá exportar cuando termine.`,
};
