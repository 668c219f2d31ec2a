/** Positions for the render tests, the benchmark and sample images. */
import { BOARD_SIZE, CENTER } from '../engine/board.js';
import { parseCgp } from '../engine/cgp.js';
import { formatPosition } from '../engine/notation.js';
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

/**
 * The late game built up a play at a time, as a game's boards follow one another: from the
 * word through the centre, each play the first word that runs through tiles already down
 * and adds some (the benchmark's stream of boards, each a move after the one before).
 */
export function lateGameReplay(): PublicView[] {
  const at = (row: number, col: number) => LATE_GAME_BOARD[row]![col]!;
  type Word = { row: number; col: number; dir: 'across' | 'down'; squares: [number, number][] };
  const words: Word[] = [];
  for (const dir of ['across', 'down'] as const) {
    for (let line = 0; line < BOARD_SIZE; line++) {
      let run: [number, number][] = [];
      for (let i = 0; i <= BOARD_SIZE; i++) {
        const [row, col] = dir === 'across' ? [line, i] : [i, line];
        if (i < BOARD_SIZE && at(row, col) !== '.') run.push([row, col]);
        else {
          if (run.length >= 2) words.push({ row: run[0]![0], col: run[0]![1], dir, squares: run });
          run = [];
        }
      }
    }
  }
  const down = new Set<number>();
  const isDown = ([row, col]: [number, number]) => down.has(row * BOARD_SIZE + col);
  const views: PublicView[] = [];
  const scores = [0, 0];
  for (let turn = 0; ; turn++) {
    const next =
      turn === 0
        ? words.find((w) => w.squares.some(([r, c]) => r === CENTER && c === CENTER))
        : words.find((w) => w.squares.some(isDown) && !w.squares.every(isDown));
    if (!next) break;
    const word = next.squares.map((sq) => (isDown(sq) ? '.' : at(...sq))).join('');
    for (const [r, c] of next.squares) down.add(r * BOARD_SIZE + c);
    const player = turn % 2;
    const score = 3 * word.replace(/\./g, '').length + 7;
    scores[player]! += score;
    const board = LATE_GAME_BOARD.map((line, r) => [...line].map((ch, c) => (down.has(r * BOARD_SIZE + c) ? ch : '.')).join(''));
    const cgp = `${board.map((r) => r.replace(/\.+/g, (m) => String(m.length))).join('/')} FJNUUVY/ ${scores[1 - player]}/${scores[player]} 0 lex CSW21;`;
    views.push(
      fixtureView(cgp, {
        names: player ? ['Ada', 'Grace'] : ['Grace', 'Ada'],
        lastMove: `${formatPosition(next)} ${word}`,
        lastScore: score,
        lastPlayer: 1,
      }),
    );
  }
  return views;
}

