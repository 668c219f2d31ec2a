/**
 * Buttons and menus on the lobby and board messages: shortcuts for the commands a
 * player uses most. They go through the same service and engine as the commands.
 */
import type { ButtonInteraction } from 'discord.js';
import type { CommandContext } from './context.js';
import { act, answer, currentGame, refuse, showRack, startGame } from './flow.js';
import { exchangePicker, IDS, lobbyMessage } from './present.js';

async function lobbyButton(ctx: CommandContext, change: 'join' | 'leave'): Promise<void> {
  const games = ctx.services.games;
  const out = change === 'join' ? await games.join(ctx.channelId, ctx.user, null) : await games.leave(ctx.channelId, ctx.user);
  if (!out.ok) return refuse(ctx, out.problem);
  const message = lobbyMessage(out.value.lobby!);
  if (ctx.update) await ctx.update(message);
  else await answer(ctx, message);
}

export async function handleButton(ctx: CommandContext, id: string, i?: ButtonInteraction): Promise<void> {
  // Game buttons act only from the current board, never from an older one.
  const board = i?.message.id;
  switch (id) {
    case IDS.join:
      return lobbyButton(ctx, 'join');
    case IDS.leave:
      return lobbyButton(ctx, 'leave');
    case IDS.start:
    case IDS.nextGame:
      return startGame(ctx);
    case IDS.rack:
      return showRack(ctx);
    case IDS.pass:
      return act(ctx, (player) => ({ type: 'pass', player }), board);
    case IDS.challenge:
      return act(ctx, (player) => ({ type: 'challenge', player }), board);
    case IDS.accept:
      return act(ctx, (player) => ({ type: 'accept', player }), board);
    case IDS.endAccept:
      return act(ctx, (player) => ({ type: 'accept-end', player }), board);
    case IDS.endDecline:
      return act(ctx, (player) => ({ type: 'decline-end', player }), board);
    case IDS.exchange: {
      const current = await currentGame(ctx);
      if (!current) return;
      if (current.player < 0) return refuse(ctx, { code: 'spectator' });
      if (current.game.status !== 'playing') return refuse(ctx, { code: 'game-over' });
      if (current.game.turn !== current.player) return refuse(ctx, { code: 'not-your-turn' });
      await answer(ctx, exchangePicker(current.game, current.player));
      return;
    }
  }
}

export async function handleSelect(ctx: CommandContext, id: string, values: string[]): Promise<void> {
  if (id !== IDS.exchangeSelect) return;
  // Values are "index:tile", so two copies of a letter stay two choices.
  const tiles = values.map((v) => v.split(':')[1] ?? '').join('');
  await act(ctx, (player) => ({ type: 'exchange', player, tiles }));
}
