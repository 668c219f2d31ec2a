/** What happened in a game, in German: each event of the record, challenges, plays, who starts, and the result. */
import type { GameEvent, GameState, SpelledMove } from '../../../engine/index.js';
import type { EventContext, MoveWords } from '../types.js';
import { escapeMarkdown } from '../text.js';
import { blankNote, list, stonesCount } from './common.js';

/** The players' names as shown in a message's markdown. */
const shownNames = (s: GameState) => s.players.map((p) => escapeMarkdown(p.name));

/** Who starts and why. */
function opening(s: GameState): string {
  const names = shownNames(s);
  const first = names[s.firstPlayer]!;
  if (s.openingDraw) {
    const draws = names.flatMap((name, i) => (s.openingDraw![i] ? [`${name} zieht ${s.openingDraw![i] === '?' ? 'einen Joker' : s.openingDraw![i]}`] : []));
    return `Die Partie beginnt. ${draws.join(', ')}: **${first}** fängt an.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `Die Partie beginnt. Die jüngste Person, **${first}**, fängt an.`;
  return `Die Partie beginnt. **${first}** fängt an.`;
}

/** One event of the record in a line for the channel. */
function event(e: GameEvent, { names, twice, spell, judged }: EventContext): string {
  // Names as people chose them, shown literally in the message's markdown.
  const name = (i: number) => escapeMarkdown(names[i] ?? '?');
  switch (e.type) {
    case 'place': return `**${name(e.player)}** legt ${play(spell(e.move), `**${e.score}**`)}.`;
    case 'exchange': return `**${name(e.player)}** tauscht ${stonesCount(e.tiles.length)}.`;
    case 'pass': return `**${name(e.player)}** passt.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words, judged(e))}; **${name(e.player)}** nimmt den Zug zurück (${e.score}) und geht in dieser Runde leer aus.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [], judged(e))}, also bleibt der Zug von **${name(e.player)}** liegen. **${name(e.player)}** bekommt +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, also bleibt der Zug von **${name(e.challenged)}** liegen. **${name(e.player)}** setzt eine Runde aus.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, also bleibt der Zug von **${name(e.challenged)}** liegen.`;
    case 'skip': return `**${name(e.player)}** setzt diese Runde aus (Einspruch verloren).`;
    case 'blank-swap': return `**${name(e.player)}** tauscht den Joker auf ${String.fromCharCode(65 + e.col)}${e.row + 1} gegen ein echtes ${e.letter}.`;
    case 'resign': return `**${name(e.player)}** gibt auf.`;
    case 'time-out': return `Bei **${name(e.player)}** ist die Zeit abgelaufen.`;
    case 'forfeit': return `**${name(e.player)}** hat die Zeit zu oft überschritten und verliert die Partie.`;
    case 'end-proposed': return `**${name(e.player)}** schlägt vor, die Partie zu beenden.`;
    case 'end-declined': return `**${name(e.player)}** möchte weiterspielen.`;
    case 'end-agreed': return 'Alle haben zugestimmt, die Partie zu beenden.';
    case 'end-rack': return twice
      ? `**${name(e.player)}** bekommt ${e.points}, den doppelten Wert des Bänkchens von ${name(e.from)} (${e.tiles}).`
      : `**${name(e.player)}** bekommt ${e.points} aus dem Bänkchen von ${name(e.from)} (${e.tiles}).`;
    case 'rack-penalty': return `**${name(e.player)}** verliert ${-e.points} für ${e.tiles} auf dem Bänkchen.`;
  }
}

/**
 * Who challenged, the words checked and what each turned out to be: "**Carol** zweifelt
 * TIKET und KA an: TIKET ist kein Wort, KA schon". `checked` null: a game recorded before the
 * words were kept, where only the phonies (or nothing) are known. `play`: the play judged,
 * spelled on the board, whose blanks are named as the line that played it named them:
 * "**Carol** zweifelt TIKEt an (t ist ein Joker): es ist kein Wort".
 */
function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[], play: SpelledMove | null = null): string {
  // The record keeps words in capitals; the play's own word is shown as it was played.
  const shown = (w: string) => (play && play.word.toUpperCase() === w ? play.word : w);
  const note = play ? blankNote(play.word) : null;
  const blanks = note ? ` (${note})` : '';
  const phonies = [...new Set(phonyWords)].map(shown);
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? `Ein Einspruch${blanks}` : `**${challenger}** zweifelt den Zug an${blanks}`;
    return phonies.length > 0 ? `${who}: ${notWords(phonies)}` : `${who}: alles gültig`;
  }
  const checked = [...new Set(checkedWords)].map(shown);
  const who = challenger === null ? `Einspruch gegen ${list(checked)}` : `**${challenger}** zweifelt ${list(checked)} an`;
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'es ist ein Wort' : checked.length === 2 ? 'beide sind Wörter' : 'alle sind Wörter')
    : good.length === 0
      ? (checked.length === 1 ? 'es ist kein Wort' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} schon`;
  return `${who}${blanks}: ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${words.length > 1 ? 'sind keine Wörter' : 'ist kein Wort'}`;

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) für 86`, `**AQuA** (8D) für 14 (u ist ein Joker)`. `bold`: false
 * where the word stands alone in a field.
 */
function play(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) für ${score}${note ? ` (${note})` : ''}`;
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'jemand hat ausgespielt',
  'scoreless-turns': 'zu viele Züge ohne Punkte in Folge',
  'no-legal-play': 'niemand hatte noch einen gültigen Zug',
  agreement: 'im Einvernehmen beendet',
  'consecutive-exchanges': 'zu oft in Folge getauscht',
  resigned: 'jemand hat aufgegeben',
};

function result(s: GameState): string[] {
  const r = s.result!;
  const names = shownNames(s);
  const winners = r.winners.map((i) => names[i]!);
  const lines = [`Partie vorbei (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `Unentschieden zwischen ${list(winners)}.` : `**${winners[0]}** gewinnt!`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => names[i]!);
    lines.push(`Gesamtstand des Matches: ${names.map((name, i) => `${name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'Das Match endet unentschieden.' : `**${mw[0]}** gewinnt das Match!`}`);
    lines.push('Die Aufzeichnungen beider Partien kannst du mit `/scrabble export` exportieren.');
  } else if (s.status === 'between-games') {
    lines.push('Als Nächstes kommt Partie 2 des Matches: Die andere Person fängt an. Drück **Partie 2 starten** oder nutze `/scrabble start`.');
  } else {
    lines.push('Die Aufzeichnung der Partie kannst du mit `/scrabble export` exportieren.');
  }
  return lines;
}

export const moves: MoveWords = {
  event,
  challenged,
  play,
  opening,
  matchGameBegins: (game) => `Partie ${game} des Matches beginnt.`,
  lastMove: (line) => `Letzter Zug: ${line}`,
  rackBack: (who) => `${who}: Dein Zug wurde vom Brett genommen, dein Bänkchen ist also wieder wie vorher. Drück **Mein Bänkchen zeigen** (oder nutze \`/scrabble rack\`), um es zu sehen; nur du siehst es.`,
  result,
};
