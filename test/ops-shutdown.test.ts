/**
 * Stopping the bot with SIGTERM while plays are in flight: each is finished, answered and
 * saved; an interaction that arrives meanwhile is told the bot is restarting; the process
 * exits 0; /healthz says 503 meanwhile. The fake Discord answers every REST call 150 ms late, so the plays are still
 * running when the signal lands.
 */
import type { APIUser } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionHandle } from './discord-api/server.js';
import { Stage } from './e2e/harness.js';
import { generator, Table } from './e2e/table.js';

const RESTARTING = /^I'm restarting; try again in a moment\./;
let stage: Stage;

beforeAll(async () => {
  generator('sowpods');
  stage = await Stage.open({ latencyMs: 150 });
  await stage.startBot({ HEALTH_PORT: '0' });
}, 120_000);

afterAll(async () => {
  await stage?.close();
});

/** The bot has called back for this interaction: it is being handled. */
const reached = (handle: InteractionHandle) => stage.fake.requests.some((r) => r.path.startsWith(`/interactions/${handle.id}/`));

describe('SIGTERM with plays in flight', () => {
  it('finishes, answers and saves every one; refuses newcomers in words; exits 0', async () => {
    const fake = stage.fake;
    const tables = [0, 1, 2, 3].map((n) => new Table(stage, fake.addChannel(`stop-${n}`), [fake.addUser(`s${n}a`), fake.addUser(`s${n}b`)]));
    // Each game opened, joined and started; answers awaited whatever their form.
    await Promise.all(tables.map(async (t) => {
      const [host, guest] = t.players as [APIUser, APIUser];
      for (const [user, sub, options] of [[host, 'new', { preset: 'tournament' }], [guest, 'join', {}], [host, 'start', {}]] as const) {
        await t.slash(user, sub, options).done({ timeoutMs: 10_000, quietMs: 300 });
      }
    }));
    const before = await Promise.all(tables.map((t) => t.game()));
    const plays = tables.map((t, n) => t.sendNext(before[n]!));
    await fake.waitFor(() => plays.every(reached), 5000, 'every play acknowledged');

    const bot = stage.bot!;
    bot.child.kill('SIGTERM');
    await bot.waitForOutput(/"msg":"Stopping: no new interactions"/, 5000);
    const late = fake.slash(fake.user('alice'), 'general', 'scrabble', 'rules');
    // Health checks see the bot going away while it drains.
    const url = JSON.parse(bot.stdout.split('\n').find((l) => l.includes('"msg":"Health and metrics on'))!).url as string;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', accepting: false });

    const { code } = await bot.exited;
    expect(code).toBe(0);
    for (const [n, t] of tables.entries()) {
      const after = await t.game();
      expect(after.history).toHaveLength(before[n]!.history.length + 1);
      // The board the channel sees is the one saved.
      const board = plays[n]!.messages.findLast((m) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));
      expect(board?.embeds[0]!.footer!.text).toMatch(new RegExp(`move ${after.moveNumber}$`));
    }
    const refusal = await late.waitForMessage(() => true, 1000);
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toMatch(RESTARTING);
    const stopped = JSON.parse(bot.stdout.split('\n').find((l) => l.includes('"msg":"Stopped"'))!);
    expect(stopped).toMatchObject({ finished: 5, abandoned: 0 });
    expect(bot.stderr).toBe('');
  }, 120_000);
});
