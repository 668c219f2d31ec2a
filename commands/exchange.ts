import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { problemReply } from '../src/bot/present.js';
import { unreadableTiles } from '../src/bot/messages.js';
import { exchangeSuggestions, readTiles, tilesOfGame } from '../src/bot/suggest.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'exchange',
  ack: 'public',
  data: (b) =>
    b.setName('exchange').setDescription(words.commands.exchange.description)
      .addStringOption((o) => o.setName('tiles').setDescription(words.commands.exchange.options.tiles)
        .setRequired(false).setAutocomplete(true)),
  async execute(ctx) {
    const typed = ctx.getString('tiles') ?? '';
    const tiles = readTiles(typed);
    // Anything but letters, `?` and spaces is refused as typed, not quietly dropped.
    if (tiles === null) return void (await ctx.reply(problemReply(unreadableTiles(typed))));
    // In the game's letters: a Spanish `ch` is the CH tile.
    await act(ctx, (player, game) => ({ type: 'exchange', player, tiles: tilesOfGame(tiles, game, player) }));
  },
  async autocomplete(ctx) {
    await ctx.respond(await exchangeSuggestions(ctx.services, ctx.channelId, ctx.user.id, ctx.focused.value));
  },
};
