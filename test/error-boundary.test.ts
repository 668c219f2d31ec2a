/**
 * The one error boundary: a failure anywhere in a handler is logged, and the player is
 * told in words, privately, in the way the interaction was acknowledged.
 */
import { MessageFlags, type Interaction } from 'discord.js';
import { subcommands } from '../commands/index.js';
import { describe, expect, it } from 'vitest';
import type { Services } from '../src/bot/context.js';
import { handleInteraction } from '../src/bot/interactions.js';
import { explain } from '../src/bot/messages.js';
import type { Problem } from '../src/games/problems.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { dictionaries, RecordingPoster } from './support/bot.js';

const INTERNAL = "Something went wrong on my side, and nothing was changed. It has been logged for the bot's operators.";

function fakeInteraction(subcommand: string) {
  const calls: { method: string; options?: unknown }[] = [];
  const state = { replied: false, deferred: false };
  const i = {
    id: 'i1',
    channelId: 'c1',
    guildId: 'g1',
    createdTimestamp: Date.now(),
    commandName: 'scrabble',
    user: { id: '100', username: 'alice', globalName: 'Alice' },
    member: null,
    appPermissions: null,
    memberPermissions: null,
    get replied() { return state.replied; },
    get deferred() { return state.deferred; },
    options: { getSubcommand: () => subcommand, getString: () => null, getInteger: () => null },
    isAutocomplete: () => false,
    isChatInputCommand: () => true,
    isButton: () => false,
    isStringSelectMenu: () => false,
    isMessageComponent: () => false,
    isRepliable: () => true,
    deferReply: async (options: unknown) => {
      state.deferred = true;
      calls.push({ method: 'deferReply', options });
      return { resource: { message: { id: 'placeholder' } } };
    },
    editReply: async (options: unknown) => (calls.push({ method: 'editReply', options }), { id: 'placeholder' }),
    deleteReply: async () => void calls.push({ method: 'deleteReply' }),
    reply: async (options: unknown) => (calls.push({ method: 'reply', options }), {}),
    followUp: async (options: unknown) => (calls.push({ method: 'followUp', options }), { id: 'f1' }),
  };
  return { i: i as unknown as Interaction, calls };
}

function failingServices(logged: unknown[], failure: Error = new Error('disk full')): Services {
  const games = { read: async () => { throw failure; } };
  return { games: games as never, publisher: {} as never, dictionaries: dictionaries(), poster: new RecordingPoster(), log: (m, e) => logged.push([m, e]), puzzles: {} as never, commands: subcommands };
}

describe('error boundary', () => {
  it('a private command that fails: its placeholder says what happened', async () => {
    const logged: unknown[] = [];
    const { i, calls } = fakeInteraction('rack');
    await handleInteraction(i, failingServices(logged));
    expect(calls).toEqual([
      { method: 'deferReply', options: { flags: MessageFlags.Ephemeral } },
      { method: 'editReply', options: { content: INTERNAL, embeds: [], components: [], files: [], allowedMentions: { users: [], parse: [] } } },
    ]);
    expect(logged.some((l) => String((l as unknown[])[1]).includes('disk full'))).toBe(true);
  });

  it('a public command that fails: the channel placeholder goes, the player reads why privately', async () => {
    const logged: unknown[] = [];
    const { i, calls } = fakeInteraction('board');
    await handleInteraction(i, failingServices(logged));
    expect(calls.map((c) => c.method)).toEqual(['deferReply', 'deleteReply', 'followUp']);
    expect(calls[2]!.options).toMatchObject({ content: INTERNAL, flags: MessageFlags.Ephemeral });
  });

  it('a store failure a handler did not catch: the player reads the store\'s sentence, and the refusal is reported as one', async () => {
    const logged: unknown[][] = [];
    const refusals: Problem[] = [];
    const { i, calls } = fakeInteraction('rack');
    const failure = new StoreUnavailableError('read', new Error('Query read timeout'));
    await handleInteraction(i, { ...failingServices(logged, failure), onRefusal: (p) => refusals.push(p) });
    expect(calls.map((c) => c.method)).toEqual(['deferReply', 'editReply']);
    expect(calls[1]!.options).toMatchObject({ content: explain({ code: 'store-unavailable' }) });
    expect(refusals).toEqual([{ code: 'store-unavailable' }]);
    // Counted and logged with its cause where the store failed; here a plain line, not a second error.
    expect(logged.filter(([m]) => !String(m).startsWith('ack '))).toEqual([['Interaction i1: Game store unavailable (read): Query read timeout', undefined]]);
  });

  it('an unknown subcommand is answered privately', async () => {
    const { i, calls } = fakeInteraction('teleport');
    await handleInteraction(i, failingServices([]));
    expect(calls.map((c) => c.method)).toEqual(['deferReply', 'editReply']);
    expect(calls[1]!.options).toMatchObject({ content: "I don't know that command. Type `/scrabble` to see the list." });
  });
});
