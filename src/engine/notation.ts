/**
 * Move notation as players and their software write it:
 *   `8H WORD` reads across from row 8, column H; `H8 WORD` reads down.
 *   `.` (or the letter itself, or a letter in parentheses) is a tile already on the board.
 *   In a mixed-case or upper-case word, a lowercase letter is a blank.
 * What a player types naturally is accepted too:
 *   an all-lowercase word means ordinary tiles (`8h quiz` = `8H QUIZ`), unless the
 *   notation is read strictly (game records), where lowercase is always a blank;
 *   `?` before a letter marks that letter as a blank (`8h qu?iz` = `8H QUiZ`).
 * Letters are the game's tile letters (see alphabet.ts). What a player types is first
 * written in tiles (`toTiles`: Spanish `ch` is the CH tile, French `é` is E); notation the
 * engine wrote (records, strict) already is.
 */
import { ALPHABETS, isLetter, toTiles, type Alphabet } from './alphabet.js';
import { BOARD_SIZE, COLUMNS } from './board.js';
import { err, ok, type Result } from './result.js';

export type Direction = 'across' | 'down';

export interface Position {
  row: number;
  col: number;
  dir: Direction;
}

/** One square of a written word: a letter to place or to play through, or `.`. */
export interface WrittenSquare {
  /** Uppercase letter, or null for `.` (whatever is on the board). */
  letter: string | null;
  blank: boolean;
  /** Written as `.` or in parentheses: must already be on the board. */
  throughOnly: boolean;
}

export interface WrittenMove {
  pos: Position;
  squares: WrittenSquare[];
}

const POS_ACROSS = /^(\d{1,2})([a-o])$/i;
const POS_DOWN = /^([a-o])(\d{1,2})$/i;

export function parsePosition(text: string): Result<Position> {
  const t = text.trim();
  let m = POS_ACROSS.exec(t);
  if (m) return checkedPosition(Number(m[1]) - 1, COLUMNS.indexOf(m[2]!.toUpperCase()), 'across', t);
  m = POS_DOWN.exec(t);
  if (m) return checkedPosition(Number(m[2]) - 1, COLUMNS.indexOf(m[1]!.toUpperCase()), 'down', t);
  return err('bad-position', { detail: t });
}

function checkedPosition(row: number, col: number, dir: Direction, text: string): Result<Position> {
  if (row < 0 || row >= BOARD_SIZE || col < 0 || col >= BOARD_SIZE) return err('bad-position', { detail: text });
  return ok({ row, col, dir });
}

export function formatPosition(pos: Position): string {
  const row = String(pos.row + 1);
  const col = COLUMNS[pos.col]!;
  return pos.dir === 'across' ? row + col : col + row;
}

export interface NotationOptions {
  /** Lowercase letters are always blanks, as in GCG and CGP; otherwise an all-lowercase word is ordinary tiles. */
  strict?: boolean;
  /** The game's tile letters; default A-Z. */
  alphabet?: Alphabet;
}

/** Whether a character is a lower-case letter (a blank, in mixed-case notation). */
const isLower = (c: string) => c !== c.toUpperCase();

/** Parses the word part of a move. */
export function parseWord(text: string, opts: NotationOptions = {}): Result<WrittenSquare[]> {
  const alphabet = opts.alphabet ?? ALPHABETS.latin;
  const typed = text.trim();
  const t = opts.strict === true ? typed : toTiles(alphabet, typed);
  // Without an alphabet, notation the engine wrote may hold any letter (the game's tiles).
  const letter = opts.alphabet === undefined && opts.strict === true ? (c: string) => /^\p{L}$/u.test(c) : (c: string) => isLetter(alphabet, c);
  if (![...t].every((c) => c === '.' || c === '?' || c === '(' || c === ')' || letter(c))) return err('bad-word', { detail: typed });
  const hasUpper = opts.strict === true || [...t].some((c) => c !== c.toLowerCase());
  const squares: WrittenSquare[] = [];
  let inParens = false;
  let blankNext = false;
  for (const c of t) {
    if (c === '(') {
      if (inParens) return err('bad-word', { detail: typed });
      inParens = true;
    } else if (c === ')') {
      if (!inParens) return err('bad-word', { detail: typed });
      inParens = false;
    } else if (c === '?') {
      if (blankNext || inParens) return err('bad-word', { detail: typed });
      blankNext = true;
    } else if (c === '.') {
      if (blankNext) return err('bad-word', { detail: typed });
      squares.push({ letter: null, blank: false, throughOnly: true });
    } else {
      const lower = isLower(c);
      squares.push({
        letter: c.toUpperCase(),
        blank: blankNext || (hasUpper && lower && !inParens),
        throughOnly: inParens,
      });
      blankNext = false;
    }
  }
  if (inParens || blankNext || squares.length === 0) return err('bad-word', { detail: typed });
  return ok(squares);
}

/** Parses `8H WORD`, `h8 word`, `8H QU?IZ`, `H8 .ORD`. */
export function parseMove(text: string, opts: NotationOptions = {}): Result<WrittenMove> {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 2) return err('bad-notation', { detail: text.trim() });
  const pos = parsePosition(parts[0]!);
  if (!pos.ok) return pos;
  const squares = parseWord(parts[1]!, opts);
  if (!squares.ok) return squares;
  return ok({ pos: pos.value, squares: squares.value });
}

/**
 * Notation as a player would type it back: where the word has no upper-case letter (every
 * placed tile a blank), lower case would read as ordinary tiles, so blanks get a `?`.
 */
export function typedNotation(notation: string): string {
  const [pos, word = ''] = notation.split(' ');
  return /\p{Lu}/u.test(word) ? notation : `${pos} ${word.replace(/\p{Ll}/gu, (c) => `?${c}`)}`;
}

/** Writes a main word: placed letters upper case (blanks lower case), board tiles as `.`. */
export function formatWord(letters: readonly { letter: string; blank: boolean; placed: boolean }[]): string {
  return letters.map((l) => (l.placed ? (l.blank ? l.letter.toLowerCase() : l.letter) : '.')).join('');
}

/** A move as people read it: the square, and the whole main word with the tiles it plays through. */
export interface SpelledMove {
  /** `8H` (across) or `H8` (down), as in the notation. */
  square: string;
  /** The main word, letters upper case and blanks lower case: `QUIZ`, `ZOoID`. */
  word: string;
}

/**
 * A move's main word spelled out from the notation and a board: each `.` is the tile on
 * its square. `board` is the board the move was played on or any later one: a tile a move
 * plays through was on the board before it and stays to the end (only the move's own
 * tiles come off, if it is a phony). Null when the notation does not read, or a `.` falls
 * on an empty square of this board.
 */
export function spellMove(move: string, board: readonly string[]): SpelledMove | null {
  const parsed = parseMove(move, { strict: true });
  if (!parsed.ok) return null;
  const { pos, squares } = parsed.value;
  const [dr, dc] = pos.dir === 'across' ? [0, 1] : [1, 0];
  let word = '';
  for (const [i, sq] of squares.entries()) {
    if (sq.letter !== null) {
      word += sq.blank ? sq.letter.toLowerCase() : sq.letter;
      continue;
    }
    const ch = board[pos.row + i * dr]?.[pos.col + i * dc];
    if (ch === undefined || ch === '.') return null;
    word += ch;
  }
  return { square: formatPosition(pos), word };
}

/**
 * The same from the words a play formed (a record's `place` event), where no board is at
 * hand: the main word is the first of them and as long as the notation's word. Tiles
 * played through come out upper case, even a blank. Null when the words do not match.
 */
export function spellMoveFromWords(move: string, words: readonly string[]): SpelledMove | null {
  const parsed = parseMove(move, { strict: true });
  if (!parsed.ok) return null;
  const { pos, squares } = parsed.value;
  const fits = (w: string) => w.length === squares.length && squares.every((sq, i) => sq.letter === null || sq.letter === w[i]!.toUpperCase());
  const main = squares.some((sq) => sq.letter === null) ? words.find(fits) : '';
  if (main === undefined) return null;
  const word = squares.map((sq, i) => (sq.letter === null ? main[i]!.toUpperCase() : sq.blank ? sq.letter.toLowerCase() : sq.letter)).join('');
  return { square: formatPosition(pos), word };
}
