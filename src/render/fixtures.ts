/** Positions for the render tests, the benchmark and sample images. */
import { parseCgp } from '../engine/cgp.js';
import { PRESETS } from '../engine/rules.js';
import type { PublicView } from '../engine/views.js';
import { type CgpViewOptions, viewFromCgp } from './cgp-view.js';

/** A late game of valid Collins words: 88 tiles, both blanks (b in DABbLERS, b in NObLE). */
export const LATE_GAME_BOARD = [
  '.........I.....',
  '...QAID..N.....',
  '.....M...TO..T.',
  '.....ICEBOX..O.',
  '...U.DO..NObLE.',
  '...R..RAPE.....',
  '..TAE.DSO..NIEF',
  '..ASPRAWL....L.',
  '...EA.GIO..EGER',
  '....C.EM.....V.',
  '....R.......NE.',
  '....I......ION.',
  '....DABbLERS.T.',
  '....SI..AHEIGHT',
  '.....A.....T...',
] as const;

export const LATE_GAME_CGP = `${LATE_GAME_BOARD.map((r) => r.replace(/\.+/g, (m) => String(m.length))).join('/')} FJNUUVY/ 371/398 0 lex CSW21;`;

export const EMPTY_CGP = '15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEINRST/ 0/0 0';

export function fixtureView(cgp: string, opts: CgpViewOptions = {}): PublicView {
  const pos = parseCgp(cgp);
  if (!pos.ok) throw new Error(`bad fixture CGP: ${pos.error.detail}`);
  const view = viewFromCgp(pos.value, opts);
  if (!view.ok) throw new Error(`bad fixture view: ${view.error.detail}`);
  return view.value;
}

export function lateGameView(opts: CgpViewOptions = {}): PublicView {
  return fixtureView(LATE_GAME_CGP, {
    names: ['Ada', 'Grace'],
    lastMove: '13E .ABbLERS',
    lastScore: 74,
    lastPlayer: 1,
    ...opts,
  });
}

/** The empty board of every preset. */
export function emptyViews(): { preset: string; view: PublicView }[] {
  return PRESETS.map((p) => ({ preset: p.id, view: fixtureView(EMPTY_CGP, { preset: p.id, names: ['Ada', 'Grace'] }) }));
}
