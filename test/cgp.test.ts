import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '../src/engine/board.js';
import { cgpOfGame, parseCgp, writeCgp, type CgpPosition } from '../src/engine/cgp.js';
import { createGame } from '../src/engine/game.js';
import { findPreset } from '../src/engine/rules.js';

const EXAMPLE = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15 RETINAS/ 0/0 0 lex CSW;';

describe('parseCgp', () => {
  it('reads the example position', () => {
    const r = parseCgp(EXAMPLE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.board[5]).toBe('..COZY.........');
    expect(r.value.board[7]).toBe('...FLAMES.A....');
    expect(r.value.board[14]).toBe('.'.repeat(15));
    expect(r.value.racks).toEqual(['RETINAS', '']);
    expect(r.value.scores).toEqual([0, 0]);
    expect(r.value.scorelessTurns).toBe(0);
    expect(r.value.options).toEqual({ lex: 'CSW' });
  });

  it('keeps blanks lowercase, reads two-digit runs, several options and negative scores', () => {
    const rows = ['15', '7aB6', ...Array.from({ length: 13 }, () => '15')].join('/');
    const r = parseCgp(`${rows} ?AB/CD/EF 12/-6/300 4 lex NWL23; ld english; bdn standard15;`);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.board[1]).toBe('.......aB......');
    expect(r.value.racks).toEqual(['?AB', 'CD', 'EF']);
    expect(r.value.scores).toEqual([12, -6, 300]);
    expect(r.value.scorelessTurns).toBe(4);
    expect(r.value.options).toEqual({ lex: 'NWL23', ld: 'english', bdn: 'standard15' });
  });

  it.each([
    ['14 rows', '15/'.repeat(13) + '15 A/B 0/0 0'],
    ['a short row', '14/' + '15/'.repeat(13) + '15 A/B 0/0 0'],
    ['a long row', '15A/' + '15/'.repeat(13) + '15 A/B 0/0 0'],
    ['a bad board character', '14*/' + '15/'.repeat(13) + '15 A/B 0/0 0'],
    ['a bad rack', '15/'.repeat(14) + '15 a1/B 0/0 0'],
    ['racks and scores disagree', '15/'.repeat(14) + '15 A/B 0 0'],
    ['a missing field', '15/'.repeat(14) + '15 A/B 0/0'],
    ['a bad scoreless count', '15/'.repeat(14) + '15 A/B 0/0 x'],
  ])('rejects %s', (_, text) => {
    const r = parseCgp(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-position');
  });
});

const square = fc.oneof(
  { weight: 6, arbitrary: fc.constant('.') },
  { weight: 3, arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ') },
  { weight: 1, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') },
);
const row = fc.array(square, { minLength: 15, maxLength: 15 }).map((cs) => cs.join(''));
const rack = fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ?'), { maxLength: 7 }).map((cs) => cs.join(''));
const word = fc.stringMatching(/^[A-Za-z0-9_.-]{1,8}$/);
// Two players at least: one empty rack alone would be an empty field.
const position: fc.Arbitrary<CgpPosition> = fc.integer({ min: 2, max: 4 }).chain((n) =>
  fc.record({
    board: fc.array(row, { minLength: 15, maxLength: 15 }),
    racks: fc.array(rack, { minLength: n, maxLength: n }),
    scores: fc.array(fc.integer({ min: -200, max: 900 }), { minLength: n, maxLength: n }),
    scorelessTurns: fc.nat(12),
    options: fc.dictionary(word, fc.array(word, { maxLength: 3 }).map((ws) => ws.join(' ')), { maxKeys: 4 }),
  }),
);

describe('CGP round trip', () => {
  it('parse(write(position)) gives the position back', () => {
    fc.assert(
      fc.property(position, (pos) => {
        const text = writeCgp(pos);
        const back = parseCgp(text);
        if (!back.ok) throw new Error(`${text}: ${JSON.stringify(back.error)}`);
        expect(back.value).toEqual(pos);
      }),
      { numRuns: 300 },
    );
  });

  it('writes empty runs as counts', () => {
    const board = [...emptyBoard()];
    board[7] = '.......CAT.....';
    const text = writeCgp({ board, racks: ['AB?', ''], scores: [10, 0], scorelessTurns: 0, options: { lex: 'CSW21' } });
    expect(text).toBe(`${'15/'.repeat(7)}7CAT5/${'15/'.repeat(6)}15 AB?/ 10/0 0 lex CSW21;`);
  });
});

describe('cgpOfGame', () => {
  const game = createGame({ rules: findPreset('tournament')!.rules, players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }], seed: 'cgp', firstPlayer: 0 });
  if (!game.ok) throw new Error(game.error.code);
  const state = { ...game.value, turn: 1, scores: [30, 12] };

  it('puts the player to move first and reads back', () => {
    const pos = cgpOfGame(state);
    expect(pos.racks).toEqual([state.racks[1], state.racks[0]]);
    expect(pos.scores).toEqual([12, 30]);
    const back = parseCgp(writeCgp(pos));
    expect(back.ok && back.value).toEqual(pos);
  });

  it('hides the racks of other players', () => {
    expect(cgpOfGame(state, 0).racks).toEqual(['', state.racks[0]]);
  });
});
