/**
 * The computer in every language: each level plays whole games in each tile set through
 * the hub, with that set's shipped leave table and no liking for English common words,
 * and every game's record replays with its scores. The word lists are small ones made
 * here (every pair of letters, and triples of each set's commonest letters and its own
 * tiles: CH, Ñ, Ä), so the games are quick and still full of plays.
 */
import { describe, expect, it } from 'vitest';
import { commonWordsFor } from '../src/ai/common-words.js';
import { LEVEL_IDS } from '../src/ai/levels.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import { LANGUAGES } from '../src/engine/languages.js';
import { PRESETS, type Rules } from '../src/engine/rules.js';
import { alphabetOf, TILE_SETS, type TileSetId } from '../src/engine/tiles.js';
import { playHubGame } from '../src/games/selfplay.js';
import { buildGaddag } from '../src/lexicon/gaddag-build.js';
import { WordGraph } from '../src/lexicon/word-graph.js';

const SETS = Object.values(LANGUAGES).map((l) => l.tileSet).filter((t) => t !== 'standard') as TileSetId[];

/**
 * Every word of 2 to 5 letters over the set's commonest letters, its own marked or
 * two-letter tile among them (CH, Ñ, Ä): almost any run of those tiles is a word.
 */
function sampleList(tileSet: TileSetId): WordGraph {
  const set = TILE_SETS[tileSet];
  const alphabet = alphabetOf(set);
  const byCount = [...alphabet.letters].sort((a, b) => set.counts[b]! - set.counts[a]!);
  const own = [...alphabet.letters].filter((l) => !/[A-Z]/.test(l)).slice(0, 1);
  const letters = [...new Set([...own, ...byCount])].slice(0, 7);
  let words = [''];
  const all: string[] = [];
  for (let n = 1; n <= 5; n++) {
    words = words.flatMap((w) => letters.map((l) => w + l));
    if (n >= 2) all.push(...words);
  }
  const g = buildGaddag(all, alphabet);
  return new WordGraph(`sample-${tileSet}`, g.data, g.root, all.length, undefined, alphabet);
}

describe.each(SETS)('the computer in the %s tile set', (tileSet) => {
  const lexicon = sampleList(tileSet);
  const rules: Rules = { ...PRESETS[0]!.rules, tileSet, lexicon: lexicon.name, challenge: 'void' };

  it('has no English common words to like', () => {
    expect(commonWordsFor(tileSet)).toBeNull();
    expect(commonWordsFor('standard')).not.toBeNull();
  });

  it.each(LEVEL_IDS)('%s plays a whole game against greedy, every score of its record replayed', async (level) => {
    const state = await playHubGame(rules, [{ kind: level }, { kind: 'greedy' }], `${tileSet}-${level}`, { lexicon, endgameNodes: 300 });
    expect(state.status).toBe('over');
    const places = state.history.filter((e) => e.type === 'place');
    // The sample list's words use seven of the set's letters: once the racks fill with the others,
    // a game can end in six scoreless turns (Italian's did after 8 plays).
    expect(places.length).toBeGreaterThan(5);
    // Tiles never leave the game: the bag, the racks and the board hold the set.
    const onBoard = state.board.join('').replace(/\./g, '').length;
    const total = Object.values(TILE_SETS[tileSet].counts).reduce((a, b) => a + b, 0);
    expect(state.bag.length + state.racks.join('').length + onBoard).toBe(total);
    const read = parseGcg(writeGcg(state));
    if (!read.ok) throw new Error(read.error.message);
    const replay = replayGcg(read.value);
    expect(replay.mismatches).toEqual([]);
    expect(replay.totals).toEqual(state.scores);
  }, 120_000);
});
