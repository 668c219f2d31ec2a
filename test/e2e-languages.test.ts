/**
 * End to end, through the loopback Discord and the bot as shipped, started with Italian in
 * LANGUAGES and an empty word-list cache: the Italian list is made in a child process after
 * the start, and until it is, a game or the word judge asking for it is told to wait, in
 * private; the lobby's dictionary menu offers only the lists of the game's language; and
 * the child making the list goes with the bot when the bot is killed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIUser } from 'discord-api-types/v10';
import { afterAll, describe, expect, it } from 'vitest';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { TURN_TIMEOUT_MS } from './e2e/table.js';

const cacheDir = mkdtempSync(join(tmpdir(), 'scrabble-e2e-languages-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

let stage: Stage;
let alice: APIUser;

botStageForFile((s) => {
  stage = s;
  alice = s.fake.user('alice');
}, { LANGUAGES: 'en,it', LEXICON_CACHE_DIR: cacheDir });

const NOT_READY = 'The Italian (Hunspell, Italian Writing Aids 5.0) word list is still being prepared: the bot makes it from its dictionary after starting, which takes up to a minute. Try again shortly.';

/** The processes making a list into this file's cache directory. */
const makers = () => execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('hunspell-build') && l.includes(cacheDir));

describe('a language whose list is still being made', () => {
  it('refuses a game in it, privately, and opens no lobby', async () => {
    const channel = stage.fake.addChannel('italian-too-soon');
    // The bot's first interaction, while the list is made beside it: slow on a busy machine.
    const m = await stage.fake.slash(alice, channel, 'scrabble', 'new', { language: 'it' }).waitForMessage(() => true, 80_000);
    expect(m.content).toBe(NOT_READY);
    expect(m.ephemeral).toBe(true);
    expect(m.flags & 64).toBe(64);
    // No lobby: nothing with an embed was posted in the channel.
    expect(stage.fake.messages.filter((x) => x.channelId === channel && x.embeds.length > 0)).toEqual([]);
  }, 90_000);

  it('refuses the word judge in it, privately', async () => {
    const channel = stage.fake.addChannel('italian-judge');
    const m = await stage.fake.slash(alice, channel, 'scrabble', 'check', { words: 'CIAO', lexicon: 'hunspell-it' }).waitForMessage(() => true, TURN_TIMEOUT_MS);
    expect(m.content).toBe(NOT_READY);
    expect(m.ephemeral).toBe(true);
  });

  it('the lobby\'s dictionary menu offers the lists of the game\'s language (Italian while its list is made); the judge\'s, every list', async () => {
    const channel = stage.fake.addChannel('italian-menu');
    const forEnglish = await stage.fake.autocomplete(alice, channel, 'scrabble', 'new', { lexicon: '' }, 'lexicon').callback(10_000);
    expect(forEnglish.choices).toEqual([{ name: 'sowpods', value: 'sowpods' }]);
    const forItalian = await stage.fake.autocomplete(alice, channel, 'scrabble', 'new', { language: 'it', lexicon: '' }, 'lexicon').callback(10_000);
    expect(forItalian.choices).toEqual([{ name: 'hunspell-it', value: 'hunspell-it' }]);
    const forJudge = await stage.fake.autocomplete(alice, channel, 'scrabble', 'check', { words: 'CIAO', lexicon: '' }, 'lexicon').callback(10_000);
    expect(forJudge.choices).toEqual([{ name: 'sowpods', value: 'sowpods' }, { name: 'hunspell-it', value: 'hunspell-it' }]);
  });

  it('the child making the list stops when the bot is killed', async () => {
    expect(makers().length).toBe(1);
    await stage.killBot();
    const deadline = Date.now() + 10_000;
    while (makers().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(makers()).toEqual([]);
  });
});
