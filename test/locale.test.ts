/**
 * Which sentence table speaks: a Discord locale picks a table by the part before `-`
 * (English for any without one); `words` reads the table of the scope it is read in, across
 * awaits and without mixing two scopes; a public message is built in the channel's table and
 * marked so, and the discord.js responder refuses one that was not. The slash commands carry
 * every other table's descriptions and choices as localizations, and nothing else changes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { applicationCommands, scrabbleCommand, TOP_LEVEL, topLevelCommand } from '../commands/index.js';
import { discordLocalesOf } from '../src/bot/command-locales.js';
import { responder } from '../src/bot/interactions.js';
import { commandSize, validateCommand } from './discord-api/validate.js';
import { isSpokenPublicly, languageOf, privatelyInPlace, publicly, speaking, TABLES, tableFor, words, type Language } from '../src/bot/words/index.js';

const { en, fr, es, de } = TABLES;

describe('a locale picks a table', () => {
  it.each([
    ['fr', 'fr'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    ['de', 'de'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['ja', 'en'],
    ['pt-BR', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    // Not a language: a key every object has.
    ['constructor', 'en'],
    ['__proto__', 'en'],
  ] as const satisfies readonly (readonly [string | null | undefined, Language])[])('%s speaks %s', (locale, language) => {
    expect(languageOf(locale)).toBe(language);
    expect(tableFor(locale)).toBe(TABLES[language]);
  });

  it.each([
    ['en', ['en-US', 'en-GB']],
    ['fr', ['fr']],
    ['es', ['es-ES', 'es-419']],
    ['de', ['de']],
  ])('the %s table speaks for Discord\'s locales %j', (language, locales) => {
    expect([...discordLocalesOf(language)].sort()).toEqual([...locales].sort());
  });
});

describe('words reads the table of its scope', () => {
  it.each(Object.entries(TABLES))('%s, across awaits', async (_language, table) => {
    const read = await speaking(table, async () => {
      await sleep(5);
      return [words.lobby, words.rack, words.commands];
    });
    expect(read).toEqual([table.lobby, table.rack, table.commands]);
  });

  it('is English outside any scope, and two scopes at once never mix', async () => {
    expect(words.lobby).toBe(en.lobby);
    const [a, b] = await Promise.all([
      speaking(fr, async () => {
        await sleep(10);
        return words.turn;
      }),
      speaking(es, async () => {
        await sleep(1);
        return words.turn;
      }),
    ]);
    expect(a).toBe(fr.turn);
    expect(b).toBe(es.turn);
    expect(words.turn).toBe(en.turn);
  });

  it('a public message takes the channel\'s table, a private one the reader\'s', async () => {
    const built = speaking(es, () => ({
      reader: { content: words.rack.newRack, ephemeral: true },
      channel: publicly(() => ({ content: words.rack.newRack })),
    }), de);
    expect(built.reader.content).toBe(es.rack.newRack);
    expect(built.channel.content).toBe(de.rack.newRack);
    expect(isSpokenPublicly(built.channel)).toBe(true);
    expect(isSpokenPublicly(built.reader)).toBe(false);
    // The reader's own copy, edited in place: public as a reply, private all the same.
    const own = await speaking(es, () => privatelyInPlace(async () => ({ content: words.rack.newRack })), de);
    expect(own.content).toBe(es.rack.newRack);
    expect(isSpokenPublicly(own)).toBe(true);
  });
});

describe('the discord.js responder', () => {
  const interaction = () => {
    const reply = vi.fn(async () => ({ resource: { message: { id: 'm1' } } }));
    const i = { replied: false, deferred: false, createdTimestamp: Date.now(), reply, followUp: vi.fn() } as unknown as ChatInputCommandInteraction;
    return { i, reply };
  };

  it('refuses a public reply not built by publicly(), and sends one that was', async () => {
    const { i, reply } = interaction();
    await expect(responder(i).reply({ content: 'Hello channel' })).rejects.toThrow(/publicly\(\)/);
    expect(reply).not.toHaveBeenCalled();
    await responder(i).reply(publicly(() => ({ content: 'Hello channel' })));
    expect(reply).toHaveBeenCalledTimes(1);
  });

  it('sends a private reply as it is', async () => {
    const { i, reply } = interaction();
    await responder(i).reply({ content: 'Only you', ephemeral: true });
    expect(reply).toHaveBeenCalledTimes(1);
  });
});

/** A command's JSON without its localizations: what the English build alone gives. */
function withoutLocalizations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLocalizations);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.endsWith('_localizations')).map(([k, v]) => [k, withoutLocalizations(v)]));
}

describe('the registered commands', () => {
  const registered = applicationCommands();
  const scrabble = registered.find((c) => c.name === 'scrabble')!;
  const sub = (name: string) => scrabble.options!.find((o) => o.name === name) as unknown as {
    description_localizations: Record<string, string>;
    options: { name: string; description_localizations: Record<string, string>; choices?: { value: string; name_localizations: Record<string, string> }[] }[];
  };

  it('are the English commands, with localizations added and nothing else', () => {
    const english = speaking(en, () => [scrabbleCommand().toJSON(), ...TOP_LEVEL.map(topLevelCommand)]);
    expect(withoutLocalizations(registered)).toEqual(withoutLocalizations(english));
    // Names stay English: only choices are named in other languages.
    const namesLocalized = JSON.stringify(registered).match(/"name_localizations"/g)?.length ?? 0;
    const choices = JSON.stringify(registered).match(/"value":/g)?.length ?? 0;
    expect(namesLocalized).toBe(choices);
  });

  it.each(['fr', 'es', 'de'] as const)('carry the %s table\'s descriptions and choices for each of its Discord locales', (language) => {
    const table = TABLES[language]!;
    for (const locale of discordLocalesOf(language)) {
      expect(scrabble.description_localizations?.[locale]).toBe(table.commands.scrabble);
      expect(sub('new').description_localizations[locale]).toBe(table.commands.new.description);
      const challenge = sub('new').options.find((o) => o.name === 'challenge')!;
      expect(challenge.description_localizations[locale]).toBe(table.commands.new.options.challenge);
      for (const [name, value] of table.commands.choices.challenge) expect(challenge.choices!.find((c) => c.value === value)!.name_localizations[locale]).toBe(name);
      const pace = sub('new').options.find((o) => o.name === 'pace')!;
      for (const [name, value] of table.problems.paceChoices) expect(pace.choices!.find((c) => c.value === value)!.name_localizations[locale]).toBe(name);
      const pings = sub('settings').options.find((o) => o.name === 'pings')!;
      for (const value of ['on', 'off'] as const) expect(pings.choices!.find((c) => c.value === value)!.name_localizations[locale]).toBe(table.commands.choices.pings[value]);
      const puzzle = registered.find((c) => c.name === 'puzzle')!;
      expect(puzzle.description_localizations?.[locale]).toBe(table.commands.puzzle.description);
    }
  });

  it('stay within Discord\'s 8,000 characters a command, each text counted at its longest language', () => {
    const sizes = registered.map((c) => [c.name, commandSize(c), commandSize(withoutLocalizations(c) as typeof c)] as const);
    console.log(`command sizes (localized, English alone): ${sizes.map(([name, all, english]) => `/${name} ${all}, ${english}`).join('; ')}`);
    for (const [, all, english] of sizes) expect(all).toBeGreaterThanOrEqual(english);
    for (const c of registered) expect(() => validateCommand(c)).not.toThrow();
    // The loopback Discord refuses one over the limit, as Discord does.
    const long = (n: number) => 'x'.repeat(n);
    const tooLarge = { name: 'big', description: 'd', options: Array.from({ length: 25 }, (_, i) => ({ name: `o${i}`, description: long(50), description_localizations: { fr: long(100) }, type: 3, choices: Array.from({ length: 25 }, (_, k) => ({ name: `c${k}`, value: long(10), name_localizations: { de: long(100) } })) })) };
    expect(() => validateCommand(tooLarge)).toThrow(expect.objectContaining({ code: 50035, errors: { size: { _errors: [expect.objectContaining({ code: 'APPLICATION_COMMAND_TOO_LARGE' })] } } }));
    expect(() => validateCommand({ ...tooLarge, options: tooLarge.options.slice(0, 2) })).not.toThrow();
  });

  it('leave English to the commands themselves: no en-US or en-GB localization', () => {
    expect(JSON.stringify(registered)).not.toMatch(/"en-(US|GB)"/);
  });
});
