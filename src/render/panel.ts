/**
 * The panel above the grid: one card per player (name, score, tiles on the rack),
 * the player to move or the winner marked; then the last move and the bag; then,
 * when there is one, the result of the game and of the match, or a notice.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { faces } from '../engine/alphabet.js';
import { spellMove } from '../engine/notation.js';
import { gamesInMatch } from '../engine/rules.js';
import type { EndReason, GameResult } from '../engine/state.js';
import { alphabetOf } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { CAP_HEIGHT, font, printable } from './fonts.js';
import { COLORS } from './theme.js';
import { drawStar, roundRect } from './tile.js';

const CARD_H = 1.75;
const LINE_H = 1;
const GAP = 0.22;
/**
 * Text sizes, in cells: large enough that a phone, which shows the board about 400 px
 * wide (a cell is then about 25 px), draws names and the lines under the cards with
 * capitals about 10 px tall.
 */
export const TEXT = { name: 0.6, score: 0.84, note: 0.57, line: 0.62 } as const;

/**
 * Lines under the cards: each a list of runs of text, colour, bold, and whether the run is
 * kept whole (the runs before it are cut to leave it room).
 */
export type Run = [string, string, boolean, keep?: boolean];

/**
 * What the image says that the view holds only as data, worded by whoever draws it (the
 * bot's sentence table; a tool's own): the render layer writes no sentence of its own.
 */
export interface BoardWords {
  /** The last move after its player's name, e.g. `AQuA (8D) (u is a blank)`, `passed`. */
  lastMove?: string;
  /** The line before any move, on an empty board. */
  noMoves?: string;
  /** At the right of the last move's line: the tiles in the bag. */
  bag?: string;
  /** Under each player's score: the tiles on the rack, or that they won. */
  cardNotes?: string[];
  /** The lines under the last move: the result, a challenge or proposal pending, the match. */
  notices?: WordLine[];
  /** What the premium squares say (two or three letters each); DL, TL, DW, TW when absent. */
  premiums?: PremiumLabels;
}

/** The labels of the premium squares, by premium. */
export type PremiumLabels = Readonly<Record<'DL' | 'TL' | 'DW' | 'TW', string>>;

/** How a run of words is drawn: softly, in ink, or in the accent colour. */
export type Tone = 'muted' | 'ink' | 'accent';
/** A line of the panel in words: runs of [text, tone, bold]. */
export type WordLine = [string, Tone, boolean][];

const TONES: Record<Tone, string> = { muted: COLORS.muted, ink: COLORS.ink, accent: COLORS.accent };

/** Runs of words as the fonts draw them, the spaces around each kept. */
const drawableRuns = (line: WordLine): Run[] =>
  line.map(([text, tone, bold]) => [`${/^\s*/.exec(text)![0]}${printable(text)}${/\s*$/.exec(text)![0]}`, TONES[tone], bold]);

/** A running turn clock as the board shows it: whose it is and what is left (this turn's allowance, then the bank). */
export interface BoardClock {
  player: number;
  turnLeftMs: number;
  bankLeftMs: number;
}

/** Time left, short enough for a card: `2:40` under an hour, `5h 12m` under two days, else `3d 4h`. */
export function shortDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const m = Math.floor(s / 60);
  if (m < 48 * 60) return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
  return `${Math.floor(m / 1440)}d ${Math.floor((m % 1440) / 60)}h`;
}

/** The clock on the card of the player whose time runs: this turn's time left, then the bank after a plus. */
export function clockText(c: BoardClock): string {
  return c.bankLeftMs > 0 ? `${shortDuration(c.turnLeftMs)} + ${shortDuration(c.bankLeftMs)}` : shortDuration(c.turnLeftMs);
}

export function headerHeight(view: PublicView, cell: number, words: BoardWords = {}): number {
  return Math.round(cell * (0.3 + CARD_H + GAP + LINE_H * (1 + noticeLines(view, names(view), words).length)));
}

export function drawHeader(ctx: SKRSContext2D, view: PublicView, x: number, y: number, w: number, cell: number, clock: BoardClock | null = null, words: BoardWords = {}): void {
  const who = names(view);
  drawCards(ctx, view, who, x, y, w, cell, clock, words);
  let ly = y + cell * (CARD_H + GAP);
  drawLine(ctx, lastMoveRuns(view, who, words), x, ly, w, cell, words.bag ?? bagText(view));
  for (const runs of noticeLines(view, who, words)) {
    ly += cell * LINE_H;
    drawLine(ctx, runs, x, ly, w, cell, '');
  }
}

/** Names as the fonts can draw them; a name with nothing drawable becomes its seat. */
function names(view: PublicView): string[] {
  return view.players.map((p, i) => printable(p.name) || `Player ${i + 1}`);
}

function drawCards(ctx: SKRSContext2D, view: PublicView, who: string[], x: number, y: number, w: number, cell: number, clock: BoardClock | null, words: BoardWords): void {
  const n = Math.max(1, view.players.length);
  const gap = cell * 0.2;
  const cw = (w - gap * (n - 1)) / n;
  const ch = cell * CARD_H;
  const result = view.result;
  const scores = result?.scores ?? view.players.map((p) => p.score);
  view.players.forEach((p, i) => {
    const cx = x + i * (cw + gap);
    const winner = result?.winners.includes(i) ?? false;
    const toMove = !result && view.status === 'playing' && view.turn === i;
    const fill = winner ? COLORS.winner : toMove ? COLORS.accent : COLORS.chip;
    const ink = winner || toMove ? '#ffffff' : COLORS.ink;
    const soft = winner || toMove ? 'rgba(255,255,255,0.82)' : COLORS.muted;
    ctx.fillStyle = fill;
    roundRect(ctx, cx, y, cw, ch, cell * 0.16);
    ctx.fill();

    const inset = cell * 0.24;
    let nx = cx + inset;
    const nameY = y + cell * 0.26 + CAP_HEIGHT * cell * TEXT.name;
    if (toMove || winner) {
      // A triangle marks the player to move, a star the winner.
      const s = cell * 0.15;
      const my = nameY - (CAP_HEIGHT * cell * TEXT.name) / 2;
      ctx.fillStyle = ink;
      if (toMove) {
        ctx.beginPath();
        ctx.moveTo(nx, my - s);
        ctx.lineTo(nx + s * 1.5, my);
        ctx.lineTo(nx, my + s);
        ctx.fill();
        nx += s * 1.5 + cell * 0.14;
      } else {
        drawStar(ctx, nx + s * 1.3, my, s * 1.4, ink);
        nx += s * 2.6 + cell * 0.14;
      }
    }
    ctx.textBaseline = 'alphabetic';
    // The running clock, at the right of the name line of the player whose time it is.
    let clockW = 0;
    if (clock && clock.player === i && view.status === 'playing' && !result) {
      const text = clockText(clock);
      ctx.font = font(cell * TEXT.note, 700);
      ctx.textAlign = 'right';
      ctx.fillStyle = ink;
      ctx.fillText(text, cx + cw - inset, nameY);
      clockW = ctx.measureText(text).width + cell * 0.2;
    }
    ctx.textAlign = 'left';
    ctx.font = font(cell * TEXT.name, 700);
    ctx.fillStyle = ink;
    ctx.fillText(fit(ctx, who[i]!, cx + cw - inset - nx - clockW), nx, nameY);

    const scoreY = y + ch - cell * 0.24;
    ctx.font = font(cell * TEXT.score, 700);
    ctx.fillText(String(scores[i] ?? p.score), cx + inset, scoreY);
    ctx.textAlign = 'right';
    ctx.font = font(cell * TEXT.note, 400);
    ctx.fillStyle = soft;
    const note = printable(words.cardNotes?.[i] ?? (winner ? 'winner' : result ? '' : p.rackCount === 1 ? '1 tile' : `${p.rackCount} tiles`));
    ctx.fillText(note, cx + cw - inset, scoreY);
  });
}

/**
 * The line under the cards: who made the last move, what it was (as `words` put it; without
 * them, the play's whole word and square, which are notation rather than a sentence), and what it scored.
 */
export function lastMoveRuns(view: PublicView, who: string[], words: BoardWords = {}): Run[] {
  const m = view.lastMove;
  if (!m) return view.board.some((r) => /[^.]/.test(r)) ? [] : [[words.noMoves ?? 'No moves yet', COLORS.muted, false]];
  const spelled = m.move === undefined ? null : spellMove(m.move, view.board);
  const what = words.lastMove ?? (spelled ? `${spelled.word} (${spelled.square})` : (m.move ?? ''));
  // Tiles as their faces, in words handed in too: Spanish CH is kept as a stand-in (Ĉ) that
  // no language writes and the fonts do not draw.
  const shown = faces(alphabetOf(view.rules.tileSet), what);
  const runs: Run[] = [[`${who[m.player] ?? '?'}: `, COLORS.muted, false], [printable(shown), COLORS.ink, true]];
  if (m.kind === 'place' || m.score !== 0) {
    // The score stays, should a long play and its blanks' note not fit beside it.
    runs.push([`  ${m.score >= 0 ? '+' : '−'}${Math.abs(m.score)}`, m.score < 0 ? COLORS.loss : COLORS.accent, true, true]);
  }
  return runs;
}

function bagText(view: PublicView): string {
  return view.bagCount === 0 ? 'Bag empty' : `Bag ${view.bagCount}`;
}

const REASONS: Record<EndReason, (view: PublicView, who: string[], r: GameResult) => string> = {
  'went-out': () => 'a player went out',
  'scoreless-turns': (v) => `${v.rules.end.scorelessTurns ?? 'too many'} scoreless turns`,
  'no-legal-play': () => 'no legal play left',
  agreement: () => 'ended by agreement',
  'consecutive-exchanges': (v) => `${v.rules.end.consecutiveExchanges ?? 'too many'} exchanges in a row`,
  resigned: (_v, who, r) => `${r.resigned === undefined ? 'a player' : who[r.resigned]} resigned`,
};

/** The lines under the last move: as `words` put them, or else in the render layer's own words (for tools that draw positions without the bot). */
function noticeLines(view: PublicView, who: string[], words: BoardWords): Run[][] {
  if (words.notices) return words.notices.map(drawableRuns);
  const lines: Run[][] = [];
  const r = view.result;
  const match = view.match;
  if (r) {
    const label = match ? `Game ${match.game} over: ` : 'Game over: ';
    lines.push([
      [label, COLORS.muted, false],
      [winnerText(who, r.winners, r.scores), COLORS.ink, true],
      [`  (${REASONS[r.reason](view, who, r)})`, COLORS.muted, false],
    ]);
  } else if (view.challengeOpen) {
    lines.push([['The last play may be challenged now', COLORS.accent, true]]);
  } else if (view.endProposedBy !== null) {
    lines.push([[`${who[view.endProposedBy] ?? '?'} proposes to end the game`, COLORS.accent, true]]);
  }
  if (match) {
    if (match.totals && match.winners) {
      lines.push([
        ['Match: ', COLORS.muted, false],
        [winnerText(who, match.winners, match.totals, 'the match'), COLORS.ink, true],
        ['  (both games)', COLORS.muted, false],
      ]);
    } else {
      const played = match.games.map((g, i) => `game ${i + 1} ${g.scores.join('–')}`);
      lines.push([[['Two-game match', `game ${match.game} of ${gamesInMatch(view.rules)}`, ...played].join(' · '), COLORS.muted, false]]);
    }
  }
  return lines;
}

function winnerText(who: string[], winners: number[], scores: number[], what = ''): string {
  const suffix = what ? ` ${what}` : '';
  if (winners.length === 1) {
    const w = winners[0]!;
    const rest = scores.filter((_, i) => i !== w);
    const detail = scores.length === 2 ? `${scores[w]}–${rest[0]}` : `with ${scores[w]}`;
    return `${who[w]} wins${suffix} ${detail}`;
  }
  return `Tie${suffix}: ${winners.map((i) => who[i]).join(' and ')} on ${scores[winners[0] ?? 0]}`;
}

/** One line of runs, left aligned, with `right` at the right edge; long runs are cut. */
function drawLine(ctx: SKRSContext2D, runs: Run[], x: number, y: number, w: number, cell: number, right: string): void {
  const px = cell * TEXT.line;
  const base = y + (cell * LINE_H) / 2 + (CAP_HEIGHT * px) / 2;
  ctx.textBaseline = 'alphabetic';
  let rightW = 0;
  if (right) {
    ctx.font = font(px, 700);
    ctx.textAlign = 'right';
    ctx.fillStyle = COLORS.ink;
    ctx.fillText(right, x + w, base);
    rightW = ctx.measureText(right).width + cell * 0.4;
  }
  ctx.textAlign = 'left';
  let cx = x;
  layoutLine(ctx, runs, w - rightW, px).forEach((shown, i) => {
    if (shown === null) return;
    const [, color, bold] = runs[i]!;
    ctx.font = font(px, bold ? 700 : 400);
    ctx.fillStyle = color;
    ctx.fillText(shown, cx, base);
    cx += ctx.measureText(shown).width;
  });
}

/**
 * What each run of a line shows in `room` pixels at `px` (null: nothing): left to right,
 * each cut to leave the kept runs after it their room; after a cut, only kept runs follow.
 */
export function layoutLine(ctx: SKRSContext2D, runs: Run[], room: number, px: number): (string | null)[] {
  const width = ([text, , bold]: Run) => {
    ctx.font = font(px, bold ? 700 : 400);
    return ctx.measureText(text).width;
  };
  const after = runs.map(() => 0);
  for (let i = runs.length - 2; i >= 0; i--) after[i] = after[i + 1]! + (runs[i + 1]![3] ? width(runs[i + 1]!) : 0);
  let used = 0;
  let cut = false;
  return runs.map(([text, , bold, keep], i) => {
    if (cut && !keep) return null;
    ctx.font = font(px, bold ? 700 : 400);
    const shown = fit(ctx, text, room - used - (keep ? 0 : after[i]!));
    used += ctx.measureText(shown).width;
    if (shown !== text) cut = true;
    return shown;
  });
}

/** The text, cut with an ellipsis to fit `max` pixels in the current font. */
export function fit(ctx: SKRSContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  const chars = [...text];
  while (chars.length > 0 && ctx.measureText(chars.join('') + '…').width > max) chars.pop();
  return chars.length ? chars.join('').trimEnd() + '…' : '';
}
