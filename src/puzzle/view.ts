/**
 * The puzzle as the board image shows a game: a public view of the position with the
 * player to move first (the reader) and the opponent second, no rack but counts.
 */
import { BOARD_LAYOUTS } from '../engine/board.js';
import { TILE_SETS } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import type { Puzzle } from './make.js';

/** `names`: the reader's seat and the opponent's, as the image should call them. */
export function puzzleView(p: Puzzle, names: readonly [string, string]): PublicView {
  const opponentTiles = Math.min(p.rules.rackSize, p.unseen.length - p.bagCount);
  return {
    view: 'public',
    rules: p.rules,
    status: 'playing',
    board: p.board,
    premiums: BOARD_LAYOUTS[p.rules.board].premiums,
    values: TILE_SETS[p.rules.tileSet].values,
    players: [
      { id: 'reader', name: names[0], score: p.scores[0], rackCount: p.rack.length },
      { id: 'opponent', name: names[1], score: p.scores[1], rackCount: opponentTiles },
    ],
    turn: 0,
    bagCount: p.bagCount,
    // The opponent made the last move: seat 1 here, whatever seat it had in the game.
    lastMove: p.lastMove ? { ...p.lastMove, player: 1 } : null,
    challengeOpen: false,
    endProposedBy: null,
    result: null,
    match: null,
    moveNumber: p.turn - 1,
  };
}
