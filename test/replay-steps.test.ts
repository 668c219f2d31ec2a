/**
 * A finished game step by step (src/engine/replay.ts): whole games the engine played
 * (every plan of test/fixtures/gcg/make.ts: phonies withdrawn, challenges of every rule,
 * exchanges, passes, scoreless endings, three and four players, a duel, a match) and the
 * real games of the shared GCG corpus. Each step's scores are scored again from the
 * board and must be the totals the record wrote; the last step must be the final state.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createGame, findPreset, formatPosition, fullBag, publicView, TILE_SETS, type GameEvent, type GameState, type Rules, type TileSetId,
} from '../src/engine/index.js';
import { decodeGcg, parseGcg, type GcgGame } from '../src/engine/gcg.js';
import { gcgScoring, replayGcg } from '../src/engine/gcg-replay.js';
import { gcgOfGame } from '../src/engine/gcg-write.js';
import { gameRecords, replaySteps, stepView, type ReplayStep } from '../src/engine/replay.js';
import { DEFAULT_LEXICON, loadLexicon } from '../src/lexicon/index.js';
import { PLANS, playPlan } from './fixtures/gcg/make.js';

const lexicon = loadLexicon(DEFAULT_LEXICON);

function stepsOf(state: GameState): ReplayStep[] {
  const r = replaySteps(state);
  if (!r.ok) throw new Error(`the record does not rebuild: ${r.error.code}`);
  return r.value;
}
const played = new Map(PLANS.map((plan) => [plan.file, playPlan(plan, lexicon)]));

/** The events whose `total` is a player's score right after them, paired with the step that holds them. */
function recordedTotals(state: GameState): { step: number; player: number; total: number; type: string }[] {
  const steps = stepsOf(state);
  return steps.flatMap((s, k) => (s.events.length === 0 ? [] : [s.events.at(-1)!])
    .filter((e): e is Extract<GameEvent, { total: number }> => 'total' in e)
    .map((e) => ({ step: k, player: e.player, total: e.total, type: e.type })));
}

describe('the steps of a game the engine played', () => {
  it.each(PLANS.map((p) => p.file))('%s: every step\'s score is the one the record wrote', (file) => {
    const state = played.get(file)!;
    const steps = stepsOf(state);
    const totals = recordedTotals(state);
    expect(totals.length).toBeGreaterThanOrEqual(6);
    for (const t of totals) expect([t.type, steps[t.step]!.scores[t.player]]).toEqual([t.type, t.total]);
    // Inside a step (the end's adjustments for several players), each player's last total.
    for (const s of steps) {
      s.scores.forEach((score, p) => {
        const e = s.events.findLast((x) => x.player === p && 'total' in x);
        if (e && 'total' in e) expect([e.type, score]).toEqual([e.type, e.total]);
      });
    }
  });

  it.each(PLANS.map((p) => p.file))('%s: the last step is the final position', (file) => {
    const state = played.get(file)!;
    const steps = stepsOf(state);
    const last = steps.at(-1)!;
    expect(last.board).toEqual(state.board);
    expect(last.scores).toEqual(state.scores);
    expect(last.bagCount).toBe(state.bag.length);
    expect(last.rackCounts).toEqual(state.racks.map((r) => r.length));
    expect(last.lastMove).toEqual(state.lastMove);
    expect(last.result).toEqual(state.result);
    // Drawn, the last step is what the final board showed.
    expect(stepView(state, last, true)).toEqual({ ...publicView(state), turn: last.mover ?? state.firstPlayer, moveNumber: last.eventIndex + 1 });
  });

  it.each(PLANS.map((p) => p.file))('%s: every event is in exactly one step, in order, and every step starts from the one before', (file) => {
    const state = played.get(file)!;
    const steps = stepsOf(state);
    expect(steps.flatMap((s) => s.events)).toEqual(gameRecords(state).flat());
    const starts = steps.filter((s) => s.events.length === 0);
    expect(starts.length).toBe(gameRecords(state).length);
    for (const s of starts) {
      expect(s.board.join('')).toMatch(/^\.+$/);
      expect(s.scores.every((x) => x === 0)).toBe(true);
    }
    // Tiles are never lost: on the board, in the bag or on a rack (a resigned player's go back to the bag).
    const size = fullBag(TILE_SETS[state.rules.tileSet]).length;
    for (const s of steps) {
      const onBoard = s.board.join('').replace(/\./g, '').length;
      expect(onBoard + s.bagCount + s.rackCounts.reduce((a, b) => a + b, 0)).toBe(size);
    }
  });

  it('a match has both games, each from an empty board, the first ending on its own result', () => {
    const state = played.get('match')!;
    const steps = stepsOf(state);
    const ends = steps.filter((s) => s.result !== null);
    expect(ends.map((s) => s.game)).toEqual([1, 2]);
    expect(ends[0]!.scores).toEqual(state.match!.games[0]!.scores);
    expect(ends[1]!.scores).toEqual(state.match!.games[1]!.scores);
    expect(stepView(state, ends[0]!, false).status).toBe('between-games');
  });

  it('a withdrawn play leaves the board as it was before it, and its player\'s score too', () => {
    const state = played.get('tournament-double')!;
    const steps = stepsOf(state);
    const withdrawn = steps.flatMap((s, k) => (s.events.some((e) => e.type === 'withdrawn') ? [k] : []));
    expect(withdrawn.length).toBe(2);
    for (const k of withdrawn) {
      const placedAt = steps.slice(0, k).findLastIndex((s) => s.events.some((e) => e.type === 'place'));
      expect(steps[k]!.board).toEqual(steps[placedAt - 1]!.board);
      const p = steps[k]!.mover!;
      expect(steps[k]!.scores[p]).toBe(steps[placedAt - 1]!.scores[p]);
      expect(steps[k]!.lastMove).toMatchObject({ kind: 'withdrawn', squares: [] });
    }
  });

  it('a play\'s step highlights the squares of its tiles and keeps the mover\'s rack before it', () => {
    const state = played.get('club')!;
    for (const s of stepsOf(state)) {
      const place = s.events.find((e) => e.type === 'place');
      if (!place || place.type !== 'place') continue;
      expect(s.rack).toBe(place.rack);
      expect(s.lastMove?.kind).toBe('place');
      for (const sq of s.lastMove!.squares) expect(s.board[sq.row]![sq.col]).not.toBe('.');
      expect(s.lastMove!.squares.length).toBe(place.move.split(' ')[1]!.replace(/\./g, '').length);
    }
  });

  it.each([
    ['a play written again on its own squares', (h: GameEvent[]) => {
      const plays = h.flatMap((e, i) => (e.type === 'place' ? [i] : []));
      const first = h[plays[0]!] as Extract<GameEvent, { type: 'place' }>;
      return h.map((e, i) => (i === plays[1] ? { ...first, player: e.player } : e));
    }, 'no-new-tiles'],
    ['a withdrawal of a play never made', (h: GameEvent[]) => [h[0]!, { type: 'withdrawn', player: 1, rack: 'A', score: -5, total: -5, words: [] } as GameEvent, ...h.slice(1)], 'no-challenge-window'],
  ])('refuses a damaged record (%s) with a code', (_what, damage, code) => {
    const state = played.get('club')!;
    const r = replaySteps({ ...state, history: damage([...state.history]) });
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('agrees with the GCG replay of the same game on the final board and totals', () => {
    for (const [file, state] of played) {
      const records = gameRecords(state);
      const steps = stepsOf(state);
      records.forEach((history, g) => {
        const r = replayGcg(gcgOfGame(state, { history }));
        const end = steps.filter((s) => s.game === g + 1).at(-1)!;
        expect([file, end.board]).toEqual([file, r.board]);
        expect([file, end.scores]).toEqual([file, r.totals]);
      });
    }
  });
});

/** The shared corpus of real games, when it is beside the repository (see README). */
const CORPUS = process.env.GCG_CORPUS ?? join(process.cwd(), '..', 'shared', 'gcg');
const corpus = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.gcg')).sort() : [];

/** A real record as our game state: its events as our record's, on the tournament rules with the record's board and tiles. */
function stateOfGcg(g: GcgGame): GameState {
  const tournament = findPreset('tournament')!.rules;
  const scoring = gcgScoring(g);
  const tileSet = (Object.keys(TILE_SETS) as TileSetId[]).find((id) => TILE_SETS[id] === scoring.tileSet)!;
  const rules: Rules = { ...tournament, board: scoring.layout.id, tileSet };
  const created = createGame({ rules, players: g.players.map((p, i) => ({ id: `p${i}`, name: p.nick })), seed: 'gcg', firstPlayer: 0 });
  if (!created.ok) throw new Error(created.error.code);
  const other = (p: number) => (p + 1) % g.players.length;
  const history: GameEvent[] = g.events.map((e): GameEvent => {
    const rack = e.rack ?? '';
    switch (e.kind) {
      case 'place': return { type: 'place', player: e.player, rack, move: `${formatPosition(e.position)} ${e.word}`, score: e.delta, total: e.cumulative, words: [] };
      case 'pass': return { type: 'pass', player: e.player, rack, total: e.cumulative };
      case 'exchange': return { type: 'exchange', player: e.player, rack, tiles: e.tiles, total: e.cumulative };
      case 'exchange-count': return { type: 'exchange', player: e.player, rack, tiles: '?'.repeat(e.count), total: e.cumulative };
      case 'withdrawn': return { type: 'withdrawn', player: e.player, rack, score: e.delta, total: e.cumulative, words: [] };
      case 'challenge-bonus': return { type: 'challenge-bonus', player: e.player, rack, bonus: e.delta, total: e.cumulative, challenger: other(e.player) };
      case 'end-rack': return { type: 'end-rack', player: e.player, from: other(e.player), tiles: e.tiles, points: e.delta, total: e.cumulative };
      case 'rack-penalty': return { type: 'rack-penalty', player: e.player, tiles: e.tiles, points: e.delta, total: e.cumulative };
      case 'time-penalty': throw new Error('time penalties have no event of ours');
    }
  });
  return { ...created.value, history, status: 'over' };
}

/** Records our events cannot hold: time penalties, and the 1x end rule (2005 WSC), which no rule set of ours has. */
const representable = (g: GcgGame) => !g.events.some((e) => e.kind === 'time-penalty')
  && !(g.events.some((e) => e.kind === 'end-rack') && g.events.some((e) => e.kind === 'rack-penalty') && g.players.length === 2);

describe.skipIf(corpus.length === 0)(`the steps of the real games in ${CORPUS}`, () => {
  it('score every play, withdrawal and end of the records the GCG replay finds exact', () => {
    let checked = 0;
    let events = 0;
    for (const file of corpus) {
      const parsed = parseGcg(decodeGcg(readFileSync(join(CORPUS, file))));
      if (!parsed.ok) continue;
      const g = parsed.value;
      const r = replayGcg(g);
      if (!r.complete || r.mismatches.length > 0 || !representable(g) || g.players.length !== 2) continue;
      const state = stateOfGcg(g);
      const steps = stepsOf(state);
      for (const s of steps) {
        const e = s.events.at(-1);
        if (e && 'total' in e) {
          expect([file, e.type, s.scores[e.player]]).toEqual([file, e.type, e.total]);
          events++;
        }
      }
      expect([file, steps.at(-1)!.board]).toEqual([file, r.board]);
      checked++;
    }
    console.log(`corpus: ${checked} of ${corpus.length} records replayed step by step, ${events} recorded totals matched`);
    expect(checked).toBeGreaterThan(80);
  });
});
