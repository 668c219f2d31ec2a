import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { playSuggestions, swapSuggestions } from '../src/bot/suggest.js';

export const command: Subcommand = {
  name: 'play',
  ack: 'public',
  data: (b) =>
    b.setName('play').setDescription('Place a word: 8H WORD reads across, H8 WORD reads down')
      .addStringOption((o) => o.setName('move').setDescription('e.g. 8H QUIZ; . for a tile on the board; ?E for a blank E').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => o.setName('swap').setDescription('Club rules: the square of a blank to swap first, e.g. H8').setAutocomplete(true)),
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
