import type { Subcommand } from '../src/bot/context.js';
import { checkCanPost, currentGame, refuse, showTurn } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'board',
  ack: 'public',
  data: (b) => b.setName('board').setDescription('Post the board again'),
  async execute(ctx) {
    if (!(await checkCanPost(ctx))) return;
    const current = await currentGame(ctx);
    if (!current) return;
    // The new message becomes the board whose buttons act; the old one loses them.
    let previousBoard: string | undefined;
    if (ctx.placeholderId) {
      const saved = await ctx.services.games.setBoardMessage(ctx.channelId, ctx.placeholderId);
      if (!saved.ok) return refuse(ctx, saved.problem);
      previousBoard = saved.value;
    }
    // The same game before and after: the message shows the position and whose turn it is,
    // with the clock, pinging only the players who allow it (as every board does).
    await showTurn(ctx, { before: current.game, after: current.game, record: current.record, ...(previousBoard ? { previousBoard } : {}) }, null);
  },
};
