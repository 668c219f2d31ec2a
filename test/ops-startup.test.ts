/**
 * Start-up as an operator sees it, with every entry point as shipped (the bot, the sharded
 * launcher, the REST proxy, deploy-commands) against the loopback Discord: each failure
 * they can fix is one sentence on stderr (no stack) and exit code 1; the first start says
 * it is building the word list cache; deploy-commands keeps one /scrabble per server.
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

/** Starts a program as shipped (the bot by default) with the stage's settings plus `extra`; waits for it to exit 1 and returns its one line. */
async function failedStart(extra: Record<string, string>, script = 'src/bot/main.ts', ...args: string[]) {
  const r = await runScript(script, stage.env(extra), stage.dir, 30_000, ...args);
  expect(r.code, r.stderr).toBe(1);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(r.stderr).not.toMatch(/^\s+at /m);
  return lines[0]!;
}

/** A port nothing listens on: free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((r) => server.close(r));
  return port;
}

/** A server that accepts connections and never answers, for the length of `body`. */
async function silentServer<T>(body: (url: string) => Promise<T>): Promise<T> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => void sockets.add(socket));
  const port = await listen(server);
  try {
    return await body(`http://127.0.0.1:${port}/api`);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => server.close(r));
  }
}

const PROGRAMS = [
  ['the bot', 'src/bot/main.ts'],
  ['the sharded launcher', 'src/bot/shards.ts'],
  ['deploy-commands', 'src/bot/deploy-commands.ts'],
] as const;

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

describe('a start-up failure is one sentence', () => {
  it('a token Discord refuses', async () => {
    expect(await failedStart({ DISCORD_TOKEN: 'not-the-token' })).toBe(
      'Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against the Bot page of your application at https://discord.com/developers/applications.',
    );
  });

  it('a Discord API that cannot be reached', async () => {
    const port = await closedPort();
    expect(await failedStart({ DISCORD_API_URL: `http://127.0.0.1:${port}/api` })).toBe(
      `Could not reach the Discord API at http://127.0.0.1:${port}/api (ECONNREFUSED): check DISCORD_API_URL in .env.`,
    );
  });

  it('several bad settings at once, each named', async () => {
    expect(await failedStart({ COMPUTER_DELAY_MS: 'soon', LOG_LEVEL: 'loud' })).toBe(
      'In .env: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"; COMPUTER_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "soon".',
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

describe.each(PROGRAMS)('%s, given a Discord API address that is wrong, says so in one sentence', (_, script) => {
  it('nothing listens there', async () => {
    const port = await closedPort();
    expect(await failedStart({ DISCORD_API_URL: `http://127.0.0.1:${port}/api` }, script)).toBe(
      `Could not reach the Discord API at http://127.0.0.1:${port}/api (ECONNREFUSED): check DISCORD_API_URL in .env.`,
    );
  });

  it('the address lacks /api, so every route answers 404', async () => {
    const origin = stage.fake.url.replace(/\/api$/, '');
    expect(await failedStart({ DISCORD_API_URL: origin }, script)).toBe(
      `The Discord API at ${origin} answered 404 Not Found for /v10/gateway/bot: DISCORD_API_URL must be the API's base address, ending in /api (e.g. http://proxy:8080/api).`,
    );
  });

  it('a server that never answers: bounded', async () => {
    const line = await silentServer((url) => failedStart({ DISCORD_API_URL: url }, script));
    expect(line).toMatch(/^The Discord API at http:\/\/127\.0\.0\.1:\d+\/api did not answer within 10 s: check DISCORD_API_URL in \.env\.$/);
  }, 30_000);

  it('a token Discord refuses', async () => {
    expect(await failedStart({ DISCORD_TOKEN: 'not-the-token' }, script)).toBe(
      'Discord refused the bot token (401 Unauthorized): check DISCORD_TOKEN in .env against the Bot page of your application at https://discord.com/developers/applications.',
    );
  });
});

describe('discord.js reads none of our settings', () => {
  it('an .env from before SHARD_TOTAL (SHARD_COUNT=auto) starts, with one warning', async () => {
    const bot = await stage.startBot({ SHARD_COUNT: 'auto', SHARDS: '' });
    await stage.killBot();
    const warnings = bot.stderr.trim().split('\n').map((l) => (JSON.parse(l) as { level: number; msg: string }).msg);
    expect(warnings).toEqual([
      "SHARDS is not read by the bot (the sharded launcher's setting is SHARD_TOTAL): remove it from .env.",
      "SHARD_COUNT is not read by the bot (the sharded launcher's setting is SHARD_TOTAL): remove it from .env.",
    ]);
  }, 60_000);
});

describe('the sharded launcher', () => {
  it('a SHARD_TOTAL that is not a count', async () => {
    expect(await failedStart({ SHARD_TOTAL: 'many' }, 'src/bot/shards.ts')).toBe('SHARD_TOTAL must be "auto" or a whole number of shards from 1, not "many".');
  });

  it('a shard that cannot start: its sentence, then the launcher stops every shard and exits 1', async () => {
    const r = await runScript('src/bot/shards.ts', stage.env({ STORE_URL: 'ftp://example/games', SHARD_TOTAL: '1' }), stage.dir, 60_000);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'STORE_URL "ftp://example/games" is not a sqlite:// or postgres:// address.',
      'A shard stopped before it was ready (its reason is above), so the sharded bot stopped every shard.',
    ]);
  }, 60_000);
});

describe('the REST proxy', () => {
  it('a PROXY_PORT already taken', async () => {
    const server = createServer();
    const port = await listen(server);
    try {
      expect(await failedStart({ PROXY_PORT: String(port) }, 'src/bot/rest-proxy.ts')).toBe(
        `PROXY_PORT ${port} on 127.0.0.1 is already in use: pick another port in .env or stop what uses it.`,
      );
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('a DISCORD_UPSTREAM_URL that is not an address', async () => {
    expect(await failedStart({ DISCORD_UPSTREAM_URL: 'discord.com/api' }, 'src/bot/rest-proxy.ts')).toBe(
      'DISCORD_UPSTREAM_URL must be an http:// or https:// address, not "discord.com/api".',
    );
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
    expect(stage.fake.guildCommands().map((c) => c.name)).toEqual(['scrabble', 'puzzle']);
    const r = await deploy({ DISCORD_GUILD_ID: guild }, '--global');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(
      `Registered /scrabble and /puzzle globally (it may take up to an hour to appear). Removed the copies registered in guild ${guild}, so each is listed once.`,
    );
    expect(stage.fake.globalCommands.map((c) => c.name)).toEqual(['scrabble', 'puzzle']);
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
