import type { Subcommand } from '../src/bot/context.js';
import { refuse } from '../src/bot/flow.js';
import { leftLine, showLobbyChange } from '../src/bot/lobby.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'leave',
  ack: 'private',
  data: (b) => b.setName('leave').setDescription(words.commands.leave.description),
  async execute(ctx) {
    const out = await ctx.services.games.leave(ctx.channelId, ctx.user);
    if (!out.ok) return refuse(ctx, out.error.code === 'game-already-running' ? { code: 'use-resign' } : out.error);
    await showLobbyChange(ctx, out.value, leftLine(out.value, ctx.user.id));
  },
};
