import { writeGcg } from '../src/engine/gcg-write.js';
import type { Subcommand } from '../src/bot/context.js';
import { answer, currentGame, refuse } from '../src/bot/flow.js';
import { exportFile } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'export',
  data: (b) => b.setName('export').setDescription('Get the record of the finished game as a GCG file'),
  async execute(ctx) {
    const current = await currentGame(ctx);
    if (!current) return;
    if (current.game.status === 'playing') return refuse(ctx, { code: 'game-not-over' });
    const record = (await ctx.services.games.record(ctx.channelId))!;
    await answer(ctx, exportFile(record, writeGcg(current.game)));
  },
};
