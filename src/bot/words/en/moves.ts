/** What happened in a game, in English: each event of the record, challenges, plays, who starts, and the result. */
import type { GameEvent, GameState, SpelledMove } from '../../../engine/index.js';
import type { EventContext, MoveWords } from '../types.js';
import { escapeMarkdown } from '../text.js';
import { blankNote, list } from './common.js';

/** Who starts and why. */
/** The players' names as shown in a message's markdown. */
const shownNames = (s: GameState) => s.players.map((p) => escapeMarkdown(p.name));

function opening(s: GameState): string {
  const names = shownNames(s);
  const first = names[s.firstPlayer]!;
  if (s.openingDraw) {
    const draws = names.flatMap((name, i) => (s.openingDraw![i] ? [`${name} drew ${s.openingDraw![i] === '?' ? 'a blank' : s.openingDraw![i]}`] : []));
    return `The game begins. ${draws.join(', ')}: **${first}** starts.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `The game begins. The youngest player, **${first}**, starts.`;
  return `The game begins. **${first}** starts.`;
}

/** One event of the record in a line for the channel. */
function event(e: GameEvent, { names, twice, spell, judged }: EventContext): string {
  // Names as people chose them, shown literally in the message's markdown.
  const name = (i: number) => escapeMarkdown(names[i] ?? '?');
  switch (e.type) {
    case 'place': return `**${name(e.player)}** played ${play(spell(e.move), `**${e.score}**`)}.`;
    case 'exchange': return `**${name(e.player)}** exchanged ${e.tiles.length} tile${e.tiles.length === 1 ? '' : 's'}.`;
    case 'pass': return `**${name(e.player)}** passed.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words, judged(e))}; **${name(e.player)}**'s play comes off (${e.score}) and the turn is lost.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [], judged(e))}, so **${name(e.player)}**'s play stands. **${name(e.player)}** gets +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, so **${name(e.challenged)}**'s play stands. **${name(e.player)}** loses a turn.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, so **${name(e.challenged)}**'s play stands.`;
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
 * words were kept, where only the phonies (or nothing) are known. `play`: the play judged,
 * spelled on the board, whose blanks are named as the line that played it named them:
 * "**Carol** challenged TIKEt (t is a blank): it is not a word".
 */
function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[], play: SpelledMove | null = null): string {
  // The record keeps words in capitals; the play's own word is shown as it was played.
  const shown = (w: string) => (play && play.word.toUpperCase() === w ? play.word : w);
  const note = play ? blankNote(play.word) : null;
  const blanks = note ? ` (${note})` : '';
  const phonies = [...new Set(phonyWords)].map(shown);
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? `A challenge${blanks}` : `**${challenger}** challenged the play${blanks}`;
    return phonies.length > 0 ? `${who}: ${notWords(phonies)}` : `${who}: it is good`;
  }
  const who = challenger === null ? 'A challenge of' : `**${challenger}** challenged`;
  const checked = [...new Set(checkedWords)].map(shown);
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'it is a word' : checked.length === 2 ? 'both are words' : 'all are words')
    : good.length === 0
      ? (checked.length === 1 ? 'it is not a word' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} ${good.length > 1 ? 'are' : 'is'}`;
  return `${who} ${list(checked)}${blanks}: ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${words.length > 1 ? 'are not words' : 'is not a word'}`;

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) for 86`, `**AQuA** (8D) for 14 (u is a blank)`. `bold`: false
 * where the word stands alone in a field.
 */
function play(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) for ${score}${note ? ` (${note})` : ''}`;
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'a player went out',
  'scoreless-turns': 'too many scoreless turns in a row',
  'no-legal-play': 'no player had a legal play',
  agreement: 'the players agreed',
  'consecutive-exchanges': 'too many exchanges in a row',
  resigned: 'a resignation',
};

function result(s: GameState): string[] {
  const r = s.result!;
  const names = shownNames(s);
  const winners = r.winners.map((i) => names[i]!);
  const lines = [`Game over (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `It's a tie between ${winners.join(' and ')}.` : `**${winners[0]}** wins!`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => names[i]!);
    lines.push(`Match totals: ${names.map((name, i) => `${name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'The match is a tie.' : `**${mw[0]}** wins the match!`}`);
    lines.push('The records of both games can be exported with `/scrabble export`.');
  } else if (s.status === 'between-games') {
    lines.push('Game 2 of the match is next: the other player starts. Press **Start game 2** or use `/scrabble start`.');
  } else {
    lines.push('The game record can be exported with `/scrabble export`.');
  }
  return lines;
}

export const moves: MoveWords = {
  event,
  challenged,
  play,
  opening,
  matchGameBegins: (game) => `Game ${game} of the match begins.`,
  lastMove: (line) => `Last move: ${line}`,
  rackBack: (who) => `${who}: your play came off the board, so your rack is as it was before it. Press **Show my rack** (or use \`/scrabble rack\`) to see it; only you will.`,
  result,
};
