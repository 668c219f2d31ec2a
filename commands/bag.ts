import type { Subcommand } from '../src/bot/context.js';
import { answer, currentGame } from '../src/bot/flow.js';
import { bagMessage } from '../src/bot/present.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'bag',
  ack: 'private',
  data: (b) => b.setName('bag').setDescription(words.commands.bag.description),
  async execute(ctx) {
    const current = await currentGame(ctx);
    if (!current) return;
    await answer(ctx, () => bagMessage(current.game, current.player));
  },
};
