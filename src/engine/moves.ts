/**
 * The moves of a turn: a placement (after a blank swap, where the rules allow one), an
 * exchange, a pass. Each checks what it is given and records what happened; the turn's
 * end is turn.ts's.
 */
import { isBlankOnBoard, withTiles } from './board.js';
import { drawTiles, returnToBag } from './deal.js';
import { finishGame } from './end.js';
import type { EngineContext } from './lexicon.js';
import { parsePosition } from './notation.js';
import { applyPlacement } from './placement.js';
import { checkPlay } from './play.js';
import { err, ok, type Result } from './result.js';
import { exchangeRefusal, wordsCheckedOnPlay } from './rules.js';
import type { BlankSwap, GameState } from './state.js';
import { BLANK, takeTiles } from './tiles.js';
import { endTurn, record } from './turn.js';

function takeBlankSwap(s: GameState, p: number, square: string): Result<{ state: GameState; swap: BlankSwap }> {
  if (!s.rules.blankSwap) return err('blank-swap-not-allowed');
  const pos = parsePosition(square);
  if (!pos.ok) return pos;
  const { row, col } = pos.value;
  const ch = s.board[row]![col]!;
  if (!isBlankOnBoard(ch)) return err('blank-swap-not-allowed', { detail: square });
  const letter = ch.toUpperCase();
  const rackLeft = takeTiles(s.racks[p]!, letter);
  if (rackLeft === null) return err('tiles-not-in-rack', { tiles: letter, missing: letter });
  const racks = [...s.racks];
  racks[p] = rackLeft + BLANK;
  const board = withTiles(s.board, [{ row, col, ch: letter }]);
  return ok({ state: { ...s, board, racks }, swap: { row, col, letter } });
}

export function place(s0: GameState, p: number, move: string, swapAt: string | undefined, ctx: EngineContext): Result<GameState> {
  let s = s0;
  let swap: BlankSwap | null = null;
  if (swapAt) {
    const taken = takeBlankSwap(s, p, swapAt);
    if (!taken.ok) return taken;
    s = taken.value.state;
    swap = taken.value.swap;
  }
  const { rules } = s;
  const checkWords = wordsCheckedOnPlay(rules);
  if (checkWords && !ctx.lexicon) return err('lexicon-required');
  const checked = checkPlay(s.board, move, s.racks[p]!, rules, checkWords ? ctx.lexicon : undefined);
  if (!checked.ok) return checked;
  const play = checked.value;
  if (swap && !play.placement.tiles.some((t) => t.blank)) return err('blank-swap-unused');

  const rackBefore = s.racks[p]!;
  const scores = [...s.scores];
  scores[p] = scores[p]! + play.score;
  const racks = [...s.racks];
  racks[p] = play.rackLeft;
  const bagBefore = s.bag;
  s = { ...s, board: applyPlacement(s.board, play.placement), racks, scores, endProposal: null };
  if (swap) s = record(s, { type: 'blank-swap', player: p, row: swap.row, col: swap.col, letter: swap.letter });
  s = drawTiles(s, p, play.placement.tiles.length);
  const drawn = bagBefore.slice(0, bagBefore.length - s.bag.length);
  const words = play.words.map((w) => w.word);
  s = record(s, { type: 'place', player: p, rack: rackBefore, move: play.notation, score: play.score, total: scores[p]!, words });
  const wentOut = s.racks[p]!.length === 0 && s.bag.length === 0;
  s = {
    ...s,
    lastMove: {
      player: p,
      kind: 'place',
      move: play.notation,
      score: play.score,
      squares: play.placement.tiles.map((t) => ({ row: t.row, col: t.col })),
      pos: play.placement.pos,
    },
    pending: checkWords
      ? null
      : {
        player: p,
        tiles: play.placement.tiles,
        move: play.notation,
        score: play.score,
        words,
        rackBefore,
        drawn,
        wentOut,
        swap,
        scorelessBefore: s.scorelessTurns,
        exchangesBefore: s.consecutiveExchanges,
      },
    scorelessTurns: 0,
    consecutiveExchanges: 0,
  };
  if (wentOut && !s.pending) return ok(finishGame({ ...s, moveNumber: s.moveNumber + 1 }, 'went-out', p));
  return ok(endTurn(s, ctx));
}

export function exchange(s: GameState, p: number, tilesText: string, ctx: EngineContext): Result<GameState> {
  const { rules } = s;
  // Tiles as the rack holds them (a front end reads what a player typed: see toTiles).
  const tiles = tilesText.toUpperCase().replace(/\s+/g, '');
  const rack = s.racks[p]!;
  if (tiles.length === 0) {
    if (rules.exchange === 'anyIncludingNone') return ok(pass(s, p, ctx));
    return err('exchange-empty');
  }
  const rackLeft = takeTiles(rack, tiles);
  if (rackLeft === null) return err('exchange-tiles-not-in-rack', { tiles });
  const refused = exchangeRefusal(rules, rack.length, tiles.length, s.bag.length);
  if (refused) return err(refused.code, refused);
  const racks = [...s.racks];
  racks[p] = rackLeft;
  let next = drawTiles({ ...s, racks }, p, tiles.length);
  next = returnToBag(next, tiles);
  next = record(next, { type: 'exchange', player: p, rack, tiles, total: s.scores[p]! });
  next = {
    ...next,
    scorelessTurns: s.scorelessTurns + 1,
    consecutiveExchanges: s.consecutiveExchanges + 1,
    lastMove: { player: p, kind: 'exchange', count: tiles.length, score: 0, squares: [] },
  };
  return ok(endTurn(next, ctx));
}

export function pass(s: GameState, p: number, ctx: EngineContext): GameState {
  let next = record(s, { type: 'pass', player: p, rack: s.racks[p]!, total: s.scores[p]! });
  next = {
    ...next,
    scorelessTurns: s.scorelessTurns + 1,
    consecutiveExchanges: 0,
    lastMove: { player: p, kind: 'pass', score: 0, squares: [] },
  };
  return endTurn(next, ctx);
}
