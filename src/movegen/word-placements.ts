/**
 * Every legal play whose main word is a given word: what the bot's autocomplete offers
 * once a player has typed a word. Few positions fit a word, so each candidate is checked
 * by the engine itself (checkPlacement) rather than by the generator.
 */
import { isLetter, toTiles } from '../engine/alphabet.js';
import { BOARD_SIZE, EMPTY, type Board } from '../engine/board.js';
import { alphabetOf } from '../engine/tiles.js';
import type { Lexicon } from '../engine/lexicon.js';
import type { Direction } from '../engine/notation.js';
import type { PlacedTile } from '../engine/placement.js';
import { checkPlacement } from '../engine/play.js';
import type { Rules } from '../engine/rules.js';
import { byScore, type GeneratedPlay } from './plays.js';

/** Each way to take `letters` from the rack: a real tile when there is one, a blank when there is one. */
function tileChoices(letters: string[], counts: Map<string, number>, i = 0, chosen: boolean[] = [], out: boolean[][] = []): boolean[][] {
  if (i === letters.length) {
    out.push([...chosen]);
    return out;
  }
  for (const tile of [letters[i]!, '?']) {
    const n = counts.get(tile) ?? 0;
    if (n === 0) continue;
    counts.set(tile, n - 1);
    chosen.push(tile === '?');
    tileChoices(letters, counts, i + 1, chosen, out);
    chosen.pop();
    counts.set(tile, n);
  }
  return out;
}

/**
 * Every legal play for `rack` whose main word is `word` (any case), at any position and in
 * either direction, with blanks wherever they can stand, best first. A one-tile play is
 * listed in the direction of `word`. Without a lexicon, words are not checked (for rules
 * that let a phony stand until challenged).
 */
export function placementsOfWord(board: Board, rack: string, rules: Rules, lexicon: Lexicon | undefined, word: string): GeneratedPlay[] {
  // The word as tiles of the game's letters: Spanish `chico` is CH-I-C-O.
  const alphabet = alphabetOf(rules.tileSet);
  const w = toTiles(alphabet, word.trim()).toUpperCase();
  if (w.length < 2 || w.length > 15 || ![...w].every((c) => isLetter(alphabet, c))) return [];
  const counts = new Map<string, number>();
  for (const t of rack) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out: GeneratedPlay[] = [];
  const seen = new Set<string>();
  const sq = (dir: Direction, line: number, pos: number): string =>
    dir === 'across' ? board[line]![pos]! : board[pos]![line]!;
  for (const dir of ['across', 'down'] as const) {
    for (let line = 0; line < BOARD_SIZE; line++) {
      for (let start = 0; start + w.length <= BOARD_SIZE; start++) {
        if (start > 0 && sq(dir, line, start - 1) !== EMPTY) continue;
        if (start + w.length < BOARD_SIZE && sq(dir, line, start + w.length) !== EMPTY) continue;
        const empties: number[] = [];
        let fits = true;
        for (let k = 0; k < w.length && fits; k++) {
          const ch = sq(dir, line, start + k);
          if (ch === EMPTY) empties.push(k);
          else fits = ch.toUpperCase() === w[k];
        }
        if (!fits || empties.length === 0 || empties.length > rack.length) continue;
        const letters = empties.map((k) => w[k]!);
        for (const blanks of tileChoices(letters, counts)) {
          const tiles: PlacedTile[] = empties.map((k, i) => {
            const p = start + k;
            const [row, col] = dir === 'across' ? [line, p] : [p, line];
            return { row, col, letter: w[k]!, blank: blanks[i]! };
          });
          const pos = dir === 'across' ? { row: line, col: start, dir } : { row: start, col: line, dir };
          const checked = checkPlacement(board, { pos, tiles }, rack, rules, lexicon);
          if (!checked.ok) continue;
          const key = tiles.map((t) => `${t.row},${t.col},${t.letter},${t.blank}`).join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({ placement: checked.value.placement, notation: checked.value.notation, score: checked.value.score });
        }
      }
    }
  }
  return out.sort(byScore);
}
