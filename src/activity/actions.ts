/**
 * The page's requests, read and checked: what a dragged play, an exchange, a pass or a
 * challenge means as a game action (the same actions a slash command makes), and the
 * preview of a tentative play (its score and the words it forms, or why it cannot be
 * played, in the bot's words). Words are checked in a preview only where the rules check
 * them on play: otherwise the preview would be a word judge in the middle of a game.
 */
import {
  alphabetOf, BOARD_SIZE, checkGeometry, checkPlacement, formatPlacement, formedWords, isLetter, ok, placementFromTiles, wordsCheckedOnPlay,
  type Action, type Alphabet, type Direction, type GameState, type Lexicon, type PlacedTile, type Result, type RuleError,
} from '../engine/index.js';

export type ActivityRequest =
  | { type: 'play'; version: number; tiles: PlacedTile[] }
  | { type: 'play'; version: number; move: string }
  | { type: 'exchange'; version: number; tiles: string }
  | { type: 'pass' | 'challenge' | 'accept' | 'propose-end' | 'accept-end' | 'decline-end' | 'next-game'; version: number };

/**
 * The letters a request about `game` may carry: its tile set's. With no game, the English
 * ones: such a request is refused for want of a game whatever its letters.
 */
export function lettersOf(game: GameState | null | undefined): Alphabet {
  return alphabetOf(game?.rules.tileSet ?? 'standard');
}

/** The request body as the page sent it, checked (letters: those of the game's `alphabet`); null when it is not one we know. */
export function readRequest(body: unknown, alphabet: Alphabet): ActivityRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const version = b.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
  switch (b.type) {
    case 'play':
      if (typeof b.move === 'string' && b.move.length <= 40) return { type: 'play', version, move: b.move };
      return readTiles(b.tiles, alphabet) ? { type: 'play', version, tiles: readTiles(b.tiles, alphabet)! } : null;
    case 'exchange':
      return typeof b.tiles === 'string' && b.tiles.length <= 7 && [...b.tiles].every((t) => t === '?' || isLetter(alphabet, t))
        ? { type: 'exchange', version, tiles: b.tiles.toUpperCase() }
        : null;
    case 'pass':
    case 'challenge':
    case 'accept':
    case 'propose-end':
    case 'accept-end':
    case 'decline-end':
    case 'next-game':
      return { type: b.type, version };
    default:
      return null;
  }
}

/** Tiles dragged onto squares, checked (on the board, one letter of the game's alphabet each, one per square); null otherwise. */
export function readTiles(raw: unknown, alphabet: Alphabet): PlacedTile[] | null {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > BOARD_SIZE) return null;
  const tiles: PlacedTile[] = [];
  for (const t of raw as unknown[]) {
    if (typeof t !== 'object' || t === null) return null;
    const { row, col, letter, blank } = t as Record<string, unknown>;
    const square = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < BOARD_SIZE;
    if (!square(row) || !square(col) || typeof letter !== 'string' || !isLetter(alphabet, letter)) return null;
    tiles.push({ row: row as number, col: col as number, letter: letter.toUpperCase(), blank: blank === true });
  }
  // Two tiles on one square is no placement.
  return new Set(tiles.map((t) => t.row * BOARD_SIZE + t.col)).size === tiles.length ? tiles : null;
}

/**
 * Tiles dragged onto the board, written as the move they make (across when they share a
 * row, or, for one tile, when it makes the longer word across; down otherwise), or the
 * engine's reason they make none: never a text that would place them elsewhere.
 */
export function tilesToMove(g: GameState, tiles: PlacedTile[]): Result<string> {
  const p = placementFromTiles(g.board, tiles, directionOf(g, tiles));
  const geometry = checkGeometry(g.board, p);
  if (!geometry.ok) return geometry;
  const [square, word] = formatPlacement(g.board, p).split(' ') as [string, string];
  // Lower case marks a blank only beside an upper-case letter (a word typed all in lower
  // case is ordinary tiles): a word of blanks and tiles played through marks them with `?`.
  if ([...word].some((c) => c !== c.toLowerCase())) return ok(`${square} ${word}`);
  return ok(`${square} ${[...word].map((c) => (c === '.' ? c : `?${c.toUpperCase()}`)).join('')}`);
}

function directionOf(g: GameState, tiles: PlacedTile[]): Direction {
  if (tiles.length > 1) return tiles.every((t) => t.row === tiles[0]!.row) ? 'across' : 'down';
  // The engine's words for the tile read each way: its word in that direction (none: a lone tile).
  const length = (dir: Direction) => formedWords(g.board, placementFromTiles(g.board, tiles, dir)).find((w) => w.dir === dir)?.length ?? 1;
  return length('down') > length('across') ? 'down' : 'across';
}

/** The game action a request makes for the player in `seat`. */
export function actionOf(g: GameState, req: ActivityRequest, seat: number): Result<Action> {
  switch (req.type) {
    case 'play': {
      const move = 'move' in req ? ok(req.move) : tilesToMove(g, req.tiles);
      return move.ok ? ok({ type: 'place', player: seat, move: move.value }) : move;
    }
    case 'exchange':
      return ok({ type: 'exchange', player: seat, tiles: req.tiles });
    case 'next-game':
      return ok({ type: 'next-game' });
    default:
      return ok({ type: req.type, player: seat });
  }
}

export type Preview = { ok: true; move: string; score: number; words: string[] } | { ok: false; problem: RuleError };

/** The score and words of a tentative play from `seat`'s rack, or the engine's reason it cannot be played. */
export function preview(g: GameState, tiles: PlacedTile[], seat: number, lexicon: Lexicon): Preview {
  const p = placementFromTiles(g.board, tiles, directionOf(g, tiles));
  const checked = checkPlacement(g.board, p, g.racks[seat] ?? '', g.rules, wordsCheckedOnPlay(g.rules) ? lexicon : undefined);
  if (!checked.ok) return { ok: false, problem: checked.error };
  return { ok: true, move: checked.value.notation, score: checked.value.score, words: checked.value.words.map((w) => w.word) };
}
