/**
 * The engine in every language: tile sets and alphabets as data, written words split into
 * tiles the way each game splits them, word graphs that hold exactly their words, the move
 * generator equal to a brute force on random positions, and GCG/CGP with two-letter tiles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHABETS, face, faces, listWord, MAX_LETTERS, toTiles, type AlphabetId } from '../src/engine/alphabet.js';
import { emptyBoard } from '../src/engine/board.js';
import { parseCgp, writeCgp } from '../src/engine/cgp.js';
import { formatGcg, parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { gcgOfGame } from '../src/engine/gcg-write.js';
import { apply, createGame } from '../src/engine/game.js';
import { LANGUAGES } from '../src/engine/languages.js';
import { setLexicon } from '../src/engine/lexicon.js';
import { parseMove } from '../src/engine/notation.js';
import { checkPlay } from '../src/engine/play.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { alphabetOf, BLANK, fullBag, TILE_SETS, type TileSetId } from '../src/engine/tiles.js';
import { buildGaddag, normaliseWords } from '../src/lexicon/gaddag-build.js';
import { WordGraph } from '../src/lexicon/word-graph.js';
import { MoveGenerator } from '../src/movegen/index.js';
import { bruteForce, placementKey } from './support/brute-force.js';

const LANGUAGE_SETS = (Object.values(LANGUAGES).map((l) => l.tileSet) as TileSetId[]).filter((t) => t !== 'standard');

describe('tile sets and alphabets', () => {
  it.each([
    ['french', 102, 2],
    ['spanish', 100, 2],
    ['german', 102, 2],
    ['dutch', 102, 2],
    ['italian', 120, 2],
  ] as const)('%s: %i tiles with %i blanks, every tile a letter of its alphabet and every letter a tile', (id, total, blanks) => {
    const set = TILE_SETS[id];
    expect(fullBag(set).length).toBe(total);
    expect(set.counts[BLANK]).toBe(blanks);
    const letters = Object.keys(set.counts).filter((t) => t !== BLANK);
    expect([...alphabetOf(set).letters].sort()).toEqual(letters.sort());
    expect(Object.keys(set.values).sort()).toEqual(Object.keys(set.counts).sort());
  });

  it('keeps every alphabet within what the word graph can number, each letter one character with its own lower case', () => {
    for (const a of Object.values(ALPHABETS)) {
      expect(a.letters.length).toBeLessThanOrEqual(MAX_LETTERS);
      expect(new Set(a.letters).size).toBe(a.letters.length);
      for (const letter of a.letters) {
        expect(letter.toUpperCase()).toBe(letter);
        expect(letter.toLowerCase()).not.toBe(letter);
        expect(letter.toLowerCase().toUpperCase()).toBe(letter);
      }
    }
  });

  it.each([
    // Spanish: CH, LL and RR are one tile each, in one case; a mixed pair is two tiles.
    ['spanish', 'CHICO', 'ĈICO', 'CHICO'],
    ['spanish', 'llama', 'ŀama', 'llama'],
    ['spanish', 'PERRO', 'PEŘO', 'PERRO'],
    ['spanish', 'cHICO', 'cHICO', 'cHICO'],
    ['spanish', 'CALLE?ch', 'CAĿE?ĉ', 'CALLE?ch'],
    ['spanish', 'AÑO', 'AÑO', 'AÑO'],
    ['spanish', 'acción', 'accion', 'accion'],
    ['french', 'été', 'ete', 'ete'],
    ['french', 'CŒUR', 'COEUR', 'COEUR'],
    ['french', 'ÇA', 'CA', 'CA'],
    ['german', 'Straße', 'Strasse', 'Strasse'],
    ['german', 'ÄPFEL', 'ÄPFEL', 'ÄPFEL'],
    ['german', 'café', 'cafe', 'cafe'],
    ['dutch', 'ĲS', 'IJS', 'IJS'],
    ['latin', 'ÉTÉ', 'ÉTÉ', 'ÉTÉ'],
  ] as const)('%s writes "%s" as the tiles "%s", shown "%s"', (id, written, tiles, shown) => {
    const a = ALPHABETS[id];
    expect(toTiles(a, written)).toBe(tiles);
    expect(faces(a, toTiles(a, written))).toBe(shown);
  });

  it.each([
    ['spanish', 'chillar', 'ĈIĿAR'],
    ['spanish', 'kilo', null],
    ['spanish', 'whisky', null],
    ['spanish', 'a', null],
    ['french', 'où', 'OU'],
    ['french', "aujourd'hui", null],
    ['german', 'Fußball', 'FUSSBALL'],
    ['italian', 'jeans', null],
    ['latin', 'café', null],
    ['latin', 'quiz', 'QUIZ'],
  ] as const)('%s lists "%s" as %s', (id, written, stored) => {
    expect(listWord(ALPHABETS[id], written)).toBe(stored);
  });

  it('counts a word\'s length in tiles: a 16-letter Spanish word of 15 tiles fits, one of 16 tiles does not', () => {
    expect(listWord(ALPHABETS.spanish, 'CHAAAAAAAAAAAAAA')).toBe(`Ĉ${'A'.repeat(14)}`);
    expect(listWord(ALPHABETS.spanish, 'CAAAAAAAAAAAAAAA')).toBeNull();
    expect(face(ALPHABETS.spanish, 'ŀ')).toBe('ll');
  });
});

/** Words of a few letters of each alphabet, its own letters first. */
const SAMPLE_LETTERS: Record<AlphabetId, string> = {
  latin: 'AEINRST',
  french: 'AEIKSWZ',
  spanish: 'AEOĈĿŘÑ',
  german: 'AENÄÖÜR',
  dutch: 'AEIJNQY',
  italian: 'AEIOQZH',
};

describe.each(LANGUAGE_SETS)('the %s word graph and move generator', (tileSet) => {
  const alphabet = alphabetOf(tileSet);
  const sample = SAMPLE_LETTERS[alphabet.id];
  const word = fc.string({ unit: fc.constantFrom(...sample), minLength: 2, maxLength: 5 });

  it('holds exactly the words of its list, and lists them back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 200 }), fc.array(word, { maxLength: 30 }), (words, probes) => {
        const written = words.map((w) => faces(alphabet, w).toLowerCase()).join('\n');
        const listed = normaliseWords(written, alphabet);
        expect(listed.sort()).toEqual([...words].sort());
        const g = buildGaddag(listed, alphabet);
        const graph = new WordGraph('sample', g.data, g.root, listed.length, undefined, alphabet);
        expect([...graph.words()].sort()).toEqual([...words].sort());
        for (const p of probes) expect(graph.has(p)).toBe(words.includes(p));
      }),
      { numRuns: 60 },
    );
  });

  it('finds exactly the plays brute force finds, compiled and not, on random positions', () => {
    const tile = fc.record({
      row: fc.integer({ min: 5, max: 9 }),
      col: fc.integer({ min: 5, max: 9 }),
      letter: fc.constantFrom(...sample),
      blank: fc.boolean(),
    });
    const rack = fc
      .tuple(fc.array(fc.constantFrom(...sample), { minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([l, blank]) => (blank ? [...l.slice(0, 2), BLANK] : l).join(''));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 10, maxLength: 80 }), fc.array(tile, { maxLength: 10 }), rack, fc.constantFrom(...PRESETS), (words, tiles, rackText, preset) => {
        const g = buildGaddag(words, alphabet);
        const lexicon = new WordGraph('sample', g.data, g.root, words.length, undefined, alphabet);
        const rows = emptyBoard().map((r) => [...r]);
        for (const t of tiles) rows[t.row]![t.col] = t.blank ? t.letter.toLowerCase() : t.letter;
        const board = rows.map((r) => r.join(''));
        const rules: Rules = { ...preset.rules, tileSet };
        const expected = bruteForce(board, rackText, rules, lexicon);
        for (const compiled of [true, false]) {
          const plays = new MoveGenerator(lexicon, { compiled }).allPlays(board, rackText, rules);
          expect(new Map(plays.map((p) => [placementKey(p.placement.tiles), p.score]))).toEqual(expected);
          const best = new MoveGenerator(lexicon, { compiled }).best(board, rackText, rules, 1)[0];
          expect(best?.score ?? null).toBe(plays[0]?.score ?? null);
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('finds the best plays on an empty board by anagram as the full list has them, whole racks with 0-2 blanks', () => {
    const long = fc.string({ unit: fc.constantFrom(...sample), minLength: 2, maxLength: 7 });
    const rack = fc
      .tuple(fc.array(fc.constantFrom(...sample), { minLength: 7, maxLength: 7 }), fc.integer({ min: 0, max: 2 }))
      .map(([l, blanks]) => [...l.slice(0, 7 - blanks), ...BLANK.repeat(blanks)].join(''));
    fc.assert(
      fc.property(fc.uniqueArray(long, { minLength: 10, maxLength: 120 }), rack, fc.integer({ min: 1, max: 6 }), (words, rackText, n) => {
        const g = buildGaddag(words, alphabet);
        const lexicon = new WordGraph('sample', g.data, g.root, words.length, undefined, alphabet);
        const rules: Rules = { ...PRESETS[0]!.rules, tileSet };
        const gen = new MoveGenerator(lexicon);
        const listed = gen.allPlays(emptyBoard(), rackText, rules).slice(0, n).map((p) => `${p.notation} ${p.score}`);
        expect(gen.best(emptyBoard(), rackText, rules, n).map((p) => `${p.notation} ${p.score}`)).toEqual(listed);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});

describe('Spanish play, records and positions', () => {
  const rules: Rules = { ...PRESETS[0]!.rules, tileSet: 'spanish', lexicon: 'sample-es', challenge: 'void' };
  const lexicon = setLexicon(['ĈICO', 'ĈICOS', 'ĿAMA', 'PEŘO', 'AÑO']);

  it('scores a typed CH as the 5-point CH tile, and refuses a C and an H tile for it', () => {
    const board = emptyBoard();
    const played = checkPlay(board, '8h chico', 'ĈICOAEL', rules, lexicon);
    expect(played.ok && played.value.notation).toBe('8H ĈICO');
    // CH 5 + I 1 + C 3 + O 1 = 10, doubled on the centre.
    expect(played.ok && played.value.score).toBe(20);
    const split = checkPlay(board, '8h c?hico', 'CHICO?A', rules, lexicon);
    expect(split.ok).toBe(false);
    const parsed = parseMove('8H ?chICO', { alphabet: ALPHABETS.spanish });
    expect(parsed.ok && parsed.value.squares.map((s) => [s.letter, s.blank])).toEqual([['Ĉ', true], ['I', false], ['C', false], ['O', false]]);
  });

  it('writes a game with CH, LL and RR to GCG in brackets, reads it back and replays every score', () => {
    const created = createGame({ rules: { ...rules, firstPlayer: 'given' }, players: [{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Beto' }], seed: 'es', firstPlayer: 0 });
    if (!created.ok) throw new Error(created.error.code);
    // Racks set by hand: the CH, LL and RR tiles where the test needs them, the bag keeping the count.
    const start = { ...created.value, racks: ['ĈICOSAE', 'ĿAMAPEŘ'] };
    const ctx = { lexicon: setLexicon(['ĈICO', 'ĿAMO']) };
    const first = apply(start, { type: 'place', player: 0, move: '8e chico' }, ctx);
    if (!first.ok) throw new Error(first.error.code);
    const second = apply(first.value, { type: 'place', player: 1, move: 'H5 llam.' }, ctx);
    if (!second.ok) throw new Error(second.error.code);
    const game = second.value;
    const gcg = formatGcg(gcgOfGame(game));
    expect(gcg).toMatch(/^#character-encoding UTF-8$/m);
    expect(gcg).toMatch(/^#tile-distribution spanish$/m);
    expect(gcg).toContain('8E [CH]ICO +20 20');
    expect(gcg).toMatch(/ H5 \[LL\]AM\. \+\d+ \d+$/m);
    expect(gcg).toMatch(/>Beto: \S*\[LL\]\S*\[RR\]/);
    expect(gcg).not.toMatch(/[ĈĿŘĉŀř]/);
    const read = parseGcg(gcg);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.events[0]).toMatchObject({ kind: 'place', word: 'ĈICO' });
    const replay = replayGcg(read.value);
    expect(replay.mismatches).toEqual([]);
    expect(replay.complete).toBe(true);
    expect(replay.totals).toEqual(game.scores);
  });

  it('reads and writes CGP with two-letter tiles in brackets, blanks in lower case', () => {
    const board = emptyBoard().map((r) => [...r]);
    for (const [i, ch] of [...'ĈIŀo'].entries()) board[7]![5 + i] = ch;
    const text = `${board.map((r) => r.join('')).map((r) => r.replace(/\.+/g, (x) => String(x.length)).replace(/Ĉ/g, '[CH]').replace(/ŀ/g, '[ll]')).join('/')} AÑ[RR]?/ 0/0 0 lex sample-es;`;
    const pos = parseCgp(text);
    expect(pos.ok).toBe(true);
    if (!pos.ok) return;
    expect(pos.value.board[7]).toBe('.....ĈIŀo......');
    expect(pos.value.racks[0]).toBe('AÑŘ?');
    expect(writeCgp(pos.value)).toBe(text);
    expect(parseCgp('15/15/15/15/15/15/15/5[XX]9/15/15/15/15/15/15/15 A/ 0/0 0').ok).toBe(false);
  });
});
