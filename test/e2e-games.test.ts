/**
 * End to end: the real entry point (src/bot/main.ts, as `npm start` runs it) in a child
 * process, logged in with discord.js to a loopback Discord, with a real sqlite file and
 * real board images. Whole games of every preset, four players and a spectator,
 * command registration, and the start-up sentence for a missing setting.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scrabbleCommand } from '../commands/index.js';
import { IDS } from '../src/bot/present.js';
import { PRESETS } from '../src/engine/index.js';
import { checkImages, dottedWords } from './e2e/checks.js';
import { runScript, Stage, TOKEN } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table } from './e2e/table.js';

let stage: Stage;
const tables: Table[] = [];

botStageForFile((s) => {
  stage = s;
  console.log(`bot start (spawn to Ready): ${stage.startTimes[0]} ms`);
});

describe('command registration and configuration', () => {
  it('deploy-commands registers /scrabble in the guild, then globally', async () => {
    const guild = await runScript('src/bot/deploy-commands.ts', stage.env({ DISCORD_GUILD_ID: stage.fake.guildId }), stage.dir);
    expect(guild.stderr).toBe('');
    expect(guild.code).toBe(0);
    expect(guild.stdout.trim()).toBe(`Registered /scrabble and /puzzle in guild ${stage.fake.guildId}.`);
    const expected = scrabbleCommand().toJSON().options!.map((o) => o.name);
    expect(stage.fake.guildCommands().map((c) => c.name)).toEqual(['scrabble', 'puzzle']);
    const [registered] = stage.fake.guildCommands();
    expect(registered?.name).toBe('scrabble');
    expect(registered?.options?.map((o) => o.name)).toEqual(expected);
    expect(expected).toContain('play');

    const global = await runScript('src/bot/deploy-commands.ts', stage.env(), stage.dir);
    expect(global.code).toBe(0);
    expect(global.stdout).toContain('Registered /scrabble and /puzzle globally');
    expect(stage.fake.globalCommands.map((c) => c.name)).toEqual(['scrabble', 'puzzle']);
    const puts = stage.fake.requests.filter((r) => r.method === 'PUT' && r.path.includes('/commands'));
    expect(puts.map((r) => [r.status, r.authorization])).toEqual([[200, `Bot ${TOKEN}`], [200, `Bot ${TOKEN}`]]);
  }, 60_000);

  it('npm start with settings missing prints one sentence naming them, and exits', async () => {
    const before = stage.fake.requests.length;
    // A directory with no .env: only the loopback API address is given.
    const empty = mkdtempSync(join(tmpdir(), 'scrabble-env-'));
    const none = await runScript('src/bot/main.ts', { DISCORD_API_URL: stage.fake.url }, empty);
    expect(none.code).toBe(1);
    expect(none.stdout).toBe('');
    const sentence = none.stderr.trim();
    expect(sentence.split('\n')).toHaveLength(1);
    expect(sentence).toMatch(/^Missing in \.env: DISCORD_TOKEN \(.+\) and DISCORD_CLIENT_ID \(.+\); .+\.$/);

    // A .env in the working directory is read: only what it lacks is named.
    const partial = mkdtempSync(join(tmpdir(), 'scrabble-env-'));
    writeFileSync(join(partial, '.env'), `DISCORD_TOKEN=${TOKEN}\nDISCORD_API_URL=${stage.fake.url}\n`);
    const some = await runScript('src/bot/main.ts', {}, partial);
    expect(some.code).toBe(1);
    expect(some.stderr.trim().split('\n')).toHaveLength(1);
    expect(some.stderr).toContain('DISCORD_CLIENT_ID (');
    expect(some.stderr).not.toContain('DISCORD_TOKEN');
    expect(stage.fake.requests.length).toBe(before);
    for (const dir of [empty, partial]) rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe.each(PRESETS.map((p) => p.id))('a whole two-player %s game over the wire', (preset) => {
  it('goes from /scrabble new to the final scores', async () => {
    const fake = stage.fake;
    const [alice, bob] = [fake.user('alice'), fake.user('bob')];
    const table = new Table(stage, fake.addChannel(`game-${preset}`), [alice, bob], true);
    tables.push(table);
    await table.open(preset);
    let g = await table.game();
    expect(g.rules.preset).toBe(preset);
    if (preset === 'duel') {
      // Bob joined as the younger player.
      expect(g.players[g.firstPlayer]!.id).toBe(bob.id);
      expect(table.lastBoard!.embeds[0]!.description).toBe(`The game begins. The youngest player, **${g.players[g.firstPlayer]!.name}**, starts.`);
    }
    if (preset === 'match') {
      while ((await table.game()).status === 'playing') await table.step();
      g = await table.game();
      expect(g.status).toBe('between-games');
      expect(table.lastBoard!.content).toBe('Game 1 of the match is over.');
      // Both press "Start game 2" at the same instant: one starts it, the other is told why not.
      const { refusals } = await table.race([table.press(alice, IDS.nextGame), table.press(bob, IDS.nextGame)]);
      expect(refusals).toEqual(['A game is already running in this channel.']);
      expect(table.lastBoard!.embeds[0]!.description).toContain('Game 2 of the match begins.');
      g = await table.game();
      expect(g.match?.game).toBe(2);
      expect(g.turn).toBe(1 - g.match!.firstOfGameOne);
    }
    g = await table.playOut();
    console.log(`${preset}: ${table.turns} turns, ${g.result?.reason}, ${g.scores.join('-')}`);
    expect(g.status).toBe('over');
    expect(g.result!.scores).toEqual(g.scores);
    const last = table.lastBoard!;
    expect(last.content).toBe('The game is over.');
    expect(last.embeds[0]!.description).toMatch(/Game over \(.+\)\.\n(\*\*(alice|bob)\*\* wins!|It's a tie between alice and bob\.)/);
    if (preset === 'match') expect(last.embeds[0]!.description).toMatch(/Match totals: alice -?\d+, bob -?\d+\./);
    expect(last.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(g.scores.map((s) => `${s} points`));
    // The final board offers only a rematch.
    expect([...JSON.stringify(last.components).matchAll(/"custom_id":"([^"]+)"/g)].map((m) => m[1])).toEqual(['scrabble:rematch']);
    if (g.rules.challenge !== 'void') {
      expect(table.messages.some((m) => /^\*\*\w+\*\* challenged .+: (it is a word|both are words|all are words), so /.test(m.embeds[0]?.description ?? ''))).toBe(true);
      // Going out under challenge rules waits for the opponent to let the play stand.
      if (g.result!.reason === 'went-out') expect((table.acted.at(-1)!.payload as { data?: { custom_id?: string } }).data?.custom_id).toBe(IDS.accept);
    }
    expect(table.leaks).toEqual([]);
    // The record of the game, for everyone.
    const exported = await table.expectPublic(table.slash(bob, 'export'));
    expect(exported.attachments[0]!.name).toMatch(/\.gcg$/);
    expect(exported.attachments[0]!.bytes.toString()).toContain('#player2');
  }, 240_000);
});

describe('four players and a spectator', () => {
  it('the spectator is refused privately and changes nothing; the game plays out', async () => {
    const fake = stage.fake;
    const players = [fake.user('alice'), fake.user('bob'), fake.addUser('carol'), fake.addUser('dave')];
    const eve = fake.addUser('eve');
    const table = new Table(stage, fake.addChannel('four'), players);
    tables.push(table);
    await table.open('tournament');
    expect((await table.game()).players.map((p) => p.id)).toEqual(players.map((p) => p.id));
    const watching = "You're watching this game: only its players can do that.";
    for (let round = 0; round < 3; round++) {
      const before = await stage.record(table.channel);
      const g = before!.game!;
      const tries = [
        table.press(eve, IDS.pass),
        table.press(eve, IDS.rack),
        table.press(eve, IDS.exchange),
        table.slash(eve, 'play', { move: '8H AE' }),
        table.slash(eve, 'rack'),
        table.slash(eve, 'resign'),
      ];
      for (const attempt of tries) expect(await table.expectPrivate(attempt)).toBe(watching);
      const after = await stage.record(table.channel);
      expect(after!.game).toEqual(g);
      await table.step();
    }
    const g = await table.playOut();
    expect(g.status).toBe('over');
    expect(g.scores).toHaveLength(4);
    expect(table.lastBoard!.embeds[0]!.fields!.slice(0, 4).map((f) => f.value)).toEqual(g.scores.map((s) => `${s} points`));
    expect(table.leaks).toEqual([]);
  }, 300_000);
});

describe('every message of these games', () => {
  it('has only valid PNG images, and no handler failed', async () => {
    const images = await checkImages(stage.fake.messages);
    // A board per turn of every table at least.
    expect(images).toBeGreaterThan(tables.reduce((n, t) => n + t.turns, 0));
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
    // Every play named by its whole word: the notation's dots are for GCG and for typing.
    expect(dottedWords(stage.fake.messages.filter((m) => !m.ephemeral))).toEqual([]);
  }, 120_000);
});
