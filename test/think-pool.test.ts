/**
 * The thinking worker: none runs until there is something to think about, jobs are
 * answered from a worker thread, and an idle worker is stopped, to start again on the
 * next job.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, PRESETS } from '../src/engine/index.js';
import { WorkerThinker } from '../src/games/think-pool.js';
import { lexiconSourcesFromEnv } from '../src/lexicon/index.js';

const state = (() => {
  const r = createGame({ rules: PRESETS[0]!.rules, players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }], seed: 'think-pool', firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
})();

let thinker: WorkerThinker | undefined;
afterEach(async () => {
  await thinker?.close();
});

const until = async (check: () => boolean, ms: number): Promise<void> => {
  for (const t0 = Date.now(); !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
  }
};

describe('the thinking worker', () => {
  it('starts with the first job, stops when idle, and starts again for the next', async () => {
    thinker = new WorkerThinker({ sources: lexiconSourcesFromEnv({}), cacheDir: null }, 300);
    expect(thinker.running).toBe(false);
    const first = await thinker.think({ kind: 'hints', state, player: 0, count: 5 });
    expect(first).toHaveLength(5);
    expect(thinker.running).toBe(true);
    await until(() => !thinker!.running, 10_000);
    const again = await thinker.think({ kind: 'hints', state, player: 0, count: 5 });
    expect(again).toEqual(first);
    expect(thinker.running).toBe(true);
  }, 60_000);

  it('a closed thinker refuses jobs and leaves no worker running', async () => {
    thinker = new WorkerThinker({ sources: lexiconSourcesFromEnv({}), cacheDir: null }, 300);
    await thinker.think({ kind: 'hints', state, player: 0, count: 1 });
    await thinker.close();
    expect(thinker.running).toBe(false);
    await expect(thinker.think({ kind: 'hints', state, player: 0, count: 1 })).rejects.toThrow('closed');
  }, 60_000);
});
