/**
 * Long and invisible input through the real discord.js client and the bot's own
 * interaction handler, against the loopback Discord API that refuses what Discord
 * refuses (50035 over 2,000 characters): the player reads a short sentence, never the
 * error of a refused reply.
 */
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits, Routes, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrabbleCommand } from '../commands/index.js';
import { handleInteraction, toDiscord } from '../src/bot/interactions.js';
import { explain } from '../src/bot/messages.js';
import { FakeDiscord } from './discord-api/server.js';
import { harness, type Harness } from './support/bot.js';

const TOKEN = 'limits-bot-token';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

let fake: FakeDiscord;
let client: Client;
let h: Harness;

beforeAll(async () => {
  fake = await FakeDiscord.start({ token: TOKEN, heartbeatIntervalMs: 200 });
  h = await harness();
  // Games in the channel itself, as these tests expect (the server's threads:Off).
  await h.services.games.store.setGuildSettings(fake.guildId, { threads: false });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.url } });
  client.on(Events.InteractionCreate, (i) => void handleInteraction(i, h.services));
  const ready = once(client, Events.ClientReady);
  await client.login(TOKEN);
  await ready;
  await client.rest.put(Routes.applicationGuildCommands(fake.applicationId, fake.guildId), { body: [scrabbleCommand().toJSON()] });
}, 30_000);

afterAll(async () => {
  await client?.destroy();
  await fake?.close();
  await h?.close();
});

/** Runs `/scrabble <sub>` and returns the first private message the user was shown (a refusal, or the rack after a start). */
async function slash(user: string, sub: string, options: Record<string, string> = {}) {
  const handle = fake.slash(fake.user(user), 'scrabble', 'scrabble', sub, options);
  return handle.waitForMessage((m) => m.ephemeral, 15_000);
}

describe('the loopback API refuses what Discord refuses', () => {
  it('a message of 2,001 characters gets 50035, one of 2,000 goes through', async () => {
    const channel = (await client.channels.fetch(fake.channelId('general'))) as TextChannel;
    await expect(channel.send({ content: 'x'.repeat(2001) })).rejects.toMatchObject({ code: 50035, status: 400 });
    expect((await channel.send({ content: 'x'.repeat(2000) })).content).toHaveLength(2000);
  });

  it('a reply of any length leaves the bot within the limit, cut between whole characters', async () => {
    const channel = (await client.channels.fetch(fake.channelId('general'))) as TextChannel;
    const { flags: _flags, ...message } = toDiscord({ content: `a${'😀'.repeat(3000)}` });
    const sent = await channel.send(message);
    expect(sent.content.length).toBeLessThanOrEqual(2000);
    expect(sent.content).toMatch(/^a(😀)+…$/u);
  });
});

describe('what a player typed, quoted back over the wire', () => {
  // Requests Discord would have refused, since this describe began.
  let from = 0;
  beforeAll(() => {
    from = fake.requests.length;
  });
  const failures = () => fake.requests.slice(from).filter((r) => r.status >= 400).map((r) => `${r.method} ${r.path} ${r.status}`);

  it('/scrabble new with a 6,000-character lexicon: a private sentence quoting its start', async () => {
    const answer = await slash('alice', 'new', { lexicon: 'Q'.repeat(6000) });
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(`There is no dictionary called \`${'Q'.repeat(40)}…\` on this bot. Pick one from the list.`);
    expect(failures()).toEqual([]);
  });

  it('/scrabble play and exchange with 6,000 characters, 1,990 zero-width spaces, @everyone: private sentences', async () => {
    await fake.slash(fake.user('alice'), 'scrabble', 'scrabble', 'new', {}).done();
    await slash('bob', 'join');
    const started = await slash('alice', 'start');
    expect(started.ephemeral).toBe(true);
    const game = (await h.services.games.store.get(fake.channelId('scrabble')))!.game!;
    const mover = game.players[game.turn]!.name;
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ move: '\u200B'.repeat(1990) }, 'play', /^Write a play as a square and a word/],
      [{ move: `8H ${'Q'.repeat(5997)}` }, 'play', /^That word runs off the edge of the board\.$/],
      [{ move: '8H QUIZ', swap: '@everyone '.repeat(600) }, 'play', /^(`@everyone @everyone @everyone @everyone…` is not a square|Blank swaps are not part of these rules)/],
      [{ tiles: '@everyone 8H AB' }, 'exchange', /^`@everyone 8H AB` is not a set of tiles\./],
      [{ tiles: '😀'.repeat(3000) }, 'exchange', /^`(😀){40}…` is not a set of tiles\./u],
    ];
    for (const [options, sub, expected] of cases) {
      const answer = await slash(mover, sub, options);
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toMatch(expected);
      expect(answer.content).not.toBe(explain({ code: 'internal' }));
      expect(answer.content.length).toBeLessThan(300);
    }
    // Acknowledgement times are logged too; failures come with their error.
    expect((h.logged as [string, unknown][]).filter(([, e]) => e !== undefined)).toEqual([]);
    expect(failures()).toEqual([]);
  });

  it('autocomplete of `a` and 60 emoji: whole characters only', async () => {
    const handle = fake.autocomplete(fake.user('alice'), 'scrabble', 'scrabble', 'play', { move: `a${'😀'.repeat(60)}` }, 'move');
    const callback = await handle.callback();
    const choices = (callback.data as { choices: { name: string; value: string }[] }).choices;
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(`${c.name}${c.value}`).not.toMatch(LONE_SURROGATE);
    }
    expect(failures()).toEqual([]);
  });
});
