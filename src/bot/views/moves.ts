/** What happened in a game, in words: the last move, each event, challenges, blanks, a player's rack given back, and the result. */
import { type Board, type GameEvent, type GameState, goingOutGainsTwice, type SpelledMove, spellMove } from '../../engine/index.js';
import { isComputerId } from '../../games/seats.js';
import { list } from '../messages.js';
import { words } from '../words/index.js';
import { mention } from './reply.js';

/** What the last action did, in one line for the channel. Never names tiles on a rack. */
export function describeLastMove(before: GameState, after: GameState): string {
  const name = (i: number) => after.players[i]!.name;
  const events = after.history.slice(before.history.length);
  const lines: string[] = [];
  const twice = goingOutGainsTwice(after.rules, after.players.length);
  for (const e of events) {
    const line = describeEvent(e, name, twice, after.board);
    if (line) lines.push(line);
  }
  if (before.status === 'between-games' && after.status === 'playing') lines.push(`Game ${after.match?.game ?? 2} of the match begins.`);
  if (lines.length > 0) return lines.join('\n');
  if (after.moveNumber === 0) return openingLine(after);
  const last = lastMoveLine(after);
  return last ? `Last move: ${last}` : '';
}

/** Who starts and why. */
function openingLine(s: GameState): string {
  const first = s.players[s.firstPlayer]!.name;
  if (s.openingDraw) {
    const draws = s.players.flatMap((p, i) => (s.openingDraw![i] ? [`${p.name} drew ${s.openingDraw![i] === '?' ? 'a blank' : s.openingDraw![i]}`] : []));
    return `The game begins. ${draws.join(', ')}: **${first}** starts.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `The game begins. The youngest player, **${first}**, starts.`;
  return `The game begins. **${first}** starts.`;
}

/**
 * `twice`: going out scores twice the rack left (NASPA, two players), and costs its holder nothing.
 * `board`: the board after the event or any later one, which spells out the words of a play.
 */
function describeEvent(e: GameEvent, name: (i: number) => string, twice: boolean, board: Board): string | null {
  switch (e.type) {
    case 'place': return `**${name(e.player)}** played ${playWords(spelledPlay(e.move, board), `**${e.score}**`)}.`;
    case 'exchange': return `**${name(e.player)}** exchanged ${e.tiles.length} tile${e.tiles.length === 1 ? '' : 's'}.`;
    case 'pass': return `**${name(e.player)}** passed.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words)}; **${name(e.player)}**'s play comes off (${e.score}) and the turn is lost.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [])}, so **${name(e.player)}**'s play stands. **${name(e.player)}** gets +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [])}, so **${name(e.challenged)}**'s play stands. **${name(e.player)}** loses a turn.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [])}, so **${name(e.challenged)}**'s play stands.`;
    case 'skip': return `**${name(e.player)}** sits out this turn (a lost challenge).`;
    case 'blank-swap': return `**${name(e.player)}** swapped the blank on ${String.fromCharCode(65 + e.col)}${e.row + 1} for a real ${e.letter}.`;
    case 'resign': return `**${name(e.player)}** resigned.`;
    case 'time-out': return `**${name(e.player)}** ran out of time.`;
    case 'forfeit': return `**${name(e.player)}** ran out of time too often and forfeits.`;
    case 'end-proposed': return `**${name(e.player)}** proposes to end the game.`;
    case 'end-declined': return `**${name(e.player)}** wants to play on.`;
    case 'end-agreed': return 'The players agreed to end the game.';
    case 'end-rack': return twice
      ? `**${name(e.player)}** gains ${e.points}, twice the value of ${name(e.from)}'s rack (${e.tiles}).`
      : `**${name(e.player)}** gains ${e.points} from ${name(e.from)}'s rack (${e.tiles}).`;
    case 'rack-penalty': return `**${name(e.player)}** loses ${-e.points} for ${e.tiles} left on the rack.`;
  }
}

/**
 * Who challenged, the words checked and what each turned out to be: "**Carol** challenged
 * TIKET and KA: TIKET is not a word, KA is". `checked` null: a game recorded before the
 * words were kept, where only the phonies (or nothing) are known.
 */
export function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[]): string {
  const phonies = [...new Set(phonyWords)];
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? 'A challenge' : `**${challenger}** challenged the play`;
    return phonies.length > 0 ? `${who}: ${notWords(phonies)}` : `${who}: it is good`;
  }
  const who = challenger === null ? 'A challenge of' : `**${challenger}** challenged`;
  const checked = [...new Set(checkedWords)];
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'it is a word' : checked.length === 2 ? 'both are words' : 'all are words')
    : good.length === 0
      ? (checked.length === 1 ? 'it is not a word' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} ${good.length > 1 ? 'are' : 'is'}`;
  return `${who} ${list(checked)}: ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${words.length > 1 ? 'are not words' : 'is not a word'}`;

/**
 * Which letters of a spelled word are blanks (its lower-case letters), in a few words:
 * "u is a blank", "both o's are blanks", "u and a are blanks"; null when none is.
 */
export const blankNote = (word: string): string | null => words.blankNote(word);

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) for 86`, `**AQuA** (8D) for 14 (u is a blank)`. `bold`: false
 * where the word stands alone in a field.
 */
export function playWords(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) for ${score}${note ? ` (${note})` : ''}`;
}

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
  return last ? describeEvent(last, (i) => s.players[i]!.name, goingOutGainsTwice(s.rules, s.players.length), s.board) : null;
}

/** The last move as the board image words it, after its player's name: read from the state's data, spelled on its board. */
export function lastMoveOnImage(s: GameState): string | undefined {
  const m = s.lastMove;
  return m ? words.image.lastMove(m, m.move === undefined ? null : spellMove(m.move, s.board)) : undefined;
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
    .map((p) => `${mention(after.players[p]!.id)}: your play came off the board, so your rack is as it was before it. Press **Show my rack** (or use \`/scrabble rack\`) to see it; only you will.`);
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'a player went out',
  'scoreless-turns': 'too many scoreless turns in a row',
  'no-legal-play': 'no player had a legal play',
  agreement: 'the players agreed',
  'consecutive-exchanges': 'too many exchanges in a row',
  resigned: 'a resignation',
};

export function resultLines(s: GameState): string[] {
  const r = s.result!;
  const winners = r.winners.map((i) => s.players[i]!.name);
  const lines = [`Game over (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `It's a tie between ${winners.join(' and ')}.` : `**${winners[0]}** wins!`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => s.players[i]!.name);
    lines.push(`Match totals: ${s.players.map((p, i) => `${p.name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'The match is a tie.' : `**${mw[0]}** wins the match!`}`);
    lines.push('The records of both games can be exported with `/scrabble export`.');
  } else if (s.status === 'between-games') {
    lines.push('Game 2 of the match is next: the other player starts. Press **Start game 2** or use `/scrabble start`.');
  } else {
    lines.push('The game record can be exported with `/scrabble export`.');
  }
  return lines;
}
