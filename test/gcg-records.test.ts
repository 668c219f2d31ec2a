/**
 * The project's own GCG records (test/fixtures/gcg): games the engine played and wrote
 * (make.ts) and hand-written edge cases, replayed and re-scored as `scrabble gcg verify`
 * checks the real-games corpus. They need nothing outside this repository, and between
 * them hold every kind of GCG line, every challenge rule, every preset's ending, games
 * of three and four players and both games of a match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run as gcgCommand } from '../src/cli/gcg.js';
import { decodeGcg, parseGcg, type GcgEvent, type GcgEventKind, type GcgGame } from '../src/engine/gcg.js';
import { describeMismatch, replayGcg } from '../src/engine/gcg-replay.js';
import { rackValue, TILE_SETS } from '../src/engine/tiles.js';
import { PLANS } from './fixtures/gcg/make.js';
import { withChangedNumber } from './support/gcg-mutation.js';

const DIR = fileURLToPath(new URL('./fixtures/gcg/', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.gcg')).sort();
const text = (file: string) => decodeGcg(readFileSync(join(DIR, file)));

function read(src: string): GcgGame {
  const r = parseGcg(src);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
}

const games = new Map(files.map((f) => [f, read(text(f))]));
const game = (file: string) => {
  const g = games.get(file);
  if (!g) throw new Error(`no record ${file}`);
  return g;
};
const kinds = (g: GcgGame, ...wanted: GcgEventKind[]) => g.events.filter((e) => wanted.includes(e.kind));

afterEach(() => vi.restoreAllMocks());

describe('the project\'s own GCG records', () => {
  it('are the files make.ts writes, and the hand-written ones', () => {
    const made = PLANS.flatMap((p) => (p.preset === 'match' ? [`${p.file}-game1.gcg`, `${p.file}-game2.gcg`] : [`${p.file}.gcg`]));
    expect(files).toEqual([...made, 'hand-edge-cases.gcg'].sort());
  });

  it.each(files)('%s replays with every recorded score and total', (file) => {
    const r = replayGcg(game(file));
    expect(r.complete).toBe(true);
    expect(r.mismatches.map(describeMismatch)).toEqual([]);
    // Every line's total was checked against the sum of the player's changes: the last ones are the final scores.
    const last = game(file).players.map((_, p) => game(file).events.findLast((e) => e.player === p)?.cumulative ?? 0);
    expect(r.totals).toEqual(last);
  });

  it('pass `scrabble gcg verify`, as the corpus does', async () => {
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    expect(await gcgCommand(['verify', ...files.map((f) => join(DIR, f))])).toBe(0);
    expect(out.at(-1)).toBe(`${files.length} passed, 0 failed`);
  });

  it('hold every kind of GCG line', () => {
    const all = [...games.values()].flatMap((g) => g.events);
    const count = (kind: GcgEventKind) => all.filter((e) => e.kind === kind).length;
    for (const kind of ['place', 'pass', 'exchange', 'exchange-count', 'withdrawn', 'challenge-bonus', 'end-rack', 'rack-penalty', 'time-penalty'] as const) {
      expect(count(kind), kind).toBeGreaterThan(0);
    }
    expect(new Set(all.filter((e) => e.kind === 'challenge-bonus').map((e) => e.delta))).toEqual(new Set([5, 10]));
    // Blanks, on the board and as written.
    expect(all.some((e) => e.kind === 'place' && /[a-z]/.test(e.word))).toBe(true);
    expect(all.some((e) => e.cumulative < 0)).toBe(true);
  });

  describe('challenges, by rule', () => {
    const withdrawn = (f: string) => kinds(game(f), 'withdrawn').length;
    const note = (f: string, pattern: RegExp) => game(f).events.some((e) => e.notes.some((n) => pattern.test(n)));

    it('double: a phony comes off, a wrong challenger loses a turn (a pass line, or a note and a later pass)', () => {
      const double = game('tournament-double.gcg');
      expect(withdrawn('tournament-double.gcg')).toBe(2);
      // The pass right after a valid play is the challenger's lost turn.
      const lost = double.events.filter((e, i) => e.kind === 'pass' && double.events[i - 1]?.kind === 'place' && double.events[i - 1]!.player !== e.player);
      expect(lost).toHaveLength(2);
      expect(withdrawn('tournament-four-players.gcg')).toBe(1);
      expect(note('tournament-four-players.gcg', /^Cy challenged Ann: the play is valid$/)).toBe(true);
      expect(withdrawn('classic-three-players.gcg')).toBe(1);
    });

    it('+5 and +10: the wrong challenge gives the challenged player the points', () => {
      expect(kinds(game('tournament-five-points.gcg'), 'challenge-bonus').map((e) => e.delta)).toEqual([5]);
      expect(kinds(game('tournament-ten-points.gcg'), 'challenge-bonus').map((e) => e.delta)).toEqual([10]);
      expect(withdrawn('tournament-five-points.gcg')).toBe(1);
      expect(withdrawn('tournament-ten-points.gcg')).toBe(1);
    });

    it('single: a phony comes off, a wrong challenge costs nothing (a note)', () => {
      expect(withdrawn('club.gcg')).toBe(1);
      expect(note('club.gcg', /^Ann challenged Bo: the play is valid$/)).toBe(true);
      expect(kinds(game('club.gcg'), 'challenge-bonus')).toEqual([]);
    });

    it('say who challenged, in a note on each challenge\'s line, as GCG has no field for it', () => {
      for (const f of files.filter((x) => x !== 'hand-edge-cases.gcg')) {
        const g = game(f);
        for (const e of kinds(g, 'withdrawn', 'challenge-bonus')) {
          const challenged = g.players[e.player]!.nick;
          const verdict = e.kind === 'withdrawn' ? 'not valid' : 'valid';
          expect(e.notes.filter((n) => new RegExp(`^\\S+ challenged ${challenged}: the play is ${verdict}$`).test(n)), `${f} line ${e.line}`).toHaveLength(1);
        }
      }
      expect(note('tournament-double.gcg', /^Bo challenged Ann: the play is not valid$/)).toBe(true);
    });

    it('void (duel, match): words are checked as played, so no challenge lines at all', () => {
      for (const f of ['duel.gcg', 'match-game1.gcg', 'match-game2.gcg']) {
        expect(kinds(game(f), 'withdrawn', 'challenge-bonus'), f).toEqual([]);
        expect(game(f).events.flatMap((e) => e.notes).filter((n) => /challenged/.test(n)), f).toEqual([]);
      }
    });
  });

  describe('the end of the game', () => {
    /** The lines after the last play, as [kind, player, delta]. */
    const ending = (f: string) => {
      const events = game(f).events;
      const last = events.findLastIndex((e) => e.kind === 'place' || e.kind === 'pass' || e.kind === 'exchange' || e.kind === 'withdrawn');
      return events.slice(last + 1).map((e) => [e.kind, e.player, e.delta] as const);
    };
    /** Going out by the box rule: the player out gains each other rack, each other player loses it. */
    const wentOut = (f: string) => {
      const end = ending(f);
      const out = end[0]![1];
      expect(end.length, f).toBe(2 * (game(f).players.length - 1));
      for (let i = 0; i < end.length; i += 2) {
        const [gain, loss] = [end[i]!, end[i + 1]!];
        expect([gain[0], gain[1], loss[0]], f).toEqual(['end-rack', out, 'rack-penalty']);
        expect(loss[1], f).not.toBe(out);
        expect(loss[2], f).toBe(-gain[2]);
      }
    };

    it.each(['tournament-four-players.gcg', 'club.gcg', 'classic-three-players.gcg', 'duel.gcg', 'match-game1.gcg', 'match-game2.gcg'])(
      '%s: a player goes out, gains every rack left, and each other player loses their own',
      (f) => wentOut(f),
    );

    // Two-player tournament games end as NASPA's do (RULES.md): one line, twice the rack left, and nothing lost.
    it.each(['tournament-double.gcg', 'tournament-five-points.gcg', 'tournament-ten-points.gcg'])(
      '%s: a player goes out and gains twice the rack left; the other player loses nothing',
      (f) => {
        const events = game(f).events;
        const end = ending(f);
        expect(end.map(([kind, player]) => [kind, player])).toEqual([['end-rack', events.findLast((e) => e.kind === 'place')!.player]]);
        const line = events.at(-1)!;
        expect(line.kind === 'end-rack' && line.delta).toBe(2 * rackValue(line.kind === 'end-rack' ? line.tiles : '', TILE_SETS.standard));
        // The replay counts the gain at twice the rack, as it does the corpus's NASPA records.
        expect(replayGcg(game(f)).mismatches).toEqual([]);
      },
    );

    it.each(['tournament-six-zero.gcg', 'tournament-scoreless-opening.gcg'])('%s: six scoreless turns, and each player loses their own rack', (f) => {
      const events = game(f).events;
      const end = events.length - ending(f).length;
      // What each of the last six turns scored: a phony and its withdrawal are one turn.
      const turns: number[] = [];
      for (let i = end - 1; i >= 0 && turns.length < 6; i--) {
        if (events[i]!.kind === 'withdrawn') turns.push(events[i]!.delta + events[--i]!.delta);
        else turns.push(events[i]!.delta);
      }
      expect(turns).toEqual([0, 0, 0, 0, 0, 0]);
      expect(ending(f).map(([kind, player]) => [kind, player])).toEqual([['rack-penalty', 0], ['rack-penalty', 1]]);
    });

    it('the hand-written NASPA ending: twice the rack left to the player out, then time penalties', () => {
      expect(ending('hand-edge-cases.gcg')).toEqual([['end-rack', 1, 18], ['time-penalty', 0, -10], ['time-penalty', 1, -20]]);
    });
  });

  it('hold games of two, three and four players, and both games of a match (each player starts one)', () => {
    expect(game('classic-three-players.gcg').players).toHaveLength(3);
    expect(game('tournament-four-players.gcg').players).toHaveLength(4);
    const first = (f: string) => game(f).events[0]!.player;
    expect([first('match-game1.gcg'), first('match-game2.gcg')]).toEqual([0, 1]);
    expect(game('match-game1.gcg').pragmas).toContainEqual({ keyword: 'title', value: expect.stringMatching(/game 1 of 2$/) });
  });

  it('the duel names its board and tiles, and is scored wrong without them', () => {
    const duel = game('duel.gcg');
    expect(duel.pragmas.slice(0, 2)).toEqual([{ keyword: 'board-layout', value: 'letterPremiumsOnly' }, { keyword: 'tile-distribution', value: 'noBlanks' }]);
    expect(replayGcg({ ...duel, pragmas: [] }).mismatches.length).toBeGreaterThan(0);
  });

  // Any change to a recorded number is caught, on its own line: the records check scoring, not just themselves.
  const numbered = files.flatMap((f) => game(f).events.map((e: GcgEvent) => [f, e.line, e.kind] as const));
  it('report a changed score or total on the changed line', () => {
    fc.assert(
      fc.property(fc.constantFrom(...numbered), fc.boolean(), fc.integer({ min: 1, max: 30 }), ([file, line, kind], total, by) => {
        const changed = withChangedNumber(text(file), line, kind, total, by);
        fc.pre(changed !== null);
        expect(replayGcg(read(changed!)).mismatches.some((m) => m.line === line)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
