/** The turns other than a placement that the rules allow: exchanges and the pass. */
import type { Rules } from '../engine/rules.js';
import { sortRack } from '../engine/tiles.js';

export type NonPlacementMove = { kind: 'exchange'; tiles: string } | { kind: 'pass' };

/** Distinct non-empty sub-multisets of a rack, each as sorted tiles. */
function subRacks(rack: string): string[] {
  const counts = new Map<string, number>();
  for (const t of sortRack(rack)) counts.set(t, (counts.get(t) ?? 0) + 1);
  let out = [''];
  for (const [tile, n] of counts) {
    const next: string[] = [];
    for (const s of out) for (let k = 0; k <= n; k++) next.push(s + tile.repeat(k));
    out = next;
  }
  return out.filter((s) => s.length > 0);
}

/**
 * Every exchange the exchange policy allows with `bagSize` tiles in the bag (one per
 * distinct set of tiles), then the pass if allowed; exchanging none counts as the pass.
 */
export function exchangesAndPass(rack: string, rules: Rules, bagSize: number): NonPlacementMove[] {
  const moves: NonPlacementMove[] = [];
  for (const tiles of subRacks(rack)) {
    const allowed =
      rules.exchange === 'bagHoldsSeven'
        ? bagSize >= 7
        : rules.exchange === 'wholeRackOnly'
          ? tiles.length === rack.length && bagSize >= tiles.length
          : bagSize >= tiles.length;
    if (allowed) moves.push({ kind: 'exchange', tiles });
  }
  if (rules.passAllowed || rules.exchange === 'anyIncludingNone') moves.push({ kind: 'pass' });
  return moves;
}
