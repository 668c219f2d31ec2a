import type { Subcommand } from '../src/bot/context.js';
import { startGame } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'start',
  ack: 'public',
  data: (b) => b.setName('start').setDescription(words.commands.start.description),
  execute: startGame,
};
