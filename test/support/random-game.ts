/**
 * A position from a random game, for property tests of the move generator: tiles drawn
 * from the rules' full bag and plays chosen by fast-check's numbers (`picks`, used from
 * the end). `draw` then goes on drawing racks from what is left in the bag.
 */
import { emptyBoard, type Board } from '../../src/engine/board.js';
import { applyPlacement } from '../../src/engine/placement.js';
import type { Rules } from '../../src/engine/rules.js';
import { fullBag, TILE_SETS } from '../../src/engine/tiles.js';
import type { MoveGenerator } from '../../src/movegen/index.js';

/** Plays up to `turns` random legal moves while more than `keep` picks are left. */
export function randomGame(gen: MoveGenerator, rules: Rules, picks: number[], turns: number, keep = 0): { board: Board; draw: () => string } {
  const bag = [...fullBag(TILE_SETS[rules.tileSet])];
  const draw = (): string => {
    let rack = '';
    for (let i = 0; i < rules.rackSize && bag.length > 0; i++) rack += bag.splice((picks.pop() ?? 0) % bag.length, 1)[0]!;
    return rack;
  };
  let board: Board = emptyBoard();
  for (let turn = 0; picks.length > keep && turn < turns; turn++) {
    const plays = gen.allPlays(board, draw(), rules);
    if (plays.length > 0) board = applyPlacement(board, plays[(picks.pop() ?? 0) % plays.length]!.placement);
  }
  return { board, draw };
}
