/**
 * The Activity's server parts without a browser: requests read and checked as tables,
 * dragged tiles written as the engine's move (or the engine's reason they make none), the
 * preview a word judge only where the rules judge words on play, sign-in through Discord
 * (the token's user as Discord says, remembered a while), and its settings.
 */
import { describe, expect, it } from 'vitest';
import { actionOf, lettersOf, preview, readRequest, tilesToMove } from '../src/activity/actions.js';
import { activityView } from '../src/activity/view.js';
import { ALPHABETS } from '../src/engine/alphabet.js';
import { apply } from '../src/engine/index.js';
import { TILE_SETS } from '../src/engine/tiles.js';
import { RECORD_SCHEMA, type ChannelRecord } from '../src/games/record.js';
import { DiscordOAuth } from '../src/activity/oauth.js';
import { readConfig } from '../src/bot/config.js';
import { boardWith, rulesOf, scenario, WORDS } from './support/engine.js';

const tile = (row: number, col: number, letter: string, blank = false) => ({ row, col, letter, blank });

describe('reading a request', () => {
  it.each([
    [{ type: 'pass', version: 3 }, { type: 'pass', version: 3 }],
    [{ type: 'challenge', version: 0 }, { type: 'challenge', version: 0 }],
    [{ type: 'propose-end', version: 4 }, { type: 'propose-end', version: 4 }],
    [{ type: 'accept-end', version: 5 }, { type: 'accept-end', version: 5 }],
    [{ type: 'decline-end', version: 5 }, { type: 'decline-end', version: 5 }],
    [{ type: 'next-game', version: 9 }, { type: 'next-game', version: 9 }],
    [{ type: 'exchange', version: 2, tiles: 'ae?' }, { type: 'exchange', version: 2, tiles: 'AE?' }],
    [{ type: 'play', version: 1, move: '8H QI' }, { type: 'play', version: 1, move: '8H QI' }],
    [{ type: 'play', version: 1, tiles: [tile(7, 7, 'q'), tile(7, 8, 'I', true)] }, { type: 'play', version: 1, tiles: [tile(7, 7, 'Q'), tile(7, 8, 'I', true)] }],
  ])('%j is %j', (body, read) => {
    expect(readRequest(body, ALPHABETS.latin)).toEqual(read);
  });

  it.each([
    ['spanish', [tile(7, 7, 'Ĉ'), tile(7, 8, 'ŀ', true), tile(7, 9, 'ñ'), tile(7, 10, 'Ř')], 'ĈŀÑ?Ř'],
    ['german', [tile(7, 7, 'Ä'), tile(7, 8, 'ö', true), tile(7, 9, 'Ü')], 'äÖü?'],
  ] as const)('in %s, the game\'s letters are read (the engine\'s Ĉ for CH, a blank in either case)', (set, tiles, exchanged) => {
    const letters = ALPHABETS[set];
    expect(readRequest({ type: 'play', version: 1, tiles }, letters)).toEqual({ type: 'play', version: 1, tiles: tiles.map((t) => ({ ...t, letter: t.letter.toUpperCase() })) });
    expect(readRequest({ type: 'exchange', version: 1, tiles: exchanged }, letters)).toEqual({ type: 'exchange', version: 1, tiles: exchanged.toUpperCase() });
  });

  it.each([
    ['latin', 'Ñ'], ['latin', 'Ĉ'], ['spanish', 'K'], ['spanish', 'W'], ['german', 'Ñ'], ['german', 'ß'], ['italian', 'J'], ['french', 'É'],
  ] as const)('in %s, %s is no letter of the game: refused', (set, letter) => {
    expect(readRequest({ type: 'play', version: 1, tiles: [tile(7, 7, letter)] }, ALPHABETS[set])).toBeNull();
    expect(readRequest({ type: 'exchange', version: 1, tiles: letter }, ALPHABETS[set])).toBeNull();
  });

  it('the letters of a game are its tile set\'s, and English with no game', () => {
    const rules = rulesOf('tournament');
    expect(lettersOf(scenario({ ...rules, tileSet: 'spanish' }, {}))).toBe(ALPHABETS.spanish);
    expect(lettersOf(scenario(rules, {}))).toBe(ALPHABETS.latin);
    expect(lettersOf(undefined)).toBe(ALPHABETS.latin);
  });

  it.each([
    null, 'pass', {}, { type: 'pass' }, { type: 'pass', version: -1 }, { type: 'pass', version: 1.5 }, { type: 'resign', version: 1 },
    { type: 'exchange', version: 1, tiles: 'ABCDEFGH' }, { type: 'exchange', version: 1, tiles: 'A1' },
    { type: 'play', version: 1, tiles: [] }, { type: 'play', version: 1, tiles: [tile(15, 0, 'A')] }, { type: 'play', version: 1, tiles: [tile(0, 0, 'AB')] },
    { type: 'play', version: 1, tiles: [tile(7, 7, 'A'), tile(7, 7, 'B')] }, { type: 'play', version: 1, move: 'x'.repeat(41) },
  ])('%j is refused', (body) => {
    expect(readRequest(body, ALPHABETS.latin)).toBeNull();
  });
});

describe('dragged tiles as a move', () => {
  const rules = rulesOf('tournament');
  const g = scenario(rules, { racks: ['QIZTAES', 'RETAINS'], board: boardWith({ 7: '.......CAT' }) });

  it.each([
    ['across, on a row', [tile(8, 6, 'A'), tile(8, 7, 'T')], '9G AT'],
    ['down, in a column', [tile(8, 9, 'E'), tile(9, 9, 'A')], 'J8 .EA'],
    ['one tile making the longer word down', [tile(8, 7, 'A')], 'H8 .A'],
    ['one tile making the longer word across', [tile(7, 10, 'S')], '8H ...S'],
    ['a blank beside a tile, written lower case', [tile(7, 10, 's', true), tile(7, 11, 'T')], '8H ...sT'],
    ['a blank alone, marked with ?', [tile(7, 10, 's', true)], '8H ...?S'],
  ])('%s', (_, tiles, move) => {
    expect(tilesToMove(g, tiles.map((t) => ({ ...t, letter: t.letter.toUpperCase() })))).toEqual({ ok: true, value: move });
  });

  it.each([
    ['standard', 'S?TAEIN', [tile(7, 10, 'S', true)], 7, 10, 's'],
    ['standard', 'S??AEIN', [tile(7, 10, 'S', true), tile(7, 11, 'S', true)], 7, 11, 's'],
    ['spanish', 'Ĉ?TAEIN', [tile(7, 10, 'Ĉ', true)], 7, 10, 'ĉ'],
  ] as const)('in %s, blanks dragged on their own are played as blanks, though the rack holds the real tile', (tileSet, rack, tiles, row, col, shown) => {
    const game = scenario({ ...rules, tileSet }, { racks: [rack, 'RETAINS'], board: boardWith({ 7: '.......CAT' }) });
    const action = actionOf(game, { type: 'play', version: 0, tiles: [...tiles] }, 0);
    if (!action.ok) throw new Error(action.error.code);
    const after = apply(game, action.value, {});
    if (!after.ok) throw new Error(after.error.code);
    expect(after.value.board[row]![col]).toBe(shown);
    expect(after.value.racks[0]).toContain(rack[0]);
  });

  it('tiles not in one line are the engine\'s refusal, never a move somewhere else', () => {
    const out = tilesToMove(g, [tile(8, 6, 'A'), tile(10, 9, 'T')]);
    expect(out.ok).toBe(false);
    const action = actionOf(g, { type: 'play', version: 0, tiles: [tile(8, 6, 'A'), tile(10, 9, 'T')] }, 0);
    expect(action.ok).toBe(false);
  });

  it('the preview scores the play; it checks words only where the rules check them on play', () => {
    const phony = [tile(8, 6, 'Z'), tile(8, 7, 'Z')];
    const rack = scenario(rules, { racks: ['ZZTAES?', 'RETAINS'], board: boardWith({ 7: '.......CAT' }) });
    const double = preview(rack, phony, 0, WORDS);
    expect(double).toMatchObject({ ok: true, move: '9G ZZ' });
    const voided = preview({ ...rack, rules: { ...rules, challenge: 'void' } }, phony, 0, WORDS);
    expect(voided).toMatchObject({ ok: false, problem: { code: 'invalid-words' } });
    const missing = preview(rack, [tile(8, 6, 'Q'), tile(8, 7, 'I')], 0, WORDS);
    expect(missing).toMatchObject({ ok: false, problem: { code: 'tiles-not-in-rack' } });
  });
});

describe('signing in through Discord', () => {
  function discord() {
    const calls: string[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/oauth2/token')) {
        const form = new URLSearchParams(String(init!.body));
        if (form.get('client_secret') !== 'secret') return new Response('{"error":"invalid_client"}', { status: 401 });
        return Response.json(form.get('code') === 'good' ? { access_token: 'tok', expires_in: 60 } : { error: 'invalid_grant' }, { status: form.get('code') === 'good' ? 200 : 400 });
      }
      const auth = new Headers(init?.headers).get('authorization');
      if (auth === 'Bearer tok') return Response.json({ id: '42', username: 'alice', global_name: 'Alice A.' });
      if (auth === 'Bearer down') return new Response('', { status: 502 });
      return new Response('{"message":"401: Unauthorized"}', { status: 401 });
    }) as typeof fetch;
    return { calls, fetcher };
  }
  const time = { now: 0 };
  const make = (secret = 'secret', f = discord()) => ({ oauth: new DiscordOAuth({ apiBase: 'http://discord.test/api/v10', clientId: '1', clientSecret: secret, fetch: f.fetcher, now: () => time.now, cacheMs: 1000 }), ...f });

  it('exchanges a code; a bad code, a bad secret and Discord down are told apart', async () => {
    const { oauth } = make();
    expect(await oauth.exchange('good')).toEqual({ ok: true, accessToken: 'tok', expiresIn: 60 });
    expect(await oauth.exchange('bad')).toEqual({ ok: false, why: 'bad-code' });
    expect(await oauth.exchange('bad code with spaces')).toEqual({ ok: false, why: 'bad-code' });
    expect(await make('wrong').oauth.exchange('good')).toEqual({ ok: false, why: 'bad-code' });
  });

  it('the token\'s user is Discord\'s answer, remembered for a while, then asked again', async () => {
    const { oauth, calls } = make();
    expect(await oauth.identify('tok')).toEqual({ ok: true, identity: { id: '42', name: 'Alice A.' } });
    time.now += 500;
    await oauth.identify('tok');
    expect(calls.filter((c) => c.includes('/users/@me'))).toHaveLength(1);
    time.now += 1000;
    await oauth.identify('tok');
    expect(calls.filter((c) => c.includes('/users/@me'))).toHaveLength(2);
    expect(await oauth.identify('forged')).toEqual({ ok: false, why: 'bad-token' });
    expect(await oauth.identify('down')).toEqual({ ok: false, why: 'discord-unavailable' });
  });
});

describe('the view the page gets', () => {
  it.each([
    ['spanish', 28, [['Ĉ', 'CH'], ['Ŀ', 'LL'], ['Ñ', 'Ñ'], ['Ř', 'RR']]],
    ['german', 29, [['Ä', 'Ä'], ['Ö', 'Ö'], ['Ü', 'Ü'], ['W', 'W']]],
    ['standard', 26, [['A', 'A'], ['Z', 'Z']]],
  ] as const)('a %s game carries its %i tiles with their faces and its values', (tileSet, n, some) => {
    const game = scenario({ ...rulesOf('tournament'), tileSet }, {});
    const record = { schema: RECORD_SCHEMA, version: 1, channelId: '1', guildId: null, lobby: null, game, hostId: 'p0' } as ChannelRecord;
    const view = activityView('1', record, 'p0', 0);
    expect(view.alphabet).toHaveLength(n);
    for (const pair of some) expect(view.alphabet).toContainEqual(pair);
    expect(view.values).toEqual(TILE_SETS[tileSet].values);
  });
});

describe('the Activity\'s settings', () => {
  const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1' };
  it.each([
    [{}, null],
    [{ ACTIVITY_PORT: '8080', DISCORD_CLIENT_SECRET: 's' }, { port: 8080, host: '127.0.0.1', clientSecret: 's' }],
    [{ ACTIVITY_PORT: '0', ACTIVITY_HOST: '0.0.0.0', DISCORD_CLIENT_SECRET: 's' }, { port: 0, host: '0.0.0.0', clientSecret: 's' }],
  ])('%j', (env, activity) => {
    const out = readConfig({ ...base, ...env });
    expect(out.ok && out.config.activity).toEqual(activity);
  });

  it.each([
    [{ ACTIVITY_PORT: 'web', DISCORD_CLIENT_SECRET: 's' }, 'In .env: ACTIVITY_PORT must be a port number from 0 to 65535, not "web".'],
    [{ ACTIVITY_PORT: '8080' }, 'In .env: DISCORD_CLIENT_SECRET is needed with ACTIVITY_PORT (the Client Secret from the OAuth2 page of your application at https://discord.com/developers/applications).'],
  ])('%j is refused in one sentence', (env, message) => {
    expect(readConfig({ ...base, ...env })).toEqual({ ok: false, message });
  });
});
