/**
 * What the computer player thinks, as jobs: its decision for a seat, the hints for a
 * rack, the analysis of a finished game. The same jobs run in this thread (tests, tools)
 * or in a worker thread (the bot: a Strong endgame may search for two seconds, which
 * must not hold up the event loop that answers interactions).
 */
import { analyseGame, hints, type GameAnalysis, type Hint } from '../ai/analysis.js';
import type { LevelId } from '../ai/levels.js';
import { decide } from '../ai/player.js';
import type { Action, GameState } from '../engine/index.js';
import type { WordGraph } from '../lexicon/index.js';

export type ThinkJob =
  | { kind: 'decide'; state: GameState; player: number; level: LevelId }
  | { kind: 'hints'; state: GameState; player: number; count: number }
  | { kind: 'analyse'; state: GameState; player: number };

export interface ThinkResults {
  decide: Action | null;
  hints: Hint[];
  /** One per game: a match has two. */
  analyse: GameAnalysis[];
}

export interface Thinker {
  think<K extends ThinkJob['kind']>(job: Extract<ThinkJob, { kind: K }>): Promise<ThinkResults[K]>;
  close(): Promise<void>;
}

/** Every game of the state's record: the finished games of a match, then the one being played or just ended. */
function histories(state: GameState): GameState['history'][] {
  const records = state.match?.records ?? [];
  // Once a game of a match ends, its record is in the match's records; while one is played, it is the state's own history.
  return state.match && state.status !== 'playing' ? records : [...records, state.history];
}

/** Runs a job with the word graph of the game's list. */
export function runJob(job: ThinkJob, graph: (name: string) => WordGraph): ThinkResults[ThinkJob['kind']] {
  const lexicon = graph(job.state.rules.lexicon);
  switch (job.kind) {
    case 'decide': return decide(job.state, job.player, job.level, { lexicon });
    case 'hints': return hints(job.state, job.player, { lexicon, count: job.count });
    case 'analyse': return histories(job.state).map((history) => analyseGame(job.state, job.player, { lexicon, history }));
  }
}

/** Thinks in this thread: right for tests and tools, where nothing else waits on the event loop. */
export class LocalThinker implements Thinker {
  constructor(private readonly graph: (name: string) => WordGraph) {}

  async think<K extends ThinkJob['kind']>(job: Extract<ThinkJob, { kind: K }>): Promise<ThinkResults[K]> {
    return runJob(job, this.graph) as ThinkResults[K];
  }

  async close(): Promise<void> {}
}
