/**
 * Glicko-2 against Glickman's worked example, and the properties a rating must keep.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL, rate, type Rating } from '../src/games/ratings.js';

describe('Glicko-2', () => {
  it("matches the paper's worked example (1500/200/0.06 against 1400/30, 1550/100, 1700/300; 1, 0, 0)", () => {
    const r = rate({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 1);
    expect(r.vol).toBeCloseTo(0.05999, 4);
  });

  it('a new player starts at 1500 with a high deviation, and an idle period only widens it (up to the start)', () => {
    expect(INITIAL).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    const idle = rate({ rating: 1600, rd: 100, vol: 0.06 }, []);
    expect(idle.rating).toBe(1600);
    expect(idle.rd).toBeGreaterThan(100);
    expect(rate(INITIAL, []).rd).toBe(350);
  });

  const rating = fc.record({ rating: fc.double({ min: 800, max: 2400, noNaN: true }), rd: fc.double({ min: 30, max: 350, noNaN: true }), vol: fc.double({ min: 0.03, max: 0.09, noNaN: true }) });

  it('property: a win never lowers the rating, a loss never raises it, and every game narrows the deviation', () => {
    fc.assert(fc.property(rating, rating, (me: Rating, them: Rating) => {
      const won = rate(me, [{ opponent: them, score: 1 }]);
      const lost = rate(me, [{ opponent: them, score: 0 }]);
      expect(won.rating).toBeGreaterThanOrEqual(me.rating);
      expect(lost.rating).toBeLessThanOrEqual(me.rating);
      // The period widens the deviation by the new volatility at most; the game narrows it again.
      expect(won.rd).toBeLessThanOrEqual(Math.sqrt(me.rd ** 2 + (won.vol * 173.7178) ** 2) + 1e-9);
      for (const r of [won, lost]) expect(Number.isFinite(r.rating) && Number.isFinite(r.rd) && Number.isFinite(r.vol)).toBe(true);
    }));
  });

  it('property: a draw between equals changes neither rating', () => {
    fc.assert(fc.property(rating, (me) => {
      expect(rate(me, [{ opponent: me, score: 0.5 }]).rating).toBeCloseTo(me.rating, 6);
    }));
  });
});
