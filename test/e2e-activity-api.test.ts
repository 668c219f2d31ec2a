/**
 * End to end, through the bot as shipped with ACTIVITY_PORT set: the Activity's server on
 * the same hub and store. Sign-in as Discord prescribes (the authorize code exchanged with
 * the client secret, the user as Discord's /users/@me names the token), the view with the
 * rack for its owner only, a play dragged onto the board (its preview, then the move) that
 * the channel sees as a board like any other, refusals in the bot's own words, a stale
 * board refused, and the live stream announcing a slash command's move and catching up
 * after a reconnect.
 */
import { describe, expect, it } from 'vitest';
import { freePort } from './support/ports.js';
import type { APIUser } from 'discord-api-types/v10';
import { explain } from '../src/bot/messages.js';
import { words } from '../src/bot/words/index.js';
import { checkPlay, type GameState } from '../src/engine/index.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { generator, Table } from './e2e/table.js';

let stage: Stage;
const port = await freePort();
const SECRET = 'loopback-client-secret';
botStageForFile((s) => {
  stage = s;
}, { ACTIVITY_PORT: String(port), DISCORD_CLIENT_SECRET: SECRET });

// The page calls through Discord's URL mapping: /.proxy/... reaches the same routes.
const api = (path: string) => `http://127.0.0.1:${port}/.proxy/api${path}`;

async function signIn(user: APIUser): Promise<string> {
  const res = await fetch(api('/token'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: stage.fake.authorizeCode(user) }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(token: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(api(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

/** The tiles of the best play for the player to move, as the page would drag them. */
function bestTiles(g: GameState) {
  const [best] = generator(g.rules.lexicon).best(g.board, g.racks[g.turn]!, g.rules, 1);
  const checked = checkPlay(g.board, best!.notation, g.racks[g.turn]!, g.rules);
  if (!checked.ok) throw new Error(checked.error.code);
  return { notation: checked.value.notation, score: checked.value.score, tiles: checked.value.placement.tiles };
}

describe('signing in', () => {
  it('exchanges the code with the client secret; a code is used once; a token Discord does not know is refused', async () => {
    const alice = stage.fake.user('alice');
    const code = stage.fake.authorizeCode(alice);
    const first = await fetch(api('/token'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(first.status).toBe(200);
    expect(stage.fake.grants.exchanges.at(-1)).toMatchObject({ client_id: stage.fake.applicationId, client_secret: SECRET, grant_type: 'authorization_code', code });
    const again = await fetch(api('/token'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ ok: false, message: words.activity['bad-code'] });
    const forged = await call('not-a-token-discord-gave', `/channels/${stage.fake.channelId('general')}/game`);
    expect(forged).toEqual({ status: 401, json: { ok: false, message: words.activity['bad-token'] } });
    const none = await fetch(api(`/channels/${stage.fake.channelId('general')}/game`));
    expect(none.status).toBe(401);
  }, 60_000);
});

describe('a game through the Activity beside slash commands', () => {
  it('shows each their own rack, plays a dragged move the channel sees, refuses in the bot\'s words, and goes live', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const carol = stage.fake.addUser('carol');
    const table = new Table(stage, stage.fake.addChannel('activity'), [alice, bob]);
    await table.open('tournament');
    // A rack with plays on the empty board (a dealt rack may hold none).
    let g = await table.setGame((x) => ({ ...x, racks: x.racks.map((r, i) => (i === x.turn ? 'RETAINS' : r)) }));
    const tokens = { alice: await signIn(alice), bob: await signIn(bob), carol: await signIn(carol) };
    const mover = g.players[g.turn]!.id === alice.id ? 'alice' : 'bob';
    const other = mover === 'alice' ? 'bob' : 'alice';

    // The board offers the Activity; pressing it opens it (Discord's LaunchActivity answer, no message).
    const openButton = (table.lastBoard!.components as { components?: { custom_id?: string; label?: string }[] }[]).flatMap((row) => row.components ?? []).find((c) => c.custom_id === 'scrabble:open-board');
    expect(openButton).toMatchObject({ label: 'Open the board' });
    const launch = table.press(carol, 'scrabble:open-board');
    await stage.fake.waitFor(() => stage.fake.callbacks.find((c) => c.interactionId === launch.id), 5000, 'the launch answer');
    expect(stage.fake.callbacks.find((c) => c.interactionId === launch.id)!.type).toBe(12);
    await new Promise((r) => setTimeout(r, 300));
    expect(stage.fake.messages.filter((m) => m.interactionId === launch.id)).toEqual([]);

    // Each sees the board; only a player gets a rack, and only their own.
    const seen = {
      mover: (await call(tokens[mover], `/channels/${table.channel}/game`)).json,
      other: (await call(tokens[other], `/channels/${table.channel}/game`)).json,
      carol: (await call(tokens.carol, `/channels/${table.channel}/game`)).json,
    };
    expect(seen.mover).toMatchObject({ state: 'playing', version: g.history.length, seat: g.turn, rack: g.racks[g.turn], bagCount: g.bag.length, turn: g.turn });
    expect(seen.other.rack).toBe(g.racks[1 - g.turn]);
    expect(seen.carol.seat).toBe(-1);
    expect(seen.carol).not.toHaveProperty('rack');
    expect(JSON.stringify(seen.carol)).not.toContain(g.racks[0]!);
    expect(seen.mover.board).toEqual(g.board);

    // The live stream: opened with a one-use ticket; its first event says where the game stands.
    const stream = await openStream(tokens.carol, table.channel);
    expect(await stream.next()).toEqual({ version: g.history.length });

    // Not their turn, or not a player: refused in the bot's words, whatever the page claims.
    const play = bestTiles(g);
    const wrong = await call(tokens[other], `/channels/${table.channel}/actions`, { type: 'play', version: g.history.length, tiles: play.tiles, user: g.players[g.turn]!.id });
    expect(wrong.json).toEqual({ ok: false, message: explain({ code: 'not-your-turn', detail: g.players[g.turn]!.name }) });
    const spectator = await call(tokens.carol, `/channels/${table.channel}/actions`, { type: 'pass', version: g.history.length });
    expect(spectator.json).toEqual({ ok: false, message: explain({ code: 'spectator' }) });

    // A preview: the score and words the engine gives; tiles out of line explained.
    const preview = await call(tokens[mover], `/channels/${table.channel}/preview`, { tiles: play.tiles });
    expect(preview.json).toMatchObject({ ok: true, move: play.notation, score: play.score });
    const scattered = [{ ...play.tiles[0]!, row: 0, col: 0 }, ...play.tiles.slice(1)];
    const bad = await call(tokens[mover], `/channels/${table.channel}/preview`, { tiles: scattered });
    expect(bad.json.ok).toBe(false);
    expect(bad.json.message).toMatch(/\S/);
    expect(Object.values(words.activity)).not.toContain(bad.json.message);

    // The move, dragged: the channel gets its board as a slash command's, and the stream says so.
    const boardsBefore = boardsIn(table.channel).length;
    const moved = await call(tokens[mover], `/channels/${table.channel}/actions`, { type: 'play', version: g.history.length, tiles: play.tiles });
    expect(moved.status).toBe(200);
    expect(moved.json.ok).toBe(true);
    const after = await table.game();
    expect(after.history.length).toBe(g.history.length + 1);
    expect(after.scores[g.turn]).toBe(g.scores[g.turn]! + play.score);
    expect(moved.json.view).toMatchObject({ version: after.history.length, rack: after.racks[g.turn] });
    expect(await stream.next()).toEqual({ version: after.history.length });
    // Posted by the publisher (no interaction to answer), with the move in its words.
    const board = await stage.fake.waitFor(() => boardsIn(table.channel).slice(boardsBefore).find((m) => m.kind === 'channel-message'), 10_000, 'the board of the move made in the Activity');
    // The opening play's word as the channel spells it (a blank's letter in lower case there too).
    expect(board.embeds[0]?.description?.toLowerCase()).toContain(`**${play.notation.split(' ')[1]!.toLowerCase()}**`);
    expect(board.components.length).toBeGreaterThan(0);

    // A stale board: the same version again is refused and nothing changes.
    const stale = await call(tokens[other], `/channels/${table.channel}/actions`, { type: 'pass', version: g.history.length });
    expect(stale).toEqual({ status: 409, json: { ok: false, message: explain({ code: 'stale' }) } });
    expect((await table.game()).history.length).toBe(after.history.length);

    // A move by slash command reaches the open stream at once.
    const sent = Date.now();
    const slashDone = table.expectTurn(table.sendNext(after));
    const announced = await stream.next();
    const ms = Date.now() - sent;
    await slashDone;
    g = await table.game();
    expect(announced).toEqual({ version: g.history.length });
    console.log(`live: a slash command's move announced to an open Activity ${ms} ms after it was sent`);

    // Dropped and reopened: the first event catches up with the store.
    stream.close();
    await table.step();
    g = await table.game();
    const again = await openStream(tokens.carol, table.channel);
    expect(await again.next()).toEqual({ version: g.history.length });
    again.close();
    // A ticket is used once.
    const ticket = (await call(tokens.carol, `/channels/${table.channel}/live-ticket`, {})).json.ticket as string;
    expect((await fetch(api(`/channels/${table.channel}/live?ticket=${ticket}`))).status).toBe(200);
    expect((await fetch(api(`/channels/${table.channel}/live?ticket=${ticket}`))).status).toBe(401);
  }, 120_000);
});

describe('ending by agreement through the Activity (the duel)', () => {
  it('one proposes, the other is asked and agrees: the game is over, as with /scrabble end', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('activity-duel'), [alice, bob]);
    await table.open('duel');
    const g = await table.game();
    const tokens = { alice: await signIn(alice), bob: await signIn(bob) };
    const [mover, other] = g.players[g.turn]!.id === alice.id ? ['alice', 'bob'] as const : ['bob', 'alice'] as const;
    expect((await call(tokens[mover], `/channels/${table.channel}/game`)).json).toMatchObject({ endByAgreement: true, endProposedBy: null, endWaitsForYou: false });
    const proposed = await call(tokens[mover], `/channels/${table.channel}/actions`, { type: 'propose-end', version: g.history.length });
    expect(proposed.json.ok).toBe(true);
    const asked = (await call(tokens[other], `/channels/${table.channel}/game`)).json;
    expect(asked).toMatchObject({ endProposedBy: g.turn, endWaitsForYou: true });
    // Not between the games of a match: game 2 cannot be dealt.
    const early = await call(tokens[other], `/channels/${table.channel}/actions`, { type: 'next-game', version: asked.version });
    expect(early.json).toEqual({ ok: false, message: explain({ code: 'not-between-games' }) });
    const agreed = await call(tokens[other], `/channels/${table.channel}/actions`, { type: 'accept-end', version: asked.version });
    expect(agreed.json.ok).toBe(true);
    expect(agreed.json.view.state).toBe('over');
    expect((await table.game()).result?.reason).toBe('agreement');
  }, 60_000);
});

function boardsIn(channel: string) {
  return stage.fake.messages.filter((m) => m.channelId === channel && !m.ephemeral && m.attachments.some((a) => a.name === 'board.png'));
}

/** An EventSource-like reader of the live stream: `next()` resolves with each `change` event's data. */
async function openStream(token: string, channel: string) {
  const { ticket } = (await call(token, `/channels/${channel}/live-ticket`, {})).json as { ticket: string };
  const controller = new AbortController();
  const res = await fetch(api(`/channels/${channel}/live?ticket=${ticket}`), { signal: controller.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  const waiting: ((e: unknown) => void)[] = [];
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: change$/m.test(block)) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
          const w = waiting.shift();
          if (w) w(data);
          else events.push(data);
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    next: () => events.length > 0 ? Promise.resolve(events.shift()) : Promise.race([
      new Promise<unknown>((r) => waiting.push(r)),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no change event on the live stream within 10 s')), 10_000).unref()),
    ]),
    close: () => controller.abort(),
  };
}
