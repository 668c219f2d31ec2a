import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ComponentType,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  Locale,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteraction,
  type APIInteractionDataResolved,
  type APIMessage,
  type APIUser,
} from 'discord-api-types/v10';
import { randomToken, snowflake, waitFor, type Notifier } from './util.js';
import type { InteractionOrigin } from './messages.js';
import type { RecordedCallback, RecordedMessage } from './types.js';
import type { FakeChannel, World } from './world.js';

export type OptionValue = string | number | boolean | APIUser;

export interface InteractionState extends InteractionOrigin {
  payload: APIInteraction;
  channelId: string;
  createdAt: number;
  callback?: RecordedCallback;
  /** The message @original refers to: the reply, or for components the clicked message. */
  originalMessageId?: string;
  /** A deferred reply whose loading message the first follow-up replaces, as Discord does. */
  pendingDeferredReply?: boolean;
}

export interface InteractionResult {
  callback: RecordedCallback;
  messages: RecordedMessage[];
  /** The last message recorded for this interaction, if any. */
  last: RecordedMessage | undefined;
}

interface Records {
  callbacks: RecordedCallback[];
  messages: RecordedMessage[];
  byToken: Map<string, RecordedMessage[]>;
  /** Told the token whenever a callback or a message for that interaction arrives. */
  changes: Notifier;
}

/** What a test holds after sending an interaction: its payload and what the bot answered. */
export class InteractionHandle {
  constructor(
    readonly state: InteractionState,
    private readonly records: Records,
  ) {}

  get id(): string {
    return this.state.id;
  }

  get token(): string {
    return this.state.token;
  }

  get payload(): APIInteraction {
    return this.state.payload;
  }

  /** Messages created or edited under this interaction's token, oldest first. */
  get messages(): RecordedMessage[] {
    return this.records.byToken.get(this.token) ?? [];
  }

  /** The acknowledgement; rejects when none comes in time (Discord's "did not respond"). */
  callback(timeoutMs = 3000): Promise<RecordedCallback> {
    return this.records.changes.wait(this.token, () => this.state.callback, timeoutMs, `callback for interaction ${this.id}`);
  }

  waitForMessage(predicate: (m: RecordedMessage) => boolean = () => true, timeoutMs = 3000): Promise<RecordedMessage> {
    return this.records.changes.wait(this.token, () => this.messages.find(predicate), timeoutMs, `message for interaction ${this.id}`);
  }

  /**
   * Resolves once the interaction was acknowledged, a deferred one got its first message, and
   * nothing new arrived for `quietMs`.
   */
  async done({ quietMs = 100, timeoutMs = 5000 } = {}): Promise<InteractionResult> {
    const started = Date.now();
    const callback = await this.callback(timeoutMs);
    const deferred =
      callback.type === InteractionResponseType.DeferredChannelMessageWithSource ||
      callback.type === InteractionResponseType.DeferredMessageUpdate;
    if (deferred) await this.waitForMessage(() => true, Math.max(0, timeoutMs - (Date.now() - started)));
    await waitFor(
      () => Date.now() - Math.max(this.messages.at(-1)?.at ?? 0, callback.at) >= quietMs,
      Math.max(quietMs * 2, timeoutMs - (Date.now() - started)),
      `quiet after interaction ${this.id}`,
    );
    const messages = this.messages;
    return { callback, messages, last: messages.at(-1) };
  }
}

function inferType(value: OptionValue): ApplicationCommandOptionType {
  if (typeof value === 'object') return ApplicationCommandOptionType.User;
  if (typeof value === 'boolean') return ApplicationCommandOptionType.Boolean;
  if (typeof value === 'number') {
    return Number.isInteger(value) ? ApplicationCommandOptionType.Integer : ApplicationCommandOptionType.Number;
  }
  return ApplicationCommandOptionType.String;
}

/** Builds and remembers interaction payloads the way Discord would send them to this bot. */
export class InteractionFactory {
  readonly byToken = new Map<string, InteractionState>();

  constructor(
    private readonly world: World,
    private readonly records: Records,
  ) {}

  chatInput(
    user: APIUser,
    channel: FakeChannel,
    command: string,
    sub: string | null,
    options: Record<string, OptionValue>,
    focused?: string,
  ): InteractionHandle {
    const guildId = channel.guild_id!;
    const definition = this.world.findCommand(command, guildId);
    const path = sub ? sub.split(' ') : [];
    let defs: APIApplicationCommandOption[] | undefined = definition?.options;
    for (const name of path) defs = (defs?.find((o) => o.name === name) as { options?: APIApplicationCommandOption[] } | undefined)?.options;
    const resolved: APIInteractionDataResolved = {};
    const leaves = Object.entries(options).map(([name, value]) => {
      const type = defs?.find((o) => o.name === name)?.type ?? inferType(value);
      const option: Record<string, unknown> = { name, type, value: typeof value === 'object' ? value.id : value };
      if (name === focused) option.focused = true;
      if (type === ApplicationCommandOptionType.User) this.resolveUser(resolved, String(option.value), channel);
      return option as unknown as APIApplicationCommandInteractionDataBasicOption;
    });
    // Nest the leaves under the subcommand, then under its group.
    let tree: APIApplicationCommandInteractionDataOption[] = leaves;
    for (const name of [...path].reverse()) {
      const type = tree === leaves ? ApplicationCommandOptionType.Subcommand : ApplicationCommandOptionType.SubcommandGroup;
      tree = [{ name, type, options: tree } as APIApplicationCommandInteractionDataOption];
    }
    const data: Record<string, unknown> = { id: definition?.id ?? snowflake(), name: command, type: ApplicationCommandType.ChatInput, options: tree };
    if (definition?.guild_id) data.guild_id = definition.guild_id;
    if (Object.keys(resolved).length > 0) data.resolved = resolved;
    const type = focused === undefined ? InteractionType.ApplicationCommand : InteractionType.ApplicationCommandAutocomplete;
    return this.open(user, channel, type, { data });
  }

  component(user: APIUser, message: APIMessage, data: Record<string, unknown>): InteractionHandle {
    const channel = this.world.requireChannel(message.channel_id);
    const handle = this.open(user, channel, InteractionType.MessageComponent, { data, message: structuredClone(message) });
    handle.state.originalMessageId = message.id;
    return handle;
  }

  /**
   * A submitted modal. Text inputs take a string, selects a list. When the bot's modal is known
   * (`shown`, the data of its type 9 callback) the answer mirrors its layout: labels or rows.
   */
  modalSubmit(
    user: APIUser,
    channel: FakeChannel,
    customId: string,
    fields: Record<string, string | string[]>,
    message?: APIMessage,
    shown?: { components?: { type: number; id?: number; component?: { type: number; custom_id?: string } }[] },
  ): InteractionHandle {
    const answer = (id: string, value: string | string[], type?: number) =>
      Array.isArray(value)
        ? { type: type ?? ComponentType.StringSelect, custom_id: id, values: value }
        : { type: ComponentType.TextInput, custom_id: id, value };
    const labelled = new Map((shown?.components ?? []).filter((c) => c.component?.custom_id).map((c) => [c.component!.custom_id!, c]));
    const components = Object.entries(fields).map(([id, value]) => {
      const label = labelled.get(id);
      if (label) return { type: ComponentType.Label, id: label.id, component: answer(id, value, label.component!.type) };
      return { type: ComponentType.ActionRow, components: [answer(id, value)] };
    });
    const extra: Record<string, unknown> = { data: { custom_id: customId, components } };
    if (message) extra.message = structuredClone(message);
    const handle = this.open(user, channel, InteractionType.ModalSubmit, extra);
    if (message) handle.state.originalMessageId = message.id;
    return handle;
  }

  static buttonData(customId: string): Record<string, unknown> {
    return { custom_id: customId, component_type: ComponentType.Button };
  }

  static selectData(customId: string, values: string[]): Record<string, unknown> {
    return { custom_id: customId, component_type: ComponentType.StringSelect, values };
  }

  private resolveUser(resolved: APIInteractionDataResolved, userId: string, channel: FakeChannel): void {
    const user = this.world.users.get(userId);
    if (!user) return;
    (resolved.users ??= {})[userId] = user;
    const member = this.world.requireGuild(channel.guild_id!).members.get(userId);
    if (member) {
      const { user: _omit, ...rest } = member;
      (resolved.members ??= {})[userId] = { ...rest, permissions: this.world.permissions(userId, channel.id).toString() };
    }
  }

  private open(user: APIUser, channel: FakeChannel, type: InteractionType, extra: Record<string, unknown>): InteractionHandle {
    const guild = this.world.requireGuild(channel.guild_id!);
    const member = guild.members.get(user.id);
    if (!member) throw new Error(`${user.username} is not a member of ${guild.name}`);
    const id = snowflake();
    const token = `aW50ZXJhY3Rpb24${randomToken()}`;
    const payload = {
      id,
      application_id: this.world.applicationId,
      type,
      token,
      version: 1,
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.locale, features: [] },
      channel: this.world.channelPayload(channel.id),
      channel_id: channel.id,
      member: { ...member, user, permissions: this.world.permissions(user.id, channel.id).toString() },
      app_permissions: this.world.permissions(this.world.bot.id, channel.id).toString(),
      locale: this.world.localeOf(user.id),
      guild_locale: guild.locale,
      entitlements: [],
      authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild.id },
      context: InteractionContextType.Guild,
      attachment_size_limit: 10 * 1024 * 1024,
      ...extra,
    } as unknown as APIInteraction;
    const state: InteractionState = { id, token, type, user, guildId: guild.id, payload, channelId: channel.id, createdAt: Date.now() };
    this.byToken.set(token, state);
    return new InteractionHandle(state, this.records);
  }
}
