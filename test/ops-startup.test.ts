/**
 * Start-up as an operator sees it, with the real entry points against the loopback Discord:
 * each failure they can fix is one sentence on stderr (no stack) and exit code 1; the first
 * start says it is building the word list cache; deploy-commands keeps one /scrabble per server.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionContextType } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_DIR } from '../src/lexicon/index.js';
import { runScript, Stage } from './e2e/harness.js';

let stage: Stage;

beforeAll(async () => {
  stage = await Stage.open();
}, 60_000);

afterAll(async () => {
  await stage?.close();
});

/** Starts main.ts with the stage's settings plus `extra`, and waits for it to exit. */
async function failedStart(extra: Record<string, string>) {
  const r = await runScript('src/bot/main.ts', stage.env(extra), stage.dir, 30_000);
  expect(r.code, r.stderr).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  return lines[0]!;
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

describe('a start-up failure is one sentence', () => {
  it('a token Discord refuses', async () => {
    expect(await failedStart({ DISCORD_TOKEN: 'not-the-token' })).toBe(
      'Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against the Bot page of your application at https://discord.com/developers/applications.',
    );
  });

  it('a Discord API that cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    const port = await listen(server);
    await new Promise((r) => server.close(r));
    expect(await failedStart({ DISCORD_API_URL: `http://127.0.0.1:${port}/api` })).toBe(
      `Could not reach the Discord API at http://127.0.0.1:${port}/api (ECONNREFUSED): check DISCORD_API_URL in .env.`,
    );
  });

  it('a STORE_URL of no known kind', async () => {
    expect(await failedStart({ STORE_URL: 'ftp://example/games' })).toMatch(/^STORE_URL "ftp:\/\/example\/games" is not a .+\.$/);
  });

  it('a sqlite path that holds something else', async () => {
    const file = join(stage.dir, 'notes.txt');
    writeFileSync(file, 'Shopping list: tiles, a bag, a board. '.repeat(200));
    expect(await failedStart({ STORE_URL: `sqlite://${file}` })).toMatch(new RegExp(`^The game store file ${file.replace(/[.]/g, '\\.')} is not a sqlite database: .+\\.$`));
  });

  it('a RENDER_WORKERS that is not a count', async () => {
    expect(await failedStart({ RENDER_WORKERS: 'lots' })).toBe('In .env: RENDER_WORKERS must be a whole number from 0 to 16, not "lots".');
  });

  it('a HEALTH_PORT already taken', async () => {
    const server = createServer();
    const port = await listen(server);
    try {
      expect(await failedStart({ HEALTH_PORT: String(port) })).toBe(
        `HEALTH_PORT ${port} on 127.0.0.1 is already in use: pick another port in .env or stop what uses it.`,
      );
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('the word list cache', () => {
  it('is announced while it is built on the first start, and not on the next', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'scrabble-cache-'));
    // SOWPODS comes cached (copied); a small extra list is not, so this start builds it.
    cpSync(DEFAULT_CACHE_DIR, cacheDir, { recursive: true });
    const list = join(cacheDir, 'tiny.txt');
    writeFileSync(list, 'QI\nZA\nAXE\nJINX\nQUIZ\n');
    const env = { LEXICON_CACHE_DIR: cacheDir, LEXICONS: `tiny=${list}` };
    const starts: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const bot = await stage.startBot(env);
      await stage.killBot();
      starts.push(bot.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { msg: string; lexicon?: string }).lexicon + ': ' + JSON.parse(l).msg));
    }
    const building = 'tiny: Building the word list cache (first start, a few seconds)…';
    expect(starts[0]!.filter((l) => l.includes('Building'))).toEqual([building]);
    expect(starts[0]!.indexOf(building)).toBeLessThan(starts[0]!.findIndex((l) => l.includes('Ready as')));
    expect(starts[1]!.filter((l) => l.includes('Building'))).toEqual([]);
    rmSync(cacheDir, { recursive: true, force: true });
  }, 60_000);
});

describe('deploy-commands', () => {
  const deploy = (env: Record<string, string>, ...args: string[]) => runScript('src/bot/deploy-commands.ts', stage.env(env), stage.dir, 30_000, ...args);

  it('offers /scrabble in servers only', async () => {
    const r = await deploy({ DISCORD_GUILD_ID: stage.fake.guildId });
    expect(r.code, r.stderr).toBe(0);
    expect(stage.fake.guildCommands()[0]?.contexts).toEqual([InteractionContextType.Guild]);
  }, 30_000);

  it('--global registers globally and removes the guild copy, so a server lists /scrabble once', async () => {
    const guild = stage.fake.guildId;
    await deploy({ DISCORD_GUILD_ID: guild });
    expect(stage.fake.guildCommands().map((c) => c.name)).toEqual(['scrabble']);
    const r = await deploy({ DISCORD_GUILD_ID: guild }, '--global');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(
      `Registered /scrabble globally (it may take up to an hour to appear). Removed the copy registered in guild ${guild}, so it is listed once.`,
    );
    expect(stage.fake.globalCommands.map((c) => c.name)).toEqual(['scrabble']);
    expect(stage.fake.guildCommands()).toEqual([]);
  }, 30_000);

  it('a token Discord refuses is one sentence', async () => {
    const r = await deploy({ DISCORD_TOKEN: 'not-the-token' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against the Bot page of your application at https://discord.com/developers/applications.',
    );
  }, 30_000);
});
