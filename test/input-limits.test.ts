/**
 * What a player types comes back short and readable: every string option of every
 * subcommand, fed 6,000 characters, invisible characters, emoji and mentions, is answered
 * with a sentence within Discord's limits (never the "something went wrong" of a reply
 * Discord refused); autocomplete answers fit Discord's limits on choices. And the helpers
 * that make it so: quote(), visible(), cut(), fitReply(), fitChoices().
 */
import fc from 'fast-check';
import { ApplicationCommandOptionType, SlashCommandSubcommandBuilder } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUBCOMMANDS, TOP_LEVEL } from '../commands/index.js';
import type { AutocompleteContext } from '../src/bot/context.js';
import { cut, explain, quote, visible } from '../src/bot/messages.js';
import { fitReply, LIMITS, type Reply } from '../src/bot/present.js';
import { choice, fitChoices, type Choice } from '../src/bot/suggest.js';
import { ALICE, BOB, harness, run, type Harness } from './support/bot.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a player can put in a string option: Discord takes up to 6,000 characters. */
const NASTY: [string, string][] = [
  ['6,000 letters', 'Q'.repeat(6000)],
  ['a move with 5,997 letters', `8H ${'Q'.repeat(5997)}`],
  ['1,990 zero-width spaces', '\u200B'.repeat(1990)],
  ['zero-width characters inside a word', `8H QU\u200BI\u200DZ\u2060`],
  ['3,000 emoji', '😀'.repeat(3000)],
  ['a then 60 emoji', `a${'😀'.repeat(60)}`],
  ['family emoji', '👨‍👩‍👧‍👦'.repeat(545)],
  ['@everyone, 600 times', '@everyone '.repeat(600)],
  ['user and role mentions', '<@100> <@&1> <#2> @here '.repeat(250)],
  ['a letter under 5,999 accents', `Z${'\u0300'.repeat(5999)}`],
  ['control characters and new lines', '\u0000\u0007\n\r\t\u001b[31m'.repeat(600)],
  ['backticks and markdown', '`**__~~||'.repeat(660)],
];

/** The string options of each subcommand, as registered with Discord. */
const STRING_OPTIONS: [string, string, boolean][] = [...SUBCOMMANDS, ...TOP_LEVEL].flatMap((c) =>
  (c.data(new SlashCommandSubcommandBuilder()).toJSON().options ?? [])
    .filter((o) => o.type === ApplicationCommandOptionType.String)
    .map((o) => [c.name, o.name, 'autocomplete' in o && o.autocomplete === true] as [string, string, boolean]));

/** Code spans removed: what Discord would render as markdown and mentions. */
const outsideCode = (s: string) => s.replace(/`[^`]*`/g, '');

function expectWithinLimits(r: Reply): void {
  expect(r.content?.length ?? 0).toBeLessThanOrEqual(LIMITS.content);
  expect(fitReply(r)).toEqual(r);
  expect(JSON.stringify(r.embeds ?? [])).not.toMatch(LONE_SURROGATE);
  expect(r.content ?? '').not.toMatch(LONE_SURROGATE);
}

function expectChoices(choices: Choice[]): void {
  expect(choices.length).toBeLessThanOrEqual(25);
  for (const c of choices) {
    for (const text of [c.name, c.value]) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(100);
      expect(text).not.toMatch(LONE_SURROGATE);
    }
  }
}

let h: Harness;
beforeEach(async () => {
  h = await harness();
  // A running club game (blank swaps allowed) in c1, Alice to move.
  await run(h, ALICE, 'new', { preset: 'club' });
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks: ['QUIZES?', 'AEINRST'] } }, result: null }));
});
afterEach(async () => {
  await h.close();
});

it('every string option is covered, the autocompleted ones included', () => {
  expect(STRING_OPTIONS.map(([sub, opt]) => `${sub} ${opt}`)).toEqual([
    'new preset', 'new language', 'new lexicon', 'new challenge', 'new opponent', 'new hints', 'new pace', 'new timeout', 'play move', 'play swap', 'exchange tiles',
    'analysis share', 'settings pings', 'settings threads', 'history replay', 'leaderboard preset', 'games show', 'check words', 'check lexicon', 'puzzle answer', 'puzzle show',
  ]);
  expect(STRING_OPTIONS.filter(([, , auto]) => auto).map(([sub, opt]) => `${sub} ${opt}`)).toEqual(['new language', 'new lexicon', 'play move', 'play swap', 'exchange tiles', 'check lexicon']);
});

describe.each(STRING_OPTIONS.map(([sub, opt]) => [`${sub} ${opt}`, sub, opt] as const))('/scrabble %s', (_name, sub, opt) => {
  it.each(NASTY)('with %s: one private sentence, short, quoting what was typed', async (_what, input) => {
    // In a channel with a lobby to fill for `new`, the running game for the rest.
    const ctx = await run(h, ALICE, sub, { [opt]: input }, sub === 'new' ? 'c2' : 'c1');
    expect(h.logged).toEqual([]);
    expect(ctx.sent).toHaveLength(1);
    const [answer] = ctx.private;
    expect(answer).toBeDefined();
    const text = answer!.content!;
    expect(text).not.toBe(explain({ code: 'internal' }));
    expect(text).toMatch(/^[A-Z`"].*[.!]$/s);
    expect(text.length).toBeLessThan(400);
    expectWithinLimits(answer!);
    // Mentions and markdown only inside a code span, where Discord shows them as text.
    expect(outsideCode(text)).not.toMatch(/@everyone|@here|<@|<#|\*\*__/);
  });
});

describe.each(STRING_OPTIONS.filter(([, , auto]) => auto).map(([sub, opt]) => [`${sub} ${opt}`, sub, opt] as const))('autocomplete of /scrabble %s', (_name, sub, opt) => {
  it.each([...NASTY, ['nothing', ''] as [string, string]])('with %s: choices within Discord\'s limits', async (_what, input) => {
    for (const user of [ALICE, BOB, { id: '999', name: 'Spectator' }]) {
      let answered: Choice[] | undefined;
      const ctx: AutocompleteContext = {
        user, channelId: 'c1', focused: { name: opt, value: input }, getString: () => null, services: h.services,
        respond: async (choices) => void (answered = choices),
      };
      await SUBCOMMANDS.find((c) => c.name === sub)!.autocomplete!(ctx);
      expect(answered).toBeDefined();
      expectChoices(answered!);
    }
  });
});

describe('quoting what a player typed', () => {
  it.each<[string, string]>([
    ['QUIZ', '`QUIZ`'],
    ['  8H   QU IZ  ', '`8H QU IZ`'],
    ['\u200B'.repeat(1990), `\`${'\uFFFD'.repeat(40)}…\``],
    ['QU\u200BIZ', '`QU\uFFFDIZ`'],
    // A variation selector and a grapheme joiner make one (invisible) character; a Hangul filler another.
    ['\uFE0F\u034F\u3164', `\`${'\uFFFD'.repeat(2)}\``],
    ['❤\uFE0F', '`❤\uFE0F`'],
    [`a${'😀'.repeat(60)}`, `\`a${'😀'.repeat(39)}…\``],
    ['👨‍👩‍👧‍👦 family', '`👨‍👩‍👧‍👦 family`'],
    ['@everyone 8H AB', '`@everyone 8H AB`'],
    ['`rm -rf`', '`ˋrm -rfˋ`'],
    [`Z${'\u0300'.repeat(100)}`, '`Z`'],
    ['', '(nothing)'],
    ['   ', '(nothing)'],
  ])('%j reads %j', (input, quoted) => {
    expect(quote(input)).toBe(quoted);
  });

  it('cuts on whole characters: a then 60 emoji never ends in half a pair', () => {
    const [c] = fitChoices([choice(`a${'😀'.repeat(60)}`, `a${'😀'.repeat(60)}`)]);
    expect(c!.name).toBe(`a${'😀'.repeat(49)}…`);
    expect(c!.value).toBe(c!.name);
  });

  it('visible(): at most 40 characters then …, never empty-looking for input with anything in it', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
      const v = visible(s);
      const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(v)].length;
      expect(chars).toBeLessThanOrEqual(41);
      expect(v).not.toMatch(LONE_SURROGATE);
      expect(v).not.toMatch(/[\u0000-\u001f\u200b\u200e\u200f\u2060\ufeff]/);
      if (s.trim() !== '') expect(v.trim()).not.toBe('');
    }));
  });

  it('quote(): one code span, no backtick inside, short', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (s) => {
      const q = quote(s);
      if (q === '(nothing)') return;
      expect(q).toMatch(/^`[^`]+`$/);
      expect(q.length).toBeLessThanOrEqual(2 + 40 * 4 + 1);
    }));
  });

  it('cut(): within the limit, between whole code points, the start of the text kept', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 300 }), fc.integer({ min: 1, max: 120 }), (s, max) => {
      const c = cut(s, max);
      expect(c.length).toBeLessThanOrEqual(max);
      expect(c).not.toMatch(LONE_SURROGATE);
      if (c !== s) {
        expect(c.endsWith('…')).toBe(true);
        expect(s.startsWith(c.slice(0, -1))).toBe(true);
      }
    }));
  });
});

describe('limits kept where messages leave', () => {
  const long = (n: number) => fc.string({ unit: 'grapheme', minLength: 0, maxLength: n });
  it('fitReply() brings any reply within Discord\'s limits, and leaves a reply within them as it is', () => {
    fc.assert(fc.property(long(2600), long(5000), fc.array(fc.tuple(long(300), long(1200)), { maxLength: 30 }), long(120), (content, description, fields, label) => {
      const r: Reply = {
        content,
        embeds: [{ title: label.repeat(3), description, fields: fields.map(([name, value]) => ({ name, value })), footer: { text: description } }],
        components: [{ type: 1, components: [{ type: 2, custom_id: 'x', label, style: 1 }] }],
      };
      const f = fitReply(r);
      expect(f.content!.length).toBeLessThanOrEqual(LIMITS.content);
      const e = f.embeds![0]!;
      const total = (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0)
        + (e.fields ?? []).reduce((n, x) => n + x.name.length + x.value.length, 0);
      expect(total).toBeLessThanOrEqual(LIMITS.embedTotal);
      expect(e.fields!.length).toBeLessThanOrEqual(LIMITS.fields);
      for (const x of e.fields!) expect(x.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
      expect(JSON.stringify(f)).not.toMatch(LONE_SURROGATE);
      expect(fitReply(f)).toEqual(f);
    }), { numRuns: 60 });
  });

  it('fitChoices() keeps 25 choices with names and values of 1 to 100 characters', () => {
    fc.assert(fc.property(fc.array(fc.record({ name: long(300), value: long(300) }), { maxLength: 40 }), (choices) => {
      expectChoices(fitChoices(choices));
    }));
  });
});
