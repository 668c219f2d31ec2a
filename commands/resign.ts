import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'resign',
  ack: 'public',
  data: (b) => b.setName('resign').setDescription('Resign the game'),
  execute: (ctx) => act(ctx, (player) => ({ type: 'resign', player })),
};
