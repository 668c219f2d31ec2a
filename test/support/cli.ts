/** Runs a command of the CLI in this process and captures what it prints. */
import { vi } from 'vitest';

export async function capture(run: (args: string[]) => Promise<number>, args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await run(args);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
