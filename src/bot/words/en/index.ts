/** The sentences in English: one value of `Words`, assembled from a file per concept. */
import type { Words } from '../types.js';
import { blankNote, list, quote } from './common.js';
import { customRules, presets, tileSets } from './presets.js';
import { moves } from './moves.js';
import { problems } from './problems.js';
import { rules } from './rules.js';
import { turn } from './turn.js';
import { clock } from './clock.js';
import { rack } from './rack.js';
import { lobby } from './lobby.js';
import { exports, stats } from './stats.js';
import { advice } from './advice.js';
import { suggest } from './suggest.js';

/** A play on the image: its whole word and square, and which letters are blanks. */
const imagePlay = (play: { word: string; square: string } | null, move: string | undefined) => {
  if (!play) return move ?? '';
  const note = blankNote(play.word);
  return `${play.word} (${play.square})${note ? ` (${note})` : ''}`;
};

export const en: Words = {
  list,
  quote,
  blankNote,
  presets,
  customRules,
  tileSets,
  rules,
  moves,
  turn,
  clock,
  rack,
  lobby,
  stats,
  exports,
  advice,
  suggest,
  problems,
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
