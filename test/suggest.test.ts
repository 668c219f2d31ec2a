/**
 * Autocomplete for `/scrabble play`: where a typed word fits from the player's rack,
 * with scores; from the first keystroke, the best plays where words are checked anyway
 * and the notation where they are not; never a word check under challenge rules; blanks
 * written as they are typed. And for `/scrabble exchange tiles` and `/scrabble play swap`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exchangeSuggestions, playSuggestions, swapSuggestions } from '../src/bot/suggest.js';
import { ALICE, BOB, EVE, harness, run, type Harness } from './support/bot.js';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function startWith(preset: string, racks: [string, string]): Promise<void> {
  await run(h, ALICE, 'new', { preset });
  if (preset === 'duel') await run(h, ALICE, 'join', { age: 30 });
  await run(h, BOB, 'join', preset === 'duel' ? { age: 40 } : {});
  await run(h, ALICE, 'start');
  await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks } }, result: null }));
}

describe('play autocomplete', () => {
  it('lists where a word fits, best first, with scores and moves ready to send', async () => {
    await startWith('tournament', ['QUIZEST', 'AEINRST']);
    const choices = await playSuggestions(h.services, 'c1', ALICE.id, 'quiz');
    // Four places across and four down cover the centre; none puts a letter on a premium: 22 x 2.
    expect(choices[0]).toEqual({ name: '8E QUIZ (44)', value: '8E QUIZ' });
    expect(choices.map((c) => c.name)).toEqual([
      '8E QUIZ (44)', '8F QUIZ (44)', '8G QUIZ (44)', '8H QUIZ (44)', 'H5 QUIZ (44)', 'H6 QUIZ (44)', 'H7 QUIZ (44)', 'H8 QUIZ (44)',
    ]);
  });

  it('under challenge rules, an empty box teaches the notation and shows the rack, each choice a square to start from', async () => {
    await startWith('tournament', ['QUIZES?', 'AEINRST']);
    expect(await playSuggestions(h.services, 'c1', ALICE.id, '')).toEqual([
      { name: 'Type a square, then a word: 8H WORD reads across, H8 WORD reads down', value: '8H' },
      { name: 'A blank is ? before its letter: 8H ?EAT plays a blank E', value: '8H' },
      { name: '. stands for a tile already on the board: 8H QU.Z', value: '8H' },
      { name: 'Your rack: Q, U, I, Z, E, S, blank', value: '8H' },
    ]);
    // A square alone: how to write a play from it, in both directions.
    expect((await playSuggestions(h.services, 'c1', ALICE.id, 'h8'))[0]).toEqual({ name: 'Type a square, then a word: H8 WORD reads across, 8H WORD reads down', value: 'H8' });
  });

  it('where words are checked anyway, an empty box offers the best plays, blanks written as typed', async () => {
    await startWith('duel', ['QUIZES?', 'AEINRST']);
    const choices = await playSuggestions(h.services, 'c1', ALICE.id, '');
    expect(choices).toHaveLength(25);
    const scores = choices.map((c) => Number(/\((\d+)\)/.exec(c.name)![1]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const c of choices) {
      expect(c.name.startsWith(`${c.value} (`)).toBe(true);
      // Every value is a move the engine takes as it is.
      expect(c.value).toMatch(/^(\d+[A-O]|[A-O]\d+) (\?[A-Z]|[A-Z])+$/);
      if (c.value.includes('?')) expect(c.name).toMatch(/· (\?[A-Z] is a blank [A-Z])( and \?[A-Z] is a blank [A-Z])?$/);
    }
    // A square alone: the best plays from that square.
    const from = await playSuggestions(h.services, 'c1', ALICE.id, '8h');
    expect(from.length).toBeGreaterThan(0);
    for (const c of from) expect(c.value.startsWith('8H ')).toBe(true);
  });

  it('scores a whole move, or says why it cannot be played', async () => {
    await startWith('tournament', ['QUIZEST', 'AEINRST']);
    expect(await playSuggestions(h.services, 'c1', ALICE.id, '8h quiz')).toEqual([{ name: '8H QUIZ (44)', value: '8H QUIZ' }]);
    expect(await playSuggestions(h.services, 'c1', ALICE.id, '8A QUIZ')).toEqual([
      { name: '8A QUIZ: The first play must cover the centre square, H8.', value: '8A QUIZ' },
    ]);
    // Choices are plain text: the sentence's code spans lose their backticks.
    expect(await playSuggestions(h.services, 'c1', ALICE.id, 'H8 QU.Z')).toEqual([
      { name: 'H8 QU.Z: A . stands for a tile already on the board, but that square is empty.', value: 'H8 QU.Z' },
    ]);
  });

  it('does not tell a player whether a word is good under challenge rules, but does where words are checked', async () => {
    await startWith('tournament', ['QZXEEEE', 'AEINRST']);
    expect((await playSuggestions(h.services, 'c1', ALICE.id, 'qzx'))[0]).toEqual({ name: '8F QZX (56)', value: '8F QZX' });
    await run(h, ALICE, 'cancel');
    await startWith('duel', ['QZXEEEE', 'AEINRST']);
    expect(await playSuggestions(h.services, 'c1', ALICE.id, 'qzx')).toEqual([
      { name: 'QZX does not fit anywhere from your rack. Your rack: Q, Z, X, E, E, E, E', value: 'qzx' },
    ]);
  });

  it('types blanks back so the move sent is the move shown', async () => {
    await startWith('tournament', ['QI?AAAA', 'AEINRST']);
    const [best] = await playSuggestions(h.services, 'c1', ALICE.id, 'qis');
    expect(best).toEqual({ name: '8F QI?S (22) · ?S is a blank S', value: '8F QI?S' });
  });

  it('a first letter alone: what was typed with the rack, and how a play is written', async () => {
    await startWith('tournament', ['QUIZES?', 'AEINRST']);
    expect(await playSuggestions(h.services, 'c1', ALICE.id, 'q')).toEqual([
      { name: 'q · Your rack: Q, U, I, Z, E, S, blank', value: 'q' },
      { name: 'Type a square, then a word: 8H WORD reads across, H8 WORD reads down', value: '8H' },
      { name: 'A blank is ? before its letter: 8H ?EAT plays a blank E', value: '8H' },
    ]);
  });

  it('for a spectator, echoes what they typed', async () => {
    await startWith('tournament', ['QUIZEST', 'AEINRST']);
    expect(await playSuggestions(h.services, 'c1', EVE.id, '8H QUIZ')).toEqual([{ name: '8H QUIZ', value: '8H QUIZ' }]);
  });
});

describe('a chosen suggestion is a move the engine takes', () => {
  it('the best play with a blank, sent as offered, is played', async () => {
    await startWith('duel', ['QI?AAAA', 'AEINRST']);
    const withBlank = (await playSuggestions(h.services, 'c1', ALICE.id, '')).find((c) => c.value.includes('?'))!;
    expect(withBlank.name).toMatch(/ · \?[A-Z] is a blank [A-Z]$/);
    const played = await run(h, ALICE, 'play', { move: withBlank.value });
    expect(played.private.map((r) => r.content)).toEqual([expect.stringMatching(/^Your new rack\./)]);
    expect(played.public[0]!.embeds![0]!.description).toMatch(/^\*\*Alice\*\* played \*\*.+\*\* for \*\*\d+\*\*\.$/);
  });
});

describe('exchange autocomplete', () => {
  it('offers the typed tiles, the whole rack and single tiles, each saying what is kept', async () => {
    await startWith('tournament', ['QUIZES?', 'AEINRST']);
    const empty = await exchangeSuggestions(h.services, 'c1', ALICE.id, '');
    expect(empty.slice(0, 3)).toEqual([
      { name: 'Exchange Q, U, I, Z, E, S, blank · keep nothing', value: 'QUIZES?' },
      { name: 'Exchange Q · keep U, I, Z, E, S, blank', value: 'Q' },
      { name: 'Exchange U · keep Q, I, Z, E, S, blank', value: 'U' },
    ]);
    expect(empty.at(-1)).toEqual({ name: 'Exchange blank · keep Q, U, I, Z, E, S', value: '?' });
    expect((await exchangeSuggestions(h.services, 'c1', ALICE.id, 'q ?'))[0]).toEqual({ name: 'Exchange Q, blank · keep U, I, Z, E, S', value: 'Q?' });
    expect((await exchangeSuggestions(h.services, 'c1', ALICE.id, 'qq'))[0]).toEqual({ name: "You don't have QQ · your rack: Q, U, I, Z, E, S, blank", value: 'QQ' });
    expect((await exchangeSuggestions(h.services, 'c1', ALICE.id, 'q-'))[0]).toEqual({ name: 'q-: only letters and ? (a blank) can be exchanged', value: 'q-' });
    // A spectator has no rack to offer.
    expect(await exchangeSuggestions(h.services, 'c1', EVE.id, '')).toEqual([]);
  });

  it('says why not when the bag is too small', async () => {
    await startWith('tournament', ['QUIZES?', 'AEINRST']);
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, bag: 'AEI' } }, result: null }));
    expect(await exchangeSuggestions(h.services, 'c1', ALICE.id, 'Q')).toEqual([
      { name: "Q: You can't exchange that many: the bag must hold at least 7 tiles.", value: 'Q' },
    ]);
  });
});

describe('blank swap autocomplete (club rules)', () => {
  it('lists the blanks on the board, the ones the player can swap first, by the square to type', async () => {
    await startWith('club', ['QUIZES?', 'AEINRST']);
    const board = Array.from({ length: 15 }, () => '.'.repeat(15));
    board[7] = '.......QUiZ....';
    board[8] = '.........k.....';
    board[9] = '.........e.....';
    await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, board } }, result: null }));
    expect(await swapSuggestions(h.services, 'c1', ALICE.id, '')).toEqual([
      { name: 'J8: the blank as I · you hold I to put in its place', value: 'J8' },
      { name: 'J10: the blank as E · you hold E to put in its place', value: 'J10' },
      { name: "J9: the blank as K · you don't hold K", value: 'J9' },
    ]);
    expect(await swapSuggestions(h.services, 'c1', ALICE.id, '10j')).toEqual([{ name: 'J10: the blank as E · you hold E to put in its place', value: 'J10' }]);
    expect(await swapSuggestions(h.services, 'c1', EVE.id, '')).toEqual([]);
  });

  it('offers nothing where the rules have no blank swap', async () => {
    await startWith('tournament', ['QUIZES?', 'AEINRST']);
    expect(await swapSuggestions(h.services, 'c1', ALICE.id, '')).toEqual([]);
  });
});
