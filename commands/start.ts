import type { Subcommand } from '../src/bot/context.js';
import { startGame } from '../src/bot/flow.js';

export const command: Subcommand = {
  name: 'start',
  ack: 'public',
  data: (b) => b.setName('start').setDescription('Deal the tiles and start the game (host), or start game 2 of a match'),
  execute: startGame,
};
