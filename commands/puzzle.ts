import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { explain, unknownChoice } from '../src/bot/messages.js';
import { problemReply } from '../src/bot/present.js';
import { answerMessage, puzzleLeaderboardMessage, puzzleMessage } from '../src/bot/views/puzzle.js';
import { words } from '../src/bot/words/index.js';
import { StoreUnavailableError } from '../src/games/store.js';

/** Its choices in the language spoken now (the commands are built once per language); the values are the same in all. */
const showChoices = () => words.commands.choices.puzzleShow;

export const command: Subcommand = {
  name: 'puzzle',
  // An answer is private (the others have yet to find it); the puzzle and the leaderboard are for the channel.
  ack: (ctx) => (ctx.getString('answer') ? 'private' : 'public'),
  data: (b) => b.setName('puzzle').setDescription(words.commands.puzzle.description)
    .addStringOption((o) => o.setName('answer').setDescription(words.commands.puzzle.options.answer).setMaxLength(100))
    .addStringOption((o) => o.setName('show').setDescription(words.commands.puzzle.options.show).addChoices(...showChoices().map(([name, value]) => ({ name, value })))),
  async execute(ctx) {
    const typed = ctx.getString('answer');
    const show = ctx.getString('show');
    if (show && !showChoices().some(([, v]) => v === show)) return void (await ctx.reply(problemReply(unknownChoice('show', show))));
    const puzzles = ctx.services.puzzles;
    try {
      if (typed) {
        const out = await puzzles.answer(ctx.guildId, ctx.user, typed);
        if (!out.ok) {
          ctx.services.onRefusal?.(out.error);
          return void (await ctx.reply(problemReply(`${explain(out.error)}\n${words.puzzle.notCounted}`)));
        }
        return void (await answer(ctx, () => answerMessage(out.value)));
      }
      if (show === 'leaderboard') {
        const board = await puzzles.leaderboard(ctx.guildId);
        return void (await answer(ctx, () => puzzleLeaderboardMessage(board, ctx.user.id)));
      }
      const { today, yesterday } = await puzzles.current();
      await answer(ctx, () => puzzleMessage(today, yesterday));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
  },
};
