/**
 * The loopback Discord's threads, driven by the real discord.js client: opened with and
 * without a message, written in like any channel, renamed and archived with the bot told
 * over the gateway, and refused where Discord refuses.
 */
import { once } from 'node:events';
import { ChannelType, Client, Events, GatewayIntentBits, PermissionFlagsBits, type Interaction, type TextChannel, type ThreadChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from './discord-api/server.js';

const TOKEN = 'fake-bot-token';

describe('threads in the fake Discord API', () => {
  let fake: FakeDiscord;
  let client: Client;
  let general: TextChannel;
  const seen: Interaction[] = [];

  beforeAll(async () => {
    fake = await FakeDiscord.start({ token: TOKEN, heartbeatIntervalMs: 200 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.url } });
    client.on(Events.InteractionCreate, (i) => {
      seen.push(i);
      if (i.isChatInputCommand()) void i.reply({ content: `here: ${i.channel?.isThread() ? 'thread' : 'channel'}` });
    });
    const ready = once(client, Events.ClientReady);
    await client.login(TOKEN);
    await ready;
    general = client.channels.cache.get(fake.channelId('general')) as TextChannel;
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it('opens a public thread without a message, told to the bot by THREAD_CREATE', async () => {
    const created = once(client, Events.ThreadCreate);
    const thread = await general.threads.create({ name: 'Scrabble: alice (Tournament)', autoArchiveDuration: 60, type: ChannelType.PublicThread });
    const [told] = (await created) as [ThreadChannel, boolean];
    expect(told.id).toBe(thread.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect(thread.parentId).toBe(general.id);
    expect(thread.ownerId).toBe(fake.bot.id);
    expect(thread.autoArchiveDuration).toBe(60);
    expect(fake.thread(thread.id)).toMatchObject({ type: 11, parent_id: general.id, guild_id: fake.guildId, thread_metadata: { archived: false, locked: false, auto_archive_duration: 60 } });
    expect(fake.threads('general').map((t) => t.id)).toContain(thread.id);
  });

  it('posts, edits and deletes messages in a thread like in a channel', async () => {
    const thread = await general.threads.create({ name: 'talk', type: ChannelType.PublicThread });
    const sent = await thread.send('hello thread');
    expect(fake.messages.at(-1)).toMatchObject({ kind: 'channel-message', channelId: thread.id, content: 'hello thread' });
    await sent.edit('edited');
    expect(fake.message(sent.id)?.content).toBe('edited');
    await sent.delete();
    expect(fake.message(sent.id)).toBeUndefined();
  });

  it('opens a thread from a message, with the message id, once', async () => {
    const message = await general.send('a lobby');
    const thread = await message.startThread({ name: 'from a message', autoArchiveDuration: 1440 });
    expect(thread.id).toBe(message.id);
    expect(fake.message(message.id)?.thread?.id).toBe(thread.id);
    await expect(message.startThread({ name: 'again' })).rejects.toMatchObject({ code: 160004, status: 400 });
    await expect(general.threads.create({ name: 'x', type: ChannelType.PublicThread, autoArchiveDuration: 61 as 60 })).rejects.toMatchObject({ code: 50035 });
  });

  it('renames and archives a thread, told by THREAD_UPDATE; a message unarchives it, an edit is refused while archived', async () => {
    const thread = await general.threads.create({ name: 'before', type: ChannelType.PublicThread, autoArchiveDuration: 60 });
    const old = await thread.send('an older board');
    await thread.setName('alice vs bob · Tournament');
    await fake.waitFor(() => client.channels.cache.get(thread.id)?.isThread() && (client.channels.cache.get(thread.id) as ThreadChannel).name === 'alice vs bob · Tournament', 1000, 'THREAD_UPDATE name');
    await thread.setArchived(true);
    expect(fake.thread(thread.id).thread_metadata?.archived).toBe(true);
    await fake.waitFor(() => (client.channels.cache.get(thread.id) as ThreadChannel).archived === true, 1000, 'THREAD_UPDATE archived');
    await expect(client.rest.patch(`/channels/${thread.id}/messages/${old.id}`, { body: { content: 'x' } })).rejects.toMatchObject({ code: 50083 });
    await thread.send('back again');
    expect(fake.thread(thread.id).thread_metadata?.archived).toBe(false);
    await fake.waitFor(() => (client.channels.cache.get(thread.id) as ThreadChannel).archived === false, 1000, 'THREAD_UPDATE unarchived');
    // Locking takes Manage Threads, which the bot does not have.
    await expect(thread.setLocked(true)).rejects.toMatchObject({ code: 50013 });
  });

  it('refuses any message in an archived, locked thread', async () => {
    const thread = await general.threads.create({ name: 'closed', type: ChannelType.PublicThread });
    Object.assign(fake.thread(thread.id).thread_metadata!, { archived: true, locked: true });
    await expect(thread.send('nope')).rejects.toMatchObject({ code: 50083, status: 400 });
    expect(fake.thread(thread.id).thread_metadata?.archived).toBe(true);
  });

  it('lists active threads in GUILD_CREATE, not archived ones', () => {
    const listed = fake.world.guildCreatePayload(fake.guild).threads.map((t) => t.id);
    const all = fake.threads('general');
    expect(listed).toEqual(all.filter((t) => !t.thread_metadata?.archived).map((t) => t.id));
    expect(all.some((t) => t.thread_metadata?.archived)).toBe(true);
  });

  it('sends interactions from a thread with the thread as their channel, and its parent', async () => {
    const thread = await general.threads.create({ name: 'game', type: ChannelType.PublicThread });
    const handle = fake.slash(fake.user('alice'), thread.id, 'scrabble', 'hello');
    const payload = handle.payload as unknown as { channel: { type: number; parent_id: string }; channel_id: string; app_permissions: string };
    expect(payload.channel).toMatchObject({ type: 11, parent_id: general.id });
    expect(payload.channel_id).toBe(thread.id);
    expect(BigInt(payload.app_permissions) & PermissionFlagsBits.SendMessagesInThreads).not.toBe(0n);
    const result = await handle.done();
    expect(result.last).toMatchObject({ channelId: thread.id, content: 'here: thread' });
  });

  it('checks Create Public Threads and Send Messages in Threads through the parent channel', async () => {
    const thread = await general.threads.create({ name: 'perms', type: ChannelType.PublicThread });
    fake.denyBot('general', PermissionFlagsBits.SendMessagesInThreads);
    await expect(thread.send('no')).rejects.toMatchObject({ code: 50013, status: 403 });
    await general.send('the channel itself still takes messages');
    const handle = fake.slash(fake.user('alice'), thread.id, 'scrabble', 'hello');
    expect(BigInt(handle.payload.app_permissions) & PermissionFlagsBits.SendMessagesInThreads).toBe(0n);
    await handle.done();
    fake.denyBot('general', PermissionFlagsBits.CreatePublicThreads);
    const before = fake.threads().length;
    await expect(general.threads.create({ name: 'refused', type: ChannelType.PublicThread })).rejects.toMatchObject({ code: 50013, status: 403 });
    expect(fake.threads().length).toBe(before);
    fake.clearOverwrites('general');
    // A thread inside a thread is not a thing.
    await expect(client.rest.post(`/channels/${thread.id}/threads`, { body: { name: 'x', type: 11 } })).rejects.toMatchObject({ code: 50024 });
  });

  it('saw no unknown route or server fault', () => {
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.serverErrors).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
  });
});
