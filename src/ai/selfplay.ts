/**
 * Computer against computer: what a self-play game is asked for (its seats, each with its
 * kind of player, and the options they think with) and what is read from its end. The
 * game itself is played through the hub (src/games/selfplay.ts), as every game is; the
 * leave training takes that player as a parameter, since src/ai sits below the hub.
 */
import type { Rules } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import type { WordGraph } from '../lexicon/index.js';
import type { LeaveTable } from './leaves.js';
import type { PlayerKind, TurnChoice } from './player.js';

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
  /** Called with each turn a seat chooses, before it is applied. */
  onTurn?: (state: GameState, player: number, choice: TurnChoice) => void;
  /** Player names (GCG nicknames); `<kind><seat>` by default. */
  names?: readonly string[];
  /** Safety bound on actions (a game that does not end is a bug). */
  maxActions?: number;
}

/** Plays a game from the seed to its end (or a match's end); seat 0 starts game 1. */
export type PlayGame = (rules: Rules, seats: readonly Seat[], seed: string, opts: SelfPlayOptions) => Promise<GameState>;

/** Final scores of seat `i` and of the others, over a match's games when it is one. */
export function finalScores(state: GameState): number[] {
  return state.match?.totals ?? state.result!.scores;
}

export function winners(state: GameState): number[] {
  return state.match?.winners ?? state.result!.winners;
}
