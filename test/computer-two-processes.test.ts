/**
 * Two bot processes on one Postgres and the computer player: both may act for the same
 * computer seat (one answering the move it applied, the other sweeping at start-up), and
 * the store's compare-and-set lets exactly one of them. Then a short game through both
 * processes: one computer move and one computer board per turn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import { computerBoards, personAction, settled } from './e2e/computer.js';
import { Stage } from './e2e/harness.js';
import { generator, nextCommand, Table, TURN_TIMEOUT_MS } from './e2e/table.js';
import { freshDatabase } from './support/postgres.js';

/** The first process waits this long before each computer move, so the second can start up and get there first. */
const SLOW_MS = 10_000;

let stage: Stage;

beforeAll(async () => {
  generator('sowpods');
  stage = await Stage.open({ storeUrl: await freshDatabase('computer_two_processes') });
  await stage.startBot({ COMPUTER_DELAY_MS: String(SLOW_MS) });
}, 180_000);

afterAll(async () => {
  await stage?.close();
});

const turnsBy = (g: GameState, seat: number) => g.history.filter((e) => (e.type === 'place' || e.type === 'exchange' || e.type === 'pass' || e.type === 'challenge-lost' || e.type === 'challenge-failed' || e.type === 'challenge-bonus' || e.type === 'withdrawn') && e.player === seat).length;

describe('the computer with two bot processes on one Postgres', () => {
  it('moves exactly once per turn, though both processes try', async () => {
    const fake = stage.fake;
    const main = fake.sessions.at(-1)!.id;
    const alice = fake.user('alice');
    const table = new Table(stage, fake.addChannel('computer-race'), [alice]);
    fake.via = main;
    await table.expectPublic(table.slash(alice, 'new', { preset: 'tournament', opponent: 'club' }));
    await table.expectTurn(table.slash(alice, 'start'));
    let g = await table.game();
    const me = g.players.findIndex((p) => p.id === alice.id);
    const computer = 1 - me;
    if (g.turn === me) {
      // The person's move, through the first process: its computer will wait SLOW_MS before answering.
      const [sub, options] = nextCommand(g);
      await table.expectTurn(table.slash(alice, sub, options));
      g = await table.game();
    }
    expect(g.turn).toBe(computer);
    const before = turnsBy(g, computer);
    const asked = Date.now();
    // The second process starts while the first waits; its start-up sweep finds the computer to move.
    const replica = await stage.startReplica({ COMPUTER_DELAY_MS: '0' });
    const startedIn = Date.now() - asked;
    expect(startedIn).toBeLessThan(SLOW_MS - 1000);
    for (const t0 = Date.now(); turnsBy(await table.game(), computer) === before;) {
      if (Date.now() - t0 > TURN_TIMEOUT_MS) throw new Error('no move from the start-up sweep');
      await new Promise((r) => setTimeout(r, 50));
    }
    // Past the first process's wait: it tried too, found its write stale, thought again, and had nothing to do.
    await new Promise((r) => setTimeout(r, SLOW_MS - (Date.now() - asked) + 2000));
    g = await table.game();
    expect(turnsBy(g, computer)).toBe(before + 1);
    expect(computerBoards(table)).toHaveLength(1);
    table.lastBoard = computerBoards(table)[0];
    // The move was the second process's; the first one's write came too late and was dropped.
    expect(replica.bot.stdout).toMatch(/Computer \(club\) moved in/);
    expect(stage.bot!.stdout).not.toMatch(/Computer \(club\) moved in/);
    expect(stage.stderr).toBe('');

    // The rest of a game, every person's move through the second process (the first would wait).
    fake.via = replica.session;
    for (let i = 0; i < 200 && g.status === 'playing'; i++) {
      const action = personAction(table, g, me);
      if (action) await table.expectTurn(action);
      g = await settled(table, me);
    }
    fake.via = undefined;
    expect(g.status).toBe('over');
    // One board per computer action, never two for one position: a board for each of its turns
    // (the race's move among them), and one more when it let the person's going-out play stand.
    await new Promise((r) => setTimeout(r, 1000));
    const boards = computerBoards(table);
    const positions = boards.map((b) => `${b.embeds[0]!.footer!.text}|${b.embeds[0]!.description}|${b.embeds[0]!.fields!.map((f) => f.value).join()}`);
    expect(new Set(positions).size).toBe(boards.length);
    const moves = turnsBy(g, computer) - before;
    expect(boards.length - moves).toBeGreaterThanOrEqual(0);
    expect(boards.length - moves).toBeLessThanOrEqual(1);
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  }, 300_000);
});
