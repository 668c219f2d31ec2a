/** GCG writing: exact output for a small game, and round trips of random records and random games. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLastMove } from '../src/bot/present.js';
import { EMPTY, isOnBoard } from '../src/engine/board.js';
import { apply, createGame } from '../src/engine/game.js';
import { formatGcg, parseGcg, type GcgEvent, type GcgGame } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { gcgNicks, writeGcg } from '../src/engine/gcg-write.js';
import type { EngineContext, Lexicon } from '../src/engine/lexicon.js';
import { formatPosition } from '../src/engine/notation.js';
import { mainWordNotation, placementFromTiles, type PlacedTile } from '../src/engine/placement.js';
import { findPreset, type ChallengeRule, type Rules } from '../src/engine/rules.js';
import type { GameState } from '../src/engine/state.js';
import { sortRack } from '../src/engine/tiles.js';

function read(src: string): GcgGame {
  const r = parseGcg(src);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}\n${src}`);
  return r.value;
}

const lexicon = (words: string[]): Lexicon => ({ has: (w) => words.includes(w) });

function newGame(rules: Rules, names: string[], seed: string): GameState {
  const r = createGame({ rules, players: names.map((name, i) => ({ id: `u${i}`, name })), seed, firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

function act(s: GameState, action: Parameters<typeof apply>[1], ctx: EngineContext): GameState {
  const r = apply(s, action, ctx);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
  return r.value;
}

describe('writeGcg', () => {
  it('writes a small game line by line', () => {
    const rules = { ...findPreset('tournament')!.rules, firstPlayer: 'given' as const };
    let s = { ...newGame(rules, ['Ann Lee', 'Bo'], 'w'), racks: ['TRAINSE', 'QDOZEOU'], bag: '' };
    const ctx = { lexicon: lexicon(['DOZE']) };
    s = act(s, { type: 'place', player: 0, move: '8D RETAINS' }, ctx);
    s = act(s, { type: 'challenge', player: 1 }, ctx);
    s = act(s, { type: 'place', player: 1, move: '8E DOZE' }, ctx);
    s = act(s, { type: 'pass', player: 0 }, ctx);
    s = act(s, { type: 'pass', player: 1 }, ctx);
    expect(writeGcg(s, { title: 'Club night' })).toBe(`#character-encoding UTF-8
#player1 Ann_Lee Ann Lee
#player2 Bo Bo
#lexicon CSW
#title Club night
>Ann_Lee: AEINRST 8D RETAINS +66 66
>Ann_Lee: AEINRST -- -66 0
#note Bo challenged Ann_Lee: the play is not valid
>Bo: DEOOQUZ 8E DOZE +28 28
>Ann_Lee: AEINRST - +0 0
>Bo: OQU - +0 28
#rack1 AEINRST
#rack2 OQU
`);
  });

  it('writes the end of a game: points gained and racks lost (a rack of a blank loses -0, as Macondo writes it)', () => {
    const rules = { ...findPreset('tournament')!.rules, firstPlayer: 'given' as const, challenge: 'void' as const };
    let s = { ...newGame(rules, ['Ann', 'Bo', 'Cy'], 'w'), racks: ['AEINRST', 'QZ', '?'], bag: '' };
    s = act(s, { type: 'place', player: 0, move: '8D RETAINS' }, { lexicon: lexicon(['RETAINS']) });
    expect(s.status).toBe('over');
    const out = writeGcg(s);
    expect(out).toContain('#player3 Cy Cy\n');
    expect(out.split('\n').slice(-5).join('\n')).toBe(`>Ann:  (QZ) +20 86
>Bo: QZ (QZ) -20 -20
>Ann:  (?) +0 86
>Cy: ? (?) -0 0
`);
    expect(replayGcg(read(out)).mismatches).toEqual([]);
  });

  it('writes the NASPA end of a two-player tournament game: twice the rack left, nothing lost', () => {
    const rules = { ...findPreset('tournament')!.rules, firstPlayer: 'given' as const, challenge: 'void' as const };
    const out = (racks: string[]) => {
      const s = act({ ...newGame(rules, ['Ann', 'Bo'], 'w'), racks, bag: '' }, { type: 'place', player: 0, move: '8D RETAINS' }, { lexicon: lexicon(['RETAINS']) });
      expect(s.status).toBe('over');
      return writeGcg(s);
    };
    const qz = out(['AEINRST', 'QZ']);
    expect(qz.split('\n').slice(-2).join('\n')).toBe('>Ann:  (QZ) +40 106\n');
    expect(replayGcg(read(qz))).toMatchObject({ mismatches: [], totals: [106, 0] });
    // Blanks are worth nothing: +0, and still no line for the other player.
    const blanks = out(['AEINRST', '??']);
    expect(blanks.split('\n').slice(-2).join('\n')).toBe('>Ann:  (??) +0 66\n');
    expect(replayGcg(read(blanks))).toMatchObject({ mismatches: [], totals: [66, 0] });
  });

  it('writes six scoreless turns as each player losing their own rack, a rack of blanks as -0', () => {
    const rules = { ...findPreset('tournament')!.rules, firstPlayer: 'given' as const };
    let s = { ...newGame(rules, ['Ann', 'Bo'], 'w'), racks: ['QZ', '??'], bag: '' };
    for (let i = 0; i < 6; i++) s = act(s, { type: 'pass', player: s.turn }, { lexicon: lexicon([]) });
    expect(s.status).toBe('over');
    const out = writeGcg(s);
    expect(out.split('\n').slice(-3).join('\n')).toBe('>Ann: QZ (QZ) -20 -20\n>Bo: ?? (??) -0 0\n');
    expect(replayGcg(read(out))).toMatchObject({ mismatches: [], totals: [-20, 0] });
  });

  it('notes a blank swap after its play, naming the square as the channel does, and replays it', () => {
    const rules = { ...findPreset('club')!.rules, firstPlayer: 'given' as const };
    const start = { ...newGame(rules, ['Ann', 'Bo'], 'w'), racks: ['?ATEEEE', 'AAAAAAA'], bag: 'CRSSSSSSSSS' };
    const ctx = { lexicon: lexicon(['CAT', 'CATS']) };
    const before = act(act(start, { type: 'place', player: 0, move: '8H ?CAT' }, ctx), { type: 'pass', player: 1 }, ctx);
    const after = act(before, { type: 'place', player: 0, move: 'K8 sEE', swap: 'H8' }, ctx);
    // The rack on the play line holds the blank just taken; the square is column first, H8.
    expect(writeGcg(after)).toContain('>Ann: EEEERS? K8 sEE +7 11\n#note Ann took the blank at H8, putting down C\n');
    expect(describeLastMove(before, after)).toContain('swapped the blank on H8 for a real C');
    const replay = replayGcg(read(writeGcg(after)));
    expect(replay.mismatches).toEqual([]);
    expect(replay.board).toEqual(after.board);
    // SEE is not in this word list: the play comes off and the blank goes back on H8.
    const withdrawn = act(after, { type: 'challenge', player: 1 }, ctx);
    expect(withdrawn.board[7]!.slice(7, 10)).toBe('cAT');
    const again = replayGcg(read(writeGcg(withdrawn)));
    expect(again.mismatches).toEqual([]);
    expect(again.board).toEqual(withdrawn.board);
  });

  it('makes nicknames without spaces or colons, and unique', () => {
    expect(gcgNicks(['Ann Lee', 'Ann  Lee', '', '#x', 'a:b'])).toEqual(['Ann_Lee', 'Ann_Lee_2', 'player3', 'player4#x', 'a_b']);
  });
});

// --- Random records: write then read gives the same structure. ---

const token = (re: RegExp) => fc.stringMatching(re);
const rack = token(/^[A-Z?]{1,7}$/).filter((r) => r !== 'UNKNOWN');
const noteLine = token(/^[A-Za-z0-9][ A-Za-z0-9.,!#>-]{0,12}$/).map((s) => s.trim());
const note = fc.tuple(token(/^[ -~]{0,15}$/).map((s) => s.trim()), fc.array(noteLine, { maxLength: 2 }))
  .map(([first, more]) => [first, ...more].join('\n'));
const body = fc.oneof(
  fc.record({ kind: fc.constant('place' as const), position: fc.record({ row: fc.nat(14), col: fc.nat(14), dir: fc.constantFrom('across' as const, 'down' as const) }), word: token(/^[A-Za-z.]{1,15}$/) }),
  fc.record({ kind: fc.constantFrom('pass' as const, 'withdrawn' as const, 'challenge-bonus' as const, 'time-penalty' as const) }),
  fc.record({ kind: fc.constant('exchange' as const), tiles: rack }),
  fc.record({ kind: fc.constant('exchange-count' as const), count: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constantFrom('end-rack' as const, 'rack-penalty' as const), tiles: token(/^[A-Z?]{0,7}$/) }),
);

const record: fc.Arbitrary<GcgGame> = fc.uniqueArray(token(/^[A-Za-z][A-Za-z0-9_]{0,8}$/), { minLength: 2, maxLength: 4 }).chain((nicks) =>
  fc.record({
    encoding: fc.constant('UTF-8'),
    players: fc.tuple(...nicks.map((nick) => token(/^[A-Za-zé.' -]{0,14}$/).map((name) => ({ nick, name: name.trim() })))),
    lexicon: fc.option(token(/^[A-Z0-9]{2,6}$/), { nil: null }),
    pragmas: fc.array(fc.record({ keyword: token(/^(title|description|id|incomplete|tile-set|x-[a-z]{1,5})$/), value: token(/^[ -~]{0,20}$/).map((v) => v.trim()) }), { maxLength: 3 }),
    notes: fc.array(note, { maxLength: 2 }),
    events: fc.array(
      fc.record({ player: fc.nat(nicks.length - 1), rack: fc.option(rack, { nil: null }), delta: fc.integer({ min: -200, max: 300 }), cumulative: fc.integer({ min: -100, max: 900 }), notes: fc.array(note, { maxLength: 2 }), extra: fc.array(token(/^[A-Z]{1,6},?$/), { maxLength: 2 }), body }),
      { maxLength: 12 },
    ).map((es) => es.map(({ body: b, ...e }, i): GcgEvent => {
      // An end-rack line has no rack; a rack-penalty line always has one.
      const r = b.kind === 'end-rack' ? null : b.kind === 'rack-penalty' ? (e.rack ?? 'A') : e.rack;
      return { ...e, ...b, rack: r, nick: nicks[e.player]!, line: i } as GcgEvent;
    })),
    endRacks: fc.array(fc.record({ player: fc.nat(nicks.length - 1), rack: token(/^[A-Z?]{0,7}$/), line: fc.constant(0) }), { maxLength: 2 }),
  }),
);

const noLines = (g: GcgGame) => ({ ...g, events: g.events.map((e) => ({ ...e, line: 0 })), endRacks: g.endRacks.map((r) => ({ ...r, line: 0 })) });

describe('GCG round trip', () => {
  it('read(format(record)) is the record', () => {
    fc.assert(fc.property(record, (g) => {
      expect(noLines(read(formatGcg(g)))).toEqual(noLines(g));
    }), { numRuns: 150 });
  });
});

// --- Random games played by the engine: written, read back and replayed. ---

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A placement of 1-5 rack tiles running from a square next to the tiles on the board, written with `?X` for blanks. */
function randomPlacement(s: GameState, p: number, rnd: () => number): string | null {
  const board = s.board;
  const filled = (r: number, c: number) => isOnBoard(r, c) && board[r]![c] !== EMPTY;
  const anchors: [number, number][] = [];
  for (let r = 0; r < 15; r++) for (let c = 0; c < 15; c++) {
    if (!filled(r, c) && (filled(r - 1, c) || filled(r + 1, c) || filled(r, c - 1) || filled(r, c + 1))) anchors.push([r, c]);
  }
  const [r0, c0] = anchors.length > 0 ? anchors[Math.floor(rnd() * anchors.length)]! : [7, 7];
  const dir = rnd() < 0.5 ? 'across' : 'down';
  const rack = [...s.racks[p]!].sort(() => rnd() - 0.5);
  const k = 1 + Math.floor(rnd() * Math.min(5, rack.length));
  const tiles: PlacedTile[] = [];
  for (let r = r0, c = c0; tiles.length < k && isOnBoard(r, c); dir === 'across' ? c++ : r++) {
    if (filled(r, c)) continue;
    const t = rack[tiles.length]!;
    const letter = t === '?' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(rnd() * 26)]! : t;
    tiles.push({ row: r, col: c, letter, blank: t === '?' });
  }
  if (tiles.length === 0) return null;
  const placement = placementFromTiles(board, tiles, dir);
  return `${formatPosition(placement.pos)} ${mainWordNotation(board, placement).replace(/[a-z]/g, (ch) => `?${ch.toUpperCase()}`)}`;
}

function playRandomGame(seed: number, players: number, challenge: ChallengeRule): GameState {
  const rnd = mulberry(seed);
  // Roughly a third of words are phonies, so challenges go both ways.
  const ctx: EngineContext = { lexicon: { has: (w) => [...w].reduce((h, ch) => h * 31 + ch.charCodeAt(0), seed) % 3 !== 0 } };
  const rules: Rules = { ...findPreset('tournament')!.rules, challenge, firstPlayer: 'given' };
  let s = newGame(rules, ['Ann Lee', 'Bo', 'Cy', 'Di'].slice(0, players), `g${seed}`);
  for (let step = 0; step < 400 && s.status === 'playing'; step++) {
    const p = s.turn;
    const x = rnd();
    const tries: Parameters<typeof apply>[1][] = [];
    if (s.pending && x < 0.3) {
      const others = s.players.map((_, i) => i).filter((i) => i !== s.pending!.player);
      tries.push({ type: 'challenge', player: others[Math.floor(rnd() * others.length)]! });
    }
    if (x < 0.04) tries.push({ type: 'pass', player: p });
    if (x < 0.1) tries.push({ type: 'exchange', player: p, tiles: s.racks[p]!.slice(0, 1 + Math.floor(rnd() * 7)) });
    for (let i = 0; i < 40; i++) {
      const move = randomPlacement(s, p, rnd);
      if (move) tries.push({ type: 'place', player: p, move });
    }
    if (s.pending?.wentOut) tries.push({ type: 'accept', player: p });
    tries.push({ type: 'pass', player: p });
    for (const a of tries) {
      const r = apply(s, a, ctx);
      if (r.ok) {
        s = r.value;
        break;
      }
    }
  }
  return s;
}

describe('GCG of games played by the engine', () => {
  it('reads back with the same plays, scores and totals, and replays cleanly', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 2, max: 4 }), fc.constantFrom<ChallengeRule>('single', 'double', 'fivePoints', 'tenPoints'), (seed, n, rule) => {
        const s = playRandomGame(seed, n, rule);
        const g = read(writeGcg(s));
        const replay = replayGcg(g);
        expect(replay.mismatches).toEqual([]);
        expect(replay.board).toEqual(s.board);

        const h = s.history;
        const count = (...types: string[]) => h.filter((e) => types.includes(e.type)).length;
        const lines = (...kinds: string[]) => g.events.filter((e) => kinds.includes(e.kind));
        const moves = h.flatMap((e) => (e.type === 'place' ? [[e.player, e.move, e.score, e.total]] : []));
        expect(lines('place').map((e) => e.kind === 'place' && [e.player, `${formatPosition(e.position)} ${e.word}`, e.delta, e.cumulative])).toEqual(moves);
        expect(lines('exchange').map((e) => e.kind === 'exchange' && e.tiles)).toEqual(h.flatMap((e) => (e.type === 'exchange' ? [sortRack(e.tiles)] : [])));
        expect(lines('withdrawn').length).toBe(count('withdrawn'));
        expect(lines('challenge-bonus').map((e) => e.delta)).toEqual(h.flatMap((e) => (e.type === 'challenge-bonus' ? [e.bonus] : [])));
        // A lost challenge is a pass line: at once, or as the turn skipped later (one skip can pay for two).
        const passes = lines('pass').length;
        expect(passes).toBeGreaterThanOrEqual(count('pass', 'skip'));
        expect(passes).toBeLessThanOrEqual(count('pass', 'skip', 'challenge-lost'));
        if (n === 2) expect([count('skip'), passes]).toEqual([0, count('pass', 'challenge-lost')]);
        expect(lines('end-rack').length).toBe(count('end-rack'));
        expect(lines('rack-penalty').length).toBe(count('rack-penalty'));
        s.players.forEach((_, p) => expect(replay.totals[p]).toBe(s.scores[p]));
      }),
      { numRuns: 40 },
    );
  });
});
