/** The board image's words in Spanish: the last move, the bag, the cards' notes, and the lines about the result, a pending challenge or proposal, and the match. */
import type { EndReason, GameResult, PublicView } from '../../../engine/index.js';
import type { WordLine } from '../../../render/panel.js';
import type { ImageWords } from '../types.js';
import { list } from './common.js';
import { agree, plural } from './plural.js';

/**
 * A play on the image: its whole word and square, and which letters are blanks, said
 * shortly (`u: comodín`), since a line of the image has less room than Spanish takes.
 */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const blanks = [...play.word].filter((c) => c !== c.toUpperCase());
  return `${play.word} (${play.square})${blanks.length ? ` (${list([...new Set(blanks)])}: ${agree(blanks.length, 'comodín', 'comodines')})` : ''}`;
};

const REASONS: Record<EndReason, (view: PublicView, names: readonly string[], r: GameResult) => string> = {
  'went-out': () => 'se acabaron las fichas',
  'scoreless-turns': (v) => (v.rules.end.scorelessTurns === null ? 'demasiados turnos sin puntuar' : `${v.rules.end.scorelessTurns} turnos sin puntuar`),
  'no-legal-play': () => 'no quedaban jugadas válidas',
  agreement: () => 'terminada de mutuo acuerdo',
  'consecutive-exchanges': (v) => (v.rules.end.consecutiveExchanges === null ? 'demasiados cambios' : `${v.rules.end.consecutiveExchanges} cambios seguidos`),
  resigned: (_v, names, r) => (r.resigned === undefined ? 'un jugador se rindió' : `${names[r.resigned]} se rindió`),
};

function winnerText(names: readonly string[], winners: number[], scores: number[], what = ''): string {
  const suffix = what ? ` ${what}` : '';
  if (winners.length === 1) {
    const w = winners[0]!;
    const rest = scores.filter((_, i) => i !== w);
    const detail = scores.length === 2 ? `${scores[w]}–${rest[0]}` : `con ${scores[w]}`;
    return `${names[w]} gana${suffix} ${detail}`;
  }
  return `Empate${suffix}: ${list(winners.map((i) => names[i]!))} con ${scores[winners[0] ?? 0]}`;
}

function notices(view: PublicView, names: readonly string[], games: number): WordLine[] {
  const lines: WordLine[] = [];
  const r = view.result;
  const match = view.match;
  if (r) {
    lines.push([
      [match ? `Final de la partida ${match.game}: ` : 'Final: ', 'muted', false],
      [winnerText(names, r.winners, r.scores), 'ink', true],
      [`  (${REASONS[r.reason](view, names, r)})`, 'muted', false],
    ]);
  } else if (view.challengeOpen) {
    lines.push([['Ahora se puede impugnar la última jugada', 'accent', true]]);
  } else if (view.endProposedBy !== null) {
    lines.push([[`${names[view.endProposedBy] ?? '?'} propone terminar la partida`, 'accent', true]]);
  }
  if (match) {
    if (match.totals && match.winners) {
      lines.push([
        ['Encuentro: ', 'muted', false],
        [winnerText(names, match.winners, match.totals, 'el encuentro'), 'ink', true],
        ['  (las dos partidas)', 'muted', false],
      ]);
    } else {
      const played = match.games.map((g, i) => `partida ${i + 1}: ${g.scores.join('–')}`);
      lines.push([[['Encuentro', `partida ${match.game} de ${games}`, ...played].join(' · '), 'muted', false]]);
    }
  }
  return lines;
}

export const image: ImageWords = {
  // The premium squares: doble y triple letra, doble y triple palabra.
  premiums: { DL: 'DL', TL: 'TL', DW: 'DP', TW: 'TP' },
  lastMove: (m, play) => {
    switch (m.kind) {
      case 'place': return imagePlay(play, m.move);
      case 'withdrawn': return `${imagePlay(play, m.move)} retirada`;
      case 'challenge': return `impugnó ${imagePlay(play, m.move)}: válida`;
      case 'exchange': return m.count === undefined ? 'cambió fichas' : `cambió ${plural(m.count, 'ficha', 'fichas')}`;
      case 'pass': return 'pasó';
      case 'skip': return 'perdió el turno';
      case 'resign': return m.reason === 'forfeit' ? 'perdió por tiempo' : 'se rindió';
      case 'time-out': return 'se quedó sin tiempo';
      case 'end': return 'aceptó terminar';
    }
  },
  noMoves: 'Aún no hay jugadas',
  bag: (n) => (n === 0 ? 'Bolsa vacía' : `Bolsa: ${n}`),
  cardNote: (winner, over, tiles) => (winner ? 'victoria' : over ? '' : plural(tiles, 'ficha', 'fichas')),
  notices,
};
