import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'end',
  ack: 'public',
  data: (b) => b.setName('end').setDescription('Propose to end the game, or accept the proposal'),
  execute: (ctx) => act(ctx, (player, game) => ({ type: game.endProposal ? 'accept-end' : 'propose-end', player })),
};
