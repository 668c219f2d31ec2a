/** `scrabble moves "<CGP>" [--lexicon NAME|PATH] [--top N] [--json] [--repeat K]`: the legal plays for a position. */
import { parseCgp } from '../engine/cgp.js';
import { gcgOfTiles } from '../engine/gcg.js';
import { rulesInAlphabet } from '../engine/languages.js';
import { DEFAULT_PRESET } from '../engine/rules.js';
import { alphabetFor, DEFAULT_LEXICON, findLexicon, lexiconSourcesFromEnv, listAlphabets, loadLexicon, type WordGraph } from '../lexicon/index.js';
import { moveGenerator } from '../movegen/index.js';

const USAGE = 'Usage: scrabble moves "<CGP>" [--lexicon NAME|PATH] [--top N] [--json] [--repeat K]';

interface Options {
  cgp: string;
  lexicon?: string;
  top?: number;
  json: boolean;
  repeat: number;
}

function parseArgs(args: string[]): Options | string {
  const words: string[] = [];
  const opts: Options = { cgp: '', json: false, repeat: 0 };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = (): string | undefined => args[++i];
    if (a === '--json') opts.json = true;
    else if (a === '--lexicon') opts.lexicon = value();
    else if (a === '--top' || a === '--repeat') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) return `${a} needs a whole number`;
      if (a === '--top') opts.top = n;
      else opts.repeat = n;
    } else if (a.startsWith('--')) return `unknown option ${a}`;
    else words.push(a);
  }
  if (opts.lexicon === undefined && args.includes('--lexicon')) return '--lexicon needs a name or a path';
  // A CGP holds spaces: accept it quoted or as separate words.
  opts.cgp = words.join(' ');
  return opts.cgp ? opts : 'missing CGP position';
}

/**
 * The list named by --lexicon, else by the position's `lex` option when installed, else
 * sowpods. Lists and cache directory come from the environment, as for the bot.
 */
function chooseLexicon(given: string | undefined, lex: string | undefined): WordGraph {
  const options = { sources: lexiconSourcesFromEnv(process.env), cacheDir: process.env.LEXICON_CACHE_DIR || undefined };
  const alphabets = listAlphabets(process.env);
  const load = (name: string) => loadLexicon(name, { ...options, alphabet: alphabetFor(name, alphabets) });
  if (given !== undefined) return load(given);
  if (lex !== undefined && findLexicon(lex, options.sources) === null) {
    console.error(`Word list "${lex}" is not installed; using ${DEFAULT_LEXICON}.`);
    return load(DEFAULT_LEXICON);
  }
  return load(lex ?? DEFAULT_LEXICON);
}

export async function run(args: string[]): Promise<number> {
  const opts = parseArgs(args);
  if (typeof opts === 'string') {
    console.error(`${opts}\n${USAGE}`);
    return 1;
  }
  const pos = parseCgp(opts.cgp);
  if (!pos.ok) {
    console.error(`Bad CGP: ${pos.error.detail ?? pos.error.code}`);
    return 1;
  }
  let lexicon: WordGraph;
  try {
    lexicon = chooseLexicon(opts.lexicon, pos.value.options.lex);
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  const { board } = pos.value;
  const rack = pos.value.racks[0] ?? '';
  // A list in another language's letters plays with that language's tiles.
  const rules = rulesInAlphabet(DEFAULT_PRESET.rules, lexicon.alphabet.id);
  const gen = moveGenerator(lexicon);
  const times: number[] = [];
  for (let i = 0; i < opts.repeat; i++) {
    const t0 = performance.now();
    gen.generate(board, rack, rules);
    times.push(performance.now() - t0);
  }
  const list = gen.generate(board, rack, rules);
  // Only the plays printed are sorted in full and turned into objects.
  const plays = list.sorted(opts.top);
  times.sort((a, b) => a - b);
  const timing = times.length > 0 ? { medianMs: round(times[times.length >> 1]!), minMs: round(times[0]!) } : undefined;
  if (opts.json) {
    const out = { count: list.count, plays: plays.map((p) => ({ move: gcgOfTiles(p.notation), score: p.score })), ...(timing ? { timing } : {}) };
    console.log(JSON.stringify(out));
    return 0;
  }
  console.log(`${list.count} legal tile placement${list.count === 1 ? '' : 's'} for ${gcgOfTiles(rack) || 'an empty rack'} (${lexicon.name})`);
  const width = String(plays[0]?.score ?? 0).length;
  // Two-letter tiles as CGP and GCG write them: [CH].
  for (const p of plays) console.log(`${String(p.score).padStart(width)}  ${gcgOfTiles(p.notation)}`);
  if (timing) console.log(`generation: median ${timing.medianMs} ms, min ${timing.minMs} ms over ${times.length} runs`);
  return 0;
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
