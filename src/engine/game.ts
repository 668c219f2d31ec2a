/**
 * The game flow: `createGame` deals a new game (setup.ts), `apply` takes one action and
 * returns a new state or a coded error. Both are pure: the random generator's state is part
 * of the game state, and a rejected action leaves the state untouched.
 */
import { endByAgreement } from './agreement.js';
import { closeWindowIfAny, resolveChallenge } from './challenge.js';
import { startNextGame } from './end.js';
import type { EngineContext } from './lexicon.js';
import { exchange, pass, place } from './moves.js';
import { resign } from './resign.js';
import { err, notYourTurn, ok, type Result } from './result.js';
import { mayPass } from './rules.js';
import type { GameState } from './state.js';
import { timeOut } from './time-out.js';

export { createGame, type GameSetup } from './setup.js';
export { consecutiveTimeOuts } from './time-out.js';

export type Action =
  /** A tile placement in notation, e.g. `8H QUIZ`; `swap` names a blank's square to take first (club rules). */
  | { type: 'place'; player: number; move: string; swap?: string }
  /** Exchange tiles written as a rack (`?` for a blank); empty means none (a pass, where the rules allow). */
  | { type: 'exchange'; player: number; tiles: string }
  | { type: 'pass'; player: number }
  | { type: 'challenge'; player: number }
  /** The decision not to challenge the pending play. */
  | { type: 'accept'; player: number }
  | { type: 'resign'; player: number }
  /**
   * The turn clock ran out on `player` (the clock lives outside the engine). A scoreless
   * turn; the `forfeitAfter`-th in a row forfeits the game like a resignation.
   * While a play that went out awaits a decision, the play stands.
   */
  | { type: 'time-out'; player: number; forfeitAfter?: number | null }
  | { type: 'propose-end'; player: number }
  | { type: 'accept-end'; player: number }
  | { type: 'decline-end'; player: number }
  /** Starts the second game of a match. */
  | { type: 'next-game' };

export function apply(state: GameState, action: Action, ctx: EngineContext = {}): Result<GameState> {
  if (action.type === 'next-game') {
    return state.status === 'between-games' ? ok(startNextGame(state)) : err('not-between-games');
  }
  if (state.status === 'over') return err('game-over');
  if (state.status !== 'playing') return err('game-not-started');
  const p = action.player;
  if (!Number.isInteger(p) || p < 0 || p >= state.players.length || state.resigned[p]) return err('not-a-player');

  switch (action.type) {
    case 'challenge':
    case 'accept':
      return resolveChallenge(state, p, action.type === 'challenge', ctx);
    case 'resign':
      return ok(resign(closeWindowIfAny(state), p, ctx));
    case 'time-out':
      return timeOut(state, p, action.forfeitAfter ?? null, ctx);
    case 'propose-end':
    case 'accept-end':
    case 'decline-end':
      return endByAgreement(state, action.type, p);
  }

  if (state.pending?.wentOut) return err('must-decide-challenge');
  if (state.turn !== p) return notYourTurn(state);
  const open = closeWindowIfAny(state);
  switch (action.type) {
    case 'place':
      return place(open, p, action.move, action.swap, ctx);
    case 'exchange':
      return exchange(open, p, action.tiles, ctx);
    case 'pass': {
      const rack = open.racks[p]!;
      // Without a move finder the engine cannot tell that a player is stuck, so it assumes they are not.
      const canPlace = () => !ctx.finder || ctx.finder.hasAnyPlay(open.board, rack, open.rules);
      if (!mayPass(open.rules, rack.length, open.bag.length, canPlace)) return err('pass-not-allowed');
      return ok(pass(open, p, ctx));
    }
  }
}
