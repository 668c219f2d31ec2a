import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { cancelledLine } from '../src/bot/lobby.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'cancel',
  ack: 'public',
  data: (b) => b.setName('cancel').setDescription(words.commands.cancel.description),
  async execute(ctx) {
    const out = await ctx.services.games.cancel(ctx.channelId, ctx.user, ctx.canManageMessages);
    if (!out.ok) return refuse(ctx, out.error);
    // A lobby called off after a finished game leaves that game, and its final board's Rematch, as they were.
    const finished = out.value.lobby !== null && out.value.game?.status === 'over';
    await answer(ctx, () => ({ content: cancelledLine(ctx.user.id, out.value) }));
    // The cancelled game's buttons no longer lead anywhere.
    for (const id of [finished ? undefined : out.value.boardMessageId, out.value.lobby?.messageId]) {
      if (id) await ctx.services.publisher.retire(ctx.channelId, id);
    }
  },
};
