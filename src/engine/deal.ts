/**
 * Tiles between the bag and the racks: dealing a game, drawing, and putting tiles
 * back. The bag is in draw order, so every shuffle goes through the state's generator.
 */
import { emptyBoard } from './board.js';
import { shuffle } from './rng.js';
import type { GameState } from './state.js';
import { fullBag, TILE_SETS } from './tiles.js';

/** Fills a fresh bag, shuffles it, deals every rack and sets the first player. */
export function dealGame(s: GameState, first: number): GameState {
  const [bag, rng] = shuffle(fullBag(TILE_SETS[s.rules.tileSet]), s.rng);
  let next: GameState = { ...s, rng, bag, board: emptyBoard(), turn: first, firstPlayer: first };
  next = { ...next, racks: next.players.map(() => '') };
  for (let i = 0; i < next.players.length; i++) next = drawTiles(next, i, next.rules.rackSize);
  return next;
}

/** Draws up to `count` tiles from the front of the bag onto a rack. */
export function drawTiles(s: GameState, player: number, count: number): GameState {
  const n = Math.min(count, s.bag.length);
  const racks = [...s.racks];
  racks[player] = racks[player]! + s.bag.slice(0, n);
  return { ...s, racks, bag: s.bag.slice(n) };
}

/** Puts tiles back in the bag and shuffles it, so nobody knows the next draws. */
export function returnToBag(s: GameState, tiles: string): GameState {
  const [bag, rng] = shuffle(s.bag + tiles, s.rng);
  return { ...s, bag, rng };
}
