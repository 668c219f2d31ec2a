import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'exchange',
  ack: 'public',
  data: (b) =>
    b.setName('exchange').setDescription('Swap tiles with the bag instead of playing')
      .addStringOption((o) => o.setName('tiles').setDescription('The tiles to swap, e.g. QVV (? for a blank); empty where the rules allow none').setRequired(false)),
  async execute(ctx) {
    const tiles = (ctx.getString('tiles') ?? '').replace(/[^A-Za-z?]/g, '');
    await act(ctx, (player) => ({ type: 'exchange', player, tiles }));
  },
};
