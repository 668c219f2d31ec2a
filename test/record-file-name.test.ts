/** The file names of exported GCG records: the day the game ended and its players, in safe characters. */
import { describe, expect, it } from 'vitest';
import { exportFile, recordFileName } from '../src/bot/present.js';

const DAY = Date.UTC(2026, 10, 25, 23, 59); // 25 November 2026, late evening UTC

describe('recordFileName', () => {
  it.each([
    // players, game of a match, file name
    [['Alice', 'Bob'], undefined, 'scrabble-2026-11-25-alice-vs-bob.gcg'],
    [['Alice', 'Bob'], 1, 'scrabble-2026-11-25-alice-vs-bob-game-1.gcg'],
    [['Alice', 'Bob'], 2, 'scrabble-2026-11-25-alice-vs-bob-game-2.gcg'],
    [['Ann', 'Bo', 'Cy'], undefined, 'scrabble-2026-11-25-ann-vs-bo-vs-cy.gcg'],
    [['Computer (Strong)', 'Dave'], undefined, 'scrabble-2026-11-25-computer-strong-vs-dave.gcg'],
    [['Zoë Ñúñez', 'Chloé'], undefined, 'scrabble-2026-11-25-zoe-nunez-vs-chloe.gcg'],
    [['../../etc/passwd', 'a:b*c?"<>|'], undefined, 'scrabble-2026-11-25-etc-passwd-vs-a-b-c.gcg'],
    [['🎲🎲', '李雷'], undefined, 'scrabble-2026-11-25-player-1-vs-player-2.gcg'],
    [['   ', 'Bob'], undefined, 'scrabble-2026-11-25-player-1-vs-bob.gcg'],
    [['A very long display name indeed', 'Bob'], undefined, 'scrabble-2026-11-25-a-very-long-display-vs-bob.gcg'],
    [[], undefined, 'scrabble-2026-11-25-game.gcg'],
  ] as [string[], number | undefined, string][])('%j (game %s) is %s', (players, game, name) => {
    expect(recordFileName(players, DAY, game)).toBe(name);
  });

  it('keeps to safe characters and a bounded length, whatever the names', () => {
    const long = 'Ünïcödé / \\ : * ? " < > | x'.repeat(20);
    const name = recordFileName([long, long, long, long], DAY, 2);
    expect(name).toMatch(/^scrabble-2026-11-25-[a-z0-9-]+-game-2\.gcg$/);
    expect(name).not.toMatch(/--|-\.gcg/);
    expect(name.length).toBeLessThanOrEqual('scrabble-2026-11-25-'.length + 64 + '-game-2.gcg'.length);
  });
});

describe('exportFile', () => {
  it('names a single game by its players and day', () => {
    const reply = exportFile(['Alice', 'Bob'], DAY, [{ gcg: '#player1 Alice Alice\n' }]);
    expect(reply.content).toBe('Here is the game record (GCG), for Quackle, Macondo, Woogles and other Scrabble software.');
    expect(reply.files!.map((f) => f.name)).toEqual(['scrabble-2026-11-25-alice-vs-bob.gcg']);
  });

  it('names each game of a match', () => {
    const reply = exportFile(['Alice', 'Bob'], DAY, [{ gcg: 'a', match: { game: 1, of: 2 } }, { gcg: 'b', match: { game: 2, of: 2 } }]);
    expect(reply.files!.map((f) => [f.name, f.description])).toEqual([
      ['scrabble-2026-11-25-alice-vs-bob-game-1.gcg', 'Match, game 1 of 2'],
      ['scrabble-2026-11-25-alice-vs-bob-game-2.gcg', 'Match, game 2 of 2'],
    ]);
  });
});
