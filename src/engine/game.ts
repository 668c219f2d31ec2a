/**
 * The game flow: `createGame` deals a new game, `apply` takes one action and returns
 * a new state or a coded error. Both are pure: the random generator's state is part
 * of the game state, and a rejected action leaves the state untouched.
 */
import { emptyBoard, withTiles } from './board.js';
import { resolveChallenge } from './challenge.js';
import { dealGame, drawTiles, returnToBag } from './deal.js';
import { finishGame, finishIfNoLegalPlay, startNextGame } from './end.js';
import type { EngineContext } from './lexicon.js';
import { parsePosition } from './notation.js';
import { applyPlacement } from './placement.js';
import { checkPlay } from './play.js';
import { err, notYourTurn, ok, type Result } from './result.js';
import { seedRng, shuffle, type RngState } from './rng.js';
import { exchangeRefusal, mayPass, wordsCheckedOnPlay, type Rules } from './rules.js';
import { SCHEMA_VERSION, type BlankSwap, type GameState, type Player } from './state.js';
import { BLANK, fullBag, takeTiles, TILE_SETS } from './tiles.js';
import { advanceTurn, endTurn, record } from './turn.js';

export type Action =
  /** A tile placement in notation, e.g. `8H QUIZ`; `swap` names a blank's square to take first (club rules). */
  | { type: 'place'; player: number; move: string; swap?: string }
  /** Exchange tiles written as a rack (`?` for a blank); empty means none (a pass, where the rules allow). */
  | { type: 'exchange'; player: number; tiles: string }
  | { type: 'pass'; player: number }
  | { type: 'challenge'; player: number }
  /** The decision not to challenge the pending play. */
  | { type: 'accept'; player: number }
  | { type: 'resign'; player: number }
  /**
   * The turn clock ran out on `player` (the clock lives outside the engine). A scoreless
   * turn; the `forfeitAfter`-th in a row forfeits the game like a resignation.
   * While a play that went out awaits a decision, the play stands.
   */
  | { type: 'time-out'; player: number; forfeitAfter?: number | null }
  | { type: 'propose-end'; player: number }
  | { type: 'accept-end'; player: number }
  | { type: 'decline-end'; player: number }
  /** Starts the second game of a match. */
  | { type: 'next-game' };

export interface GameSetup {
  rules: Rules;
  players: Player[];
  /** Seeds the game's random generator. */
  seed: string;
  /** Ages in player order, when the youngest starts. Used for the order only; not kept. */
  ages?: number[];
  /** Index of the first player, when the rules say it is given. */
  firstPlayer?: number;
}

export function createGame(setup: GameSetup): Result<GameState> {
  const { rules, players } = setup;
  if (players.length < rules.minPlayers) return err('too-few-players', { limit: rules.minPlayers });
  if (players.length > rules.maxPlayers) return err('too-many-players', { limit: rules.maxPlayers });
  if (new Set(players.map((p) => p.id)).size !== players.length) return err('duplicate-player');
  let rng = seedRng(setup.seed);
  const order = decideFirstPlayer(setup, rng);
  if (!order.ok) return order;
  rng = order.value.rng;
  const state = dealGame(
    {
      schema: SCHEMA_VERSION,
      rules,
      rng,
      status: 'playing',
      players: players.map((p) => ({ id: p.id, name: p.name })),
      racks: players.map(() => ''),
      scores: players.map(() => 0),
      bag: '',
      board: emptyBoard(),
      turn: 0,
      moveNumber: 0,
      scorelessTurns: 0,
      consecutiveExchanges: 0,
      skipNext: players.map(() => 0),
      pending: null,
      endProposal: null,
      lastMove: null,
      firstPlayer: order.value.first,
      openingDraw: order.value.draw,
      resigned: players.map(() => false),
      history: [],
      result: null,
      match: rules.match === 'twoGames'
        ? { game: 1, games: [], records: [], firstOfGameOne: order.value.first, totals: null, winners: null }
        : null,
    },
    order.value.first,
  );
  return ok(state);
}

interface FirstPlayerChoice {
  first: number;
  draw: string[] | null;
  rng: RngState;
}

/** Blank beats A; otherwise the letter nearest to A. */
function drawRank(tile: string): number {
  return tile === BLANK ? -1 : tile.charCodeAt(0) - 65;
}

function decideFirstPlayer(setup: GameSetup, rng: RngState): Result<FirstPlayerChoice> {
  const n = setup.players.length;
  const all = [...Array(n).keys()];
  switch (setup.rules.firstPlayer) {
    case 'given': {
      const f = setup.firstPlayer ?? 0;
      if (!Number.isInteger(f) || f < 0 || f >= n) return err('bad-first-player');
      return ok({ first: f, draw: null, rng });
    }
    case 'youngest': {
      const ages = setup.ages;
      if (!ages || ages.length !== n || ages.some((a) => !Number.isFinite(a))) return err('ages-required');
      const youngest = Math.min(...ages);
      return ok(drawAmong(all.filter((i) => ages[i] === youngest), setup, rng));
    }
    case 'draw':
      return ok(drawAmong(all, setup, rng));
  }
}

/** Players in `among` draw tiles until one is nearest to A; the tiles go back each round. */
function drawAmong(among: number[], setup: GameSetup, rng0: RngState): FirstPlayerChoice {
  let rng = rng0;
  let contenders = among;
  let draw: string[] | null = null;
  while (contenders.length > 1) {
    const [bag, next] = shuffle(fullBag(TILE_SETS[setup.rules.tileSet]), rng);
    rng = next;
    draw = setup.players.map((_, i) => (contenders.includes(i) ? bag[contenders.indexOf(i)]! : ''));
    const best = Math.min(...contenders.map((i) => drawRank(draw![i]!)));
    contenders = contenders.filter((i) => drawRank(draw![i]!) === best);
  }
  return { first: contenders[0]!, draw, rng };
}

export function apply(state: GameState, action: Action, ctx: EngineContext = {}): Result<GameState> {
  if (action.type === 'next-game') {
    return state.status === 'between-games' ? ok(startNextGame(state)) : err('not-between-games');
  }
  if (state.status === 'over') return err('game-over');
  if (state.status !== 'playing') return err('game-not-started');
  const p = action.player;
  if (!Number.isInteger(p) || p < 0 || p >= state.players.length || state.resigned[p]) return err('not-a-player');

  switch (action.type) {
    case 'challenge':
    case 'accept':
      return resolveChallenge(state, p, action.type === 'challenge', ctx);
    case 'resign':
      return ok(resign(closeWindowIfAny(state), p, ctx));
    case 'time-out':
      return timeOut(state, p, action.forfeitAfter ?? null, ctx);
    case 'propose-end':
    case 'accept-end':
    case 'decline-end':
      return endByAgreement(state, action.type, p);
  }

  if (state.pending?.wentOut) return err('must-decide-challenge');
  if (state.turn !== p) return notYourTurn(state);
  const open = closeWindowIfAny(state);
  switch (action.type) {
    case 'place':
      return place(open, p, action.move, action.swap, ctx);
    case 'exchange':
      return exchange(open, p, action.tiles, ctx);
    case 'pass': {
      const rack = open.racks[p]!;
      // Without a move finder the engine cannot tell that a player is stuck, so it assumes they are not.
      const canPlace = () => !ctx.finder || ctx.finder.hasAnyPlay(open.board, rack, open.rules);
      if (!mayPass(open.rules, rack.length, open.bag.length, canPlace)) return err('pass-not-allowed');
      return ok(pass(open, p, ctx));
    }
  }
}

/** Acting on your turn accepts the play before it: the challenge window closes. */
function closeWindowIfAny(s: GameState): GameState {
  return s.pending ? { ...s, pending: null } : s;
}

function takeBlankSwap(s: GameState, p: number, square: string): Result<{ state: GameState; swap: BlankSwap }> {
  if (!s.rules.blankSwap) return err('blank-swap-not-allowed');
  const pos = parsePosition(square);
  if (!pos.ok) return pos;
  const { row, col } = pos.value;
  const ch = s.board[row]![col]!;
  if (!(ch >= 'a' && ch <= 'z')) return err('blank-swap-not-allowed', { detail: square });
  const letter = ch.toUpperCase();
  const rackLeft = takeTiles(s.racks[p]!, letter);
  if (rackLeft === null) return err('tiles-not-in-rack', { tiles: letter, missing: letter });
  const racks = [...s.racks];
  racks[p] = rackLeft + BLANK;
  const board = withTiles(s.board, [{ row, col, ch: letter }]);
  return ok({ state: { ...s, board, racks }, swap: { row, col, letter } });
}

function place(s0: GameState, p: number, move: string, swapAt: string | undefined, ctx: EngineContext): Result<GameState> {
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

function exchange(s: GameState, p: number, tilesText: string, ctx: EngineContext): Result<GameState> {
  const { rules } = s;
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

function pass(s: GameState, p: number, ctx: EngineContext): GameState {
  let next = record(s, { type: 'pass', player: p, rack: s.racks[p]!, total: s.scores[p]! });
  next = {
    ...next,
    scorelessTurns: s.scorelessTurns + 1,
    consecutiveExchanges: 0,
    lastMove: { player: p, kind: 'pass', score: 0, squares: [] },
  };
  return endTurn(next, ctx);
}

function resign(s0: GameState, p: number, ctx: EngineContext, how: 'resign' | 'forfeit' = 'resign'): GameState {
  const resigned = [...s0.resigned];
  resigned[p] = true;
  let s = record({ ...s0, resigned, endProposal: null }, { type: how, player: p });
  s = { ...s, lastMove: { player: p, kind: 'resign', reason: how === 'resign' ? 'resigned' : 'forfeit', score: 0, squares: [] } };
  const active = s.players.map((_, i) => i).filter((i) => !resigned[i]);
  if (active.length <= 1) return finishGame(s, 'resigned', undefined, p);
  // The others play on; the tiles of the player who left go back in the bag.
  const racks = [...s.racks];
  const tiles = racks[p]!;
  racks[p] = '';
  s = returnToBag({ ...s, racks }, tiles);
  return s.turn === p ? finishIfNoLegalPlay(advanceTurn(s), ctx) : s;
}

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

function timeOut(s: GameState, p: number, forfeitAfter: number | null, ctx: EngineContext): Result<GameState> {
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

function endByAgreement(s: GameState, type: 'propose-end' | 'accept-end' | 'decline-end', p: number): Result<GameState> {
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
