import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { statsMessage } from '../src/bot/present.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'stats',
  ack: 'public',
  data: (b) => b.setName('stats').setDescription(words.commands.stats.description)
    .addUserOption((o) => o.setName('user').setDescription(words.commands.stats.options.user)),
  async execute(ctx) {
    const id = ctx.getString('user') ?? ctx.user.id;
    try {
      const summary = await ctx.services.games.stats.summary(ctx.guildId);
      const st = summary.players.get(id);
      const ratings = summary.ratings.flatMap(({ family, players }) => {
        const row = players.get(id);
        return row ? [[family, row] as const] : [];
      });
      await answer(ctx, () => statsMessage(st?.name ?? (id === ctx.user.id ? ctx.user.name : 'That player'), st, ratings));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
  },
};
