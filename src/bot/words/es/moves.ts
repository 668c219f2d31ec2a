/** What happened in a game, in Spanish: each event of the record, challenges, plays, who starts, and the result. */
import type { GameEvent, GameState, SpelledMove } from '../../../engine/index.js';
import type { EventContext, MoveWords } from '../types.js';
import { escapeMarkdown } from '../text.js';
import { blankNote, list } from './common.js';
import { agree, plural } from './plural.js';

/** The players' names as shown in a message's markdown. */
const shownNames = (s: GameState) => s.players.map((p) => escapeMarkdown(p.name));

/** Who starts and why. */
function opening(s: GameState): string {
  const names = shownNames(s);
  const first = names[s.firstPlayer]!;
  if (s.openingDraw) {
    const draws = names.flatMap((name, i) => (s.openingDraw![i] ? [`${name} sacó ${s.openingDraw![i] === '?' ? 'un comodín' : `una ${s.openingDraw![i]}`}`] : []));
    return `Empieza la partida. ${draws.join(', ')}: empieza **${first}**.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `Empieza la partida. Empieza el jugador más joven, **${first}**.`;
  return `Empieza la partida. Empieza **${first}**.`;
}

/** One event of the record in a line for the channel. */
function event(e: GameEvent, { names, twice, spell, judged }: EventContext): string {
  // Names as people chose them, shown literally in the message's markdown.
  const name = (i: number) => escapeMarkdown(names[i] ?? '?');
  switch (e.type) {
    case 'place': return `**${name(e.player)}** jugó ${play(spell(e.move), `**${e.score}**`)}.`;
    case 'exchange': return `**${name(e.player)}** cambió ${plural(e.tiles.length, 'ficha', 'fichas')}.`;
    case 'pass': return `**${name(e.player)}** pasó.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words, judged(e))}; **${name(e.player)}** retira su jugada (${e.score}) y pierde el turno.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [], judged(e))}, así que la jugada de **${name(e.player)}** se mantiene. **${name(e.player)}** recibe +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, así que la jugada de **${name(e.challenged)}** se mantiene. **${name(e.player)}** pierde un turno.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, así que la jugada de **${name(e.challenged)}** se mantiene.`;
    case 'skip': return `**${name(e.player)}** pierde este turno (por una impugnación fallida).`;
    case 'blank-swap': return `**${name(e.player)}** cambió el comodín de ${String.fromCharCode(65 + e.col)}${e.row + 1} por una ${e.letter} de verdad.`;
    case 'resign': return `**${name(e.player)}** se rindió.`;
    case 'time-out': return `**${name(e.player)}** se quedó sin tiempo.`;
    case 'forfeit': return `**${name(e.player)}** se quedó sin tiempo demasiadas veces y pierde la partida.`;
    case 'end-proposed': return `**${name(e.player)}** propone terminar la partida.`;
    case 'end-declined': return `**${name(e.player)}** quiere seguir jugando.`;
    case 'end-agreed': return 'Los jugadores acordaron terminar la partida.';
    case 'end-rack': return twice
      ? `**${name(e.player)}** gana ${e.points}, el doble del valor del atril de ${name(e.from)} (${e.tiles}).`
      : `**${name(e.player)}** gana ${e.points} del atril de ${name(e.from)} (${e.tiles}).`;
    case 'rack-penalty': return `**${name(e.player)}** pierde ${-e.points} por las fichas que le quedaron en el atril (${e.tiles}).`;
  }
}

/**
 * Who challenged, the words checked and what each turned out to be: "**Carol** impugnó
 * TIKET y KA: TIKET no es una palabra válida, KA sí". `checked` null: a game recorded before
 * the words were kept, where only the phonies (or nothing) are known. `play`: the play
 * judged, spelled on the board, whose blanks are named as the line that played it named
 * them: "**Carol** impugnó TIKEt (la t es un comodín): no es una palabra válida".
 */
function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[], play: SpelledMove | null = null): string {
  // The record keeps words in capitals; the play's own word is shown as it was played.
  const shown = (w: string) => (play && play.word.toUpperCase() === w ? play.word : w);
  const note = play ? blankNote(play.word) : null;
  const blanks = note ? ` (${note})` : '';
  const phonies = [...new Set(phonyWords)].map(shown);
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? `Una impugnación${blanks}` : `**${challenger}** impugnó la jugada${blanks}`;
    return phonies.length > 0 ? `${who}: ${notWords(phonies)}` : `${who}: es válida`;
  }
  const who = challenger === null ? 'Una impugnación de' : `**${challenger}** impugnó`;
  const checked = [...new Set(checkedWords)].map(shown);
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'es una palabra válida' : checked.length === 2 ? 'las dos son válidas' : 'todas son válidas')
    : good.length === 0
      ? (checked.length === 1 ? 'no es una palabra válida' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} sí`;
  return `${who} ${list(checked)}${blanks}: ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${agree(words.length, 'no es una palabra válida', 'no son palabras válidas')}`;

/** `punto` or `puntos` for a score given as a number or as text (`**42**`). */
const points = (score: number | string) => agree(Number(String(score).replace(/[^\d-]/g, '')), 'punto', 'puntos');

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) por 86 puntos`, `**AQuA** (8D) por 14 puntos (la u es un comodín)`.
 * `bold`: false where the word stands alone in a field.
 */
function play(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) por ${score} ${points(score)}${note ? ` (${note})` : ''}`;
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'un jugador se quedó sin fichas',
  'scoreless-turns': 'demasiados turnos seguidos sin puntuar',
  'no-legal-play': 'ningún jugador tenía una jugada válida',
  agreement: 'los jugadores lo acordaron',
  'consecutive-exchanges': 'demasiados cambios seguidos',
  resigned: 'un jugador se rindió',
};

function result(s: GameState): string[] {
  const r = s.result!;
  const names = shownNames(s);
  const winners = r.winners.map((i) => names[i]!);
  const lines = [`Fin de la partida (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `Empate entre ${list(winners)}.` : `¡Gana **${winners[0]}**!`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => names[i]!);
    lines.push(`Total del encuentro: ${names.map((name, i) => `${name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'El encuentro termina en empate.' : `¡**${mw[0]}** gana el encuentro!`}`);
    lines.push('Los registros de las dos partidas se pueden exportar con `/scrabble export`.');
  } else if (s.status === 'between-games') {
    lines.push('Ahora viene la partida 2 del encuentro: empieza el otro jugador. Pulsa **Empezar la partida 2** o usa `/scrabble start`.');
  } else {
    lines.push('El registro de la partida se puede exportar con `/scrabble export`.');
  }
  return lines;
}

export const moves: MoveWords = {
  event,
  challenged,
  play,
  opening,
  matchGameBegins: (game) => `Empieza la partida ${game} del encuentro.`,
  lastMove: (line) => `Última jugada: ${line}`,
  rackBack: (who) => `${who}: tu jugada se retiró del tablero, así que tu atril vuelve a estar como antes. Pulsa **Ver mi atril** (o usa \`/scrabble rack\`) para verlo; solo lo verás tú.`,
  result,
};
