/**
 * `npm run train:leaves -- [--set standard|noBlanks|french|...|all|SET,SET] [--games 1000,1500,3500] [--seed leaves-1] [--out DIR] [--lexicon NAME|PATH]`:
 * trains the leave tables by self-play (see src/ai/train.ts) and writes
 * `<tileSet>.leaves` to assets/leaves (or DIR). The same options give the same files.
 * `all` is the English sets; a language's set plays with that language's list unless
 * `--lexicon` names another (in the set's letters).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, languageOfTileSet } from '../engine/languages.js';
import { alphabetOf, TILE_SETS, type TileSetId } from '../engine/tiles.js';
import { encodeLeaveTable } from '../ai/leaves.js';
import { trainLeaves } from '../ai/train.js';
import { playHubGame } from '../games/selfplay.js';
import { loadLexicon } from '../lexicon/index.js';
import { fromRoot } from '../project-root.js';

const USAGE = `Usage: train-leaves [--set ${Object.keys(TILE_SETS).join('|')}|all|SET,SET] [--games N,N,...] [--seed S] [--out DIR] [--lexicon NAME|PATH]`;

export async function run(args: string[]): Promise<number> {
  let sets: TileSetId[] = ['standard', 'noBlanks'];
  let games = [1000, 1500, 3500];
  let seed = 'leaves-1';
  let out = fromRoot('assets', 'leaves');
  let lexiconName: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const v = args[++i];
    if (v === undefined) {
      console.error(`${a} needs a value\n${USAGE}`);
      return 1;
    }
    if (a === '--set') {
      const named = v === 'all' ? ['standard', 'noBlanks'] : v.split(',');
      const unknown = named.find((s) => !Object.hasOwn(TILE_SETS, s));
      if (unknown !== undefined) {
        console.error(`unknown tile set ${unknown}\n${USAGE}`);
        return 1;
      }
      sets = named as TileSetId[];
    } else if (a === '--games') {
      games = v.split(',').map(Number);
      if (games.some((n) => !Number.isInteger(n) || n <= 0)) {
        console.error(`--games needs whole numbers, one per generation\n${USAGE}`);
        return 1;
      }
    } else if (a === '--seed') seed = v;
    else if (a === '--out') out = v;
    else if (a === '--lexicon') lexiconName = v;
    else {
      console.error(`unknown option ${a}\n${USAGE}`);
      return 1;
    }
  }
  mkdirSync(out, { recursive: true });
  for (const set of sets) {
    const language = LANGUAGES[languageOfTileSet(set)];
    const lexicon = loadLexicon(lexiconName ?? language.lexicon, { alphabet: alphabetOf(set) });
    console.log(`${set}: ${lexicon.wordCount} words (${lexicon.name})`);
    const t0 = performance.now();
    const table = await trainLeaves(set, lexicon, games, seed, playHubGame, (r) =>
      console.log(`${set} generation ${r.generation}: ${r.games} games, ${r.turns} racks, mean equity ${r.meanEquity.toFixed(2)}, ${(r.ms / 1000).toFixed(0)} s`),
    );
    const file = join(out, `${set}.leaves`);
    const bytes = encodeLeaveTable(table);
    writeFileSync(file, bytes);
    const show = ['?', 'S', 'Q', 'EE', 'II', 'UU', 'ERS', 'QU', 'AEINST', 'V', 'EINRST', 'IIUUVW'];
    console.log(`${set}: wrote ${file} (${bytes.length} bytes) in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    console.log('  ' + show.map((l) => `${l} ${table.value(l).toFixed(1)}`).filter((x) => !x.endsWith('NaN')).join(', '));
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await run(process.argv.slice(2));
