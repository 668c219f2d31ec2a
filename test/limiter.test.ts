/** The bounded queue in front of image rendering: never more at once than allowed, nothing lost, first come first served. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Limiter } from '../src/games/limiter.js';

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
