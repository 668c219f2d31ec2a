/**
 * What every turn shares, whatever ended it (a play, an exchange, a pass, a lost
 * challenge): the record, moving the turn on, and the end conditions checked after it.
 */
import { finishGame, finishIfNoLegalPlay } from './end.js';
import type { EngineContext } from './lexicon.js';
import type { GameEvent, GameState } from './state.js';

export function record(s: GameState, event: GameEvent): GameState {
  return { ...s, history: [...s.history, event] };
}

/** Moves the turn on, skipping resigned players and those who lost a turn to a failed challenge. */
export function advanceTurn(s0: GameState): GameState {
  let s = s0;
  const n = s.players.length;
  let next = s.turn;
  for (let guard = 0; guard < 2 * n; guard++) {
    next = (next + 1) % n;
    if (s.resigned[next]) continue;
    if (s.skipNext[next]! > 0) {
      const skipNext = [...s.skipNext];
      skipNext[next] = skipNext[next]! - 1;
      s = record({ ...s, skipNext, scorelessTurns: s.scorelessTurns + 1 }, {
        type: 'skip', player: next, rack: s.racks[next]!, total: s.scores[next]!,
      });
      s = { ...s, lastMove: { player: next, kind: 'skip', score: 0, squares: [] } };
      continue;
    }
    break;
  }
  return { ...s, turn: next };
}

/** Ends a turn: counts it, moves on, and checks the end conditions that follow a turn. */
export function endTurn(s0: GameState, ctx: EngineContext): GameState {
  let s = { ...s0, moveNumber: s0.moveNumber + 1 };
  const { end } = s.rules;
  if (end.scorelessTurns !== null && s.scorelessTurns >= end.scorelessTurns) return finishGame(s, 'scoreless-turns');
  if (end.consecutiveExchanges !== null && s.consecutiveExchanges >= end.consecutiveExchanges) {
    return finishGame(s, 'consecutive-exchanges');
  }
  s = advanceTurn(s);
  if (s.status === 'playing' && end.scorelessTurns !== null && s.scorelessTurns >= end.scorelessTurns) {
    return finishGame(s, 'scoreless-turns');
  }
  return s.pending ? s : finishIfNoLegalPlay(s, ctx);
}
