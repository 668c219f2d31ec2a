import type { Subcommand } from '../src/bot/context.js';
import { refuse } from '../src/bot/flow.js';
import { joinedLine, showLobbyChange } from '../src/bot/lobby.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'join',
  ack: 'private',
  data: (b) =>
    b.setName('join').setDescription(words.commands.join.description)
      .addIntegerOption((o) => o.setName('age').setDescription(words.commands.join.options.age).setMinValue(1).setMaxValue(120)),
  async execute(ctx) {
    const out = await ctx.services.games.join(ctx.channelId, ctx.user, ctx.getInteger('age'));
    if (!out.ok) return refuse(ctx, out.error);
    await showLobbyChange(ctx, out.value, joinedLine(out.value));
  },
};
