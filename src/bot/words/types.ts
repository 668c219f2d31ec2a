/**
 * The shape of a sentence table: every sentence a player reads, by key. A language is one
 * value of this type (`en.ts`); the compiler checks that a second one has every key, and
 * that each sentence takes the values it is written with.
 */
import type { LastMove, SpelledMove } from '../../engine/index.js';

export interface Words {
  /** `A`, `A and B`, `A, B and C`. */
  list(items: readonly string[]): string;
  /** Which letters of a spelled word are blanks (its lower-case letters); null when none is. */
  blankNote(word: string): string | null;
  /** The board image's line under the cards. */
  image: {
    /** The last move after its player's name; `play`: the move's word spelled on the board, when the move is a play. */
    lastMove(m: LastMove, play: SpelledMove | null): string;
  };
}
