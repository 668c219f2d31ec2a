/**
 * Replays a parsed GCG game on the standard board and checks what it records:
 * every play's score, every running total, withdrawn plays, and the end-of-game
 * rack lines. Words are not checked (the records use lexicons we do not ship).
 * A record of ours with another board or tile set (the duel rules) names them in
 * `#board-layout` and `#tile-distribution`; other values there (Macondo's
 * `CrosswordGame`, `english`) mean the standard ones.
 */
import { BOARD_LAYOUTS, boardTiles, EMPTY, emptyBoard, withTiles, type Board, type BoardLayoutId } from './board.js';
import { readBlankSwapNote, type GcgEvent, type GcgGame } from './gcg.js';
import { lexiconOfGcgName } from './lexicon-names.js';
import { parseWord } from './notation.js';
import { applyPlacement, checkGeometry, rackTilesOf, resolveMove, type Placement } from './placement.js';
import { scorePlacement, type ScoreOptions } from './score.js';
import { alphabetOf, fullBag, rackValue, sortRack, takeTiles, TILE_SETS, type TileSetId } from './tiles.js';

/** Standard board, English tiles, 7-tile racks, 50-point bingo: what every GCG record here uses. */
export const GCG_SCORING: ScoreOptions = {
  layout: BOARD_LAYOUTS.standard,
  tileSet: TILE_SETS.standard,
  rackSize: 7,
  bingoBonus: 50,
};

export interface GcgMismatch {
  line: number;
  /** What was checked: the word as written, `total`, `--`, `(IQ)`, `rack ...`. */
  subject: string;
  recorded: number | string;
  computed: number | string;
  /** `recorded` is a score change (written with its sign). */
  delta: boolean;
}

export interface GcgReplay {
  /** Tile placements replayed (withdrawn ones included). */
  plays: number;
  mismatches: GcgMismatch[];
  /** False when a play could not be placed and the replay stopped there. */
  complete: boolean;
  board: Board;
  /** Each player's last recorded total. */
  totals: number[];
  /** The word list `#lexicon` names, as our id (`CSW` and older exports' `sowpods` are the built-in list); null when unstated. */
  lexicon: string | null;
}

/** The board and tiles a record was played with: the standard ones unless its pragmas name ours. */
export function gcgScoring(game: GcgGame): ScoreOptions {
  const named = (keyword: string) => game.pragmas.find((p) => p.keyword === keyword)?.value;
  const board = named('board-layout');
  const tiles = named('tile-distribution');
  return {
    ...GCG_SCORING,
    ...(board !== undefined && Object.hasOwn(BOARD_LAYOUTS, board) ? { layout: BOARD_LAYOUTS[board as BoardLayoutId] } : {}),
    ...(tiles !== undefined && Object.hasOwn(TILE_SETS, tiles) ? { tileSet: TILE_SETS[tiles as TileSetId] } : {}),
  };
}

/** Tiles not on the board: at the end of a finished game, the racks of the players who did not go out. */
function unseenTiles(board: Board, scoring: ScoreOptions): string {
  return takeTiles(fullBag(scoring.tileSet), boardTiles(board)) ?? '';
}

function sameTiles(a: string, b: string): boolean {
  return sortRack(a) === sortRack(b);
}

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

export function describeMismatch(m: GcgMismatch): string {
  const recorded = m.delta && typeof m.recorded === 'number' ? signed(m.recorded) : String(m.recorded);
  return `line ${m.line}: ${m.subject} recorded ${recorded}, computed ${m.computed}`;
}

interface LastPlay {
  player: number;
  placement: Placement;
  recorded: number;
  /** The blank taken off the board for this play (club rules), put back if it is withdrawn. */
  swap: { row: number; col: number; letter: string } | null;
}

export function replayGcg(game: GcgGame): GcgReplay {
  const scoring = gcgScoring(game);
  const lexicon = game.lexicon === null || game.lexicon.trim() === '' ? null : lexiconOfGcgName(game.lexicon);
  const n = game.players.length;
  const totals = Array.from({ length: n }, () => 0);
  // Each player's last known rack and the tiles they took from it, for the end-rack check.
  const lastRack: (string | null)[] = totals.map(() => null);
  const lastPlayed: string[] = totals.map(() => '');
  // Whether the bag was empty when that rack was held (two players): only then is the rack left that rack minus the tiles played.
  const bagWasEmpty: boolean[] = totals.map(() => false);
  const bagSize = fullBag(scoring.tileSet).length;
  const mismatches: GcgMismatch[] = [];
  // The 1x rule (2005 WSC) pairs `(T) +1` for the player out with `T (T) -1` for the other.
  const oneX = game.events.some((e) => e.kind === 'end-rack') && game.events.some((e) => e.kind === 'rack-penalty');
  let board = emptyBoard();
  let plays = 0;
  let lastPlay: LastPlay | null = null;
  const miss = (e: GcgEvent, subject: string, recorded: number | string, computed: number | string, delta = true) =>
    mismatches.push({ line: e.line, subject, recorded, computed, delta });

  for (const e of game.events) {
    const p = e.player;
    let delta = e.delta;
    if (e.rack !== null && e.kind !== 'challenge-bonus' && e.kind !== 'time-penalty') {
      lastRack[p] = e.rack;
      lastPlayed[p] = '';
      // While the bag holds tiles the other rack is full, so the unseen tiles outnumber this rack by more than 7.
      bagWasEmpty[p] = bagSize - boardTiles(board).length - e.rack.length <= scoring.rackSize;
    }
    switch (e.kind) {
      case 'place': {
        // Our note of a blank swap: the letter took the blank's square before the play.
        const swap = e.notes.map(readBlankSwapNote).find((x) => x !== null) ?? null;
        if (swap && board[swap.row]![swap.col] === swap.letter.toLowerCase()) board = withTiles(board, [{ row: swap.row, col: swap.col, ch: swap.letter }]);
        // GCG words: lowercase is always a blank; a letter on a filled square plays through.
        const squares = parseWord(e.word, { strict: true, alphabet: alphabetOf(scoring.tileSet) });
        const placement = squares.ok ? resolveMove(board, { pos: e.position, squares: squares.value }) : squares;
        const geometry = placement.ok ? checkGeometry(board, placement.value) : placement;
        if (!placement.ok || !geometry.ok) {
          miss(e, e.word, e.word, geometry.ok ? 'unplayable' : geometry.error.code, false);
          return { plays, mismatches, complete: false, board, totals, lexicon };
        }
        plays++;
        const tiles = rackTilesOf(placement.value);
        if (e.rack !== null && takeTiles(e.rack, tiles) === null) miss(e, `rack ${e.rack}`, e.rack, `needs ${tiles}`, false);
        const score = scorePlacement(board, placement.value, scoring).score;
        if (score !== e.delta) miss(e, e.word, e.delta, score);
        board = applyPlacement(board, placement.value);
        lastPlay = { player: p, placement: placement.value, recorded: e.delta, swap };
        lastPlayed[p] = tiles;
        break;
      }
      case 'withdrawn': {
        const play: LastPlay | null = lastPlay;
        if (play === null || play.player !== p) {
          miss(e, '--', e.delta, 'no play to take back');
          break;
        }
        board = withTiles(board, play.placement.tiles.map((t) => ({ row: t.row, col: t.col, ch: EMPTY })));
        if (play.swap) board = withTiles(board, [{ row: play.swap.row, col: play.swap.col, ch: play.swap.letter.toLowerCase() }]);
        lastPlay = null;
        lastPlayed[p] = '';
        // Old Quackle writes `-- +0` and only lowers the total.
        if (delta === 0 && e.cumulative === totals[p]! - play.recorded) delta = -play.recorded;
        if (delta !== -play.recorded) miss(e, '--', e.delta, -play.recorded);
        break;
      }
      case 'pass':
      case 'exchange':
      case 'exchange-count':
        if (e.kind === 'exchange' && e.rack !== null && takeTiles(e.rack, e.tiles) === null) {
          miss(e, `-${e.tiles}`, e.rack, 'tiles not in rack', false);
        }
        if (e.delta !== 0) miss(e, e.kind, e.delta, 0);
        break;
      case 'end-rack': {
        // Every tile not on the board sits on a rack that did not go out, unless the record is a fragment.
        const left = unseenTiles(board, scoring);
        const accounted = left.length <= scoring.rackSize * (n - 1);
        if (accounted && (n === 2 ? !sameTiles(left, e.tiles) : takeTiles(left, e.tiles) === null)) {
          miss(e, `(${e.tiles})`, e.tiles, left === '' ? 'no tiles left' : sortRack(left), false);
        }
        // The opponent's last rack minus what they played, when that rack was written in full.
        const from = game.players.length === 2 ? 1 - p : -1;
        const rack = from >= 0 ? lastRack[from] : null;
        const held = rack && bagWasEmpty[from] ? takeTiles(rack, lastPlayed[from]!) : null;
        if (held && !sameTiles(held, e.tiles)) miss(e, `(${e.tiles})`, e.tiles, sortRack(held), false);
        const expected = (oneX ? 1 : 2) * rackValue(e.tiles, scoring.tileSet);
        if (e.delta !== expected) miss(e, `(${e.tiles})`, e.delta, expected);
        break;
      }
      case 'rack-penalty': {
        if (e.rack !== null && !sameTiles(e.rack, e.tiles)) miss(e, `(${e.tiles})`, e.tiles, e.rack, false);
        const expected = -rackValue(e.tiles, scoring.tileSet);
        if (e.delta !== expected) miss(e, `(${e.tiles})`, e.delta, expected);
        break;
      }
      case 'challenge-bonus':
      case 'time-penalty':
        break;
    }
    // A withdrawal must follow its play directly.
    if (e.kind !== 'place') lastPlay = null;
    if (e.cumulative !== totals[p]! + delta) miss(e, 'total', e.cumulative, totals[p]! + delta, false);
    totals[p] = e.cumulative;
  }
  const unseen = unseenTiles(board, scoring);
  for (const r of game.endRacks) {
    if (takeTiles(unseen, r.rack) === null) mismatches.push({ line: r.line, subject: `#rack${r.player + 1}`, recorded: r.rack, computed: 'not among the unseen tiles', delta: false });
  }
  return { plays, mismatches, complete: true, board, totals, lexicon };
}
