/**
 * Autocomplete of `/scrabble play move:` through the loopback Discord API, answered by the
 * bot as it ships: the first place offered for a typed word makes only words, so it stands
 * when challenged; every suggestion names the words it forms; a typed square keeps blank
 * suggestions; a word is offered once per set of squares, with real tiles; and a move
 * short of tiles says which ones.
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table } from './e2e/table.js';

let stage: Stage;

botStageForFile((s) => {
  stage = s;
});

/** A tournament game between Alice and Bob in a channel of its own; the player to move holds `rack`, on `board` if given. */
async function tableWith(name: string, rack: string, board?: string[]): Promise<{ table: Table; mover: APIUser; other: APIUser }> {
  const fake = stage.fake;
  const table = new Table(stage, fake.addChannel(name), [fake.user('alice'), fake.user('bob')]);
  await table.open('tournament');
  await stage.store.update(table.channel, async (r) => {
    const game = r!.game!;
    const racks = game.racks.map((x, i) => (i === game.turn ? rack : x));
    return { next: { ...r!, game: { ...game, racks, ...(board ? { board } : {}) } }, result: null };
  });
  const game = await table.game();
  return { table, mover: table.user(game.players[game.turn]!.id), other: table.user(game.players[1 - game.turn]!.id) };
}

/** What Discord shows under the box as `user` types `typed`. */
async function suggestions(table: Table, user: APIUser, typed: string): Promise<{ name: string; value: string }[]> {
  const callback = await stage.fake.autocomplete(user, table.channel, 'scrabble', 'play', { move: typed }, 'move').callback(10_000);
  return (callback.data as { choices: { name: string; value: string }[] }).choices;
}

describe('play autocomplete over the wire', () => {
  it('with OATH on 8H, quips: the places that make only words first, each naming its words; the first stands when challenged', async () => {
    const board = Array.from({ length: 15 }, () => '.'.repeat(15));
    board[7] = '.......OATH....';
    const { table, mover, other } = await tableWith('suggest-quips', 'QUIPSAE', board);
    const choices = await suggestions(table, mover, 'quips');
    expect(choices.slice(0, 7)).toEqual([
      { name: 'L4 QUIPS (43) · forms QUIPS and OATHS', value: 'L4 QUIPS' },
      { name: '7F QUIPS (31) · forms QUIPS, IO, PA and ST', value: '7F QUIPS' },
      { name: '9E QUIPS (25) · forms QUIPS, OP and AS', value: '9E QUIPS' },
      { name: '7D QUIPS (21) · forms QUIPS and SO', value: '7D QUIPS' },
      { name: '9D QUIPS (21) · forms QUIPS and OS', value: '9D QUIPS' },
      // The highest score makes OATHQ: it comes after every place that makes only words.
      { name: 'L8 QUIPS (79) · forms QUIPS and OATHQ', value: 'L8 QUIPS' },
      { name: '7I QUIPS (55) · forms QUIPS, QA, UT and IH', value: '7I QUIPS' },
    ]);
    for (const c of choices) {
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
    }

    await table.expectTurn(table.slash(mover, 'play', { move: choices[0]!.value }));
    await table.expectTurn(table.press(other, IDS.challenge));
    const game = await table.game();
    // The play stood: QUIPS down column L through the S of OATHS, 43 points.
    expect(game.board.slice(3, 8).map((row) => row[11]).join('')).toBe('QUIPS');
    expect(game.board[7]).toBe('.......OATHS...');
    expect(game.scores[game.players.findIndex((p) => p.id === mover.id)]).toBe(43);
  }, 120_000);

  it('rack TK??TIE: a typed square keeps blanks, kit is offered with real tiles once per place, jehad names the tiles missing', async () => {
    const { table, mover } = await tableWith('suggest-blanks', 'TK??TIE');
    expect(await suggestions(table, mover, '8h kitten')).toEqual([{ name: '8H KITTE?N (20) · ?N is a blank N', value: '8H KITTE?N' }]);
    expect(await suggestions(table, mover, 'kitten')).toContainEqual({ name: '8H KITTE?N (20) · ?N is a blank N', value: '8H KITTE?N' });
    // No blank standing for a tile the rack holds, and on the empty board no mirror image read down.
    expect(await suggestions(table, mover, 'kit')).toEqual([
      { name: '8F KIT (14)', value: '8F KIT' },
      { name: '8G KIT (14)', value: '8G KIT' },
      { name: '8H KIT (14)', value: '8H KIT' },
    ]);
    expect(await suggestions(table, mover, '8h jehad')).toEqual([
      { name: "8h jehad: You're missing J, H, A and D for JEHAD (a blank is written with ? before its letter).", value: '8h jehad' },
    ]);

    expect(await table.expectPrivate(table.slash(mover, 'play', { move: '8h jehad' }))).toBe(
      "You're missing J, H, A and D for `JEHAD` (a blank is written with `?` before its letter).",
    );
    await table.expectTurn(table.slash(mover, 'play', { move: '8H KITTE?N' }));
    expect((await table.game()).board[7]).toBe('.......KITTEn..');
  }, 120_000);

  it('answers within Discord\'s limits, with no request refused', () => {
    expect(stage.fake.requests.filter((r) => r.status >= 400).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
