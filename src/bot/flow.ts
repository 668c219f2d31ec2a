/**
 * The steps most commands share, after the interaction was acknowledged: refuse with
 * a sentence, or apply an action and show the channel the new board while the player
 * gets their rack privately.
 */
import type { Action, GameState } from '../engine/index.js';
import { hasComputer } from '../games/computer.js';
import { isActivePlayer, seatOf } from '../games/policy.js';
import type { Problem } from '../games/problems.js';
import type { ChannelRecord } from '../games/record.js';
import type { ActionResult, Outcome } from '../games/service.js';
import type { CommandContext } from './context.js';
import { explain } from './messages.js';
import { problemReply, rackMessage, turnMessage, type Reply } from './present.js';

/** Sends the player the sentence for a problem, privately: every refusal goes through here. */
export async function refuse(ctx: CommandContext, problem: Problem): Promise<void> {
  ctx.services.onRefusal?.(problem);
  await ctx.reply(problemReply(explain(problem)));
}

/** The first answer, or another message once it was given. */
export async function answer(ctx: CommandContext, r: Reply): Promise<string | undefined> {
  return ctx.reply(r);
}

/** Boards go in public messages with an image and an embed: refuse early, in words, if the bot may not post them. */
export async function checkCanPost(ctx: CommandContext): Promise<boolean> {
  if (ctx.missingPermissions.length === 0) return true;
  await refuse(ctx, { code: 'missing-permissions', detail: ctx.missingPermissions.join(' and ') });
  return false;
}

/**
 * After an accepted change: the board for everyone (in the message whose id was saved
 * with the change), the mover's rack for them alone, and the board it replaces loses
 * its buttons.
 */
export async function showTurn(ctx: CommandContext, result: Pick<ActionResult, 'before' | 'after' | 'previousBoard'> & { record?: ChannelRecord }, mover: number | null): Promise<void> {
  const { before, after } = result;
  // The running clock, and no ping for players who turned pings off, nor for the one who acted.
  await ctx.reply(await turnMessage(before, after, { ...(await ctx.services.games.turnExtras(result.record)), actor: ctx.user.id }));
  if (mover !== null && showsRack(after, mover)) {
    await ctx.followUp(await rackMessage(after, mover, rackChanged(before, after, mover) ? 'Your new rack.' : undefined));
  }
  if (result.previousBoard && result.previousBoard !== ctx.placeholderId) await retire(ctx, result.previousBoard);
  if (ctx.placeholderId && hasComputer(after)) await retireIfOvertaken(ctx, ctx.placeholderId);
}

/**
 * A computer may have moved and posted its board while this one was being drawn, and
 * retired this one before it was shown (which put its buttons back): take them off again.
 */
async function retireIfOvertaken(ctx: CommandContext, messageId: string): Promise<void> {
  const read = await ctx.services.games.read(ctx.channelId);
  const current = read.ok ? read.value?.boardMessageId : undefined;
  if (current !== undefined && current !== messageId) await retire(ctx, messageId);
}

/** Takes the buttons off an older board; a failure there costs nothing but a log line. */
async function retire(ctx: CommandContext, messageId: string): Promise<void> {
  try {
    await ctx.services.poster.retireBoard(ctx.channelId, messageId);
  } catch (e) {
    ctx.services.log(`Could not retire board ${messageId} in ${ctx.channelId}`, e);
  }
}

function showsRack(s: GameState, player: number): boolean {
  return s.status === 'playing' && isActivePlayer(s, player);
}

/**
 * Whether the action gave the player other tiles: a deal (the first game or the next of a
 * match), or a play or exchange of theirs. A pass, a challenge, letting a play stand or
 * answering a proposed end leave the rack as it was.
 */
function rackChanged(before: GameState, after: GameState, player: number): boolean {
  const dealt = after.history.length === 0 && after.moveNumber === 0;
  if (dealt || before.status === 'between-games') return true;
  return after.history.slice(before.history.length).some((e) => (e.type === 'place' || e.type === 'exchange') && e.player === player);
}

/** Applies a game action for the user and shows the result, or explains the refusal. `onBoard`: see GameService.act. */
export async function act(ctx: CommandContext, build: (player: number, game: GameState) => Action, onBoard?: string): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const out: Outcome<ActionResult> = await ctx.services.games.act(ctx.channelId, ctx.user, build, {
    ...(onBoard !== undefined ? { onBoard } : {}),
    ...(ctx.placeholderId ? { boardMessageId: ctx.placeholderId } : {}),
  });
  if (!out.ok) return refuse(ctx, out.problem);
  await showTurn(ctx, out.value, out.value.player);
}

/** Loads the channel's game for a read-only command, or explains why there is none. */
export async function currentGame(ctx: CommandContext): Promise<{ record: ChannelRecord; game: GameState; player: number } | null> {
  const read = await ctx.services.games.read(ctx.channelId);
  if (!read.ok) {
    await refuse(ctx, read.problem);
    return null;
  }
  const record = read.value;
  if (!record?.game) {
    await refuse(ctx, record?.lobby ? { code: 'game-not-started' } : { code: 'no-game' });
    return null;
  }
  return { record, game: record.game, player: seatOf(record.game, ctx.user.id) };
}

/** The player's rack, privately: `/scrabble rack` and the Show my rack button. */
export async function showRack(ctx: CommandContext): Promise<void> {
  const current = await currentGame(ctx);
  if (!current) return;
  if (current.player < 0) return refuse(ctx, { code: 'spectator' });
  await ctx.reply(await rackMessage(current.game, current.player));
}

/**
 * The host deals, or a player starts game 2 of a match: `/scrabble start` and its
 * buttons (`onLobby`: the lobby message whose Start was pressed). Every player gets their
 * rack privately: the one who pressed in the answer, the others as soon as they ask (a
 * private message can only answer its own reader). The lobby's message then says the
 * game started, and loses its buttons.
 */
export async function startGame(ctx: CommandContext, onLobby?: string): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const out = await ctx.services.games.start(ctx.channelId, ctx.user, {
    ...(ctx.placeholderId ? { boardMessageId: ctx.placeholderId } : {}),
    ...(onLobby !== undefined ? { onLobby } : {}),
  });
  if (!out.ok) return refuse(ctx, out.problem);
  await showTurn(ctx, out.value, out.value.player >= 0 ? out.value.player : null);
  const lobby = out.value.lobby;
  if (lobby?.messageId) {
    try {
      await ctx.services.poster.editLobby(ctx.channelId, lobby.messageId, lobby, out.value.after);
    } catch (e) {
      ctx.services.log(`Could not close lobby message ${lobby.messageId} in ${ctx.channelId}`, e);
    }
  }
}
