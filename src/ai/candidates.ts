/**
 * Every candidate turn of a rack, valued by equity (equity.ts): each placement, the
 * exchanges and the pass, and for a rack with no placement of its own, the placements a
 * blank swap opens.
 */
import type { WordGraph } from '../lexicon/index.js';
import { blankSwaps, moveGenerator } from '../movegen/index.js';
import { byEquity, placeCandidate, scorelessCandidates, type Candidate, type TurnContext } from './equity.js';

/**
 * For a rack with no placement of its own, the placements a blank swap opens (rules with
 * the blank swap): each uses the blank taken back, as the rules require. The computer
 * swaps only then, when the alternative is a scoreless turn; under rules that end the game
 * only when nobody can place, never swapping would leave such a game without an end.
 */
export function swapCandidates(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  if (!tc.rules.blankSwap || moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules).count > 0) return [];
  return swapPlays(tc, lexicon);
}

/** The placements each blank swap opens that use the blank taken back. */
function swapPlays(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  if (!tc.rules.blankSwap) return [];
  const out: Candidate[] = [];
  for (const swapped of blankSwaps(tc.board, tc.rack)) {
    const plays = moveGenerator(lexicon).generate(swapped.board, swapped.rack, tc.rules);
    const after = { ...tc, board: swapped.board, rack: swapped.rack };
    for (let i = 0; i < plays.count; i++) {
      const play = plays.play(i);
      if (play.placement.tiles.some((t) => t.blank)) out.push({ ...placeCandidate(after, play), swap: swapped.square });
    }
  }
  return out;
}
export /** The turns open to a rack with no placement of its own: swap plays, exchanges, the pass. */
function withoutPlacement(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  const swaps = swapPlays(tc, lexicon);
  return [...swaps, ...scorelessCandidates(tc, swaps.length > 0)].sort(byEquity);
}

/** Every candidate turn, best equity first. */
export function allCandidates(tc: TurnContext, lexicon: WordGraph): Candidate[] {
  const plays = moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules);
  if (plays.count === 0) return withoutPlacement(tc, lexicon);
  const out: Candidate[] = [];
  for (let i = 0; i < plays.count; i++) out.push(placeCandidate(tc, plays.play(i)));
  out.push(...scorelessCandidates(tc, true));
  return out.sort(byEquity);
}
