/**
 * Properties of the game flow over random games: tiles are conserved, `apply` never
 * mutates its input, and a refused action leaves the state as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply, boardTiles, COLUMNS, createGame, fullBag, PRESETS, sortRack, TILE_SETS, type Action, type GameState,
} from '../src/engine/index.js';
import type { EngineContext } from '../src/engine/lexicon.js';

/** Accepts every word but a few, so random plays land and some challenges succeed. */
const ctx: EngineContext = { lexicon: { has: (w) => !w.includes('E') } };

type Pick = { kind: number; a: number; b: number; c: number; d: number };
const pick = fc.record({ kind: fc.nat(99), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() });

/** Turns random numbers into an action for the game as it stands (often a refused one). */
function actionFor(s: GameState, r: Pick): Action {
  const player = r.kind % 17 === 0 ? r.a % s.players.length : s.turn;
  const rack = s.racks[player] ?? '';
  if (r.kind < 55) {
    const len = 1 + (r.b % Math.max(1, rack.length));
    const letters = [...rack].slice(0, len).map((t, i) => (t === '?' ? COLUMNS[(r.c + i) % 15]!.toLowerCase() : t)).join('');
    const row = (r.c % 15) + 1;
    const col = COLUMNS[r.d % 15]!;
    const pos = r.a % 2 === 0 ? `${row}${col}` : `${col}${row}`;
    // Mostly aim near the centre so plays connect.
    const near = r.kind < 30 ? (r.a % 2 === 0 ? `8${COLUMNS[7 - (r.b % 4)]}` : `${COLUMNS[7]}${8 - (r.b % 4)}`) : pos;
    return { type: 'place', player, move: `${near} ${letters || 'A'}` };
  }
  if (r.kind < 65) return { type: 'exchange', player, tiles: rack.slice(0, r.b % 8) };
  if (r.kind < 75) return { type: 'pass', player };
  if (r.kind < 85) return { type: 'challenge', player: r.a % s.players.length };
  if (r.kind < 92) return { type: 'accept', player };
  if (r.kind < 95) return { type: 'propose-end', player: r.a % s.players.length };
  if (r.kind < 97) return { type: 'accept-end', player: r.a % s.players.length };
  if (r.kind < 98) return { type: 'next-game' };
  return { type: 'resign', player };
}

function tilesInPlay(s: GameState): string {
  return sortRack(s.bag + s.racks.join('') + boardTiles(s.board));
}

const gameArb = fc.record({
  preset: fc.constantFrom(...PRESETS.map((p) => p.id)),
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.string(),
  picks: fc.array(pick, { minLength: 1, maxLength: 120 }),
});

function start(preset: string, n: number, seed: string): GameState {
  const rules = PRESETS.find((p) => p.id === preset)!.rules;
  const count = Math.min(n, rules.maxPlayers);
  const players = Array.from({ length: count }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
  const r = createGame({ rules, players, seed, ages: players.map((_, i) => 10 + i) });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Plays the picks in order, calling `each` after every step with the state before it (and a copy taken before it). */
function playPicks(g: { preset: string; players: number; seed: string; picks: Pick[] }, each?: (before: GameState, copy: GameState, after: GameState) => void): GameState {
  let s = start(g.preset, g.players, g.seed);
  for (const p of g.picks) {
    const copy = each ? structuredClone(s) : s;
    const r = apply(s, actionFor(s, p), ctx);
    const next = r.ok ? r.value : s;
    each?.(s, copy, next);
    s = next;
  }
  return s;
}

describe('game flow properties', () => {
  it('conserves tiles: bag + racks + board always equal the tile set', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const all = sortRack(fullBag(TILE_SETS[start(g.preset, g.players, g.seed).rules.tileSet]));
        // A resigned player's tiles go back to the bag; nothing else leaves play.
        playPicks(g, (_b, _c, after) => expect(tilesInPlay(after)).toBe(all));
      }),
      { numRuns: 150 },
    );
  });

  it('never mutates its input, and a refused action leaves the state equal', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playPicks(g, (before, copy) => expect(before).toEqual(copy));
      }),
      { numRuns: 150 },
    );
  });

  it('random games reach plays, challenges and ends (the generator exercises the flow)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(gameArb, (g) => {
        const s = playPicks(g);
        for (const e of s.history) seen.add(e.type);
        if (s.result) seen.add(`end:${s.result.reason}`);
      }),
      { numRuns: 200, seed: 42 },
    );
    for (const t of ['place', 'exchange', 'pass', 'withdrawn', 'challenge-lost', 'resign']) expect(seen).toContain(t);
  });

  it('keeps scores equal to the sum of each player\'s recorded changes', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const s = playPicks(g);
        const sums = s.players.map(() => 0);
        for (const e of s.history) {
          if (e.type === 'place' || e.type === 'withdrawn') sums[e.player]! += e.score;
          if (e.type === 'challenge-bonus') sums[e.player]! += e.bonus;
          if (e.type === 'end-rack' || e.type === 'rack-penalty') sums[e.player]! += e.points;
        }
        expect(sums).toEqual(s.scores);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips through JSON: a stored game is the same game', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const s = playPicks(g);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 50 },
    );
  });
});
