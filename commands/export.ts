import type { CommandContext, Subcommand } from '../src/bot/context.js';
import { answer, currentGame, refuse } from '../src/bot/flow.js';
import { exportFile, matchGameTitle } from '../src/bot/present.js';
import { gcgRecords } from '../src/games/export.js';
import type { ChannelRecord } from '../src/games/record.js';
import { archivedByNumber, gameOption } from './history.js';
import { words } from '../src/bot/words/index.js';

/**
 * When the channel's finished game ended, for its file name: its archive entry's time
 * (a later lobby or nudge changes the record's own), else the record's last change.
 */
async function finishedAt(ctx: CommandContext, record: ChannelRecord): Promise<number> {
  if (record.gameId === undefined) return record.updatedAt;
  try {
    return (await ctx.services.games.store.archivedGame(record.gameId))?.finishedAt ?? record.updatedAt;
  } catch {
    return record.updatedAt;
  }
}

export const command: Subcommand = {
  name: 'export',
  ack: 'public',
  data: (b) => gameOption(b.setName('export').setDescription(words.commands.export.description), words.commands.export.options.game),
  async execute(ctx) {
    const n = ctx.getInteger('game');
    if (n !== null) {
      const archived = await archivedByNumber(ctx, n);
      if (archived) await answer(ctx, () => exportFile(archived.players.map((p) => p.name), archived.finishedAt, gcgRecords(archived.game, matchGameTitle)));
      return;
    }
    const current = await currentGame(ctx);
    if (!current) return;
    if (current.game.status === 'playing') return refuse(ctx, { code: 'game-not-over' });
    const players = current.game.players.map((p) => p.name);
    const at = await finishedAt(ctx, current.record);
    await answer(ctx, () => exportFile(players, at, gcgRecords(current.game, matchGameTitle)));
  },
};
