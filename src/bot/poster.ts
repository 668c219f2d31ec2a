/**
 * The hub's channel poster, with discord.js: what the publisher shows a channel when no
 * interaction in this process is waiting for an answer (a clock's time-out, the
 * computer's move, a board owed across a restart), and the edits that keep older
 * messages honest (the lobby's list, a retired board). Everything here is public, so it is
 * worded in the server's language (`guild.preferredLocale`), whoever made the change.
 */
import { ChannelType, InteractionWebhook, Routes, type Client } from 'discord.js';
import type { GameState } from '../engine/index.js';
import type { Reminder } from '../games/clock.js';
import type { AnswerTarget, ChannelPoster, TurnExtras } from '../games/ports.js';
import type { Lobby } from '../games/record.js';
import type { GameSummary } from '../games/summary.js';
import { RateBudget } from '../games/limiter.js';
import { toDiscord } from './interactions.js';
import { explain } from './messages.js';
import { lobbyMessage, reminderMessage, startedLobbyMessage, summaryMessage, threadName, turnMessage, type Reply } from './present.js';
import { publicly, speaking, tableFor, type Words } from './words/index.js';

/**
 * Requests with the bot's token share Discord's budget of 50 a second per bot; the
 * interactions' own answers (webhooks) do not, so those go unthrottled (see bot.ts) and
 * everything posted here takes its turn within this budget, with room to spare.
 */
export const BOT_REQUESTS_PER_SECOND = 40;
/** Beyond this many waiting, retiring an old board's buttons is skipped: moves come first. */
const RETIRE_BACKLOG = 20;
/** A game's thread archives itself after an hour without a message (Discord's shortest), should the bot not archive it at the end. */
const THREAD_AUTO_ARCHIVE_MINUTES = 60;

export class DiscordPoster implements ChannelPoster {
  private readonly budget: RateBudget;

  constructor(private readonly client: Client, budget?: RateBudget) {
    this.budget = budget ?? new RateBudget(BOT_REQUESTS_PER_SECOND);
  }

  async postTurn(channelId: string, before: GameState, after: GameState, extras?: TurnExtras, nonce?: string): Promise<string> {
    return this.send(channelId, await publicly(() => turnMessage(before, after, extras), await this.serverWords(channelId)), nonce);
  }

  /** The interaction's placeholder, by its token (as the interaction's own answer would): not counted against the bot's budget. */
  async fillTurn(channelId: string, target: AnswerTarget, before: GameState, after: GameState, extras?: TurnExtras): Promise<string> {
    const { flags: _flags, ...edit } = toDiscord(await publicly(() => turnMessage(before, after, extras), await this.serverWords(channelId)));
    const webhook = new InteractionWebhook(this.client as Client<true>, target.applicationId, target.token);
    return (await webhook.editMessage('@original', edit)).id;
  }

  /**
   * The placeholder of an action that never ran says so, by its token: only while it is
   * still the bare placeholder (an answer already shown, or a placeholder taken away, is left as it is).
   */
  async abandonAnswer(channelId: string, target: Omit<AnswerTarget, 'messageId'>): Promise<void> {
    const webhook = new InteractionWebhook(this.client as Client<true>, target.applicationId, target.token);
    const original = await webhook.fetchMessage('@original').catch(() => null);
    if (!original || original.content !== '' || original.embeds.length > 0 || original.attachments.size > 0) return;
    const { flags: _flags, ...edit } = toDiscord(publicly(() => ({ content: explain({ code: 'interrupted' }) }), await this.serverWords(channelId)));
    await webhook.editMessage('@original', edit);
  }

  async deleteMessage(channelId: string, messageId: string): Promise<void> {
    await this.budget.take();
    await this.client.rest.delete(Routes.channelMessage(channelId, messageId));
  }

  async postLobby(channelId: string, lobby: Lobby, nonce?: string): Promise<string> {
    return this.send(channelId, publicly(() => lobbyMessage(lobby), await this.serverWords(channelId)), nonce);
  }

  async openThread(channelId: string, summary: GameSummary): Promise<string> {
    await this.budget.take();
    const body = { name: speaking(await this.serverWords(channelId), () => threadName(summary)), type: ChannelType.PublicThread, auto_archive_duration: THREAD_AUTO_ARCHIVE_MINUTES };
    return ((await this.client.rest.post(Routes.threads(channelId), { body })) as { id: string }).id;
  }

  async editSummary(channelId: string, messageId: string, threadId: string, summary: GameSummary): Promise<void> {
    const { content } = toDiscord(publicly(() => summaryMessage(threadId, summary), await this.serverWords(channelId)));
    await this.budget.take();
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { content, embeds: [], components: [], allowed_mentions: { parse: [] } } });
  }

  async renameThread(threadId: string, summary: GameSummary): Promise<void> {
    await this.budget.take();
    const name = speaking(await this.serverWords(threadId), () => threadName(summary));
    await this.client.rest.patch(Routes.channel(threadId), { body: { name } });
  }

  async archiveThread(threadId: string): Promise<void> {
    await this.budget.take();
    await this.client.rest.patch(Routes.channel(threadId), { body: { archived: true } });
  }

  async remind(channelId: string, reminder: Reminder): Promise<void> {
    await this.send(channelId, publicly(() => reminderMessage(reminder), await this.serverWords(channelId)));
  }

  /** The table of the server `channelId` (a channel or thread) is in: its preferred locale's; English where it is not known. */
  private async serverWords(channelId: string): Promise<Words> {
    const channel = this.client.channels.cache.get(channelId) ?? (await this.client.channels.fetch(channelId).catch(() => null));
    return tableFor(channel && !channel.isDMBased() ? channel.guild.preferredLocale : null);
  }

  /** `nonce`: Discord gives back the message already posted with it (within minutes) instead of posting twice. */
  private async send(channelId: string, reply: Reply, nonce?: string): Promise<string> {
    await this.budget.take();
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`Channel ${channelId} cannot take messages`);
    const { flags: _flags, ...message } = toDiscord(reply);
    return (await channel.send({ ...message, ...(nonce !== undefined ? { nonce, enforceNonce: true } : {}) })).id;
  }

  async editLobby(channelId: string, messageId: string, lobby: Lobby, started?: GameState): Promise<void> {
    const message = publicly(() => (started ? startedLobbyMessage(lobby, started) : lobbyMessage(lobby)), await this.serverWords(channelId));
    const { content, embeds, components, allowedMentions } = toDiscord(message);
    await this.budget.take();
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), {
      body: { content, embeds, components, allowed_mentions: { users: allowedMentions?.users ?? [], parse: [] } },
    });
  }

  /**
   * An older board keeps its picture and loses its buttons: only the newest board acts.
   * Best effort: when the budget is backed up it is skipped (a press on an old board is
   * refused in words anyway).
   */
  async retireBoard(channelId: string, messageId: string): Promise<void> {
    if (this.budget.backlog > RETIRE_BACKLOG) return;
    await this.budget.take();
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { components: [] } });
  }
}
