/**
 * The stage of an end-to-end test file: the loopback Discord and the built bot, started
 * with `env` before the file's tests and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { Stage } from './harness.js';
import { generator } from './table.js';

/** Opens the file's stage (`open`: its guilds, its store, whether its servers keep threads on: see Stage.open) before its tests and hands it to `ready` (which may seat users); closes it after them. */
export function botStageForFile(ready: (stage: Stage) => void | Promise<void>, env: Record<string, string> = {}, open: Parameters<typeof Stage.open>[0] = {}): void {
  let stage: Stage | undefined;
  beforeAll(async () => {
    generator('sowpods'); // builds the lexicon cache the bot reads, if it is missing
    stage = await Stage.open(open);
    await stage.startBot(env);
    await ready(stage);
  }, 180_000);
  afterAll(async () => {
    await stage?.close();
  });
}
