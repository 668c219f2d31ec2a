/**
 * `scrabble best "<CGP>" [--level L] [--preset P] [--lexicon NAME|PATH] [--json]`: the turn the
 * computer would take at a level in a position, with its equity. The bag holds what is
 * unseen less the opponent's rack (seven tiles unless the position gives that rack).
 */
import { chooseTurn, type PlayerKind } from '../ai/player.js';
import { findLevel, LEVEL_IDS } from '../ai/levels.js';
import { describe } from '../ai/equity.js';
import { parseCgp, type CgpPosition } from '../engine/cgp.js';
import { createGame } from '../engine/game.js';
import { gcgOfTiles } from '../engine/gcg.js';
import { rulesInAlphabet } from '../engine/languages.js';
import { DEFAULT_PRESET, findPreset, type Rules } from '../engine/rules.js';
import type { GameState } from '../engine/state.js';
import { sortRack } from '../engine/tiles.js';
import { unseenTiles } from '../engine/views.js';
import { alphabetFor, DEFAULT_LEXICON, findLexicon, lexiconSourcesFromEnv, listAlphabets, loadLexicon } from '../lexicon/index.js';

const USAGE = `Usage: scrabble best "<CGP>" [--level ${LEVEL_IDS.join('|')}|greedy] [--preset P] [--lexicon NAME|PATH] [--json]`;

/** A two-player game state for the position, the player to move in seat 0. */
export function stateOfPosition(pos: CgpPosition, rules: Rules): GameState {
  const created = createGame({ rules: { ...rules, firstPlayer: 'given' }, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], seed: 'position', firstPlayer: 0 });
  if (!created.ok) throw new Error(created.error.code);
  const base: GameState = { ...created.value, board: [...pos.board], racks: [pos.racks[0] ?? '', ''], bag: '', scores: [pos.scores[0] ?? 0, pos.scores[1] ?? 0], scorelessTurns: pos.scorelessTurns, turn: 0, moveNumber: 1 };
  const unseen = unseenTiles(base, 0);
  const given = pos.racks[1] ?? '';
  const theirs = given !== '' ? given : unseen.slice(0, Math.min(rules.rackSize, unseen.length));
  const bag = [...unseen];
  for (const t of theirs) bag.splice(bag.indexOf(t), 1);
  return { ...base, racks: [base.racks[0]!, theirs], bag: bag.join('') };
}

export async function run(args: string[]): Promise<number> {
  const words: string[] = [];
  let level: PlayerKind = 'strong';
  let preset: string = DEFAULT_PRESET.id;
  let lexiconName: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--json') json = true;
    else if (a === '--level' || a === '--preset' || a === '--lexicon') {
      const v = args[++i];
      if (v === undefined) {
        console.error(`${a} needs a value\n${USAGE}`);
        return 1;
      }
      if (a === '--level') {
        const l = v.toLowerCase() === 'greedy' ? 'greedy' : findLevel(v)?.id;
        if (!l) {
          console.error(`unknown level ${v}\n${USAGE}`);
          return 1;
        }
        level = l;
      } else if (a === '--preset') {
        if (!findPreset(v)) {
          console.error(`unknown preset ${v}\n${USAGE}`);
          return 1;
        }
        preset = v;
      } else lexiconName = v;
    } else if (a.startsWith('--')) {
      console.error(`unknown option ${a}\n${USAGE}`);
      return 1;
    } else words.push(a);
  }
  const pos = parseCgp(words.join(' '));
  if (!pos.ok) {
    console.error(`Bad CGP: ${pos.error.detail ?? pos.error.code}\n${USAGE}`);
    return 1;
  }
  const sources = lexiconSourcesFromEnv(process.env);
  const lex = pos.value.options.lex;
  const name = lexiconName ?? (lex !== undefined && findLexicon(lex, sources) ? lex : DEFAULT_LEXICON);
  let lexicon;
  try {
    lexicon = loadLexicon(name, { sources, alphabet: alphabetFor(name, listAlphabets(process.env)), cacheDir: process.env.LEXICON_CACHE_DIR || undefined });
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  const state = stateOfPosition(pos.value, rulesInAlphabet(findPreset(preset)!.rules, lexicon.alphabet.id));
  const t0 = performance.now();
  const choice = chooseTurn(state, 0, level, { lexicon });
  const ms = performance.now() - t0;
  const c = choice.candidate;
  if (json) {
    console.log(JSON.stringify({ level, move: gcgOfTiles(describe(c)), kind: c.kind, score: c.score, leave: c.leave, equity: Math.round(c.equity * 100) / 100, source: choice.source, exact: choice.exact ?? null, ms: Math.round(ms) }));
    return 0;
  }
  const how = choice.source === 'endgame' ? `endgame search, ${choice.exact ? 'exact' : 'not exhaustive'}` : choice.source;
  console.log(`${level}: ${gcgOfTiles(describe(c))}  score ${c.score}, keeps ${gcgOfTiles(sortRack(c.leave)) || '-'}, equity ${c.equity.toFixed(2)} (${how}, ${ms.toFixed(0)} ms)`);
  return 0;
}
