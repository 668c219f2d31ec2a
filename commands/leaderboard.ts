import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { words } from '../src/bot/words/index.js';
import { leaderboardMessage, problemReply } from '../src/bot/present.js';
import { PRESETS } from '../src/games/catalog.js';
import { StoreUnavailableError } from '../src/games/store.js';

export const command: Subcommand = {
  name: 'leaderboard',
  ack: 'public',
  data: (b) => b.setName('leaderboard').setDescription(words.commands.leaderboard.description)
    .addStringOption((o) => o.setName('preset').setDescription(words.commands.leaderboard.options.preset).addChoices(...PRESETS.map((p) => ({ name: words.presets[p.id].name, value: p.id })))),
  async execute(ctx) {
    const preset = ctx.getString('preset');
    if (preset && !PRESETS.some((p) => p.id === preset)) return void (await ctx.reply(problemReply(unknownChoice('preset', preset))));
    try {
      const summary = await ctx.services.games.stats.summary(ctx.guildId);
      const tables = summary.ratings
        .filter(({ family }) => preset === null || family.preset === preset)
        .map(({ family, players }) => [family, [...players.values()]] as const);
      await answer(ctx, () => leaderboardMessage(tables, preset));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
  },
};
