/**
 * A global setup that fails (a server that does not start, a port, a missing tool)
 * ends the run with one sentence on the screen: what failed and what to do. Vitest
 * does not show everything a global setup throws (a library's exit hook can end the
 * process first), so the sentence is printed before the error is thrown on.
 */

/** A failure that already knows its sentence; `details` (a server's log) is printed above it. */
export class SetupFailure extends Error {
  constructor(
    readonly sentence: string,
    readonly details = '',
  ) {
    super(sentence);
    this.name = 'SetupFailure';
  }
}

/** The one sentence for a failure of the setup step `step` (e.g. "The test Postgres"). */
export function setupFailureSentence(step: string, error: unknown): string {
  if (error instanceof SetupFailure) return error.sentence;
  const message = error instanceof Error ? error.message : String(error);
  const first = message.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? 'no reason given';
  return `${step} failed to start (${first}): fix what this names, then run npm test again.`;
}

/**
 * Runs a global setup step. If it fails: its details, then its sentence, go to stderr,
 * and an error carrying only the sentence (no stack or cause, which vitest would print
 * at length below it) is thrown so that vitest ends the run.
 */
export async function reportSetupFailure<T>(step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const sentence = setupFailureSentence(step, e);
    if (e instanceof SetupFailure && e.details.trim() !== '') console.error(e.details.trimEnd());
    console.error(`\n${sentence}\n`);
    const error = new Error(sentence);
    error.stack = `Error: ${sentence}`;
    throw error;
  }
}
