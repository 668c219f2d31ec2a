import { ApplicationCommandType, PermissionFlagsBits, type APIApplicationCommand, type APIGatewayBotInfo } from 'discord-api-types/v10';
import type { Gateway } from './gateway.js';
import { snowflake } from './util.js';
import type { InteractionFactory } from './interactions.js';
import type { MessageBody, MessageStore } from './messages.js';
import { bearerUser, type OAuthGrants } from './oauth.js';
import { ApiError, type Router } from './router.js';
import type { RecordedCallback, RecordedFile } from './types.js';
import { validateCommand, validateMessage } from './validate.js';
import { registerThreadRoutes, threadWritable } from './threads.js';
import { isThread, type World } from './world.js';

export interface RestDeps {
  world: World;
  store: MessageStore;
  interactions: InteractionFactory;
  callbacks: RecordedCallback[];
  gatewayUrl: string;
  ackDeadlineMs: number;
  /** The shard count `GET /gateway/bot` recommends. */
  shards: number;
  /** Users' OAuth2 codes and tokens (an Activity's sign-in). */
  grants: OAuthGrants;
  /** Tells the bot of changes it did not ask for (a thread unarchived by a message, say). */
  gateway: Gateway;
}

const P = PermissionFlagsBits;

export const Errors = {
  unknownChannel: () => new ApiError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new ApiError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new ApiError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new ApiError(404, 10008, 'Unknown Message'),
  unknownUser: () => new ApiError(404, 10013, 'Unknown User'),
  unknownApplication: () => new ApiError(404, 10002, 'Unknown Application'),
  unknownCommand: () => new ApiError(404, 10063, 'Unknown application command'),
  missingAccess: () => new ApiError(403, 50001, 'Missing Access'),
  missingPermissions: () => new ApiError(403, 50013, 'Missing Permissions'),
  archivedThread: () => new ApiError(400, 50083, 'Thread is archived'),
  wrongChannelType: () => new ApiError(400, 50024, 'Cannot execute action on this channel type'),
};

/** The value, or the Discord error for a missing resource. */
export function found<T>(value: T | undefined, error: () => ApiError): T {
  if (value === undefined) throw error();
  return value;
}

/** Registers every route except interaction callbacks and webhooks (see webhooks.ts). */
export function registerRestRoutes(router: Router, deps: RestDeps): void {
  const { world, store } = deps;

  const channelOf = (id: string) => found(world.channels.get(id), Errors.unknownChannel);
  const guildOf = (id: string) => found(world.guild(id), Errors.unknownGuild);

  /** Throws the error Discord gives when the bot lacks `needed` in a channel. */
  const requirePermissions = (channelId: string, needed: bigint): void => {
    const has = world.permissions(world.bot.id, channelId);
    if (!(has & P.ViewChannel)) throw Errors.missingAccess();
    if ((has & needed) !== needed) throw Errors.missingPermissions();
  };
  const sendPermissions = (body: MessageBody, files: RecordedFile[], base: bigint): bigint =>
    base | (files.length > 0 ? P.AttachFiles : 0n) | (body.embeds?.length ? P.EmbedLinks : 0n);
  /** Sending into a thread takes Send Messages in Threads, not Send Messages. */
  const sendBit = (channelId: string): bigint => (isThread(channelOf(channelId)) ? P.SendMessagesInThreads : P.SendMessages);

  router.add('GET', '/gateway/bot', (): { body: APIGatewayBotInfo } => ({
    // reset_after 0 lets discord.js re-ask on every login instead of caching for minutes.
    body: { url: deps.gatewayUrl, shards: deps.shards, session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 } },
  }));
  router.add('GET', '/gateway', () => ({ body: { url: deps.gatewayUrl } }), { auth: false });
  // The bot itself, or with a user's OAuth2 token the user (an Activity's sign-in).
  router.add('GET', '/users/@me', ({ authorization }) => ({
    body: authorization?.startsWith('Bearer ') ? bearerUser(world, deps.grants, authorization) : world.bot,
  }), { bearer: true });
  router.add('GET', '/users/:userId', ({ params }) => ({ body: found(world.users.get(params.userId!), Errors.unknownUser) }));
  router.add('GET', '/applications/@me', () => ({ body: world.application() }));

  // Application commands, global and per guild.
  const commandList = (app: string, guildId?: string): APIApplicationCommand[] => {
    if (app !== world.applicationId) throw Errors.unknownApplication();
    return guildId === undefined ? world.globalCommands : guildOf(guildId).commands;
  };
  const toCommand = (raw: Record<string, unknown>, previous: APIApplicationCommand | undefined, guildId?: string): APIApplicationCommand => {
    validateCommand(raw);
    const command = {
      default_member_permissions: null,
      ...raw,
      id: previous?.id ?? snowflake(),
      application_id: world.applicationId,
      type: (raw.type as ApplicationCommandType | undefined) ?? ApplicationCommandType.ChatInput,
      description: (raw.description as string | undefined) ?? '',
      version: snowflake(),
    } as APIApplicationCommand;
    if (guildId !== undefined) command.guild_id = guildId;
    return command;
  };
  for (const [prefix, guildParam] of [['/applications/:app/commands', false], ['/applications/:app/guilds/:guildId/commands', true]] as const) {
    const guildOfParams = (params: Record<string, string>) => (guildParam ? params.guildId : undefined);
    router.add('GET', prefix, ({ params }) => ({ body: commandList(params.app!, guildOfParams(params)) }));
    router.add('PUT', prefix, ({ params, body }) => {
      const list = commandList(params.app!, guildOfParams(params));
      if (!Array.isArray(body)) throw new ApiError(400, 50035, 'Invalid Form Body');
      const next = (body as Record<string, unknown>[]).map((raw) => toCommand(raw, list.find((c) => c.name === raw.name), guildOfParams(params)));
      list.splice(0, list.length, ...next);
      return { body: list };
    });
    router.add('POST', prefix, ({ params, body }) => {
      const list = commandList(params.app!, guildOfParams(params));
      const raw = body as Record<string, unknown>;
      const index = list.findIndex((c) => c.name === raw.name);
      const command = toCommand(raw, list[index], guildOfParams(params));
      if (index >= 0) list[index] = command;
      else list.push(command);
      return { status: index >= 0 ? 200 : 201, body: command };
    });
    router.add('GET', `${prefix}/:commandId`, ({ params }) => ({
      body: found(commandList(params.app!, guildOfParams(params)).find((c) => c.id === params.commandId), Errors.unknownCommand),
    }));
    router.add('DELETE', `${prefix}/:commandId`, ({ params }) => {
      const list = commandList(params.app!, guildOfParams(params));
      const index = list.findIndex((c) => c.id === params.commandId);
      if (index < 0) throw Errors.unknownCommand();
      list.splice(index, 1);
      return {};
    });
  }

  // Channels and messages.
  router.add('GET', '/channels/:channelId', ({ params }) => {
    requirePermissions(channelOf(params.channelId!).id, P.ViewChannel);
    return { body: world.channelPayload(params.channelId!) };
  });
  router.add('POST', '/channels/:channelId/typing', ({ params }) => {
    requirePermissions(channelOf(params.channelId!).id, sendBit(params.channelId!));
    return {};
  });
  /** Posts by channel and nonce, for `enforce_nonce` (Discord keeps them a few minutes; the fake, for its life). */
  const nonces = new Map<string, string>();
  router.add('POST', '/channels/:channelId/messages', ({ params, body, files }) => {
    const channel = channelOf(params.channelId!);
    const message = body as MessageBody & { nonce?: string | number; enforce_nonce?: boolean };
    requirePermissions(channel.id, sendPermissions(message, files, sendBit(channel.id)));
    validateMessage(message, files, { creating: true });
    threadWritable(deps, channel.id, 'post');
    const nonceKey = message.nonce !== undefined && message.enforce_nonce ? `${channel.id}:${message.nonce}` : null;
    const earlier = nonceKey ? store.get(nonces.get(nonceKey) ?? '') : undefined;
    // The same author and nonce again: the message already posted, and nothing new.
    if (earlier) return { body: earlier };
    const created = store.create(channel.id, { body: message, files });
    if (nonceKey) nonces.set(nonceKey, created.id);
    channel.last_message_id = created.id;
    store.record('channel-message', created, body);
    return { body: created };
  });
  const messageIn = (channelId: string, messageId: string) => {
    const message = store.get(messageId);
    if (!message || message.channel_id !== channelId) throw Errors.unknownMessage();
    return message;
  };
  router.add('GET', '/channels/:channelId/messages/:messageId', ({ params }) => {
    requirePermissions(channelOf(params.channelId!).id, P.ReadMessageHistory);
    return { body: messageIn(params.channelId!, params.messageId!) };
  });
  router.add('PATCH', '/channels/:channelId/messages/:messageId', ({ params, body, files }) => {
    const channel = channelOf(params.channelId!);
    const message = messageIn(channel.id, params.messageId!);
    if (message.author.id !== world.bot.id) throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
    const edit = body as MessageBody;
    requirePermissions(channel.id, sendPermissions(edit, files, 0n));
    validateMessage(edit, files, { creating: false });
    threadWritable(deps, channel.id, 'change');
    store.edit(message, { body: edit, files });
    store.record('edit-message', message, body);
    return { body: message };
  });
  router.add('DELETE', '/channels/:channelId/messages/:messageId', ({ params }) => {
    const message = messageIn(channelOf(params.channelId!).id, params.messageId!);
    if (message.author.id !== world.bot.id) requirePermissions(message.channel_id, P.ManageMessages);
    threadWritable(deps, message.channel_id, 'change');
    store.delete(message.id);
    return {};
  });

  registerThreadRoutes(router, deps, requirePermissions);

  // Guilds.
  router.add('GET', '/guilds/:guildId', ({ params }) => ({ body: world.guildPayload(guildOf(params.guildId!)) }));
  router.add('GET', '/guilds/:guildId/channels', ({ params }) => ({
    body: guildOf(params.guildId!).channelIds.map((id) => world.channelPayload(id)),
  }));
  router.add('GET', '/guilds/:guildId/roles', ({ params }) => ({ body: guildOf(params.guildId!).roles }));
  router.add('GET', '/guilds/:guildId/members', ({ params, query }) => ({
    body: [...guildOf(params.guildId!).members.values()].slice(0, Number(query.get('limit') ?? 1)),
  }));
  router.add('GET', '/guilds/:guildId/members/:userId', ({ params }) => ({
    body: found(guildOf(params.guildId!).members.get(params.userId!), Errors.unknownMember),
  }));
}
