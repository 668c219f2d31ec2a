/**
 * The daily puzzle's service on a store: the same puzzle for every server and process that
 * day (kept as a document), one answer per person per day even when two arrive at once, an
 * illegal answer not counted, and a server's standings as the days go by.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/games/open.js';
import { ANSWER_KIND, PUZZLE_KIND } from '../src/games/puzzles.js';
import type { GameStore } from '../src/games/store.js';
import { addDays } from '../src/puzzle/standings.js';
import { puzzlesOn } from './support/bot.js';
import { sqliteUrl } from './support/store-backends.js';

const stores: GameStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
});

async function store(url = 'memory://'): Promise<GameStore> {
  const s = await openStore(url);
  stores.push(s);
  return s;
}

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const user = (id: string) => ({ id, name: id });

describe('the puzzle service', () => {
  it('gives every server the same puzzle, made once and kept in the store', async () => {
    const url = sqliteUrl();
    const clock = { now: noon('2026-11-25') };
    const [one, two] = [puzzlesOn(await store(url), () => clock.now), puzzlesOn(await store(url), () => clock.now)];
    const first = await one.puzzle('2026-11-25');
    expect(await stores.at(-1)!.doc(PUZZLE_KIND, '2026-11-25')).toMatchObject({ date: '2026-11-25', lexicon: 'sowpods' });
    // Another process on the same store reads it; a third on a store of its own makes the same.
    expect(JSON.stringify(await two.puzzle('2026-11-25'))).toBe(JSON.stringify(first));
    expect(JSON.stringify(await puzzlesOn(await store(), () => clock.now).puzzle('2026-11-25'))).toBe(JSON.stringify(first));
    const { today, yesterday } = await one.current();
    expect([today.date, yesterday.date]).toEqual(['2026-11-25', '2026-11-24']);
  });

  it('scores one answer per person per day, whatever the server; an illegal one uses nothing up', async () => {
    const clock = { now: noon('2026-11-25') };
    const s = await store();
    const puzzles = puzzlesOn(s, () => clock.now);
    const p = await puzzles.puzzle('2026-11-25');
    const bad = await puzzles.answer('g1', user('ann'), 'QUIZ');
    expect(bad.ok ? bad.value : bad.error).toEqual({ code: 'bad-notation', detail: 'QUIZ' });
    const second = p.byEquity[1]!;
    const first = await puzzles.answer('g1', user('ann'), second.move);
    expect(first.ok && first.value).toMatchObject({ kind: 'scored', answer: { date: '2026-11-25', userId: 'ann', guildId: 'g1', play: { move: second.move } } });
    const again = await puzzles.answer('g2', user('ann'), p.byEquity[0]!.move);
    expect(again.ok && again.value).toMatchObject({ kind: 'already', answer: { play: { move: second.move }, guildId: 'g1' } });
    expect((await s.docs(ANSWER_KIND, 'g2'))).toEqual([]);
  });

  it('of two answers at once, exactly one is scored', async () => {
    const s = await store(sqliteUrl());
    const puzzles = puzzlesOn(s, () => noon('2026-11-25'));
    const p = await puzzles.puzzle('2026-11-25');
    const outs = await Promise.all([p.byEquity[0]!.move, p.byScore.move, p.byEquity[2]!.move].map((m) => puzzles.answer('g1', user('bo'), m)));
    const kinds = outs.map((o) => (o.ok ? o.value.kind : o.error.code));
    expect(kinds.filter((k) => k === 'scored')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'already')).toHaveLength(2);
    const kept = outs.find((o) => o.ok && o.value.kind === 'scored')!;
    for (const o of outs) expect(o.ok && o.value.answer.play.move).toBe(kept.ok && kept.value.answer.play.move);
  });

  it('counts points and streaks per server across days, and reveals yesterday\'s answer', async () => {
    const clock = { now: noon('2026-11-20') };
    const puzzles = puzzlesOn(await store(), () => clock.now);
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const earned = new Map<string, number>();
    for (const date of days) {
      clock.now = noon(date);
      const p = await puzzles.puzzle(date);
      // cy answers every day, in another server; dee the first day and the last.
      for (const [who, guild] of [['cy', 'g1'], ['dee', 'g1'], ['eve', 'g2']] as const) {
        if (who === 'dee' && date === '2026-11-21') continue;
        const out = await puzzles.answer(guild, user(who), who === 'cy' ? p.byEquity[0]!.move : p.byScore.move);
        expect(out.ok && out.value.kind).toBe('scored');
        if (out.ok) earned.set(who, (earned.get(who) ?? 0) + out.value.answer.points);
      }
    }
    const board = await puzzles.leaderboard('g1');
    expect(board.rows.map((r) => [r.userId, r.points, r.answers, r.streak, r.bestStreak])).toEqual([
      ['cy', 300, 3, 3, 3],
      ['dee', earned.get('dee'), 2, 1, 1],
    ]);
    expect(board.yesterday.date).toBe('2026-11-21');
    // Two days on with no answer, the streaks are over; the points stay.
    clock.now = noon(addDays('2026-11-22', 2));
    expect((await puzzles.leaderboard('g1')).rows.map((r) => [r.userId, r.points, r.streak])).toEqual([['cy', 300, 0], ['dee', earned.get('dee'), 0]]);
    expect((await puzzles.leaderboard('g2')).rows.map((r) => r.userId)).toEqual(['eve']);
  });
});
