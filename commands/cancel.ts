import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { mention } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'cancel',
  data: (b) => b.setName('cancel').setDescription('Call off the game in this channel (host or moderators)'),
  async execute(ctx) {
    const out = await ctx.services.games.cancel(ctx.channelId, ctx.user, ctx.canManageMessages);
    if (!out.ok) return refuse(ctx, out.problem);
    await answer(ctx, { content: `${mention(ctx.user.id)} cancelled the game. Start a new one with \`/scrabble new\`.` });
  },
};
