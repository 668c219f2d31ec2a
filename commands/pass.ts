import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'pass',
  ack: 'public',
  data: (b) => b.setName('pass').setDescription('Pass your turn'),
  execute: (ctx) => act(ctx, (player) => ({ type: 'pass', player })),
};
