import type { Subcommand } from '../src/bot/context.js';
import { refuse } from '../src/bot/flow.js';
import { joinedLine, showLobbyChange } from '../src/bot/lobby.js';

export const command: Subcommand = {
  name: 'join',
  ack: 'private',
  data: (b) =>
    b.setName('join').setDescription('Join the game gathering players in this channel')
      .addIntegerOption((o) => o.setName('age').setDescription('Only when the youngest starts: used to pick who starts, not kept').setMinValue(1).setMaxValue(120)),
  async execute(ctx) {
    const out = await ctx.services.games.join(ctx.channelId, ctx.user, ctx.getInteger('age'));
    if (!out.ok) return refuse(ctx, out.error);
    await showLobbyChange(ctx, out.value, joinedLine(out.value));
  },
};
