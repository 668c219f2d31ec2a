import type { Subcommand } from '../src/bot/context.js';
import { analysisMessage } from '../src/bot/advice.js';
import { answer, currentGame, refuse, thinkerOf } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { problemReply } from '../src/bot/present.js';
import { seatOf } from '../src/games/policy.js';
import { archivedByNumber, gameOption } from './history.js';
import { words } from '../src/bot/words/index.js';

/** Its choices in the language spoken now (the commands are built once per language); the values are the same in all. */
const shareChoices = () => words.commands.choices.share;

export const command: Subcommand = {
  name: 'analysis',
  // Shared: the channel sees it from the start; otherwise only the player does.
  ack: (ctx) => (ctx.getString('share') === 'yes' ? 'public' : 'private'),
  data: (b) => gameOption(b.setName('analysis').setDescription(words.commands.analysis.description)
    .addStringOption((o) => o.setName('share').setDescription(words.commands.analysis.options.share)
      .addChoices(...shareChoices().map(([name, value]) => ({ name, value })))), words.commands.analysis.options.game),
  async execute(ctx) {
    const share = ctx.getString('share');
    if (share && !shareChoices().some(([, v]) => v === share)) return void (await ctx.reply(problemReply(unknownChoice('share', share))));
    // A game by its number in the server's history (a rematch has replaced it, say), or the channel's own.
    const n = ctx.getInteger('game');
    const archived = n === null ? null : await archivedByNumber(ctx, n);
    if (n !== null && !archived) return;
    const current = archived ? { game: archived.game, player: seatOf(archived.game, ctx.user.id) } : await currentGame(ctx);
    if (!current) return;
    const { game, player } = current;
    if (player < 0) return refuse(ctx, { code: 'spectator' });
    // Before the end it would show the best plays of a game still being played.
    if (game.status !== 'over') return refuse(ctx, { code: 'analysis-not-ready' });
    const thinker = thinkerOf(ctx.services);
    const analyses = await thinker.think({ kind: 'analyse', state: game, player });
    await answer(ctx, () => analysisMessage(game, player, analyses, share === 'yes'));
  },
};
