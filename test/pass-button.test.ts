/**
 * The Pass button shows whenever the player to move may pass: under rules with a pass, and
 * under rules without one (duel, match) for a player who can neither place a word nor
 * exchange. The hub answers that (it has the word list); the board shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, turnButtons, turnMessage } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import type { ChannelRecord } from '../src/games/record.js';
import { harness, type Harness } from './support/bot.js';
import { rulesOf, scenario } from './support/engine.js';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h?.close();
});

const ids = (s: GameState, passOpen?: boolean) => turnButtons(s, passOpen).flatMap((row) => row.components.map((c) => ('custom_id' in c ? c.custom_id : '')));
const passOpen = async (game: GameState) => (await h.services.games.turnExtras({ game } as ChannelRecord)).passOpen;

describe('the Pass button', () => {
  // Seven Vs make no word on an empty board; three tiles in the bag allow no whole-rack exchange.
  const stuck = scenario(rulesOf('duel'), { racks: ['VVVVVVV', 'AEINRST'], bag: 'EEE' });
  const canPlay = { ...stuck, turn: 1 };

  it('under rules with a pass, always', async () => {
    const club = scenario(rulesOf('club'), { racks: ['AEINRST', 'AEINRST'] });
    expect(await passOpen(club)).toBe(true);
    expect(ids(club)).toContain(IDS.pass);
  });

  it('under duel rules, for a player who can neither place nor exchange', async () => {
    expect(await passOpen(stuck)).toBe(true);
    expect(ids(stuck, true)).toContain(IDS.pass);
    // The board posted after a turn takes the hub's answer.
    const board = await turnMessage(stuck, stuck, await h.services.games.turnExtras({ game: stuck } as ChannelRecord));
    expect(board.components!.flatMap((row) => row.components.map((c) => ('custom_id' in c ? c.custom_id : '')))).toContain(IDS.pass);
  });

  it('under duel rules, not for a player who can place', async () => {
    expect(await passOpen(canPlay)).toBe(false);
    expect(ids(canPlay, false)).not.toContain(IDS.pass);
    // Without the hub's answer the board goes by the rules' own pass: none under duel rules.
    expect(ids(canPlay)).not.toContain(IDS.pass);
  });

  it('never once the game is over', async () => {
    expect(await passOpen({ ...stuck, status: 'over' })).toBe(false);
  });

  it('the engine lets the stuck player pass, as the button offers', async () => {
    const { apply } = await import('../src/engine/index.js');
    const ctx = await h.services.games.context(stuck.rules);
    expect(apply(stuck, { type: 'pass', player: 0 }, ctx).ok).toBe(true);
    expect(apply(canPlay, { type: 'pass', player: 1 }, ctx)).toMatchObject({ ok: false, error: { code: 'pass-not-allowed' } });
  });
});
