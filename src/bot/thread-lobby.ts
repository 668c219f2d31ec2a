/**
 * `/scrabble new` in a text channel of a server with threads on: the game gets a public
 * thread of its own, where its lobby and boards go, and the command's answer in the
 * channel becomes the game's summary line (kept up to date by the publisher). Nothing is
 * left half-made: the rules are checked before the thread is opened, and no lobby is
 * stored for a thread that could not be opened.
 */
import type { NewGameOptions } from '../games/lobbies.js';
import { lobbySummary } from '../games/summary.js';
import type { CommandContext } from './context.js';
import { refuse } from './flow.js';
import { summaryMessage } from './present.js';
import { publicly } from './words/index.js';

/** Whether `/scrabble new` here opens a thread: in a server's channel (not a thread already) whose server keeps threads on. */
export async function opensThread(ctx: CommandContext): Promise<boolean> {
  if (ctx.guildId === null || (await ctx.inThread())) return false;
  return (await ctx.services.games.store.guildSettings(ctx.guildId)).threads;
}

/** Opens the game's thread and its lobby there, and answers with the summary line. */
export async function openInThread(ctx: CommandContext, opts: NewGameOptions): Promise<void> {
  const { games, poster } = ctx.services;
  if (ctx.missingThreadPermissions.length > 0) return refuse(ctx, { code: 'thread-permissions', detail: ctx.missingThreadPermissions.join(' and ') });
  const rules = games.lobbyRules(opts);
  if (!rules.ok) return refuse(ctx, rules.error);
  const summary = ctx.placeholderId;
  if (summary === undefined) return refuse(ctx, { code: 'internal' });
  let threadId: string;
  try {
    threadId = await poster.openThread(ctx.channelId, lobbySummary({ hostId: ctx.user.id, rules: rules.value, players: [ctx.user], createdAt: 0 }));
  } catch (e) {
    ctx.services.log(`No thread opened in ${ctx.channelId}: ${e instanceof Error ? e.message : String(e)}`);
    return refuse(ctx, { code: 'thread-refused' });
  }
  // A store failure comes back as a problem, like any refusal (see HubCore.change).
  const out = await games.newLobby(threadId, ctx.guildId, ctx.user, opts, undefined, { parentId: ctx.channelId, summaryMessageId: summary });
  if (!out.ok) {
    // The thread holds nothing: it goes out of sight rather than stay as an empty room.
    await poster.archiveThread(threadId).catch((e: unknown) => ctx.services.log(`Could not archive the empty thread ${threadId}`, e));
    return refuse(ctx, out.error);
  }
  await ctx.reply(publicly(() => summaryMessage(threadId, lobbySummary(out.value.lobby!))));
}
