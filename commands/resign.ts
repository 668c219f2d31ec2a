import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'resign',
  ack: 'public',
  data: (b) => b.setName('resign').setDescription(words.commands.resign.description),
  execute: (ctx) => act(ctx, (player) => ({ type: 'resign', player })),
};
