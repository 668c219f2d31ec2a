import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { rulesText } from '../src/bot/rules-text.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'rules',
  ack: 'private',
  data: (b) => b.setName('rules').setDescription(words.commands.rules.description),
  async execute(ctx) {
    const read = await ctx.services.games.read(ctx.channelId);
    if (!read.ok) return refuse(ctx, read.error);
    const record = read.value;
    const rules = record?.lobby?.rules ?? record?.game?.rules;
    if (!rules) return refuse(ctx, { code: 'no-game' });
    await answer(ctx, () => ({ content: rulesText(rules), ephemeral: true }));
  },
};
