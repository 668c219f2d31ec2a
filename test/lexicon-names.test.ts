/**
 * A word list's names: for players, in a GCG record's `#lexicon`, and read back from one
 * (records written before the built-in list was called `CSW` there say `sowpods`).
 */
import { describe, expect, it } from 'vitest';
import { gcgLexiconName, lexiconDisplayName, lexiconOfGcgName } from '../src/engine/lexicon-names.js';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import { createGame, findPreset } from '../src/engine/index.js';
import { rulesText } from '../src/bot/rules-text.js';
import { words } from '../src/bot/words/index.js';

describe('word list names', () => {
  it.each([
    // id,        shown to players,                      #lexicon written
    ['sowpods', 'SOWPODS (Collins Scrabble Words)', 'CSW'],
    ['SOWPODS', 'SOWPODS (Collins Scrabble Words)', 'CSW'],
    ['NWL23', 'NWL23', 'NWL23'],
    ['CSW21', 'CSW21', 'CSW21'],
    ['club-list', 'club-list', 'club-list'],
  ])('%s is shown as %s and recorded as %s', (id, shown, recorded) => {
    expect(lexiconDisplayName(id)).toBe(shown);
    expect(words.lexiconName(id)).toBe(shown);
    expect(gcgLexiconName(id)).toBe(recorded);
  });

  it.each([
    // id, shown to players by the bot, #lexicon written
    ['hunspell-fr', 'French (Hunspell, Grammalecte 7.5)', 'hunspell-fr'],
    ['hunspell-es', 'Spanish (Hunspell, RLA-ES 2.8)', 'hunspell-es'],
    ['hunspell-de', 'German (Hunspell, igerman98)', 'hunspell-de'],
    ['hunspell-nl', 'Dutch (Hunspell, OpenTaal)', 'hunspell-nl'],
    ['Hunspell-IT', 'Italian (Hunspell, Italian Writing Aids 5.0)', 'hunspell-it'],
    ['hunspell-pt', 'hunspell-pt', 'hunspell-pt'],
  ])('the Hunspell list %s is shown as %s and recorded as %s', (id, shown, recorded) => {
    expect(words.lexiconName(id)).toBe(shown);
    expect(gcgLexiconName(id)).toBe(recorded);
  });

  it.each([
    // #lexicon as written, our list
    ['CSW', 'sowpods'],
    ['csw', 'sowpods'],
    ['sowpods', 'sowpods'],
    ['SOWPODS', 'sowpods'],
    [' sowpods ', 'sowpods'],
    ['CSW21', 'CSW21'],
    ['NWL23', 'NWL23'],
    ['NWL2020', 'NWL2020'],
    ['hunspell-fr', 'hunspell-fr'],
  ])('#lexicon %s is read as %s', (written, id) => {
    expect(lexiconOfGcgName(written)).toBe(id);
  });
});

describe('#lexicon in records', () => {
  const game = (lexicon: string) => {
    const made = createGame({ rules: { ...findPreset('tournament')!.rules, lexicon }, players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }], seed: 'names', firstPlayer: 0 });
    if (!made.ok) throw new Error('no game');
    return made.value;
  };
  const read = (text: string) => {
    const parsed = parseGcg(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return parsed.value;
  };

  it.each([
    ['sowpods', 'CSW'],
    ['NWL23', 'NWL23'],
  ])('a game in %s is exported with #lexicon %s and read back as that list', (id, recorded) => {
    const text = writeGcg(game(id));
    expect(text.split('\n').filter((l) => l.startsWith('#lexicon'))).toEqual([`#lexicon ${recorded}`]);
    expect(replayGcg(read(text)).lexicon).toBe(id);
  });

  it.each(['sowpods', 'CSW'])('an older or newer record saying #lexicon %s replays as the built-in list', (written) => {
    const text = `#player1 Ann Ann\n#player2 Bo Bo\n#lexicon ${written}\n>Ann: AEINRST 8D RETAINS +66 66\n`;
    expect(replayGcg(read(text))).toMatchObject({ lexicon: 'sowpods', mismatches: [], complete: true, totals: [66, 0] });
  });

  it('a record without #lexicon names no list', () => {
    expect(replayGcg(read('#player1 Ann Ann\n#player2 Bo Bo\n>Ann: AEINRST 8D RETAINS +66 66\n')).lexicon).toBeNull();
  });

  it.each([
    ['sowpods', 'SOWPODS (Collins Scrabble Words)'],
    ['NWL23', 'NWL23'],
  ])('/scrabble rules names %s as %s', (id, shown) => {
    const line = rulesText({ ...findPreset('tournament')!.rules, lexicon: id }).split('\n').find((l) => l.includes('dictionary:'));
    expect(line).toMatch(new RegExp(`; dictionary: ${shown.replace(/[()]/g, '\\$&')}$`));
  });
});
