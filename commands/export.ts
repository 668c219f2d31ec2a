import { writeGcg } from '../src/engine/gcg-write.js';
import type { GameState } from '../src/engine/index.js';
import type { Subcommand } from '../src/bot/context.js';
import { answer, currentGame, refuse } from '../src/bot/flow.js';
import { exportFile, type GameRecordFile } from '../src/bot/present.js';
import { archivedByNumber, gameOption } from './history.js';

/** Games of a match are kept in `match.records` as each ends: every finished one gets its own file. */
function records(game: GameState): GameRecordFile[] {
  if (!game.match) return [{ gcg: writeGcg(game) }];
  const of = 2;
  return game.match.records.map((history, i) => ({
    gcg: writeGcg(game, { history, title: `Match, game ${i + 1} of ${of}` }),
    match: { game: i + 1, of },
  }));
}

export const command: Subcommand = {
  name: 'export',
  ack: 'public',
  data: (b) => gameOption(b.setName('export').setDescription('Get the record of the finished game (both games of a match) as GCG files'), 'export that game'),
  async execute(ctx) {
    const n = ctx.getInteger('game');
    if (n !== null) {
      const archived = await archivedByNumber(ctx, n);
      if (archived) await answer(ctx, exportFile(archived, records(archived.game)));
      return;
    }
    const current = await currentGame(ctx);
    if (!current) return;
    if (current.game.status === 'playing') return refuse(ctx, { code: 'game-not-over' });
    await answer(ctx, exportFile(current.record, records(current.game)));
  },
};
