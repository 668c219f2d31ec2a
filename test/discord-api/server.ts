/**
 * A loopback Discord for end-to-end tests: the real discord.js Client logs in to it.
 *
 *   const fake = await FakeDiscord.start();
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.url } });
 *   const ready = once(client, Events.ClientReady);   // listen before login: it may fire first
 *   await client.login('any-token');
 *   await ready;
 *   const result = await fake.slash(fake.user('alice'), 'scrabble', 'scrabble', 'play', { move: '8H WORD' }).done();
 *   expect(result.last?.attachments[0]?.name).toBe('board.png');
 *   await client.destroy();
 *   await fake.close();
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  InteractionResponseType,
  OverwriteType,
  type APIApplicationCommand,
  type APIMessage,
  type APIThreadChannel,
  type APIUser,
} from 'discord-api-types/v10';
import { GATEWAY_PATH, Gateway, RESUME_PATH } from './gateway.js';
import { waitFor } from './util.js';
import { InteractionFactory, type InteractionHandle, type OptionValue } from './interactions.js';
import { MessageStore } from './messages.js';
import { OAuthGrants, registerOAuthRoutes } from './oauth.js';
import { registerRestRoutes } from './rest.js';
import { newHold, Router, type Hold } from './router.js';
import type { RecordedAttachment, RecordedCallback, RecordedMessage, RecordedRequest, UnknownRoute } from './types.js';
import { registerWebhookRoutes } from './webhooks.js';
import { isThread, World, type FakeChannel, type GuildSpec, type GuildState } from './world.js';

export type { InteractionHandle, InteractionResult, OptionValue } from './interactions.js';
export type * from './types.js';
export type { GuildSpec } from './world.js';
export { waitFor } from './util.js';

export interface FakeDiscordOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Delay added before every REST answer. */
  latencyMs?: number;
  /** When set, REST and gateway refuse any other bot token. */
  token?: string;
  /** Gateway heartbeat interval sent in HELLO; default 41250 ms as on Discord. */
  heartbeatIntervalMs?: number;
  /** How long an interaction may wait for its callback; default 3000 ms as on Discord. */
  ackDeadlineMs?: number;
  /** Default: one guild with #general, #scrabble and users alice and bob. */
  guilds?: GuildSpec[];
  /** The shard count `GET /gateway/bot` recommends (default 1); each guild's events go to its shard. */
  shards?: number;
  /** The application's OAuth2 client secret (default `loopback-client-secret`). */
  clientSecret?: string;
}

/** A loopback Discord (REST + gateway) that a real discord.js Client can log in to. */
export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  readonly unknownRoutes: UnknownRoute[] = [];
  /** Faults inside the fake itself (answered with 500). */
  readonly serverErrors: Error[] = [];
  readonly callbacks: RecordedCallback[] = [];
  readonly world: World;
  readonly gateway: Gateway;
  /** OAuth2 codes and tokens: `authorizeCode` stands for the Discord client's authorize command. */
  readonly grants: OAuthGrants;
  /** REST root to pass as `new Client({ rest: { api: url } })`; discord.js appends `/v10`. */
  readonly url: string;
  readonly port: number;
  private readonly store: MessageStore;
  private readonly interactions: InteractionFactory;
  private readonly router: Router;

  private constructor(
    private readonly server: Server,
    options: FakeDiscordOptions,
  ) {
    this.port = (server.address() as AddressInfo).port;
    const origin = `http://127.0.0.1:${this.port}`;
    this.url = `${origin}/api`;
    this.world = new World(options.guilds);
    this.grants = new OAuthGrants(options.clientSecret ?? 'loopback-client-secret');
    this.store = new MessageStore(this.world.bot, this.world.applicationId, origin);
    this.interactions = new InteractionFactory(this.world, { callbacks: this.callbacks, messages: this.store.records, byToken: this.store.byToken, changes: this.store.changes });
    const wsOrigin = `ws://127.0.0.1:${this.port}`;
    const gatewayOptions = { heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41250, resumeUrl: `${wsOrigin}${RESUME_PATH}` };
    this.gateway = new Gateway(this.world, options.token === undefined ? gatewayOptions : { ...gatewayOptions, token: options.token });
    const routerOptions = { latencyMs: options.latencyMs ?? 0, requests: this.requests, unknownRoutes: this.unknownRoutes, serverErrors: this.serverErrors };
    const router = new Router(options.token === undefined ? routerOptions : { ...routerOptions, token: options.token });
    const deps = {
      world: this.world,
      store: this.store,
      interactions: this.interactions,
      callbacks: this.callbacks,
      gatewayUrl: `${wsOrigin}${GATEWAY_PATH}`,
      ackDeadlineMs: options.ackDeadlineMs ?? 3000,
      shards: options.shards ?? 1,
      grants: this.grants,
      gateway: this.gateway,
    };
    this.router = router;
    registerOAuthRoutes(router, this.world, this.grants);
    registerRestRoutes(router, deps);
    registerWebhookRoutes(router, deps);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void this.serve(router, req, res));
    server.on('upgrade', (req, socket, head: Buffer) => {
      if (!this.gateway.handleUpgrade(req, socket, head)) socket.destroy();
    });
  }

  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Loopback only: nothing here may be reachable from elsewhere.
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return new FakeDiscord(server, options);
  }

  /**
   * Holds the next request `method` to a path matching `path` (without `/api/v10`):
   * `before` it is applied or `after` (see Hold). A test kills the bot while it is held.
   */
  hold(method: string, path: RegExp, when: 'before' | 'after', matches?: (request: RecordedRequest) => boolean): Hold {
    const hold = newHold(method, path, when, matches);
    this.router.holds.push(hold);
    return hold;
  }

  /** The code the Discord client's `authorize` command gives an Activity for `user`. */
  authorizeCode(user: { id: string }): string {
    return this.grants.code(user.id);
  }

  async close(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // --- world -------------------------------------------------------------------------------

  get bot(): APIUser {
    return this.world.bot;
  }

  get applicationId(): string {
    return this.world.applicationId;
  }

  get guild(): GuildState {
    return this.world.defaultGuild;
  }

  get guildId(): string {
    return this.world.defaultGuild.id;
  }

  /** A channel's id from its name (or id). */
  channelId(name: string): string {
    return this.world.requireChannel(name).id;
  }

  channel(idOrName: string): FakeChannel {
    return this.world.requireChannel(idOrName);
  }

  /** The threads of a text channel (by name or id), oldest first; every thread with none given. */
  threads(parent?: string): APIThreadChannel[] {
    const parentId = parent === undefined ? undefined : this.channelId(parent);
    return [...this.world.channels.values()].filter((c): c is APIThreadChannel => isThread(c) && (parentId === undefined || c.parent_id === parentId));
  }

  /** A thread by id. */
  thread(id: string): APIThreadChannel {
    const thread = this.world.thread(id);
    if (!thread) throw new Error(`no thread ${id}`);
    return thread;
  }

  /** An existing user by name (alice, bob, owner-1, …). */
  user(name: string): APIUser {
    const user = [...this.world.users.values()].find((u) => u.username === name);
    if (!user) throw new Error(`no user ${name}`);
    return user;
  }

  /** A new user, member of the default guild (or `guildId`, or none with null). */
  addUser(name: string, guildId: string | null = this.guildId): APIUser {
    const user = this.world.addUser(name, guildId);
    if (guildId !== null && this.gateway.intents & GatewayIntentBits.GuildMembers) {
      this.gateway.dispatch(GatewayDispatchEvents.GuildMemberAdd, { ...this.world.requireGuild(guildId).members.get(user.id), guild_id: guildId });
    }
    return user;
  }

  /** Every guild's id, in creation order (the first is the default guild). */
  get guildIds(): string[] {
    return [...this.world.guilds.keys()];
  }

  addChannel(name: string, guildId: string = this.guildId): string {
    const channel = this.world.addChannel(guildId, name);
    this.gateway.dispatch(GatewayDispatchEvents.ChannelCreate, this.world.channelPayload(channel.id));
    return channel.id;
  }

  /** Denies permission bits (e.g. `PermissionFlagsBits.SendMessages`) to the bot in a channel. */
  denyBot(channel: string, ...permissions: bigint[]): void {
    const current = this.overwriteOf(channel, this.bot.id);
    const deny = permissions.reduce((all, p) => all | p, current.deny);
    this.setOverwrite(channel, this.bot.id, OverwriteType.Member, current.allow & ~deny, deny);
  }

  /** Sets or (with 0n, 0n) removes a role or member overwrite, and tells the client. */
  setOverwrite(channel: string, targetId: string, type: OverwriteType, allow: bigint, deny: bigint): void {
    const updated = this.world.setOverwrite(channel, targetId, type, allow, deny);
    this.gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, this.world.channelPayload(updated.id));
  }

  clearOverwrites(channel: string): void {
    const target = this.world.requireChannel(channel);
    target.permission_overwrites = [];
    this.gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, this.world.channelPayload(target.id));
  }

  /** The effective permissions of a user in a channel, as Discord computes them. */
  permissionsFor(userId: string, channel: string): bigint {
    return this.world.permissions(userId, this.channelId(channel));
  }

  // --- interactions ------------------------------------------------------------------------

  /** A chat input command, e.g. `slash(alice, 'scrabble', 'scrabble', 'play', { move: '8H WORD' })`. */
  slash(user: APIUser, channel: string, command: string, sub: string | null = null, options: Record<string, OptionValue> = {}): InteractionHandle {
    return this.send(this.interactions.chatInput(user, this.world.requireChannel(channel), command, sub, options));
  }

  /** An autocomplete request; `focused` names the option being typed. */
  autocomplete(user: APIUser, channel: string, command: string, sub: string | null, options: Record<string, OptionValue>, focused: string): InteractionHandle {
    return this.send(this.interactions.chatInput(user, this.world.requireChannel(channel), command, sub, options, focused));
  }

  /** A click on a button of a message the bot sent. */
  button(user: APIUser, messageId: string, customId: string): InteractionHandle {
    return this.send(this.interactions.component(user, this.requireMessage(messageId), InteractionFactory.buttonData(customId)));
  }

  /** A choice in a string select menu of a message the bot sent. */
  select(user: APIUser, messageId: string, customId: string, values: string[]): InteractionHandle {
    return this.send(this.interactions.component(user, this.requireMessage(messageId), InteractionFactory.selectData(customId, values)));
  }

  /**
   * A submitted modal: input custom ids to values (a list for selects). Mirrors the layout of the
   * last modal the bot showed with that custom id.
   */
  modalSubmit(user: APIUser, channel: string, customId: string, fields: Record<string, string | string[]>, messageId?: string): InteractionHandle {
    const message = messageId === undefined ? undefined : this.requireMessage(messageId);
    const shown = [...this.callbacks].reverse().find((c) => c.type === InteractionResponseType.Modal && (c.data as { custom_id?: string } | undefined)?.custom_id === customId);
    const target = this.world.requireChannel(channel);
    return this.send(this.interactions.modalSubmit(user, target, customId, fields, message, shown?.data as Parameters<InteractionFactory['modalSubmit']>[5]));
  }

  // --- gateway -----------------------------------------------------------------------------

  /** Sends any dispatch event; kept for replay while the client is away. */
  dispatch(event: string, data: unknown): boolean {
    return this.gateway.dispatch(event, data);
  }

  /** Closes the gateway socket server-side; codes other than 1000 make discord.js RESUME. */
  dropConnection(code = 4000): void {
    this.gateway.drop(code);
  }

  /** Sends op 7 Reconnect. */
  requestReconnect(): void {
    this.gateway.requestReconnect();
  }

  get identifies(): number {
    return this.gateway.identifies;
  }

  get resumes(): number {
    return this.gateway.resumes;
  }

  get heartbeats(): number {
    return this.gateway.heartbeats;
  }

  // --- records -----------------------------------------------------------------------------

  /** Every message created or edited, oldest first (see RecordedMessage.kind). */
  get messages(): RecordedMessage[] {
    return this.store.records;
  }

  /** A message as it stands now. */
  message(id: string): APIMessage | undefined {
    return this.store.get(id);
  }

  attachment(id: string): RecordedAttachment | undefined {
    return this.store.attachment(id);
  }

  get globalCommands(): APIApplicationCommand[] {
    return this.world.globalCommands;
  }

  guildCommands(guildId: string = this.guildId): APIApplicationCommand[] {
    return this.world.requireGuild(guildId).commands;
  }

  /** For long load runs: attachment bytes are not kept, so the fake's own memory stays flat. */
  keepAttachmentBytes(keep: boolean): void {
    this.store.keepFiles = keep;
  }

  /** Forgets recorded requests, messages and callbacks (the world and messages stay). */
  clearRecords(): void {
    for (const list of [this.requests, this.unknownRoutes, this.callbacks, this.store.records, this.serverErrors]) list.length = 0;
    this.store.byToken.clear();
  }

  waitFor<T>(predicate: () => T | undefined | null | false, timeoutMs = 2000, label?: string): Promise<T> {
    return waitFor(predicate, timeoutMs, label);
  }

  /**
   * The gateway session the next interactions go to (a process, by its session id), or
   * undefined for the newest connected session of the guild's shard.
   */
  via: string | undefined;

  /** Every gateway session, oldest first: one per connected bot process or shard. */
  get sessions(): readonly { id: string; shard: [number, number]; connected: boolean }[] {
    return this.gateway.allSessions.map((s) => ({ id: s.id, shard: s.shard, connected: s.socket !== null }));
  }

  private send(handle: InteractionHandle): InteractionHandle {
    if (!this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, handle.payload, this.via)) {
      throw new Error('no gateway session: log the client in before sending interactions');
    }
    return handle;
  }

  private requireMessage(id: string): APIMessage {
    const message = this.store.get(id);
    if (!message) throw new Error(`no message ${id}`);
    return message;
  }

  private overwriteOf(channel: string, targetId: string): { allow: bigint; deny: bigint } {
    const found = this.world.requireChannel(channel).permission_overwrites?.find((o) => o.id === targetId);
    return { allow: BigInt(found?.allow ?? 0), deny: BigInt(found?.deny ?? 0) };
  }

  private async serve(router: Router, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cdn = /^\/attachments\/\d+\/(\d+)\//.exec(url.pathname);
    if (cdn && req.method === 'GET') {
      const file = this.store.attachment(cdn[1]!);
      if (file) res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.length }).end(file.bytes);
      else res.writeHead(404).end();
      return;
    }
    // discord.js calls `${api}/v10${route}`; accept any version below /api.
    const path = url.pathname.replace(/^\/api(?:\/v\d+)?(?=\/|$)/, '');
    await router.handle(req, res, path || '/', url.searchParams);
  }
}
