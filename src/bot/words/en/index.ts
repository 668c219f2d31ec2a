/** The sentences in English: one value of `Words`, assembled from a file per concept. */
import type { Words } from '../types.js';
import { blankNote, list, quote } from './common.js';
import { image } from './image.js';
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
  image,
};
