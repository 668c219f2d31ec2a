/**
 * The steps most commands share, after the interaction was acknowledged: refuse with
 * a sentence, or apply an action and show the channel the new board while the player
 * gets their rack privately.
 */
import type { Action, GameState } from '../engine/index.js';
import { isActivePlayer, seatOf } from '../games/policy.js';
import type { Problem } from '../games/problems.js';
import type { LiveAnswer } from '../games/publisher.js';
import type { ChannelRecord } from '../games/record.js';
import type { ActionResult, ActOptions, Outcome } from '../games/service.js';
import { LocalThinker, type Thinker } from '../games/think.js';
import type { CommandContext, Services } from './context.js';
import { explain } from './messages.js';
import { channelTable, publicly, words } from './words/index.js';
import { problemReply, rackMessage, turnMessage, type Reply } from './present.js';

/** Sends the player the sentence for a problem, privately: every refusal goes through here. */
export async function refuse(ctx: CommandContext, problem: Problem): Promise<void> {
  ctx.services.onRefusal?.(problem);
  await ctx.reply(problemReply(explain(problem)));
}

/** Where hints and analyses are worked out: the computer player's worker, or this thread where there is none (tests). */
export function thinkerOf(services: Services): Thinker {
  return services.thinker ?? new LocalThinker((name) => services.dictionaries.graph(name));
}

/**
 * The first answer, or another message once it was given, from a view that decides itself
 * whether the channel or only the reader sees it: built in the channel's language when
 * public and the reader's when private (first as the acknowledgement expects, again if it
 * turns out the other kind).
 */
export async function answer(ctx: CommandContext, build: () => Reply | Promise<Reply>): Promise<string | undefined> {
  const inChannel = () => publicly(async () => build());
  const privateFirst = ctx.acked === 'private';
  let r = privateFirst ? await build() : await inChannel();
  if (privateFirst && !r.ephemeral) r = await inChannel();
  else if (!privateFirst && r.ephemeral) r = await build();
  return ctx.reply(r);
}

/** Boards go in public messages with an image and an embed: refuse early, in words, if the bot may not post them. */
export async function checkCanPost(ctx: CommandContext): Promise<boolean> {
  if (ctx.missingPermissions.length === 0) return true;
  await refuse(ctx, { code: 'missing-permissions', detail: ctx.missingPermissions.join(' and ') });
  return false;
}

/**
 * How this interaction shows a board the publisher delivers: in its own answer, which
 * fills the placeholder saved with the change. `shown` learns whether it did.
 */
function answerFor(ctx: CommandContext, shown: { done: boolean }): LiveAnswer {
  // The publisher may call it from another delivery's turn: the channel's language is taken now.
  const channel = channelTable();
  return async (before, after, extras) => {
    const id = await ctx.reply(await publicly(() => turnMessage(before, after, extras), channel));
    shown.done = true;
    return id;
  };
}

/**
 * Runs a change whose board this interaction answers with (`change` gets the placeholder
 * and the interaction's token, saved with the change): the publisher shows the board in
 * the answer; the mover then gets their rack, privately.
 */
async function changeAndShow(ctx: CommandContext, change: (where: Pick<ActOptions, 'boardMessageId' | 'answer'>) => Promise<Outcome<ActionResult>>): Promise<Outcome<ActionResult>> {
  const shown = { done: false };
  const where = { ...(ctx.placeholderId ? { boardMessageId: ctx.placeholderId } : {}), ...(ctx.answer ? { answer: ctx.answer } : {}) };
  const out = await ctx.services.publisher.answering(ctx.placeholderId, answerFor(ctx, shown), () => change(where));
  if (!out.ok) return out;
  const { before, after, player } = out.value;
  // Should the board not have gone out (the publisher tries it again), a rack would take its place: it waits for the button.
  if (shown.done && player >= 0 && showsRack(after, player)) {
    await ctx.followUp(await rackMessage(after, player, rackChanged(before, after, player) ? words.rack.newRack : undefined));
  }
  return out;
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
  const out = await changeAndShow(ctx, (where) => ctx.services.games.act(ctx.channelId, ctx.user, build, { ...where, ...(onBoard !== undefined ? { onBoard } : {}) }));
  if (!out.ok) return refuse(ctx, out.error);
}

/** Loads the channel's game for a read-only command, or explains why there is none. */
export async function currentGame(ctx: CommandContext): Promise<{ record: ChannelRecord; game: GameState; player: number } | null> {
  const read = await ctx.services.games.read(ctx.channelId);
  if (!read.ok) {
    await refuse(ctx, read.error);
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
 * private message can only answer its own reader). The lobby's message says the game
 * started and loses its buttons (the publisher edits it, owed with the deal).
 */
export async function startGame(ctx: CommandContext, onLobby?: string): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const out = await changeAndShow(ctx, (where) => ctx.services.games.start(ctx.channelId, ctx.user, { ...where, ...(onLobby !== undefined ? { onLobby } : {}) }));
  if (!out.ok) return refuse(ctx, out.error);
}

/**
 * `/scrabble board`: the position again, in this interaction's answer, which becomes the
 * board whose buttons act (the one before loses them).
 */
export async function showBoardAgain(ctx: CommandContext): Promise<void> {
  if (!(await checkCanPost(ctx))) return;
  const current = await currentGame(ctx);
  if (!current) return;
  const out = await ctx.services.publisher.showAgain(ctx.channelId, ctx.placeholderId, current.record, answerFor(ctx, { done: false }), ctx.user.id);
  if (!out.ok) return refuse(ctx, out.error);
}
