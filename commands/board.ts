import type { Subcommand } from '../src/bot/context.js';
import { checkCanPost, currentGame, showTurn } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'board',
  data: (b) => b.setName('board').setDescription('Post the board again'),
  async execute(ctx) {
    if (!(await checkCanPost(ctx))) return;
    const current = await currentGame(ctx);
    if (!current) return;
    // The same game before and after: the message shows the position and whose turn it is.
    await showTurn(ctx, current.game, current.game, null);
  },
};
