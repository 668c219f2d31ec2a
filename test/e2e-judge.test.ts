/**
 * End to end, through the loopback Discord and the bot as shipped: `/scrabble games` (a
 * player's games in the server, their turn first; all of them for a spectator) and the
 * word judge `/scrabble check`, answered privately, refused to a player of the game
 * running in the channel.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { RecordedMessage } from './discord-api/server.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table, TURN_TIMEOUT_MS } from './e2e/table.js';

// A second dictionary, installed the way a host installs one. A fixed path: its compiled cache is reused run after run.
const TINY = join(tmpdir(), 'scrabble-e2e-judge-tiny.txt');
writeFileSync(TINY, 'QI\nZA\nXYZZY\n');

let stage: Stage;
let alice: APIUser, bob: APIUser, carol: APIUser, dave: APIUser;

botStageForFile((s) => {
  stage = s;
  [alice, bob, carol, dave] = [s.fake.user('alice'), s.fake.user('bob'), s.fake.addUser('carol'), s.fake.addUser('dave')];
}, { LEXICONS: `TINY=${TINY}` });

/** `/scrabble <sub>` in `channel`: the answer, which must be private. */
async function ask(user: APIUser, channel: string, sub: string, options: Record<string, string> = {}): Promise<RecordedMessage> {
  const m = await stage.fake.slash(user, channel, 'scrabble', sub, options).waitForMessage(() => true, TURN_TIMEOUT_MS);
  expect(m.ephemeral, m.content).toBe(true);
  expect(m.flags & 64).toBe(64);
  return m;
}

const lines = async (user: APIUser, channel: string, show?: string) => (await ask(user, channel, 'games', show ? { show } : {})).content.split('\n');

/** Steps the game until `user` is to move. */
async function untilTurnOf(table: Table, user: APIUser): Promise<void> {
  for (let g = await table.game(); g.players[g.turn]!.id !== user.id; g = await table.game()) await table.step();
}

const SOWPODS = 'SOWPODS (Collins Scrabble Words)';
const games: Table[] = [];

describe('/scrabble games', () => {
  it('says so when the player has no games', async () => {
    const channel = stage.fake.addChannel('lobby-less');
    expect((await ask(dave, channel, 'games')).content).toBe(
      'You have no games in this server. Start one with `/scrabble new`, or see the others with `/scrabble games show:All`.',
    );
    expect((await ask(dave, channel, 'games', { show: 'all' })).content).toBe(
      'No games are running in this server and no lobby is open. Start one with `/scrabble new`.',
    );
  });

  it('lists the games in other channels, the player\'s turn first, and the order follows the moves', async () => {
    const one = new Table(stage, stage.fake.addChannel('game-one'), [alice, bob]);
    await one.open('tournament');
    await untilTurnOf(one, alice);
    const two = new Table(stage, stage.fake.addChannel('game-two'), [alice, bob]);
    await two.open('club');
    await untilTurnOf(two, bob);
    games.push(one, two);
    const elsewhere = stage.fake.addChannel('elsewhere');
    const score = async (t: Table, first: APIUser, second: string) => {
      const g = await t.game();
      const at = (u: APIUser) => g.scores[g.players.findIndex((p) => p.id === u.id)];
      return `you ${at(first)} – ${second} ${at(first === alice ? bob : alice)}`;
    };
    expect(await lines(alice, elsewhere)).toEqual([
      'Your games in this server (2), your turn first:',
      `<#${one.channel}>: ${await score(one, alice, 'bob')} · Tournament · **your turn**`,
      `<#${two.channel}>: ${await score(two, alice, 'bob')} · Club rules · bob to move`,
    ]);

    const three = new Table(stage, stage.fake.addChannel('game-three'), [dave, alice, bob]);
    await three.open('tournament');
    await untilTurnOf(three, alice);
    games.push(three);
    const mine = await lines(alice, elsewhere);
    expect(mine[0]).toBe('Your games in this server (3), your turn first:');
    // Alice's turn in one (waiting longer) and three, then two.
    expect(mine.slice(1).map((l) => l.slice(0, l.indexOf(':')))).toEqual([`<#${one.channel}>`, `<#${three.channel}>`, `<#${two.channel}>`]);
    expect(mine[2]).toMatch(/^<#\d+>: you \d+ – dave \d+ – bob \d+ · Tournament · \*\*your turn\*\*$/);

    // Alice moves in one: it is bob's turn there now, and the latest move of the games she waits in.
    await one.step();
    const after = await lines(alice, elsewhere);
    expect(after.slice(1).map((l) => l.slice(0, l.indexOf(':')))).toEqual([`<#${three.channel}>`, `<#${two.channel}>`, `<#${one.channel}>`]);
    expect(after[3]).toBe(`<#${one.channel}>: ${await score(one, alice, 'bob')} · Tournament · bob to move`);
    // Bob's turn in one and two: two has waited longer.
    expect((await lines(bob, elsewhere)).slice(1, 3).map((l) => l.slice(0, l.indexOf(':')))).toEqual([`<#${two.channel}>`, `<#${one.channel}>`]);
  }, 180_000);

  it('shows a spectator every game running and the lobbies open to join, pinging no one', async () => {
    const lobby = stage.fake.addChannel('open-lobby');
    await games[0]!.expectPublic(stage.fake.slash(dave, lobby, 'scrabble', 'new', { preset: 'club' }));
    const message = await ask(carol, stage.fake.addChannel('watching'), 'games', { show: 'all' });
    const all = message.content.split('\n');
    expect(all[0]).toBe('Games in this server: 3 games running, 1 open to join. Anyone may watch; `/scrabble games` lists your own.');
    // The latest move first: one, where alice just moved.
    expect(all.slice(1, 4).map((l) => l.slice(0, l.indexOf(':')))).toEqual([`<#${games[0]!.channel}>`, `<#${games[2]!.channel}>`, `<#${games[1]!.channel}>`]);
    expect(all[1]).toMatch(/^<#\d+>: alice \d+ – bob \d+ · Tournament · bob to move$/);
    expect(all[4]).toBe(`<#${lobby}>: open to join · hosted by dave · Club rules · 1 of 4 seats taken`);
    expect(message.content).not.toMatch(/<@/);
    // Carol plays in none of them; dave waits in his lobby as well.
    expect((await lines(carol, lobby))[0]).toBe('You have no games in this server. Start one with `/scrabble new`, or see the others with `/scrabble games show:All`.');
    expect(await lines(dave, lobby)).toEqual([
      'Your games in this server (2), your turn first:',
      expect.stringMatching(new RegExp(`^<#${games[2]!.channel}>: you \\d+ – alice \\d+ – bob \\d+ · Tournament · alice to move$`)),
      `<#${lobby}>: waiting for players · hosted by you · Club rules · 1 of 4 seats taken`,
    ]);
  }, 60_000);
});

describe('/scrabble check', () => {
  it('judges privately in a channel without a game, in the bot\'s default dictionary', async () => {
    const channel = stage.fake.addChannel('judge-free');
    expect((await ask(carol, channel, 'check', { words: 'qi' })).content).toBe(`**QI** is acceptable in ${SOWPODS}.`);
    expect((await ask(carol, channel, 'check', { words: 'QZ' })).content).toBe(`**QZ** is not acceptable in ${SOWPODS}.`);
    expect((await ask(carol, channel, 'check', { words: 'cat, dogz za' })).content).toBe(`The play **CAT, DOGZ, ZA** is not acceptable in ${SOWPODS}.`);
    expect((await ask(carol, channel, 'check', { words: 'CAT,ZA' })).content).toBe(`The play **CAT, ZA** is acceptable in ${SOWPODS}.`);
  });

  it('names another dictionary with lexicon:, and lists the installed ones for an unknown name', async () => {
    const channel = stage.fake.addChannel('judge-lexicon');
    expect((await ask(carol, channel, 'check', { words: 'XYZZY', lexicon: 'tiny' })).content).toBe('**XYZZY** is acceptable in TINY.');
    expect((await ask(carol, channel, 'check', { words: 'XYZZY' })).content).toBe(`**XYZZY** is not acceptable in ${SOWPODS}.`);
    expect((await ask(carol, channel, 'check', { words: 'QI', lexicon: 'KLINGON' })).content).toBe(
      'There is no dictionary called `KLINGON` on this bot. Installed: `sowpods` and `TINY`.',
    );
    const callback = await stage.fake.autocomplete(carol, channel, 'scrabble', 'check', { words: 'QI', lexicon: 'ti' }, 'lexicon').callback(10_000);
    expect(callback.choices).toEqual([{ name: 'TINY', value: 'TINY' }]);
  });

  it('uses the dictionary of the channel\'s lobby', async () => {
    const channel = stage.fake.addChannel('judge-tiny-lobby');
    await games[0]!.expectPublic(stage.fake.slash(carol, channel, 'scrabble', 'new', { lexicon: 'TINY' }));
    expect((await ask(alice, channel, 'check', { words: 'xyzzy' })).content).toBe('**XYZZY** is acceptable in TINY.');
  });

  it('refuses a player of the game running in the channel, and answers a spectator there', async () => {
    const channel = games[0]!.channel;
    expect((await ask(alice, channel, 'check', { words: 'QI' })).content).toBe(
      'You play in the game in this channel, so I can\'t judge words here: whether a word is good is what a challenge decides. Spectators may ask, and anyone may once the game is over.',
    );
    expect((await ask(bob, channel, 'check', { words: 'QI', lexicon: 'TINY' })).content).toMatch(/^You play in the game in this channel/);
    expect((await ask(carol, channel, 'check', { words: 'QI ZA' })).content).toBe(`The play **QI, ZA** is acceptable in ${SOWPODS}.`);
  });

  it('answers anyone once the game is over', async () => {
    const table = new Table(stage, stage.fake.addChannel('judge-over'), [alice, bob]);
    await table.open('tournament');
    await table.expectTurn(table.slash(alice, 'resign'), false);
    expect((await table.game()).status).toBe('over');
    expect((await ask(alice, table.channel, 'check', { words: 'QI' })).content).toBe(`**QI** is acceptable in ${SOWPODS}.`);
  }, 60_000);

  it.each([
    ['D0G', '`D0G` is not a word I can judge: write words with the letters on the tiles only, with spaces or commas between them.'],
    [',', 'Give me one or more words to judge, separated by spaces or commas, like `QI ZA`.'],
    ['a b c d e f g h i', 'I judge at most 8 words at a time, the most one play can form.'],
    ['ABCDEFGHIJKLMNOP', '`ABCDEFGHIJKLMNOP` is longer than 15 letters, the most a row of the board holds.'],
  ])('refuses %j in words', async (typed, sentence) => {
    expect((await ask(carol, stage.fake.addChannel(`judge-bad-${typed.length}`), 'check', { words: typed })).content).toBe(sentence);
  });
});

describe('every message of these commands', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
