/**
 * The end of a game: rack adjustments, the winner under the tie-break rule, and the
 * match of two games.
 */
import { dealGame } from './deal.js';
import type { EngineContext } from './lexicon.js';
import { goingOutGainsTwice, passOffered, someExchangeAllowed } from './rules.js';
import type { EndReason, GameEvent, GameResult, GameState } from './state.js';
import { rackValue, TILE_SETS } from './tiles.js';

/**
 * Ends the game. The racks left count as the rules say (`Rules.endScoring`): by the box
 * rule every player loses the value of their own rack and a player who went out gains
 * the value of every other rack; by NASPA's, in a game of two, the player who went out
 * gains twice the other rack and the other loses nothing. A game that ends with nobody
 * out (scoreless turns, agreement) costs each player their own rack under both.
 */
export function finishGame(s: GameState, reason: EndReason, outPlayer?: number, resignedPlayer?: number): GameState {
  const tileSet = TILE_SETS[s.rules.tileSet];
  const before = [...s.scores];
  const scores = [...s.scores];
  const events: GameEvent[] = [];
  const twice = outPlayer !== undefined && goingOutGainsTwice(s.rules, s.players.length);
  if (reason !== 'resigned') {
    s.players.forEach((_, i) => {
      const rack = s.racks[i]!;
      if (i === outPlayer || s.resigned[i] || rack.length === 0) return;
      const value = rackValue(rack, tileSet);
      if (outPlayer !== undefined) {
        const points = twice ? 2 * value : value;
        scores[outPlayer] = scores[outPlayer]! + points;
        events.push({ type: 'end-rack', player: outPlayer, from: i, tiles: rack, points, total: scores[outPlayer]! });
      }
      if (twice) return;
      scores[i] = scores[i]! - value;
      events.push({ type: 'rack-penalty', player: i, tiles: rack, points: -value, total: scores[i]! });
    });
  }
  const result: GameResult = {
    reason,
    scores,
    scoresBeforeAdjustments: before,
    winners: winnersOf(s, scores, before),
    ...(resignedPlayer !== undefined ? { resigned: resignedPlayer } : {}),
  };
  const ended: GameState = { ...s, scores, pending: null, endProposal: null, history: [...s.history, ...events], result };
  if (!s.match) return { ...ended, status: 'over' };
  const games = [...s.match.games, result];
  const records = [...s.match.records, ended.history];
  if (games.length < 2) return { ...ended, status: 'between-games', match: { ...s.match, games, records } };
  const totals = s.players.map((_, i) => games.reduce((sum, g) => sum + g.scores[i]!, 0));
  const best = Math.max(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  return { ...ended, status: 'over', match: { ...s.match, games, records, totals, winners } };
}

/** Highest final score wins; on a tie, the rules either let it stand or look at the scores before adjustments. */
function winnersOf(s: GameState, scores: number[], before: number[]): number[] {
  const eligible = s.players.map((_, i) => i).filter((i) => !s.resigned[i]);
  const top = Math.max(...eligible.map((i) => scores[i]!));
  let winners = eligible.filter((i) => scores[i] === top);
  if (winners.length > 1 && s.rules.tieBreak === 'scoreBeforeAdjustments') {
    const topBefore = Math.max(...winners.map((i) => before[i]!));
    winners = winners.filter((i) => before[i] === topBefore);
  }
  return winners;
}

/**
 * Ends the game when no player still in it has a legal tile placement: where the rules
 * say so, and also, under rules with no pass, when nobody can exchange either (the game
 * could not go on).
 */
export function finishIfNoLegalPlay(s: GameState, ctx: EngineContext): GameState {
  if (!ctx.finder || s.status !== 'playing') return s;
  const active = s.players.map((_, i) => i).filter((i) => !s.resigned[i]);
  const applies = s.rules.end.noLegalPlay
    || (!passOffered(s.rules) && active.every((i) => !someExchangeAllowed(s.rules, s.racks[i]!.length, s.bag.length)));
  if (!applies) return s;
  const stuck = active.every((i) => !ctx.finder!.hasAnyPlay(s.board, s.racks[i]!, s.rules));
  return stuck ? finishGame(s, 'no-legal-play') : s;
}

/** The second game of a match: a new bag, and the player who did not start game 1 starts. */
export function startNextGame(s: GameState): GameState {
  const match = s.match!;
  const first = (match.firstOfGameOne + 1) % s.players.length;
  const fresh: GameState = {
    ...s,
    status: 'playing',
    scores: s.players.map(() => 0),
    moveNumber: 0,
    scorelessTurns: 0,
    consecutiveExchanges: 0,
    skipNext: s.players.map(() => 0),
    resigned: s.players.map(() => false),
    pending: null,
    endProposal: null,
    lastMove: null,
    openingDraw: null,
    history: [],
    result: null,
    match: { ...match, game: match.game + 1 },
  };
  return dealGame(fresh, first);
}
