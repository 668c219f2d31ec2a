/**
 * One lobby message per game, edited in place as players come and go: by the buttons
 * on it directly, and after `/scrabble join` and `leave` by the publisher (the edit is
 * owed with the change).
 */
import type { ChannelRecord } from '../games/record.js';
import type { CommandContext } from './context.js';
import { lobbyMessage, mention } from './present.js';
import { publicly, words } from './words/index.js';

/** After a join or leave by command: the lobby message shows the change (see above), the player reads a line. */
export async function showLobbyChange(ctx: CommandContext, record: ChannelRecord, line: string): Promise<void> {
  const lobby = record.lobby!;
  if (lobby.messageId) {
    await ctx.reply({ content: line, ephemeral: true });
    return;
  }
  // No lobby message to edit: the channel sees the list in a new one, whose buttons act from then on.
  const posted = await ctx.reply(publicly(() => lobbyMessage(lobby)));
  if (posted) await ctx.services.games.setLobbyMessage(ctx.channelId, posted);
}

export const joinedLine = (record: ChannelRecord): string => words.lobby.joined(record.lobby!.players.length, record.lobby!.rules.maxPlayers, mention(record.lobby!.hostId));

/** After `/scrabble leave`: a player offered a seat in a rematch has declined it. */
export const leftLine = (record: ChannelRecord, userId: string): string => words.lobby.left(record.lobby?.rematch?.declined.some((p) => p.id === userId) ?? false);

/** `/scrabble cancel`, for the channel; `record` as it was. A rematch called off leaves the game before it. */
export const cancelledLine = (userId: string, record: ChannelRecord): string =>
  words.lobby.cancelled(mention(userId), Boolean(record.lobby?.rematch && record.game?.status === 'over'));
