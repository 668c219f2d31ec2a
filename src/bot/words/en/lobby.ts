/** The lobby message in English: who opened it, its fields and buttons, a rematch's offer, the computer players' menus, and the lobby once its game started. */
import type { LobbyWords } from '../types-lobby.js';
import { list } from './common.js';

export const lobby: LobbyWords = {
  opened: (host, full, needsAge) => `${host} opened a game of Scrabble. ${full
    ? `It is full: ${host} starts it when ready.`
    : `Join with the button${needsAge ? ' (or `/scrabble join age:`, since the youngest starts)' : ' or `/scrabble join`'}.`}`,
  title: (rules) => `Scrabble: ${rules}`,
  players: (n, max) => `Players (${n}/${max})`,
  player: (who, ageMissing) => `${who}${ageMissing ? ' (age not given yet)' : ''}`,
  dictionary: 'Dictionary',
  words: 'Words',
  clock: 'Clock',
  footer: (min, max) => `The host starts the game when everyone is in (${min}-${max} players).`,
  buttons: { join: 'Join', joinFull: 'Join (the game is full)', leave: 'Leave', start: 'Start', declineOrLeave: 'Decline / Leave' },
  rematch: (host, kept, invited, needsAge) => {
    const same = list(['rules', ...(kept.clock ? ['clock'] : []), ...(kept.hints ? ['hints'] : []), ...(kept.computers ? ['computer players'] : [])]);
    const age = needsAge ? ' (with `/scrabble join age:`, since the youngest starts)' : '';
    const asked = invited.length > 0
      ? `${list(invited)}: press **Join** to play again${age}, or **Decline / Leave** to say no. ${host} starts the game once you have answered.`
      : `Everyone asked has answered: ${host} starts the game when ready.`;
    return `${host} wants a rematch, with the same ${same}. ${asked}`;
  },
  rematchTitle: (rules) => `Rematch: ${rules}`,
  seatsKept: 'Seats kept for',
  notAnswered: (who) => `${who} (not answered yet)`,
  declined: 'Declined',
  rematchFooter: (footer) => `${footer} Until then the last game's analysis and export stay here.`.trim(),
  computers: {
    add: 'Add a computer player (host only)',
    full: 'The game is full',
    remove: 'Remove a computer player (host only)',
    level: (level) => `Computer (${level})`,
    /** What each level plays like, under its name in the host's menu. */
    describe: {
      beginner: 'Short everyday words for modest scores; holds on to its blanks and does not plan ahead.',
      casual: 'Likes familiar words and good scores; keeps an eye on its rack now and then.',
      club: 'A club player: weighs score against the tiles it keeps, with the odd slip.',
      strong: 'Plays the best play by score and leave, and solves the endgame.',
    },
  },
  started: (host, order) => `${host} opened a game of Scrabble. It has started: ${list(order)} play in that order. The board is below.`,
  inTurnOrder: 'Players, in turn order',
  startedFooter: 'The game has started: this lobby takes no more players. Use /scrabble board to post the board again.',
  joined: (n, max, host) => `You're in: ${n} of at most ${max} players. ${host} starts the game when everyone is in.`,
  left: (declined) => (declined ? 'You declined the rematch.' : 'You left the lobby.'),
  cancelled: (who, rematch) => (rematch
    ? `${who} called off the rematch. The last game stays: \`/scrabble analysis\` and \`/scrabble export\` still show it.`
    : `${who} cancelled the game. Start a new one with \`/scrabble new\`.`),
};
