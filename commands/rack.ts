import type { Subcommand } from '../src/bot/context.js';
import { answer, currentGame, refuse } from '../src/bot/flow.js';
import { rackMessage } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'rack',
  data: (b) => b.setName('rack').setDescription('See your tiles (only you can see them)'),
  async execute(ctx) {
    const current = await currentGame(ctx);
    if (!current) return;
    if (current.player < 0) return refuse(ctx, { code: 'spectator' });
    await answer(ctx, await rackMessage(current.game, current.player));
  },
};
