/**
 * `npm run bench:movegen`: move generation speed on fixed positions, old and new side by
 * side in one run, the time to load the word graph from its cache, and memory. Figures
 * only; nothing here is a test.
 * The old version is the generator and word graph at BASELINE, read from git history into
 * a temporary directory (its other imports point at today's src/) and imported from there. Runs of old and new alternate, so a busy machine slows both alike; ratios are
 * new / old of the medians.
 * Search steps are the compiled search's calls of its leftward and rightward phases for
 * the full list.
 * Options: --quick (fewer runs), --sizes (also build the DAWG to compare sizes),
 * --baseline <commit> (another old version), --no-old (the new version alone),
 * --only <text> (the positions whose name holds the text), --min (fastest runs rather than
 * medians: steadier when the machine is busy), --budget <ms> (time per position and
 * measure, default 1000; more gives steadier minima on a busy machine).
 * --built times the generator as it ships (dist/, after `npm run build`).
 * --against NAME=COMMAND (repeatable) times another program's move generator side by side
 * in the same run: COMMAND is started once and spoken to line by line (see Rival in bench-against.ts);
 * its lists must hold as many plays as ours, and the ratios are ours / theirs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Board } from '../engine/board.js';
import { DEFAULT_PRESET, type Rules } from '../engine/rules.js';
import { buildDawg, normaliseWords } from '../lexicon/gaddag-build.js';
import * as lexiconSource from '../lexicon/index.js';
import * as movegenSource from '../movegen/index.js';
import * as anagramsSource from '../movegen/anagrams.js';
import { PROJECT_ROOT } from '../project-root.js';
import { against, geomean, median, ms, position, ratio } from './bench-against.js';

/**
 * --built: the word graph and generator as they ship, compiled by `npm run build` into
 * dist/ (what the bot runs), rather than these sources as tsx compiles them on the fly,
 * which runs the TypeScript search markedly slower.
 */
const BUILT = process.argv.includes('--built');
const fromDist = async <T>(path: string, source: T): Promise<T> => (BUILT ? ((await import(pathToFileURL(join(PROJECT_ROOT, 'dist', 'src', path)).href)) as T) : source);
const { DEFAULT_LEXICON, lexiconSourcesFromEnv, openLexicon } = await fromDist('lexicon/index.js', lexiconSource);
const { MoveGenerator } = await fromDist('movegen/index.js', movegenSource);
const { anagramIndex } = await fromDist('movegen/anagrams.js', anagramsSource);

/** The generator before the compact graph, the iterative arc scans and the tighter bounds. */
const BASELINE = '69acdfc27b438cc378b99abaad42647f69fddf47';
const ROOT_DIR = PROJECT_ROOT;

const MID = '15/15/15/15/15/2COZY9/3A11/3FLAMES1A4/8TAXI3/4RATIO1E4/4A3N6/4VERGE6/4E10/4N10/15';
const EMPTY = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15';
/** The mid board with three racks, two empty boards, and 20 positions from greedy self-play games. */
const POSITIONS: [string, string][] = [
  ['mid-game RETINAS', `${MID} RETINAS`],
  ['mid-game RETINA?', `${MID} RETINA?`],
  ['mid-game RETIN??', `${MID} RETIN??`],
  ['empty board AEINST?', `${EMPTY} AEINST?`],
  ['empty board EEBNNIL', `${EMPTY} EEBNNIL`],
  ['g1 t6 IUEOIEO', '15/15/15/15/15/15/15/4ELHI3V3/6MOPY1I3/7SEATS3/8ADITS2/11O3/15/15/15 IUEOIEO'],
  ['g1 t10 IEATRNE', '15/15/15/15/15/15/6O8/4ELHI2AVIZE/6MOPY1I3/7SEATS3/8ADITS2/2DOWLIER2O3/2EUOI9/15/15 IEATRNE'],
  ['g1 t14 QAFYAAJ', '14P/9BLUNGE/14R/14i/14L/14U/6O7N/4ELHI2AVIZE/6MOPY1I3/7SEATS3/8ADITS2/2DOWLIER2O3/2EUOI9/3RETINAE5/5ENATE5 QAFYAAJ'],
  ['g1 t18 AAHESDG', '7R3Q2P/7A1BLUNGE/7JAY1O2R/11I2i/8MUFF2L/14U/6O7N/4ELHI2AVIZE/6MOPY1I3/7SEATS3/8ADITS2/2DOWLIER2O3/2EUOI9/3RETINAE5/5ENATE5 AAHESDG'],
  ['g2 t6 GIWITND', '15/15/15/15/15/10H4/10A4/7ANOMY3/10P4/3BENDINGS4/10T4/10E4/10R4/7EpIScIA1/6UTE6 GIWITND'],
  ['g2 t10 UQRZEUR', '15/15/15/11L3/1INSTROKE2O3/4W5HA3/4I5AM3/4N2ANOMY3/2VOGIE3P4/3BENDINGS4/4D5T4/10E4/10R4/7EpIScIA1/6UTE6 UQRZEUR'],
  ['g2 t14 ROALECN', '15/15/15/11L3/1INSTROKE2O3/4W5HA3/4I5AM3/3ON2ANOMY3/2VOGIE3P4/3BENDINGS4/2YID5T4/2UT3QUEER3/2T7R4/OOZE3EpIScIA1/6UTE6 ROALECN'],
  ['g2 t18 PDAETEI', '15/15/15/11L2G/1INSTROKE2O2A/4W5HA2L/4I1JAI1AM1LA/3ON2ANOMY1EH/2VOGIE3P2C1/3BENDINGS2A1/2YID5T2N1/F1UT3QUEER1O1/R1T7R2R1/OOZE3EpIScIA1/W5UTE6 PDAETEI'],
  ['g3 t6 NUIEOIT', '15/15/2C12/2h12/2I12/2C12/2HA11/2AZUReS7/3A11/3L11/3ED10/3AI10/4N10/1JERKY9/15 NUIEOIT'],
  ['g3 t10 UIIOABV', '15/15/2C12/2h1B10/2I1E10/2C1F10/2HAO10/2AZUReS7/3ALE9/3L1X9/3ED10/3AI10/4N10/1JERKY9/NOTE1EFT7 UIIOABV'],
  ['g3 t14 ISTNVAG', '15/15/2C12/2h1B10/2I1E10/2C1F10/2HAO1BIVIA4/2AZUReS1DROGUE/2SALE9/3L1XU8/3ED1L8/3AI1U8/4N10/1JERKY9/NOTE1EFT7 ISTNVAG'],
  ['g3 t18 LAIDQEM', '15/15/2C12/2h1B10/2I1E10/2C1F10/2HAO1BIVIA4/2AZUReS1DROGUE/2SALE4TRON1/3L1XU8/3ED1L8/3AI1U4A3/4N1STAVING2/1JERKY5O3/NOTE1EFT1TOWNIE LAIDQEM'],
  ['g4 t6 VIXOYEE', '15/15/15/15/4GEODE6/5Q9/5U1KIRIMOn1/4VINO3ANOW/5D9/15/15/15/15/15/15 VIXOYEE'],
  ['g4 t10 IOUNJGR', '7V7/7EASTmOST/7X7/7E7/4GEODE6/5Q9/5U1KIRIMOn1/4VINO3ANOW/5D5TYDE/9FEH3/15/15/15/15/15 IOUNJGR'],
  ['g4 t14 ILIUEFC', '7V4ZAS/7EASTmOST/7X7/6JEON5/4GEODE6/5Q9/5U1KIRIMOn1/4VINO3ANOW/5D5TYDE/9FEH3/7HYED4/3PUGREE6/15/15/15 ILIUEFC'],
  ['g4 t18 LIUREEO', '7V4ZAS/7EASTmOST/7X4I2/6JEON2C2/4GEODE6/5Q9/5U1KIRIMOn1/4VINO3ANOW/5D5TYDE/1PILIS3FEH3/7HYED4/3PUGREE6/2FEM2TARNAL2/15/15 LIUREEO'],
  ['g5 t6 VVGUDAA', '15/15/15/15/15/1PURIM9/4SAZ8/1ATTONES7/6XIS6/7SOWLING1/15/15/15/15/15 VVGUDAA'],
  ['g5 t10 VDADBYE', '15/15/15/15/VUG12/1PURIM9/4SAZ8/1ATTONES7/5AXIS6/7SOWLING1/8WOOf3/8LEU4/15/15/15 VDADBYE'],
  ['g5 t14 FINRTEE', '15/15/15/15/VUG12/1PURIM9/4SAZ8/1ATTONES7/5AXIS6/7SOWLING1/8WOOf3/8LEU4/4GADJE1DAVY1/13AB/11BEDE FINRTEE'],
  ['g5 t18 QOOTUPE', '15/15/15/15/VUG12/1PURIM9/4SAZ8/1ATTONES7/5AXIS6/2C4SOWLING1/2O5WOOf3/2N5LEU4/2I1GADJE1DAVY1/1ENFIRE6AB/RHEa1FITT2BEDE QOOTUPE'],
];

/** What the benchmark needs of a generator, old or new. */
interface Gen {
  generate(board: Board, rack: string, rules: Rules): { count: number };
  best(board: Board, rack: string, rules: Rules, n?: number): { score: number }[];
}

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Nodes and arcs of a DAWG as buildDawg lays it out (for --sizes only). */
function graphSize(data: Int32Array): string {
  return `${data.length} words`;
}

/**
 * The old generator: src/movegen and src/lexicon at `commit`, written to a temporary
 * directory beside a link to today's engine, and imported from there.
 */
async function loadOld(commit: string): Promise<{ MoveGenerator: new (g: unknown) => Gen; openLexicon: (name: string, path: string, cacheDir: string) => { lexicon: unknown } }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-movegen-old-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  // Everything else in src/ is today's.
  for (const entry of readdirSync(join(ROOT_DIR, 'src'))) {
    if (entry !== 'movegen' && entry !== 'lexicon') symlinkSync(join(ROOT_DIR, 'src', entry), join(dir, entry));
  }
  // ES modules, as in the project (tsx would otherwise compile them as CommonJS).
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', commit, 'src/movegen', 'src/lexicon'], { cwd: ROOT_DIR, encoding: 'utf8' });
  for (const file of files.split('\n').filter((f) => f.endsWith('.ts'))) {
    const target = join(dir, file.slice('src/'.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, execFileSync('git', ['show', `${commit}:${file}`], { cwd: ROOT_DIR }));
  }
  const movegen = (await import(pathToFileURL(join(dir, 'movegen/index.ts')).href)) as { MoveGenerator: new (g: unknown) => Gen };
  const lexicon = (await import(pathToFileURL(join(dir, 'lexicon/index.ts')).href)) as {
    openLexicon: (name: string, path: string, cacheDir: string) => { lexicon: unknown };
  };
  return { MoveGenerator: movegen.MoveGenerator, openLexicon: lexicon.openLexicon };
}

/**
 * Medians of each function's times, run in alternation (order swapped every round) after
 * a warm-up, for about `budgetMs` in all and at least `minRuns` rounds.
 */
function timeSideBySide(fns: (() => void)[], budgetMs: number, minRuns: number): number[] {
  for (let i = 0; i < 3; i++) for (const fn of fns) fn();
  const times: number[][] = fns.map(() => []);
  const start = performance.now();
  for (let round = 0; round < minRuns || (performance.now() - start < budgetMs && round < 5000); round++) {
    for (let j = 0; j < fns.length; j++) {
      const k = round % 2 === 0 ? j : fns.length - 1 - j;
      const t0 = performance.now();
      fns[k]!();
      times[k]!.push(performance.now() - t0);
    }
  }
  return times.map(process.argv.includes('--min') ? (xs) => Math.min(...xs) : median);
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const withOld = !process.argv.includes('--no-old');
  const at = process.argv.indexOf('--baseline');
  const baseline = at >= 0 ? process.argv[at + 1]! : BASELINE;
  const budgetAt = process.argv.indexOf('--budget');
  const budget = budgetAt >= 0 ? Number(process.argv[budgetAt + 1]) : quick ? 200 : 1000;
  const rssStart = process.memoryUsage().rss;
  const path = lexiconSourcesFromEnv({})[DEFAULT_LEXICON]!;
  let t0 = performance.now();
  const first = openLexicon(DEFAULT_LEXICON, path);
  const firstMs = performance.now() - t0;
  const rssLoaded = process.memoryUsage().rss;
  const lexicon = first.lexicon;
  console.log(`Generator: ${BUILT ? 'as built in dist/ (npm run build)' : 'these sources, compiled by tsx as they load (--built: as it ships)'}`);
  console.log(`Lexicon ${lexicon.name}: ${lexicon.wordCount} words, GADDAG ${mb(lexicon.data.byteLength)}`);
  console.log(`  first load: ${firstMs.toFixed(1)} ms (${first.fromCache ? 'from the cache' : 'built from the list and cached'})`);
  console.log(`  RSS: ${mb(rssStart)} before, ${mb(rssLoaded)} after the first load (+${mb(rssLoaded - rssStart)})`);

  t0 = performance.now();
  const index = anagramIndex(lexicon);
  const indexMs = performance.now() - t0;
  console.log(`Bingo index (best play): ${index.count} words of 2-15 letters, ${mb(index.bytes)}, made in ${indexMs.toFixed(0)} ms on first use`);

  const gen = new MoveGenerator(lexicon);
  // The TypeScript generator the compiled one was written from (the tests' reference).
  const reference = new MoveGenerator(lexicon, { compiled: false });
  let old: Gen | null = null;
  const rivals = process.argv.flatMap((a, i) => (a === '--against' ? [process.argv[i + 1]!] : []));
  if (withOld && !rivals.length) {
    const o = await loadOld(baseline);
    // Its own cache directory: the old cache format differs.
    const oldLexicon = o.openLexicon(DEFAULT_LEXICON, path, join(ROOT_DIR, '.cache', `lexicon-${baseline.slice(0, 7)}`)).lexicon;
    old = new o.MoveGenerator(oldLexicon);
    console.log(`Old version: ${baseline.slice(0, 7)} (from git history)`);
  }
  const rules = DEFAULT_PRESET.rules;
  const only = process.argv.indexOf('--only');
  const positions = only >= 0 ? POSITIONS.filter(([name]) => name.includes(process.argv[only + 1]!)) : POSITIONS;
  if (rivals.length) {
    await against(rivals, positions, gen, rules, budget);
    return;
  }
  console.log(
    `\n${'position'.padEnd(22)}  plays  steps: left   right    full list ms: old      new  new/old  TS ref  ref/old` + `    best play ms: old      new  new/old   best`,
  );
  const fullRatios: number[] = [];
  const refRatios: number[] = [];
  const bestRatios: number[] = [];
  for (const [name, text] of positions) {
    const { board, rack } = position(name, text);
    const count = gen.generate(board, rack, rules).count;
    // Calls of the compiled search's two phases for that list: the work, apart from the machine's speed.
    const steps = gen.searchSteps()!;
    const bestScore = gen.best(board, rack, rules, 1)[0]?.score ?? 0;
    if (old) {
      // Same plays and best score, or the comparison means nothing.
      const oldCount = old.generate(board, rack, rules).count;
      const oldBest = old.best(board, rack, rules, 1)[0]?.score ?? 0;
      if (oldCount !== count || oldBest !== bestScore) throw new Error(`${name}: old finds ${oldCount} plays (best ${oldBest}), new ${count} (best ${bestScore})`);
    }
    const o = old;
    if (reference.generate(board, rack, rules).count !== count) throw new Error(`${name}: the TypeScript reference finds another number of plays`);
    const fns = [() => void gen.generate(board, rack, rules), () => void reference.generate(board, rack, rules), ...(o ? [() => void o.generate(board, rack, rules)] : [])];
    const bests = [() => void gen.best(board, rack, rules, 1), ...(o ? [() => void o.best(board, rack, rules, 1)] : [])];
    const [fullNew, fullRef, fullOld] = timeSideBySide(fns, budget, 15);
    const [bestNew, bestOld] = timeSideBySide(bests, budget / 2, 15);
    const cols = (n: number, o: number | undefined): string => (o === undefined ? `${' '.repeat(8)} ${ms(n)}       ` : `${ms(o)} ${ms(n)}  ${ratio(n / o)}`);
    if (fullOld !== undefined) fullRatios.push(fullNew! / fullOld);
    if (fullOld !== undefined) refRatios.push(fullRef! / fullOld);
    const ref = `${ms(fullRef!)}${fullOld === undefined ? '       ' : `  ${ratio(fullRef! / fullOld)}`}`;
    if (bestOld !== undefined) bestRatios.push(bestNew! / bestOld);
    console.log(`${name.padEnd(22)} ${String(count).padStart(6)} ${String(steps.left).padStart(11)} ${String(steps.right).padStart(7)}      ${cols(fullNew!, fullOld)}${ref}        ${cols(bestNew!, bestOld)}  ${String(bestScore).padStart(5)}`);
  }
  if (old) {
    console.log(`\nGeometric mean of new/old over ${positions.length} positions: full list ${ratio(geomean(fullRatios))} (the TypeScript reference ${ratio(geomean(refRatios))}), best play ${ratio(geomean(bestRatios))}`);
  }
  console.log(`RSS after generating: ${mb(process.memoryUsage().rss)}`);

  // Last, as each load leaves garbage behind: the time to get the list ready from its cache.
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    const again = openLexicon(DEFAULT_LEXICON, path);
    loads.push(performance.now() - t0);
    if (!again.fromCache) throw new Error('the cache was not used');
  }
  console.log(`Lexicon ready from the cache: median ${median(loads).toFixed(1)} ms over 5 loads (reading, hashing the source, checking)`);
  // A clean clone's first run: the graph built from the word list, into an empty cache.
  const emptyCache = mkdtempSync(join(tmpdir(), 'lexicon-cold-'));
  try {
    t0 = performance.now();
    const cold = openLexicon(DEFAULT_LEXICON, path, emptyCache);
    if (cold.fromCache) throw new Error('the empty cache held a graph');
    console.log(`Lexicon built from the list (no cache): ${(performance.now() - t0).toFixed(0)} ms`);
  } finally {
    rmSync(emptyCache, { recursive: true, force: true });
  }
  if (process.argv.includes('--sizes')) {
    const words = normaliseWords(readFileSync(path, 'utf8'));
    t0 = performance.now();
    const dawg = buildDawg(words);
    console.log(`DAWG of the same words: ${graphSize(dawg.data)}, ${mb(dawg.data.byteLength)} (built in ${(performance.now() - t0).toFixed(0)} ms)`);
  }
}

await main();
