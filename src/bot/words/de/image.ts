/** The board image's words in German: the last move, the bag, the cards' notes, and the lines about the result, a pending challenge or proposal, and the match. */
import type { EndReason, GameResult, PublicView } from '../../../engine/index.js';
import type { WordLine } from '../../../render/panel.js';
import type { ImageWords } from '../types.js';
import { blankNote, stonesCount } from './common.js';

/** A play on the image: its whole word and square, and which letters are blanks. */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const note = blankNote(play.word);
  return `${play.word} (${play.square})${note ? ` (${note})` : ''}`;
};

const REASONS: Record<EndReason, (view: PublicView, names: readonly string[], r: GameResult) => string> = {
  'went-out': () => 'ausgespielt',
  'scoreless-turns': (v) => `${v.rules.end.scorelessTurns ?? 'zu viele'} Züge ohne Punkte`,
  'no-legal-play': () => 'kein gültiger Zug mehr möglich',
  agreement: () => 'im Einvernehmen beendet',
  'consecutive-exchanges': (v) => `${v.rules.end.consecutiveExchanges ?? 'zu oft'}-mal in Folge getauscht`,
  resigned: (_v, names, r) => `${r.resigned === undefined ? 'jemand' : names[r.resigned]} hat aufgegeben`,
};

/** Who won, and by what score; the match's line says "Match:" before it, so the winner of a match reads the same. */
function winnerText(names: readonly string[], winners: number[], scores: number[]): string {
  if (winners.length === 1) {
    const w = winners[0]!;
    const rest = scores.filter((_, i) => i !== w);
    const detail = scores.length === 2 ? `${scores[w]}:${rest[0]}` : `mit ${scores[w]}`;
    return `${names[w]} gewinnt ${detail}`;
  }
  return `Unentschieden: ${winners.map((i) => names[i]).join(' und ')} mit ${scores[winners[0] ?? 0]}`;
}

function notices(view: PublicView, names: readonly string[], games: number): WordLine[] {
  const lines: WordLine[] = [];
  const r = view.result;
  const match = view.match;
  if (r) {
    lines.push([
      [match ? `Partie ${match.game} vorbei: ` : 'Partie vorbei: ', 'muted', false],
      [winnerText(names, r.winners, r.scores), 'ink', true],
      [`  (${REASONS[r.reason](view, names, r)})`, 'muted', false],
    ]);
  } else if (view.challengeOpen) {
    lines.push([['Der letzte Zug kann jetzt angezweifelt werden', 'accent', true]]);
  } else if (view.endProposedBy !== null) {
    lines.push([[`${names[view.endProposedBy] ?? '?'} schlägt vor, die Partie zu beenden`, 'accent', true]]);
  }
  if (match) {
    if (match.totals && match.winners) {
      lines.push([
        ['Match: ', 'muted', false],
        [winnerText(names, match.winners, match.totals), 'ink', true],
        ['  (beide Partien)', 'muted', false],
      ]);
    } else {
      const played = match.games.map((g, i) => `${i + 1}. Partie ${g.scores.join(':')}`);
      lines.push([[['Match', `Partie ${match.game} von ${games}`, ...played].join(' · '), 'muted', false]]);
    }
  }
  return lines;
}

export const image: ImageWords = {
  // The premium squares: doppelter und dreifacher Buchstaben-, doppelter und dreifacher Wortwert.
  premiums: { DL: '2B', TL: '3B', DW: '2W', TW: '3W' },
  lastMove: (m, play) => {
    switch (m.kind) {
      case 'place': return imagePlay(play, m.move);
      case 'withdrawn': return `${imagePlay(play, m.move)} zurückgenommen`;
      case 'challenge': return `Einspruch: ${imagePlay(play, m.move)} gilt`;
      case 'exchange': return m.count === undefined ? 'getauscht' : `${stonesCount(m.count)} getauscht`;
      case 'pass': return 'gepasst';
      case 'skip': return 'setzt aus';
      case 'resign': return m.reason === 'forfeit' ? 'auf Zeit verloren' : 'aufgegeben';
      case 'time-out': return 'Zeit abgelaufen';
      case 'end': return 'Ende zugestimmt';
    }
  },
  noMoves: 'Noch keine Züge',
  bag: (n) => (n === 0 ? 'Beutel leer' : `Beutel ${n}`),
  cardNote: (winner, over, tiles) => (winner ? 'Sieg' : over ? '' : stonesCount(tiles)),
  notices,
};
