/**
 * Words are not state: the engine records what happened as data, and the bot words it.
 * Whole games of every preset, played at random, are searched field by field: every string
 * in the game state sits in a field that holds data (an id, a rule's value, tiles, a board
 * row, a play in notation, a word of the board) and reads as such; none holds a sentence.
 * A field of free text (such as the last move's `text` of schema 3: "passed", "ran out of
 * time", "8D TIKET withdrawn") fails, whatever it says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, COLUMNS, createGame, PRESETS, type Action, type GameState, type LastMove } from '../src/engine/index.js';
import type { EngineContext } from '../src/engine/lexicon.js';
import { play } from './support/engine.js';
import { LAST_MOVE_GAMES } from './support/last-moves.js';

/** Accepts every word but a few, so random plays land and some challenges succeed. */
const ctx: EngineContext = { lexicon: { has: (w) => !w.includes('E') } };

const IDENTIFIER = /^[a-z][a-zA-Z0-9]*(-[a-z0-9]+)*$/;
const TILES = /^[A-Z?]*$/;
const ROW = /^[A-Za-z.]+$/;
const WORD = /^[A-Za-z]+$/;
const NOTATION = /^(\d{1,2}[A-O]|[A-O]\d{1,2}) [A-Za-z.]+$/;

/** The fields that may hold a string, by name, and the form of what they hold. People's names and ids are theirs, not the engine's. */
const DATA_FIELDS: Record<string, RegExp | 'people'> = {
  // The rules: each a named value.
  preset: IDENTIFIER, tileSet: IDENTIFIER, board: ROW, exchange: IDENTIFIER, challenge: IDENTIFIER, endScoring: IDENTIFIER,
  tieBreak: IDENTIFIER, firstPlayer: IDENTIFIER, match: IDENTIFIER, lexicon: IDENTIFIER,
  status: IDENTIFIER, kind: IDENTIFIER, type: IDENTIFIER, reason: IDENTIFIER, dir: IDENTIFIER,
  id: 'people', name: 'people',
  racks: TILES, rack: TILES, rackBefore: TILES, bag: TILES, tiles: TILES, drawn: TILES, openingDraw: TILES, letter: TILES, ch: ROW,
  move: NOTATION, words: WORD, checked: WORD,
};

/** Two lower-case words in a row: a sentence, or a piece of one. */
const SENTENCE = /(^|[\s:;,])[a-z]{2,}[\s:;,]+[a-z]{2,}/;

/** Every string in `value`, with the name of the field that holds it (an array's items take the array's name). */
function strings(value: unknown, field: string, path: string, out: [string, string, string][]): [string, string, string][] {
  if (typeof value === 'string') out.push([field, path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, field, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, k, path ? `${path}.${k}` : k, out);
  return out;
}

/** What is wrong with the state's strings: a field that is not data, or data not in its form, or a sentence. */
function wordsInState(s: GameState): string[] {
  return strings(s, '', '', []).flatMap(([field, path, text]) => {
    const form = DATA_FIELDS[field];
    if (form === undefined) return [`${path} is not a data field: ${JSON.stringify(text)}`];
    if (form === 'people') return [];
    if (!form.test(text)) return [`${path} does not read as ${field}: ${JSON.stringify(text)}`];
    if (SENTENCE.test(text)) return [`${path} holds a sentence: ${JSON.stringify(text)}`];
    return [];
  });
}

type Pick = { kind: number; a: number; b: number; c: number; d: number };
const pick = fc.record({ kind: fc.nat(99), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() });

/** Turns random numbers into an action for the game as it stands (often a refused one). */
function actionFor(s: GameState, r: Pick): Action {
  const player = r.kind % 17 === 0 ? r.a % s.players.length : s.turn;
  const rack = s.racks[player] ?? '';
  if (r.kind < 50) {
    const len = 1 + (r.b % Math.max(1, rack.length));
    const letters = [...rack].slice(0, len).map((t, i) => (t === '?' ? COLUMNS[(r.c + i) % 15]!.toLowerCase() : t)).join('');
    const near = r.a % 2 === 0 ? `8${COLUMNS[7 - (r.b % 4)]}` : `${COLUMNS[7]}${8 - (r.b % 4)}`;
    return { type: 'place', player, move: `${near} ${letters || 'A'}` };
  }
  if (r.kind < 60) return { type: 'exchange', player, tiles: rack.slice(0, r.b % 8) };
  if (r.kind < 68) return { type: 'pass', player };
  if (r.kind < 80) return { type: 'challenge', player: r.a % s.players.length };
  if (r.kind < 86) return { type: 'accept', player };
  if (r.kind < 90) return { type: 'time-out', player: s.turn, forfeitAfter: r.b % 3 === 0 ? 2 : null };
  if (r.kind < 93) return { type: 'propose-end', player: r.a % s.players.length };
  // Someone other than the proposer, so that games do end by agreement.
  if (r.kind < 95) return { type: 'accept-end', player: (s.endProposal?.by ?? 0) + 1 + (r.a % Math.max(1, s.players.length - 1)) % s.players.length };
  if (r.kind < 96) return { type: 'decline-end', player: r.a % s.players.length };
  if (r.kind < 98) return { type: 'next-game' };
  return { type: 'resign', player };
}

function start(preset: string, n: number, seed: string): GameState {
  const rules = PRESETS.find((p) => p.id === preset)!.rules;
  const players = Array.from({ length: Math.min(n, rules.maxPlayers) }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  const r = createGame({ rules, players, seed, ages: players.map((_, i) => 10 + i) });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const ALL_KINDS: LastMove['kind'][] = ['place', 'exchange', 'pass', 'withdrawn', 'challenge', 'skip', 'resign', 'end', 'time-out'];

describe('no sentence in game state', () => {
  it('finds free text however it reads', () => {
    const s = start('tournament', 2, 'x');
    expect(wordsInState(s)).toEqual([]);
    expect(wordsInState({ ...s, lastMove: { player: 0, kind: 'pass', score: 0, squares: [], text: 'passed' } as LastMove })).toEqual(['lastMove.text is not a data field: "passed"']);
    expect(wordsInState({ ...s, lastMove: { player: 0, kind: 'place', score: 0, squares: [], move: '8D TIKET withdrawn' } })).toEqual(['lastMove.move does not read as move: "8D TIKET withdrawn"']);
    expect(wordsInState({ ...s, status: 'ran out of time' as GameState['status'] })).toEqual(['status does not read as status: "ran out of time"']);
  });

  it('whole games of every preset, played at random, hold only data in every string', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESETS.map((p) => p.id)),
        fc.integer({ min: 2, max: 4 }),
        fc.string(),
        fc.array(pick, { minLength: 1, maxLength: 150 }),
        (preset, players, seed, picks) => {
          let s = start(preset, players, seed);
          expect(wordsInState(s)).toEqual([]);
          for (const p of picks) {
            const r = apply(s, actionFor(s, p), ctx);
            if (!r.ok) continue;
            s = r.value;
            if (s.lastMove) seen.add(s.lastMove.kind);
            expect(wordsInState(s)).toEqual([]);
          }
        },
      ),
      { seed: 20, numRuns: 300 },
    );
    expect(seen.size).toBeGreaterThan(5);
  });

  it.each(LAST_MOVE_GAMES)('a game whose last move is %s holds only data', (_kind, begin, actions) => {
    const s = play(begin(), actions);
    expect(wordsInState(s)).toEqual([]);
  });

  it('every kind of last move is searched', () => {
    expect([...new Set(LAST_MOVE_GAMES.map(([, begin, actions]) => play(begin(), actions).lastMove!.kind))].sort()).toEqual([...ALL_KINDS].sort());
  });
});
