/**
 * Computer against computer: one game (or two-game match) played out through the engine,
 * each seat taking its turns with its own kind of player. Used by the selfplay CLI, the
 * benchmark and the leave training.
 */
import { apply, createGame, type Action } from '../engine/game.js';
import type { Rules } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import type { WordGraph } from '../lexicon/index.js';
import type { LeaveTable } from './leaves.js';
import { chooseTurn, decide, engineContext, type AiOptions, type PlayerKind, type TurnChoice } from './player.js';

export interface Seat {
  kind: PlayerKind;
  /** A leave table other than the shipped one (training). */
  table?: LeaveTable;
}

export interface SelfPlayOptions {
  lexicon: WordGraph;
  endgameMs?: number;
  endgameNodes?: number;
  /** false: no endgame search (training). */
  endgame?: boolean;
  /** Called before each turn is applied. */
  onTurn?: (state: GameState, player: number, choice: TurnChoice) => void;
  /** Player names (GCG nicknames); `<kind><seat>` by default. */
  names?: readonly string[];
  /** Safety bound on actions (a game that does not end is a bug). */
  maxActions?: number;
}

/** Plays a game from the seed to its end; seat 0 starts (and seat 1 starts game 2 of a match). */
export function playGame(rules: Rules, seats: readonly Seat[], seed: string, opts: SelfPlayOptions): GameState {
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
    // Anyone may challenge the play waiting for a decision; then the player to move acts.
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

/** Final scores of seat `i` and of the others, over a match's games when it is one. */
export function finalScores(state: GameState): number[] {
  return state.match?.totals ?? state.result!.scores;
}

export function winners(state: GameState): number[] {
  return state.match?.winners ?? state.result!.winners;
}
