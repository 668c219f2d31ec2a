/** The board the channel sees after each turn, in German: its lines, fields, footer, buttons and the image's description. */
import type { TurnWords } from '../types.js';
import { list, pointsCount, stonesCount } from './common.js';

export const turn: TurnWords = {
  wentOutWaiting: (who, mover) => `${who}: ${mover} hat ausgespielt. Zweifle den Zug an oder lass ihn gelten.`,
  challengeOpen: (next) => `Der Zug kann angezweifelt werden, bis ${next} handelt.`,
  endProposed: 'Stimme mit `/scrabble end` oder dem Button zu, oder lehne ab.',
  title: (game, games) => (game === null ? 'Scrabble' : `Scrabble: Partie ${game} von ${games}`),
  playerField: (name, toMove, resigned) => `${toMove ? '▶ ' : ''}${name}${resigned ? ' (aufgegeben)' : ''}`,
  points: (n) => pointsCount(n),
  bag: 'Beutel',
  tiles: (n) => stonesCount(n),
  clock: '⏱ Uhr',
  footer: (rules, lexicon, move) => `${rules} · ${lexicon} · Zug ${move}`,
  computersTurn: (who) => `${who} ist am Zug.`,
  yourTurn: (who, rackBack) => `${who}, du bist am Zug.${rackBack ? ' Dein letzter Zug wurde vom Brett genommen, dein Bänkchen ist also wieder wie vorher: Drück **Mein Bänkchen zeigen**, um es zu sehen.' : ''}`,
  over: (firstOfMatch) => (firstOfMatch ? 'Partie 1 des Matches ist vorbei.' : 'Die Partie ist vorbei.'),
  dealt: (players) => `Die Steine sind verteilt. ${list(players)}: ${players.length === 1
    ? 'Drück **Mein Bänkchen zeigen** (oder nutze `/scrabble rack`), um deine Steine zu sehen; nur du siehst sie.'
    : 'Drückt **Mein Bänkchen zeigen** (oder nutzt `/scrabble rack`), um eure Steine zu sehen; jede Person sieht nur ihre eigenen.'}`,
  unnamed: (seat) => `Person ${seat + 1}`,
  imageDescription: (last, scores) => `${last ? `Letzter Zug: ${last} ` : ''}Spielstand: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: {
    nextGame: 'Partie 2 starten',
    rematch: 'Revanche',
    rack: 'Mein Bänkchen zeigen',
    challenge: 'Anzweifeln',
    accept: 'Gelten lassen',
    pass: 'Passen',
    exchange: 'Tauschen',
    endAccept: 'Ende zustimmen',
    endDecline: 'Weiterspielen',
    openBoard: 'Brett öffnen',
  },
};
