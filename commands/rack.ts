import type { Subcommand } from '../src/bot/context.js';
import { showRack } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'rack',
  ack: 'private',
  data: (b) => b.setName('rack').setDescription(words.commands.rack.description),
  execute: showRack,
};
