/**
 * A new game: the players' order (given, the youngest, or a draw of tiles) and the deal.
 * Pure: the random generator's state is part of the game state.
 */
import { emptyBoard } from './board.js';
import { dealGame } from './deal.js';
import { err, ok, type Result } from './result.js';
import { seedRng, shuffle, type RngState } from './rng.js';
import type { Rules } from './rules.js';
import { SCHEMA_VERSION, type GameState, type Player } from './state.js';
import { alphabetOf, BLANK, fullBag, TILE_SETS } from './tiles.js';

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

/** Blank beats A; otherwise the letter nearest to A, in the alphabet's order (Spanish CH after C). */
function drawRank(tile: string, letters: string): number {
  return tile === BLANK ? -1 : letters.indexOf(tile);
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
    const { letters } = alphabetOf(setup.rules.tileSet);
    const best = Math.min(...contenders.map((i) => drawRank(draw![i]!, letters)));
    contenders = contenders.filter((i) => drawRank(draw![i]!, letters) === best);
  }
  return { first: contenders[0]!, draw, rng };
}
