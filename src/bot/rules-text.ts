/** The rules of a game in words, for `/scrabble rules` and the lobby. */
import { findPreset, TILE_SETS, type Rules } from '../engine/index.js';
import { lexiconDisplayName } from '../engine/lexicon-names.js';

export const CHALLENGE_WORDS: Record<Rules['challenge'], string> = {
  void: 'words are checked as you play',
  single: 'single challenge',
  double: 'double challenge',
  fivePoints: 'challenges, +5 per wrong challenge',
  tenPoints: 'challenges, +10 per wrong challenge',
};

export const EXCHANGE_WORDS: Record<Rules['exchange'], string> = {
  bagHoldsSeven: 'Exchange 1-7 tiles while the bag holds at least 7',
  wholeRackOnly: 'Exchange only your whole rack',
  upToBag: 'Exchange as many tiles as the bag holds',
  anyIncludingNone: 'Exchange all, some or none of your tiles',
};

/** The rules of a game in words: `/scrabble rules`. */
export function rulesText(rules: Rules): string {
  const preset = findPreset(rules.preset);
  const ends = [
    'someone goes out with the bag empty',
    rules.end.scorelessTurns !== null ? `after ${rules.end.scorelessTurns} scoreless turns in a row` : null,
    rules.end.noLegalPlay ? 'when no player has a legal play' : null,
    rules.end.byAgreement ? 'when both players agree (`/scrabble end`)' : null,
    rules.end.consecutiveExchanges !== null ? `after ${rules.end.consecutiveExchanges} exchanges in a row` : null,
  ].filter((x): x is string => x !== null);
  const lines = [
    `**${preset?.name ?? 'Custom rules'}**`,
    preset?.description ?? '',
    '',
    `• Players: ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `${rules.minPlayers}-${rules.maxPlayers}`}`,
    `• Tiles: ${TILE_SETS[rules.tileSet].name}`,
    `• Board: ${rules.board === 'standard' ? 'standard premium squares (DL, TL, DW, TW)' : 'letter premiums only (DL, TL)'}`,
    `• Who starts: ${{ draw: 'drawn tiles, nearest to A (a blank beats A)', youngest: 'the youngest player', given: 'chosen by the host' }[rules.firstPlayer]}${rules.match === 'twoGames' ? '; in game 2, the other player' : ''}`,
    '• Writing a play: `8H WORD` reads across, `H8 WORD` down; `.` is a tile already on the board, `?E` a blank played as E',
    `• Bingo (all ${rules.rackSize} tiles): +${rules.bingoBonus}`,
    `• ${EXCHANGE_WORDS[rules.exchange]}; ${rules.passAllowed ? 'you may pass' : 'no passing, unless you can neither play nor exchange'}`,
    `• Words: ${CHALLENGE_WORDS[rules.challenge]}; dictionary: ${lexiconDisplayName(rules.lexicon)}`,
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
