import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { rulesText } from '../src/bot/rules-text.js';

export const command: Subcommand = {
  name: 'rules',
  data: (b) => b.setName('rules').setDescription("Show this game's rules"),
  async execute(ctx) {
    const record = await ctx.services.games.record(ctx.channelId);
    const rules = record?.lobby?.rules ?? record?.game?.rules;
    if (!rules) return refuse(ctx, { code: 'no-game' });
    await answer(ctx, { content: rulesText(rules), ephemeral: true });
  },
};
