/** The turns other than a placement that the engine accepts: exchanges and the pass. */
import { exchangeAllowed, mayPass, type Rules } from '../engine/rules.js';
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
 * Every exchange the rules allow with `bagSize` tiles in the bag (one per distinct set
 * of tiles), then the pass if the player may pass. `canPlace` says whether the rack has
 * a legal placement: where the rules have no pass, a player with no placement and no
 * exchange may still pass, as the engine lets them.
 */
export function exchangesAndPass(rack: string, rules: Rules, bagSize: number, canPlace: boolean): NonPlacementMove[] {
  const moves: NonPlacementMove[] = subRacks(rack)
    .filter((tiles) => exchangeAllowed(rules, rack.length, tiles.length, bagSize))
    .map((tiles) => ({ kind: 'exchange', tiles }));
  if (mayPass(rules, rack.length, bagSize, () => canPlace)) moves.push({ kind: 'pass' });
  return moves;
}
