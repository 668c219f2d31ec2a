import { writeGcg } from '../src/engine/gcg-write.js';
import type { Subcommand } from '../src/bot/context.js';
import { answer, currentGame, refuse } from '../src/bot/flow.js';
import { exportFile } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'export',
  ack: 'public',
  data: (b) => b.setName('export').setDescription('Get the record of the finished game as a GCG file'),
  async execute(ctx) {
    const current = await currentGame(ctx);
    if (!current) return;
    if (current.game.status === 'playing') return refuse(ctx, { code: 'game-not-over' });
    await answer(ctx, exportFile(current.record, writeGcg(current.game)));
  },
};
