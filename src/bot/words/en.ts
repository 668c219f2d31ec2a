/** The sentences in English. */
import type { Words } from './types.js';

const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

function blankNote(word: string): string | null {
  const blanks = [...word].filter((c) => c >= 'a' && c <= 'z');
  if (blanks.length === 0) return null;
  const letters = [...new Set(blanks)];
  if (blanks.length === 1) return `${blanks[0]} is a blank`;
  if (letters.length === 1) return `both ${letters[0]}'s are blanks`;
  return `${list(letters)} are blanks`;
}

/** A play on the image: its whole word and square, and which letters are blanks. */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const note = blankNote(play.word);
  return `${play.word} (${play.square})${note ? ` (${note})` : ''}`;
};

export const en: Words = {
  list,
  blankNote,
  presets: {
    tournament: { name: 'Tournament (NASPA basic rules)', description: 'The club and tournament game.' },
    club: { name: 'Club rules', description: 'A friendly club game.' },
    classic: { name: 'Classic rules with challenges', description: 'The rules printed in the box.' },
    duel: { name: 'Two-player duel, no blanks', description: 'A quick duel for two.' },
    match: { name: 'Two-game match', description: 'A match of two games between two players.' },
  },
  customRules: { heading: 'Custom rules', inTitle: 'custom rules' },
  tileSets: {
    standard: '100 tiles with 2 blanks',
    noBlanks: '100 tiles, no blanks (an extra K and Z instead)',
  },
  image: {
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
  },
};
