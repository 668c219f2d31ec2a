/**
 * Self-play through the hub plays the games self-play always played: for seeds of every
 * preset (and a training game: a leave table of its own, no endgame, no challenge), the
 * game the hub's computer player plays out from a service-made lobby ends exactly as the
 * game loop self-play had before, kept here as the reference, with the same turns told
 * to onTurn. Only the players' ids differ: the hub's seats are computer seats.
 */
import { describe, expect, it } from 'vitest';
import { LeaveTable } from '../src/ai/leaves.js';
import { chooseTurn, decide, engineContext, type AiOptions, type PlayerKind, type TurnChoice } from '../src/ai/player.js';
import { finalScores, type Seat, type SelfPlayOptions } from '../src/ai/selfplay.js';
import { trainingRules } from '../src/ai/train.js';
import { apply, createGame, type Action } from '../src/engine/game.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import type { GameState } from '../src/engine/state.js';
import { playHubGame } from '../src/games/selfplay.js';
import { isComputerId } from '../src/games/seats.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { rulesOf } from './support/engine.js';

const lexicon = loadLexicon('sowpods');
/** A node bound, not the clock, ends each endgame search: the same answer on any machine. */
const BUDGET = { endgameNodes: 300, endgameMs: 60_000 };

/** The game loop self-play had of its own, before it played through the hub: the reference. */
function referenceGame(rules: Rules, seats: readonly Seat[], seed: string, opts: SelfPlayOptions): GameState {
  const players = seats.map((s, i) => ({ id: `p${i + 1}`, name: opts.names?.[i] ?? `${s.kind}${i + 1}` }));
  const created = createGame({ rules: { ...rules, firstPlayer: 'given' }, players, seed, firstPlayer: 0 });
  if (!created.ok) throw new Error(`cannot start a game: ${created.error.code}`);
  let state = created.value;
  const ctx = engineContext(opts.lexicon);
  const aiOpts = (i: number): AiOptions => ({
    lexicon: opts.lexicon,
    ...(seats[i]!.table ? { table: seats[i]!.table } : {}),
    ...(opts.endgameMs !== undefined ? { endgameMs: opts.endgameMs } : {}),
    ...(opts.endgameNodes !== undefined ? { endgameNodes: opts.endgameNodes } : {}),
    ...(opts.endgame !== undefined ? { endgame: opts.endgame } : {}),
  });
  const step = (a: Action): void => {
    const r = apply(state, a, ctx);
    if (!r.ok) throw new Error(`the computer's action ${JSON.stringify(a)} was refused: ${r.error.code}`);
    state = r.value;
  };
  const limit = opts.maxActions ?? 1000;
  for (let n = 0; n < limit; n++) {
    if (state.status === 'over') return state;
    if (state.status === 'between-games') {
      step({ type: 'next-game' });
      continue;
    }
    let acted = false;
    if (state.pending) {
      for (let i = 0; i < seats.length && !acted; i++) {
        if (i === state.turn) continue;
        const a = decide(state, i, seats[i]!.kind, aiOpts(i));
        if (a) {
          step(a);
          acted = true;
        }
      }
      if (acted) continue;
      if (state.pending?.wentOut) {
        step({ type: 'accept', player: state.turn });
        continue;
      }
    }
    const p = state.turn;
    const choice = chooseTurn(state, p, seats[p]!.kind, aiOpts(p));
    opts.onTurn?.(state, p, choice);
    step(choice.action);
  }
  throw new Error(`game ${seed} did not end within ${limit} actions`);
}

type Told = { history: number; player: number; action: Action; equity: number; source: TurnChoice['source'] };

/** A game both ways, with the turns each told onTurn. */
async function bothWays(rules: Rules, seats: Seat[], seed: string, opts: Omit<SelfPlayOptions, 'lexicon' | 'onTurn'> = BUDGET) {
  const told = (into: Told[]) => (state: GameState, player: number, choice: TurnChoice) =>
    void into.push({ history: state.history.length, player, action: choice.action, equity: choice.candidate.equity, source: choice.source });
  const refTold: Told[] = [];
  const hubTold: Told[] = [];
  const reference = referenceGame(rules, seats, seed, { lexicon, ...opts, onTurn: told(refTold) });
  const hub = await playHubGame(rules, seats, seed, { lexicon, ...opts, onTurn: told(hubTold) });
  return { reference, hub, refTold, hubTold };
}

/** The state but its players (whose ids differ: `p1` there, a computer seat here). */
const game = ({ players: _, ...rest }: GameState) => rest;

const PAIRS: [PlayerKind, PlayerKind][] = [['strong', 'greedy'], ['club', 'casual'], ['beginner', 'strong']];

describe('self-play through the hub plays the same games as the loop it replaces', () => {
  it.each(PRESETS.flatMap((p) => PAIRS.map(([a, b], i) => [p.id, a, b, `same/${p.id}/${i}`] as const)))('%s: %s against %s', async (preset, a, b, seed) => {
    const { reference, hub, refTold, hubTold } = await bothWays(rulesOf(preset), [{ kind: a }, { kind: b }], seed);
    expect(hub.status).toBe('over');
    expect(game(hub)).toEqual(game(reference));
    expect(finalScores(hub)).toEqual(finalScores(reference));
    expect(hub.players.map((p) => p.name)).toEqual(reference.players.map((p) => p.name));
    expect(hub.players.every((p) => isComputerId(p.id))).toBe(true);
    expect(hubTold).toEqual(refTold);
    if (preset === 'match') expect(hub.match?.games).toHaveLength(2);
  });

  it('with three seats', async () => {
    const { reference, hub, refTold, hubTold } = await bothWays(rulesOf('tournament'), [{ kind: 'club' }, { kind: 'greedy' }, { kind: 'strong' }], 'three');
    expect(game(hub)).toEqual(game(reference));
    expect(hubTold).toEqual(refTold);
  });

  it('a training game: a leave table of its own, no endgame search, no challenge', async () => {
    const seat = { kind: 'strong' as const, table: LeaveTable.zero('standard') };
    const { reference, hub, refTold, hubTold } = await bothWays(trainingRules('standard'), [seat, seat], 'leaves/0', { endgame: false });
    expect(game(hub)).toEqual(game(reference));
    expect(hubTold.length).toBeGreaterThan(10);
    expect(hubTold).toEqual(refTold);
  });

  it('refuses rules no lobby makes, and a game that does not end in time', async () => {
    await expect(playHubGame({ ...rulesOf('tournament'), rackSize: 8 }, [{ kind: 'greedy' }, { kind: 'greedy' }], 'x', { lexicon })).rejects.toThrow(/rules/);
    await expect(playHubGame(rulesOf('tournament'), [{ kind: 'greedy' }, { kind: 'greedy' }], 'x', { lexicon, maxActions: 5 })).rejects.toThrow(/did not end within 5 actions/);
  });

  it('an error in onTurn comes back to the caller', async () => {
    const onTurn = () => {
      throw new Error('tally failed');
    };
    await expect(playHubGame(rulesOf('tournament'), [{ kind: 'greedy' }, { kind: 'greedy' }], 'x', { lexicon, onTurn })).rejects.toThrow('tally failed');
  });
});
