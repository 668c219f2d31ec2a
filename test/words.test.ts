/** The sentence table: its words for the engine's data, read by id. */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/engine/index.js';
import { presetWords, TABLES, words, type Words } from '../src/bot/words/index.js';
import { viewWords } from '../src/bot/views/moves.js';
import { renderBoard } from '../src/render/index.js';
import { emptyViews, lateGameView } from '../src/render/fixtures.js';
import type { PublicView } from '../src/engine/index.js';

describe('the sentence table', () => {
  it('names each of the five rule sets and describes the kind of game in one sentence (the rules are worded from the rules themselves)', () => {
    for (const p of PRESETS) {
      const w = presetWords(p.id)!;
      expect(w.name.length).toBeGreaterThan(5);
      expect(w.description).toMatch(/^[A-Z][^.]{8,100}\.$/);
      // No menu of options: those belong to the rules a game was opened with.
      expect(w.description).not.toMatch(/by default|challenge/i);
    }
    expect(presetWords('tournament')!.name).toBe('Tournament (NASPA basic rules)');
    expect(presetWords('custom')).toBeNull();
    expect(presetWords('toString')).toBeNull();
  });

  it.each([
    ['8D AQuA', ['AQuA', '8D'], 'AQuA (8D) (u is a blank)'],
    ['8D AQUA', ['AQUA', '8D'], 'AQUA (8D)'],
  ] as const)('the image names the blanks of a play as the channel does: %s', (move, [word, square], line) => {
    expect(words.image.lastMove({ player: 0, kind: 'place', move, score: 14, squares: [] }, { word, square })).toBe(line);
  });

  it('the board image drawn with the table\'s words is the image the render layer drew with its own', async () => {
    const game1 = { reason: 'went-out' as const, scores: [402, 377], scoresBeforeAdjustments: [402, 377], winners: [0] };
    const views: PublicView[] = [
      lateGameView(),
      lateGameView({ over: true }),
      { ...lateGameView(), challengeOpen: true },
      { ...lateGameView(), endProposedBy: 1 },
      { ...lateGameView({ preset: 'match' }), match: { game: 2, games: [game1], records: [[]], firstOfGameOne: 0, totals: null, winners: null } },
      { ...lateGameView({ over: true, preset: 'match' }), match: { game: 2, games: [game1, game1], records: [[], []], firstOfGameOne: 0, totals: [800, 700], winners: [0] } },
      emptyViews()[0]!.view,
    ];
    for (const view of views) {
      const own = await renderBoard(view, { cell: 20 });
      const worded = await renderBoard(view, { cell: 20, words: viewWords(view) });
      expect(worded.equals(own)).toBe(true);
    }
  });

  it('each table names the premium squares in two characters, and a board drawn with another table\'s names differs only where they are', async () => {
    for (const table of Object.values(TABLES)) {
      expect(Object.keys(table.image.premiums).sort()).toEqual(['DL', 'DW', 'TL', 'TW']);
      for (const label of Object.values(table.image.premiums)) expect(label).toMatch(/^\S{2}$/);
      expect(new Set(Object.values(table.image.premiums)).size).toBe(4);
    }
    const view = emptyViews()[0]!.view;
    const english = await renderBoard(view, { cell: 20, words: viewWords(view) });
    const french = await renderBoard(view, { cell: 20, words: { ...viewWords(view), premiums: TABLES.fr.image.premiums } });
    expect(french.equals(english)).toBe(false);
    expect((await renderBoard(view, { cell: 20, words: { ...viewWords(view), premiums: TABLES.en.image.premiums } })).equals(english)).toBe(true);
  });

  it('a second language is a second table of the same type, which the compiler checks key by key', () => {
    // @ts-expect-error a table must word every preset
    const presets: Words['presets'] = { tournament: words.presets.tournament };
    // @ts-expect-error and every refusal the engine can give
    const engine: Words['problems']['engine'] = { 'bad-notation': () => 'Écrivez un coup comme `8H QUIZ`.' };
    // @ts-expect-error and take the values a sentence is written with
    const image: Words['image'] = { ...words.image, bag: (tiles: string) => tiles };
    const second: Words = { ...words, customRules: { heading: 'Règles libres', inTitle: 'règles libres', short: 'Libres' } };
    expect(second.customRules.heading).toBe('Règles libres');
    expect([presets, engine, image].every(Boolean)).toBe(true);
  });
});
