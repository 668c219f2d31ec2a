/**
 * The one error boundary: a failure anywhere in a handler is logged, and the player is
 * told in words, privately, with a reply or a follow-up as the interaction allows.
 */
import { MessageFlags, type Interaction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Services } from '../src/bot/context.js';
import { handleInteraction } from '../src/bot/interactions.js';
import { dictionaries } from './support/bot.js';

function fakeInteraction(replied: boolean) {
  const calls: { method: string; options: unknown }[] = [];
  const i = {
    id: 'i1',
    channelId: 'c1',
    commandName: 'scrabble',
    user: { id: '100', username: 'alice', globalName: 'Alice' },
    member: null,
    appPermissions: null,
    memberPermissions: null,
    replied,
    deferred: false,
    options: { getSubcommand: () => 'rack', getString: () => null, getInteger: () => null },
    isAutocomplete: () => false,
    isChatInputCommand: () => true,
    isButton: () => false,
    isStringSelectMenu: () => false,
    isMessageComponent: () => false,
    isRepliable: () => true,
    reply: async (options: unknown) => void calls.push({ method: 'reply', options }),
    followUp: async (options: unknown) => void calls.push({ method: 'followUp', options }),
  };
  return { i: i as unknown as Interaction, calls };
}

function failingServices(logged: unknown[]): Services {
  const games = { record: async () => { throw new Error('disk full'); } };
  return { games: games as never, dictionaries: dictionaries(), log: (m, e) => logged.push([m, e]) };
}

describe('error boundary', () => {
  it.each([[false, 'reply'], [true, 'followUp']] as const)('already answered: %s -> %s', async (replied, method) => {
    const logged: unknown[] = [];
    const { i, calls } = fakeInteraction(replied);
    await handleInteraction(i, failingServices(logged));
    expect(calls).toEqual([{
      method,
      options: { content: 'Something went wrong on my side. The game is saved as it was; please try again.', flags: MessageFlags.Ephemeral },
    }]);
    expect(logged).toHaveLength(1);
    expect(String((logged[0] as unknown[])[1])).toContain('disk full');
  });
});
