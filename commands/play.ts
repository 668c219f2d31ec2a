import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { playSuggestions, swapSuggestions } from '../src/bot/suggest.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'play',
  ack: 'public',
  data: (b) =>
    b.setName('play').setDescription(words.commands.play.description)
      .addStringOption((o) => o.setName('move').setDescription(words.commands.play.options.move).setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('swap').setDescription(words.commands.play.options.swap).setAutocomplete(true)),
  async execute(ctx) {
    const move = ctx.getString('move') ?? '';
    const swap = ctx.getString('swap');
    await act(ctx, (player) => ({ type: 'place', player, move, ...(swap ? { swap } : {}) }));
  },
  async autocomplete(ctx) {
    const { name, value } = ctx.focused;
    const suggest = name === 'swap' ? swapSuggestions : playSuggestions;
    await ctx.respond(await suggest(ctx.services, ctx.channelId, ctx.user.id, value));
  },
};
