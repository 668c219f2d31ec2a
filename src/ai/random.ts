/**
 * The computer player's randomness: a generator seeded from the game state (its random
 * state, the move number, the seat and what the choice is for), so the same game makes
 * the same choices when replayed. It never advances the game's own generator.
 */
import { nextRandom, seedRng, type RngState } from '../engine/rng.js';
import type { GameState } from '../engine/state.js';

export class SeededRandom {
  private state: RngState;

  constructor(seed: string) {
    this.state = seedRng(seed);
  }

  static forTurn(s: GameState, player: number, purpose: string): SeededRandom {
    return new SeededRandom(`${s.rng.join(',')}|${s.moveNumber}|${s.history.length}|${player}|${purpose}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const [x, st] = nextRandom(this.state);
    this.state = st;
    return x / 0x100000000;
  }
}
