import type { Subcommand } from '../src/bot/context.js';
import { refuse } from '../src/bot/flow.js';
import { leftLine, showLobbyChange } from '../src/bot/lobby.js';

export const command: Subcommand = {
  name: 'leave',
  ack: 'private',
  data: (b) => b.setName('leave').setDescription('Leave the game lobby before it starts'),
  async execute(ctx) {
    const out = await ctx.services.games.leave(ctx.channelId, ctx.user);
    if (!out.ok) return refuse(ctx, out.error.code === 'game-already-running' ? { code: 'use-resign' } : out.error);
    await showLobbyChange(ctx, out.value, leftLine(out.value, ctx.user.id));
  },
};
