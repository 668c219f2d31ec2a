/**
 * A thinking worker: runs the computer player's jobs off the bot's event loop, with
 * the word lists it was told where to find.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AlphabetId } from '../engine/alphabet.js';
import { alphabetFor, loadLexicon } from '../lexicon/index.js';
import { runJob, type ThinkJob } from './think.js';

export interface ThinkWorkerData {
  sources: Record<string, string>;
  cacheDir: string | null;
  /** Each list's tile alphabet by name (see listAlphabets); a list not named is A-Z. */
  alphabets?: Record<string, AlphabetId>;
}

export type ThinkReply = { id: number; value: unknown } | { id: number; error: string };

const { sources, cacheDir, alphabets = {} } = (workerData as { config: ThinkWorkerData }).config;
const graph = (name: string) => loadLexicon(name, { sources, alphabet: alphabetFor(name, alphabets), ...(cacheDir ? { cacheDir } : {}) });

parentPort?.on('message', (msg: { id: number; job: ThinkJob }) => {
  try {
    parentPort!.postMessage({ id: msg.id, value: runJob(msg.job, graph) } satisfies ThinkReply);
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) } satisfies ThinkReply);
  }
});
