/** `/scrabble games`: the reader's games in this server, their turn first; or every game there is to watch or join. */
import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { gamesMessage, problemReply } from '../src/bot/present.js';
import { words } from '../src/bot/words/index.js';
import { myGames, serverGames } from '../src/games/listing.js';
import { StoreUnavailableError } from '../src/games/store.js';

/** Its choices in the language spoken now (the commands are built once per language); the values are the same in all. */
const showChoices = () => words.commands.choices.show;

export const command: Subcommand = {
  name: 'games',
  ack: 'private',
  // A choice rather than a boolean `all`: the picker then reads "My games" and "All games
  // in this server", where a boolean would read True and False.
  data: (b) => b.setName('games').setDescription(words.commands.games.description)
    .addStringOption((o) => o.setName('show').setDescription(words.commands.games.options.show)
      .addChoices(...showChoices().map(([name, value]) => ({ name, value })))),
  async execute(ctx) {
    const show = ctx.getString('show') ?? 'mine';
    if (!showChoices().some(([, v]) => v === show)) return void (await ctx.reply(problemReply(unknownChoice('show', show))));
    if (ctx.guildId === null) return refuse(ctx, { code: 'no-game' });
    let records;
    try {
      records = await ctx.services.games.store.guildRecords(ctx.guildId);
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
    const now = Date.now();
    const mine = show === 'mine';
    const entries = mine ? myGames(records, ctx.user.id, now) : serverGames(records, ctx.user.id, now);
    await answer(ctx, () => gamesMessage(entries, ctx.user.id, mine));
  },
};
