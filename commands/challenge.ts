import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'challenge',
  ack: 'public',
  data: (b) => b.setName('challenge').setDescription(words.commands.challenge.description),
  execute: (ctx) => act(ctx, (player) => ({ type: 'challenge', player })),
};
