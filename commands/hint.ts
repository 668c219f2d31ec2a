import type { Subcommand } from '../src/bot/context.js';
import { hintMessage } from '../src/bot/advice.js';
import { currentGame, refuse, thinkerOf } from '../src/bot/flow.js';
import { isActivePlayer } from '../src/games/policy.js';
import { words } from '../src/bot/words/index.js';

export const command: Subcommand = {
  name: 'hint',
  ack: 'private',
  data: (b) => b.setName('hint').setDescription(words.commands.hint.description),
  async execute(ctx) {
    const current = await currentGame(ctx);
    if (!current) return;
    const { record, game, player } = current;
    if (player < 0) return refuse(ctx, { code: 'spectator' });
    if (game.status !== 'playing') return refuse(ctx, { code: 'game-over' });
    if (!isActivePlayer(game, player)) return refuse(ctx, { code: 'resigned' });
    // In a game where nobody agreed to help, a hint would be cheating.
    if (!record.hints) return refuse(ctx, { code: 'hints-off' });
    // A play that went out waits for its answer: there is nothing to play, only that to decide.
    if (game.pending?.wentOut) return void (await ctx.reply(hintMessage(game, player, [])));
    const thinker = thinkerOf(ctx.services);
    const hints = await thinker.think({ kind: 'hints', state: game, player, count: 5 });
    await ctx.reply(hintMessage(game, player, hints));
  },
};
