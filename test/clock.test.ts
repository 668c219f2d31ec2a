/**
 * Turn clocks without Discord: the engine's time-out action, and the pure clock
 * (allowance, bank, half-time reminder, deadline) driven by a fake clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, consecutiveTimeOuts, type GameState } from '../src/engine/index.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import { advanceClock, clockSettings, clockView, dueAction, reminded, startClock, turnKey, type ClockSettings } from '../src/games/clock.js';
import { CTX, play, refusal, rulesOf, scenario } from './support/engine.js';

const timeOut = (player: number, forfeitAfter: number | null = null) => ({ type: 'time-out' as const, player, forfeitAfter });

describe('engine: time-out', () => {
  it('is a scoreless turn that moves the turn on and is recorded', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'] });
    const after = play(s, [timeOut(0)]);
    expect(after.turn).toBe(1);
    expect(after.scorelessTurns).toBe(1);
    expect(after.moveNumber).toBe(1);
    expect(after.scores).toEqual([0, 0]);
    expect(after.history.at(-1)).toEqual({ type: 'time-out', player: 0, rack: 'AEINRST', total: 0 });
    expect(after.lastMove).toEqual({ player: 0, kind: 'time-out', score: 0, squares: [] });
  });

  it('is refused for a player whose turn it is not, and after the game', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'] });
    expect(refusal(s, timeOut(1))).toBe('not-your-turn');
    expect(refusal({ ...s, status: 'over' }, timeOut(0))).toBe('game-over');
  });

  it('ends the game under the six-scoreless-turns rule', () => {
    let s = scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'] });
    for (let i = 0; i < 6; i++) s = play(s, [timeOut(s.turn)]);
    expect(s.status).toBe('over');
    expect(s.result?.reason).toBe('scoreless-turns');
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
  ])('forfeits on the %i-th time-out in a row (two players: the game ends)', (n, turnsOfPlayer0) => {
    let s = scenario(rulesOf('tournament', { end: { scorelessTurns: null, noLegalPlay: false, byAgreement: false, consecutiveExchanges: null } }), { racks: ['AEINRST', 'CATSQIZ'] });
    let seen = 0;
    while (s.status === 'playing') {
      if (s.turn === 0) seen++;
      s = s.turn === 0 ? play(s, [timeOut(0, n)]) : play(s, [{ type: 'pass', player: 1 }]);
    }
    expect(seen).toBe(turnsOfPlayer0);
    expect(s.result).toMatchObject({ reason: 'resigned', winners: [1], resigned: 0 });
    expect(s.history.at(-1)).toEqual({ type: 'forfeit', player: 0 });
  });

  it('counts only time-outs in a row: a move in between starts the count again', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'], bag: 'EEEEEEEEEEEEEEEEE' });
    const a = play(s, [timeOut(0, 2), { type: 'pass', player: 1 }, { type: 'pass', player: 0 }, { type: 'pass', player: 1 }, timeOut(0, 2)]);
    expect(a.status).toBe('playing');
    expect(consecutiveTimeOuts(a, 0)).toBe(1);
  });

  it('with three players the game goes on without the one who forfeits', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ', 'EEEAAAT'] });
    const after = play(s, [timeOut(0, 1)]);
    expect(after.status).toBe('playing');
    expect(after.resigned).toEqual([true, false, false]);
    expect(after.turn).toBe(1);
  });

  it('lets a play that went out stand when the player to decide runs out of time', () => {
    const s = scenario(rulesOf('tournament', { challenge: 'double' }), { racks: ['QI', 'CATSQIZ'], bag: '' });
    const out = play(s, [{ type: 'place', player: 0, move: '8H QI' }]);
    expect(out.pending?.wentOut).toBe(true);
    const after = apply(out, timeOut(1), CTX);
    expect(after.ok && after.value.status).toBe('over');
    expect(after.ok && after.value.result?.reason).toBe('went-out');
  });

  it('is written to GCG as a pass with a note', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'] }), [timeOut(0)]);
    const gcg = writeGcg(s);
    expect(gcg).toMatch(/^>Player_1: AEINRST - \+0 0\n#note Player_1 ran out of time$/m);
  });
});

const SETTINGS: ClockSettings = { pace: 'live', perTurnMs: 60_000, bankMs: 120_000, timeout: 'pass', forfeitAfter: 3 };
const T0 = 1_000_000;

function game(): GameState {
  return scenario(rulesOf('tournament'), { racks: ['AEINRST', 'CATSQIZ'], bag: 'EEEEEEEEEEEEEEEEEEEE' });
}

describe('the clock', () => {
  it('starts on the player to move with the allowance plus the bank, and a reminder at half time', () => {
    const c = startClock(SETTINGS, game(), T0);
    expect(c).toMatchObject({ player: 0, startedAt: T0, deadline: T0 + 180_000, remindAt: T0 + 90_000, due: T0 + 90_000, banks: [120_000, 120_000] });
    expect(dueAction(c, T0 + 89_999)).toBeNull();
    expect(dueAction(c, T0 + 90_000)).toEqual({ kind: 'remind' });
    const r = reminded(c);
    expect(r.due).toBe(T0 + 180_000);
    expect(dueAction(r, T0 + 179_999)).toBeNull();
    expect(dueAction(r, T0 + 180_000)).toEqual({ kind: 'time-out' });
  });

  it('takes from the bank only what a turn used beyond its allowance', () => {
    const s0 = game();
    let c = startClock(SETTINGS, s0, T0);
    const s1 = play(s0, [{ type: 'pass', player: 0 }]);
    c = advanceClock(c, s1, T0 + 45_000);
    expect(c.banks).toEqual([120_000, 120_000]);
    expect(c).toMatchObject({ player: 1, deadline: T0 + 45_000 + 180_000 });
    const s2 = play(s1, [{ type: 'pass', player: 1 }]);
    c = advanceClock(c, s2, T0 + 45_000 + 100_000);
    expect(c.banks).toEqual([120_000, 80_000]);
    expect(c.player).toBe(0);
    const s3 = play(s2, [{ type: 'pass', player: 0 }]);
    c = advanceClock(c, s3, T0 + 145_000 + 500_000);
    expect(c.banks).toEqual([0, 80_000]);
    // An empty bank leaves the allowance alone.
    expect(advanceClock(c, play(s3, [{ type: 'pass', player: 1 }]), T0 + 700_000).deadline).toBe(T0 + 700_000 + 60_000);
  });

  it('stays put while the same turn goes on, and stops when the game ends', () => {
    const s = game();
    const c = startClock(SETTINGS, s, T0);
    expect(advanceClock(c, { ...s, history: [...s.history, { type: 'end-proposed', player: 1 }] }, T0 + 5)).toBe(c);
    const over = advanceClock(c, { ...s, status: 'over' }, T0 + 5);
    expect(over).toMatchObject({ player: -1, due: null, turn: '' });
    expect(dueAction(over, T0 + 10 ** 9)).toBeNull();
    expect(clockView(over, T0)).toBeNull();
  });

  it('shows the time left this turn, then the bank', () => {
    const c = startClock(SETTINGS, game(), T0);
    expect(clockView(c, T0 + 20_000)).toEqual({ player: 0, turnLeftMs: 40_000, bankLeftMs: 120_000, deadline: T0 + 180_000 });
    expect(clockView(c, T0 + 100_000)).toEqual({ player: 0, turnLeftMs: 0, bankLeftMs: 80_000, deadline: T0 + 180_000 });
  });

  it('turn keys differ for every turn of a game', () => {
    let s = game();
    const keys = new Set([turnKey(s)]);
    for (let i = 0; i < 5; i++) {
      s = play(s, [{ type: 'pass', player: s.turn }]);
      keys.add(turnKey(s));
    }
    expect(keys.size).toBe(6);
  });

  it.each([['live', 3 * 60_000, 10 * 60_000], ['relaxed', 3_600_000, 4 * 3_600_000], ['correspondence', 86_400_000, 3 * 86_400_000]] as const)(
    'pace %s: %i ms a turn and a bank of %i ms',
    (pace, perTurn, bank) => {
      expect(clockSettings(pace)).toEqual({ pace, perTurnMs: perTurn, bankMs: bank, timeout: 'pass', forfeitAfter: 3 });
      expect(clockSettings(pace, 'forfeit', 0.001)).toMatchObject({ perTurnMs: Math.round(perTurn / 1000), timeout: 'forfeit' });
    },
  );

  it('no pace, no clock', () => {
    expect(clockSettings('none')).toBeNull();
  });

  it('property: a bank never grows and never goes below zero; the deadline is never before the turn starts', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 400_000 }), { minLength: 1, maxLength: 12 }), (spans) => {
      let s = game();
      let now = T0;
      let c = startClock(SETTINGS, s, now);
      for (const span of spans) {
        const before = [...c.banks];
        now += span;
        s = play(s, [{ type: 'pass', player: s.turn }]);
        c = advanceClock(c, s, now);
        c.banks.forEach((b, i) => {
          expect(b).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(before[i]!);
        });
        if (c.player >= 0) expect(c.deadline).toBeGreaterThanOrEqual(now + SETTINGS.perTurnMs);
        if (s.status !== 'playing') break;
      }
    }));
  });
});
