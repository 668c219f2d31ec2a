/** The board image's words in English: the last move, the bag, the cards' notes, and the lines about the result, a pending challenge or proposal, and the match. */
import type { EndReason, GameResult, PublicView } from '../../../engine/index.js';
import type { WordLine } from '../../../render/panel.js';
import type { ImageWords } from '../types.js';
import { blankNote } from './common.js';

/** A play on the image: its whole word and square, and which letters are blanks. */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const note = blankNote(play.word);
  return `${play.word} (${play.square})${note ? ` (${note})` : ''}`;
};

const REASONS: Record<EndReason, (view: PublicView, names: readonly string[], r: GameResult) => string> = {
  'went-out': () => 'a player went out',
  'scoreless-turns': (v) => `${v.rules.end.scorelessTurns ?? 'too many'} scoreless turns`,
  'no-legal-play': () => 'no legal play left',
  agreement: () => 'ended by agreement',
  'consecutive-exchanges': (v) => `${v.rules.end.consecutiveExchanges ?? 'too many'} exchanges in a row`,
  resigned: (_v, names, r) => `${r.resigned === undefined ? 'a player' : names[r.resigned]} resigned`,
};

function winnerText(names: readonly string[], winners: number[], scores: number[], what = ''): string {
  const suffix = what ? ` ${what}` : '';
  if (winners.length === 1) {
    const w = winners[0]!;
    const rest = scores.filter((_, i) => i !== w);
    const detail = scores.length === 2 ? `${scores[w]}–${rest[0]}` : `with ${scores[w]}`;
    return `${names[w]} wins${suffix} ${detail}`;
  }
  return `Tie${suffix}: ${winners.map((i) => names[i]).join(' and ')} on ${scores[winners[0] ?? 0]}`;
}

function notices(view: PublicView, names: readonly string[], games: number): WordLine[] {
  const lines: WordLine[] = [];
  const r = view.result;
  const match = view.match;
  if (r) {
    lines.push([
      [match ? `Game ${match.game} over: ` : 'Game over: ', 'muted', false],
      [winnerText(names, r.winners, r.scores), 'ink', true],
      [`  (${REASONS[r.reason](view, names, r)})`, 'muted', false],
    ]);
  } else if (view.challengeOpen) {
    lines.push([['The last play may be challenged now', 'accent', true]]);
  } else if (view.endProposedBy !== null) {
    lines.push([[`${names[view.endProposedBy] ?? '?'} proposes to end the game`, 'accent', true]]);
  }
  if (match) {
    if (match.totals && match.winners) {
      lines.push([
        ['Match: ', 'muted', false],
        [winnerText(names, match.winners, match.totals, 'the match'), 'ink', true],
        ['  (both games)', 'muted', false],
      ]);
    } else {
      const played = match.games.map((g, i) => `game ${i + 1} ${g.scores.join('–')}`);
      lines.push([[['Two-game match', `game ${match.game} of ${games}`, ...played].join(' · '), 'muted', false]]);
    }
  }
  return lines;
}

export const image: ImageWords = {
    // The premium squares: double and triple letter, double and triple word.
    premiums: { DL: 'DL', TL: 'TL', DW: 'DW', TW: 'TW' },
    lastMove: (m, play) => {
      switch (m.kind) {
        case 'place': return imagePlay(play, m.move);
        case 'withdrawn': return `${imagePlay(play, m.move)} withdrawn`;
        case 'challenge': return `challenged ${imagePlay(play, m.move)}: valid`;
        case 'exchange': return `exchanged ${m.count ?? ''}`.trimEnd();
        case 'pass': return 'passed';
        case 'skip': return 'lost turn';
        case 'resign': return m.reason === 'forfeit' ? 'forfeited on time' : 'resigned';
        case 'time-out': return 'ran out of time';
        case 'end': return 'agreed to end';
      }
    },
  noMoves: 'No moves yet',
  bag: (n) => (n === 0 ? 'Bag empty' : `Bag ${n}`),
  cardNote: (winner, over, tiles) => (winner ? 'winner' : over ? '' : tiles === 1 ? '1 tile' : `${tiles} tiles`),
  notices,
};
