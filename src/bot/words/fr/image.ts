/** The board image's words in French: the last move, the bag, the cards' notes, and the lines about the result, a pending challenge or proposal, and the match. */
import type { EndReason, GameResult, PublicView } from '../../../engine/index.js';
import type { WordLine } from '../../../render/panel.js';
import type { ImageWords } from '../types.js';
import { blankNote, counted, pluralOf } from './common.js';

/** A play on the image: its whole word and square, and which letters are blanks. */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const note = blankNote(play.word);
  return `${play.word} (${play.square})${note ? ` (${note})` : ''}`;
};

const REASONS: Record<EndReason, (view: PublicView, names: readonly string[], r: GameResult) => string> = {
  'went-out': () => 'un joueur a fini',
  'scoreless-turns': (v) => {
    const n = v.rules.end.scorelessTurns;
    return n === null ? 'trop de tours sans points' : `${n} ${pluralOf(n, 'tour')} sans points`;
  },
  'no-legal-play': () => 'plus aucun coup possible',
  agreement: () => 'fin d\'un commun accord',
  'consecutive-exchanges': (v) => {
    const n = v.rules.end.consecutiveExchanges;
    return n === null ? 'trop d\'échanges d\'affilée' : `${n} ${pluralOf(n, 'échange')} d'affilée`;
  },
  resigned: (_v, names, r) => `${r.resigned === undefined ? 'un joueur' : names[r.resigned]} a abandonné`,
};

/** Who won (the game, or the match when `match`), and by what. */
function winnerText(names: readonly string[], winners: number[], scores: number[], match = false): string {
  if (winners.length === 1) {
    const w = winners[0]!;
    const rest = scores.filter((_, i) => i !== w);
    const detail = scores.length === 2 ? `${scores[w]}–${rest[0]}` : `avec ${scores[w]}`;
    return `${names[w]} gagne${match ? ' le match' : ''} ${detail}`;
  }
  return `${match ? 'Match nul' : 'Égalité'} : ${winners.map((i) => names[i]).join(' et ')} à ${scores[winners[0] ?? 0]}`;
}

function notices(view: PublicView, names: readonly string[], games: number): WordLine[] {
  const lines: WordLine[] = [];
  const r = view.result;
  const match = view.match;
  if (r) {
    lines.push([
      [match ? `Fin de la partie ${match.game} : ` : 'Fin de partie : ', 'muted', false],
      [winnerText(names, r.winners, r.scores), 'ink', true],
      [`  (${REASONS[r.reason](view, names, r)})`, 'muted', false],
    ]);
  } else if (view.challengeOpen) {
    lines.push([['Le dernier coup peut être contesté maintenant', 'accent', true]]);
  } else if (view.endProposedBy !== null) {
    lines.push([[`${names[view.endProposedBy] ?? '?'} propose de terminer la partie`, 'accent', true]]);
  }
  if (match) {
    if (match.totals && match.winners) {
      lines.push([
        ['Match : ', 'muted', false],
        [winnerText(names, match.winners, match.totals, true), 'ink', true],
        ['  (les deux parties)', 'muted', false],
      ]);
    } else {
      const played = match.games.map((g, i) => `partie ${i + 1} ${g.scores.join('–')}`);
      lines.push([[['Match en deux parties', `partie ${match.game} sur ${games}`, ...played].join(' · '), 'muted', false]]);
    }
  }
  return lines;
}

export const image: ImageWords = {
  // The premium squares: lettre compte double, triple ; mot compte double, triple.
  premiums: { DL: 'LD', TL: 'LT', DW: 'MD', TW: 'MT' },
  lastMove: (m, play) => {
    switch (m.kind) {
      case 'place': return imagePlay(play, m.move);
      case 'withdrawn': return `${imagePlay(play, m.move)} retiré`;
      case 'challenge': return `a contesté à tort ${imagePlay(play, m.move)}`;
      case 'exchange': return m.count === undefined ? 'a échangé' : `a échangé ${counted(m.count, 'jeton')}`;
      case 'pass': return 'a passé';
      case 'skip': return 'a perdu son tour';
      case 'resign': return m.reason === 'forfeit' ? 'a perdu au temps' : 'a abandonné';
      case 'time-out': return 'a dépassé son temps';
      case 'end': return 'a accepté de finir';
    }
  },
  noMoves: 'Aucun coup pour l\'instant',
  bag: (n) => (n === 0 ? 'Sac vide' : `Sac ${n}`),
  cardNote: (winner, over, tiles) => (winner ? 'vainqueur' : over ? '' : counted(tiles, 'jeton')),
  notices,
};
