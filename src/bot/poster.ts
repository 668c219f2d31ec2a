/**
 * The hub's channel poster, with discord.js: what the bot shows a channel when no
 * interaction is waiting for an answer (a clock's time-out, the computer's move), and
 * the edits that keep older messages honest (the lobby's list, a retired board).
 */
import { Routes, type Client } from 'discord.js';
import type { GameState } from '../engine/index.js';
import type { Reminder } from '../games/clock.js';
import type { ChannelPoster, TurnExtras } from '../games/ports.js';
import type { Lobby } from '../games/record.js';
import { RateBudget } from '../games/limiter.js';
import { toDiscord } from './interactions.js';
import { lobbyMessage, reminderMessage, startedLobbyMessage, turnMessage, type Reply } from './present.js';

/**
 * Requests with the bot's token share Discord's budget of 50 a second per bot; the
 * interactions' own answers (webhooks) do not, so those go unthrottled (see bot.ts) and
 * everything posted here takes its turn within this budget, with room to spare.
 */
export const BOT_REQUESTS_PER_SECOND = 40;
/** Beyond this many waiting, retiring an old board's buttons is skipped: moves come first. */
const RETIRE_BACKLOG = 20;

export class DiscordPoster implements ChannelPoster {
  private readonly budget: RateBudget;

  constructor(private readonly client: Client, budget?: RateBudget) {
    this.budget = budget ?? new RateBudget(BOT_REQUESTS_PER_SECOND);
  }

  async postTurn(channelId: string, before: GameState, after: GameState, extras?: TurnExtras): Promise<string> {
    return this.send(channelId, await turnMessage(before, after, extras));
  }

  async remind(channelId: string, reminder: Reminder): Promise<void> {
    await this.send(channelId, reminderMessage(reminder));
  }

  private async send(channelId: string, reply: Reply): Promise<string> {
    await this.budget.take();
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`Channel ${channelId} cannot take messages`);
    const { flags: _flags, ...message } = toDiscord(reply);
    return (await channel.send(message)).id;
  }

  async editLobby(channelId: string, messageId: string, lobby: Lobby, started?: GameState): Promise<void> {
    const { content, embeds, components, allowedMentions } = toDiscord(started ? startedLobbyMessage(lobby, started) : lobbyMessage(lobby));
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
