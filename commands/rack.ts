import type { Subcommand } from '../src/bot/context.js';
import { showRack } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'rack',
  ack: 'private',
  data: (b) => b.setName('rack').setDescription('See your tiles (only you can see them)'),
  execute: showRack,
};
