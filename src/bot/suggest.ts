/**
 * Autocomplete for `/scrabble play`, `exchange` and the blank swap. From the first
 * keystroke the choices are moves the player can send: the rack's best plays where the
 * rules check words anyway, the places a typed word fits, the tiles to exchange, the
 * blanks on the board. Under challenge rules a suggestion must not tell a player whether
 * a word is good (policy.ts), so there the choices teach the notation and place a typed
 * word without judging it.
 *
 * A play's choice names every word it forms (the board shows them anyway), and among the
 * places a typed word fits, those whose cross-words are all words come first, under
 * challenge rules too: the player chose the word, not the words a place adds across it,
 * and the typed word itself is never judged there. Each word on each set of squares is
 * offered once, with real tiles before blanks, and on the empty board one of a play and
 * its mirror image.
 */
import {
  ALPHABETS, alphabetOf, BOARD_LAYOUTS, checkPlay, COLUMNS, EMPTY, exchangeAllowed, exchangeRefusal, fewestExchanged, formedWords, isBlankOnBoard, isLetter, parseMove, parsePosition,
  showTiles, step, takeTiles, toTiles, type Alphabet, type Board, type GameState, type Lexicon, type Placement, type WrittenMove,
} from '../engine/index.js';
import { distinctPlays, placementsOfWord, type GeneratedPlay } from '../movegen/index.js';
import { isActivePlayer, seatOf, suggestionsMayCheckWords } from '../games/policy.js';
import type { Services } from './context.js';
import { cut, explain, visible } from './messages.js';
import { rackWords } from './present.js';
import { words as sentences } from './words/index.js';

export interface Choice {
  name: string;
  value: string;
}

/** Discord's limits on autocomplete: 25 choices, names and values of 1 to 100 characters. */
export const CHOICE_LIMITS = { count: 25, length: 100 } as const;

/** A choice within Discord's limits, cut between whole characters. */
export const choice = (name: string, value: string): Choice => ({ name: cut(showTiles(name), CHOICE_LIMITS.length), value: cut(value, CHOICE_LIMITS.length) });

/** Choices Discord accepts: at most 25, none with an empty name or value. */
export function fitChoices(choices: readonly Choice[]): Choice[] {
  return choices
    .map((c) => choice(c.name.trim() === '' ? c.value : c.name, c.value))
    .filter((c) => c.name.trim() !== '' && c.value.trim() !== '')
    .slice(0, CHOICE_LIMITS.count);
}

/**
 * The tiles typed for an exchange, as the engine reads them: letters of the game's tiles
 * (any case; A-Z by default) and `?` for a blank, spaces ignored, written as those tiles
 * (Spanish `ch` is the CH tile, French `é` is E). Null for anything else, which is refused
 * as typed.
 */
export function readTiles(typed: string, alphabet: Alphabet = ALPHABETS.latin): string | null {
  const tiles = toTiles(alphabet, typed.replace(/\s+/gu, '')).toUpperCase();
  return [...tiles].every((t) => t === '?' || isLetter(alphabet, t)) ? tiles : null;
}

/** The letters of a game's tiles. */
export const gameAlphabet = (game: GameState): Alphabet => alphabetOf(game.rules.tileSet);

/**
 * Tiles read for an exchange (readTiles) as the game's tiles held by `player`: a Spanish
 * `CH` is the CH tile, unless the player holds a C and an H and no CH tile (then it is
 * those two). What is neither stays for the engine to refuse.
 */
export function tilesOfGame(typed: string, game: GameState, player: number): string {
  const rack = game.racks[player] ?? '';
  const split = readTiles(typed, gameAlphabet(game));
  if (split !== null && takeTiles(rack, split) !== null) return split;
  const letters = typed.replace(/\s+/gu, '').toUpperCase();
  return takeTiles(rack, letters) !== null ? letters : (split ?? letters);
}

/** A move as the player types it: a blank's letter written `?E` rather than lower case. */
export const typedMove = (notation: string): string => {
  const [pos = '', word = ''] = notation.split(' ');
  return showTiles(`${pos} ${word.replace(/\p{Ll}/gu, (c) => `?${c.toUpperCase()}`)}`);
};

/** The letters a play's blanks stand for, each once, in the order written. */
const blankLetters = (notation: string): string[] =>
  [...new Set(notation.split(' ')[1]?.match(/\p{Ll}/gu) ?? [])].map((c) => c.toUpperCase());

/** A refusal inside a choice: choices are plain text, where code-span backticks would show as they are. */
const plain = (sentence: string): string => sentence.replace(/`/g, '');

/**
 * What a play's choice says: the move as it is typed, its score, every word it forms (unless
 * the move spells its only word) and how its blanks are written, `?E is a blank E`. Within
 * Discord's 100 characters: the blanks said shortly, or left to the move itself, before
 * anything is cut.
 */
export function playChoiceName(notation: string, score: number, words: readonly string[]): string {
  const head = `${typedMove(notation)} (${score})`;
  const spelled = notation.slice(notation.indexOf(' ') + 1);
  const formed = words.length === 1 && words[0] === spelled.toUpperCase() ? '' : sentences.suggest.forms(words);
  const blanks = blankLetters(notation);
  const notes = blanks.length === 0 ? [''] : [...sentences.suggest.blanks(blanks), ''];
  for (const note of notes) {
    const name = `${head}${formed}${note}`;
    if (name.length <= CHOICE_LIMITS.length) return name;
  }
  return cut(`${head}${formed}`, CHOICE_LIMITS.length);
}

/** A play on `board` as a choice: what it says, and the move to send. */
const playChoice = (board: Board, p: { placement: Placement; notation: string; score: number }): Choice =>
  choice(playChoiceName(p.notation, p.score, formedWords(board, p.placement).map((w) => w.word)), typedMove(p.notation));

/**
 * Plays of a typed word as they are offered: those whose cross-words are all in `lexicon`
 * first (each group best first, as given), then one per word and set of squares.
 */
function ranked(game: GameState, plays: readonly GeneratedPlay[], lexicon: Lexicon): GeneratedPlay[] {
  const crossWordsGood = (p: GeneratedPlay) =>
    formedWords(game.board, p.placement).every((w) => w.dir === p.placement.pos.dir || lexicon.has(w.word));
  const good = plays.map((p) => ({ p, good: crossWordsGood(p) }));
  const ordered = [...good.filter((x) => x.good), ...good.filter((x) => !x.good)].map((x) => x.p);
  return distinctPlays(game.board, BOARD_LAYOUTS[game.rules.board], ordered);
}

/** The word a written move spells on the board: its letters, with each `.` read from the board; null off the board or on an empty square. */
function spelledWord(board: Board, move: WrittenMove): string | null {
  const [dr, dc] = step(move.pos.dir);
  let word = '';
  for (const [i, sq] of move.squares.entries()) {
    const ch = board[move.pos.row + dr * i]?.[move.pos.col + dc * i];
    if (ch === undefined) return null;
    if (sq.letter !== null) word += sq.letter;
    else if (ch !== EMPTY) word += ch.toUpperCase();
    else return null;
  }
  return word;
}

/** The seat of a player who may act with their rack, or null for anyone else. */
async function seat(services: Services, channelId: string, userId: string): Promise<{ game: GameState; player: number } | null> {
  const read = await services.games.read(channelId);
  const game = read.ok ? read.value?.game : undefined;
  if (!game || game.status !== 'playing') return null;
  const player = seatOf(game, userId);
  return isActivePlayer(game, player) ? { game, player } : null;
}

/** How a play is written, as choices that send a square (the refusal of a bare square repeats the notation). */
function notationChoices(game: GameState, player: number, square = '8H'): Choice[] {
  const rack = game.racks[player]!;
  return sentences.suggest.howToWrite(square, flip(square), rackWords(rack)).map((h) => choice(h, square));
}

/** `8H` across is `H8` down: the same square read the other way. */
function flip(square: string): string {
  const m = /^(\d+)([A-Oa-o])$|^([A-Oa-o])(\d+)$/.exec(square);
  if (!m) return 'H8';
  return m[1] ? `${m[2]!.toUpperCase()}${m[1]}` : `${m[4]}${m[3]!.toUpperCase()}`;
}

/** How many of the best plays are searched for those starting on a typed square. */
const SQUARE_SEARCH = 500;
/**
 * How many of the best plays are searched for an empty box: enough for 25 different ones
 * once blank variants and mirror images are dropped.
 */
const BEST_SEARCH = 200;

export async function playSuggestions(services: Services, channelId: string, userId: string, typed: string): Promise<Choice[]> {
  const text = typed.trim();
  const at = await seat(services, channelId, userId);
  if (!at) return text ? [choice(visible(text, CHOICE_LIMITS.length), text)] : [];
  const { game, player } = at;
  const { board, rules } = game;
  const rack = game.racks[player]!;
  const rackLine = sentences.suggest.rack(rackWords(rack));
  const mayCheck = suggestionsMayCheckWords(rules);
  // The dictionary orders a typed word's places by their cross-words under any rules; it
  // judges the word itself only where the rules check every word anyway.
  const lexicon = await services.dictionaries.lexicon(rules.lexicon);
  const judge = mayCheck ? lexicon : undefined;
  const generator = services.dictionaries.generator(rules.lexicon);
  const distinct = (plays: readonly GeneratedPlay[]) => distinctPlays(board, BOARD_LAYOUTS[rules.board], plays);
  const offer = (plays: readonly GeneratedPlay[]) => plays.slice(0, CHOICE_LIMITS.count).map((p) => playChoice(board, p));

  // Nothing typed yet: the best plays, where suggestions may know words; the notation otherwise.
  if (!text) {
    const plays = mayCheck ? distinct(generator.best(board, rack, rules, BEST_SEARCH)) : [];
    return plays.length > 0 ? offer(plays) : notationChoices(game, player);
  }
  // A square alone: the best plays from it, or how to write one there.
  const square = parsePosition(text);
  if (square.ok && !/\s/.test(text)) {
    const here = (p: GeneratedPlay) => p.placement.pos.row === square.value.row && p.placement.pos.col === square.value.col && p.placement.pos.dir === square.value.dir;
    // The best few hundred plays are found fast whatever the rack; listing every play is
    // cheap only without two blanks (tens of thousands of plays), so only then is it the fallback.
    let from = mayCheck ? generator.best(board, rack, rules, SQUARE_SEARCH).filter(here) : [];
    if (mayCheck && from.length === 0 && [...rack].filter((t) => t === '?').length < 2) {
      from = generator.allPlays(board, rack, rules).filter(here);
    }
    // Filtered first: the player chose the direction, so its mirror image is not the same play here.
    if (from.length > 0) return offer(distinct(from));
    return notationChoices(game, player, text.toUpperCase());
  }
  // A whole move: say what it scores, or why it cannot be played. Written with tiles the
  // rack lacks, the same word on the same square with blanks standing in, if they can.
  const alphabet = alphabetOf(rules.tileSet);
  const written = /\s/.test(text) ? parseMove(text, { alphabet }) : null;
  if (written?.ok) {
    const checked = checkPlay(board, text, rack, rules, judge);
    if (checked.ok) return [playChoice(board, checked.value)];
    const word = checked.error.code === 'tiles-not-in-rack' ? spelledWord(board, written.value) : null;
    if (word) {
      const { row, col, dir } = written.value.pos;
      const there = placementsOfWord(board, rack, rules, judge, word)
        .filter((p) => p.placement.pos.row === row && p.placement.pos.col === col && p.placement.pos.dir === dir);
      if (there.length > 0) return offer(ranked(game, there, lexicon));
    }
    return [choice(`${visible(text)}: ${plain(explain(checked.error))}`, text)];
  }
  // A word alone: every place it fits (judged only where the rules judge it anyway).
  const word = toTiles(alphabet, text);
  if (word.length >= 2 && [...word].every((c) => isLetter(alphabet, c))) {
    const plays = ranked(game, placementsOfWord(board, rack, rules, judge, word), lexicon);
    if (plays.length > 0) return offer(plays);
    return [choice(sentences.suggest.doesNotFit(word.toUpperCase(), rackLine), text)];
  }
  return [choice(`${visible(text)} · ${rackLine}`, text), ...notationChoices(game, player).slice(0, 2)];
}

/**
 * `/scrabble exchange tiles`: what the typed tiles would exchange, then the whole rack and
 * single tiles, each saying what the player keeps. Under rules that exchange only the
 * whole rack, only that; when the bag is too small, why not.
 */
export async function exchangeSuggestions(services: Services, channelId: string, userId: string, typed: string): Promise<Choice[]> {
  const at = await seat(services, channelId, userId);
  if (!at) return [];
  const { game, player } = at;
  const rack = game.racks[player]!;
  const { rules } = game;
  const tiles = readTiles(typed, gameAlphabet(game));
  const offer = (t: string): Choice | null => {
    const kept = takeTiles(rack, t);
    if (t === '' || kept === null) return null;
    const refused = exchangeRefusal(rules, rack.length, t.length, game.bag.length);
    if (refused) return choice(`${t}: ${plain(explain(refused))}`, t);
    return choice(sentences.suggest.exchange(rackWords(t), kept === '' ? null : rackWords(kept)), t);
  };
  const out: Choice[] = [];
  if (tiles === null) out.push(choice(sentences.suggest.notTiles(visible(typed)), typed.trim() || '?'));
  else if (tiles !== '' && takeTiles(rack, tiles) === null) out.push(choice(sentences.suggest.missing(tiles, rackWords(rack)), tiles));
  const candidates = [tiles ?? '', rack];
  if (fewestExchanged(rules, rack.length) < rack.length) {
    // Part of the rack may go: the typed tiles plus one more, then each tile alone, the usual ways to start a choice.
    for (const t of new Set(rack)) candidates.push((tiles ?? '') + t, t);
  }
  const seen = new Set<string>();
  for (const t of candidates) {
    const key = [...t].sort().join('');
    if (seen.has(key)) continue;
    seen.add(key);
    const c = offer(t);
    if (c && (exchangeAllowed(rules, rack.length, t.length, game.bag.length) || out.length === 0)) out.push(c);
  }
  return fitChoices(out);
}

/**
 * `/scrabble play swap` (club rules): the blanks on the board, those the player holds
 * the letter for first, each with the square to type.
 */
export async function swapSuggestions(services: Services, channelId: string, userId: string, typed: string): Promise<Choice[]> {
  const at = await seat(services, channelId, userId);
  if (!at) return [];
  const { game, player } = at;
  if (!game.rules.blankSwap) return [];
  const rack = game.racks[player]!;
  const wanted = typed.trim().toUpperCase();
  const blanks: { square: string; letter: string; held: boolean }[] = [];
  game.board.forEach((row, r) => [...row].forEach((ch, c) => {
    if (!isBlankOnBoard(ch)) return;
    const letter = ch.toUpperCase();
    // The square as the channel names a blank swap: column, then row (K9).
    blanks.push({ square: `${COLUMNS[c]}${r + 1}`, letter, held: rack.includes(letter) });
  }));
  const other = (square: string) => `${square.slice(1)}${square[0]}`;
  return fitChoices(blanks
    .filter((b) => b.square.startsWith(wanted) || other(b.square).startsWith(wanted))
    .sort((a, b) => Number(b.held) - Number(a.held))
    .map((b) => choice(sentences.suggest.swap(b.square, b.letter, b.held), b.square)));
}
