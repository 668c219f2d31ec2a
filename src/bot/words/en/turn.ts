/** The board the channel sees after each turn, in English: its lines, fields, footer, buttons and the image's description. */
import type { TurnWords } from '../types.js';
import { list } from './common.js';

export const turn: TurnWords = {
  wentOutWaiting: (who, mover) => `${who}: ${mover} went out. Challenge the play or let it stand.`,
  challengeOpen: (next) => `The play can be challenged until ${next} acts.`,
  endProposed: 'Accept with `/scrabble end` or the button, or decline.',
  title: (game, games) => (game === null ? 'Scrabble' : `Scrabble: game ${game} of ${games}`),
  playerField: (name, toMove, resigned) => `${toMove ? '▶ ' : ''}${name}${resigned ? ' (resigned)' : ''}`,
  points: (n) => `${n} points`,
  bag: 'Bag',
  tiles: (n) => `${n} tile${n === 1 ? '' : 's'}`,
  clock: '⏱ Clock',
  footer: (rules, lexicon, move) => `${rules} · ${lexicon} · move ${move}`,
  computersTurn: (who) => `It's ${who}'s turn.`,
  yourTurn: (who, rackBack) => `${who}, it's your turn.${rackBack ? ' Your last play came off the board, so your rack is as it was before it: press **Show my rack** to see it.' : ''}`,
  over: (firstOfMatch) => (firstOfMatch ? 'Game 1 of the match is over.' : 'The game is over.'),
  dealt: (players) => `Tiles are dealt. ${list(players)}: press **Show my rack** (or use \`/scrabble rack\`) to see your tiles; only you will see them.`,
  unnamed: (seat) => `Player ${seat + 1}`,
  imageDescription: (last, scores) => `${last ? `Last move: ${last} ` : ''}Scores: ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: {
    nextGame: 'Start game 2',
    rematch: 'Rematch',
    rack: 'Show my rack',
    challenge: 'Challenge',
    accept: 'Let it stand',
    pass: 'Pass',
    exchange: 'Exchange',
    endAccept: 'Agree to end',
    endDecline: 'Play on',
    openBoard: 'Open the board',
  },
};
