/**
 * Leaving a game: a player resigns, or forfeits (too many time-outs in a row). The game
 * ends when one player is left; otherwise the others play on without them.
 */
import { returnToBag } from './deal.js';
import { finishGame, finishIfNoLegalPlay } from './end.js';
import type { EngineContext } from './lexicon.js';
import type { GameState } from './state.js';
import { advanceTurn, record } from './turn.js';

export function resign(s0: GameState, p: number, ctx: EngineContext, how: 'resign' | 'forfeit' = 'resign'): GameState {
  const resigned = [...s0.resigned];
  resigned[p] = true;
  let s = record({ ...s0, resigned, endProposal: null }, { type: how, player: p });
  s = { ...s, lastMove: { player: p, kind: 'resign', reason: how === 'resign' ? 'resigned' : 'forfeit', score: 0, squares: [] } };
  const active = s.players.map((_, i) => i).filter((i) => !resigned[i]);
  if (active.length <= 1) return finishGame(s, 'resigned', undefined, p);
  // The others play on; the tiles of the player who left go back in the bag.
  const racks = [...s.racks];
  const tiles = racks[p]!;
  racks[p] = '';
  s = returnToBag({ ...s, racks }, tiles);
  return s.turn === p ? finishIfNoLegalPlay(advanceTurn(s), ctx) : s;
}
