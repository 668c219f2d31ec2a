import {
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildHubType,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
  OverwriteType,
  PermissionFlagsBits,
  type APIApplication,
  type ApplicationFlags,
  type GuildMemberFlags,
  type RoleFlags,
  type APIApplicationCommand,
  type APIGuild,
  type APIGuildMember,
  type APIOverwrite,
  type APIRole,
  type APITextChannel,
  type APIThreadChannel,
  type APIUser,
  type GatewayGuildCreateDispatchData,
} from 'discord-api-types/v10';
import { snowflake } from './util.js';

export interface GuildSpec {
  name?: string;
  /** A chosen id (it decides the guild's shard); a fresh snowflake otherwise. */
  id?: string;
  /** Text channel names; default `['general', 'scrabble']`. */
  channels?: string[];
  /** Members besides the bot and the owner; default `['alice', 'bob']`. */
  users?: string[];
  /** The server's preferred locale (GUILD_CREATE's `preferred_locale`, interactions' `guild_locale`); default en-US. */
  locale?: Locale;
}

/** A channel as the fake keeps it: a text channel, or a thread in one. */
export type FakeChannel = APITextChannel | APIThreadChannel;

/** Discord's thread lengths of inactivity before it archives a thread (minutes). */
export const AUTO_ARCHIVE_DURATIONS = [60, 1440, 4320, 10080] as const;

export const isThread = (c: FakeChannel): c is APIThreadChannel =>
  c.type === ChannelType.PublicThread || c.type === ChannelType.PrivateThread || c.type === ChannelType.AnnouncementThread;

export interface GuildState {
  id: string;
  name: string;
  ownerId: string;
  joinedAt: string;
  roles: APIRole[];
  members: Map<string, APIGuildMember>;
  channelIds: string[];
  /** Threads, oldest first (GUILD_CREATE lists the active ones). */
  threadIds: string[];
  commands: APIApplicationCommand[];
  /** The server's preferred locale. */
  locale: Locale;
}

export const ALL_PERMISSIONS = Object.values(PermissionFlagsBits).reduce((all, bit) => all | bit, 0n);

const P = PermissionFlagsBits;
const EVERYONE_PERMISSIONS =
  P.ViewChannel | P.SendMessages | P.SendMessagesInThreads | P.CreatePublicThreads | P.EmbedLinks | P.AttachFiles |
  P.ReadMessageHistory | P.AddReactions | P.UseExternalEmojis | P.UseApplicationCommands |
  P.CreateInstantInvite | P.ChangeNickname;
const BOT_ROLE_PERMISSIONS = EVERYONE_PERMISSIONS | P.ManageMessages;

function makeRole(id: string, name: string, position: number, permissions: bigint, botId?: string): APIRole {
  const role: APIRole = {
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    position,
    permissions: permissions.toString(),
    managed: botId !== undefined,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
  if (botId !== undefined) role.tags = { bot_id: botId };
  return role;
}

/** Guilds, channels, users and permissions as the fake Discord knows them. */
export class World {
  readonly applicationId = snowflake();
  readonly bot: APIUser;
  readonly users = new Map<string, APIUser>();
  readonly guilds = new Map<string, GuildState>();
  readonly channels = new Map<string, FakeChannel>();
  readonly globalCommands: APIApplicationCommand[] = [];
  /** Each user's Discord client language (interactions' `locale`), where it is not en-US. */
  private readonly userLocales = new Map<string, Locale>();

  constructor(specs: GuildSpec[] = [{}]) {
    // A bot user's id equals its application's id, as on Discord.
    this.bot = { id: this.applicationId, username: 'Scrabble', discriminator: '0000', global_name: null, avatar: null, bot: true };
    this.users.set(this.bot.id, this.bot);
    for (const spec of specs) this.addGuild(spec);
  }

  addGuild(spec: GuildSpec = {}): GuildState {
    const id = spec.id ?? snowflake();
    const owner = this.createUser(`owner-${this.guilds.size + 1}`);
    const botRoleId = snowflake();
    const guild: GuildState = {
      id,
      name: spec.name ?? (this.guilds.size === 0 ? 'Test Guild' : `Test Guild ${this.guilds.size + 1}`),
      ownerId: owner.id,
      joinedAt: new Date().toISOString(),
      roles: [makeRole(id, '@everyone', 0, EVERYONE_PERMISSIONS), makeRole(botRoleId, 'Scrabble', 1, BOT_ROLE_PERMISSIONS, this.bot.id)],
      members: new Map(),
      channelIds: [],
      threadIds: [],
      commands: [],
      locale: spec.locale ?? Locale.EnglishUS,
    };
    this.guilds.set(id, guild);
    this.join(guild, this.bot, [botRoleId]);
    this.join(guild, owner);
    for (const name of spec.channels ?? ['general', 'scrabble']) this.addChannel(id, name);
    for (const name of spec.users ?? ['alice', 'bob']) this.addUser(name, id);
    return guild;
  }

  get defaultGuild(): GuildState {
    const first = this.guilds.values().next();
    if (first.done) throw new Error('the world has no guild');
    return first.value;
  }

  guild(id: string): GuildState | undefined {
    return this.guilds.get(id);
  }

  createUser(name: string): APIUser {
    const user: APIUser = { id: snowflake(), username: name, discriminator: '0', global_name: name, avatar: null };
    this.users.set(user.id, user);
    return user;
  }

  /** The language of a user's Discord client, as their interactions carry it. */
  localeOf(userId: string): Locale {
    return this.userLocales.get(userId) ?? Locale.EnglishUS;
  }

  /** The user switches their Discord client to `locale`. */
  setUserLocale(userId: string, locale: Locale): void {
    this.userLocales.set(userId, locale);
  }

  /** A new user, made a member of the guild unless `guildId` is null. */
  addUser(name: string, guildId: string | null = this.defaultGuild.id): APIUser {
    const user = this.createUser(name);
    if (guildId !== null) this.join(this.requireGuild(guildId), user);
    return user;
  }

  join(guild: GuildState, user: APIUser, roles: string[] = []): APIGuildMember {
    const member: APIGuildMember = {
      user,
      roles,
      joined_at: new Date().toISOString(),
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      nick: null,
      avatar: null,
      premium_since: null,
      pending: false,
      communication_disabled_until: null,
    };
    guild.members.set(user.id, member);
    return member;
  }

  addChannel(guildId: string, name: string): APITextChannel {
    const guild = this.requireGuild(guildId);
    const channel: APITextChannel = {
      id: snowflake(),
      type: ChannelType.GuildText,
      guild_id: guildId,
      name,
      position: guild.channelIds.length,
      permission_overwrites: [],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
    };
    this.channels.set(channel.id, channel);
    guild.channelIds.push(channel.id);
    return channel;
  }

  /**
   * A public thread in text channel `parentId`, made by `ownerId`; `id`: a thread started
   * from a message takes that message's id.
   */
  addThread(parentId: string, name: string, ownerId: string, autoArchiveDuration: number, id: string = snowflake()): APIThreadChannel {
    const parent = this.requireChannel(parentId);
    const guild = this.requireGuild(parent.guild_id!);
    const now = new Date().toISOString();
    const thread: APIThreadChannel = {
      id,
      type: ChannelType.PublicThread,
      guild_id: guild.id,
      parent_id: parent.id,
      name,
      owner_id: ownerId,
      last_message_id: null,
      rate_limit_per_user: 0,
      message_count: 0,
      member_count: 1,
      total_message_sent: 0,
      thread_metadata: { archived: false, auto_archive_duration: autoArchiveDuration as 60, archive_timestamp: now, locked: false, create_timestamp: now },
    };
    this.channels.set(thread.id, thread);
    guild.threadIds.push(thread.id);
    return thread;
  }

  /** Finds a channel or thread by id, or by name (first guild that has one). */
  findChannel(idOrName: string): FakeChannel | undefined {
    return this.channels.get(idOrName) ?? [...this.channels.values()].find((c) => c.name === idOrName);
  }

  /** A thread by id (undefined for any other channel). */
  thread(id: string): APIThreadChannel | undefined {
    const channel = this.channels.get(id);
    return channel && isThread(channel) ? channel : undefined;
  }

  requireChannel(idOrName: string): FakeChannel {
    const channel = this.findChannel(idOrName);
    if (!channel) throw new Error(`no channel ${idOrName}`);
    return channel;
  }

  requireGuild(id: string): GuildState {
    const guild = this.guilds.get(id);
    if (!guild) throw new Error(`no guild ${id}`);
    return guild;
  }

  /** Replaces (or with allow = deny = 0, removes) the overwrite for `targetId`. */
  setOverwrite(channelId: string, targetId: string, type: OverwriteType, allow: bigint, deny: bigint): FakeChannel {
    const channel = this.requireChannel(channelId);
    const rest = (channel.permission_overwrites ?? []).filter((o) => o.id !== targetId);
    if (allow !== 0n || deny !== 0n) rest.push({ id: targetId, type, allow: allow.toString(), deny: deny.toString() });
    channel.permission_overwrites = rest;
    return channel;
  }

  /** Discord's permission algorithm: roles, then @everyone, role and member overwrites (a thread's are its parent's). */
  permissions(userId: string, channelId: string): bigint {
    const found = this.requireChannel(channelId);
    const channel = isThread(found) ? this.requireChannel(found.parent_id!) : found;
    const guild = this.requireGuild(channel.guild_id!);
    const member = guild.members.get(userId);
    if (!member) return 0n;
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    let perms = BigInt(guild.roles[0]!.permissions);
    for (const role of guild.roles) if (member.roles.includes(role.id)) perms |= BigInt(role.permissions);
    if (perms & P.Administrator) return ALL_PERMISSIONS;
    const overwrites: APIOverwrite[] = channel.permission_overwrites ?? [];
    const apply = (o: { allow: bigint; deny: bigint }): void => {
      perms = (perms & ~o.deny) | o.allow;
    };
    const everyone = overwrites.find((o) => o.id === guild.id);
    if (everyone) apply({ allow: BigInt(everyone.allow), deny: BigInt(everyone.deny) });
    const roleSum = { allow: 0n, deny: 0n };
    for (const o of overwrites) {
      if (o.type === OverwriteType.Role && member.roles.includes(o.id)) {
        roleSum.allow |= BigInt(o.allow);
        roleSum.deny |= BigInt(o.deny);
      }
    }
    apply(roleSum);
    const own = overwrites.find((o) => o.type === OverwriteType.Member && o.id === userId);
    if (own) apply({ allow: BigInt(own.allow), deny: BigInt(own.deny) });
    return perms & P.ViewChannel ? perms : 0n;
  }

  guildPayload(guild: GuildState): APIGuild {
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: guild.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: GuildVerificationLevel.None,
      default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
      explicit_content_filter: GuildExplicitContentFilter.Disabled,
      roles: guild.roles,
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: GuildMFALevel.None,
      application_id: null,
      system_channel_id: guild.channelIds[0] ?? null,
      system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: GuildPremiumTier.None,
      preferred_locale: guild.locale,
      public_updates_channel_id: null,
      nsfw_level: GuildNSFWLevel.Default,
      premium_progress_bar_enabled: false,
      hub_type: GuildHubType.Default,
      safety_alerts_channel_id: null,
      incidents_data: null,
    };
  }

  guildCreatePayload(guild: GuildState): GatewayGuildCreateDispatchData {
    return {
      ...this.guildPayload(guild),
      joined_at: guild.joinedAt,
      large: false,
      unavailable: false,
      member_count: guild.members.size,
      voice_states: [],
      members: [...guild.members.values()],
      channels: guild.channelIds.map((id) => this.channelPayload(id, false) as APITextChannel),
      threads: guild.threadIds.map((id) => this.thread(id)!).filter((t) => !t.thread_metadata?.archived).map((t) => structuredClone(t)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  /** Gateway GUILD_CREATE omits guild_id on channels; REST includes it. */
  channelPayload(id: string, withGuildId = true): FakeChannel {
    const channel = structuredClone(this.requireChannel(id));
    if (!withGuildId) delete channel.guild_id;
    return channel;
  }

  /** A registered command by name: the guild's own first, then the global ones. */
  findCommand(name: string, guildId?: string): APIApplicationCommand | undefined {
    const guildCommands = guildId ? this.guilds.get(guildId)?.commands : undefined;
    return guildCommands?.find((c) => c.name === name) ?? this.globalCommands.find((c) => c.name === name);
  }

  application(): APIApplication {
    return {
      id: this.applicationId,
      name: this.bot.username,
      icon: null,
      description: 'Scrabble',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      team: null,
      flags: 0 as ApplicationFlags,
      flags_new: '0',
      bot: this.bot,
      summary: '',
    };
  }
}
