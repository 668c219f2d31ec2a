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
import { toDiscord } from './interactions.js';
import { lobbyMessage, reminderMessage, turnMessage, type Reply } from './present.js';

export class DiscordPoster implements ChannelPoster {
  constructor(private readonly client: Client) {}

  async postTurn(channelId: string, before: GameState, after: GameState, extras?: TurnExtras): Promise<string> {
    return this.send(channelId, await turnMessage(before, after, extras));
  }

  async remind(channelId: string, reminder: Reminder): Promise<void> {
    await this.send(channelId, reminderMessage(reminder));
  }

  private async send(channelId: string, reply: Reply): Promise<string> {
    const channel = await this.client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`Channel ${channelId} cannot take messages`);
    const { flags: _flags, ...message } = toDiscord(reply);
    return (await channel.send(message)).id;
  }

  async editLobby(channelId: string, messageId: string, lobby: Lobby): Promise<void> {
    const { content, embeds, components, allowedMentions } = toDiscord(lobbyMessage(lobby));
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), {
      body: { content, embeds, components, allowed_mentions: { users: allowedMentions?.users ?? [], parse: [] } },
    });
  }

  /** An older board keeps its picture and loses its buttons: only the newest board acts. */
  async retireBoard(channelId: string, messageId: string): Promise<void> {
    await this.client.rest.patch(Routes.channelMessage(channelId, messageId), { body: { components: [] } });
  }
}
