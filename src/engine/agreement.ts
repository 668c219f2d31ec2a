/**
 * Ending a game by agreement (where the rules allow it): one player proposes, every other
 * player still in the game accepts, or one declines.
 */
import { closeWindowIfAny } from './challenge.js';
import { finishGame } from './end.js';
import { err, ok, type Result } from './result.js';
import type { GameState } from './state.js';
import { record } from './turn.js';

export function endByAgreement(s: GameState, type: 'propose-end' | 'accept-end' | 'decline-end', p: number): Result<GameState> {
  if (!s.rules.end.byAgreement) return err('agreement-not-allowed');
  if (type === 'propose-end') {
    if (s.endProposal) {
      if (s.endProposal.by === p || s.endProposal.accepted.includes(p)) return err('end-already-proposed');
      return endByAgreement(s, 'accept-end', p);
    }
    return ok(record({ ...s, endProposal: { by: p, accepted: [] } }, { type: 'end-proposed', player: p }));
  }
  if (!s.endProposal) return err('no-end-proposal');
  if (s.endProposal.by === p) return err('own-end-proposal');
  if (type === 'decline-end') return ok(record({ ...s, endProposal: null }, { type: 'end-declined', player: p }));
  // Everyone still playing must agree.
  const accepted = [...new Set([...s.endProposal.accepted, p])];
  const waiting = s.players.map((_, i) => i).filter((i) => !s.resigned[i] && i !== s.endProposal!.by && !accepted.includes(i));
  if (waiting.length > 0) {
    return ok(record({ ...s, endProposal: { by: s.endProposal.by, accepted } }, { type: 'end-proposed', player: p }));
  }
  const agreed = record({ ...closeWindowIfAny(s), endProposal: null }, { type: 'end-agreed', player: p });
  return ok(finishGame({ ...agreed, lastMove: { player: p, kind: 'end', score: 0, squares: [] } }, 'agreement'));
}
