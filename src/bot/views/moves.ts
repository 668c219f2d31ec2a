/** What happened in a game, read from its record for the words layer: the last move, each event, a player's rack given back, and the result. */
import { type Board, type GameEvent, type GameState, gamesInMatch, goingOutGainsTwice, type PublicView, type SpelledMove, spellMove } from '../../engine/index.js';
import { printable } from '../../render/fonts.js';
import type { BoardWords } from '../../render/panel.js';
import { isComputerId } from '../../games/seats.js';
import type { EventContext } from '../words/types.js';
import { words } from '../words/index.js';
import { mention } from './reply.js';

/** What the record's events need to be worded: the players' names, the end scoring, and the board that spells a play. */
function eventContext(s: GameState): EventContext {
  return {
    names: s.players.map((p) => p.name),
    twice: goingOutGainsTwice(s.rules, s.players.length),
    spell: (move) => spelledPlay(move, s.board),
    judged: (e) => judgedPlay(s, e),
  };
}

/** The play a challenge event judged: the last one its player made before it, spelled on the board (tiles it played through stay there when it comes off). */
function judgedPlay(s: GameState, e: GameEvent): SpelledMove | null {
  const mover = e.type === 'withdrawn' || e.type === 'challenge-bonus' ? e.player : e.type === 'challenge-lost' || e.type === 'challenge-failed' ? e.challenged : null;
  if (mover === null) return null;
  const at = s.history.lastIndexOf(e);
  const placed = s.history.slice(0, at < 0 ? s.history.length : at).findLast((x) => x.type === 'place' && x.player === mover);
  return placed?.type === 'place' ? spelledPlay(placed.move, s.board) : null;
}

/** What the last action did, in one line for the channel. Never names tiles on a rack. */
export function describeLastMove(before: GameState, after: GameState): string {
  const c = eventContext(after);
  const lines = after.history.slice(before.history.length).map((e) => words.moves.event(e, c));
  if (before.status === 'between-games' && after.status === 'playing') lines.push(words.moves.matchGameBegins(after.match?.game ?? 2));
  if (lines.length > 0) return lines.join('\n');
  if (after.moveNumber === 0) return words.moves.opening(after);
  const last = lastMoveLine(after);
  return last ? words.moves.lastMove(last) : '';
}

/**
 * Who challenged, the words checked and what each turned out to be: "**Carol** challenged
 * TIKET and KA: TIKET is not a word, KA is".
 */
export const challenged = (challenger: string | null, checked: readonly string[] | null, phonies: readonly string[], play: SpelledMove | null = null): string =>
  words.moves.challenged(challenger, checked, phonies, play);

/** Which letters of a spelled word are blanks, in a few words; null when none is. */
export const blankNote = (word: string): string | null => words.blankNote(word);

/** A play as people read it, the one place that spells it: `**AQuA** (8D) for 14 (u is a blank)`. `bold`: false where the word stands alone in a field. */
export const playWords = (p: SpelledMove, score: number | string, bold = true): string => words.moves.play(p, score, bold);

/** A move's word spelled out on `board` (the notation's dots are for GCG and for typing); the notation's own parts should the board not spell it. */
function spelledPlay(move: string, board: Board): SpelledMove {
  const [square = '', word = ''] = move.split(' ');
  return spellMove(move, board) ?? { square, word };
}

/** Events that are a player's turn, or its undoing: what "the last move" names. */
const TURN_EVENTS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'place', 'exchange', 'pass', 'withdrawn', 'challenge-bonus', 'challenge-lost', 'challenge-failed', 'skip', 'resign', 'time-out', 'forfeit', 'end-agreed',
]);

/** The game's last move in a line, read from its record (a board posted again, the image's description); null before any. */
export function lastMoveLine(s: GameState): string | null {
  const last = s.history.findLast((e) => TURN_EVENTS.has(e.type));
  return last ? words.moves.event(last, eventContext(s)) : null;
}

/** The last move as the board image words it, after its player's name: read from the state's data, spelled on its board. */
export function lastMoveOnImage(s: GameState): string | undefined {
  const m = s.lastMove;
  return m ? words.image.lastMove(m, m.move === undefined ? null : spellMove(m.move, s.board)) : undefined;
}

/** Every word the board image draws for this game, from the sentence table: the render layer writes none of its own. */
export function boardWords(s: GameState, view: PublicView): BoardWords {
  return { lastMove: lastMoveOnImage(s), ...viewWords(view) };
}

/** The board image's words read from its public view alone: all but the last move's. */
export function viewWords(view: PublicView): BoardWords {
  const w = words.image;
  const result = view.result;
  // Names as the image draws them: the characters its fonts hold.
  const names = view.players.map((p, i) => printable(p.name) || words.turn.unnamed(i));
  return {
    noMoves: w.noMoves,
    bag: w.bag(view.bagCount),
    cardNotes: view.players.map((p, i) => w.cardNote(result?.winners.includes(i) ?? false, result !== null, p.rackCount)),
    notices: w.notices(view, names, gamesInMatch(view.rules)),
    premiums: w.premiums,
  };
}

/** Events by which a player acted (or had their play taken off): after a withdrawal, whether they have acted since. */
export const OWN_ACTS: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'place', 'exchange', 'pass', 'withdrawn', 'challenge-lost', 'challenge-failed', 'end-proposed', 'end-declined', 'resign',
]);

/**
 * Whether `player`'s last play came off the board and they have not acted since: their rack
 * is as it was before the play, and the last one they were shown ("Your new rack.") is not.
 */
export function rackIsBack(s: GameState, player: number): boolean {
  return !isComputerId(s.players[player]!.id) && s.history.findLast((e) => e.player === player && OWN_ACTS.has(e.type))?.type === 'withdrawn';
}

/**
 * The people whose play came off in this change, told so by mention (without a ping: the
 * ping is for the player to move). A private answer can only go to the person who acted,
 * here the challenger (or nobody, when the computer challenged), and a direct message
 * would take a rack out of the game's channel into a conversation many players close to
 * bots (Discord then refuses it). So the channel says whose rack changed, and the board's
 * **Show my rack** button shows it to them alone with one press, as at the deal; their
 * next turn says it again if they have not acted since (see `turnMessage`).
 */
export function rackBackLines(before: GameState, after: GameState): string[] {
  const players = after.history.slice(before.history.length).flatMap((e) => (e.type === 'withdrawn' ? [e.player] : []));
  return [...new Set(players)]
    .filter((p) => p !== after.turn && !after.resigned[p] && rackIsBack(after, p))
    .map((p) => words.moves.rackBack(mention(after.players[p]!.id)));
}

/** The result of a finished game (or of game 1 of a match), in lines. */
export const resultLines = (s: GameState): string[] => words.moves.result(s);
