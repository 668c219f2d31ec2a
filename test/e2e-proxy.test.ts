/**
 * The REST proxy (src/bot/rest-proxy.ts, `npm run proxy`) in front of the bot: the bot
 * knows only the proxy's address, yet logs in, answers interactions and plays a whole
 * game through it against the loopback Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProxyOptions } from '../src/bot/rest-proxy.js';
import { Stage } from './e2e/harness.js';
import { generator, Table } from './e2e/table.js';

let stage: Stage;
let proxyUrl: string;

beforeAll(async () => {
  generator('sowpods');
  stage = await Stage.open();
  const proxy = await stage.spawn('src/bot/rest-proxy.ts', /REST proxy listening at/, { PROXY_PORT: '0', DISCORD_UPSTREAM_URL: stage.fake.url });
  proxyUrl = /REST proxy listening at (\S+?)"/.exec(proxy.stdout)![1]!;
  await stage.startBot({ DISCORD_API_URL: proxyUrl });
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

describe('the REST proxy', () => {
  it('reads its settings, and refuses a bad port in one sentence', () => {
    expect(readProxyOptions({})).toEqual({ port: 8080, host: '127.0.0.1', upstream: undefined });
    expect(readProxyOptions({ PROXY_PORT: '9000', PROXY_HOST: '0.0.0.0', DISCORD_UPSTREAM_URL: 'http://up/api' })).toEqual({ port: 9000, host: '0.0.0.0', upstream: 'http://up/api' });
    expect(() => readProxyOptions({ PROXY_PORT: 'eighty' })).toThrow('PROXY_PORT must be a port number from 0 to 65535, not "eighty".');
  });

  it('carries a whole game: the bot talks to Discord only through it', async () => {
    expect(proxyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    expect(proxyUrl).not.toBe(stage.fake.url);
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel('proxied'), [fake.user('alice'), fake.user('bob')]);
    await table.open('classic');
    const final = await table.playOut();
    expect(final.status).toBe('over');
    expect(table.sent.every((h) => h.state.callback)).toBe(true);
    expect(fake.serverErrors).toEqual([]);
  }, 180_000);
});
