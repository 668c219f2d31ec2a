import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext, Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { archivedFile, historyMessage } from '../src/bot/present.js';
import type { ArchivedGame } from '../src/games/record.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { words } from '../src/bot/words/index.js';

/** How many recent games the list shows (and `game:` can pick from). */
export const HISTORY_LENGTH = 10;

/** The `game:` option of `/scrabble analysis` and `/scrabble export`: a game by its number in `/scrabble history`, described as `description`. */
export const gameOption = (b: SlashCommandSubcommandBuilder, description: string): SlashCommandSubcommandBuilder =>
  b.addIntegerOption((o) => o.setName('game').setDescription(description)
    .setMinValue(1).setMaxValue(HISTORY_LENGTH));

/** The server's game numbered `n` in `/scrabble history`, or null once the player was told why there is none. */
export async function archivedByNumber(ctx: CommandContext, n: number): Promise<ArchivedGame | null> {
  let games;
  try {
    games = await ctx.services.games.store.archived(ctx.guildId, HISTORY_LENGTH);
  } catch (e) {
    if (e instanceof StoreUnavailableError) {
      await refuse(ctx, { code: 'store-unavailable' });
      return null;
    }
    throw e;
  }
  const picked = games[n - 1];
  if (!picked) await refuse(ctx, { code: 'no-archived-game' });
  return picked ?? null;
}

export const command: Subcommand = {
  name: 'history',
  ack: 'private',
  data: (b) => b.setName('history').setDescription(words.commands.history.description)
    .addIntegerOption((o) => o.setName('game').setDescription(words.commands.history.options.game).setMinValue(1).setMaxValue(HISTORY_LENGTH)),
  async execute(ctx) {
    let games;
    try {
      games = await ctx.services.games.store.archived(ctx.guildId, HISTORY_LENGTH);
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
    const n = ctx.getInteger('game');
    if (n === null) return void (await answer(ctx, historyMessage(games)));
    const picked = games[n - 1];
    if (!picked) return refuse(ctx, { code: 'no-archived-game' });
    await answer(ctx, archivedFile(picked, n));
  },
};
