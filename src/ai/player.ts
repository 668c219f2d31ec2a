/**
 * The computer player: what it does in a game state. Pure functions of the state (and
 * the word list), with randomness seeded from the state, so a replayed game repeats.
 * It sees what its seat may see: its rack, the board, the scores, the bag's size and
 * the unseen tiles; never the bag's order or another rack.
 */
import type { Board } from '../engine/board.js';
import type { Action } from '../engine/game.js';
import type { EngineContext } from '../engine/lexicon.js';
import { invalidWords } from '../engine/play.js';
import { formedWords, type Placement } from '../engine/placement.js';
import type { GameState } from '../engine/state.js';
import { rackValue, TILE_SETS } from '../engine/tiles.js';
import { unseenTiles } from '../engine/views.js';
import type { WordGraph } from '../lexicon/index.js';
import { createPlayFinder, moveGenerator } from '../movegen/index.js';
import { commonWordsFor, type CommonWords } from './common-words.js';
import { solveEndgame } from './endgame.js';
import { allCandidates, swapCandidates } from './candidates.js';
import { byEquity, placeCandidate, scorelessCandidates, turnContext, type Candidate, type TurnContext } from './equity.js';
import { topCandidates } from './static-choice.js';
import { loadLeaveTable, type LeaveTable } from './leaves.js';
import { LEVELS, type Level, type LevelId } from './levels.js';
import { SeededRandom } from './random.js';
import { mainWord } from './words.js';
import { typedNotation } from '../engine/notation.js';

/** A level, or `greedy`: the highest-scoring placement, nothing else considered (a yardstick). */
export type PlayerKind = LevelId | 'greedy';

export interface AiOptions {
  lexicon: WordGraph;
  /** Leave table; by default the shipped one for the game's tile set. */
  table?: LeaveTable;
  /** Time limit of the endgame search, ms (default 1900, so the turn stays within 2 s). */
  endgameMs?: number;
  /** Positions the endgame search may visit (default 25,000): keeps answers the same on any machine. */
  endgameNodes?: number;
  /** false: no endgame search even at levels that have one (training, quick analysis). */
  endgame?: boolean;
}

export interface TurnChoice {
  action: Action;
  /** The candidate chosen, with its score, leave and equity. */
  candidate: Candidate;
  /** How it was found: static equity, or the endgame search (exact when it finished). */
  source: 'equity' | 'endgame' | 'greedy';
  exact?: boolean;
}

/** The context the engine needs for the player's actions: the word list and a move finder. */
export function engineContext(lexicon: WordGraph): EngineContext {
  return { lexicon, finder: createPlayFinder(lexicon) };
}

export function toAction(c: Candidate, player: number): Action {
  switch (c.kind) {
    case 'place': return { type: 'place', player, move: typedNotation(c.move), ...(c.swap ? { swap: c.swap } : {}) };
    case 'exchange': return { type: 'exchange', player, tiles: c.tiles };
    case 'pass': return { type: 'pass', player };
  }
}

function tableFor(state: GameState, opts: AiOptions): LeaveTable {
  return opts.table ?? loadLeaveTable(state.rules.tileSet);
}

function activePlayers(state: GameState): number[] {
  return state.players.map((_, i) => i).filter((i) => !state.resigned[i]);
}

/** The highest-scoring placement; with none, the highest a blank swap opens, else the biggest exchange allowed, else a pass. */
function greedyTurn(state: GameState, player: number, opts: AiOptions): Candidate {
  const tc = turnContext(state, player, tableFor(state, opts), 0);
  const [best] = moveGenerator(opts.lexicon).best(state.board, tc.rack, state.rules, 1);
  if (best) {
    return { kind: 'place', move: best.notation, score: best.score, tiles: '', leave: '', leaveValue: 0, equity: best.score, placement: best.placement };
  }
  const swaps = swapCandidates(tc, opts.lexicon).sort((a, b) => b.score - a.score || byEquity(a, b));
  if (swaps.length > 0) return swaps[0]!;
  const others = scorelessCandidates(tc, false);
  const exchanges = others.filter((c) => c.kind === 'exchange').sort((a, b) => b.leave.length - a.leave.length);
  return exchanges.length > 0 ? exchanges[exchanges.length - 1]! : others.find((c) => c.kind === 'pass')!;
}

/** Where a scoreless turn ranks for a level that never exchanges while it can place: after every placement. */
const PAST_EVERY_LIMIT = 100;

/** Whether the level sees every play: no limit on words, blanks or scores. */
function seesEverything(level: Level): boolean {
  return level.maxWordLength >= 15 && !level.knownWordsOnly && !level.blanksForBingos && level.scoreReach === Infinity;
}

/**
 * How many of the level's limits a placement goes past (a score beyond its reach, a blank
 * outside a bingo, a long word, a word it does not know), and its main word. It stops
 * counting once past `enough`, and then may not say the word.
 */
function limitsPassed(board: Board, placement: Placement, score: number, level: Level, rackSize: number, enough: number, common: CommonWords | null): { unseen: number; word: string } {
  let n = 0;
  if (score > level.scoreReach) n++;
  if (level.blanksForBingos && placement.tiles.length < rackSize && placement.tiles.some((t) => t.blank)) n++;
  if (n > enough) return { unseen: n, word: '' };
  const word = mainWord(board, placement);
  if (word.length > level.maxWordLength) n++;
  if (n > enough || !level.knownWordsOnly || common === null) return { unseen: n, word };
  if (common.rank(word) === 0 || formedWords(board, placement).some((w) => common.rank(w.word) === 0)) n++;
  return { unseen: n, word };
}

interface Valued {
  c: Candidate;
  /** The level's value: equity plus its liking for common words. */
  u: number;
}

/**
 * The candidates a level chooses among: those past the fewest of its limits, valued as it
 * sees them. A placement past more limits than the best found so far is never built.
 */
function seenCandidates(state: GameState, tc: TurnContext, level: Level, opts: AiOptions): Valued[] {
  const common = commonWordsFor(state.rules.tileSet);
  const rackSize = state.rules.rackSize;
  const plays = moveGenerator(opts.lexicon).generate(tc.board, tc.rack, tc.rules);
  const out: Valued[] = [];
  let fewest = Infinity;
  const consider = (c: Candidate, unseen: number, word: string): void => {
    if (unseen > fewest) return;
    if (unseen < fewest) {
      fewest = unseen;
      out.length = 0;
    }
    const rank = c.kind === 'place' && common !== null ? common.rank(word) : 0;
    out.push({ c, u: c.equity + (rank > 0 ? level.commonBonus[rank - 1]! : 0) });
  };
  // A player who does not plan ahead does not exchange while it can place.
  const scoreless = (canPlace: boolean) => (canPlace && level.leaveWeight === 0 ? PAST_EVERY_LIMIT : 0);
  if (plays.count === 0) {
    // No placement of its own: blank swaps (club rules), exchanges, the pass.
    const all = allCandidates(tc, opts.lexicon);
    const canPlace = all.some((c) => c.kind === 'place');
    for (const c of all) {
      if (c.kind !== 'place') consider(c, scoreless(canPlace), '');
      else {
        const { unseen, word } = limitsPassed(tc.board, c.placement, c.score, level, rackSize, fewest, common);
        consider(c, unseen, word);
      }
    }
    return out;
  }
  for (let i = 0; i < plays.count; i++) {
    // The cheap limit first: once a play within every limit is found, one beyond reach is not decoded.
    if (fewest === 0 && plays.score(i) > level.scoreReach) continue;
    const play = plays.play(i);
    const { unseen, word } = limitsPassed(tc.board, play.placement, play.score, level, rackSize, fewest, common);
    if (unseen <= fewest) consider(placeCandidate(tc, play), unseen, word);
  }
  for (const c of scorelessCandidates(tc, true)) consider(c, scoreless(true), '');
  return out;
}

/**
 * The level's choice: among the candidates past the fewest of its limits, its best-valued
 * few (equity plus its liking for common words), the better ones more often.
 */
function levelChoice(state: GameState, player: number, level: Level, opts: AiOptions): Candidate {
  const tc = turnContext(state, player, tableFor(state, opts), level.leaveWeight);
  if (level.temperature === 0 && level.commonBonus[0] === 0 && seesEverything(level)) {
    return topCandidates(tc, opts.lexicon, 1)[0]!;
  }
  const seen = seenCandidates(state, tc, level, opts);
  seen.sort((a, b) => b.u - a.u || byEquity(a.c, b.c));
  const pool = seen.slice(0, Math.max(1, level.choices));
  if (level.temperature <= 0 || pool.length === 1) return pool[0]!.c;
  const top = pool[0]!.u;
  const weights = pool.map((v) => Math.exp((v.u - top) / level.temperature));
  const total = weights.reduce((a, b) => a + b, 0);
  let r = SeededRandom.forTurn(state, player, 'choice').next() * total;
  for (let i = 0; i < pool.length; i++) {
    r -= weights[i]!;
    if (r < 0) return pool[i]!.c;
  }
  return pool[pool.length - 1]!.c;
}

/** The turn the player takes now (it must be their turn, with no decision pending). */
export function chooseTurn(state: GameState, player: number, kind: PlayerKind, opts: AiOptions): TurnChoice {
  if (kind === 'greedy') {
    const candidate = greedyTurn(state, player, opts);
    return { action: toAction(candidate, player), candidate, source: 'greedy' };
  }
  const level = LEVELS[kind];
  const active = activePlayers(state);
  const unseen = unseenTiles(state, player);
  // With the bag empty the unseen tiles are the opponent's rack (a rack's worth at most).
  if (level.endgame && opts.endgame !== false && state.bag.length === 0 && active.length === 2 && unseen.length <= state.rules.rackSize) {
    const opponent = active.find((i) => i !== player)!;
    const solved = solveEndgame(
      {
        board: state.board,
        rules: state.rules,
        racks: [state.racks[player]!, unseen],
        spread: state.scores[player]! - state.scores[opponent]!,
        scorelessTurns: state.scorelessTurns,
      },
      opts.lexicon,
      { timeMs: opts.endgameMs ?? 1900, ...(opts.endgameNodes !== undefined ? { maxNodes: opts.endgameNodes } : {}) },
    );
    // The search knows no blank swaps: a scoreless answer stands only if no swap opens a play.
    const swapMissed = solved.best?.kind !== 'place' && swapCandidates(turnContext(state, player, tableFor(state, opts)), opts.lexicon).length > 0;
    if (solved.best && !swapMissed) return { action: toAction(solved.best, player), candidate: solved.best, source: 'endgame', exact: solved.exact };
  }
  const candidate = levelChoice(state, player, level, opts);
  return { action: toAction(candidate, player), candidate, source: 'equity' };
}

/** Whether it is worth agreeing to end now: ahead (the match total counts), or behind with nothing left to change it. */
function acceptsEnd(state: GameState, player: number, opts: AiOptions): boolean {
  const base = state.match?.games.length ? state.match.games.reduce((sum, g) => sum.map((v, i) => v + g.scores[i]!), state.players.map(() => 0)) : null;
  const total = (i: number) => state.scores[i]! + (base ? base[i]! : 0);
  const others = activePlayers(state).filter((i) => i !== player);
  const bestOther = Math.max(...others.map(total));
  if (total(player) > bestOther) return true;
  const rack = state.racks[player]!;
  const set = TILE_SETS[state.rules.tileSet];
  // Nothing can change: the bag is empty and even our best play each turn for every tile left cannot close the gap.
  if (state.bag.length > 0) return false;
  const gen = moveGenerator(opts.lexicon);
  if (!gen.hasAnyPlay(state.board, rack, state.rules)) return true;
  const [best] = gen.best(state.board, rack, state.rules, 1);
  const reach = (best?.score ?? 0) * rack.length + 2 * rackValue(unseenTiles(state, player), set);
  return bestOther - total(player) > reach;
}

/**
 * Anything the player should do now, or null: answer a proposal to end, challenge a
 * phony (at the level's rate), let a play that ends the game stand, or take its turn
 * (told to `onTurn`, with how it was chosen: self-play's leave training tallies it).
 */
export function decide(state: GameState, player: number, kind: PlayerKind, opts: AiOptions, onTurn?: (choice: TurnChoice) => void): Action | null {
  if (state.status !== 'playing' || state.resigned[player]) return null;
  const proposal = state.endProposal;
  if (proposal && proposal.by !== player && !proposal.accepted.includes(player)) {
    return { type: acceptsEnd(state, player, opts) ? 'accept-end' : 'decline-end', player };
  }
  const pending = state.pending;
  if (pending && pending.player !== player && state.rules.challenge !== 'void') {
    const phony = invalidWords(pending.words.map((word) => ({ word })), opts.lexicon).length > 0;
    const rate = kind === 'greedy' ? 0 : LEVELS[kind].challengeRate;
    if (phony && SeededRandom.forTurn(state, player, 'challenge').next() < rate) return { type: 'challenge', player };
    if (pending.wentOut) return state.turn === player ? { type: 'accept', player } : null;
  }
  if (state.turn !== player) return null;
  const choice = chooseTurn(state, player, kind, opts);
  onTurn?.(choice);
  return choice.action;
}
