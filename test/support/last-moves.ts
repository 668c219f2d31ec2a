/** One short game for each kind of last move, and what the board image said of it in schema 3. */
import type { Action, GameState, LastMove } from '../../src/engine/index.js';
import { rulesOf, scenario } from './engine.js';

const tournament = rulesOf('tournament');
const racks = ['CATQIZE', 'RETAINS'];
const bag = 'AEIOUBCDFGHLMNPRSTW';
const two = () => scenario(tournament, { racks, bag });

export const LAST_MOVE_GAMES: [LastMove['kind'] | 'forfeit', () => GameState, Action[], string][] = [
  ['place', two, [{ type: 'place', player: 0, move: '8H CAT' }], 'CAT (8H)'],
  ['exchange', two, [{ type: 'exchange', player: 0, tiles: 'QZ' }], 'exchanged 2'],
  ['pass', two, [{ type: 'pass', player: 0 }], 'passed'],
  ['withdrawn', two, [{ type: 'place', player: 0, move: '8G ZIT' }, { type: 'challenge', player: 1 }], 'ZIT (8G) withdrawn'],
  ['challenge', two, [{ type: 'place', player: 0, move: '8H QI' }, { type: 'challenge', player: 1 }], 'challenged QI (8H): valid'],
  ['resign', () => scenario(tournament, { players: 3 }), [{ type: 'resign', player: 0 }], 'resigned'],
  ['forfeit', two, [{ type: 'time-out', player: 0, forfeitAfter: 1 }], 'forfeited on time'],
  ['time-out', two, [{ type: 'time-out', player: 0 }], 'ran out of time'],
  ['end', () => scenario(rulesOf('duel'), { racks, bag }), [{ type: 'propose-end', player: 0 }, { type: 'accept-end', player: 1 }], 'agreed to end'],
  // A lost double challenge by a player not to move costs their next turn.
  ['skip', () => scenario(tournament, { racks: [...racks, 'AEIOUBC'], bag }), [{ type: 'place', player: 0, move: '8H QI' }, { type: 'challenge', player: 2 }, { type: 'pass', player: 1 }], 'lost turn'],
];
