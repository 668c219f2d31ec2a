/**
 * Game schema 3 kept the last move as a line of English; schema 4 keeps it as data. Games
 * stored by the schema 3 engine (test/fixtures/schema-3-games.json, one per kind of last
 * move) load as the same games played now, and the bot words them as the image did.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, spellMove } from '../src/engine/index.js';
import { words } from '../src/bot/words/index.js';
import { migrateGame } from '../src/games/migrate.js';
import { play, rulesOf, scenario } from './support/engine.js';
import { LAST_MOVE_GAMES } from './support/last-moves.js';

const STORED: Record<string, Record<string, unknown>> = JSON.parse(readFileSync(new URL('./fixtures/schema-3-games.json', import.meta.url), 'utf8'));

const GAMES = LAST_MOVE_GAMES;

describe('game schema 3 to 4: the last move as data', () => {
  it('the fixture holds a game of every kind of last move, each with its English line', () => {
    expect(Object.keys(STORED).sort()).toEqual(GAMES.map(([k]) => k).sort());
    for (const g of Object.values(STORED)) {
      expect(g.schema).toBe(3);
      expect(typeof (g.lastMove as { text?: unknown }).text).toBe('string');
    }
  });

  it.each(GAMES)('a stored game whose last move was %s loads as the same game played now, and reads as it did', (kind, start, actions, line) => {
    const migrated = migrateGame(structuredClone(STORED[kind]!));
    expect(migrated.schema).toBe(SCHEMA_VERSION);
    expect(migrated.lastMove).not.toHaveProperty('text');
    expect(migrated).toEqual(play(start(), actions));
    const m = migrated.lastMove!;
    expect(words.image.lastMove(m, m.move === undefined ? null : spellMove(m.move, migrated.board))).toBe(line);
  });

  it('a game with no last move, or one already without text, is left as it is', () => {
    const two = () => scenario(rulesOf('tournament'), { racks: ['CATQIZE', 'RETAINS'], bag: 'AEIOU' });
    expect(migrateGame(JSON.parse(JSON.stringify({ ...two(), schema: 3 })))).toEqual(two());
  });
});
