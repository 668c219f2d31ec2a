/**
 * Who a board pings: the player to move (at a deal or the end, every player), only when
 * they have been waiting for another person or a clock runs, never the one who just
 * acted, never anyone who turned pings off; the lobby pings nobody.
 */
import { describe, expect, it } from 'vitest';
import { lobbyMessage, turnMessage } from '../src/bot/present.js';
import type { ClockView } from '../src/games/clock.js';
import type { GameState } from '../src/engine/index.js';
import { play, rulesOf, scenario } from './support/engine.js';

const COMPUTER = 'computer:club:1';
const people = () => scenario(rulesOf('tournament'));
/** Player 1 is the computer. */
const againstComputer = (): GameState => {
  const s = people();
  return { ...s, players: [s.players[0]!, { id: COMPUTER, name: 'Computer (Club)' }] };
};
const clock = (player: number): ClockView => ({ player, turnLeftMs: 60_000, bankLeftMs: 600_000, deadline: 4_000_000_000_000 });
const pass = (player: number) => ({ type: 'pass', player }) as const;
const pings = async (before: GameState, after: GameState, extras: Parameters<typeof turnMessage>[2]) => (await turnMessage(before, after, extras)).mentions;

describe('a board between people', () => {
  it('pings the player to move after another person moved, unless they turned pings off', async () => {
    const s0 = people();
    const s1 = play(s0, [pass(0)]);
    expect(await pings(s0, s1, { actor: 'p0' })).toEqual(['p1']);
    expect(await pings(s0, s1, { actor: 'p0', quiet: ['p1'] })).toEqual([]);
  });

  it('at the deal pings every player but the one who dealt', async () => {
    const s0 = scenario(rulesOf('tournament'), { players: 3 });
    expect(await pings(s0, s0, { actor: 'p0' })).toEqual(['p1', 'p2']);
  });

  it('posted again, pings the player to move when someone else asked, never when they asked themselves', async () => {
    const s1 = play(people(), [pass(0)]);
    expect(await pings(s1, s1, { actor: 'p0' })).toEqual(['p1']);
    expect(await pings(s1, s1, { actor: 'spectator' })).toEqual(['p1']);
    expect(await pings(s1, s1, { actor: 'p1' })).toEqual([]);
  });

  it('at the end pings the players who waited for the last move, not the one who made it', async () => {
    const s0 = people();
    const s5 = play(s0, [pass(0), pass(1), pass(0), pass(1), pass(0)]);
    const over = play(s5, [pass(1)]);
    expect(over.status).toBe('over');
    expect(await pings(s5, over, { actor: 'p1' })).toEqual(['p0']);
  });
});

describe('a board against the computer', () => {
  it('after the computer\'s move names the person without a ping: nobody waited for a person', async () => {
    const s0 = againstComputer();
    const s1 = play(s0, [pass(0)]);
    const s2 = play(s1, [pass(1)]);
    expect(await pings(s0, s1, { actor: 'p0' })).toEqual([]);
    expect(await pings(s1, s2, { actor: COMPUTER })).toEqual([]);
    // Posted again, by the person or by someone watching: still no one waited for a person.
    expect(await pings(s2, s2, { actor: 'p0' })).toEqual([]);
    expect(await pings(s2, s2, { actor: 'spectator' })).toEqual([]);
  });

  it('with a clock running pings the person to move, once, and never for their own act', async () => {
    const s1 = play(againstComputer(), [pass(0)]);
    const s2 = play(s1, [pass(1)]);
    expect(await pings(s1, s2, { actor: COMPUTER, clock: clock(0) })).toEqual(['p0']);
    expect(await pings(s1, s2, { actor: COMPUTER, clock: clock(0), quiet: ['p0'] })).toEqual([]);
    expect(await pings(s2, s2, { actor: 'p0', clock: clock(0) })).toEqual([]);
  });

  it('at the deal and at the end pings nobody', async () => {
    const s0 = againstComputer();
    expect(await pings(s0, s0, { actor: 'p0' })).toEqual([]);
    const s5 = play(s0, [pass(0), pass(1), pass(0), pass(1), pass(0)]);
    const over = play(s5, [pass(1)]);
    expect(over.status).toBe('over');
    expect(await pings(s5, over, { actor: COMPUTER })).toEqual([]);
  });
});

describe('the lobby', () => {
  it('names its host without a ping', () => {
    const rules = rulesOf('tournament');
    const lobby = lobbyMessage({ hostId: '100', rules, players: [{ id: '100', name: 'Alice' }], createdAt: 0 });
    expect(lobby.content).toMatch(/^<@100> opened a game of Scrabble\./);
    expect(lobby.mentions).toEqual([]);
  });
});
