import type { Subcommand } from '../src/bot/context.js';
import { refuse } from '../src/bot/flow.js';
import { mention } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'cancel',
  ack: 'public',
  data: (b) => b.setName('cancel').setDescription('Call off the game in this channel (host or moderators)'),
  async execute(ctx) {
    const out = await ctx.services.games.cancel(ctx.channelId, ctx.user, ctx.canManageMessages);
    if (!out.ok) return refuse(ctx, out.problem);
    await ctx.reply({ content: `${mention(ctx.user.id)} cancelled the game. Start a new one with \`/scrabble new\`.` });
    // The cancelled game's buttons no longer lead anywhere.
    for (const id of [out.value.boardMessageId, out.value.lobby?.messageId]) {
      if (id) await ctx.services.poster.retireBoard(ctx.channelId, id).catch((e: unknown) => ctx.services.log(`Could not retire ${id}`, e));
    }
  },
};
