/** The board the channel sees after each turn, in French: its lines, fields, footer, buttons and the image's description. */
import type { TurnWords } from '../types.js';
import { counted, list, that } from './common.js';

export const turn: TurnWords = {
  wentOutWaiting: (who, mover) => `${who} : ${mover} a fini. Conteste le coup ou accepte-le.`,
  challengeOpen: (next) => `Le coup peut être contesté jusqu'à ce ${that(next)} joue.`,
  endProposed: 'Accepte avec `/scrabble end` ou le bouton, ou refuse.',
  title: (game, games) => (game === null ? 'Scrabble' : `Scrabble : partie ${game} sur ${games}`),
  playerField: (name, toMove, resigned) => `${toMove ? '▶ ' : ''}${name}${resigned ? ' (a abandonné)' : ''}`,
  points: (n) => counted(n, 'point'),
  bag: 'Sac',
  tiles: (n) => counted(n, 'jeton'),
  clock: '⏱ Pendule',
  footer: (rules, lexicon, move) => `${rules} · ${lexicon} · coup ${move}`,
  computersTurn: (who) => `C'est au tour de ${who}.`,
  yourTurn: (who, rackBack) => `${who}, c'est ton tour.${rackBack ? ' Ton dernier coup a été retiré du plateau, ton chevalet est donc revenu tel qu\'il était avant : appuie sur **Voir mon chevalet** pour le voir.' : ''}`,
  over: (firstOfMatch) => (firstOfMatch ? 'La partie 1 du match est terminée.' : 'La partie est terminée.'),
  dealt: (players) => `Les jetons sont distribués. ${list(players)} : appuyez sur **Voir mon chevalet** (ou utilisez \`/scrabble rack\`) pour voir vos jetons ; chacun ne voit que les siens.`,
  unnamed: (seat) => `Joueur ${seat + 1}`,
  imageDescription: (last, scores) => `${last ? `Dernier coup : ${last} ` : ''}Scores : ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: {
    nextGame: 'Lancer la partie 2',
    rematch: 'Revanche',
    rack: 'Voir mon chevalet',
    challenge: 'Contester',
    accept: 'Accepter le coup',
    pass: 'Passer',
    exchange: 'Échanger',
    endAccept: 'Accepter de finir',
    endDecline: 'Continuer',
    openBoard: 'Ouvrir le plateau',
  },
};
