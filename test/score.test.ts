import { describe, expect, it } from 'vitest';
import {
  BOARD_LAYOUTS, checkPlay, parseMove, resolveMove, scorePlacement, TILE_SETS, type Placement,
} from '../src/engine/index.js';
import { boardWith, rulesOf } from './support/engine.js';

const standard = { layout: BOARD_LAYOUTS.standard, tileSet: TILE_SETS.standard, rackSize: 7, bingoBonus: 50 };
const letterOnly = { ...standard, layout: BOARD_LAYOUTS.letterPremiumsOnly };

function placementOf(board: string[], text: string): Placement {
  const m = parseMove(text, { strict: true });
  if (!m.ok) throw new Error(m.error.code);
  const p = resolveMove(board, m.value);
  if (!p.ok) throw new Error(p.error.code);
  return p.value;
}

describe('scoring: premiums, blanks, cross words, the bingo', () => {
  it.each([
    // [what, board rows, move, expected score, words]
    ['first play doubled on the centre', {}, '8H QUIZ', 44, ['QUIZ']],
    ['double-double: two DW squares make x4, plus the bingo', {}, '5E RETAINS', 28 + 50, ['RETAINS']],
    ['triple-triple: two TW squares make x9', { 0: '....T' }, '1A PAIN.ERS', 11 * 9 + 50, ['PAINTERS']],
    ['a DW and a TW make x6', { 7: '...A' }, '8A RET.INER', 8 * 6 + 50, ['RETAINER']],
    ['a blank scores 0 but its word square still doubles', {}, '8H qI', 2, ['QI']],
    ['a blank on a triple word square still triples the word', { 0: '.AT' }, '1A z..', (0 + 1 + 1) * 3, ['ZAT']],
    ['premiums count once: the covered centre is face value', { 7: '.......Q' }, '8H .UA', 12, ['QUA']],
    ['a letter on a premium counts in both words', { 6: '.......B', 7: '......A' }, 'G7 X.', 36, ['XB', 'XA']],
    ['a parallel play scores every cross-word', { 7: '.......AT' }, '9H EA', 0, []],
  ] as const)('%s', (_what, rows, move, expected, words) => {
    const board = boardWith(rows as Record<number, string>);
    const scored = scorePlacement(board, placementOf(board, move), standard);
    if (words.length > 0) expect(scored.words.map((w) => w.word).sort()).toEqual([...words].sort());
    if (expected > 0) expect(scored.score).toBe(expected);
  });

  it('a parallel play scores the main word and each cross-word with new-tile premiums', () => {
    // AT on 8H-8I; EA on 9H-9I forms EA, AE and TA. Row 9 has DL at G9 and I9.
    const board = boardWith({ 7: '.......AT' });
    const scored = scorePlacement(board, placementOf(board, '9H EA'), standard);
    // EA: E(1) + A on DL(2) = 3; AE: A(1) + E(1) = 2; TA: T(1) + A on DL(2) = 3.
    expect(scored.words.map((w) => [w.word, w.score])).toEqual([['EA', 3], ['AE', 2], ['TA', 3]]);
    expect(scored.score).toBe(8);
  });

  it('the letter-premiums-only board has no word bonus, not even the centre', () => {
    const board = boardWith({});
    expect(scorePlacement(board, placementOf(board, '8D RETAINS'), letterOnly).score).toBe(2 + 6 + 50);
    expect(scorePlacement(board, placementOf(board, '8D RETAINS'), standard).score).toBe((2 + 6) * 2 + 50);
  });

  it('a bingo needs all seven tiles of the rack', () => {
    const board = boardWith({});
    expect(scorePlacement(board, placementOf(board, '8H RETAIN'), standard).bingo).toBe(false);
    expect(scorePlacement(board, placementOf(board, '8H RETAINS'), { ...standard, bingoBonus: 35 }).score).toBe(16 + 35);
  });

  it('a one-tile play counts the word it makes in each direction once', () => {
    const board = boardWith({ 7: '.......QI' });
    const scored = scorePlacement(board, placementOf(board, '8H ..S'), standard);
    expect(scored.words.map((w) => w.word)).toEqual(['QIS']);
    expect(scored.score).toBe(12);
  });
});

describe('placement checks', () => {
  const rules = rulesOf('tournament');
  it.each([
    ['8H QUIZ', {}, 'QUIZ???', null],
    ['8A QUIZ', {}, 'QUIZ???', 'first-play-center'],
    ['8H Q', {}, 'QUIZ???', 'first-play-too-short'],
    ['8H QUIZ', {}, 'QUAAAAA', 'tiles-not-in-rack'],
    ['8H QuIZ', {}, 'QIZ?AAA', null],
    ['1A QI', { 7: '.......AT' }, 'QIAAAAA', 'not-connected'],
    ['9H Q.I', { 7: '.......AT' }, 'QIAAAAA', 'dot-on-empty-square'],
    ['8H AX', { 7: '.......AT' }, 'XAAAAAA', 'playthrough-mismatch'],
    ['8I T', { 7: '.......AT' }, 'TAAAAAA', 'no-new-tiles'],
    ['8H A', { 7: '.......AT' }, 'AAAAAAA', 'no-new-tiles'],
    ['8J S', { 7: '.......AT' }, 'SAAAAAA', 'word-extends'],
    ['8H ATE', { 7: '.......AT' }, 'EAAAAAA', null],
    ['8H (AT)E', { 7: '.......AT' }, 'EAAAAAA', null],
    ['8N ABC', {}, 'ABCDEFG', 'off-board'],
    ['16A AB', {}, 'ABCDEFG', 'bad-position'],
    ['8H A1', {}, 'ABCDEFG', 'bad-word'],
    ['8H', {}, 'ABCDEFG', 'bad-notation'],
  ] as const)('%s on %j with %s -> %s', (move, rows, rack, code) => {
    const r = checkPlay(boardWith(rows as Record<number, string>), move, rack, rules);
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('refuses words missing from the lexicon, naming them', () => {
    const lexicon = { has: (w: string) => w === 'AT' };
    const r = checkPlay(boardWith({ 7: '.......AT' }), '9H EA', 'EAAAAAA', rules, lexicon);
    expect(r.ok ? null : r.error).toEqual({ code: 'invalid-words', words: ['EA', 'AE', 'TA'] });
  });

  it('reads lowercase as blanks in strict notation, as game records write them', () => {
    const loose = parseMove('1A z..');
    const strict = parseMove('1A z..', { strict: true });
    expect(loose.ok && loose.value.squares[0]).toMatchObject({ letter: 'Z', blank: false });
    expect(strict.ok && strict.value.squares[0]).toMatchObject({ letter: 'Z', blank: true });
  });

  it('reads what a player types: lower case, and ? before a blank', () => {
    const a = checkPlay(boardWith({}), '8h quiz', 'QUIZAAA', rules);
    const b = checkPlay(boardWith({}), 'h8 qu?iz', 'QUZ?AAA', rules);
    expect(a.ok && a.value.notation).toBe('8H QUIZ');
    expect(b.ok && b.value.notation).toBe('H8 QUiZ');
    expect(b.ok && b.value.score).toBe(2 * (10 + 1 + 0 + 10));
  });
});

describe('notation typed back by a player', () => {
  it('a play of blanks alone keeps its blanks when typed back', async () => {
    const { typedNotation } = await import('../src/engine/index.js');
    const rules = rulesOf('tournament');
    const board = boardWith({ 7: '.......QI' });
    const played = checkPlay(board, '8H ..?s', 'S?', rules);
    expect(played.ok && played.value.notation).toBe('8H ..s');
    const again = checkPlay(board, typedNotation(played.ok ? played.value.notation : ''), 'S?', rules);
    expect(again.ok && again.value.rackLeft).toBe('S');
    expect(typedNotation('8H QUiZ')).toBe('8H QUiZ');
  });
});

describe('a move spelled out, as people read it', () => {
  it('fills the notation\'s dots from the board, keeping blanks lower case', async () => {
    const { spellMove, spellMoveFromWords } = await import('../src/engine/index.js');
    const board = boardWith({ 7: '.......QuI', 9: '.....eSOLUTION' });
    expect(spellMove('8H ...Z', board)).toEqual({ square: '8H', word: 'QuIZ' });
    expect(spellMove('10E R.........', board)).toEqual({ square: '10E', word: 'ReSOLUTION' });
    expect(spellMove('J8 IS', board)).toEqual({ square: 'J8', word: 'IS' });
    expect(spellMove('H8 .I', board)).toEqual({ square: 'H8', word: 'QI' });
    // A dot on an empty square, or notation that does not read: nothing to spell.
    expect(spellMove('1A ..S', board)).toBeNull();
    expect(spellMove('QUIZ', board)).toBeNull();
    // From a record's words, where no board is at hand: tiles played through in upper case.
    expect(spellMoveFromWords('8H ...Z', ['QUIZ', 'ZA'])).toEqual({ square: '8H', word: 'QUIZ' });
    expect(spellMoveFromWords('E7 Q.', ['QI'])).toEqual({ square: 'E7', word: 'QI' });
    expect(spellMoveFromWords('8H QUiZ', [])).toEqual({ square: '8H', word: 'QUiZ' });
    expect(spellMoveFromWords('8H ...Z', ['ZA'])).toBeNull();
  });
});
