/**
 * The steps most commands share: refuse with a sentence, or apply an action and show
 * the channel the new board while the player gets their rack privately.
 */
import type { Action, GameState } from '../engine/index.js';
import type { CommandContext } from './context.js';
import { explain, type Problem } from './messages.js';
import { problemReply, rackMessage, turnMessage, type Reply } from './present.js';
import type { ChannelRecord } from '../games/record.js';
import type { ActionResult, Outcome } from './service.js';

/** Sends the player the sentence for a problem, privately. */
export async function refuse(ctx: CommandContext, problem: Problem): Promise<void> {
  await answer(ctx, problemReply(explain(problem)));
}

/** Replies, or follows up if the interaction was already answered. */
export async function answer(ctx: CommandContext, r: Reply): Promise<string | undefined> {
  return ctx.answered ? ctx.followUp(r) : ctx.reply(r);
}

/** Boards go in public messages with an image and an embed: refuse early, in words, if the bot may not post them. */
export async function checkCanPost(ctx: CommandContext): Promise<boolean> {
  if (ctx.missingPermissions.length === 0) return true;
  await refuse(ctx, { code: 'missing-permissions', detail: ctx.missingPermissions.join(' and ') });
  return false;
}

/** Defers only if `work` is slow, so the common case answers in one step. */
export async function quickly<T>(ctx: CommandContext, work: Promise<T>, ephemeral: boolean, ms = 1500): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<'slow'>((res) => { timer = setTimeout(() => res('slow'), ms); });
  const first = await Promise.race([work, slow]);
  clearTimeout(timer);
  if (first === 'slow') {
    await ctx.defer(ephemeral);
    return work;
  }
  return first as T;
}

/** After an accepted action: the board for everyone, then the mover's rack for them alone. */
export async function showTurn(ctx: CommandContext, before: GameState, after: GameState, mover: number | null): Promise<void> {
  const message = await quickly(ctx, turnMessage(before, after), false);
  const id = await answer(ctx, message);
  if (id) await ctx.services.games.setBoardMessage(ctx.channelId, id);
  if (mover !== null && showsRack(after, mover)) {
    await ctx.followUp(await rackMessage(after, mover, 'Your new rack.'));
  }
}

function showsRack(s: GameState, player: number): boolean {
  return s.status === 'playing' && !s.resigned[player];
}

/** Applies a game action for the user and shows the result, or explains the refusal. `onBoard`: see GameService.act. */
export async function act(ctx: CommandContext, build: (player: number, game: GameState) => Action, onBoard?: string): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const out: Outcome<ActionResult> = await ctx.services.games.act(ctx.channelId, ctx.user, build, onBoard);
  if (!out.ok) return refuse(ctx, out.problem);
  await showTurn(ctx, out.value.before, out.value.after, out.value.player);
}

/** Loads the channel's game for a read-only command, or explains why there is none. */
export async function currentGame(ctx: CommandContext): Promise<{ record: ChannelRecord; game: GameState; player: number } | null> {
  const record = await ctx.services.games.record(ctx.channelId);
  if (!record?.game) {
    await refuse(ctx, record?.lobby ? { code: 'game-not-started' } : { code: 'no-game' });
    return null;
  }
  return { record, game: record.game, player: record.game.players.findIndex((p) => p.id === ctx.user.id) };
}

/** The player's rack, privately: `/scrabble rack` and the Show my rack button. */
export async function showRack(ctx: CommandContext): Promise<void> {
  const current = await currentGame(ctx);
  if (!current) return;
  if (current.player < 0) return refuse(ctx, { code: 'spectator' });
  await answer(ctx, await rackMessage(current.game, current.player));
}

/** The host deals, or a player starts game 2 of a match: `/scrabble start` and its buttons. */
export async function startGame(ctx: CommandContext): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const out = await ctx.services.games.start(ctx.channelId, ctx.user);
  if (!out.ok) return refuse(ctx, out.problem);
  await showTurn(ctx, out.value.before, out.value.after, out.value.player);
}
