import { randomBytes } from 'node:crypto';

// Discord's epoch; ids must look real because @discordjs/rest buckets routes by 17-19 digit ids.
const EPOCH = 1420070400000n;
let lastMs = 0n;
let increment = 0n;

/** A fresh, strictly increasing snowflake for the current time. */
export function snowflake(): string {
  let ms = BigInt(Date.now()) - EPOCH;
  if (ms <= lastMs) {
    ms = lastMs;
    increment += 1n;
    if (increment > 0xfffn) {
      ms += 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastMs = ms;
  return ((ms << 22n) | increment).toString();
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `predicate` until it returns a truthy value, which is resolved.
 * Rejects after `timeoutMs` with `label` in the message.
 */
export async function waitFor<T>(
  predicate: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 2000,
  label = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() >= deadline) throw new Error(`waitFor: ${label} not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}

/**
 * Wakes waiters by key (an interaction token) when something under that key changes,
 * instead of each waiter polling: a load test with a thousand interactions waiting at
 * once would otherwise spend its time in timers.
 */
export class Notifier {
  private readonly waiters = new Map<string, Set<() => void>>();

  notify(key: string): void {
    const set = this.waiters.get(key);
    if (set) for (const wake of [...set]) wake();
  }

  /** Resolves with `check()`'s first truthy value, checked now and after each change under `key`. */
  wait<T>(key: string, check: () => T | undefined | null | false, timeoutMs: number, label: string): Promise<T> {
    const now = check();
    if (now) return Promise.resolve(now);
    return new Promise<T>((resolve, reject) => {
      const set = this.waiters.get(key) ?? new Set<() => void>();
      this.waiters.set(key, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0) this.waiters.delete(key);
      };
      const wake = () => {
        const value = check();
        if (!value) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`waitFor: ${label} not met within ${timeoutMs} ms`));
      }, timeoutMs);
      set.add(wake);
    });
  }
}
