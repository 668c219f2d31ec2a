/** One test per quirk of GCG files as real programs write them (see src/engine/gcg.ts), on small inline records. */
import { describe, expect, it } from 'vitest';
import { decodeGcg, parseGcg, type GcgGame } from '../src/engine/gcg.js';
import { describeMismatch, replayGcg } from '../src/engine/gcg-replay.js';

function read(src: string): GcgGame {
  const r = parseGcg(src);
  if (!r.ok) throw new Error(`line ${r.error.line}: ${r.error.message}`);
  return r.value;
}

/*
 * Scores worked by hand on the standard board:
 * RETAINS 8D: R on DL 2 + 6, centre DW, x2 = 16, bingo = 66.
 * ZOO. J5: Z 10, O on J6 TL 3, O 1, S 1 = 15.
 * .a I8: N 1 + blank on DL 0 = 1.
 * AH 9I (A spelled out over the blank): AH 0+4, cross ZOOSH 10+1+1+1+4 = 21.
 * FOB K4: O on K5 DW: FOB (4+1+3)x2 = 16, ZO (10+1)x2 = 22, OB 1+3 = 4: 42.
 * DOTE. D4: D on DW: (2+1+1+1+1)x2 = 12.
 */
const GAME = `#character-encoding UTF-8
#player1 alice Alice P.  Liddell
#player2 bob Bob
#title  Test game
#lexicon CSW21
#some-new-pragma with words
#incomplete 
#note before the first move
>alice: AEINRST 8D RETAINS +66 66
#note first
>bob: DEOOQUZ j5 ZOO. +15 15

>alice: ?ABCEFG I8 .a +1 67
>bob: UEHOSTD 9i AH +21 36   ZOOSH, AH
>alice: BCEFGLO K4 FOB +42 109
>alice: BCEFGLO --  -42 67
#note a phony
that runs on
>bob: DEOSTUU -UU +0 36
>alice: BCEFGLO - +0 67
>bob: DEOSTUU -3 +0 36
>alice: UNKNOWN -0 +0 67
>bob: DEOSTUU D4 DOTE. +12 48
>bob:  (challenge) +5 53
>alice: BCEFGLO (time) -10 57
>bob:  (time) -20 33
#rack1 BCEFGLO
#rack2 ?DEOSTU`;

const lineOf = (src: string, start: string) => src.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe('GCG reader', () => {
  const g = read(GAME);

  it('reads pragmas: players with full names, lexicon, encoding, the rest kept', () => {
    expect(g.players).toEqual([{ nick: 'alice', name: 'Alice P.  Liddell' }, { nick: 'bob', name: 'Bob' }]);
    expect(g.lexicon).toBe('CSW21');
    expect(g.encoding).toBe('UTF-8');
    expect(g.pragmas).toEqual([
      { keyword: 'title', value: 'Test game' },
      { keyword: 'some-new-pragma', value: 'with words' },
      { keyword: 'incomplete', value: '' },
    ]);
    expect(g.notes).toEqual(['before the first move']);
    expect(g.endRacks).toEqual([{ player: 0, rack: 'BCEFGLO', line: 27 }, { player: 1, rack: '?DEOSTU', line: 28 }]);
  });

  it('classifies every kind of event line', () => {
    expect(g.events.map((e) => [e.kind, e.player, e.delta, e.cumulative])).toEqual([
      ['place', 0, 66, 66], ['place', 1, 15, 15], ['place', 0, 1, 67], ['place', 1, 21, 36], ['place', 0, 42, 109],
      ['withdrawn', 0, -42, 67], ['exchange', 1, 0, 36], ['pass', 0, 0, 67], ['exchange-count', 1, 0, 36], ['pass', 0, 0, 67],
      ['place', 1, 12, 48], ['challenge-bonus', 1, 5, 53], ['time-penalty', 0, -10, 57], ['time-penalty', 1, -20, 33],
    ]);
    expect(g.events[6]).toMatchObject({ kind: 'exchange', tiles: 'UU', rack: 'DEOSTUU' });
    expect(g.events[8]).toMatchObject({ kind: 'exchange-count', count: 3 });
    expect(g.events[9]!.rack).toBeNull(); // UNKNOWN
    expect(g.events[11]!.rack).toBeNull(); // no rack on the challenge line
    expect(g.events[12]!.rack).toBe('BCEFGLO');
  });

  it('reads positions case-insensitively, row first across and column first down', () => {
    expect(g.events[1]).toMatchObject({ position: { row: 4, col: 9, dir: 'down' }, word: 'ZOO.' });
    expect(g.events[3]).toMatchObject({ position: { row: 8, col: 8, dir: 'across' }, word: 'AH' });
  });

  it('keeps tokens after the total and attaches notes (with continuation lines) to the event before', () => {
    expect(g.events[3]!.extra).toEqual(['ZOOSH,', 'AH']);
    expect(g.events[0]!.notes).toEqual(['first']);
    expect(g.events[5]!.notes).toEqual(['a phony\nthat runs on']);
    expect(g.events.map((e) => e.line)).toEqual([9, 11, 13, 14, 15, 16, 19, 20, 21, 22, 23, 24, 25, 26]);
  });

  it('accepts any line ends, tabs, runs of spaces and no final newline', () => {
    // Notes keep their inner white space, so they are left out here.
    const events = (src: string) => read(src).events.map(({ line: _l, notes: _n, ...e }) => e);
    for (const variant of [GAME.replaceAll('\n', '\r\n'), GAME.replaceAll('\n', '\r'), GAME.replaceAll(' ', '\t '), `${GAME}\n\n`]) {
      expect(events(variant)).toEqual(events(GAME));
    }
  });

  it('reads a negative delta on a withdrawn line with one or two spaces', () => {
    expect(read('#player1 a A\n>a: AB --  -43 -3').events[0]).toMatchObject({ kind: 'withdrawn', delta: -43, cumulative: -3 });
  });

  it.each([
    ['an unknown player', '#player1 a A\n>b: AB - +0 0', 2],
    ['a bad score', '#player1 a A\n>a: AB 8H AB x5 5', 2],
    ['a bad position', '#player1 a A\n>a: AB 8Z AB +5 5', 2],
    ['a missing total', '#player1 a A\n>a: AB 8H AB +5', 2],
    ['a stray line', '#player1 a A\nhello', 2],
    ['an event without a colon', '#player1 a A\n>a AB - +0 0', 2],
  ])('rejects %s with its line', (_, src, line) => {
    const r = parseGcg(src);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(line);
  });
});

describe('GCG bytes', () => {
  const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
  const utf8 = (s: string) => new TextEncoder().encode(s);

  it('honours a UTF-8 declaration', () => {
    expect(decodeGcg(utf8('#character-encoding UTF-8\n#player1 c césar\n'))).toContain('césar');
  });
  it('reads undeclared UTF-8, and UTF-8 under another declaration', () => {
    expect(decodeGcg(utf8('#player1 c césar\n'))).toContain('césar');
    expect(decodeGcg(utf8('#character-encoding ISO8859-6\n#player1 c césar\n'))).toContain('césar');
  });
  it('falls back to ISO-8859-1, byte for code point', () => {
    expect(decodeGcg(latin1('#player1 h hércules\n'))).toBe('#player1 h hércules\n');
    expect(decodeGcg(Uint8Array.from([0x23, 0x80, 0xe9]))).toBe('#\u0080é');
  });
});

describe('GCG replay', () => {
  it('replays the inline game: blanks, dots, spelled-out play-through, a withdrawn play, every total', () => {
    const r = replayGcg(read(GAME));
    expect(r.mismatches).toEqual([]);
    expect(r.plays).toBe(6);
    expect(r.totals).toEqual([57, 33]);
    expect(r.board[7]).toBe('...RETAINS.....');
    expect(r.board[8]).toBe('........aH.....'); // a lowercase letter is a blank, even with no capital in the word
    expect(r.board.map((row) => row[10]).join('')).toBe('.'.repeat(15)); // FOB came off
  });

  it('reports a wrong score and the total it breaks, with their line', () => {
    const r = replayGcg(read(GAME.replace('AH +21 36', 'AH +22 36')));
    const line = lineOf(GAME, '>bob: UEHOSTD');
    expect(line).toBe(14);
    expect(r.mismatches.map(describeMismatch)).toEqual([`line ${line}: AH recorded +22, computed 21`, `line ${line}: total recorded 36, computed 37`]);
  });

  it('scores both words of a one-tile play, whichever way it is written', () => {
    // X on the I7 DL: XO across 16+1, XN down 16+1.
    const base = '#player1 a A\n#player2 b B\n>a: AEINRST 8D RETAINS +66 66\n>b: DEOOQUZ J5 ZOO. +15 15\n';
    expect(replayGcg(read(`${base}>a: X 7I X. +34 100`)).mismatches).toEqual([]);
    expect(replayGcg(read(`${base}>a: X I7 X. +34 100`)).mismatches).toEqual([]);
    expect(replayGcg(read(`${base}>a: X I7 X. +17 83`)).mismatches.map(describeMismatch)).toEqual(['line 5: X. recorded +17, computed 34']);
  });

  it('stops on a play that does not fit the board', () => {
    const r = replayGcg(read('#player1 a A\n>a: AT 8G AT +4 4\n>a: S 3C .S +2 6'));
    expect(r.complete).toBe(false);
    expect(r.mismatches).toEqual([{ line: 3, subject: '.S', recorded: '.S', computed: 'dot-on-empty-square', delta: false }]);
  });

  it('reports tiles a play needs that the rack lacks', () => {
    const r = replayGcg(read('#player1 a A\n>a: AX 8G AT +4 4'));
    expect(r.mismatches.map((m) => m.subject)).toEqual(['rack AX']);
  });

  it('accepts the old Quackle withdrawal `-- +0` whose total drops back', () => {
    const ok = replayGcg(read('#player1 a A\n>a: AEINRST 8D RETAINS +66 66\n>a: AEINRST   -- +0 0'));
    expect(ok.mismatches).toEqual([]);
    expect(ok.board.join('')).toBe('.'.repeat(225));
    const bad = replayGcg(read('#player1 a A\n>a: AEINRST 8D RETAINS +66 66\n>a: AEINRST -- -60 6'));
    expect(bad.mismatches.map(describeMismatch)).toEqual(['line 3: -- recorded -60, computed -66']);
  });

  it('checks end-rack points at twice the rack (2x rule)', () => {
    const base = '#player1 a A\n#player2 b B\n>a: AEINRST 8D RETAINS +66 66\n';
    expect(replayGcg(read(`${base}>b:  (IQ) +22 22`)).mismatches).toEqual([]);
    expect(replayGcg(read(`${base}>b:  (IQ) +11 11`)).mismatches.map(describeMismatch)).toEqual(['line 4: (IQ) recorded +11, computed 22']);
  });

  it('checks the older 1x rule when the file deducts the rack from its holder', () => {
    const base = '#player1 a A\n#player2 b B\n>a: AEINRST 8D RETAINS +66 66\n';
    expect(replayGcg(read(`${base}>b:   (IQ)   +11 11\n>a: IQ (IQ) -11 55`)).mismatches).toEqual([]);
    expect(replayGcg(read(`${base}>b: (IQ) +22 22\n>a: IQ (IQ) -11 55`)).mismatches.map(describeMismatch))
      .toEqual(['line 4: (IQ) recorded +22, computed 11']);
  });

  it('checks six-zero rack penalties, negative totals included', () => {
    const src = '#player1 m M\n#player2 b B\n>m: ?AEEOTT (?AEEOTT) -6 -6\n>b: EIOQRRT (EIOQRRT) -16 -16';
    expect(replayGcg(read(src)).mismatches).toEqual([]);
    const wrong = replayGcg(read(src.replace('-16 -16', '-15 -15').replace('(?AEEOTT)', '(?AEEOT)')));
    expect(wrong.mismatches.map(describeMismatch)).toEqual([
      'line 3: (?AEEOT) recorded ?AEEOT, computed ?AEEOTT',
      'line 3: (?AEEOT) recorded -6, computed -5',
      'line 4: (EIOQRRT) recorded -15, computed -16',
    ]);
  });

  it('gives turns to players by alternation when they share a nickname', () => {
    const g = read('#player1 NoName One\n#player2 NoName Two\n>NoName: AEINRST 8D RETAINS +66 66\n>NoName: DEOOQUZ j5 ZOO. +15 15\n>NoName: ?ABCEFG I8 .a +1 67');
    expect(g.events.map((e) => e.player)).toEqual([0, 1, 0]);
    expect(replayGcg(g).mismatches).toEqual([]);
  });
});
