/**
 * Challenges. Under every rule but `void`, a play stands provisionally and the
 * players after it may challenge before the next player acts. A phony comes off,
 * its tiles go back to the rack, the tiles drawn for it go back to the bag (which is
 * shuffled), and the player loses the turn. A wrong challenge costs what the rule says.
 */
import { withTiles } from './board.js';
import { returnToBag } from './deal.js';
import { finishGame } from './end.js';
import type { EngineContext } from './lexicon.js';
import { invalidWords } from './play.js';
import { err, notYourTurn, ok, type Result } from './result.js';
import type { GameState } from './state.js';
import { BLANK, takeTiles } from './tiles.js';
import { endTurn, record } from './turn.js';

/** Acting on your turn accepts the play before it: the challenge window closes. */
export function closeWindowIfAny(s: GameState): GameState {
  return s.pending ? { ...s, pending: null } : s;
}

export function resolveChallenge(s: GameState, p: number, challenge: boolean, ctx: EngineContext): Result<GameState> {
  if (s.rules.challenge === 'void') return err('challenge-not-allowed');
  const pending = s.pending;
  if (!pending) return err('no-challenge-window');
  if (pending.player === p) return err('cannot-challenge-own-play');
  if (!challenge) {
    // Only the player to act may let the play stand; that closes the window.
    if (s.turn !== p) return notYourTurn(s);
    const accepted = { ...s, pending: null };
    return ok(pending.wentOut ? finishGame({ ...accepted, moveNumber: accepted.moveNumber + 1 }, 'went-out', pending.player) : accepted);
  }
  if (!ctx.lexicon) return err('lexicon-required');
  const phonies = invalidWords(pending.words.map((word) => ({ word })), ctx.lexicon);
  return ok(phonies.length > 0 ? withdraw(s, p, phonies) : failedChallenge(s, p, ctx));
}

function withdraw(s0: GameState, challenger: number, phonies: string[]): GameState {
  const pending = s0.pending!;
  const mover = pending.player;
  let board = withTiles(s0.board, pending.tiles.map((t) => ({ row: t.row, col: t.col, ch: '.' })));
  if (pending.swap) board = withTiles(board, [{ row: pending.swap.row, col: pending.swap.col, ch: pending.swap.letter.toLowerCase() }]);
  const racks = [...s0.racks];
  // The rack goes back to what it was; the tiles drawn after the play return to the bag.
  let rack = pending.rackBefore;
  if (pending.swap) rack = takeTiles(rack, BLANK)! + pending.swap.letter;
  racks[mover] = rack;
  const scores = [...s0.scores];
  scores[mover] = scores[mover]! - pending.score;
  let s: GameState = { ...s0, board, racks, scores, pending: null };
  s = returnToBag(s, pending.drawn);
  s = record(s, { type: 'withdrawn', player: mover, rack: pending.rackBefore, score: -pending.score, total: scores[mover]!, words: phonies, challenger, checked: pending.words });
  s = {
    ...s,
    scorelessTurns: pending.scorelessBefore + 1,
    consecutiveExchanges: 0,
    lastMove: { player: mover, kind: 'withdrawn', move: pending.move, score: -pending.score, squares: [] },
  };
  // The player's turn was lost; whoever was to act still acts.
  const { end } = s.rules;
  if (end.scorelessTurns !== null && s.scorelessTurns >= end.scorelessTurns) return finishGame(s, 'scoreless-turns');
  return s;
}

function failedChallenge(s0: GameState, challenger: number, ctx: EngineContext): GameState {
  const pending = s0.pending!;
  const mover = pending.player;
  let s: GameState = { ...s0, pending: null };
  const rule = s.rules.challenge;
  if (rule === 'fivePoints' || rule === 'tenPoints') {
    const bonus = rule === 'fivePoints' ? 5 : 10;
    const scores = [...s.scores];
    scores[mover] = scores[mover]! + bonus;
    s = record({ ...s, scores }, { type: 'challenge-bonus', player: mover, rack: s.racks[mover]!, bonus, total: scores[mover]!, challenger, checked: pending.words });
  } else if (rule === 'single') {
    s = record(s, { type: 'challenge-failed', player: challenger, rack: s.racks[challenger]!, total: s.scores[challenger]!, challenged: mover, checked: pending.words });
  } else {
    // Double challenge: the challenger loses a turn. Recorded even after a play that went
    // out, where no turn is left to lose: the record (and GCG) still shows the challenge.
    s = record(s, { type: 'challenge-lost', player: challenger, rack: s.racks[challenger]!, total: s.scores[challenger]!, challenged: mover, checked: pending.words });
  }
  s = { ...s, lastMove: { player: challenger, kind: 'challenge', move: pending.move, score: 0, squares: [] } };
  if (pending.wentOut) return finishGame({ ...s, moveNumber: s.moveNumber + 1 }, 'went-out', mover);
  if (rule !== 'double') return s;
  // The lost turn is taken now if it is the challenger's, else their next one is skipped.
  if (s.turn !== challenger) {
    const skipNext = [...s.skipNext];
    skipNext[challenger] = skipNext[challenger]! + 1;
    return { ...s, skipNext };
  }
  return endTurn({ ...s, scorelessTurns: s.scorelessTurns + 1, consecutiveExchanges: 0 }, ctx);
}
