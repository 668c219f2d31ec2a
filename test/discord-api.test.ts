import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMultipart, multipartBoundary } from './discord-api/multipart.js';
import { FakeDiscord } from './discord-api/server.js';

const TOKEN = 'fake-bot-token';
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A miniature bot: just enough behaviour to exercise every kind of answer. */
async function handle(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    const typed = interaction.options.getFocused();
    await interaction.respond(['8H WORD', '8H WORDS', 'H8 WORM'].filter((m) => m.startsWith(typed)).map((m) => ({ name: m, value: m })));
    return;
  }
  if (interaction.isChatInputCommand()) {
    switch (interaction.options.getSubcommand()) {
      case 'hello': {
        const response = await interaction.reply({ content: `hi ${interaction.user.username}`, flags: MessageFlags.Ephemeral, withResponse: true });
        if (!response.resource?.message) throw new Error('withResponse gave no message');
        return;
      }
      case 'board':
        await interaction.deferReply();
        await interaction.editReply({ content: 'the board', files: [new AttachmentBuilder(PNG, { name: 'board.png' })] });
        await interaction.followUp({ content: 'your turn', flags: MessageFlags.Ephemeral });
        return;
      case 'name': {
        const input = new TextInputBuilder().setCustomId('nickname').setStyle(TextInputStyle.Short);
        await interaction.showModal(
          new ModalBuilder().setCustomId('rename').setTitle('Rename').addLabelComponents(new LabelBuilder().setLabel('Name').setTextInputComponent(input)),
        );
        return;
      }
      case 'play': {
        const move = interaction.options.getString('move', true);
        const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('pass').setLabel('Pass').setStyle(ButtonStyle.Secondary),
        );
        const menu = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder().setCustomId('rules').addOptions({ label: 'TWL', value: 'twl' }, { label: 'Collins', value: 'csw' }),
        );
        await interaction.reply({ content: `played ${move}`, components: [buttons, menu] });
        return;
      }
    }
  }
  if (interaction.isButton() && interaction.customId === 'pass') {
    await interaction.update({ content: 'passed', components: [] });
    return;
  }
  if (interaction.isModalSubmit()) {
    await interaction.reply({ content: `renamed to ${interaction.fields.getTextInputValue('nickname')}`, flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.isStringSelectMenu()) {
    await interaction.reply({ content: `rules: ${interaction.values.join(',')}`, flags: MessageFlags.Ephemeral });
  }
}

describe('fake Discord API with the real discord.js client', () => {
  let fake: FakeDiscord;
  let client: Client;
  const handlerErrors: unknown[] = [];

  beforeAll(async () => {
    fake = await FakeDiscord.start({ token: TOKEN, heartbeatIntervalMs: 200 });
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.url } });
    client.on(Events.InteractionCreate, (interaction) => void handle(interaction).catch((error: unknown) => handlerErrors.push(error)));
    const started = Date.now();
    const ready = once(client, Events.ClientReady);
    await client.login(TOKEN);
    await ready;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it('logs in over the loopback gateway with the guild, channels and members', async () => {
    expect(fake.identifies).toBe(1);
    expect(client.user?.id).toBe(fake.bot.id);
    expect(client.application?.id).toBe(fake.applicationId);
    const guild = client.guilds.cache.get(fake.guildId);
    expect(guild?.available).toBe(true);
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['general', 'scrabble']);
    expect(guild?.members.me?.id).toBe(fake.bot.id);
    const members = await guild!.members.fetch();
    expect(members.map((m) => m.user.username)).toEqual(expect.arrayContaining(['alice', 'bob']));
    await fake.waitFor(() => fake.heartbeats > 0, 1000, 'a heartbeat');
  });

  it('registers commands over REST', async () => {
    const body = [{ name: 'scrabble', description: 'Play Scrabble', options: [{ type: 1, name: 'play', description: 'Play a move', options: [{ type: 3, name: 'move', description: 'The move', autocomplete: true }] }] }];
    await client.rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guildId), { body });
    expect(fake.guildCommands().map((c) => c.name)).toEqual(['scrabble']);
    await expect(client.rest.put(Routes.applicationCommands(fake.applicationId), { body: [{ name: 'Bad Name', description: 'x' }] })).rejects.toMatchObject({ code: 50035 });
  });

  it('answers a command with an ephemeral reply (with_response)', async () => {
    const alice = fake.user('alice');
    const result = await fake.slash(alice, 'scrabble', 'scrabble', 'hello').done();
    expect(result.callback.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(result.last).toMatchObject({ kind: 'callback', content: 'hi alice', ephemeral: true, channelId: fake.channelId('scrabble') });
    const callbackRequest = fake.requests.find((r) => r.path.endsWith('/callback'));
    expect(callbackRequest?.query.with_response).toBe('true');
    expect(callbackRequest?.authorization).toBeNull();
  });

  it('defers, edits the reply with a PNG and follows up', async () => {
    const handle = fake.slash(fake.user('bob'), 'scrabble', 'scrabble', 'board');
    expect((await handle.callback()).type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    const followUp = await handle.waitForMessage((m) => m.kind === 'followup');
    const edit = handle.messages.find((m) => m.kind === 'edit-original')!;
    expect(edit.content).toBe('the board');
    expect(edit.ephemeral).toBe(false);
    expect(edit.attachments).toHaveLength(1);
    expect(edit.attachments[0]!.name).toBe('board.png');
    expect(edit.attachments[0]!.contentType).toBe('image/png');
    expect(edit.attachments[0]!.bytes.equals(PNG)).toBe(true);
    expect(edit.message.attachments[0]).toMatchObject({ width: 1, height: 1, size: PNG.length });
    expect(followUp).toMatchObject({ content: 'your turn', ephemeral: true });
    expect(followUp.messageId).not.toBe(edit.messageId);
    // The attachment URL serves the uploaded bytes.
    const served = Buffer.from(await (await fetch(edit.message.attachments[0]!.url)).arrayBuffer());
    expect(served.equals(PNG)).toBe(true);
  });

  it('offers autocomplete choices for the focused option', async () => {
    const handle = fake.autocomplete(fake.user('alice'), 'scrabble', 'scrabble', 'play', { move: '8H' }, 'move');
    const callback = await handle.callback();
    expect(callback.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
    expect(callback.choices?.map((c) => c.value)).toEqual(['8H WORD', '8H WORDS']);
  });

  it('handles a button click with an update and a select menu with a reply', async () => {
    const alice = fake.user('alice');
    const played = await fake.slash(alice, 'scrabble', 'scrabble', 'play', { move: '8H WORD' }).done();
    expect(played.last?.content).toBe('played 8H WORD');
    const messageId = played.last!.messageId;

    const selected = await fake.select(alice, messageId, 'rules', ['csw']).done();
    expect(selected.last).toMatchObject({ content: 'rules: csw', ephemeral: true });

    const clicked = await fake.button(alice, messageId, 'pass').done();
    expect(clicked.callback.type).toBe(InteractionResponseType.UpdateMessage);
    expect(clicked.last).toMatchObject({ kind: 'callback', messageId, content: 'passed', components: [] });
    expect(fake.message(messageId)?.content).toBe('passed');
  });

  it('shows a modal and receives its submission', async () => {
    const alice = fake.user('alice');
    const shown = await fake.slash(alice, 'scrabble', 'scrabble', 'name').callback();
    expect(shown.type).toBe(InteractionResponseType.Modal);
    const submitted = await fake.modalSubmit(alice, 'scrabble', 'rename', { nickname: 'Quiz Whiz' }).done();
    expect(submitted.last).toMatchObject({ content: 'renamed to Quiz Whiz', ephemeral: true });
  });

  it('refuses a second acknowledgement with 40060', async () => {
    // An interaction no listener answers: the test acknowledges it itself, twice.
    client.removeAllListeners(Events.InteractionCreate);
    try {
      const handle = fake.slash(fake.user('alice'), 'general', 'unknown-command');
      const route = Routes.interactionCallback(handle.id, handle.token);
      const body = { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'once' } };
      await client.rest.post(route, { body, auth: false });
      await expect(client.rest.post(route, { body, auth: false })).rejects.toMatchObject({ code: 40060, status: 400 });
    } finally {
      client.on(Events.InteractionCreate, (interaction) => void handle(interaction).catch((error: unknown) => handlerErrors.push(error)));
    }
  });

  it('sends channel messages and enforces channel permissions', async () => {
    const channel = client.channels.cache.get(fake.channelId('general')) as TextChannel;
    const sent = await channel.send({ content: 'welcome', embeds: [new EmbedBuilder().setTitle('Scrabble')] });
    expect(sent.author.id).toBe(fake.bot.id);
    expect(fake.messages.at(-1)).toMatchObject({ kind: 'channel-message', content: 'welcome', messageId: sent.id });
    expect(fake.messages.at(-1)?.embeds[0]?.title).toBe('Scrabble');

    fake.denyBot('general', PermissionFlagsBits.AttachFiles);
    await fake.waitFor(() => !channel.permissionsFor(client.user!)?.has(PermissionFlagsBits.AttachFiles), 1000, 'CHANNEL_UPDATE');
    await expect(channel.send({ files: [new AttachmentBuilder(PNG, { name: 'b.png' })] })).rejects.toMatchObject({ code: 50013, status: 403 });
    await channel.send('text still works');
    await expect(channel.send('x'.repeat(2001))).rejects.toMatchObject({ code: 50035, status: 400 });

    fake.denyBot('general', PermissionFlagsBits.SendMessages);
    await fake.waitFor(() => !channel.permissionsFor(client.user!)?.has(PermissionFlagsBits.SendMessages), 1000, 'CHANNEL_UPDATE');
    const error = await channel.send('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50013);

    // The interaction tells the bot what it may do in that channel.
    const handle = fake.slash(fake.user('alice'), 'general', 'scrabble', 'hello');
    expect(BigInt(handle.payload.app_permissions) & PermissionFlagsBits.SendMessages).toBe(0n);
    await handle.done();
    fake.clearOverwrites('general');
  });

  it('resumes after a dropped connection and replays missed events', async () => {
    const resumed = once(client, Events.ShardResume);
    fake.dropConnection();
    // Sent while the client is away: it must arrive through the RESUME replay.
    const missed = fake.slash(fake.user('bob'), 'scrabble', 'scrabble', 'hello');
    await resumed;
    expect(fake.resumes).toBe(1);
    expect(fake.identifies).toBe(1);
    expect(fake.gateway.resumeConnections).toBe(1);
    expect((await missed.done()).last?.content).toBe('hi bob');
    expect((await fake.slash(fake.user('alice'), 'scrabble', 'scrabble', 'hello').done()).last?.content).toBe('hi alice');
  });

  it('saw no unknown route, server fault or handler error', () => {
    expect(fake.unknownRoutes).toEqual([]);
    expect(fake.serverErrors).toEqual([]);
    expect(handlerErrors).toEqual([]);
  });
});

describe('fake Discord API edges', () => {
  it('refuses a client with the wrong token', async () => {
    const fake = await FakeDiscord.start({ token: TOKEN });
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.url } });
    try {
      await expect(client.login('wrong-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
      expect(fake.identifies).toBe(0);
    } finally {
      await client.destroy();
      await fake.close();
    }
  });

  it('parses multipart bodies byte for byte, odd filenames included', async () => {
    const bytes = Buffer.from([0, 13, 10, 45, 45, 255, 13, 10, 13, 10, 1]);
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'x' }));
    form.append('files[0]', new Blob([bytes], { type: 'image/png' }), 'a "b" ü.png');
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const parts = parseMultipart(Buffer.from(await request.arrayBuffer()), multipartBoundary(request.headers.get('content-type') ?? '')!);
    expect(parts.map((p) => p.name)).toEqual(['payload_json', 'files[0]']);
    expect(parts[1]).toMatchObject({ filename: 'a "b" ü.png', contentType: 'image/png' });
    expect(parts[1]!.data.equals(bytes)).toBe(true);
  });

  it('adds the configured latency to REST answers', async () => {
    const fake = await FakeDiscord.start({ latencyMs: 150 });
    try {
      const started = Date.now();
      const response = await fetch(`${fake.url}/v10/users/@me`, { headers: { authorization: 'Bot x' } });
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect((await fetch(`${fake.url}/v10/nowhere`, { headers: { authorization: 'Bot x' } })).status).toBe(404);
      expect(fake.unknownRoutes).toEqual([{ method: 'GET', path: '/nowhere' }]);
    } finally {
      await fake.close();
    }
  });
});
