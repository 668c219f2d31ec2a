/**
 * Scoring as the rule texts give it: each word formed or modified counts the values
 * of all its tiles; letter premiums before word premiums; premiums only under tiles
 * placed this turn; word premiums multiply together; a blank counts 0 but its
 * square's word premium still applies; a bingo adds the bonus.
 */
import { at, BOARD_SIZE, isBlankOnBoard, type Board, type BoardLayout } from './board.js';
import { formedWords, step, type FormedWord, type Placement } from './placement.js';
import type { TileSet } from './tiles.js';

export interface ScoreOptions {
  layout: BoardLayout;
  tileSet: TileSet;
  rackSize: number;
  bingoBonus: number;
}

export interface ScoredWord extends FormedWord {
  score: number;
}

export interface PlacementScore {
  score: number;
  words: ScoredWord[];
  bingo: boolean;
}

export function scorePlacement(board: Board, p: Placement, opts: ScoreOptions): PlacementScore {
  const placed = new Map(p.tiles.map((t) => [t.row * BOARD_SIZE + t.col, t]));
  const words: ScoredWord[] = formedWords(board, p).map((w) => {
    const [dr, dc] = step(w.dir);
    let sum = 0;
    let mult = 1;
    for (let i = 0, r = w.row, c = w.col; i < w.length; i++, r += dr, c += dc) {
      const t = placed.get(r * BOARD_SIZE + c);
      if (t) {
        const value = t.blank ? 0 : (opts.tileSet.values[t.letter] ?? 0);
        const prem = opts.layout.premiums[r]![c]!;
        sum += value * (prem === 'DL' ? 2 : prem === 'TL' ? 3 : 1);
        if (prem === 'DW') mult *= 2;
        else if (prem === 'TW') mult *= 3;
      } else {
        const ch = at(board, r, c);
        sum += isBlankOnBoard(ch) ? 0 : (opts.tileSet.values[ch] ?? 0);
      }
    }
    return { ...w, score: sum * mult };
  });
  const bingo = p.tiles.length === opts.rackSize;
  const score = words.reduce((s, w) => s + w.score, 0) + (bingo ? opts.bingoBonus : 0);
  return { score, words, bingo };
}
