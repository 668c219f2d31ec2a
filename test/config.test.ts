import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig, shardTotal } from '../src/bot/config.js';

describe('configuration from .env', () => {
  it('names what is missing, and where to get it, in one sentence', () => {
    const r = readConfig({});
    expect(r.ok).toBe(false);
    const message = r.ok ? '' : r.message;
    expect(message).toBe(
      'Missing in .env: DISCORD_TOKEN (the bot token from the Bot page of your application at https://discord.com/developers/applications) and ' +
        'DISCORD_CLIENT_ID (the Application ID from the General Information page of your application at https://discord.com/developers/applications); ' +
        'copy .env.example to .env and fill it in.',
    );
    expect(message.split(/[.;] [A-Z]/).length).toBe(1);
  });

  it('names only the missing one', () => {
    const r = readConfig({ DISCORD_TOKEN: 'x', DISCORD_CLIENT_ID: ' ' });
    expect(r.ok ? '' : r.message).toMatch(/^Missing in \.env: DISCORD_CLIENT_ID \(/);
  });

  it('fills defaults for the optional values', () => {
    const r = readConfig({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1', DISCORD_GUILD_ID: '' });
    expect(r.ok && r.config).toMatchObject({ token: 't', clientId: '1', guildId: null, storeUrl: 'sqlite://data/scrabble.sqlite', apiUrl: undefined });
  });
});

describe('every setting of .env.example is checked at start', () => {
  const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123' };
  const refusal = (env: Record<string, string>) => {
    const r = readConfig({ ...base, ...env });
    return r.ok ? null : r.message;
  };

  it('.env.example as shipped, with the two Discord values filled in, is accepted', () => {
    const example = readFileSync(fileURLToPath(new URL('../.env.example', import.meta.url)), 'utf8');
    const env = Object.fromEntries([...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    const r = readConfig({ ...env, ...base });
    expect(r.ok ? r.config.ignored : r.message).toEqual([]);
  });

  it.each([
    [{ DISCORD_CLIENT_ID: 'my-bot' }, 'DISCORD_CLIENT_ID must be the number Discord shows (copy it with Developer Mode on), not "my-bot"'],
    [{ DISCORD_GUILD_ID: 'https://discord.com/channels/1/2' }, 'DISCORD_GUILD_ID must be the number Discord shows (copy it with Developer Mode on), not "https://discord.com/channels/1/2"'],
    [{ DISCORD_API_URL: 'proxy:8080/api' }, 'DISCORD_API_URL must be an http:// or https:// address, not "proxy:8080/api"'],
    [{ CLOCK_SWEEP_MS: '10' }, 'CLOCK_SWEEP_MS must be a whole number of milliseconds from 100 to 60000, not "10"'],
    [{ COMPUTER_DELAY_MS: 'soon' }, 'COMPUTER_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "soon"'],
    [{ RENDER_WORKERS: '-1' }, 'RENDER_WORKERS must be a whole number from 0 to 16, not "-1"'],
    [{ LEXICONS: 'NWL23:/srv/nwl23.txt' }, 'LEXICONS must be NAME=path pairs separated by commas, with the list\'s language after an @ (e.g. ODS8@fr=/srv/lists/ods8.txt,NWL23=/srv/lists/nwl23.txt; no @: English), not "NWL23:/srv/nwl23.txt"'],
    [{ LEXICONS: 'ODS8@fr=/srv/ods8.txt,LEX@xx=/srv/lex.txt' }, 'LEXICONS gives LEX the language "xx", which is not one of en, fr, es, de, nl, it'],
    [{ LEXICONS: 'ODS8@=/srv/ods8.txt' }, 'LEXICONS must be NAME=path pairs separated by commas, with the list\'s language after an @ (e.g. ODS8@fr=/srv/lists/ods8.txt,NWL23=/srv/lists/nwl23.txt; no @: English), not "ODS8@=/srv/ods8.txt"'],
    [{ LANGUAGES: 'en,pt' }, 'LANGUAGES must be language codes separated by commas, from en, fr, es, de, nl, it (e.g. LANGUAGES=en,fr,es), not "pt"'],
    [{ LANGUAGES: 'english' }, 'LANGUAGES must be language codes separated by commas, from en, fr, es, de, nl, it (e.g. LANGUAGES=en,fr,es), not "english"'],
    [{ SHARD_IDS: '0,2', SHARD_TOTAL: '2' }, 'SHARD_IDS must be different shard numbers below SHARD_TOTAL, itself a number (e.g. SHARD_IDS=0,1 with SHARD_TOTAL=2), not "0,2" of "2"'],
    [{ PUZZLE_DATE: '2026-02-30' }, 'PUZZLE_DATE must be a date written YYYY-MM-DD, not "2026-02-30"'],
    [{ SHARD_IDS: '0,1' }, 'SHARD_IDS must be different shard numbers below SHARD_TOTAL, itself a number (e.g. SHARD_IDS=0,1 with SHARD_TOTAL=2), not "0,1" of "auto"'],
  ])('%o is refused in one sentence naming it', (env, reason) => {
    expect(refusal(env)).toBe(`In .env: ${reason}.`);
  });

  it('names every bad value in the one sentence', () => {
    expect(refusal({ HEALTH_PORT: 'x', LOG_LEVEL: 'loud', COMPUTER_DELAY_MS: '-5' })).toBe(
      'In .env: HEALTH_PORT must be a port number from 0 to 65535, not "x"; LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"; ' +
        'COMPUTER_DELAY_MS must be a whole number of milliseconds from 0 to 10000, not "-5".',
    );
  });

  it('keeps the parsed values of the settings other modules use', () => {
    const r = readConfig({ ...base, CLOCK_SWEEP_MS: '250', COMPUTER_DELAY_MS: '0', RENDER_WORKERS: '2', DISCORD_API_URL: 'http://proxy:8080/api/', PUZZLE_DATE: '2026-11-20' });
    expect(r.ok && r.config).toMatchObject({ clock: { sweepMs: 250, scale: 1 }, computerDelayMs: 0, renderWorkers: 2, apiUrl: 'http://proxy:8080/api', shard: null, puzzleDate: '2026-11-20' });
  });
});

describe("discord.js's shard variables", () => {
  const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123' };

  it.each([{ SHARD_COUNT: 'auto' }, { SHARD_COUNT: '' }, { SHARDS: '[0,1]' }])('an operator\'s %o is not read, and said to be ignored', (env) => {
    const r = readConfig({ ...base, ...env });
    const [key] = Object.keys(env);
    expect(r.ok && r.config.shard).toBe(null);
    expect(r.ok && r.config.ignored).toEqual([`${key} is not read by the bot (the sharded launcher's setting is SHARD_TOTAL): remove it from .env`]);
  });

  it('under the launcher, the shard it passes is the one this process runs', () => {
    const r = readConfig({ ...base, SHARDING_MANAGER: 'true', SHARDS: '1', SHARD_COUNT: '3' });
    expect(r.ok && r.config).toMatchObject({ shard: { ids: [1], count: 3 }, ignored: [] });
  });

  it('SHARD_IDS runs several shards in one process', () => {
    const r = readConfig({ ...base, SHARD_IDS: '0, 1', SHARD_TOTAL: '2' });
    expect(r.ok && r.config.shard).toEqual({ ids: [0, 1], count: 2 });
  });

  it('SHARD_TOTAL is "auto" or a count', () => {
    expect(shardTotal({})).toBe('auto');
    expect(shardTotal({ SHARD_TOTAL: ' 4 ' })).toBe(4);
    expect(() => shardTotal({ SHARD_TOTAL: '0' })).toThrow('SHARD_TOTAL must be "auto" or a whole number of shards from 1, not "0".');
  });
});
