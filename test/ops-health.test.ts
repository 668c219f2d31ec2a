/**
 * The running bot as an operator watches it: /healthz and /metrics from the real bot logged
 * in to the loopback Discord, and one JSON log line per interaction saying where it came
 * from and how long it took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotProcess } from './e2e/harness.js';
import { Stage } from './e2e/harness.js';

let stage: Stage;
let bot: BotProcess;
let url: string;

type Line = Record<string, unknown> & { msg: string };
const lines = (out: string): Line[] => out.trim().split('\n').map((l) => JSON.parse(l) as Line);

beforeAll(async () => {
  stage = await Stage.open();
  bot = await stage.startBot({ HEALTH_PORT: '0', LOG_LEVEL: 'info' });
  url = String(lines(bot.stdout).find((l) => l.msg.startsWith('Health and metrics on'))?.url);
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

describe('the health server', () => {
  it('listens on the loopback address only, by default', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('/healthz: 200 with the gateway and the store in JSON', async () => {
    const res = await fetch(`${url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toMatchObject({ status: 'ok', gateway: 'ready', store: 'ok', accepting: true, inFlight: 0 });
  });

  it('/metrics: interactions by kind and outcome, their duration, the gateway and the process', async () => {
    const alice = stage.fake.user('alice');
    await stage.fake.slash(alice, 'general', 'scrabble', 'rules').done({ timeoutMs: 10_000 });
    await stage.fake.autocomplete(alice, 'general', 'scrabble', 'new', { preset: '' }, 'preset').done({ timeoutMs: 10_000 });
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('scrabble_interactions_total{kind="command",outcome="ok"} 1');
    expect(text).toContain('scrabble_interactions_total{kind="autocomplete",outcome="ok"} 1');
    expect(text).toContain('scrabble_interaction_seconds_count{kind="command"} 1');
    expect(text).toContain('scrabble_interactions_in_flight 0');
    // The command was acknowledged once (autocomplete answers are not acknowledgements).
    expect(text).toContain('scrabble_ack_latency_milliseconds_count 1');
    expect(text).toMatch(/^# TYPE scrabble_render_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE scrabble_queue_depth gauge$/m);
    expect(text).toContain('scrabble_errors_total');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // Read after a /healthz: the gateway gauge follows the last check.
    await fetch(`${url}/healthz`);
    expect(await (await fetch(`${url}/metrics`)).text()).toContain('scrabble_gateway_ready 1');
  });

  it('anything else: 404 naming the two paths', async () => {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found: try /healthz or /metrics.\n');
  });
});

describe('logs', () => {
  it('one JSON line per interaction: guild, channel, interaction, command, outcome and latency', async () => {
    const alice = stage.fake.user('alice');
    const handle = stage.fake.slash(alice, 'general', 'scrabble', 'rules');
    await handle.done({ timeoutMs: 10_000 });
    await stage.fake.waitFor(() => lines(bot.stdout).some((l) => l.interaction === handle.id && l.msg === 'interaction'), 2000);
    const line = lines(bot.stdout).find((l) => l.interaction === handle.id && l.msg === 'interaction')!;
    expect(line).toMatchObject({
      level: 'info',
      guild: stage.fake.guildId,
      channel: stage.fake.channelId('general'),
      user: alice.id,
      kind: 'command',
      command: 'scrabble rules',
      outcome: 'ok',
    });
    expect(line.latencyMs).toEqual(expect.any(Number));
    expect(new Date(String(line.time)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(bot.stderr).toBe('');
  });

  it('an unknown subcommand is answered with a sentence', async () => {
    const handle = stage.fake.slash(stage.fake.user('bob'), 'general', 'scrabble', 'teleport');
    const answer = await handle.waitForMessage(() => true, 10_000);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe("I don't know that command. Type `/scrabble` to see the list.");
  });
});
