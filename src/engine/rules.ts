/**
 * Rules are data: one `Rules` object holds every choice that differs between the
 * rule sets the bot hosts. Presets are named values of it; a host may change any
 * field on its own. A game copies its rules when it starts and never changes them.
 */
import type { BoardLayoutId } from './board.js';
import type { RuleError } from './result.js';
import type { TileSetId } from './tiles.js';

/**
 * - `bagHoldsSeven`: 1-7 tiles, only while the bag holds at least 7 (NASPA/WESPA).
 * - `wholeRackOnly`: the whole rack, or nothing.
 * - `upToBag`: any number of tiles, but no more than the bag holds.
 * - `anyIncludingNone`: all, some or none; exchanging none is a pass.
 */
export type ExchangePolicy = 'bagHoldsSeven' | 'wholeRackOnly' | 'upToBag' | 'anyIncludingNone';

/**
 * - `void`: words are checked before a play is placed; there is nothing to challenge.
 * - `single`: a phony comes off; a wrong challenge costs nothing.
 * - `double`: a phony comes off; a wrong challenger loses a turn.
 * - `fivePoints` / `tenPoints`: like single, but a wrong challenge gives the
 *   challenged player 5 or 10 points.
 */
export type ChallengeRule = 'void' | 'single' | 'double' | 'fivePoints' | 'tenPoints';

/**
 * How the racks left at the end of a game count.
 * - `box`: every player loses the value of their own rack; a player who went out gains
 *   the value of every other rack.
 * - `twiceRack` (NASPA/WESPA): in a game of two players, the player who went out gains
 *   twice the value of the other rack and the other player loses nothing. A game that
 *   ends otherwise (six scoreless turns), and a game of three or four players, counts as
 *   `box`.
 */
export type EndScoring = 'box' | 'twiceRack';

export type TieBreak = 'stands' | 'scoreBeforeAdjustments';
export type FirstPlayerRule = 'draw' | 'youngest' | 'given';
export type MatchFormat = 'single' | 'twoGames';

export interface EndConditions {
  /** End after this many scoreless turns in a row (passes, exchanges, lost challenges, phonies); null: never. */
  scorelessTurns: number | null;
  /** End when no player has a legal tile placement (needs a move finder). */
  noLegalPlay: boolean;
  /** Players may propose and accept the end of the game. */
  byAgreement: boolean;
  /** End after this many exchanges in a row; null: never. */
  consecutiveExchanges: number | null;
}

export interface Rules {
  /** The preset this came from, or `custom`. */
  preset: string;
  minPlayers: number;
  maxPlayers: number;
  tileSet: TileSetId;
  board: BoardLayoutId;
  rackSize: number;
  bingoBonus: number;
  exchange: ExchangePolicy;
  passAllowed: boolean;
  challenge: ChallengeRule;
  end: EndConditions;
  endScoring: EndScoring;
  tieBreak: TieBreak;
  firstPlayer: FirstPlayerRule;
  match: MatchFormat;
  /** On your turn, put the tile a blank stands for on its square and take the blank, which you must play that turn. */
  blankSwap: boolean;
  /** Name of the word list games with these rules use. */
  lexicon: string;
}

/** The presets' ids: what a host types, what a stored game's `rules.preset` holds, and the key of a preset's words in the bot's sentence table. */
export type PresetId = 'tournament' | 'club' | 'classic' | 'duel' | 'match';

/** A named rule set. Its name and description are words, kept in the bot's sentence table by `id`. */
export interface Preset {
  id: PresetId;
  rules: Rules;
  /**
   * Which word list a game of this preset uses unless the host names one: `host`, the
   * installation's default; `preset`, the one in `rules.lexicon` (the duel's Collins-family list).
   */
  lexicon: 'host' | 'preset';
}

const BASE: Rules = {
  preset: 'nasp',
  minPlayers: 2,
  maxPlayers: 4,
  tileSet: 'standard',
  board: 'standard',
  rackSize: 7,
  bingoBonus: 50,
  exchange: 'bagHoldsSeven',
  passAllowed: true,
  challenge: 'double',
  end: { scorelessTurns: 6, noLegalPlay: false, byAgreement: false, consecutiveExchanges: null },
  endScoring: 'twiceRack',
  tieBreak: 'stands',
  firstPlayer: 'draw',
  match: 'single',
  blankSwap: false,
  lexicon: 'sowpods',
};

function preset(id: PresetId, changes: Partial<Rules>, lexicon: Preset['lexicon'] = 'host'): Preset {
  return { id, rules: { ...BASE, ...changes, end: { ...BASE.end, ...changes.end }, preset: id }, lexicon };
}

/** The five rule sets, keyed by the id a host types. The first is the default. */
export const PRESETS: readonly Preset[] = [
  preset('tournament', {}),
  preset(
    'club',
    { challenge: 'single', blankSwap: true, endScoring: 'box', end: { scorelessTurns: null, noLegalPlay: true, byAgreement: false, consecutiveExchanges: null } },
  ),
  preset(
    'classic',
    {
      exchange: 'anyIncludingNone',
      passAllowed: true,
      challenge: 'double',
      endScoring: 'box',
      end: { scorelessTurns: null, noLegalPlay: true, byAgreement: false, consecutiveExchanges: null },
    },
  ),
  preset(
    'duel',
    {
      minPlayers: 2,
      maxPlayers: 2,
      tileSet: 'noBlanks',
      board: 'letterPremiumsOnly',
      exchange: 'wholeRackOnly',
      passAllowed: false,
      challenge: 'void',
      firstPlayer: 'youngest',
      tieBreak: 'scoreBeforeAdjustments',
      endScoring: 'box',
      end: { scorelessTurns: null, noLegalPlay: false, byAgreement: true, consecutiveExchanges: null },
    },
    // RULES.md: the duel is played with a Collins-family list, whatever the server's default.
    'preset',
  ),
  preset(
    'match',
    {
      minPlayers: 2,
      maxPlayers: 2,
      exchange: 'upToBag',
      passAllowed: false,
      challenge: 'void',
      tieBreak: 'scoreBeforeAdjustments',
      match: 'twoGames',
      endScoring: 'box',
      end: { scorelessTurns: null, noLegalPlay: false, byAgreement: false, consecutiveExchanges: 4 },
    },
  ),
];

export const DEFAULT_PRESET = PRESETS[0]!;

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

/**
 * Words are checked when a play is made (and refused if invalid) only where there is
 * nothing to challenge; under every challenge rule a play stands until challenged.
 */
export function wordsCheckedOnPlay(rules: Rules): boolean {
  return rules.challenge === 'void';
}

/**
 * Why exchanging `count` tiles (one or more) from a rack of `rackLength` is refused
 * with `bagSize` tiles in the bag, or null when the rules allow it. `limit` is the
 * number of tiles the bag would need to hold.
 */
export function exchangeRefusal(rules: Rules, rackLength: number, count: number, bagSize: number): RuleError | null {
  // Not a matter of how many: below 7 in the bag, these rules allow no exchange at all.
  if (rules.exchange === 'bagHoldsSeven' && bagSize < 7) return { code: 'exchange-bag-below-minimum', limit: 7 };
  if (rules.exchange === 'wholeRackOnly' && count < rackLength) return { code: 'exchange-whole-rack-only' };
  // Every tile thrown in is replaced from the bag, so the bag must hold as many.
  if (bagSize < count) return { code: 'exchange-bag-too-small', limit: count };
  return null;
}

export function exchangeAllowed(rules: Rules, rackLength: number, count: number, bagSize: number): boolean {
  return count > 0 && count <= rackLength && exchangeRefusal(rules, rackLength, count, bagSize) === null;
}

/** The fewest tiles an exchange from a rack of `rackLength` may put back: the whole rack under `wholeRackOnly`, else one. */
export function fewestExchanged(rules: Rules, rackLength: number): number {
  return rules.exchange === 'wholeRackOnly' ? rackLength : 1;
}

/** Whether some exchange of one or more tiles is allowed (checking the smallest suffices). */
export function someExchangeAllowed(rules: Rules, rackLength: number, bagSize: number): boolean {
  return exchangeAllowed(rules, rackLength, fewestExchanged(rules, rackLength), bagSize);
}

/**
 * Whether going out scores by NASPA's count in a game of `players`: twice the other rack
 * to the player who went out, nothing lost by the other. Two players only, as dealt (a
 * game of three stays one after a resignation).
 */
export function goingOutGainsTwice(rules: Rules, players: number): boolean {
  return rules.endScoring === 'twiceRack' && players === 2;
}

/** Whether players give their ages before the deal: the youngest starts. */
export function agesNeeded(rules: Rules): boolean {
  return rules.firstPlayer === 'youngest';
}

/** How many games a match of these rules has: two for a two-game match, else one. */
export function gamesInMatch(rules: Rules): number {
  return rules.match === 'twoGames' ? 2 : 1;
}

/** The rules give everyone a pass: outright, or as an exchange of no tiles. */
export function passOffered(rules: Rules): boolean {
  return rules.passAllowed || rules.exchange === 'anyIncludingNone';
}

/**
 * Whether a player may pass. Where the rules offer no pass, a player who can neither
 * place tiles nor exchange still may, or the game could not go on. `canPlace` is
 * asked only when that matters (finding a play is the costly part).
 */
export function mayPass(rules: Rules, rackLength: number, bagSize: number, canPlace: () => boolean): boolean {
  return passOffered(rules) || (!someExchangeAllowed(rules, rackLength, bagSize) && !canPlace());
}
