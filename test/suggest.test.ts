/**
 * Autocomplete for `/scrabble play`: where a typed word fits from the player's rack,
 * with scores and every word a play forms; from the first keystroke, the best plays where
 * words are checked anyway and the notation where they are not; never a check of the typed
 * word under challenge rules, but places whose cross-words are words first; blanks written
 * as they are typed, and only where the rack has no real tile; one of a play and its
 * mirror image on the empty board. And for `/scrabble exchange tiles` and `/scrabble play swap`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exchangeSuggestions, playChoiceName, playSuggestions, swapSuggestions, type Choice } from '../src/bot/suggest.js';
import { BOARD_LAYOUTS, checkPlay, formedWords, PRESETS, type BoardLayout } from '../src/engine/index.js';
import { distinctPlays } from '../src/movegen/index.js';
import { ALICE, BOB, EVE, harness, run, type Harness } from './support/bot.js';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function startWith(preset: string, racks: [string, string], board?: string[]): Promise<void> {
  await run(h, ALICE, 'new', { preset });
  if (preset === 'duel') await run(h, ALICE, 'join', { age: 30 });
  await run(h, BOB, 'join', preset === 'duel' ? { age: 40 } : {});
  await run(h, ALICE, 'start');
  await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks, ...(board ? { board } : {}) } }, result: null }));
}

/** An empty board with `word` across row 8 from column `col` (0 for A). */
function boardWith(word: string, col: number): string[] {
  const board = Array.from({ length: 15 }, () => '.'.repeat(15));
  board[7] = `${'.'.repeat(col)}${word}`.padEnd(15, '.');
  return board;
}

describe('play autocomplete', () => {
  it('lists where a word fits, best first, with scores and moves ready to send', async () => {
    await startWith('tournament', ['QUIZEST', 'AEINRST']);
    const choices = await playSuggestions(h.services, 'c1', ALICE.id, 'quiz');
    // Four places across cover the centre (the four down are their mirror images); none puts a letter on a premium: 22 x 2.
    expect(choices[0]).toEqual({ name: '8E QUIZ (44)', value: '8E QUIZ' });
    expect(choices.map((c) => c.name)).toEqual(['8E QUIZ (44)', '8F QUIZ (44)', '8G QUIZ (44)', '8H QUIZ (44)']);
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

/** The words a choice's move forms, as the engine finds them. */
function wordsOf(board: string[], rack: string, preset: string, value: string): { main: string; cross: string[] } {
  const played = checkPlay(board, value, rack, PRESETS.find((p) => p.id === preset)!.rules);
  if (!played.ok) throw new Error(`${value}: ${played.error.code}`);
  const words = formedWords(board, played.value.placement);
  const dir = played.value.placement.pos.dir;
  return { main: words.find((w) => w.dir === dir)!.word, cross: words.filter((w) => w.dir !== dir).map((w) => w.word) };
}

describe('a typed word: every word a place forms said, the places whose cross-words are words first', () => {
  const OATH = boardWith('OATH', 7);
  // With OATH on 8H, L8 QUIPS scores most (79) but makes OATHQ across.
  const GOOD = [
    'L4 QUIPS (43) · forms QUIPS and OATHS', '7F QUIPS (31) · forms QUIPS, IO, PA and ST', '9E QUIPS (25) · forms QUIPS, OP and AS',
    '7D QUIPS (21) · forms QUIPS and SO', '9D QUIPS (21) · forms QUIPS and OS',
  ];
  it.each([
    // Challenge rules do not judge the word typed, but the words a place adds to it are the board's.
    ['tournament', [...GOOD, 'L8 QUIPS (79) · forms QUIPS and OATHQ', '7I QUIPS (55) · forms QUIPS, QA, UT and IH']],
    ['classic', [...GOOD, 'L8 QUIPS (79) · forms QUIPS and OATHQ', '7I QUIPS (55) · forms QUIPS, QA, UT and IH']],
    ['club', [...GOOD, 'L8 QUIPS (79) · forms QUIPS and OATHQ', '7I QUIPS (55) · forms QUIPS, QA, UT and IH']],
    // Where every word is checked as it is played, a place with a phony cross-word is no move at all.
    ['match', GOOD],
  ])('%s: quips with OATH on 8H', async (preset, first) => {
    await startWith(preset, ['QUIPSAE', 'AEINRST'], OATH);
    const choices = await playSuggestions(h.services, 'c1', ALICE.id, 'quips');
    expect(choices.slice(0, first.length).map((c) => c.name)).toEqual(first);
    if (preset === 'match') expect(choices).toHaveLength(GOOD.length);
    const lexicon = await h.services.dictionaries.lexicon('sowpods');
    const good = choices.map((c) => {
      const { main, cross } = wordsOf(OATH, 'QUIPSAE', preset, c.value);
      // Every word the play forms is named, the typed one first.
      expect(c.name).toBe(`${c.value} (${/\((\d+)\)/.exec(c.name)![1]}) · forms ${[main, ...cross].join(', ').replace(/, ([A-Z]+)$/, ' and $1')}`);
      return cross.every((w) => lexicon.has(w));
    });
    // Places whose cross-words are all words, then the others, each group best first.
    expect(good).toEqual([...good].sort((a, b) => Number(b) - Number(a)));
    expect(good.filter(Boolean)).toHaveLength(GOOD.length);
  });

  it.each<[string, number, string[], string]>([
    ['8H QUIZ', 44, ['QUIZ'], '8H QUIZ (44)'],
    ['H8 QU.Z', 33, ['QUIZ'], 'H8 QU.Z (33) · forms QUIZ'],
    ['8F QIs', 22, ['QIS'], '8F QI?S (22) · ?S is a blank S'],
    ['L8 QUIPS', 79, ['QUIPS', 'OATHQ'], 'L8 QUIPS (79) · forms QUIPS and OATHQ'],
    ['L8 QUIPs', 77, ['QUIPS', 'OATHQ'], 'L8 QUIP?S (77) · forms QUIPS and OATHQ · ?S is a blank S'],
    // Many words: the blanks said shortly.
    ['2B TeTRAZZInI', 122, ['TETRAZZINI', 'AT', 'BE', 'OT', 'AR', 'EA', 'IZ', 'OZ', 'AI'],
      '2B T?ETRAZZI?NI (122) · forms TETRAZZINI, AT, BE, OT, AR, EA, IZ, OZ and AI · ?E and ?N are blanks'],
    // Longer still: the move shows its blanks itself.
    ['2B TeTRAZZInI', 122, ['TETRAZZINI', 'ATE', 'BEE', 'OTT', 'ARE', 'EAT', 'AIZ', 'OZE', 'AIT'],
      '2B T?ETRAZZI?NI (122) · forms TETRAZZINI, ATE, BEE, OTT, ARE, EAT, AIZ, OZE and AIT'],
    // No room for every word: cut, within Discord's 100 characters.
    ['1A ABCDEFGhIJKLMNO', 999, ['ABCDEFGHIJKLMNO', 'AXXXXXXXXXXXXXX', 'BXXXXXXXXXXXXXX', 'CXXXXXXXXXXXXXX', 'DXXXXXXXXXXXXXX'],
      '1A ABCDEFG?HIJKLMNO (999) · forms ABCDEFGHIJKLMNO, AXXXXXXXXXXXXXX, BXXXXXXXXXXXXXX, CXXXXXXXXXXXXX…'],
  ])('%s for %d forming %j reads %j', (notation, score, words, name) => {
    expect(playChoiceName(notation, score, words)).toBe(name);
    expect(playChoiceName(notation, score, words).length).toBeLessThanOrEqual(100);
  });
});

describe('a typed square keeps blank suggestions; a word on a set of squares is offered once, real tiles first', () => {
  const names = (choices: Choice[]) => choices.map((c) => c.name);
  it.each<[string, string, string, string[]]>([
    ['tournament', 'TK??TIE', '8h kitten', ['8H KITTE?N (20) · ?N is a blank N']],
    ['tournament', 'TK??TIE', 'H8 KITTEN', ['H8 KITTE?N (20) · ?N is a blank N']],
    ['tournament', 'TK??TIE', '8h kittens', ['8H KITTE?N?S (70) · ?N is a blank N and ?S is a blank S']],
    ['match', 'TK??TIE', '8h kitten', ['8H KITTE?N (20) · ?N is a blank N']],
    // The tiles it has are its own; two blanks stand for the other two Ts.
    ['tournament', 'TK??TIE', '8h tttt', ['8H TT?T?T (4) · ?T is a blank T']],
    ['tournament', 'TK??TIE', '8h kit', ['8H KIT (14)']],
    // Short of tiles even with the blanks: which ones.
    ['tournament', 'TK??TIE', '8h jehad', ["8h jehad: You're missing J, H, A and D for JEHAD (a blank is written with ? before its letter)."]],
    ['tournament', 'QUIZEST', '8h quizzes', ["8h quizzes: You're missing Z for QUIZZES (a blank is written with ? before its letter)."]],
    ['tournament', 'QUIZEST', '8h zzz', ["8h zzz: You're missing two Zs for ZZZ (a blank is written with ? before its letter)."]],
    ['tournament', 'TK??TIE', '8f teeeen', ["8f teeeen: You're missing three Es and N for TEEEEN (a blank is written with ? before its letter)."]],
    // A long move: the sentence cut within Discord's 100 characters, the tiles named first.
    ['tournament', 'TK??TIE', '8d kitteeeen', ["8d kitteeeen: You're missing three Es and N for KITTEEEEN (a blank is written with ? before its let…"]],
    // A blank typed where the rack has the real tile: the real tile.
    ['tournament', 'QUIZEST', 'h8 qu?iz', ['H8 QUIZ (44)']],
    ['tournament', 'QUZESTA', 'h8 qu?iz', ["h8 qu?iz: You're missing a blank for QU?Z (a blank is written with ? before its letter)."]],
    // A word alone: one place per set of squares, with the fewest blanks; on the empty board, across only.
    ['tournament', 'TK??TIE', 'kit', ['8F KIT (14)', '8G KIT (14)', '8H KIT (14)']],
    ['tournament', 'TK??TIE', 'kitten', [
      '8D KITTE?N (28) · ?N is a blank N', '8C KITTE?N (20) · ?N is a blank N', '8H KITTE?N (20) · ?N is a blank N',
      '8E KITTE?N (18) · ?N is a blank N', '8F KITTE?N (18) · ?N is a blank N', '8G KITTE?N (18) · ?N is a blank N',
    ]],
  ])('%s, rack %s, typed %j', async (preset, rack, typed, expected) => {
    await startWith(preset, [rack, 'AEINRST']);
    const choices = await playSuggestions(h.services, 'c1', ALICE.id, typed);
    expect(names(choices)).toEqual(expected);
    for (const c of choices) if (!c.name.includes(':')) expect(c.name.startsWith(`${c.value} (`)).toBe(true);
  });

  it('where words are checked anyway: the best plays on the empty board once each, across; from a typed square, in its direction', async () => {
    await startWith('match', ['PAGODEI', 'AEINRST']);
    const best = await playSuggestions(h.services, 'c1', ALICE.id, '');
    expect(names(best).slice(0, 9)).toEqual([
      '8D PAGED (24)', '8D PAGOD (24)', '8D PODGE (24)', '8D GAPED (22)', '8D PODIA (22)', '8H GAPED (22)', '8H PAGED (22)', '8H PAGOD (22)', '8H PODGE (20)',
    ]);
    expect(best).toHaveLength(25);
    expect(best.filter((c) => /^[A-O]\d/.test(c.value))).toEqual([]);
    const down = await playSuggestions(h.services, 'c1', ALICE.id, 'h4');
    expect(names(down).slice(0, 3)).toEqual(['H4 PAGED (24)', 'H4 PAGOD (24)', 'H4 PODGE (24)']);
    await run(h, ALICE, 'cancel');
    await startWith('match', ['TK??TIE', 'AEINRST']);
    for (const typed of ['', '8h', 'h8']) {
      const choices = await playSuggestions(h.services, 'c1', ALICE.id, typed);
      // From a square: what the search of the best few hundred plays finds there.
      expect(choices.length).toBeGreaterThanOrEqual(typed ? 20 : 25);
      if (typed) for (const c of choices) expect(c.value.startsWith(`${typed.toUpperCase()} `)).toBe(true);
      // One choice per word and set of squares (mirror images alike on the empty board), each with the fewest blanks the rack allows.
      const key = (value: string) => {
        const played = checkPlay(boardWith('', 0), value, 'TK??TIE', PRESETS.find((p) => p.id === 'match')!.rules);
        if (!played.ok) throw new Error(value);
        const squares = played.value.placement.tiles.map((t) => (played.value.placement.pos.dir === 'down' ? [t.col, t.row] : [t.row, t.col]).join(','));
        return `${value.split(' ')[1]!.replace(/\?/g, '')} ${squares.join(' ')}`;
      };
      const keys = choices.map((c) => key(c.value));
      expect(new Set(keys).size).toBe(keys.length);
      for (const c of choices) {
        const blanks = (c.value.match(/\?/g) ?? []).length;
        const letters = c.value.split(' ')[1]!.replace(/\?/g, '');
        const real = [...'TKTIE'].reduce((left, t) => left.replace(t, ''), letters);
        expect(blanks, c.value).toBe(real.length);
      }
    }
  });
});

describe('one play per word and set of squares', () => {
  const standard = BOARD_LAYOUTS.standard;
  // The standard board with one premium moved off the diagonal's mirror: read down is no longer read across.
  const lopsided: BoardLayout = { ...standard, premiums: standard.premiums.map((row, r) => (r === 7 ? row.map((p, c) => (c === 3 ? '' : p)) : row)) };
  const rules = PRESETS[0]!.rules;
  const plays = (board: string[], rack: string, moves: string[]) => moves.map((m) => {
    const played = checkPlay(board, m, rack, rules);
    if (!played.ok) throw new Error(`${m}: ${played.error.code}`);
    return played.value;
  });
  const empty = boardWith('', 0);
  const g = boardWith('G', 7);
  it.each<[string, string[], BoardLayout, string, string[], string[]]>([
    ['mirror images on the empty board: the one across', empty, standard, 'PAGOD??', ['H4 PAGOD', '8D PAGOD', '8H PAGOD'], ['8D PAGOD', '8H PAGOD']],
    ['mirror images where the premiums differ across and down: both', empty, lopsided, 'PAGOD??', ['H4 PAGOD', '8D PAGOD'], ['H4 PAGOD', '8D PAGOD']],
    ['mirror images once the board has a tile: both', g, standard, 'PAOD???', ['H6 PA.OD', '8F PA.OD'], ['H6 PA.OD', '8F PA.OD']],
    ['blanks for tiles the rack holds: the real tiles', empty, standard, 'PAGOD??', ['8D PA?GOD', '8D PAGOD', '8D ?P?AGOD'], ['8D PAGOD']],
    // The real T on the double letter of D8 scores 14, the blank there 12.
    ['as many blanks either way: the higher score', empty, standard, 'TOEM???', ['8D ?TOTEM', '8D TO?TEM'], ['8D TO?TEM']],
    ['different squares or words: all', empty, standard, 'PAGOD??', ['8D PAGOD', '8E PAGOD', '8D PAGOD?A'], ['8D PAGOD', '8E PAGOD', '8D PAGOD?A']],
  ])('%s', (_what, board, layout, rack, moves, kept) => {
    expect(distinctPlays(board, layout, plays(board, rack, moves)).map((p) => p.notation)).toEqual(plays(board, rack, kept).map((p) => p.notation));
  });
});

describe('a move short of tiles, sent: which tiles are missing', () => {
  const board = boardWith('QUiZ', 7);
  board[8] = '.........k.....';
  it.each<[string, string, Record<string, string>, string, string[]?]>([
    ['tournament', 'TK??TIE', { move: '8h jehad' }, "You're missing J, H, A and D for `JEHAD` (a blank is written with `?` before its letter)."],
    ['tournament', 'QUIZEST', { move: '8H ZZZ' }, "You're missing two Zs for `ZZZ` (a blank is written with `?` before its letter)."],
    ['tournament', 'QUZESTA', { move: 'H8 QU?IZ' }, "You're missing a blank for `QU?Z` (a blank is written with `?` before its letter)."],
    // Club rules' blank swap: the tile to put in the blank's place.
    ['club', 'AEIOUST', { move: 'J9 kA', swap: 'J9' }, "You're missing K (a blank is written with `?` before its letter).", board],
  ])('%s, rack %s: %j', async (preset, rack, options, sentence, on) => {
    await startWith(preset, [rack, 'AEINRST'], on);
    const played = await run(h, ALICE, 'play', options);
    expect(played.private.map((r) => r.content)).toEqual([sentence]);
    expect(played.public).toEqual([]);
  });
});

describe('a chosen suggestion is a move the engine takes', () => {
  it('the best play with a blank, sent as offered, is played', async () => {
    await startWith('duel', ['QI?AAAA', 'AEINRST']);
    const withBlank = (await playSuggestions(h.services, 'c1', ALICE.id, '')).find((c) => c.value.includes('?'))!;
    expect(withBlank.name).toMatch(/ · \?[A-Z] is a blank [A-Z]$/);
    const played = await run(h, ALICE, 'play', { move: withBlank.value });
    expect(played.private.map((r) => r.content)).toEqual([expect.stringMatching(/^Your new rack\./)]);
    // The play holds the blank: the line names it.
    expect(played.public[0]!.embeds![0]!.description).toMatch(/^\*\*Alice\*\* played \*\*.+\*\* \(\w+\) for \*\*\d+\*\* \([a-z] is a blank\)\.$/);
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
      { name: 'Q: No exchanges now: these rules allow an exchange only while the bag holds at least 7 tiles.', value: 'Q' },
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
