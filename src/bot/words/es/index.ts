/** The sentences in Spanish: one value of `Words`, assembled from a file per concept. */
import type { Words } from '../types.js';
import { activity } from './activity.js';
import { advice } from './advice.js';
import { blankNote, list, quote } from './common.js';
import { clock } from './clock.js';
import { customRules, languages, lexiconName, presets, tileSets } from './presets.js';
import { exports, stats } from './stats.js';
import { image } from './image.js';
import { gamesList } from './games.js';
import { judge } from './judge.js';
import { commands } from './commands.js';
import { lobby } from './lobby.js';
import { moves } from './moves.js';
import { problems } from './problems.js';
import { puzzle } from './puzzle.js';
import { rack } from './rack.js';
import { replay } from './replay.js';
import { rules } from './rules.js';
import { suggest } from './suggest.js';
import { threads } from './threads.js';
import { turn } from './turn.js';

export const es: Words = {
  list,
  quote,
  blankNote,
  presets,
  customRules,
  tileSets,
  languages,
  lexiconName,
  rules,
  moves,
  turn,
  clock,
  rack,
  lobby,
  threads,
  commands,
  stats,
  exports,
  advice,
  suggest,
  problems,
  image,
  activity,
  judge,
  games: gamesList,
  replay,
  puzzle,
};
