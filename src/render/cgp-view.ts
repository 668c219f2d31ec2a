/**
 * A public view of a CGP position, for drawing positions outside a game (the CLI,
 * tests, the benchmark). CGP lists the player to move first, so turn is 0.
 */
import { BOARD_LAYOUTS, type BoardLayoutId } from '../engine/board.js';
import type { CgpPosition } from '../engine/cgp.js';
import { parseMove } from '../engine/notation.js';
import { err, ok, type Result } from '../engine/result.js';
import { DEFAULT_PRESET, findPreset } from '../engine/rules.js';
import type { GameResult, LastMove } from '../engine/state.js';
import { TILE_SETS } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';

export interface CgpViewOptions {
  /** Rule preset id: decides the premium layout and the tile set. */
  preset?: string;
  /** Overrides the preset's premium layout. */
  board?: BoardLayoutId;
  names?: string[];
  /** Overrides the CGP scores. */
  scores?: number[];
  /** The last play in notation, tiles already on the board written `.` or in parentheses: `13E .ABbLERS`. */
  lastMove?: string;
  lastScore?: number;
  /** Index (in CGP order) of the player who made the last play; default: the one before the player to move. */
  lastPlayer?: number;
  /** Draw the position as a finished game, won by the highest score. */
  over?: boolean;
}

export function viewFromCgp(pos: CgpPosition, opts: CgpViewOptions = {}): Result<PublicView> {
  const preset = opts.preset === undefined ? DEFAULT_PRESET : findPreset(opts.preset);
  if (!preset) return err('bad-position', { detail: `unknown preset '${opts.preset}'` });
  const rules = opts.board ? { ...preset.rules, board: opts.board } : preset.rules;
  const tileSet = TILE_SETS[rules.tileSet];
  const n = pos.racks.length;
  const scores = opts.scores ?? pos.scores;
  if (scores.length !== n) return err('bad-position', { detail: `${n} players but ${scores.length} scores` });

  // CGP does not say how many tiles are in the bag: count what is not on the board or a known rack.
  const total = Object.values(tileSet.counts).reduce((a, b) => a + b, 0);
  const onBoard = pos.board.join('').replace(/\./g, '').length;
  const known = pos.racks.reduce((a, r) => a + r.length, 0);
  const unknownRacks = pos.racks.filter((r) => r === '').length;
  const unseen = Math.max(0, total - onBoard - known);
  const bagCount = Math.max(0, unseen - rules.rackSize * unknownRacks);
  const perUnknown = unknownRacks ? Math.min(rules.rackSize, Math.floor((unseen - bagCount) / unknownRacks)) : 0;

  let lastMove: LastMove | null = null;
  if (opts.lastMove !== undefined) {
    const move = parseMove(opts.lastMove);
    if (!move.ok) return move;
    const { pos: at, squares } = move.value;
    const placed = squares.flatMap((s, i) =>
      s.letter !== null && !s.throughOnly
        ? [{ row: at.row + (at.dir === 'down' ? i : 0), col: at.col + (at.dir === 'across' ? i : 0) }]
        : [],
    );
    lastMove = {
      player: opts.lastPlayer ?? (n - 1) % Math.max(1, n),
      kind: 'place',
      move: opts.lastMove.trim(),
      score: opts.lastScore ?? 0,
      squares: placed,
      pos: at,
    };
  }

  let result: GameResult | null = null;
  if (opts.over) {
    const best = Math.max(...scores);
    const winners = scores.flatMap((s, i) => (s === best ? [i] : []));
    result = { reason: 'went-out', scores, scoresBeforeAdjustments: scores, winners };
  }

  return ok({
    view: 'public',
    rules,
    status: result ? 'over' : 'playing',
    board: pos.board,
    premiums: BOARD_LAYOUTS[rules.board].premiums,
    values: tileSet.values,
    players: pos.racks.map((rack, i) => ({
      id: `p${i + 1}`,
      name: opts.names?.[i] ?? `Player ${i + 1}`,
      score: scores[i] ?? 0,
      rackCount: rack === '' ? perUnknown : rack.length,
    })),
    turn: 0,
    bagCount,
    lastMove,
    challengeOpen: false,
    endProposedBy: null,
    result,
    match: null,
    moveNumber: 0,
  });
}
