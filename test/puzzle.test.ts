/**
 * The daily puzzle: made the same from the same date (and differently on another), its
 * key the move generator's best plays by equity and by score (derived again here from the
 * full list), answers scored by the equity lost, and a server's standings across days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCandidates } from '../src/ai/candidates.js';
import { loadLeaveTable } from '../src/ai/leaves.js';
import { moveGenerator } from '../src/movegen/index.js';
import { DEFAULT_CACHE_DIR, loadLexicon } from '../src/lexicon/index.js';
import { pointsFor, scoreAnswer } from '../src/puzzle/answer.js';
import { makePuzzle, PUZZLE_RULES, puzzleContext, type Puzzle } from '../src/puzzle/make.js';
import { addDays, dayNumber, standings, type AnswerEntry } from '../src/puzzle/standings.js';

const lexicon = loadLexicon('sowpods', { cacheDir: DEFAULT_CACHE_DIR });
const table = loadLeaveTable('standard');
const DATES = ['2026-11-25', '2026-11-26', '2026-12-31', '2027-02-28'];
const made = new Map<string, Puzzle>();
const puzzleOf = (date: string): Puzzle => {
  if (!made.has(date)) made.set(date, makePuzzle(date, lexicon, 'sowpods', table));
  return made.get(date)!;
};

describe('making the puzzle', () => {
  it.each(DATES)('%s: the same date gives the same puzzle, byte for byte', (date) => {
    const again = makePuzzle(date, lexicon, 'sowpods', table);
    expect(JSON.stringify(again)).toBe(JSON.stringify(puzzleOf(date)));
  });

  it('different dates give different positions', () => {
    const racks = new Set(DATES.map((d) => JSON.stringify([puzzleOf(d).board, puzzleOf(d).rack])));
    expect(racks.size).toBe(DATES.length);
  });

  it.each(DATES)('%s: a midgame position with tiles in the bag, from a tournament game', (date) => {
    const p = puzzleOf(date);
    expect(p.date).toBe(date);
    expect(p.rules.preset).toBe('tournament');
    expect(p.turn).toBeGreaterThanOrEqual(PUZZLE_RULES.firstTurn);
    expect(p.bagCount).toBeGreaterThanOrEqual(PUZZLE_RULES.minBag);
    expect(p.rack).toHaveLength(7);
    // Every tile is somewhere: on the board, on the rack, or unseen (bag and the other rack).
    const onBoard = p.board.join('').replace(/\./g, '').replace(/[a-z]/g, '?');
    expect(onBoard.length + p.rack.length + p.unseen.length).toBe(100);
  });

  it.each(DATES)('%s: the key is the best plays by equity and by score of the full list', (date) => {
    const p = puzzleOf(date);
    // Every play, valued here by hand: its score plus the leave table's value of the tiles it keeps.
    const plays = moveGenerator(lexicon).allPlays(p.board, p.rack, p.rules).map((x) => {
      let leave = p.rack;
      for (const t of x.placement.tiles) leave = leave.replace(t.blank ? '?' : t.letter, '');
      return { move: x.notation, score: x.score, equity: x.score + table.value(leave) };
    });
    const round = (x: number) => Math.round(x * 10) / 10;
    const byEquity = [...plays].sort((a, b) => b.equity - a.equity || b.score - a.score || (a.move < b.move ? -1 : 1));
    expect(p.byEquity.map((k) => [k.move, k.score, k.equity])).toEqual(byEquity.slice(0, PUZZLE_RULES.keySize).map((c) => [c.move, c.score, round(c.equity)]));
    // The answer is unique: every other turn (an exchange or a pass too) is at least a point of equity below, and it scores enough.
    const all = allCandidates(puzzleContext(p, table), lexicon);
    expect(all[0]!.kind === 'place' && all[0]!.move).toBe(byEquity[0]!.move);
    expect(all[0]!.equity - all[1]!.equity).toBeGreaterThanOrEqual(PUZZLE_RULES.minMargin);
    expect(byEquity[0]!.score).toBeGreaterThanOrEqual(PUZZLE_RULES.minScore);
    const top = Math.max(...plays.map((x) => x.score));
    expect(p.byScore.score).toBe(top);
    expect(plays.some((c) => c.move === p.byScore.move && c.score === top && round(c.equity) === p.byScore.equity)).toBe(true);
  });
});

describe('scoring an answer', () => {
  it.each([
    [0, 100], [0.1, 100], [1, 95], [2.5, 88], [7.1, 65], [19.9, 1], [20, 0], [35, 0],
  ])('%s equity lost earns %s points', (lost, points) => {
    expect(pointsFor(lost)).toBe(points);
  });

  it('the best play by equity earns 100; the best by score what its equity lost earns', () => {
    const p = puzzleOf(DATES[0]!);
    const best = scoreAnswer(p, p.byEquity[0]!.move, lexicon, table);
    expect(best.ok && best.value).toMatchObject({ lost: 0, points: 100, play: { move: p.byEquity[0]!.move, score: p.byEquity[0]!.score, equity: p.byEquity[0]!.equity } });
    for (const k of [...p.byEquity.slice(1), p.byScore]) {
      const r = scoreAnswer(p, k.move, lexicon, table);
      const lost = Math.round((p.byEquity[0]!.equity - k.equity) * 10) / 10;
      expect(r.ok && r.value).toMatchObject({ lost, points: pointsFor(lost), play: { score: k.score, equity: k.equity } });
    }
  });

  it.each(DATES)('%s: an illegal answer is refused with the code /scrabble play refuses it with', (date) => {
    const p = puzzleOf(date);
    const code = (text: string) => {
      const r = scoreAnswer(p, text, lexicon, table);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('QUIZ')).toBe('bad-notation');
    expect(code('8Z QUIZ')).toBe('bad-position');
    const squares = Array.from({ length: 225 }, (_, i) => `${Math.floor(i / 15) + 1}${'ABCDEFGHIJKLMNO'[i % 15]}`);
    // Two of the rack's tiles on squares that touch nothing: it does not fit.
    const tiles = p.rack.replace('?', '').slice(0, 2);
    expect(squares.some((sq) => code(`${sq} ${tiles}`) === 'not-connected')).toBe(true);
    // The best play with one placed tile changed: to a letter not on the rack (missing tiles), or to one on it (no longer a word).
    const [square, word] = p.byEquity[0]!.move.split(' ') as [string, string];
    const at = [...word].findIndex((c) => c !== '.' && c === c.toUpperCase());
    const swapped = (letter: string) => `${square} ${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
    const absent = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !p.rack.includes(c))!;
    expect(code(swapped(absent))).toBe('tiles-not-in-rack');
    const kinds = new Set([...p.rack].filter((c) => c !== '?' && c !== word[at]).map((c) => code(swapped(c))));
    expect(kinds.has('invalid-words') || [...p.rack].filter((c) => c !== '?' && c !== word[at]).length === 0).toBe(true);
  });
});

const entry = (date: string, userId: string, points: number): AnswerEntry => ({ date, userId, name: userId, points });

describe('standings', () => {
  it.each([
    ['no answer', '2026-11-25', [], []],
    ['today only', '2026-11-25', [entry('2026-11-25', 'a', 80)], [['a', 80, 1, 1, 1]]],
    ['yesterday keeps the streak', '2026-11-25', [entry('2026-11-23', 'a', 10), entry('2026-11-24', 'a', 20)], [['a', 30, 2, 2, 2]]],
    ['a day missed ends it', '2026-11-25', [entry('2026-11-22', 'a', 10), entry('2026-11-23', 'a', 20)], [['a', 30, 2, 0, 2]]],
    ['a gap splits runs', '2026-11-25', [entry('2026-11-20', 'a', 1), entry('2026-11-21', 'a', 1), entry('2026-11-22', 'a', 1), entry('2026-11-24', 'a', 1), entry('2026-11-25', 'a', 1)], [['a', 5, 5, 2, 3]]],
    ['best first', '2026-11-25', [entry('2026-11-25', 'a', 50), entry('2026-11-25', 'b', 90)], [['b', 90, 1, 1, 1], ['a', 50, 1, 1, 1]]],
    ['across a month and a year', '2027-01-01', [entry('2026-12-30', 'a', 5), entry('2026-12-31', 'a', 5), entry('2027-01-01', 'a', 5)], [['a', 15, 3, 3, 3]]],
  ] as const)('%s', (_name, today, entries, rows) => {
    expect(standings(entries, today).map((s) => [s.userId, s.points, s.answers, s.streak, s.bestStreak])).toEqual(rows);
  });

  it('days count across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(dayNumber('2026-11-25') - dayNumber('2026-11-24')).toBe(1);
  });

  it('streak ≤ best streak ≤ answers, and the points are the sum of the answers', () => {
    const answers = fc.array(fc.record({ day: fc.integer({ min: 0, max: 40 }), user: fc.constantFrom('a', 'b', 'c'), points: fc.integer({ min: 0, max: 100 }) }), { maxLength: 60 });
    fc.assert(fc.property(answers, fc.integer({ min: 0, max: 45 }), (list, todayOffset) => {
      // One answer per person per day, as the store keeps them.
      const seen = new Set<string>();
      const entries = list.filter((a) => !seen.has(`${a.day}:${a.user}`) && seen.add(`${a.day}:${a.user}`)).map((a) => entry(addDays('2026-10-01', a.day), a.user, a.points));
      const today = addDays('2026-10-01', todayOffset);
      const rows = standings(entries.filter((e) => e.date <= today), today);
      for (const r of rows) {
        const mine = entries.filter((e) => e.userId === r.userId && e.date <= today);
        expect(r.points).toBe(mine.reduce((s, e) => s + e.points, 0));
        expect(r.answers).toBe(mine.length);
        expect(r.streak).toBeLessThanOrEqual(r.bestStreak);
        expect(r.bestStreak).toBeLessThanOrEqual(r.answers);
        // The streak is the run of days up to today or yesterday.
        let run = 0;
        const days = new Set(mine.map((e) => e.date));
        let d = days.has(today) ? today : addDays(today, -1);
        while (days.has(d)) {
          run++;
          d = addDays(d, -1);
        }
        expect(r.streak).toBe(run);
      }
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
    }));
  });
});
