/** Helpers for engine tests: games with chosen racks, bags and boards. */
import { apply, createGame, findPreset, setLexicon, type Action, type GameState, type Rules } from '../../src/engine/index.js';
import type { EngineContext } from '../../src/engine/lexicon.js';

export const WORDS = setLexicon([
  'QI', 'QIS', 'ZA', 'ZAS', 'AT', 'TA', 'AE', 'EA', 'RETAINS', 'RETINAS', 'STAINER', 'QUIZ', 'CAT', 'CATS', 'AX', 'XI', 'EX',
  'OX', 'TO', 'IT', 'TI', 'IS', 'SI', 'AS', 'ES', 'RE', 'ER', 'IN', 'NA', 'AN', 'NE', 'EN', 'ON', 'NO', 'OE', 'TE', 'ET',
  'TAT', 'EAT', 'TEA', 'ATE', 'SAT', 'SET', 'NET', 'TEN', 'TAN', 'ANT', 'RAT', 'ART', 'TAR', 'STAR', 'RATS', 'ARTS',
]);

export const CTX: EngineContext = { lexicon: WORDS };

export function rulesOf(preset: string, changes: Partial<Rules> = {}): Rules {
  const p = findPreset(preset);
  if (!p) throw new Error(`no preset ${preset}`);
  return { ...p.rules, ...changes, end: { ...p.rules.end, ...changes.end } };
}

export interface Scenario {
  players?: number;
  racks?: string[];
  bag?: string;
  board?: string[];
  turn?: number;
  seed?: string;
  ages?: number[];
}

/** A started game with the racks, bag and board a test wants. */
export function scenario(rules: Rules, sc: Scenario = {}): GameState {
  const n = sc.players ?? sc.racks?.length ?? 2;
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  const ages = sc.ages ?? (rules.firstPlayer === 'youngest' ? players.map((_, i) => 20 + i) : undefined);
  const r = createGame({ rules, players, seed: sc.seed ?? 'test', ...(ages ? { ages } : {}), firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  if (sc.racks) s = { ...s, racks: sc.racks };
  if (sc.bag !== undefined) s = { ...s, bag: sc.bag };
  if (sc.board) s = { ...s, board: sc.board };
  const first = sc.turn ?? 0;
  s = { ...s, turn: first, firstPlayer: first, match: s.match && { ...s.match, firstOfGameOne: first } };
  return s;
}

/** Applies actions in order, failing the test on the first refusal. */
export function play(s: GameState, actions: Action[], ctx: EngineContext = CTX): GameState {
  return actions.reduce((state, a) => {
    const r = apply(state, a, ctx);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
    return r.value;
  }, s);
}

export function refusal(s: GameState, a: Action, ctx: EngineContext = CTX): string {
  const r = apply(s, a, ctx);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.error.code;
}

/** A board from sparse rows: { 7: '.......CAT' } fills row 8 from column A. */
export function boardWith(rows: Record<number, string>): string[] {
  return Array.from({ length: 15 }, (_, i) => (rows[i] ?? '').padEnd(15, '.'));
}
