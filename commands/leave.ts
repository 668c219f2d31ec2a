import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { lobbyMessage } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'leave',
  data: (b) => b.setName('leave').setDescription('Leave the game lobby before it starts'),
  async execute(ctx) {
    const out = await ctx.services.games.leave(ctx.channelId, ctx.user);
    if (!out.ok) return refuse(ctx, out.problem);
    const id = await answer(ctx, lobbyMessage(out.value.lobby!));
    if (id) await ctx.services.games.setLobbyMessage(ctx.channelId, id);
  },
};
