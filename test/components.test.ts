/**
 * The buttons' and menus' handler records: every custom id the views write is read back
 * by exactly one record, of the kind of component it is written on, and a press of an id
 * that is none of ours is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeSelectId, IDS } from '../src/bot/components/custom-ids.js';
import { findComponent } from '../src/bot/components/index.js';
import { ALICE, choose, harness, press, type Harness } from './support/bot.js';

const MENUS: string[] = [IDS.exchangeSelect, IDS.addComputer, IDS.removeComputer];

describe('custom ids', () => {
  it.each(Object.values(IDS))('%s is read back by one record, of its kind', (id) => {
    const kind = MENUS.includes(id) ? 'select' : 'button';
    const other = kind === 'select' ? 'button' : 'select';
    expect(findComponent(kind, id)).not.toBeNull();
    expect(findComponent(other, id)).toBeNull();
  });

  it('the exchange menu carries the board it was opened from', () => {
    expect(exchangeSelectId.build({ board: 'm1' })).toBe('scrabble:exchange-select|m1');
    expect(findComponent('select', 'scrabble:exchange-select|m1')?.params).toEqual({ board: 'm1' });
    expect(findComponent('select', IDS.exchangeSelect)?.params).toEqual({});
  });
});

describe('a component not ours', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  it.each([
    ['button', (id: string) => press(h, ALICE, id)],
    ['menu', (id: string) => choose(h, ALICE, id, ['x'])],
  ])('a %s is refused privately, in words', async (_, pressIt) => {
    const ctx = await pressIt('scrabble:no-such-thing');
    expect(ctx.private.map((r) => r.content)).toEqual(["I don't know that command. Type `/scrabble` to see the list."]);
    expect(ctx.public).toEqual([]);
  });
});
