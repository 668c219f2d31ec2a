/**
 * Buttons and menus on the lobby and board messages: shortcuts for the commands a
 * player uses most. They go through the same hub and engine as the commands.
 */
import { findLevel } from '../ai/levels.js';
import { exchangeRefusal, fewestExchanged, someExchangeAllowed, type GameState, type RuleError } from '../engine/index.js';
import type { CommandContext } from './context.js';
import { act, checkCanPost, currentGame, refuse, showRack, startGame } from './flow.js';
import { joinedLine, showLobbyChange } from './lobby.js';
import { exchangePicker, IDS, lobbyMessage, rematchLobbyMessage } from './present.js';

/** Join or Leave on the lobby message (`messageId`): the message itself shows the new list. */
async function lobbyButton(ctx: CommandContext, change: 'join' | 'leave', messageId?: string): Promise<void> {
  const games = ctx.services.games;
  const out = change === 'join' ? await games.join(ctx.channelId, ctx.user, null, messageId) : await games.leave(ctx.channelId, ctx.user, messageId);
  // Leave on the lobby of a game already dealt: a player stops by resigning.
  if (!out.ok) return refuse(ctx, change === 'leave' && out.problem.code === 'lobby-started' ? { code: 'use-resign' } : out.problem);
  await ctx.reply(lobbyMessage(out.value.lobby!));
}

/**
 * Rematch on a final board (only the channel's last): a lobby for the same table, the
 * presser seated as host, the others offered their seats; nothing is dealt. A press while
 * that rematch gathers joins it, as the lobby's Join does.
 */
async function rematch(ctx: CommandContext, messageId?: string): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const current = await ctx.services.games.read(ctx.channelId);
  if (current.ok && messageId !== undefined && current.value?.boardMessageId !== undefined && current.value.boardMessageId !== messageId) {
    return refuse(ctx, { code: 'old-board' });
  }
  const out = await ctx.services.games.rematch(ctx.channelId, ctx.user, ctx.placeholderId);
  if (!out.ok) return refuse(ctx, out.problem);
  const { record, joined } = out.value;
  if (joined) return showLobbyChange(ctx, record, joinedLine(record));
  // Those offered a seat are pinged once, unless they turned pings off; the presser never.
  const { quiet = [] } = await ctx.services.games.turnExtras(record);
  await ctx.reply(rematchLobbyMessage(record.lobby!, record.lobby!.rematch!.invited.map((p) => p.id).filter((id) => !quiet.includes(id))));
}

/** `messageId`: the message the button sits on; game buttons act only from the current board. */
export async function handleButton(ctx: CommandContext, id: string, messageId?: string): Promise<void> {
  switch (id) {
    case IDS.join:
      return lobbyButton(ctx, 'join', messageId);
    case IDS.leave:
      return lobbyButton(ctx, 'leave', messageId);
    case IDS.start:
      return startGame(ctx, messageId);
    case IDS.nextGame:
      return startGame(ctx);
    case IDS.rack:
      return showRack(ctx);
    case IDS.rematch:
      return rematch(ctx, messageId);
    case IDS.pass:
      return act(ctx, (player) => ({ type: 'pass', player }), messageId);
    case IDS.challenge:
      return act(ctx, (player) => ({ type: 'challenge', player }), messageId);
    case IDS.accept:
      return act(ctx, (player) => ({ type: 'accept', player }), messageId);
    case IDS.endAccept:
      return act(ctx, (player) => ({ type: 'accept-end', player }), messageId);
    case IDS.endDecline:
      return act(ctx, (player) => ({ type: 'decline-end', player }), messageId);
    case IDS.exchange: {
      const current = await currentGame(ctx);
      if (!current) return;
      if (current.player < 0) return refuse(ctx, { code: 'spectator' });
      if (current.game.status !== 'playing') return refuse(ctx, { code: 'game-over' });
      if (messageId !== undefined && current.record.boardMessageId !== messageId) return refuse(ctx, { code: 'old-board' });
      if (current.game.turn !== current.player) return refuse(ctx, { code: 'not-your-turn', detail: current.game.players[current.game.turn]!.name });
      // The button shows only while the rules allow an exchange; say why not, rather than offer tiles to pick.
      const closed = exchangeClosed(current.game, current.player);
      if (closed) return refuse(ctx, closed);
      await ctx.reply(exchangePicker(current.game, current.player, current.record.boardMessageId));
      return;
    }
    default:
      return refuse(ctx, { code: 'unknown-command' });
  }
}

/** The exchange menu: it carries the board it was opened from, so it acts once, on that position. */
export async function handleSelect(ctx: CommandContext, id: string, values: string[], messageId?: string): Promise<void> {
  const [prefix, board] = splitSelectId(id);
  if (prefix === IDS.addComputer) return addComputer(ctx, values[0] ?? '', messageId);
  if (prefix === IDS.removeComputer) return removeComputer(ctx, values[0] ?? '', messageId);
  if (prefix !== IDS.exchangeSelect) return refuse(ctx, { code: 'unknown-command' });
  // Values are "index:tile", so two copies of a letter stay two choices.
  const tiles = values.map((v) => v.split(':')[1] ?? '').join('');
  await act(ctx, (player) => ({ type: 'exchange', player, tiles }), board);
}

/** The host seats a computer at the level picked on the lobby message (`messageId`), which shows the new list. */
async function addComputer(ctx: CommandContext, value: string, messageId?: string): Promise<void> {
  const level = findLevel(value);
  if (!level) return refuse(ctx, { code: 'unknown-command' });
  const out = await ctx.services.games.addComputer(ctx.channelId, ctx.user, level.id, messageId);
  if (!out.ok) return refuse(ctx, out.problem);
  await ctx.reply(lobbyMessage(out.value.lobby!));
}

/** The host takes out the computer picked on the lobby message (`messageId`), which shows the new list. */
async function removeComputer(ctx: CommandContext, id: string, messageId?: string): Promise<void> {
  const out = await ctx.services.games.removeComputer(ctx.channelId, ctx.user, id, messageId);
  if (!out.ok) return refuse(ctx, out.problem);
  await ctx.reply(lobbyMessage(out.value.lobby!));
}

/** Why the player may exchange no tiles at all now, by the rules' own policy; null when some exchange is allowed. */
function exchangeClosed(s: GameState, player: number): RuleError | null {
  const rack = s.racks[player]!;
  if (someExchangeAllowed(s.rules, rack.length, s.bag.length)) return null;
  const fewest = fewestExchanged(s.rules, rack.length);
  return exchangeRefusal(s.rules, rack.length, fewest, s.bag.length) ?? { code: 'exchange-bag-too-small', limit: fewest };
}

function splitSelectId(id: string): [string, string | undefined] {
  const at = id.indexOf('|');
  return at < 0 ? [id, undefined] : [id.slice(0, at), id.slice(at + 1) || undefined];
}
