/**
 * Two bot processes on one Postgres: the Activity served by the first, the moves made
 * through the second. A change saved by the other process reaches the open page's live
 * stream too (the store tells every process which channel was written), once per step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/ports.js';
import { Stage } from './e2e/harness.js';
import { generator, Table } from './e2e/table.js';
import { freshDatabase } from './support/postgres.js';

let stage: Stage;
let second: string;
let port = 0;

beforeAll(async () => {
  generator('sowpods');
  port = await freePort();
  stage = await Stage.open({ storeUrl: await freshDatabase('activity_shared') });
  await stage.startBot({ ACTIVITY_PORT: String(port), DISCORD_CLIENT_SECRET: 'loopback-client-secret' });
  second = (await stage.startReplica()).session;
}, 180_000);

afterAll(async () => {
  await stage?.close();
});

const api = (path: string) => `http://127.0.0.1:${port}/api${path}`;

describe('the Activity of one process, the moves through another', () => {
  it('announces every move the other process saves, once each', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('shared'), [alice, bob]);
    await table.open('tournament');
    const { access_token: token } = await (await fetch(api('/token'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: stage.fake.authorizeCode(alice) }) })).json() as { access_token: string };
    const { ticket } = await (await fetch(api(`/channels/${table.channel}/live-ticket`), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).json() as { ticket: string };
    const controller = new AbortController();
    const res = await fetch(api(`/channels/${table.channel}/live?ticket=${ticket}`), { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const versions: number[] = [];
    const reading = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          for (const m of buffer.matchAll(/event: change\ndata: (\{.*?\})\n\n/g)) versions.push((JSON.parse(m[1]!) as { version: number }).version);
          buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        }
      } catch {
        // Closed by the test.
      }
    })();
    await stage.fake.waitFor(() => versions.length > 0 || undefined, 5000, 'the first event');
    const waits: number[] = [];
    stage.fake.via = second;
    for (let i = 0; i < 4; i++) {
      const t0 = Date.now();
      const g = await table.step();
      await stage.fake.waitFor(() => versions.includes(g.history.length) || undefined, 5000, `step ${g.history.length} announced`);
      waits.push(Date.now() - t0);
    }
    stage.fake.via = undefined;
    const g = await table.game();
    // Each step once, in order, from the deal's to the last.
    const first = versions[0]!;
    expect(versions).toEqual(Array.from({ length: g.history.length - first + 1 }, (_, i) => first + i));
    console.log(`moves saved by the other process, announced by the Activity's: ${waits.join(', ')} ms after each was sent`);
    controller.abort();
    await reading;
  }, 120_000);
});
