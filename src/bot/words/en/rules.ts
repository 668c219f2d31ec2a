/** The rules of a game in English, read off its Rules: the lobby's paragraph and `/scrabble rules`. */
import type { Rules } from '../../../engine/index.js';
import type { RulesWords } from '../types.js';
import { customRules, lexiconName, presetWords, tileSets } from './presets.js';

const challengeWords: RulesWords['challengeWords'] = {
  void: 'words are checked as you play',
  single: 'single challenge',
  double: 'double challenge',
  fivePoints: 'challenges, +5 per wrong challenge',
  tenPoints: 'challenges, +10 per wrong challenge',
};

const exchangeWords: RulesWords['exchangeWords'] = {
  bagHoldsSeven: 'Exchange 1-7 tiles while the bag holds at least 7',
  wholeRackOnly: 'Exchange only your whole rack',
  upToBag: 'Exchange as many tiles as the bag holds',
  anyIncludingNone: 'Exchange all, some or none of your tiles',
};

/** How a challenge goes under each rule, in a sentence of its own. */
const challengeRules: RulesWords['challengeRules'] = {
  void: 'No challenges: words are checked as you play, and a play that is not a word is refused.',
  single: 'Single challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge costs nothing.',
  double: 'Double challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenger loses a turn.',
  fivePoints: 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 5 points.',
  tenPoints: 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 10 points.',
};

const EXCHANGE_SENTENCES: Record<Rules['exchange'], string> = {
  bagHoldsSeven: 'Exchange 1-7 tiles while at least 7 are in the bag',
  wholeRackOnly: 'You may exchange only your whole rack',
  upToBag: 'Exchange any number of tiles up to what is left in the bag',
  anyIncludingNone: 'Exchange all, some or none of your tiles (none is a pass)',
};

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const counted = (n: number) => COUNTS[n] ?? String(n);

/** When the game ends under these rules, each way joined by "or". */
function endings(rules: Rules, count: (n: number) => string): string[] {
  return [
    'someone goes out with the bag empty',
    rules.end.scorelessTurns !== null ? `after ${count(rules.end.scorelessTurns)} scoreless turns in a row` : null,
    rules.end.noLegalPlay ? 'when no player has a legal play' : null,
    rules.end.byAgreement ? 'when both players agree (`/scrabble end`)' : null,
    rules.end.consecutiveExchanges !== null ? `after ${count(rules.end.consecutiveExchanges)} exchanges in a row` : null,
  ].filter((x): x is string => x !== null);
}

/**
 * The rules of this game in a paragraph, as the host chose them (a preset with any field
 * changed): what the lobby says. Each sentence reads off the rules, so a game opened with
 * `challenge:` says the challenge it will be played with, not what the preset allows.
 */
function summary(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const players = rules.minPlayers === rules.maxPlayers ? `${counted(rules.minPlayers)} players` : `${rules.minPlayers}-${rules.maxPlayers} players`;
  const starts = { draw: 'draw tiles to decide who starts', youngest: 'the youngest starts', given: 'the host chooses who starts' }[rules.firstPlayer];
  const sentences = [
    preset?.description ?? null,
    `${players[0]!.toUpperCase()}${players.slice(1)}; ${starts}.`,
    rules.tileSet === 'standard' ? null : `Tiles: ${tileSets[rules.tileSet]}.`,
    rules.board === 'standard' ? null : 'Only letter premiums on the board, no word squares.',
    `${EXCHANGE_SENTENCES[rules.exchange]}${rules.exchange === 'anyIncludingNone' ? '.' : rules.passAllowed ? ', or pass.' : '; there is no pass.'}`,
    challengeRules[rules.challenge],
    rules.blankSwap ? 'A blank on the board may be swapped for the tile it stands for, if you play the blank that turn.' : null,
    `The game ends when ${endings(rules, counted).join(', or ')}.`,
    rules.endScoring === 'twiceRack' ? 'In a game of two, going out earns twice the value of the other rack, and the other player loses nothing.' : null,
    rules.tieBreak === 'stands' ? 'A tie stands.' : 'A tie goes to the higher score before the last racks are counted.',
    rules.match === 'twoGames' ? 'Each player starts one game; the match goes to the higher total of both.' : null,
  ];
  return sentences.filter((x): x is string => x !== null).join(' ');
}

/** The rules of a game in words: `/scrabble rules`. */
function text(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const ends = endings(rules, String);
  const lines = [
    `**${preset?.name ?? customRules.heading}**`,
    preset?.description ?? '',
    '',
    `• Players: ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `${rules.minPlayers}-${rules.maxPlayers}`}`,
    `• Tiles: ${tileSets[rules.tileSet]}`,
    `• Board: ${rules.board === 'standard' ? 'standard premium squares (DL, TL, DW, TW)' : 'letter premiums only (DL, TL)'}`,
    `• Who starts: ${{ draw: 'drawn tiles, nearest to A (a blank beats A)', youngest: 'the youngest player', given: 'chosen by the host' }[rules.firstPlayer]}${rules.match === 'twoGames' ? '; in game 2, the other player' : ''}`,
    '• Writing a play: `8H WORD` reads across, `H8 WORD` down; `.` is a tile already on the board, `?E` a blank played as E',
    `• Bingo (all ${rules.rackSize} tiles): +${rules.bingoBonus}`,
    `• ${exchangeWords[rules.exchange]}; ${rules.passAllowed ? 'you may pass' : 'no passing, unless you can neither play nor exchange'}`,
    `• Words: ${challengeWords[rules.challenge]}; dictionary: ${lexiconName(rules.lexicon)}`,
    rules.challenge === 'void' ? null : `• ${challengeRules[rules.challenge].replace(/\.$/, '')}`,
    `• The game ends when ${ends.join(', or ')}`,
    rules.endScoring === 'twiceRack'
      ? `• Going out in a game of two earns twice the value of the other player's rack, and they lose nothing; otherwise at the end each player loses the value of their rack, and a player who went out gains the others'`
      : `• At the end each player loses the value of their rack; a player who went out gains the others'`,
    `• A tie ${rules.tieBreak === 'stands' ? 'stands' : 'goes to the higher score before the racks are counted'}`,
    rules.blankSwap ? '• A blank on the board may be swapped for the tile it stands for (`swap:` on `/scrabble play`), if you play the blank that turn' : null,
    rules.match === 'twoGames' ? '• A match of two games, each player starting one; the higher total wins' : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export const rules: RulesWords = { challengeWords, exchangeWords, challengeRules, summary, text };
