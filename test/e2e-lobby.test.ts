/**
 * End to end, through the loopback Discord and the bot as shipped: the lobby message
 * from opening to the deal (full, started, pressed after it closed), a computer seated
 * and taken out again by the host, the lobby and `/scrabble rules` saying the game's own
 * challenge rule, a play with a blank that says which letter is the blank, a challenge
 * that names who challenged and what each word checked turned out to be, and a refusal
 * out of turn that says whose turn it is.
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import { typedNotation } from '../src/engine/index.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { generator, giveRack, Table, TURN_TIMEOUT_MS } from './e2e/table.js';

let stage: Stage;
const users: Record<string, APIUser> = {};

botStageForFile((s) => {
  stage = s;
  for (const name of ['alice', 'bob']) users[name] = stage.fake.user(name);
  for (const name of ['carol', 'dave']) users[name] = stage.fake.addUser(name);
});

type Component = { type: number; custom_id?: string; label?: string; disabled?: boolean; placeholder?: string; options?: { label: string; value: string }[] };
/** Every button and menu of a message, as it stands now in the channel. */
const controls = (messageId: string): Component[] =>
  ((stage.fake.message(messageId)?.components ?? []) as { components: Component[] }[]).flatMap((row) => row.components);
const control = (messageId: string, id: string) => controls(messageId).find((c) => c.custom_id === id);
/** The lobby message as the channel shows it once `done` holds of it. */
const lobbyWhen = (messageId: string, done: (content: string) => boolean, what: string) =>
  stage.fake.waitFor(() => {
    const m = stage.fake.message(messageId);
    return m && done(m.content) ? m : undefined;
  }, TURN_TIMEOUT_MS, what);

const STARTED = 'This game has already started, so its lobby takes no more changes. Follow it on the board below; the next game can be opened with `/scrabble new` once this one is over.';
const USE_RESIGN = 'The game has already started, so there is no lobby to leave. To stop playing, use `/scrabble resign`.';

describe('the lobby message', () => {
  it('disables Join when full, says who plays in what order once started, and answers an old press in words', async () => {
    const { alice, bob, carol } = users as Record<string, APIUser>;
    const table = new Table(stage, stage.fake.addChannel('lobby-start'), [alice!, bob!]);
    const lobby = await table.expectPublic(table.slash(alice!, 'new', { max_players: 2 }));
    const id = lobby.messageId;
    expect(control(id, IDS.join)).toMatchObject({ label: 'Join', disabled: false });

    // Bob takes the last seat with the button: Join is off, and the message says why.
    await table.expectPublic(table.press(bob!, IDS.join, lobby));
    const full = await lobbyWhen(id, (c) => c.includes('It is full'), 'the full lobby');
    expect(full.content).toBe(`<@${alice!.id}> opened a game of Scrabble. It is full: <@${alice!.id}> starts it when ready.`);
    expect(control(id, IDS.join)).toMatchObject({ label: 'Join (the game is full)', disabled: true });
    expect(control(id, IDS.start)).toMatchObject({ disabled: false });

    // The host deals with the lobby's Start: the lobby says the game started, in turn order, and keeps no buttons.
    await table.expectTurn(table.press(alice!, IDS.start, lobby));
    const g = await table.game();
    const order = [g.firstPlayer, 1 - g.firstPlayer].map((i) => g.players[i]!.id);
    const started = await lobbyWhen(id, (c) => c.includes('It has started'), 'the started lobby');
    expect(started.content).toBe(`<@${alice!.id}> opened a game of Scrabble. It has started: <@${order[0]}> and <@${order[1]}> play in that order. The board is below.`);
    expect(started.embeds[0]!.fields![0]).toEqual({ name: 'Players, in turn order', value: `1. <@${order[0]}>\n2. <@${order[1]}>` });
    expect(controls(id)).toEqual([]);
    // The edit pings nobody.
    const edit = stage.fake.messages.filter((m) => m.messageId === id).at(-1)!;
    expect((edit.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users ?? []).toEqual([]);

    // A press that still arrives on the old lobby (a client that had not updated) is answered privately and changes nothing.
    expect(await table.expectPrivate(table.press(carol!, IDS.join, lobby))).toBe(STARTED);
    expect(await table.expectPrivate(table.press(bob!, IDS.leave, lobby))).toBe(USE_RESIGN);
    expect(await table.expectPrivate(table.press(alice!, IDS.start, lobby))).toBe(STARTED);
    expect(await table.expectPrivate(table.fake.select(alice!, id, IDS.addComputer, ['club']))).toBe(STARTED);
    expect(await table.game()).toEqual(g);
  }, 120_000);

  it('a lobby called off and opened again: the old message\'s buttons do not act on the new one', async () => {
    const { alice, bob } = users as Record<string, APIUser>;
    const table = new Table(stage, stage.fake.addChannel('lobby-again'), [alice!, bob!]);
    const first = await table.expectPublic(table.slash(alice!, 'new'));
    // The lobby and /scrabble rules describe this game's challenge rule, not the choices the preset allows.
    expect(first.embeds[0]!.description).toContain('Double challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenger loses a turn.');
    await table.expectPublic(table.slash(alice!, 'cancel'));
    const second = await table.expectPublic(table.slash(alice!, 'new', { challenge: 'fivePoints' }));
    const plusFive = 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 5 points';
    expect(second.embeds[0]!.title).toBe('Scrabble: Tournament (NASPA basic rules)');
    expect(second.embeds[0]!.description).toContain(`${plusFive}.`);
    const rules = await table.expectPrivate(table.slash(bob!, 'rules'));
    expect(rules.split('\n')).toContain(`• ${plusFive}`);
    for (const text of [first.embeds[0]!.description!, second.embeds[0]!.description!, rules]) {
      expect(text).not.toMatch(/by default|, or single|\+5 or \+10/);
    }
    expect(second.embeds[0]!.description).not.toContain('Double challenge');
    expect(rules).not.toContain('Double challenge');
    expect(await table.expectPrivate(table.press(bob!, IDS.join, first))).toBe(
      'That lobby is no longer open: another game is gathering players below. Use the buttons on its message, or `/scrabble join`.',
    );
    expect((await stage.record(table.channel))!.lobby!.players.map((p) => p.id)).toEqual([alice!.id]);
  }, 60_000);
});

describe('a computer seated in the lobby', () => {
  it('the host takes it out again with the lobby\'s menu; nobody else can', async () => {
    const { carol, dave } = users as Record<string, APIUser>;
    const table = new Table(stage, stage.fake.addChannel('lobby-computer'), [carol!, dave!]);
    const lobby = await table.expectPublic(table.slash(carol!, 'new', { max_players: 2, opponent: 'club' }));
    const id = lobby.messageId;
    const seated = (await stage.record(table.channel))!.lobby!.players;
    expect(seated.map((p) => p.id)).toEqual([carol!.id, 'computer:club:1']);
    // Full with the computer: Join is off, and the menu to take a computer out offers it.
    expect(control(id, IDS.join)).toMatchObject({ disabled: true });
    expect(control(id, IDS.removeComputer)).toMatchObject({ placeholder: 'Remove a computer player (host only)', options: [{ label: 'Computer (Club)', value: 'computer:club:1' }] });

    const refused = table.fake.select(dave!, id, IDS.removeComputer, ['computer:club:1']);
    expect((await refused.waitForMessage(() => true, TURN_TIMEOUT_MS)).content).toBe('Only the host who opened the game can seat or remove a computer player.');
    const removed = table.fake.select(carol!, id, IDS.removeComputer, ['computer:club:1']);
    await removed.waitForMessage((m) => !m.ephemeral, TURN_TIMEOUT_MS);
    expect((await stage.record(table.channel))!.lobby!.players.map((p) => p.id)).toEqual([carol!.id]);
    const open = stage.fake.message(id)!;
    expect(open.embeds[0]!.fields![0]).toEqual({ name: 'Players (1/2)', value: `<@${carol!.id}>` });
    expect(control(id, IDS.join)).toMatchObject({ label: 'Join', disabled: false });
    expect(control(id, IDS.removeComputer)).toBeUndefined();
    // The seat is free again: Dave joins it.
    await table.expectPublic(table.press(dave!, IDS.join, lobby));
    expect((await stage.record(table.channel))!.lobby!.players.map((p) => p.id)).toEqual([carol!.id, dave!.id]);
  }, 60_000);
});

describe('a challenge names who challenged and each word checked', () => {
  it('a phony and a good play, and a press out of turn says whose turn it is', async () => {
    const { alice, bob } = users as Record<string, APIUser>;
    const table = new Table(stage, stage.fake.addChannel('challenge-names'), [alice!, bob!]);
    await table.open('tournament');
    let g = await table.game();
    const [mover, other] = [g.turn, 1 - g.turn];
    const [moverUser, otherUser] = [mover, other].map((i) => table.user(g.players[i]!.id));
    const name = (i: number) => g.players[i]!.name;
    g = await table.setGame((x) => giveRack(x, mover, 'TIKE?'));

    // Out of turn: the sentence names the player to move, in bold, and pings nobody.
    const early = table.press(otherUser!, IDS.pass);
    expect(await table.expectPrivate(early)).toBe(`It's **${name(mover)}**'s turn, not yours.`);

    // The last T is a blank: the channel says so once, after the score.
    const played = await table.expectTurn(table.slash(moverUser!, 'play', { move: '8D TIKE?T' }));
    const score = (await table.game()).scores[mover]!;
    expect(played.embeds[0]!.description!.split('\n')[0]).toBe(`**${name(mover)}** played **TIKEt** (8D) for **${score}** (t is a blank).`);
    expect(played.message.attachments[0]!.description).toMatch(new RegExp(`^Last move: ${name(mover)} played TIKEt \\(8D\\) for ${score} \\(t is a blank\\)\\. Scores: `));
    const phony = await table.expectTurn(table.press(otherUser!, IDS.challenge));
    // The challenge names the blank as the played line did.
    expect(phony.embeds[0]!.description).toBe(`**${name(other)}** challenged TIKEt (t is a blank): it is not a word; **${name(mover)}**'s play comes off (-${score}) and the turn is lost.`);

    // The challenger plays a good word; the other challenges it and loses a turn (double challenge).
    // A rack with a play on the empty board, whatever the deal gave.
    g = await table.setGame((x) => giveRack(x, other, 'RETAINS'));
    const [best] = generator(g.rules.lexicon).best(g.board, g.racks[other]!, g.rules, 1);
    await table.expectTurn(table.slash(otherUser!, 'play', { move: typedNotation(best!.notation) }));
    const placed = (await table.game()).history.at(-1)!;
    const words = placed.type === 'place' ? placed.words : [];
    expect(words).toHaveLength(1);
    const good = await table.expectTurn(table.press(moverUser!, IDS.challenge));
    expect(good.embeds[0]!.description!.split('\n')[0]).toBe(`**${name(mover)}** challenged ${words[0]}: it is a word, so **${name(other)}**'s play stands. **${name(mover)}** loses a turn.`);
    expect(table.leaks).toEqual([]);
  }, 120_000);
});
