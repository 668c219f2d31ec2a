import type { Subcommand } from '../src/bot/context.js';
import { act } from '../src/bot/flow.js';
import { problemReply } from '../src/bot/present.js';
import { unreadableTiles } from '../src/bot/messages.js';
import { exchangeSuggestions, gameAlphabet, readTiles, tilesOfGame } from '../src/bot/suggest.js';
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
    // Read in the channel's game's letters (a Spanish `ch` is the CH tile, an English `É` no tile).
    const read = await ctx.services.games.read(ctx.channelId);
    const game = read.ok ? (read.value?.game ?? null) : null;
    // Anything but letters, `?` and spaces is refused as typed, not quietly dropped.
    if (readTiles(typed, game ? gameAlphabet(game) : undefined) === null) return void (await ctx.reply(problemReply(unreadableTiles(typed))));
    await act(ctx, (player, g) => ({ type: 'exchange', player, tiles: tilesOfGame(typed, g, player) }));
  },
  async autocomplete(ctx) {
    await ctx.respond(await exchangeSuggestions(ctx.services, ctx.channelId, ctx.user.id, ctx.focused.value));
  },
};
