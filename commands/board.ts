import type { Subcommand } from '../src/bot/context.js';
import { showBoardAgain } from '../src/bot/flow.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'board',
  ack: 'public',
  data: (b) => b.setName('board').setDescription(words.commands.board.description),
  // The new message becomes the board whose buttons act; the old one loses them. It shows the
  // position and whose turn it is, with the clock, pinging only the players who allow it.
  execute: (ctx) => showBoardAgain(ctx),
};
