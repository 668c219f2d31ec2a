/**
 * Checking a tile placement for a player: geometry, rack, and (when a lexicon is
 * given) the words formed. Used by the game flow and by anything that wants to ask
 * "is this play legal, and what does it score?".
 */
import { BOARD_LAYOUTS, type Board } from './board.js';
import type { Lexicon } from './lexicon.js';
import { parseMove } from './notation.js';
import { checkGeometry, formatPlacement, rackTilesOf, resolveMove, type Placement } from './placement.js';
import { err, ok, type Result } from './result.js';
import type { Rules } from './rules.js';
import { scorePlacement, type PlacementScore, type ScoreOptions } from './score.js';
import { alphabetOf, missingTiles, takeTiles, TILE_SETS } from './tiles.js';

export interface CheckedPlay extends PlacementScore {
  placement: Placement;
  /** Standard notation of the play, e.g. `8H QUIZ` or `H8 .ORD`. */
  notation: string;
  /** The rack after the tiles are taken from it. */
  rackLeft: string;
}

export function scoreOptions(rules: Rules): ScoreOptions {
  return {
    layout: BOARD_LAYOUTS[rules.board],
    tileSet: TILE_SETS[rules.tileSet],
    rackSize: rules.rackSize,
    bingoBonus: rules.bingoBonus,
  };
}

/** Words formed by the placement that the lexicon does not hold. */
export function invalidWords(words: readonly { word: string }[], lexicon: Lexicon): string[] {
  return [...new Set(words.map((w) => w.word).filter((w) => !lexicon.has(w)))];
}

/**
 * Checks a placement for a rack. With a lexicon, every word formed must be in it;
 * without one, words are not checked (as when replaying records in another lexicon).
 */
export function checkPlacement(board: Board, placement: Placement, rack: string, rules: Rules, lexicon?: Lexicon): Result<CheckedPlay> {
  const geometry = checkGeometry(board, placement);
  if (!geometry.ok) return geometry;
  const tiles = rackTilesOf(placement);
  const rackLeft = takeTiles(rack, tiles);
  if (rackLeft === null) return err('tiles-not-in-rack', { tiles, missing: missingTiles(rack, tiles) });
  const scored = scorePlacement(board, placement, scoreOptions(rules));
  if (lexicon) {
    const bad = invalidWords(scored.words, lexicon);
    if (bad.length > 0) return err('invalid-words', { words: bad });
  }
  return ok({ ...scored, placement, notation: formatPlacement(board, placement), rackLeft });
}

/** Parses notation and checks the play: `checkPlay(board, '8H QUIZ', rack, rules, lexicon)`. */
export function checkPlay(board: Board, text: string, rack: string, rules: Rules, lexicon?: Lexicon): Result<CheckedPlay> {
  const written = parseMove(text, { alphabet: alphabetOf(rules.tileSet) });
  if (!written.ok) return written;
  const placement = resolveMove(board, written.value);
  if (!placement.ok) return placement;
  return checkPlacement(board, placement.value, rack, rules, lexicon);
}
