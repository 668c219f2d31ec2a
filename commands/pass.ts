import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'pass',
  ack: 'public',
  data: (b) => b.setName('pass').setDescription(words.commands.pass.description),
  execute: (ctx) => act(ctx, (player) => ({ type: 'pass', player })),
};
