/** `scrabble gcg verify FILE...`: replays GCG records and checks every recorded score. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { decodeGcg, parseGcg } from '../engine/gcg.js';
import { describeMismatch, replayGcg } from '../engine/gcg-replay.js';

const USAGE = 'Usage: scrabble gcg verify FILE...';

/** One line about one file, and whether it passed. */
async function verifyFile(path: string): Promise<{ line: string; ok: boolean }> {
  const name = basename(path);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (e) {
    return { line: `FAIL  ${name}: ${(e as Error).message}`, ok: false };
  }
  const parsed = parseGcg(decodeGcg(bytes));
  if (!parsed.ok) return { line: `FAIL  ${name}: line ${parsed.error.line}: ${parsed.error.message}`, ok: false };
  const replay = replayGcg(parsed.value);
  if (replay.mismatches.length === 0) return { line: `ok  ${name}  (${replay.plays} plays)`, ok: true };
  return { line: `FAIL  ${name}: ${replay.mismatches.map(describeMismatch).join('; ')}`, ok: false };
}

export async function run(args: string[]): Promise<number> {
  const [sub, ...files] = args;
  if (sub !== 'verify' || files.length === 0) {
    console.error(USAGE);
    return 1;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const result = await verifyFile(file);
    console.log(result.line);
    if (result.ok) passed++;
    else failed++;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
