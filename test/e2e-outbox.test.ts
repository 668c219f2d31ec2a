/**
 * End to end: a change saved just before the bot is killed (SIGKILL, a real child process)
 * is still shown, exactly once. The loopback Discord holds the bot's request for the board
 * at the chosen point, the test kills the bot there and starts it again:
 * - before the board reaches Discord (the request never applies),
 * - after Discord applied it but before the bot heard back (so it never marked it delivered),
 * for a person's move (the deferred placeholder, filled by the interaction's token after
 * the restart), the computer's move and a time-out (posts, repeated with their nonce).
 */
import { describe, expect, it } from 'vitest';
import { turnMessage } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import type { RecordedMessage } from './discord-api/server.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { nextCommand, Table, TURN_TIMEOUT_MS } from './e2e/table.js';

let stage: Stage;
const ENV = { COMPUTER_DELAY_MS: '0', CLOCK_SCALE: '0.005', CLOCK_SWEEP_MS: '200' };

botStageForFile((s) => {
  stage = s;
}, ENV);

const isBoard = (m: RecordedMessage) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png');
/** The footer every board ends with: the move it shows. */
const moveOf = (m: RecordedMessage) => /move (\d+)$/.exec(m.embeds[0]?.footer?.text ?? '')?.[1];

/** Every message of the channel that shows the board of move `move`, as it is now (deleted ones left out). */
function boardsOfMove(table: Table, move: number): RecordedMessage[] {
  const ids = new Set(table.fake.messages.filter((m) => m.channelId === table.channel && isBoard(m) && moveOf(m) === String(move)).map((m) => m.messageId));
  return [...ids].filter((id) => table.fake.message(id)).map((id) => table.fake.messages.filter((m) => m.messageId === id).at(-1)!);
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() - t0 > TURN_TIMEOUT_MS) throw new Error(`${what}: not within ${TURN_TIMEOUT_MS} ms; ${stage.stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Kills the bot while `hold` is held, checks the change was saved and is owed, and starts the bot again. */
async function killWhileHeld(table: Table, reached: Promise<unknown>, before: GameState): Promise<GameState> {
  await Promise.race([reached, new Promise((_, reject) => setTimeout(() => reject(new Error(`no request held; last requests ${JSON.stringify(table.fake.requests.slice(-6).map((r) => [r.method, r.path, r.status]))}; ${stage.stderr.slice(-1500)}`)), TURN_TIMEOUT_MS))]);
  const saved = (await stage.record(table.channel))!;
  expect(saved.game!.moveNumber).toBeGreaterThan(before.moveNumber);
  expect(saved.outbox?.filter((o) => o.kind === 'board')).toHaveLength(1);
  await stage.killBot();
  await stage.startBot(ENV);
  // Delivered and marked: nothing is owed any more.
  await waitUntil('the owed board delivered', async () => ((await stage.record(table.channel))!.outbox === undefined ? true : undefined));
  return saved.game!;
}

describe.each(['before', 'after'] as const)('killed %s the board reaches Discord', (when) => {
  it("a person's move: its placeholder is filled after the restart, once, and never left loading", async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel(`owed-move-${when}`), [fake.user('alice'), fake.user('bob')]);
    await table.open('tournament');
    const g = await table.game();
    const hold = fake.hold('PATCH', new RegExp(`^/webhooks/${fake.applicationId}/[^/]+/messages/(@|%40)original$`), when);
    const [sub, options] = nextCommand(g);
    const handle = table.slash(table.user(g.players[g.turn]!.id), sub, options);
    const after = await killWhileHeld(table, hold.reached, g);
    const board = await handle.waitForMessage(isBoard, TURN_TIMEOUT_MS);
    // The placeholder itself shows the move: no other message, nothing left "thinking".
    expect(board.messageId).toBe(handle.state.originalMessageId);
    expect(boardsOfMove(table, after.moveNumber).map((m) => m.messageId)).toEqual([board.messageId]);
    const shown = fake.message(board.messageId)!;
    expect(shown.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(after.scores.map((s) => `${s} points`));
    expect(shown.components?.length).toBeGreaterThan(0);
    // It is the board whose buttons act: the next player goes on from it.
    expect((await stage.record(table.channel))!.boardMessageId).toBe(board.messageId);
    table.lastBoard = fake.messages.filter((m) => m.messageId === board.messageId).at(-1);
    await table.step();
    expect(stage.fake.serverErrors).toEqual([]);
  }, 120_000);

  it("the computer's move: posted once after the restart", async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel(`owed-computer-${when}`), [fake.user('alice')]);
    await table.expectPublic(table.slash(fake.user('alice'), 'new', { preset: 'tournament', opponent: 'club' }));
    // The first channel post is the computer's first board.
    const hold = fake.hold('POST', new RegExp(`^/channels/${fake.channelId(table.channel)}/messages$`), when);
    await table.expectTurn(table.slash(fake.user('alice'), 'start'));
    let g = await table.game();
    if (g.turn === 0) {
      const [sub, options] = nextCommand(g);
      await table.expectTurn(table.slash(fake.user('alice'), sub, options));
      g = await table.game();
    }
    const after = await killWhileHeld(table, hold.reached, g);
    const boards = await waitUntil('the computer\'s board', () => {
      const found = boardsOfMove(table, after.moveNumber);
      return found.length > 0 ? found : undefined;
    });
    expect(boards).toHaveLength(1);
    expect(boards[0]!.kind).toBe('channel-message');
    expect(boards[0]!.embeds[0]!.fields!.slice(0, 2).map((f) => f.value)).toEqual(after.scores.map((s) => `${s} points`));
    expect((await stage.record(table.channel))!.boardMessageId).toBe(boards[0]!.messageId);
    expect(stage.fake.serverErrors).toEqual([]);
  }, 120_000);

  it('a time-out: its board posted once after the restart', async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel(`owed-clock-${when}`), [fake.user('alice'), fake.user('bob')]);
    // The board, not the half-time reminder posted before it.
    const hold = fake.hold('POST', new RegExp(`^/channels/${fake.channelId(table.channel)}/messages$`), when, (r) => r.files.length > 0);
    await table.open('tournament', { pace: 'live' });
    const g = await table.game();
    // Nobody moves: the turn times out (3 minutes scaled down), and its board is the channel's next post.
    const after = await killWhileHeld(table, hold.reached, g);
    expect(after.history.at(-1)).toMatchObject({ type: 'time-out', player: g.turn });
    const boards = boardsOfMove(table, after.moveNumber);
    expect(boards).toHaveLength(1);
    expect(boards[0]!.content).toContain(`<@${after.players[after.turn]!.id}>`);
    expect(stage.fake.serverErrors).toEqual([]);
  }, 120_000);
});

describe('the game\'s last move, killed before its board reaches Discord', () => {
  it('after the restart the board reads exactly as it would have: the end, and what each player lost for the tiles left', async () => {
    const fake = stage.fake;
    const table = new Table(stage, fake.addChannel('owed-end'), [fake.user('alice'), fake.user('bob')]);
    await table.open('tournament');
    // Five scoreless turns behind: the next pass is the sixth, and ends the game.
    const g = await table.setGame((x) => ({ ...x, scorelessTurns: 5 }));
    const hold = fake.hold('PATCH', new RegExp(`^/webhooks/${fake.applicationId}/[^/]+/messages/(@|%40)original$`), 'before');
    const handle = table.slash(table.user(g.players[g.turn]!.id), 'pass');
    const after = await killWhileHeld(table, hold.reached, g);
    expect(after.status).toBe('over');
    const board = await handle.waitForMessage(isBoard, TURN_TIMEOUT_MS);
    // What the bot would have shown had it not been killed, from the same change.
    const expected = await turnMessage(g, after, { actor: g.players[g.turn]!.id, quiet: [], passOpen: false, clock: null });
    expect(board.content).toBe(expected.content);
    expect(board.embeds[0]!.description).toBe(expected.embeds![0]!.description);
    expect(board.embeds[0]!.description).toMatch(/six scoreless turns|scoreless/i);
    expect(board.embeds[0]!.fields).toEqual(expected.embeds![0]!.fields);
  }, 120_000);
});

describe('after every kill', () => {
  it('no answer was left loading and nothing failed in the bot', () => {
    // Every deferred answer of these tables got its message.
    const deferred = stage.fake.callbacks.filter((c) => c.type === 5);
    for (const c of deferred) expect(stage.fake.messages.some((m) => m.interactionToken === c.token), `interaction ${c.interactionId}`).toBe(true);
    expect(stage.stderr).toBe('');
  });
});
