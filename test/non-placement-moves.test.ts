/**
 * The exchanges and the pass a move list offers are exactly those the engine accepts:
 * every listed one is accepted by `apply`, and every one accepted is listed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, sortRack, typedNotation, type GameState } from '../src/engine/index.js';
import type { EngineContext, PlayFinder } from '../src/engine/lexicon.js';
import { PRESETS, type ExchangePolicy, type Rules } from '../src/engine/rules.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { exchangesAndPass, moveGenerator } from '../src/movegen/index.js';
import { CTX, rulesOf, scenario } from './support/engine.js';

/** Every distinct choice of tiles from the rack, sorted, found by index subsets (not the way the move list does it). */
function tileChoices(rack: string): string[] {
  const out = new Set<string>();
  for (let mask = 0; mask < 1 << rack.length; mask++) {
    out.add(sortRack([...rack].filter((_, i) => mask & (1 << i)).join('')));
  }
  return [...out].sort();
}

interface Accepted {
  exchanges: string[];
  pass: boolean;
  /** Exchanging no tiles, which some rules count as the pass. */
  exchangeNone: boolean;
}

function acceptedBy(s: GameState, ctx: EngineContext): Accepted {
  const p = s.turn;
  const ok = (r: ReturnType<typeof apply>) => r.ok;
  const choices = tileChoices(s.racks[p]!);
  return {
    exchanges: choices.filter((t) => t !== '' && ok(apply(s, { type: 'exchange', player: p, tiles: t }, ctx))),
    pass: ok(apply(s, { type: 'pass', player: p }, ctx)),
    exchangeNone: ok(apply(s, { type: 'exchange', player: p, tiles: '' }, ctx)),
  };
}

function listedFor(s: GameState, finder: PlayFinder): Accepted {
  const rack = s.racks[s.turn]!;
  const moves = exchangesAndPass(rack, s.rules, s.bag.length, finder.hasAnyPlay(s.board, rack, s.rules));
  const pass = moves.some((m) => m.kind === 'pass');
  return { exchanges: moves.flatMap((m) => (m.kind === 'exchange' ? [m.tiles] : [])).sort(), pass, exchangeNone: pass };
}

function expectSame(s: GameState, finder: PlayFinder): void {
  const accepted = acceptedBy(s, { ...CTX, finder });
  const listed = listedFor(s, finder);
  expect(listed.exchanges).toEqual(accepted.exchanges);
  expect(listed.pass).toBe(accepted.pass);
  if (accepted.exchangeNone) expect(listed.pass).toBe(true);
}

const POLICIES: ExchangePolicy[] = ['bagHoldsSeven', 'wholeRackOnly', 'upToBag', 'anyIncludingNone'];

describe('exchanges and the pass: the list is what the engine accepts', () => {
  it('for any rules, rack, bag and whether the rack has a placement', () => {
    const arb = fc.record({
      preset: fc.constantFrom(...PRESETS.map((p) => p.id)),
      exchange: fc.option(fc.constantFrom(...POLICIES), { nil: undefined }),
      passAllowed: fc.option(fc.boolean(), { nil: undefined }),
      rack: fc.array(fc.constantFrom('A', 'E', 'Q', 'V', 'Z', '?'), { minLength: 1, maxLength: 7 }).map((t) => t.join('')),
      bag: fc.integer({ min: 0, max: 14 }),
      canPlace: fc.boolean(),
    });
    fc.assert(fc.property(arb, ({ preset, exchange, passAllowed, rack, bag, canPlace }) => {
      const changes: Partial<Rules> = { ...(exchange ? { exchange } : {}), ...(passAllowed !== undefined ? { passAllowed } : {}) };
      const s = scenario(rulesOf(preset, changes), { racks: [rack, 'EEEEEEE'], bag: 'IRSTNLD'.repeat(2).slice(0, bag) });
      expectSame(s, { hasAnyPlay: () => canPlace });
    }), { numRuns: 300 });
  });

  const lexicon = loadLexicon('sowpods');
  const finder = moveGenerator(lexicon);

  it.each(['duel', 'match'])('%s: a player with no placement and no exchange is offered the pass, and may take it', (preset) => {
    // No word can be made from these tiles on an empty board, and the bag is too small to exchange.
    const s = scenario(rulesOf(preset), { racks: ['VVVKKQZ', 'AEIRSTN'], bag: '' });
    expect(finder.hasAnyPlay(s.board, 'VVVKKQZ', s.rules)).toBe(false);
    expect(exchangesAndPass('VVVKKQZ', s.rules, 0, false)).toEqual([{ kind: 'pass' }]);
    expect(apply(s, { type: 'pass', player: 0 }, { lexicon, finder }).ok).toBe(true);
    // With a placement there is no pass under these rules.
    expect(exchangesAndPass('AEIRSTN', s.rules, 0, true)).toEqual([]);
  });

  it('at every turn of random games played with the move generator', () => {
    const ctx: EngineContext = { lexicon, finder };
    fc.assert(fc.property(
      fc.constantFrom(...PRESETS.map((p) => p.id)), fc.string({ maxLength: 6 }), fc.array(fc.nat(), { minLength: 10, maxLength: 50 }),
      (preset, seed, picks) => {
        let s = scenario(rulesOf(preset), { seed });
        for (const pick of picks) {
          if (s.status !== 'playing') break;
          if (s.pending?.wentOut) {
            s = ok(apply(s, { type: 'accept', player: s.turn }, ctx));
            continue;
          }
          expectSame(s, finder);
          const rack = s.racks[s.turn]!;
          const plays = finder.allPlays(s.board, rack, s.rules);
          const others = exchangesAndPass(rack, s.rules, s.bag.length, plays.length > 0);
          // Mostly a play, sometimes an exchange or pass, so bags shrink and racks get stuck.
          const useOther = plays.length === 0 || (pick % 10 === 0 && others.length > 0);
          if (useOther && others.length === 0) throw new Error(`no move at all for ${rack} under ${preset}`);
          const other = others[pick % Math.max(1, others.length)];
          s = ok(apply(s, useOther
            ? other!.kind === 'pass' ? { type: 'pass', player: s.turn } : { type: 'exchange', player: s.turn, tiles: other!.tiles }
            // Typed as the computer types it: a word of blanks alone with `?` (lower case alone reads as real tiles).
            : { type: 'place', player: s.turn, move: typedNotation(plays[pick % Math.min(plays.length, 5)]!.notation) }, ctx));
        }
      },
    ), { numRuns: 12 });
  });
});

function ok(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
