/**
 * Time-outs: the turn clock (kept outside the engine) ran out on the player to move. A
 * scoreless turn, and after enough of them in a row, a forfeit.
 */
import { closeWindowIfAny, resolveChallenge } from './challenge.js';
import type { EngineContext } from './lexicon.js';
import { notYourTurn, ok, type Result } from './result.js';
import { resign } from './resign.js';
import type { GameState } from './state.js';
import { endTurn, record } from './turn.js';

/** Time-outs of `p` since their last turn played, counting the newest. */
export function consecutiveTimeOuts(s: GameState, p: number): number {
  let n = 0;
  for (let i = s.history.length - 1; i >= 0; i--) {
    const e = s.history[i]!;
    if (e.player !== p) continue;
    if (e.type === 'time-out') n++;
    else if (e.type === 'place' || e.type === 'exchange' || e.type === 'pass') break;
  }
  return n;
}

export function timeOut(s: GameState, p: number, forfeitAfter: number | null, ctx: EngineContext): Result<GameState> {
  // A play that emptied the rack waits for a decision; nobody deciding lets it stand.
  if (s.pending?.wentOut) return s.turn === p ? resolveChallenge(s, p, false, ctx) : notYourTurn(s);
  if (s.turn !== p) return notYourTurn(s);
  const open = closeWindowIfAny(s);
  const timed = record(open, { type: 'time-out', player: p, rack: open.racks[p]!, total: open.scores[p]! });
  if (forfeitAfter !== null && consecutiveTimeOuts(timed, p) >= forfeitAfter) return ok(resign(timed, p, ctx, 'forfeit'));
  return ok(endTurn({
    ...timed,
    scorelessTurns: open.scorelessTurns + 1,
    consecutiveExchanges: 0,
    lastMove: { player: p, kind: 'time-out', score: 0, squares: [] },
  }, ctx));
}
