import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { CommandContext, Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { archivedFile, historyMessage, problemReply } from '../src/bot/present.js';
import { showReplay } from '../src/bot/replay.js';
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

/** Its choices in the language spoken now (the commands are built once per language); the values are the same in all. */
const replayChoices = () => words.commands.choices.replay;

export const command: Subcommand = {
  name: 'history',
  // A replay is for the channel (unless a game is being played there); the list and the record, for the asker.
  ack: (ctx) => (ctx.getString('replay') === 'yes' ? 'public' : 'private'),
  data: (b) => b.setName('history').setDescription(words.commands.history.description)
    .addIntegerOption((o) => o.setName('game').setDescription(words.commands.history.options.game).setMinValue(1).setMaxValue(HISTORY_LENGTH))
    .addStringOption((o) => o.setName('replay').setDescription(words.commands.history.options.replay)
      .addChoices(...replayChoices().map(([name, value]) => ({ name, value })))),
  async execute(ctx) {
    const replay = ctx.getString('replay');
    if (replay && !replayChoices().some(([, v]) => v === replay)) return void (await ctx.reply(problemReply(unknownChoice('replay', replay))));
    let games;
    try {
      games = await ctx.services.games.store.archived(ctx.guildId, HISTORY_LENGTH);
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
    // A replay of no game in particular is of the last one finished.
    const n = ctx.getInteger('game') ?? (replay === 'yes' ? 1 : null);
    if (n === null) return void (await answer(ctx, () => historyMessage(games)));
    const picked = games[n - 1];
    if (!picked) return refuse(ctx, { code: 'no-archived-game' });
    if (replay === 'yes') return showReplay(ctx, { gameId: picked.id, step: null, onMine: false, mine: false });
    await answer(ctx, () => archivedFile(picked, n));
  },
};
