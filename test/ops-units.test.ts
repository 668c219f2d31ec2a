/**
 * The operations pieces on their own: counting work in flight and draining it, closing
 * steps bounded by a deadline, the new settings and their sentences, start-up error
 * sentences from real discord.js errors, log lines and where they go, and the health verdict.
 */
import { Writable } from 'node:stream';
import { REST, Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/bot/config.js';
import { healthReport, type HealthChecks } from '../src/bot/health.js';
import { closeInTurn, InFlight } from '../src/bot/lifecycle.js';
import { createLogger, logTo } from '../src/bot/log.js';
import { redactUrl, startupSentence } from '../src/bot/startup.js';
import { FakeDiscord } from './discord-api/server.js';

const later = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('InFlight', () => {
  it('counts running work, refuses nothing itself, and drains what it accepted', async () => {
    const work = new InFlight();
    const results = [work.run(() => later(30).then(() => 'a')), work.run(() => later(60).then(() => 'b'))];
    expect(work.size).toBe(2);
    expect(work.accepting).toBe(true);
    const drained = await work.drain(5000);
    expect(work.accepting).toBe(false);
    expect(drained).toEqual({ finished: 2, abandoned: 0 });
    expect(await Promise.all(results)).toEqual(['a', 'b']);
    expect(work.size).toBe(0);
  });

  it('gives up after the grace period and reports what is still running', async () => {
    const work = new InFlight();
    void work.run(() => later(10));
    const slow = work.run(() => later(400));
    const started = Date.now();
    expect(await work.drain(100)).toEqual({ finished: 1, abandoned: 1 });
    expect(Date.now() - started).toBeLessThan(350);
    await slow;
  });

  it('counts a failed piece of work as settled, and passes the failure on', async () => {
    const work = new InFlight();
    await expect(work.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(work.size).toBe(0);
    expect(await work.drain(10)).toEqual({ finished: 0, abandoned: 0 });
  });
});

describe('closeInTurn', () => {
  const never = () => new Promise<never>(() => {});

  it('runs the steps in order and waits for each while the deadline allows', async () => {
    const order: string[] = [];
    const result = await closeInTurn(Date.now() + 5000, [
      ['first', () => later(30).then(() => order.push('first'))],
      ['second', async () => void order.push('second')],
    ]);
    expect(order).toEqual(['first', 'second']);
    expect(result).toEqual({ abandonedSteps: [], failedSteps: [] });
  });

  it('abandons a step still running at the deadline; the later ones are started, not waited for', async () => {
    const started: string[] = [];
    const failures: string[] = [];
    const begun = Date.now();
    const result = await closeInTurn(
      begun + 200,
      [
        ['quick', async () => void started.push('quick')],
        ['hung', () => (started.push('hung'), never())],
        ['after', () => (started.push('after'), never())],
        ['failing late', () => (started.push('failing late'), Promise.reject(new Error('closed twice')))],
      ],
      (step) => failures.push(step),
    );
    const ms = Date.now() - begun;
    expect(started).toEqual(['quick', 'hung', 'after', 'failing late']);
    expect(result.abandonedSteps).toEqual(['hung', 'after', 'failing late']);
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(1000);
    // A failure after the deadline is still reported to onError, not added to a result already returned.
    await later(10);
    expect(failures).toEqual(['failing late']);
    expect(result.failedSteps).toEqual([]);
  });

  it('reports a step that throws and goes on with the next', async () => {
    const errors: unknown[] = [];
    const ran: string[] = [];
    const result = await closeInTurn(
      Date.now() + 5000,
      [
        ['store', () => Promise.reject(new Error('pool already ended'))],
        ['health', async () => void ran.push('health')],
      ],
      (_step, e) => errors.push(e),
    );
    expect(result).toEqual({ abandonedSteps: [], failedSteps: ['store'] });
    expect(ran).toEqual(['health']);
    expect(errors).toEqual([new Error('pool already ended')]);
  });
});

describe('operations settings', () => {
  const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1' };

  it('defaults: no health server, loopback when there is one, info logs, 8 s to drain', () => {
    const r = readConfig(base);
    expect(r.ok && r.config).toMatchObject({ healthPort: null, healthHost: '127.0.0.1', logLevel: 'info', shutdownGraceMs: 8000 });
  });

  it('reads them', () => {
    const r = readConfig({ ...base, HEALTH_PORT: '9464', HEALTH_HOST: '0.0.0.0', LOG_LEVEL: 'DEBUG', SHUTDOWN_GRACE_MS: '2500' });
    expect(r.ok && r.config).toMatchObject({ healthPort: 9464, healthHost: '0.0.0.0', logLevel: 'debug', shutdownGraceMs: 2500 });
  });

  it('names every bad value in one sentence', () => {
    const r = readConfig({ ...base, HEALTH_PORT: '70000', LOG_LEVEL: 'loud', SHUTDOWN_GRACE_MS: '5s' });
    expect(r.ok ? '' : r.message).toBe(
      'In .env: HEALTH_PORT must be a port number from 0 to 65535, not "70000"; ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"; ' +
        'SHUTDOWN_GRACE_MS must be a whole number of milliseconds, not "5s".',
    );
  });
});

describe('start-up sentences from real errors', () => {
  it('an invalid command definition (50035) names the first problem', async () => {
    const fake = await FakeDiscord.start({ token: 'good' });
    try {
      const rest = new REST({ api: fake.url }).setToken('good');
      const error = await rest.put(Routes.applicationCommands(fake.applicationId), { body: [{ name: 'Not A Name', description: 'x' }] }).catch((e: unknown) => e);
      expect(startupSentence(error, { apiUrl: fake.url })).toBe(
        'Discord refused the /scrabble command definition (50035 Invalid Form Body: name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid: Not A Name).',
      );
    } finally {
      await fake.close();
    }
  });

  it('Discord unreachable without DISCORD_API_URL points at the network', () => {
    const error = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND discord.com'), { code: 'ENOTFOUND' }) });
    expect(startupSentence(error, { apiUrl: undefined })).toBe(
      'Could not reach the Discord API at https://discord.com/api (ENOTFOUND): check the network connection of this machine.',
    );
  });

  it('anything else is not dressed up as a sentence', () => {
    expect(startupSentence(new RangeError('a bug'), { apiUrl: undefined })).toBeNull();
  });

  it('hides passwords in addresses it prints', () => {
    expect(redactUrl('postgresql://scrabble:s3cret@db.internal:5432/games')).toBe('postgresql://scrabble:***@db.internal:5432/games');
    expect(redactUrl('sqlite://data/scrabble.sqlite')).toBe('sqlite://data/scrabble.sqlite');
  });
});

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('info to one stream, errors to the other, each once, with fields and the error', () => {
    const out = capture();
    const err = capture();
    const log = logTo(createLogger({ out: out.stream, err: err.stream }));
    log('Ready as Scrabble', undefined, { guilds: 1 });
    log('Interaction 1 failed', new Error('disk full'), { interaction: '1', command: 'scrabble play' });
    expect(out.lines).toEqual([expect.objectContaining({ level: 'info', msg: 'Ready as Scrabble', guilds: 1 })]);
    expect(err.lines).toEqual([expect.objectContaining({ level: 'error', msg: 'Interaction 1 failed', interaction: '1', command: 'scrabble play' })]);
    expect(err.lines[0]!.err).toMatchObject({ type: 'Error', message: 'disk full' });
    expect(String((err.lines[0]!.err as { stack: string }).stack)).toContain('disk full');
  });

  it('LOG_LEVEL drops what is below it', () => {
    const out = capture();
    const err = capture();
    const logger = createLogger({ level: 'warn', out: out.stream, err: err.stream });
    logger.info('quiet');
    logger.warn('loud');
    expect(out.lines).toEqual([]);
    expect(err.lines.map((l) => l.msg)).toEqual(['loud']);
  });
});

describe('the health verdict', () => {
  const checks = (over: Partial<HealthChecks> = {}): HealthChecks => ({
    gateway: () => ({ ready: true, status: 'ready' }),
    probeStore: async () => {},
    accepting: () => true,
    inFlight: () => 0,
    ...over,
  });

  it('ok when the gateway is ready, the store answers and the bot takes interactions', async () => {
    expect(await healthReport(checks())).toMatchObject({ status: 'ok', gateway: 'ready', store: 'ok', accepting: true });
  });

  it.each([
    ['gateway reconnecting', { gateway: () => ({ ready: false, status: 'reconnecting' }) }, { gateway: 'reconnecting' }],
    ['store failing', { probeStore: () => Promise.reject(new Error('The game store file x is read-only.')) }, { store: 'The game store file x is read-only.' }],
    ['stopping', { accepting: () => false }, { accepting: false }],
  ] as const)('unavailable when %s, saying which', async (_, over, shown) => {
    expect(await healthReport(checks(over))).toMatchObject({ status: 'unavailable', ...shown });
  });

  it('a store that does not answer is reported after 2 s, not waited for', async () => {
    const started = Date.now();
    const report = await healthReport(checks({ probeStore: () => new Promise(() => {}) }));
    expect(report).toMatchObject({ status: 'unavailable', store: 'no answer in 2000 ms' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
