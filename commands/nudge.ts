import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { reminderMessage } from '../src/bot/present.js';
import { escapeMarkdown } from '../src/bot/words/text.js';
import { words } from '../src/bot/words/index.js';

/** Any player reminds the one whose turn it is; the hub limits how often. */
export const command: Subcommand = {
  name: 'nudge',
  ack: 'public',
  data: (b) => b.setName('nudge').setDescription(words.commands.nudge.description),
  async execute(ctx) {
    const out = await ctx.services.games.nudge(ctx.channelId, ctx.user);
    if (!out.ok) return refuse(ctx, out.error);
    await answer(ctx, () => reminderMessage(out.value, `**${escapeMarkdown(ctx.user.name)}**`));
  },
};
