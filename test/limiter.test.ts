/** The bounded queue in front of image rendering: never more at once than allowed, nothing lost, first come first served. */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Limiter, RateBudget } from '../src/games/limiter.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Limiter', () => {
  it('runs at most `concurrency` tasks at once, finishes all, and starts them in arrival order', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 30 }), async (concurrency, delays) => {
      const depths: number[] = [];
      const limiter = new Limiter(concurrency, (n) => depths.push(n));
      let running = 0;
      let peak = 0;
      const started: number[] = [];
      const results = await Promise.all(delays.map((d, i) => limiter.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        for (let k = 0; k < d; k++) await tick();
        running -= 1;
        return i;
      })));
      expect(results).toEqual(delays.map((_, i) => i));
      expect(peak).toBeLessThanOrEqual(concurrency);
      expect(peak).toBe(Math.min(concurrency, delays.length));
      expect(started).toEqual(delays.map((_, i) => i));
      expect(limiter.active).toBe(0);
      expect(limiter.pending).toBe(0);
      expect(Math.max(0, ...depths)).toBe(Math.max(0, delays.length - concurrency));
    }), { numRuns: 50 });
  });

  it('a failing task frees its place and the error reaches its caller', async () => {
    const limiter = new Limiter(1);
    const failed = limiter.run(async () => { throw new Error('boom'); });
    const next = limiter.run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(limiter.active).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a concurrency of %s', (n) => {
    expect(() => new Limiter(n)).toThrow('concurrency must be a positive whole number');
  });
});

describe('RateBudget', () => {
  it('lets at most `perSecond` callers start in any second, in order, and the rest as the window moves', async () => {
    vi.useFakeTimers();
    try {
      const budget = new RateBudget(3);
      const started: [number, number][] = [];
      const t0 = Date.now();
      const all = Array.from({ length: 8 }, (_, i) => budget.take().then(() => void started.push([i, Date.now() - t0])));
      await vi.advanceTimersByTimeAsync(0);
      expect(started.map(([i]) => i)).toEqual([0, 1, 2]);
      expect(budget.backlog).toBe(5);
      await vi.advanceTimersByTimeAsync(1000);
      expect(started.map(([i]) => i)).toEqual([0, 1, 2, 3, 4, 5]);
      await vi.advanceTimersByTimeAsync(1000);
      await Promise.all(all);
      expect(started).toEqual([[0, 0], [1, 0], [2, 0], [3, 1000], [4, 1000], [5, 1000], [6, 2000], [7, 2000]]);
      expect(budget.backlog).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([0, 2.5])('refuses %s a second', (n) => {
    expect(() => new RateBudget(n)).toThrow('a rate budget needs a positive whole number a second');
  });
});
