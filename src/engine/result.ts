/**
 * Engine errors are codes with the facts needed to explain them. The sentence a
 * player reads is written once, in the bot layer (src/bot/messages.ts).
 */

export type ErrorCode =
  // notation
  | 'bad-notation'
  | 'bad-position'
  | 'bad-word'
  // placement
  | 'off-board'
  | 'no-new-tiles'
  | 'playthrough-mismatch'
  | 'dot-on-empty-square'
  | 'gap-in-word'
  | 'word-extends'
  | 'first-play-center'
  | 'first-play-too-short'
  | 'not-connected'
  | 'tiles-not-in-rack'
  | 'invalid-words'
  | 'blank-swap-not-allowed'
  | 'blank-swap-unused'
  // turn flow
  | 'game-not-started'
  | 'game-over'
  | 'not-your-turn'
  | 'not-a-player'
  | 'pass-not-allowed'
  | 'exchange-bag-too-small'
  | 'exchange-bag-below-minimum'
  | 'exchange-whole-rack-only'
  | 'exchange-empty'
  | 'exchange-tiles-not-in-rack'
  | 'no-challenge-window'
  | 'cannot-challenge-own-play'
  | 'challenge-not-allowed'
  | 'lexicon-required'
  | 'agreement-not-allowed'
  | 'no-end-proposal'
  | 'own-end-proposal'
  | 'end-already-proposed'
  | 'must-decide-challenge'
  | 'not-between-games'
  // setup
  | 'too-few-players'
  | 'too-many-players'
  | 'duplicate-player'
  | 'ages-required'
  | 'bad-first-player'
  | 'unknown-schema';

export interface RuleError {
  code: ErrorCode;
  /** Words, tiles, numbers or text that explain the error. */
  words?: string[];
  tiles?: string;
  /** The tiles asked for that the rack lacks (letters, `?` for a blank). */
  missing?: string;
  limit?: number;
  detail?: string;
}

/** The one result type: the engine's refusals are RuleErrors; the hub's (src/games) are Problems, in the same shape. */
export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(code: ErrorCode, extra: Omit<RuleError, 'code'> = {}): Result<T> {
  return { ok: false, error: { code, ...extra } };
}

/** A refusal to a player out of turn, naming (in `detail`) the player whose turn it is. */
export function notYourTurn<T = never>(s: { turn: number; players: readonly { name: string }[] }): Result<T> {
  return err('not-your-turn', { detail: s.players[s.turn]?.name ?? '' });
}
