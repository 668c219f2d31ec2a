/**
 * End to end: a paced game through the loopback Discord where Bob stops answering. The
 * real bot process, with every pace shortened (CLOCK_SCALE) and a fast sweep, reminds
 * him, passes his turns when his clock runs out, and after three in a row he forfeits:
 * the game finishes by the clock. The bot is killed while one of Bob's deadlines passes
 * and started again: that deadline is acted on once, soon after the restart.
 */
import { expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table } from './e2e/table.js';

// Live pace is 3 min a move plus a 10-min bank: scaled, 1.8 s a move plus a 6 s bank
// (room for Alice's moves on a busy machine: her clock runs too).
const CLOCK = { CLOCK_SCALE: '0.01', CLOCK_SWEEP_MS: '200' };

let stage: Stage;
botStageForFile((s) => {
  stage = s;
}, CLOCK);

const timeOuts = (g: GameState, player: number) => g.history.filter((e) => e.type === 'time-out' && e.player === player).length;

it('a paced game where one player stops answering still finishes, by the clock', async () => {
  const fake = stage.fake;
  const [alice, bob] = [fake.user('alice'), fake.user('bob')];
  const channel = fake.addChannel('paced');
  const table = new Table(stage, channel, [alice, bob]);
  await table.open('tournament', { pace: 'live', timeout: 'forfeit' });
  const lobby = table.messages.find((m) => m.embeds[0]?.fields?.some((f) => f.name === 'Clock'));
  expect(lobby?.embeds[0]!.fields!.find((f) => f.name === 'Clock')!.value).toBe('Live: 2 s a move plus a 6 s bank. When time runs out, the turn is passed; 3 in a row forfeit the game.');
  expect(table.lastBoard!.embeds[0]!.fields!.find((f) => f.name === '⏱ Clock')?.value).toMatch(/^\*\*(alice|bob)\*\*: [12] s left this turn, then 6 s in the bank\. Time runs out <t:\d+:R>\.$/);
  const bobSeat = (await table.game()).players.findIndex((p) => p.id === bob.id);

  let killed = false;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const g = await table.game();
    if (g.status !== 'playing') break;
    if (Date.now() > deadline) throw new Error(`game still running: ${JSON.stringify(g.history.slice(-4))}`);
    if (g.turn !== bobSeat) {
      await table.expectTurn(table.sendNext(g));
      continue;
    }
    // Bob's turn: he never answers. Once, the bot is down while his deadline passes.
    if (!killed && timeOuts(g, bobSeat) === 1) {
      killed = true;
      const record = (await stage.record(channel))!;
      await stage.killBot();
      await new Promise((r) => setTimeout(r, Math.max(0, record.clock!.deadline - Date.now()) + 300));
      const restarted = Date.now();
      await stage.startBot(CLOCK);
      await waitUntil(async () => timeOuts((await table.game()), bobSeat) === 2, 60_000);
      // Acted on within a minute of coming back (here: within the first sweeps).
      expect(Date.now() - restarted).toBeLessThan(60_000);
      continue;
    }
    const before = timeOuts(g, bobSeat);
    await waitUntil(async () => {
      const now = await table.game();
      return now.status !== 'playing' || timeOuts(now, bobSeat) > before;
    }, 30_000);
  }

  const g = await table.game();
  expect(killed).toBe(true);
  expect(g.status).toBe('over');
  expect(g.result).toMatchObject({ reason: 'resigned', resigned: bobSeat, winners: [1 - bobSeat] });
  // Each of Bob's deadlines acted on exactly once: three time-outs, the third a forfeit.
  expect(timeOuts(g, bobSeat)).toBe(3);
  expect(g.history.filter((e) => e.type === 'forfeit')).toEqual([{ type: 'forfeit', player: bobSeat }]);
  // A board owed by the process killed right after a time-out is posted by the next one once its lease ends.
  const clockBoards = () => fake.messages.filter((m) => m.channelId === channel && m.kind === 'channel-message' && m.attachments.some((x) => x.name === 'board.png'));
  await waitUntil(async () => clockBoards().length >= 3, 40_000);
  const posted = fake.messages.filter((m) => m.channelId === channel && m.kind === 'channel-message');
  // The clock's own posts: a board per time-out, and half-time reminders (none late: one whose
  // deadline passed too, while the bot was down, gives way to the time-out; a short turn may
  // fall between two sweeps).
  const reminders = posted.filter((m) => m.content.startsWith(`<@${bob.id}>, half of your time for this turn is gone. Time runs out <t:`));
  expect(reminders.length).toBeGreaterThanOrEqual(1);
  expect(reminders.length).toBeLessThanOrEqual(2);
  // Nothing else is posted outside the interactions but reminders (Alice's too, should a busy machine slow her down).
  const others = posted.filter((m) => !m.attachments.length && !reminders.includes(m));
  expect(others.filter((m) => !m.content.startsWith(`<@${alice.id}>, half of your time for this turn is gone.`))).toEqual([]);
  const boards = posted.filter((m) => m.attachments.some((a) => a.name === 'board.png'));
  expect(boards.map((m) => m.embeds[0]!.description!.split('\n')[0])).toEqual([
    '**bob** ran out of time.',
    '**bob** ran out of time.',
    '**bob** ran out of time.',
  ]);
  const final = boards.at(-1)!;
  expect(final.content).toBe('The game is over.');
  expect(final.embeds[0]!.description).toContain('**bob** ran out of time too often and forfeits.');
  expect([...JSON.stringify(final.components).matchAll(/"custom_id":"([^"]+)"/g)].map((m) => m[1])).toEqual(['scrabble:rematch']);
  // The finished game is in the server's history by the time its final board is shown.
  expect((await stage.store.archived(fake.guildId, 10)).some((a) => a.channelId === channel)).toBe(true);
  expect(stage.stderr).not.toMatch(/Turn clock: .* failed/);
}, 240_000);

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
