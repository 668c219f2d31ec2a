/**
 * What the engine needs from a word list and a move generator. The real ones live in
 * src/lexicon and src/movegen; a plain Set of words is enough for the engine's tests.
 */
import type { Alphabet } from './alphabet.js';
import type { Board } from './board.js';
import type { Rules } from './rules.js';

export interface Lexicon {
  /** Whether an upper-case word (in tiles: see alphabet.ts) is in the list. */
  has(word: string): boolean;
  /** The letters its words are written in; A-Z when not said. */
  readonly alphabet?: Alphabet;
}

export interface PlayFinder {
  /** Whether any legal tile placement exists for this rack on this board under these rules. */
  hasAnyPlay(board: Board, rack: string, rules: Rules): boolean;
}

/** Services an action may need: the game's word list, and a move finder for the no-legal-play end. */
export interface EngineContext {
  lexicon?: Lexicon;
  finder?: PlayFinder;
}

export function setLexicon(words: Iterable<string>): Lexicon {
  const set = new Set([...words].map((w) => w.toUpperCase()));
  return { has: (w) => set.has(w) };
}
