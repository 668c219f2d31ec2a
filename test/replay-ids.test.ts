/**
 * A replay button's custom id carries everything a press needs (the game, the step, whose
 * copy): what is written reads back the same, within Discord's 100 characters for the ids
 * the hub makes, and an id of ours that this version cannot read is told apart from
 * another component's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayId, type ReplayButton } from '../src/bot/components/custom-ids.js';
import { findComponent } from '../src/bot/components/index.js';

const BUTTONS: ReplayButton[] = ['first', 'back', 'next', 'last', 'mine'];

describe('a replay button\'s custom id', () => {
  it('reads back what was written, whatever the game id holds', () => {
    fc.assert(fc.property(
      fc.constantFrom(...BUTTONS), fc.integer({ min: 0, max: 999_999 }), fc.boolean(), fc.string({ minLength: 1, maxLength: 60 }).filter((s) => !/[\r\n]/.test(s)),
      (button, step, mine, gameId) => {
        expect(replayId.parse(replayId.build({ button, step, mine, gameId }))).toEqual({ button, step, mine, gameId });
      },
    ));
  });

  it('fits Discord\'s 100 characters for the hub\'s game ids (channel, time, random number)', () => {
    const id = `${'9'.repeat(20)}:${Date.now()}:${Math.random()}`;
    expect(replayId.build({ button: 'mine', step: 999, mine: false, gameId: id }).length).toBeLessThanOrEqual(100);
  });

  it.each([
    ['scrabble:replay', { outdated: true }],
    ['scrabble:replay:12', { outdated: true }],
    ['scrabble:replay|nc|x|g', { outdated: true }],
    ['scrabble:replay|zc|3|g', { outdated: true }],
    ['scrabble:replay|nc|3|', { outdated: true }],
    ['scrabble:replay|nm|3|a|b', { button: 'next', step: 3, mine: true, gameId: 'a|b' }],
    ['scrabble:replays', null],
    ['scrabble:rematch', null],
  ])('%s reads as %j', (customId, params) => {
    expect(replayId.parse(customId)).toEqual(params);
  });

  it('is routed to the replay\'s record, an outdated one too', () => {
    expect(findComponent('button', 'scrabble:replay:12')?.params).toEqual({ outdated: true });
    expect(findComponent('select', 'scrabble:replay|nc|3|g')).toBeNull();
  });
});
