/**
 * End to end, through the loopback Discord and the bot as shipped: the daily puzzle in two
 * servers over three days (the bot restarted each day with PUZZLE_DATE, its test-only
 * clock). The same puzzle in both servers, as an image; answers private, once a day, an
 * illegal one explained and not counted; the leaderboard with points and streaks; the day
 * before's answer revealed.
 */
import { describe, expect, it } from 'vitest';
import { loadLeaveTable } from '../src/ai/leaves.js';
import { spellMove } from '../src/engine/index.js';
import { DEFAULT_CACHE_DIR, loadLexicon } from '../src/lexicon/index.js';
import { pointsFor } from '../src/puzzle/answer.js';
import { makePuzzle, type KeyPlay, type Puzzle } from '../src/puzzle/make.js';
import type { InteractionHandle, RecordedMessage } from './discord-api/server.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { checkImages, dottedWords } from './e2e/checks.js';
import type { Stage } from './e2e/harness.js';

const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22'];
const lexicon = loadLexicon('sowpods', { cacheDir: DEFAULT_CACHE_DIR });
const table = loadLeaveTable('standard');
const puzzles = new Map<string, Puzzle>();
const puzzleOf = (date: string) => {
  if (!puzzles.has(date)) puzzles.set(date, makePuzzle(date, lexicon, 'sowpods', table));
  return puzzles.get(date)!;
};

let stage: Stage;
botStageForFile((s) => {
  stage = s;
}, { PUZZLE_DATE: DAYS[0]! }, { guilds: [{ name: 'Server A', channels: ['puzzle-a'], users: ['alice', 'carol'] }, { name: 'Server B', channels: ['puzzle-b'], users: ['bob'] }] });

const WAIT = 30_000;
const send = (user: string, channel: string, options: Record<string, string> = {}): InteractionHandle => stage.fake.slash(stage.fake.user(user), channel, 'puzzle', null, options);

async function privately(h: InteractionHandle): Promise<string> {
  const m = await h.waitForMessage(() => true, WAIT);
  expect(m.ephemeral, m.content).toBe(true);
  return m.content;
}

async function publicly(h: InteractionHandle, what: (m: RecordedMessage) => boolean): Promise<RecordedMessage> {
  const m = await h.waitForMessage((x) => !x.ephemeral && what(x), WAIT);
  expect(h.messages.filter((x) => x.ephemeral)).toEqual([]);
  return m;
}

/** The bot of another day: restarted with that date as its today. */
async function dayOf(date: string): Promise<void> {
  await stage.killBot();
  await stage.startBot({ PUZZLE_DATE: date });
}

const MONTH = 'November';
const longDate = (date: string) => `${Number(date.slice(8))} ${MONTH} ${date.slice(0, 4)}`;
const word = (p: Puzzle, k: KeyPlay) => {
  const s = spellMove(k.move, p.board)!;
  return `**${s.word}** (${s.square})`;
};
const valued = (p: Puzzle, k: KeyPlay) => `${word(p, k)} for ${k.score} (equity ${k.equity.toFixed(1)})`;
const revealed = (date: string) => {
  const p = puzzleOf(date);
  return `Answer to ${longDate(date)}'s puzzle: ${valued(p, p.byEquity[0]!)}; the best by score was ${valued(p, p.byScore)}.`;
};
const tiles = (rack: string) => [...rack].map((t) => (t === '?' ? 'blank' : t)).join(', ');
const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

describe('the daily puzzle', () => {
  it('is the same in both servers, as an image with the rack, and reveals the day before\'s answer', async () => {
    const p = puzzleOf(DAYS[0]!);
    const sent = Date.now();
    const a = await publicly(send('alice', 'puzzle-a'), (m) => m.attachments.some((x) => x.name === 'puzzle.png'));
    console.log(`the first /puzzle of the day answered in ${a.at - sent} ms`);
    const b = await publicly(send('bob', 'puzzle-b'), (m) => m.attachments.some((x) => x.name === 'puzzle.png'));
    expect(a.content).toBe([
      `**Daily puzzle, ${longDate(p.date)}.** Turn ${p.turn} of a tournament game: you have ${p.scores[0]}, your opponent ${p.scores[1]}, and the bag holds ${p.bagCount} tiles. Your rack: ${tiles(p.rack)}.`,
      'Find the best play by equity (its score plus what the tiles you keep are worth) and answer with `/puzzle answer:8H WORD`: one answer a day, seen only by you. The best play earns 100 points, and each point of equity below it costs 5.',
      revealed('2026-11-19'),
    ].join('\n'));
    expect(b.content).toBe(a.content);
    expect(b.attachments[0]!.bytes.equals(a.attachments[0]!.bytes)).toBe(true);
    expect(a.message.attachments[0]!.description).toBe(`The daily puzzle: the board, the scores and your rack (${tiles(p.rack)}).`);
    expect(await checkImages([a])).toBe(1);
    // Nobody has answered in Server B yet.
    const empty = await publicly(send('bob', 'puzzle-b', { show: 'leaderboard' }), (m) => m.embeds.length > 0);
    expect(empty.embeds[0]!.description).toBe(['Nobody in this server has answered the daily puzzle yet: `/puzzle` shows today\'s.', '', revealed('2026-11-19')].join('\n'));
  }, 60_000);

  it('scores an answer privately, once a day; an illegal one is explained and not counted', async () => {
    const p = puzzleOf(DAYS[0]!);
    expect(await privately(send('alice', 'puzzle-a', { answer: 'QUIZ' }))).toBe(
      'Write a play as a square and a word, like `8H QUIZ` (across) or `H8 QUIZ` (down).\nThat answer did not count: you can still answer today\'s puzzle.',
    );
    const [best, second] = p.byEquity as [KeyPlay, KeyPlay];
    const lost = Math.round((best.equity - second.equity) * 10) / 10;
    expect(await privately(send('alice', 'puzzle-a', { answer: second.move.toLowerCase() }))).toBe([
      `Your answer: ${valued(p, second)}.`,
      `The best play by equity: ${valued(p, best)}. You were ${lost.toFixed(1)} equity below it.`,
      `The best play by score: ${valued(p, p.byScore)}.`,
      `**${points(pointsFor(lost))}** (100 − 5 × equity lost, never below 0). See how the server does with \`/puzzle show:leaderboard\`; the answer is revealed tomorrow.`,
    ].join('\n'));
    expect(await privately(send('alice', 'puzzle-a', { answer: best.move }))).toBe(
      `You already answered today's puzzle with ${word(p, second)} for ${points(pointsFor(lost))}. A new puzzle comes at midnight UTC.`,
    );
    expect(await privately(send('bob', 'puzzle-b', { answer: best.move }))).toMatch(/^Your answer: .*\nThat is the best play by equity\.\n.*\n\*\*100 points\*\*/);
    // Two answers of carol's at once: one is scored, the other finds it.
    const both = await Promise.all([send('carol', 'puzzle-a', { answer: best.move }), send('carol', 'puzzle-a', { answer: p.byScore.move })].map(privately));
    expect(both.filter((t) => t.startsWith('Your answer: '))).toHaveLength(1);
    expect(both.filter((t) => t.startsWith('You already answered today\'s puzzle with '))).toHaveLength(1);
  }, 60_000);

  it('ranks each server\'s players by points, with streaks over the days, and reveals yesterday\'s answer', async () => {
    const first = new Map<string, number>();
    for (const doc of await stage.store.docs('puzzle-answer', stage.fake.guildIds[0]!)) first.set((doc.value as { userId: string }).userId, (doc.value as { points: number }).points);
    const [alice, carol] = ['alice', 'carol'].map((n) => stage.fake.user(n).id) as [string, string];
    for (const date of DAYS.slice(1)) {
      await dayOf(date);
      const best = puzzleOf(date).byEquity[0]!.move;
      expect(await privately(send('alice', 'puzzle-a', { answer: best }))).toMatch(/\*\*100 points\*\*/);
    }
    // Asked by the server's owner, who has not answered: their own line says so.
    const board = await publicly(send('owner-1', 'puzzle-a', { show: 'leaderboard' }), (m) => m.embeds.length > 0);
    const e = board.embeds[0]!;
    expect(e.title).toBe('Daily puzzle: this server\'s leaderboard');
    const rows = [
      ['alice', first.get(alice)! + 200, 3, 3, 3],
      ['carol', first.get(carol)!, 1, 0, 1],
    ].sort((x, y) => (y[1] as number) - (x[1] as number));
    expect(e.description).toBe([
      ...rows.map(([name, pts, answers, streak, best], i) => `**${i + 1}.** ${name} · ${points(pts as number)} · ${answers} answer${answers === 1 ? '' : 's'} · streak ${streak} (best ${best})`),
      '',
      'You have not answered a puzzle in this server yet.',
      '',
      revealed(DAYS[1]!),
    ].join('\n'));
    expect(e.footer?.text).toBe('Points: 100 for the best play by equity, 5 fewer for each point of equity below it. A streak counts the days in a row with an answer, up to today or yesterday.');
    // Ten more players with two days' answers each (equal, so in order of name): carol, below them, reads her own line under the ten.
    for (let i = 1; i <= 10; i++) {
      for (const date of DAYS.slice(0, 2)) {
        await stage.store.putDoc('puzzle-answer', `${date}:u${i}`, stage.fake.guildIds[0]!, { date, userId: `u${i}`, name: `player${i}`, points: 100, play: { move: '', score: 0, equity: 0, leave: '' }, lost: 0, guildId: stage.fake.guildIds[0]!, at: 0 });
      }
    }
    const crowded = await publicly(send('carol', 'puzzle-a', { show: 'leaderboard' }), (m) => m.embeds.length > 0);
    const lines = crowded.embeds[0]!.description!.split('\n');
    expect(lines.slice(0, 10).map((l) => /^\*\*\d+\.\*\* (\S+) /.exec(l)?.[1])).toEqual(['alice', ...Array.from({ length: 10 }, (_, i) => `player${i + 1}`).sort().slice(0, 9)]);
    expect(lines.slice(10)).toEqual(['', `You: **12.** carol · ${points(first.get(carol)!)} · 1 answer · streak 0 (best 1)`, '', revealed(DAYS[1]!)]);
    // The other server's board has its own player only: bob, whose streak ended with the days he missed.
    const other = await publicly(send('bob', 'puzzle-b', { show: 'leaderboard' }), (m) => m.embeds.length > 0);
    expect(other.embeds[0]!.description).toBe([`**1.** bob · 100 points · 1 answer · streak 0 (best 1)`, '', revealed(DAYS[1]!)].join('\n'));
    // Today's puzzle, asked for on the third day, reveals the second day's answer.
    const today = await publicly(send('bob', 'puzzle-b'), (m) => m.attachments.length > 0);
    expect(today.content.split('\n').at(-1)).toBe(revealed(DAYS[1]!));
  }, 120_000);

  it('sent every message without a failure, each play in whole words', () => {
    expect(stage.fake.messages.length).toBeGreaterThan(10);
    expect(dottedWords(stage.fake.messages)).toEqual([]);
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
