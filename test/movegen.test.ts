/** The move generator on fixed positions: play counts, legality, best plays, word placements. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABETS } from '../src/engine/alphabet.js';
import { emptyBoard, type Board } from '../src/engine/board.js';
import { parseCgp } from '../src/engine/cgp.js';
import { typedNotation } from '../src/engine/notation.js';
import { formatPlacement } from '../src/engine/placement.js';
import { checkPlacement, checkPlay } from '../src/engine/play.js';
import { findPreset, PRESETS, type Rules } from '../src/engine/rules.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { BLANK_FLAG, createPlayFinder, exchangesAndPass, MoveGenerator, placementsOfWord, type GeneratedPlay } from '../src/movegen/index.js';
import { byScore, decodePlay } from '../src/movegen/plays.js';
import { TopPlays } from '../src/movegen/top-plays.js';
import { sortByBound, sortKey } from '../src/movegen/sort-keys.js';

const lexicon = loadLexicon('sowpods');
const gen = new MoveGenerator(lexicon);
const tournament = findPreset('tournament')!.rules;
const CGP = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15 RETINAS/ 0/0 0 lex CSW;';

function board(cgp: string): Board {
  const pos = parseCgp(cgp);
  if (!pos.ok) throw new Error(pos.error.code);
  return pos.value.board;
}

const midGame = board(CGP);

/** A placement's identity, independent of how it is written: its tiles. */
function tileKey(p: GeneratedPlay): string {
  return p.placement.tiles.map((t) => `${t.row},${t.col}${t.blank ? t.letter.toLowerCase() : t.letter}`).sort().join(' ');
}

/** The main word of a play, read off its notation and the board. */
function mainWord(b: Board, p: GeneratedPlay): string {
  const written = p.notation.split(' ')[1]!;
  const { row, col, dir } = p.placement.pos;
  return [...written].map((ch, i) => (ch === '.' ? (dir === 'across' ? b[row]![col + i]! : b[row + i]![col]!) : ch).toUpperCase()).join('');
}

describe('play counts (agreed by two independent engines)', () => {
  it.each([
    ['RETINAS', 2398],
    ['RETINA?', 11680],
    ['RETIN??', 39286],
  ])('%s on the mid-game board: %i placements', (rack, count) => {
    const list = gen.generate(midGame, rack, tournament);
    expect(list.count).toBe(count);
    const keys = new Set(list.sorted().map(tileKey));
    expect(keys.size).toBe(count);
  });

  it('counts plays across and down on an empty board', () => {
    const plays = gen.allPlays(emptyBoard(), 'RETINAS', tournament);
    const across = plays.filter((p) => p.placement.pos.dir === 'across');
    const down = plays.filter((p) => p.placement.pos.dir === 'down');
    expect(across.length).toBeGreaterThan(100);
    expect(down.length).toBe(across.length);
    // Each across play has its mirror image down, with the same score (the board is symmetric).
    const mirrored = new Set(down.map((p) => `${p.placement.tiles.map((t) => `${t.col},${t.row}${t.letter}`).join(' ')} ${p.score}`));
    for (const p of across) expect(mirrored.has(`${p.placement.tiles.map((t) => `${t.row},${t.col}${t.letter}`).join(' ')} ${p.score}`)).toBe(true);
    expect(plays.every((p) => p.placement.tiles.some((t) => t.row === 7 && t.col === 7))).toBe(true);
  });

  it('counts a lone tile that forms words both ways once', () => {
    // X at H9 makes AX down and XI across: one play, written across.
    const b = emptyBoard().map((r, i) => (i === 7 ? '.......A.......' : i === 8 ? '........I......' : r));
    const plays = gen.allPlays(b, 'X', tournament);
    const h9 = plays.filter((p) => p.placement.tiles[0]!.row === 8 && p.placement.tiles[0]!.col === 7);
    const across = checkPlay(b, '9H X.', 'X', tournament, lexicon);
    const down = checkPlay(b, 'H8 .X', 'X', tournament, lexicon);
    expect(across.ok && down.ok && across.value.score === down.value.score).toBe(true);
    expect(h9.map((p) => [p.notation, p.score])).toEqual([['9H X.', across.ok ? across.value.score : -1]]);
    expect(new Set(plays.map(tileKey)).size).toBe(plays.length);
  });
});

describe('the sorted list', () => {
  it.each([
    ['RETINA?', 0],
    ['RETINA?', 1],
    ['RETINA?', 7],
    ['RETINA?', 500],
    ['RETINA?', undefined],
    ['QZJXKV?', undefined],
  ])('%s, the first %s: the same plays in the same order as sorting them all', (rack, limit) => {
    const list = gen.generate(midGame, rack, tournament);
    const all: GeneratedPlay[] = [];
    for (let i = 0; i < list.count; i++) all.push(list.play(i));
    all.sort(byScore);
    const got = list.sorted(limit);
    expect(got.map((p) => `${p.score} ${p.notation}`)).toEqual(all.slice(0, limit ?? all.length).map((p) => `${p.score} ${p.notation}`));
  });
});

describe('a generator reused from position to position', () => {
  const positions: [string, string][] = [
    ['mid-game', 'RETINA?'],
    ['after a play', 'EEBNNIL'],
    ['mid-game', 'QZJXKV?'],
    ['empty', 'AEINST?'],
    ['after a play', 'RETINAS'],
    ['mid-game', 'RETINAS'],
  ];
  const boards: Record<string, Board> = {
    'mid-game': midGame,
    'after a play': board('15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4NITER6/15 A/ 0/0 0'),
    empty: emptyBoard(),
  };
  const reused = new MoveGenerator(lexicon);
  it.each(positions)('%s board, rack %s: the plays and best play of a new generator', (name, rack) => {
    const b = boards[name]!;
    const fresh = new MoveGenerator(lexicon);
    const list = (g: MoveGenerator): string[] => g.allPlays(b, rack, tournament).map((p) => `${p.score} ${p.notation}`);
    expect(list(reused)).toEqual(list(fresh));
    expect(reused.best(b, rack, tournament, 3).map((p) => p.score)).toEqual(fresh.best(b, rack, tournament, 3).map((p) => p.score));
  });
});

describe('every generated play is legal for the engine, with the same score and notation', () => {
  it.each([
    ['tournament', 'RETINA?'],
    ['duel', 'RETINAS'],
    ['classic', 'QUIZ?AE'],
  ])('%s rules, rack %s', (preset, rack) => {
    const rules = findPreset(preset)!.rules;
    const plays = gen.allPlays(midGame, rack, rules);
    expect(plays.length).toBeGreaterThan(0);
    for (const p of plays) {
      const checked = checkPlacement(midGame, p.placement, rack, rules, lexicon);
      expect(checked.ok && checked.value.score).toBe(p.score);
      expect(p.notation).toBe(formatPlacement(midGame, p.placement));
      // Typed back in (a word of blanks alone needs its '?' marks), it is the same play.
      const typed = checkPlay(midGame, typedNotation(p.notation), rack, rules, lexicon);
      expect(typed.ok && typed.value.score).toBe(p.score);
    }
  });

  it('gives the bingo bonus to a play of the whole rack size, not to fewer tiles', () => {
    const eight: Rules = { ...tournament, rackSize: 8, bingoBonus: 35 };
    const plays = gen.allPlays(midGame, 'RETINAS', eight);
    const seven = gen.allPlays(midGame, 'RETINAS', tournament);
    const score = new Map(plays.map((p) => [p.notation, p.score]));
    for (const p of seven) expect(score.get(p.notation)).toBe(p.placement.tiles.length === 7 ? p.score - 50 : p.score);
  });
});

describe('best plays', () => {
  it('anchors and starts sort by packed keys: highest bound first, then by square, bounds read back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 449 })), { maxLength: 60 }), (items) => {
        const squares = new Int32Array(items.length);
        const bounds = new Int32Array(items.length);
        sortByBound(Int32Array.from(items, ([bound, square]) => sortKey(bound, square)), items.length, squares, bounds);
        const want = [...items].sort((a, b) => b[0] - a[0] || a[1] - b[1]);
        expect([...squares].map((square, i) => [bounds[i], square])).toEqual(want);
      }),
    );
  });

  it('TopPlays keeps the head of byScore order whatever order plays come in, ties by notation', () => {
    const play = fc.record({
      // Few scores and few starts, so plays tie, often from one start; rows 1, 2 and 10 (`10A` comes before `1A`, `H1` before `H10`).
      score: fc.integer({ min: 0, max: 2 }),
      dir: fc.integer({ min: 0, max: 1 }),
      line: fc.constantFrom(0, 1, 9),
      from: fc.constantFrom(0, 1, 9),
      // Bytes as the generator stores them: 0 a board tile, a letter's symbol, or that plus
      // BLANK_FLAG. Few letters, so plays from one start often share a beginning; 4 and 16 are
      // Ĉ and Ñ in Spanish.
      letters: fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 4, 16), fc.boolean()), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(ALPHABETS)), fc.array(play, { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 8 }), (alphabet, plays, n) => {
        const top = new TopPlays(n, alphabet);
        const placed = new Uint8Array(15);
        const all: GeneratedPlay[] = [];
        const seen = new Set<string>();
        for (const p of plays) {
          const to = p.from + p.letters.length - 1;
          p.letters.forEach(([l, blank], i) => (placed[p.from + i] = l === 0 ? 0 : (1 + ((l - 1) % alphabet.letters.length)) | (blank ? BLANK_FLAG : 0)));
          const decoded = decodePlay(p.score, p.dir, p.line, p.from, to, placed, alphabet);
          if (seen.has(decoded.notation)) continue;
          seen.add(decoded.notation);
          all.push(decoded);
          top.add(p.score, p.dir, p.line, p.from, to, placed);
        }
        expect(top.plays().map((p) => [p.notation, p.score])).toEqual([...all].sort(byScore).slice(0, n).map((p) => [p.notation, p.score]));
      }),
      { numRuns: 300 },
    );
  });

  // Both searches: the compiled one (the default) and the TypeScript reference.
  const reference = new MoveGenerator(lexicon, { compiled: false });
  const shown = (plays: GeneratedPlay[]) => plays.map((p) => `${p.notation} ${p.score}`);

  it.each([
    ['RETINAS', 1],
    ['RETINA?', 5],
    ['RETIN??', 20],
    ['QZJXKV?', 3],
    ['EEBNNIL', 12],
  ])('%s: the top %i are the head of the full list, ties included', (rack, n) => {
    const all = shown(gen.allPlays(midGame, rack, tournament).slice(0, n));
    expect(shown(gen.best(midGame, rack, tournament, n))).toEqual(all);
    expect(shown(reference.best(midGame, rack, tournament, n))).toEqual(all);
  });

  it('asks for none, or for more than there are', () => {
    expect(gen.best(midGame, 'RETINAS', tournament, 0)).toEqual([]);
    const all = gen.allPlays(emptyBoard(), 'QI', tournament);
    expect(shown(gen.best(emptyBoard(), 'QI', tournament, 10))).toEqual(shown(all));
  });

  it('on an empty board, where across and down plays tie', () => {
    for (const [rack, n] of [['AEINST?', 10], ['EEBNNIL', 7], ['QI', 1]] as const) {
      const all = gen.allPlays(emptyBoard(), rack, tournament);
      // Every play has its mirror image at the same score: the head is across plays first, by notation.
      expect(shown(gen.best(emptyBoard(), rack, tournament, n))).toEqual(shown(all.slice(0, n)));
      expect(shown(reference.best(emptyBoard(), rack, tournament, n))).toEqual(shown(all.slice(0, n)));
    }
    expect(gen.best(emptyBoard(), 'QI', tournament, 1)[0]!.notation).toBe('8G QI');
  });
});

describe('hasAnyPlay and the PlayFinder', () => {
  const finder = createPlayFinder(lexicon);
  it.each([
    [midGame, 'RETINAS', true],
    [midGame, '', false],
    [emptyBoard(), 'Q', false],
    [emptyBoard(), 'QI', true],
    [emptyBoard(), 'VV', false],
  ])('rack %j: %s', (b, rack, expected) => {
    expect(finder.hasAnyPlay(b, rack, tournament)).toBe(expected);
    expect(gen.generate(b, rack, tournament).count > 0).toBe(expected);
  });

  it('counts a play that needs a blank swap, under rules that allow one', () => {
    // C has no place next to cAT, but swapped for the blank it makes CATS (say).
    const b = emptyBoard().map((r, i) => (i === 7 ? '.......cAT.....' : r));
    const club = findPreset('club')!.rules;
    expect(club.blankSwap).toBe(true);
    expect(gen.generate(b, 'C', club).count).toBe(0);
    expect(finder.hasAnyPlay(b, 'C', tournament)).toBe(false);
    expect(finder.hasAnyPlay(b, 'C', club)).toBe(true);
    expect(finder.hasAnyPlay(b, 'V', club)).toBe(false);
  });
});

describe('placementsOfWord', () => {
  const rack = 'RETINA?';
  const all = gen.allPlays(midGame, rack, tournament);
  const allKeys = new Set(all.map(tileKey));

  it.each(['RETINA', 'NITER', 'RETINAS', 'TAXING', 'AE', 'INERTIAS'])('%s: every play whose main word it is, best first', (word) => {
    const found = placementsOfWord(midGame, rack, tournament, lexicon, word.toLowerCase());
    const expected = all.filter((p) => mainWord(midGame, p) === word);
    // A one-tile play is listed in the word's direction, so compare by tiles.
    const multi = found.filter((p) => p.placement.tiles.length > 1);
    expect(multi.map(tileKey).sort()).toEqual(expected.filter((p) => p.placement.tiles.length > 1).map(tileKey).sort());
    expect(found.map((p) => p.score)).toEqual([...found.map((p) => p.score)].sort((a, b) => b - a));
    for (const p of found) {
      expect(allKeys.has(tileKey(p))).toBe(true);
      const checked = checkPlay(midGame, typedNotation(p.notation), rack, tournament, lexicon);
      expect(checked.ok && checked.value.score).toBe(p.score);
      expect(mainWord(midGame, p)).toBe(word);
    }
    if (word !== 'INERTIAS') expect(found.length).toBeGreaterThan(0);
  });

  it('finds nothing for a word that is not in the list, and checks nothing without a lexicon', () => {
    expect(placementsOfWord(midGame, rack, tournament, lexicon, 'RETINX')).toEqual([]);
    expect(placementsOfWord(midGame, rack, tournament, undefined, 'RETINX').length).toBeGreaterThan(0);
  });

  it('lists a one-tile play in the direction of the word typed', () => {
    const b = emptyBoard().map((r, i) => (i === 7 ? '.......A.......' : r));
    expect(placementsOfWord(b, 'X', tournament, lexicon, 'AX').map((p) => [p.notation, p.score])).toEqual([['8H .X', 9], ['H8 .X', 9]]);
    expect(gen.allPlays(b, 'X', tournament).map((p) => p.notation).sort()).toEqual(['8H .X', 'H8 .X']);
    const u = emptyBoard().map((r, i) => (i === 7 ? '.......U.......' : r));
    expect(placementsOfWord(u, 'X', tournament, lexicon, 'XU').map((p) => p.notation)).toEqual(['8G X.', 'H7 X.']);
  });
});

describe('exchanges and pass', () => {
  const rules = (id: string): Rules => PRESETS.find((p) => p.id === id)!.rules;
  it.each([
    ['tournament', 'ABC', 7, true, 7, true],
    ['tournament', 'ABC', 6, true, 0, true],
    ['tournament', 'AAB', 50, true, 5, true],
    ['duel', 'ABCDEFG', 7, true, 1, false],
    ['duel', 'ABCDEFG', 6, true, 0, false],
    ['duel', 'ABCDEFG', 6, false, 0, true],
    ['duel', 'ABCDEFG', 7, false, 1, false],
    ['match', 'ABC', 2, true, 6, false],
    ['match', 'ABC', 0, false, 0, true],
    ['classic', 'AB', 1, true, 2, true],
  ] as const)('%s, rack %s, bag %i, a placement %s: %i exchanges, pass %s', (preset, rack, bag, canPlace, exchanges, pass) => {
    const moves = exchangesAndPass(rack, rules(preset), bag, canPlace);
    expect(moves.filter((m) => m.kind === 'exchange')).toHaveLength(exchanges);
    expect(moves.some((m) => m.kind === 'pass')).toBe(pass);
  });
});
