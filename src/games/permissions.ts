/**
 * Who may press what, asked before anything changes: the hub's answer for a front end's
 * controls that open something for a player (the exchange menu) or act only from the
 * channel's current board (Rematch). An action itself is checked again when the
 * service applies it.
 */
import { exchangeRefusal, fewestExchanged, someExchangeAllowed, type GameState, type RuleError } from '../engine/index.js';
import { seatOf } from './policy.js';
import { done, fail, type Outcome } from './problems.js';
import type { ChannelRecord } from './record.js';

/** Why the player may exchange no tiles at all now, by the rules' own policy; null when some exchange is allowed. */
function exchangeClosed(game: GameState, player: number): RuleError | null {
  const rack = game.racks[player]!;
  if (someExchangeAllowed(game.rules, rack.length, game.bag.length)) return null;
  const fewest = fewestExchanged(game.rules, rack.length);
  return exchangeRefusal(game.rules, rack.length, fewest, game.bag.length) ?? { code: 'exchange-bag-too-small', limit: fewest };
}

/**
 * Whether `userId` may pick tiles to exchange in the channel's game (`record`): a seated
 * player, to move, in a game still played, from its current board (`onBoard`, the message
 * pressed on, when there is one), while the rules allow some exchange. Allowed: the game
 * and the player's seat.
 */
export function mayOpenExchange(record: ChannelRecord | null, userId: string, onBoard?: string): Outcome<{ game: GameState; player: number }> {
  const game = record?.game;
  if (!game) return fail(record?.lobby ? { code: 'game-not-started' } : { code: 'no-game' });
  const player = seatOf(game, userId);
  if (player < 0) return fail({ code: 'spectator' });
  if (game.status !== 'playing') return fail({ code: 'game-over' });
  if (onBoard !== undefined && record.boardMessageId !== onBoard) return fail({ code: 'old-board' });
  if (game.turn !== player) return fail({ code: 'not-your-turn', detail: game.players[game.turn]!.name });
  const closed = exchangeClosed(game, player);
  return closed ? fail(closed) : done({ game, player });
}

/**
 * Whether a rematch may be asked for from the board `onBoard`: only from the channel's
 * last board (`record`, null when it could not be read: the service answers then). Who
 * may ask (a player of the finished game) the service decides with the rematch itself.
 */
export function mayAskRematch(record: ChannelRecord | null, onBoard?: string): Outcome<null> {
  if (onBoard !== undefined && record?.boardMessageId !== undefined && record.boardMessageId !== onBoard) return fail({ code: 'old-board' });
  return done(null);
}
