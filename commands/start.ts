import type { Subcommand } from '../src/bot/context.js';
import { checkCanPost, refuse, showTurn } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'start',
  data: (b) => b.setName('start').setDescription('Deal the tiles and start the game (host), or start game 2 of a match'),
  async execute(ctx) {
    if (!(await checkCanPost(ctx))) return;
    const out = await ctx.services.games.start(ctx.channelId, ctx.user);
    if (!out.ok) return refuse(ctx, out.problem);
    await showTurn(ctx, out.value.before, out.value.after, out.value.player);
  },
};
