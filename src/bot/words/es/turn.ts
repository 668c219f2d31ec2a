/** The board the channel sees after each turn, in Spanish: its lines, fields, footer, buttons and the image's description. */
import type { TurnWords } from '../types.js';
import { list } from './common.js';
import { plural } from './plural.js';

export const turn: TurnWords = {
  wentOutWaiting: (who, mover) => `${who}: ${mover} se quedó sin fichas. Impugna la jugada o acéptala.`,
  challengeOpen: (next) => `La jugada se puede impugnar hasta que ${next} juegue.`,
  endProposed: 'Acepta con `/scrabble end` o con el botón, o recházalo.',
  title: (game, games) => (game === null ? 'Scrabble' : `Scrabble: partida ${game} de ${games}`),
  playerField: (name, toMove, resigned) => `${toMove ? '▶ ' : ''}${name}${resigned ? ' (se rindió)' : ''}`,
  points: (n) => plural(n, 'punto', 'puntos'),
  bag: 'Bolsa',
  tiles: (n) => plural(n, 'ficha', 'fichas'),
  clock: '⏱ Reloj',
  footer: (rules, lexicon, move) => `${rules} · ${lexicon} · jugada ${move}`,
  computersTurn: (who) => `Le toca a ${who}.`,
  yourTurn: (who, rackBack) => `${who}, te toca.${rackBack ? ' Tu última jugada se retiró del tablero, así que tu atril vuelve a estar como antes: pulsa **Ver mi atril** para verlo.' : ''}`,
  over: (firstOfMatch) => (firstOfMatch ? 'La partida 1 del encuentro ha terminado.' : 'La partida ha terminado.'),
  dealt: (players) => `Fichas repartidas. ${list(players)}: pulsa **Ver mi atril** (o usa \`/scrabble rack\`) para ver tus fichas; solo tú las verás.`,
  unnamed: (seat) => `Jugador ${seat + 1}`,
  imageDescription: (last, scores) => `${last ? `Última jugada: ${last} ` : ''}Puntuaciones: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: {
    nextGame: 'Empezar la partida 2',
    rematch: 'Revancha',
    rack: 'Ver mi atril',
    challenge: 'Impugnar',
    accept: 'Aceptar la jugada',
    pass: 'Pasar',
    exchange: 'Cambiar fichas',
    endAccept: 'Aceptar el final',
    endDecline: 'Seguir jugando',
    openBoard: 'Abrir el tablero',
  },
};
