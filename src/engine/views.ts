/**
 * What each audience may see. The public view is for spectators and board images:
 * no racks, the bag as a count. A private view adds one player's rack and the tiles
 * unseen from that player's seat. The `view` tag keeps one from being passed as the other.
 */
import { BOARD_LAYOUTS, boardTiles, type Board, type Premium } from './board.js';
import type { Rules } from './rules.js';
import type { GameResult, GameState, GameStatus, LastMove, MatchProgress } from './state.js';
import { fullBag, sortRack, takeTiles, TILE_SETS } from './tiles.js';

export interface PublicPlayer {
  id: string;
  name: string;
  score: number;
  rackCount: number;
}

export interface PublicView {
  readonly view: 'public';
  rules: Rules;
  status: GameStatus;
  board: Board;
  premiums: readonly (readonly Premium[])[];
  /** Letter values, for drawing tiles. */
  values: Readonly<Record<string, number>>;
  players: PublicPlayer[];
  turn: number;
  bagCount: number;
  lastMove: LastMove | null;
  /** A play is waiting for the next player to challenge or accept it. */
  challengeOpen: boolean;
  endProposedBy: number | null;
  result: GameResult | null;
  match: MatchProgress | null;
  moveNumber: number;
}

export interface PrivateView {
  readonly view: 'private';
  player: number;
  rack: string;
  /** Tiles not on the board and not on this player's rack: the bag and the other racks. */
  unseen: string;
  public: PublicView;
}

export function publicView(s: GameState): PublicView {
  const tileSet = TILE_SETS[s.rules.tileSet];
  return {
    view: 'public',
    rules: s.rules,
    status: s.status,
    board: s.board,
    premiums: BOARD_LAYOUTS[s.rules.board].premiums,
    values: tileSet.values,
    players: s.players.map((p, i) => ({ id: p.id, name: p.name, score: s.scores[i]!, rackCount: s.racks[i]!.length })),
    turn: s.turn,
    bagCount: s.bag.length,
    lastMove: s.lastMove,
    challengeOpen: s.pending !== null,
    endProposedBy: s.endProposal?.by ?? null,
    result: s.result,
    match: s.match,
    moveNumber: s.moveNumber,
  };
}

export function privateView(s: GameState, player: number): PrivateView {
  const rack = s.racks[player] ?? '';
  return { view: 'private', player, rack, unseen: unseenTiles(s, player), public: publicView(s) };
}

/** Tiles that `player` has not seen: the full set minus the board and their own rack. */
export function unseenTiles(s: GameState, player: number): string {
  let left: string | null = fullBag(TILE_SETS[s.rules.tileSet]);
  left = takeTiles(left, boardTiles(s.board) + (s.racks[player] ?? '')) ?? left;
  return sortRack(left);
}
