/**
 * The `scrabble` command-line tool. Each subcommand lives in its own module. Run built as
 * `node dist/src/cli/main.js ...` (or `scrabble ...` through src/cli/scrabble.mjs).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const USAGE = `Usage:
  scrabble gcg verify FILE...            replay GCG files and check every recorded score
  scrabble moves "<CGP>" [--lexicon NAME|PATH] [--top N] [--json] [--repeat K]
                                         list the legal plays for the rack in a position
  scrabble render "<CGP>" -o board.png   draw a position
  scrabble render --rack AEINRS? -o rack.png
                                         draw a rack
  scrabble selfplay --a LEVEL --b LEVEL|greedy [--games N] [--seed S] [--preset P] [--gcg-dir DIR]
                                         computer against computer in mirrored pairs
  scrabble best "<CGP>" [--level LEVEL]  the turn the computer would take, with its equity
  scrabble lexicon build <LANG|all>      make the French, Spanish, German, Dutch or Italian
                                         word list from its Hunspell dictionary`;

const SUBCOMMANDS: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  gcg: () => import('./gcg.js'),
  moves: () => import('./moves.js'),
  render: () => import('./render.js'),
  selfplay: () => import('./selfplay.js'),
  best: () => import('./best.js'),
  lexicon: () => import('./lexicon.js'),
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return name ? 0 : 1;
  }
  const load = SUBCOMMANDS[name];
  if (!load) {
    console.error(`Unknown command "${name}".\n\n${USAGE}`);
    return 1;
  }
  try {
    const mod = await load();
    return await mod.run(rest);
  } catch (e) {
    // A subcommand says what is wrong with its input itself; anything else is one line, not a stack.
    console.error(`scrabble ${name} failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
    return 1;
  }
}

// Run as a program, not when imported (by scrabble.mjs or the tests).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
