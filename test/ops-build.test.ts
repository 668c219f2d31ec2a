/**
 * The built bot: `npm run build` compiles to dist/, `npm start` runs it with node, and a
 * SIGTERM sent to npm reaches the bot (no orphan left behind), as it does through `npm run
 * dev` (tsx). Without a build, every script that runs dist/ says so in one sentence, and so
 * does the scrabble command where it can run neither dist/ nor the sources.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotProcess, ROOT, Stage } from './e2e/harness.js';

const run = promisify(execFile);
let stage: Stage;

beforeAll(async () => {
  await run('npm', ['run', 'build'], { cwd: ROOT });
  stage = await Stage.open();
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid the bot's JSON log lines carry. */
const botPid = (out: string) => Number(/"pid":(\d+)/.exec(out)?.[1]);

describe('npm run build', () => {
  it('emits the bot, the commands and nothing from the tests into dist/', () => {
    for (const file of ['dist/src/bot/main.js', 'dist/src/bot/deploy-commands.js', 'dist/commands/index.js', 'dist/src/render/fonts.js', 'dist/activity/index.html', 'dist/activity/app.js']) {
      expect(existsSync(join(ROOT, file)), file).toBe(true);
    }
    expect(existsSync(join(ROOT, 'dist/test'))).toBe(false);
  });
});

/** SIGTERM to npm: the bot (`pid`) stops gracefully, leaves no orphan, and npm exits 0. */
async function expectStoppedBySigterm(npm: BotProcess, pid: number): Promise<void> {
  npm.child.kill('SIGTERM');
  const ended = await Promise.race([npm.exited, new Promise<null>((r) => setTimeout(() => r(null), 15_000))]);
  // An orphan keeps running (and holds npm's output open): end it before failing.
  const orphan = alive(pid);
  if (orphan) process.kill(pid, 'SIGKILL');
  expect(orphan).toBe(false);
  expect(ended?.code).toBe(0);
  expect(npm.stdout).toMatch(/"msg":"Stopped"/);
}

describe('npm start', () => {
  it('runs the built bot, which serves; SIGTERM sent to npm stops the bot itself, and npm exits 0', async () => {
    // HOME and the .env path point into the stage's temp dir: npm runs in the project folder.
    const env = { HOME: stage.dir, DOTENV_CONFIG_PATH: join(stage.dir, '.env') };
    const npm = await stage.startBot(env, { file: 'npm', args: ['start'], cwd: ROOT });
    const pid = botPid(npm.stdout);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(npm.child.pid);
    // npm start caps the heap (old space 256 MB, plus the young generation).
    const heapLimit = Number(/"heapLimitMb":(\d+)/.exec(npm.stdout)?.[1]);
    expect(heapLimit).toBeGreaterThanOrEqual(256);
    expect(heapLimit).toBeLessThan(400);
    // The bot plays from dist/: commands, word list, render workers and fonts all found.
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    for (const [user, sub, options] of [[alice, 'new', { preset: 'tournament' }], [bob, 'join', {}], [alice, 'start', {}]] as const) {
      await stage.fake.slash(user, 'general', 'scrabble', sub, options).done({ timeoutMs: 20_000, quietMs: 300 });
    }
    const board = stage.fake.messages.find((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));
    expect(board?.attachments.find((a) => a.name === 'board.png')?.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(npm.stderr.split('\n').filter((l) => l && !l.startsWith('npm warn'))).toEqual([]);
    await expectStoppedBySigterm(npm, pid);
  }, 60_000);

  it.each(['start', 'start:sharded', 'proxy', 'deploy-commands'])('npm run %s without a build says in one sentence to build first', async (script) => {
    // A copy of package.json alone: the same scripts, no dist/.
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-nobuild-'));
    copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
    const p = new BotProcess({ file: 'npm', args: ['run', script, '--silent'] }, { HOME: dir }, dir);
    const { code } = await p.exited;
    expect(code).toBe(1);
    expect(p.stderr.trim().split('\n').filter((l) => !l.startsWith('npm warn'))).toEqual(['The bot is not built: run npm run build first.']);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});

describe('npm run dev', () => {
  it('runs the sources through tsx; SIGTERM sent to npm stops the bot itself, and npm exits 0', async () => {
    const env = { HOME: stage.dir, DOTENV_CONFIG_PATH: join(stage.dir, '.env') };
    const npm = await stage.startBot(env, { file: 'npm', args: ['run', 'dev'], cwd: ROOT });
    const pid = botPid(npm.stdout);
    expect(pid).toBeGreaterThan(0);
    await expectStoppedBySigterm(npm, pid);
  }, 60_000);
});

describe('the scrabble command', () => {
  it('without a build and without the development packages, says in one sentence to build first', async () => {
    // The launcher alone, where neither dist/ nor tsx can be found.
    const dir = mkdtempSync(join(tmpdir(), 'scrabble-cli-'));
    mkdirSync(join(dir, 'src', 'cli'), { recursive: true });
    copyFileSync(join(ROOT, 'src', 'cli', 'scrabble.mjs'), join(dir, 'src', 'cli', 'scrabble.mjs'));
    writeFileSync(join(dir, 'src', 'cli', 'main.ts'), 'export async function main() { return 0; }\n');
    const p = new BotProcess({ file: process.execPath, args: [join(dir, 'src', 'cli', 'scrabble.mjs'), 'gcg', 'verify'] }, { HOME: dir }, dir);
    const { code } = await p.exited;
    expect(code).toBe(1);
    expect(p.stderr.trim()).toBe('The scrabble command is not built: run npm run build first.');
    rmSync(dir, { recursive: true, force: true });
  });
});
