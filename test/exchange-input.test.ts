/**
 * `/scrabble exchange tiles:` read honestly: letters in any case and `?` for a blank,
 * spaces ignored; anything else refused with a sentence quoting what was typed, never
 * quietly stripped into other tiles.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameAlphabet, readTiles, tilesOfGame } from '../src/bot/suggest.js';
import { rulesOf, scenario } from './support/engine.js';
import { ALICE, BOB, harness, run, type Harness } from './support/bot.js';

let h: Harness;
beforeEach(async () => {
  h = await harness();
  await run(h, ALICE, 'new');
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, turn: 0, racks: ['QUIZES?', 'AEINRST'] } }, result: null }));
});
afterEach(async () => {
  await h.close();
});

describe('what the player reads', () => {
  it.each<[string, string, boolean]>([
    ['q u', '**Alice** exchanged 2 tiles.', true],
    ['Q?', '**Alice** exchanged 2 tiles.', true],
    ['  z  ', '**Alice** exchanged 1 tile.', true],
    ['@everyone 8H AB', '`@everyone 8H AB` is not a set of tiles. Write the letters to exchange, like `QVV`, with `?` for a blank; spaces are ignored.', false],
    ['Q-U', '`Q-U` is not a set of tiles. Write the letters to exchange, like `QVV`, with `?` for a blank; spaces are ignored.', false],
    ['ÉQ', '`ÉQ` is not a set of tiles. Write the letters to exchange, like `QVV`, with `?` for a blank; spaces are ignored.', false],
    ['Q\u200BU', '`Q\uFFFDU` is not a set of tiles. Write the letters to exchange, like `QVV`, with `?` for a blank; spaces are ignored.', false],
    ['QQ', "You don't have `QQ` on your rack.", false],
    ['   ', 'Say which tiles to exchange, like `/scrabble exchange tiles:QV`.', false],
  ])('%j: %s', async (typed, sentence, accepted) => {
    const ctx = await run(h, ALICE, 'exchange', { tiles: typed });
    const after = (await h.services.games.store.get('c1'))!.game!;
    if (accepted) {
      expect(ctx.public[0]!.embeds![0]!.description).toBe(sentence);
      expect(after.history.at(-1)).toMatchObject({ type: 'exchange', tiles: typed.replace(/\s/g, '').toUpperCase() });
    } else {
      expect(ctx.sent).toHaveLength(1);
      expect(ctx.private[0]!.content).toBe(sentence);
      expect(after.history).toEqual([]);
    }
  });
});

describe('readTiles', () => {
  it('takes letters in any case and ?, with spaces anywhere', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...'abcxyzABCXYZ?'.split(''), ' ', '\t', '\u00A0')), (chars) => {
      const typed = chars.join('');
      expect(readTiles(typed)).toBe(typed.replace(/\s/g, '').toUpperCase());
    }));
  });

  it('refuses anything else, whatever surrounds it', () => {
    fc.assert(fc.property(fc.string(), fc.string({ unit: 'grapheme' }).filter((s) => /[^A-Za-z?\s]/.test(s)), fc.string(), (a, bad, b) => {
      expect(readTiles(`${a}${bad}${b}`)).toBeNull();
    }));
  });
});

describe('tiles typed in a Spanish game', () => {
  const game = (rack: string) => scenario(rulesOf('tournament', { tileSet: 'spanish' }), { racks: [rack, 'AEIOSRN'] });

  it.each([
    ['ch with the CH tile held', 'ĈAEIOSR', 'ch', 'Ĉ'],
    ['CH with a C and an H and no CH tile', 'CHAEIOS', 'CH', 'CH'],
    ['ch a with the CH tile and a C and an H', 'ĈCHAEIO', 'ch a', 'ĈA'],
    ['ll rr ñ', 'ĿŘÑAEIO', 'll rr ñ', 'ĿŘÑ'],
  ] as const)('%s: the tiles exchanged are %s', (_what, rack, typed, tiles) => {
    expect(tilesOfGame(typed, game(rack), 0)).toBe(tiles);
  });

  it('reads Spanish letters that English has no tile for, and refuses K, which Spanish has none of', () => {
    const spanish = gameAlphabet(game('AEIOSRN'));
    expect(readTiles('ñ ch', spanish)).toBe('ÑĈ');
    expect(readTiles('ñ ch')).toBeNull();
    expect(readTiles('k', spanish)).toBeNull();
  });
});
