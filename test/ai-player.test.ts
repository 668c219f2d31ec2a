/**
 * The computer player with SOWPODS: in every preset, whatever the level, the engine
 * accepts what it does (positions from random games, plus the corners where only an
 * exchange or only a pass is legal); it challenges phonies and only phonies; it answers
 * a proposal to end; it repeats itself for a given state; hints and analysis agree with it;
 * Beginner plays like a beginner.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseGame, hints } from '../src/ai/analysis.js';
import { loadCommonWords } from '../src/ai/common-words.js';
import { LEVEL_IDS } from '../src/ai/levels.js';
import { chooseTurn, decide, engineContext, type PlayerKind } from '../src/ai/player.js';
import { mainWord } from '../src/ai/words.js';
import type { Board } from '../src/engine/board.js';
import { apply, type Action } from '../src/engine/game.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import { parseGcg } from '../src/engine/gcg.js';
import { formedWords } from '../src/engine/placement.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { spellMove } from '../src/engine/notation.js';
import { PRESETS } from '../src/engine/rules.js';
import type { GameState } from '../src/engine/state.js';
import { playHubGame } from '../src/games/selfplay.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { moveGenerator, type GeneratedPlay } from '../src/movegen/index.js';
import { boardWith, rulesOf, scenario } from './support/engine.js';

const lexicon = loadLexicon('sowpods');
const ctx = engineContext(lexicon);
const KINDS: PlayerKind[] = [...LEVEL_IDS, 'greedy'];
/** Small endgame budgets keep the suite quick; the search itself is tested on its own. */
const OPTS = { lexicon, endgameNodes: 300 };

function accepted(state: GameState, action: Action): boolean {
  const r = apply(state, action, ctx);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code}`);
  return true;
}

describe('every action is legal', () => {
  it.each(PRESETS.map((p) => p.id))('in random games under %s, for every level at every turn', async (preset) => {
    const rules = rulesOf(preset);
    let positions = 0;
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(...KINDS), fc.constantFrom(...KINDS), fc.constantFrom(...KINDS), async (seed, a, b, probe) => {
        await playHubGame(rules, [{ kind: a }, { kind: b }], seed, {
          ...OPTS,
          // Each turn is also a position for a third player, of any level, to move in.
          onTurn: (state, p) => {
            positions++;
            expect(accepted(state, chooseTurn(state, p, probe, OPTS).action)).toBe(true);
          },
        });
      }),
      { numRuns: 4 },
    );
    // Each position checks two actions: the seat's own (the hub applies it) and the probe's.
    expect(positions).toBeGreaterThan(80);
  });

  const noWord = 'QXZJKVW';
  it.each([
    // Rules with no pass and the bag able to refill a whole rack: only an exchange.
    { name: 'only a whole-rack exchange (duel)', preset: 'duel', bag: 'AEIOUAEIOURST', expect: 'exchange' },
    { name: 'only an exchange of up to the bag (match)', preset: 'match', bag: 'AE', expect: 'exchange' },
    // No pass, and the bag cannot take the rack: the stuck player's pass.
    { name: 'only a pass (duel, bag too small)', preset: 'duel', bag: 'AE', expect: 'pass' },
    { name: 'only a pass (match, bag empty)', preset: 'match', bag: '', expect: 'pass' },
    { name: 'no placement, empty bag (tournament)', preset: 'tournament', bag: '', expect: 'pass' },
    { name: 'no placement, bag under seven (tournament)', preset: 'tournament', bag: 'AEI', expect: 'pass' },
  ])('$name', ({ preset, bag, expect: kind }) => {
    const rules = rulesOf(preset);
    // An empty board: no word can be made from these tiles for the first play.
    const state = scenario(rules, { racks: [noWord, 'EEEEEEE'], bag });
    expect(moveGenerator(lexicon).hasAnyPlay(state.board, noWord, rules)).toBe(false);
    for (const k of KINDS) {
      const action = chooseTurn(state, 0, k, OPTS).action;
      expect(action.type).toBe(kind);
      if (action.type === 'exchange' && rules.exchange === 'upToBag') expect(action.tiles.length).toBeLessThanOrEqual(bag.length);
      expect(accepted(state, action)).toBe(true);
    }
  });
});

describe('a blank swap as the only way to place (club rules)', () => {
  // From a self-play game that never ended: the bag is empty, III holds no placement of
  // its own but may take back the blank I on I4 and play it; B has nothing at all.
  const board = [
    'C..V.Q.L.K.....', 'A.OI.U.OBIT....', 'N.NOTE.ArTI....', 'U..L.U.DiEL....', 'LAMIGER.G.THY..',
    'AGON..ODAH.EAUX', 'SAZ...NIDE.N..I', '......ERE......', '..J.COSTS......', 'DWAM.V.........',
    'R.POPE.........', 'E..FER.........', 'AFRONT.........', 'RYES...........', 'E.W............',
  ];
  const rules = rulesOf('club');
  const state = { ...scenario(rules, { racks: ['III', 'B'], bag: '', board }), scores: [269, 478] };

  it('every level swaps and plays rather than pass, and the engine takes it', () => {
    const gen = moveGenerator(lexicon);
    expect(gen.generate(board, 'III', rules).count).toBe(0);
    expect(gen.hasAnyPlay(board, 'III', rules)).toBe(true);
    for (const k of KINDS) {
      const action = chooseTurn(state, 0, k, OPTS).action;
      expect(action).toMatchObject({ type: 'place', swap: 'I4' });
      expect(accepted(state, action)).toBe(true);
    }
    // The other seat has no play, swap or not: it passes.
    for (const k of KINDS) expect(chooseTurn({ ...state, turn: 1 }, 1, k, OPTS).action.type).toBe('pass');
  });

  it('hints name the swap', () => {
    const [best] = hints(state, 0, { lexicon, count: 1 });
    expect(best).toMatchObject({ kind: 'place', swap: 'I4' });
  });

  it('the self-play game it came from now ends', async () => {
    const end = await playHubGame(rules, [{ kind: 'casual' }, { kind: 'casual' }], 'length', OPTS);
    expect(end.status).toBe('over');
  });
});

describe('challenges', () => {
  /** Player 0 (a person) has just played `move` under single challenge; player 1 decides. */
  function after(move: string, seed: string): GameState {
    const s = scenario(rulesOf('club'), { racks: ['ZQXTRAE', 'AEINRST'], bag: 'EEEEEEEEEEEE', seed });
    const r = apply(s, { type: 'place', player: 0, move }, ctx);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  }

  it.each(['strong', 'club', 'casual', 'beginner'] as const)('%s never challenges a valid play', (level) => {
    for (let i = 0; i < 20; i++) expect(decide(after('8F TAX', `v${i}`), 1, level, OPTS)?.type).not.toBe('challenge');
  });

  it.each([
    ['strong', 1, 1],
    ['club', 0.75, 1],
    ['casual', 0.4, 0.8],
    ['beginner', 0.15, 0.45],
  ] as const)('%s challenges a phony at its rate', (level, low, high) => {
    let challenged = 0;
    const n = 100;
    for (let i = 0; i < n; i++) if (decide(after('8E ZQXT', `p${i}`), 1, level, OPTS)?.type === 'challenge') challenged++;
    expect(challenged / n).toBeGreaterThanOrEqual(low);
    expect(challenged / n).toBeLessThanOrEqual(high);
  });
});

describe('ending by agreement (duel)', () => {
  function proposed(scores: number[], bag: string): GameState {
    const s = { ...scenario(rulesOf('duel'), { racks: ['AEINRST', 'EEIOUDL'], bag }), scores };
    const r = apply(s, { type: 'propose-end', player: 0 }, ctx);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  }

  it.each([
    ['ahead', [100, 150], 'ABCDEFGHIJ', 'accept-end'],
    ['behind with tiles still to draw', [150, 100], 'ABCDEFGHIJ', 'decline-end'],
    ['behind by more than the rest of the game can bring', [1000, 100], '', 'accept-end'],
    ['a little behind with the bag empty', [110, 100], '', 'decline-end'],
  ] as const)('when %s: %s', (_, scores, bag, answer) => {
    expect(decide(proposed([...scores], bag), 1, 'strong', OPTS)?.type).toBe(answer);
  });
});

describe('repeatable', () => {
  it('makes the same choice in the same state, and replays a game move for move', async () => {
    const rules = rulesOf('tournament');
    const one = await playHubGame(rules, [{ kind: 'casual' }, { kind: 'beginner' }], 'same', OPTS);
    const two = await playHubGame(rules, [{ kind: 'casual' }, { kind: 'beginner' }], 'same', OPTS);
    expect(two.history).toEqual(one.history);
    const other = await playHubGame(rules, [{ kind: 'casual' }, { kind: 'beginner' }], 'other', OPTS);
    expect(other.history).not.toEqual(one.history);
  });

  it('plays out a two-game match', async () => {
    const s = await playHubGame(rulesOf('match'), [{ kind: 'club' }, { kind: 'greedy' }], 'm', OPTS);
    expect(s.status).toBe('over');
    expect(s.match?.games).toHaveLength(2);
    expect(s.match?.totals).toHaveLength(2);
  });
});

describe('hints and analysis', () => {
  const rules = rulesOf('tournament');
  let game: GameState;
  beforeAll(async () => {
    game = await playHubGame(rules, [{ kind: 'strong' }, { kind: 'greedy' }], 'analysed', { ...OPTS, endgameNodes: 0 });
  });

  it('writes a record that replays with every score', () => {
    const parsed = parseGcg(writeGcg(game));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replayGcg(parsed.value).mismatches).toEqual([]);
  });

  it('hints: the top five by equity, each one the engine accepts', () => {
    const s = scenario(rules, { racks: ['AEINRST', 'EEIOUDL'], bag: 'ABCDEFGHIJKLMNOP', board: boardWith({ 7: '....QUIZ' }) });
    const top = hints(s, 0, { lexicon, count: 5 });
    expect(top).toHaveLength(5);
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.equity).toBeGreaterThanOrEqual(top[i]!.equity);
    for (const h of top) {
      expect(h.equity).toBeCloseTo(h.score + h.leaveValue, 1);
      const action: Action = h.kind === 'place' ? { type: 'place', player: 0, move: h.text } : h.kind === 'exchange' ? { type: 'exchange', player: 0, tiles: h.text.slice(1) } : { type: 'pass', player: 0 };
      expect(accepted(s, action)).toBe(true);
    }
    expect(chooseTurn(s, 0, 'strong', OPTS).candidate.equity).toBeCloseTo(top[0]!.equity, 1);
    // Each play also spelled out whole, with the tiles it plays through.
    for (const h of top.filter((x) => x.kind === 'place')) expect(h.word).toBe(spellMove(h.text, s.board)!.word);
  });

  it('analysis: the equity player made the best static play whenever the bag had tiles; greedy lost equity', () => {
    const strong = analyseGame(game, 0, { lexicon });
    const greedy = analyseGame(game, 1, { lexicon });
    // Every play named by its whole word, the tiles it played through read off the board.
    const plays = [...strong.moves, ...greedy.moves].flatMap((m) => [m.played, m.best]).filter((h) => h.kind === 'place');
    for (const h of plays) expect(h.word).toBe(spellMove(h.text, game.board)!.word);
    expect(plays.some((h) => h.text.includes('.'))).toBe(true);
    const turns = (p: number) => game.history.filter((e) => e.player === p && ['place', 'exchange', 'pass'].includes(e.type)).length;
    expect(strong.moves).toHaveLength(turns(0));
    expect(greedy.moves).toHaveLength(turns(1));
    // The bag before each event: 86 after the deal, less what each placement drew.
    const bagBefore: number[] = [];
    let bag = 86;
    for (const e of game.history) {
      bagBefore.push(bag);
      if (e.type === 'place') bag -= Math.min(bag, e.move.split(' ')[1]!.replace(/\./g, '').length);
    }
    const staticTurns = strong.moves.filter((m) => bagBefore[m.event]! > 0);
    expect(staticTurns.length).toBeGreaterThan(5);
    for (const m of staticTurns) expect(m.equityLost).toBe(0);
    expect(greedy.summary.totalEquityLost).toBeGreaterThan(0);
    expect(greedy.summary.biggestMisses.length).toBeGreaterThan(0);
    expect(greedy.summary.bestMoves).toBeLessThan(greedy.summary.moves);
  });
});

describe('Beginner plays like a beginner', () => {
  // Every turn with tiles in the bag of a few games between Club players (who keep blanks
  // for bingos, so its racks often hold one), and what Beginner would play from that seat.
  const rules = rulesOf('tournament');
  const common = loadCommonWords();
  interface Facts { move: string; score: number; length: number; known: boolean; blank: boolean }
  const facts = (board: Board, p: GeneratedPlay): Facts => ({
    move: p.notation,
    score: p.score,
    length: mainWord(board, p.placement).length,
    known: formedWords(board, p.placement).every((w) => common.rank(w.word) > 0),
    // A blank in anything but a bingo (all seven tiles).
    blank: p.placement.tiles.length < 7 && p.placement.tiles.some((t) => t.blank),
  });
  /** A beginner's play: a main word of five letters at most, every word an everyday one, no blank outside a bingo, 30 points at most. */
  const withinReach = (f: Facts) => f.length <= 5 && f.known && !f.blank && f.score <= 30;
  const positions: { rack: string; plays: Facts[]; chosen: Facts }[] = [];
  beforeAll(async () => {
    for (let g = 0; g < 10; g++) {
      await playHubGame(rules, [{ kind: 'club' }, { kind: 'club' }], `beginner/${g}`, {
        ...OPTS,
        onTurn: (state, p) => {
          if (state.bag.length === 0) return;
          const c = chooseTurn(state, p, 'beginner', OPTS).candidate;
          if (c.kind !== 'place') throw new Error(`Beginner did not place with ${state.racks[p]}`);
          const plays = moveGenerator(lexicon).allPlays(state.board, state.racks[p]!, rules).map((x) => facts(state.board, x));
          positions.push({ rack: state.racks[p]!, plays, chosen: plays.find((x) => x.move === c.move)! });
        },
      });
    }
  });
  /** Positions where Beginner had a play within its reach and one past `limit`. */
  const choosing = (limit: (f: Facts) => boolean) => positions.filter((p) => p.plays.some(withinReach) && p.plays.some(limit));

  it('keeps its blanks for bingos', () => {
    const held = choosing((f) => f.blank);
    expect(held.length).toBeGreaterThanOrEqual(15);
    expect(held.filter((p) => p.chosen.blank).map((p) => `${p.rack}: ${p.chosen.move}`)).toEqual([]);
  });

  it('plays only everyday words, main and cross-words, when it has one', () => {
    const unknown = choosing((f) => !f.known);
    expect(unknown.length).toBeGreaterThanOrEqual(100);
    expect(unknown.filter((p) => !p.chosen.known).map((p) => `${p.rack}: ${p.chosen.move}`)).toEqual([]);
  });

  it('plays words of five letters at most when it has one', () => {
    const long = choosing((f) => f.length > 5);
    expect(long.length).toBeGreaterThanOrEqual(100);
    expect(long.filter((p) => p.chosen.length > 5).map((p) => `${p.rack}: ${p.chosen.move}`)).toEqual([]);
  });

  it('takes a play of its usual range (30 points at most), well short of the best on average', () => {
    const big = choosing((f) => f.score > 30);
    expect(big.length).toBeGreaterThanOrEqual(60);
    expect(big.filter((p) => p.chosen.score > 30).map((p) => `${p.rack}: ${p.chosen.move} ${p.chosen.score}`)).toEqual([]);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const chosen = mean(positions.map((p) => p.chosen.score));
    const best = mean(positions.map((p) => Math.max(...p.plays.map((f) => f.score))));
    expect(chosen / best).toBeLessThan(0.45);
  });

  it.each(['a', 'b', 'c', 'd', 'e', 'f'])('opens from ZOID?AR with an everyday word and no blank, not ZOoID for 48 (seed %s)', (seed) => {
    const s = scenario(rules, { racks: ['ZOID?AR', 'EEEEEEE'], bag: 'AEIOUAEIOURSTLN', seed });
    const c = chooseTurn(s, 0, 'beginner', OPTS).candidate;
    expect(c.kind).toBe('place');
    if (c.kind !== 'place') return;
    const f = facts(s.board, { notation: c.move, score: c.score, placement: c.placement });
    expect(f).toMatchObject({ blank: false, known: true });
    expect(withinReach(f)).toBe(true);
  });
});
