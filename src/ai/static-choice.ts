/**
 * The static choice: the `n` best candidates by equity, found without valuing every play.
 * Two ways that make the same choices: from the full list, decoding only the plays whose
 * score plus the best leave could still make it (the reference), and from the bounded
 * search, with the leave bounds of equity-sink.ts.
 */
import { BLANK, rackValue } from '../engine/tiles.js';
import type { WordGraph } from '../lexicon/index.js';
import { moveGenerator } from '../movegen/index.js';
import { withoutPlacement } from './candidates.js';
import { EquitySink } from './equity-sink.js';
import { byEquity, placeCandidate, scorelessCandidates, tileSetOf, type Candidate, type TurnContext } from './equity.js';

/** The highest value any leave of this rack can have: a bound for pruning. */
function bestLeaveBound(tc: TurnContext): number {
  if (tc.bagCount === 0) return 2 * rackValue(tc.unseen, tileSetOf(tc));
  const rack = tc.rack;
  let best = 0;
  const n = rack.length;
  for (let mask = 1; mask < (1 << n) - 1; mask++) {
    let leave = '';
    for (let i = 0; i < n; i++) if (mask & (1 << i)) leave += rack[i];
    const v = tc.table.value(leave);
    if (v > best) best = v;
  }
  return Math.max(0, tc.leaveWeight * best);
}

/**
 * The `n` best candidates by equity from the full list of plays: a play is decoded only
 * when its score plus the best leave the rack allows could still make the list. What
 * topCandidates finds without the list; the tests hold the two to the same choices.
 */
export function topCandidatesFromList(tc: TurnContext, lexicon: WordGraph, n = 1): Candidate[] {
  const plays = moveGenerator(lexicon).generate(tc.board, tc.rack, tc.rules);
  if (plays.count === 0) return withoutPlacement(tc, lexicon).slice(0, n);
  const bound = bestLeaveBound(tc);
  const top: Candidate[] = scorelessCandidates(tc, true).sort(byEquity).slice(0, n);
  let floor = top.length === n ? top[n - 1]!.equity : -Infinity;
  // Visit plays from the highest score down so the floor rises early.
  const order = new Int32Array(plays.count);
  for (let i = 0; i < plays.count; i++) order[i] = i;
  order.sort((a, b) => plays.score(b) - plays.score(a) || a - b);
  for (let j = 0; j < order.length; j++) {
    const i = order[j]!;
    if (plays.score(i) + bound < floor) break;
    const c = placeCandidate(tc, plays.play(i));
    if (top.length < n || byEquity(c, top[top.length - 1]!) < 0) {
      top.push(c);
      top.sort(byEquity);
      if (top.length > n) top.pop();
      if (top.length === n) floor = top[n - 1]!.equity;
    }
  }
  return top;
}

/**
 * The `n` best candidates by equity, without the full list: the best-play search gives its
 * plays to a sink that values each by its score and the leave it keeps. Each anchor's
 * bound on its plays' scores is raised, stretch by stretch, by the best leave of the
 * tiles such a play keeps; anchors are searched best bound first, and the search stops
 * when no bound reaches the last candidate kept. Plays whose score plus the best leave of
 * all cannot reach it are not valued, and a play is decoded only when it may enter the
 * list. The scoreless turns are looked at only when the best of them might: the same
 * choices as topCandidatesFromList, ties included (equity, score, notation).
 */
export function topCandidates(tc: TurnContext, lexicon: WordGraph, n = 1): Candidate[] {
  const sink = EquitySink.for(tc, n);
  if (sink === null) return topCandidatesFromList(tc, lexicon, n);
  const gen = moveGenerator(lexicon);
  const blanks = sink.blanks;
  if (blanks > 0) {
    // A blank is usually worth keeping: the plays that keep every blank first, from the
    // rack without them (a much smaller search), then only those that use one, whose
    // leaves are worth less, so fewer anchors can reach the list.
    sink.pass(sink.keptWithBlanks(), false);
    gen.bounded(tc.board, tc.rack.replaceAll(BLANK, ''), tc.rules, sink, true);
    sink.pass(sink.keptUsingBlank(), true);
  } else sink.pass(sink.keptWithBlanks(), false);
  gen.bounded(tc.board, tc.rack, tc.rules, sink, true);
  if (sink.placements === 0 && !gen.anyPlacement(tc.board, tc.rack, tc.rules)) return withoutPlacement(tc, lexicon).slice(0, n);
  const top = sink.top;
  if (top.length === n && sink.scorelessBound < top[n - 1]!.equity) return top;
  return [...top, ...scorelessCandidates(tc, true)].sort(byEquity).slice(0, n);
}
