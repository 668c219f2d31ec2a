/**
 * End to end, through the loopback Discord and the bot as shipped: a server whose
 * preferred locale is French. What the channel reads (the lobby, the boards, the
 * computer's boards posted with no interaction) is French, whoever acted; what a player
 * reads privately is in their own Discord client's language: Spanish for a player whose
 * client is es-ES, English for one in en-US. The registered commands carry every table's
 * descriptions and choices.
 */
import { Locale } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { explain } from '../src/bot/messages.js';
import { describeLastMove, rackMessage } from '../src/bot/present.js';
import { lastMoveLine } from '../src/bot/views/moves.js';
import { speaking, TABLES } from '../src/bot/words/index.js';
import { lexiconDisplayName } from '../src/engine/lexicon-names.js';
import type { GameState } from '../src/engine/index.js';
import { computerBoards, personAction, settled } from './e2e/computer.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { runScript } from './e2e/harness.js';
import { nextCommand, Table } from './e2e/table.js';

const { fr, es, en } = TABLES;
const mention = (id: string) => `<@${id}>`;

let stage: Stage;

botStageForFile((s) => {
  stage = s;
  stage.fake.world.setUserLocale(stage.fake.user('bob').id, Locale.SpanishES);
}, { COMPUTER_DELAY_MS: '150' }, { guilds: [{ locale: Locale.French, users: ['alice', 'bob', 'carol'] }] });

describe('a server in French', () => {
  it('registers the commands with French, Spanish and German descriptions and choices', async () => {
    const run = await runScript('src/bot/deploy-commands.ts', stage.env({ DISCORD_GUILD_ID: stage.fake.guildId }), stage.dir);
    expect(run.code, run.stderr).toBe(0);
    const scrabble = stage.fake.guildCommands().find((c) => c.name === 'scrabble')!;
    expect(scrabble.description_localizations).toMatchObject({ fr: 'Jouer au Scrabble entre amis dans ce salon' });
    for (const [language, locales] of [['fr', [Locale.French]], ['es', [Locale.SpanishES, Locale.SpanishLATAM]], ['de', [Locale.German]]] as const) {
      for (const locale of locales) expect(scrabble.description_localizations?.[locale]).toBe(TABLES[language].commands.scrabble);
    }
    const open = scrabble.options!.find((o) => o.name === 'new') as unknown as { options: { name: string; choices?: { value: string; name: string; name_localizations?: Record<string, string> }[] }[] };
    const challenge = open.options.find((o) => o.name === 'challenge')!;
    for (const [name, value] of fr.commands.choices.challenge) {
      const choice = challenge.choices!.find((c) => c.value === value)!;
      expect(choice.name_localizations?.[Locale.French]).toBe(name);
      expect(choice.name_localizations?.[Locale.SpanishLATAM]).toBe(es.commands.choices.challenge.find(([, v]) => v === value)![0]);
    }
    // Names stay what people type.
    expect(scrabble.name_localizations ?? null).toBeNull();
    for (const o of [...scrabble.options!, ...open.options]) expect((o as { name_localizations?: unknown }).name_localizations ?? null).toBeNull();
  }, 60_000);

  it('shows the channel French and answers each player privately in their own language', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('partie'), [alice, bob]);
    const inSpanish = <T>(fn: () => T) => speaking(es, fn);

    // The lobby, opened by an English-speaking player: in the server's French.
    const lobby = await table.expectPublic(table.slash(alice, 'new', { preset: 'tournament' }));
    expect(lobby.content).toBe(`${mention(alice.id)} a lancé une partie de Scrabble. Rejoins-la avec le bouton ou \`/scrabble join\`.`);
    expect(lobby.embeds[0]!.title).toBe(fr.lobby.title(fr.presets.tournament.name));
    expect(lobby.embeds[0]!.fields!.map((f) => f.name)).toEqual([fr.lobby.players(1, 4), fr.lobby.dictionary, fr.lobby.words]);

    // Bob's client is Spanish: his answers are; the lobby's list, edited for the channel, stays French.
    expect(await table.expectPrivate(table.slash(bob, 'join'))).toBe(es.lobby.joined(2, 4, mention(alice.id)));
    await stage.fake.waitFor(() => stage.fake.message(lobby.messageId)?.embeds?.[0]?.fields?.[0]?.name === fr.lobby.players(2, 4), 10_000, 'the lobby list, in French');
    // Alice's client is English: her refusal is, in the same French server.
    expect(await table.expectPrivate(table.slash(alice, 'join'))).toBe('You\'re already in this game.');
    const notHost = await table.expectPrivate(table.slash(bob, 'start'));
    expect(notHost).toBe(inSpanish(() => explain({ code: 'not-host' })));
    expect(notHost).not.toBe(explain({ code: 'not-host' }));

    // The deal, by Alice: the board in French, her rack in English.
    const dealt = await table.expectTurn(table.slash(alice, 'start'));
    let g = await table.game();
    expect(dealt.content.split('\n')[0]).toBe(fr.turn.dealt(g.players.map((p) => mention(p.id))));
    expect(dealt.embeds[0]!.title).toBe(fr.turn.title(null, 1));
    expect(dealt.embeds[0]!.footer!.text).toBe(fr.turn.footer(fr.presets.tournament.name, lexiconDisplayName('sowpods'), 0));
    expect(table.messages.find((m) => m.ephemeral && m.content.startsWith('Your new rack.\nYour rack: '))).toBeDefined();

    // Bob's rack, and a refusal for each player out of turn, in their own language.
    const bobSeat = g.players.findIndex((p) => p.id === bob.id);
    const rack = await table.expectPrivate(table.slash(bob, 'rack'));
    expect(rack).toMatch(/^Tu atril: /);
    expect(rack).toBe((await inSpanish(() => rackMessage(g, bobSeat))).content);
    const waiting = table.user(g.players[1 - g.turn]!.id);
    const outOfTurn = await table.expectPrivate(table.slash(waiting, 'pass'));
    const refusal = (locale: Locale) => speaking(locale === Locale.SpanishES ? es : en, () => explain({ code: 'not-your-turn', detail: g.players[g.turn]!.name }));
    expect(outOfTurn).toBe(refusal(stage.fake.world.localeOf(waiting.id)));

    // A move by whoever is to play: the board says it in French.
    const before: GameState = g;
    const mover = table.user(g.players[g.turn]!.id);
    const [sub, options] = nextCommand(g);
    const board = await table.expectTurn(table.slash(mover, sub, options), mover.id === alice.id);
    g = await table.game();
    const [moveLine, ...rest] = board.embeds[0]!.description!.split('\n');
    expect(moveLine).toBe(speaking(fr, () => describeLastMove(before, g)));
    // Tournament rules: the play may be challenged, and the channel is told so in French.
    if (g.pending) expect(rest).toEqual([fr.turn.challengeOpen(g.players[g.turn]!.name)]);
    // The image's words are the channel's too: its description (alt text) says them in French.
    const image = board.message.attachments.find((a) => a.filename === 'board.png')!;
    const line = speaking(fr, () => lastMoveLine(g))!.replace(/\*\*/g, '');
    expect(image.description).toBe(fr.turn.imageDescription(line, g.players.map((p, i) => [p.name, g.scores[i]!])));
    expect(board.content).toBe(fr.turn.yourTurn(mention(g.players[g.turn]!.id), false));
    expect(board.content).not.toBe(en.turn.yourTurn(mention(g.players[g.turn]!.id), false));
    if (mover.id === bob.id) {
      await stage.fake.waitFor(() => table.sent.at(-1)!.messages.find((m) => m.ephemeral && m.content.startsWith(`${es.rack.newRack}\nTu atril: `)), 10_000, 'Bob\'s new rack, in Spanish');
    }
  }, 120_000);

  it('posts the computer\'s boards, made with no interaction, in French too', async () => {
    const carol = stage.fake.user('carol');
    const table = new Table(stage, stage.fake.addChannel('ordinateur'), [carol]);
    await table.open('tournament', { opponent: 'beginner' });
    const me = (await table.game()).players.findIndex((p) => p.id === carol.id);
    let g = await settled(table, me);
    if (computerBoards(table).length === 0) {
      await table.expectTurn(personAction(table, g, me)!);
      g = await settled(table, me);
    }
    const posted = computerBoards(table)[0]!;
    expect(posted.content).toBe(fr.turn.yourTurn(mention(carol.id), false));
    expect(posted.embeds[0]!.footer!.text).toContain(fr.presets.tournament.name);
    expect(posted.embeds[0]!.fields!.some((f) => f.name === fr.turn.bag)).toBe(true);
  }, 120_000);
});

describe('every message of these games', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
