import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'challenge',
  ack: 'public',
  data: (b) => b.setName('challenge').setDescription('Challenge the last play: if a word is not valid, it comes off'),
  execute: (ctx) => act(ctx, (player) => ({ type: 'challenge', player })),
};
