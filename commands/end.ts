import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'end',
  ack: 'public',
  data: (b) => b.setName('end').setDescription(words.commands.end.description),
  execute: (ctx) => act(ctx, (player, game) => ({ type: game.endProposal ? 'accept-end' : 'propose-end', player })),
};
