/**
 * `npm run bench:movegen`: move generation speed on fixed positions, the time to load the
 * word graph from its cache, and memory. Figures only; nothing here is a test.
 * Options: --quick (fewer runs), --sizes (also build the DAWG to compare sizes).
 */
import { readFileSync } from 'node:fs';
import { parseCgp } from '../engine/cgp.js';
import { DEFAULT_PRESET } from '../engine/rules.js';
import { buildDawg, normaliseWords } from '../lexicon/gaddag-build.js';
import { DEFAULT_LEXICON, lexiconSourcesFromEnv, openLexicon } from '../lexicon/index.js';
import { MoveGenerator } from '../movegen/index.js';

const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
const POSITIONS: [string, string][] = [
  ['mid-game RETINAS', `${MID} RETINAS/ 0/0 0`],
  ['mid-game RETINA?', `${MID} RETINA?/ 0/0 0`],
  ['mid-game RETIN??', `${MID} RETIN??/ 0/0 0`],
  ['empty board AEINST?', '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINST?/ 0/0 0'],
  ['turn 7 EEBNNIL', '15/15/15/15/15/11C3/5A5OU2/5REAcTORS2/5G5ME2/5Y4WOS2/5R4OI3/5I4OD3/5A4L4/5S4I4/9NEWELS EEBNNIL/ 0/0 0'],
  ['turn 13 HOUGPKN', '15/15/15/4C10/4U10/4I4Z1C3/4FA3I1OU2/5REAcTORS1B/5G5ME1L/4FY4WOS1E/4ART3OI2N/4DIE3OD2N/5AX3L3I/1AORIST3I3E/9NEWELS HOUGPKN/ 0/0 0'],
];

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Nodes and arcs of a graph laid out as in word-graph.ts (two words an arc, from index 4). */
function graphSize(data: Int32Array): string {
  const nodes = new Set<number>();
  for (let a = 2; a < data.length; a += 2) if (data[a + 1] !== 0) nodes.add(data[a]! >>> 6);
  return `${nodes.size} nodes, ${(data.length - 4) / 2} arcs`;
}

/** Median and minimum ms of `fn`, run after a warm-up for about `budgetMs` (at least 15 runs). */
function time(fn: () => void, budgetMs: number): { median: number; min: number; runs: number } {
  for (let i = 0; i < 5; i++) fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < 15 || (performance.now() - start < budgetMs && times.length < 5000)) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[times.length >> 1]!, min: times[0]!, runs: times.length };
}

function main(): void {
  const quick = process.argv.includes('--quick');
  const budget = quick ? 300 : 1500;
  const rssStart = process.memoryUsage().rss;
  const path = lexiconSourcesFromEnv({})[DEFAULT_LEXICON]!;
  let t0 = performance.now();
  const first = openLexicon(DEFAULT_LEXICON, path);
  const firstMs = performance.now() - t0;
  const rssLoaded = process.memoryUsage().rss;
  const lexicon = first.lexicon;
  console.log(`Lexicon ${lexicon.name}: ${lexicon.wordCount} words, GADDAG ${mb(lexicon.data.byteLength)}`);
  console.log(`  first load: ${firstMs.toFixed(1)} ms (${first.fromCache ? 'from the cache' : 'built from the list and cached'})`);
  console.log(`  RSS: ${mb(rssStart)} before, ${mb(rssLoaded)} after the first load (+${mb(rssLoaded - rssStart)})`);

  const gen = new MoveGenerator(lexicon);
  const rules = DEFAULT_PRESET.rules;
  console.log('\nposition                 plays   full list: median   min      plays/s    best only: median');
  for (const [name, cgp] of POSITIONS) {
    const pos = parseCgp(cgp);
    if (!pos.ok) throw new Error(`bad position ${name}`);
    const { board } = pos.value;
    const rack = pos.value.racks[0]!;
    const count = gen.generate(board, rack, rules).count;
    const full = time(() => gen.generate(board, rack, rules), budget);
    const best = time(() => gen.best(board, rack, rules, 1), budget / 3);
    const perSec = Math.round(count / (full.median / 1000));
    console.log(
      `${name.padEnd(24)} ${String(count).padStart(6)}   ${full.median.toFixed(3).padStart(9)} ms ${full.min.toFixed(3).padStart(8)} ms ` +
        `${String(perSec).padStart(10)}   ${best.median.toFixed(3).padStart(9)} ms`,
    );
  }
  console.log(`\nRSS after generating: ${mb(process.memoryUsage().rss)}`);

  // Last, as each load leaves garbage behind: the time to get the list ready from its cache.
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    const again = openLexicon(DEFAULT_LEXICON, path);
    loads.push(performance.now() - t0);
    if (!again.fromCache) throw new Error('the cache was not used');
  }
  loads.sort((a, b) => a - b);
  console.log(`Lexicon ready from the cache: median ${loads[2]!.toFixed(1)} ms over 5 loads (reading, hashing the source, checking)`);
  if (process.argv.includes('--sizes')) {
    const dawg = buildDawg(normaliseWords(readFileSync(path, 'utf8')));
    console.log(`GADDAG ${graphSize(lexicon.data)}; DAWG of the same words ${graphSize(dawg.data)}, ${mb(dawg.data.byteLength)}`);
  }
}

main();
