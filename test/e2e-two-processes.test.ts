/**
 * Two bot processes on one Postgres, both serving the same channels through the loopback
 * Discord: pairs of actions sent at the same instant, one to each process, where only one
 * may apply. Over 500 pairs no move is lost (one of the two always applies) and none is
 * doubled (never both), and every interaction is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import { Stage } from './e2e/harness.js';
import { generator, nextCommand, Table } from './e2e/table.js';
import { freshDatabase } from './support/postgres.js';

const CHANNELS = 10;
const PAIRS_PER_CHANNEL = 50;

let stage: Stage;
let sessions: [string, string];

beforeAll(async () => {
  generator('sowpods');
  stage = await Stage.open({ storeUrl: await freshDatabase('two_processes') });
  await stage.startBot();
  const first = stage.fake.sessions.at(-1)!.id;
  const second = await stage.startReplica();
  sessions = [first, second.session];
}, 180_000);

afterAll(async () => {
  await stage?.close();
});

/** Turn-ending actions of the game so far: what a lost or doubled move would change. */
const turnsTaken = (g: GameState) => g.history.filter((e) => e.type === 'place' || e.type === 'pass' || e.type === 'exchange').length;

/** Two actions for the same position, each of which alone would apply. */
function pair(table: Table, g: GameState): [() => ReturnType<Table['slash']>, () => ReturnType<Table['slash']>] {
  const actor = table.user(g.players[g.turn]!.id);
  if (g.pending?.wentOut) return [() => table.press(actor, IDS.accept), () => table.press(actor, IDS.challenge)];
  const [sub, options] = nextCommand(g);
  const other = sub === 'pass' ? () => table.slash(actor, 'pass') : () => table.slash(actor, sub, options);
  return [other, () => table.press(actor, IDS.pass)];
}

describe('two bot processes on one Postgres', () => {
  it('500 same-instant pairs, one to each process: exactly one of each pair applies', async () => {
    const fake = stage.fake;
    expect(fake.sessions.filter((s) => s.connected)).toHaveLength(2);
    const outcomes = { pairs: 0, refusals: new Map<string, number>() };
    await Promise.all(Array.from({ length: CHANNELS }, async (_, c) => {
      const table = new Table(stage, fake.addChannel(`pair-${c}`), [fake.addUser(`p${c}a`), fake.addUser(`p${c}b`)]);
      await table.open('tournament');
      for (let i = 0; i < PAIRS_PER_CHANNEL; i++) {
        let g = await table.game();
        if (g.status !== 'playing') {
          await table.open('tournament');
          g = await table.game();
        }
        const before = turnsTaken(g);
        const [a, b] = pair(table, g);
        // Sent in one synchronous step, so both arrive at once; which process gets which alternates.
        const [first, second] = i % 2 === 0 ? sessions : [sessions[1], sessions[0]];
        fake.via = first;
        const ha = a();
        fake.via = second;
        const hb = b();
        fake.via = undefined;
        const { refusals } = await table.race([ha, hb]);
        for (const r of refusals) outcomes.refusals.set(r, (outcomes.refusals.get(r) ?? 0) + 1);
        const after = await table.game();
        const taken = g.pending?.wentOut ? Number(after.pending === null) : turnsTaken(after) - before;
        expect(taken, `pair ${i} in ${table.channel}`).toBe(1);
        outcomes.pairs += 1;
      }
      expect(table.sent.every((h) => h.state.callback)).toBe(true);
    }));
    expect(outcomes.pairs).toBe(CHANNELS * PAIRS_PER_CHANNEL);
    // The losing action of a pair is told why, privately: the other got there first.
    expect(outcomes.refusals.size).toBeGreaterThan(0);
    for (const text of outcomes.refusals.keys()) {
      // Out of turn: the sentence names the player to move.
      if (/^It's \*\*[^*]+\*\*'s turn, not yours\.$/.test(text)) continue;
      expect([
        'Someone else changed this game at the same moment, so yours was not applied. Look at the newest board and try again.',
        'That board is no longer the current one: use the buttons on the newest board below, or `/scrabble board` to post it again.',
        'There is no play to challenge right now: the window closes when the next player acts.',
        'This game is over. Start a new one with `/scrabble new`.',
      ]).toContain(text);
    }
    console.log(`pairs ${outcomes.pairs}; refusals ${JSON.stringify([...outcomes.refusals])}`);
    expect(stage.fake.serverErrors).toEqual([]);
  }, 600_000);
});
