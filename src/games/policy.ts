/**
 * What a player may be told, whatever the front end: suggestions and hints must never
 * reveal what the rules keep hidden (whether a word is good, under challenge rules;
 * another player's rack, ever).
 */
import { wordsCheckedOnPlay, type GameState, type Rules } from '../engine/index.js';

/**
 * Whether a suggestion may check words against the dictionary: only when the rules
 * check every word as it is played anyway. Under challenge rules a suggestion that
 * dropped phonies would tell the player which words are good. The words a place for a
 * typed word would add across it are another matter: the player chose the word, not
 * where it lands, so under any rules the places whose cross-words are all words are
 * offered first (none is dropped, and the typed word itself is never judged).
 */
export const suggestionsMayCheckWords = (rules: Rules): boolean => wordsCheckedOnPlay(rules);

/** The seat of `userId` in the game, or -1 for a spectator. */
export const seatOf = (game: GameState, userId: string): number => game.players.findIndex((p) => p.id === userId);

/** A seated player who has not resigned: the only one who may see and act on a rack. */
export const isActivePlayer = (game: GameState, seat: number): boolean => seat >= 0 && !game.resigned[seat];

/**
 * Whether the word judge may answer this user here: never a player of the game running in
 * the channel, since whether a word is good is what decides a challenge (resigned players
 * included: they could still tell the others). Spectators may ask; once the game is over,
 * anyone may. `game`: the channel's game, null when it has none.
 */
export const mayJudgeWords = (game: GameState | null, userId: string): boolean =>
  game === null || game.status === 'over' || seatOf(game, userId) < 0;
