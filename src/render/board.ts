/**
 * The board image: a header panel (players, turn, last move, bag, result) above
 * the 15x15 grid with coordinates. Everything is sized from one cell size, so the
 * grid fills the width: Discord scales the image to the chat's width.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { face } from '../engine/alphabet.js';
import { BOARD_SIZE, CENTER, COLUMNS, type Premium } from '../engine/board.js';
import { alphabetOf } from '../engine/tiles.js';
import type { PublicView } from '../engine/views.js';
import { CAP_HEIGHT, font } from './fonts.js';
import { drawHeader, headerHeight, type BoardClock, type BoardWords, type PremiumLabels } from './panel.js';
import { COLORS, PREMIUM_STYLE } from './theme.js';
import { drawStar, drawTile, type TileLook } from './tile.js';

export const DEFAULT_CELL = 58;

export interface BoardGeometry {
  cell: number;
  /** Width of the lines between squares. */
  gap: number;
  pad: number;
  width: number;
  height: number;
  /** Top left of the grid area (labels included), relative to the image. */
  boardX: number;
  boardY: number;
  /** Top left of square (0, 0). */
  gridX: number;
  gridY: number;
}

/**
 * Where everything goes for a given cell size and header height. Coordinates run along
 * the top and the left only, and the margins are thin, so the grid takes as much of the
 * width as it can: on a phone Discord shows the image about 400 px wide.
 */
export function geometry(cell: number, header: number): BoardGeometry {
  const gap = Math.max(1, Math.round(cell * 0.045));
  const pad = Math.round(cell * 0.12);
  const label = Math.round(cell * 0.5);
  const gridSpan = BOARD_SIZE * cell + gap;
  return {
    cell,
    gap,
    pad,
    width: pad + label + gridSpan + pad,
    height: header + label + gridSpan + pad,
    boardX: pad,
    boardY: header,
    gridX: pad + label + gap,
    gridY: header + label + gap,
  };
}

export interface DrawBoardOptions {
  /** Pixel size of one square; the default (58) gives an image 919 px wide. */
  cell?: number;
  /** A running turn clock, shown on the card of the player whose time runs. */
  clock?: BoardClock | null;
  /** The image's words for what the view holds as data (the last move). */
  words?: BoardWords;
  /** Draw the empty grid afresh instead of copying the cached one (for measuring). */
  freshGrid?: boolean;
  /** Draw each tile in its square instead of copying the one drawn before (for measuring). */
  freshTiles?: boolean;
}

/** Draws the board image for a public view. Throws when handed anything else. */
export function drawBoard(view: PublicView, opts: DrawBoardOptions = {}): Canvas {
  if ((view as { view?: unknown }).view !== 'public') throw new TypeError('board images take a public view only');
  const cell = opts.cell ?? DEFAULT_CELL;
  const header = headerHeight(view, cell, opts.words);
  const g = geometry(cell, header);
  const canvas = createCanvas(g.width, g.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, g.width, g.height);
  drawHeader(ctx, view, g.pad, g.pad, g.width - 2 * g.pad, cell, opts.clock ?? null, opts.words);

  const labels = opts.words?.premiums;
  const layer = opts.freshGrid ? drawGridLayer(view.premiums, g, labels) : gridLayer(view.premiums, g, labels);
  ctx.drawImage(layer, g.boardX, g.boardY);

  const highlight = new Set((view.lastMove?.squares ?? []).map((s) => s.row * BOARD_SIZE + s.col));
  const side = cell - g.gap;
  const alphabet = alphabetOf(view.rules.tileSet);
  for (let row = 0; row < BOARD_SIZE; row++) {
    const line = view.board[row] ?? '';
    for (let col = 0; col < BOARD_SIZE; col++) {
      const ch = line[col] ?? '.';
      if (ch === '.') continue;
      const letter = ch.toUpperCase();
      // A blank is the lower-case letter; it shows the letter's face in capitals, as every blank does.
      const blank = ch !== letter;
      const shown = face(alphabet, letter);
      const x = g.gridX + col * cell;
      const y = g.gridY + row * cell;
      const look = { blank, highlight: highlight.has(row * BOARD_SIZE + col) };
      if (opts.freshTiles) paintTile(ctx, x, y, side, shown, view.values[letter] ?? 0, look);
      else ctx.drawImage(tileSprite(side, shown, view.values[letter] ?? 0, look), x, y);
    }
  }
  return canvas;
}

// Each tile is drawn once for each look and square size and copied where it goes, so the
// same tile looks the same in every square (text drawn in place lands a sub-pixel apart here and there).
const tileCache = new Map<string, Canvas>();

/**
 * A tile in its square, side x side: the square under it shows at its rounded corners, so
 * it is painted plain first. `shown` is the tile's face (`CH` for a Spanish CH).
 */
export function tileSprite(side: number, shown: string, value: number, look: TileLook): Canvas {
  const key = `${side}:${shown}:${value}:${look.blank ? 1 : 0}${look.highlight ? 1 : 0}`;
  let sprite = tileCache.get(key);
  if (!sprite) {
    sprite = createCanvas(side, side);
    paintTile(sprite.getContext('2d'), 0, 0, side, shown, value, look);
    tileCache.set(key, sprite);
  }
  return sprite;
}

function paintTile(ctx: SKRSContext2D, x: number, y: number, side: number, shown: string, value: number, look: TileLook): void {
  ctx.fillStyle = COLORS.square;
  ctx.fillRect(x, y, side, side);
  drawTile(ctx, x, y, side, shown, value, look);
}

/** What the empty grid of a premium layout at a cell size, with its squares' labels, is known by. */
export const gridKey = (premiums: PublicView['premiums'], cell: number, labels?: PremiumLabels): string =>
  `${cell}:${premiums.map((r) => r.join(',')).join('/')}${labels ? `:${labels.DL},${labels.TL},${labels.DW},${labels.TW}` : ''}`;

// The empty grid with its coordinates depends only on the premium layout and the
// cell size: it is drawn once and copied into every image.
const gridCache = new Map<string, Canvas>();

/**
 * The empty grid with its coordinates, drawn once for each layout and cell size: its top
 * left goes at (boardX, boardY), and it reaches the right and bottom edges of the grid.
 */
export function gridLayer(premiums: PublicView['premiums'], g: BoardGeometry, labels?: PremiumLabels): Canvas {
  const key = gridKey(premiums, g.cell, labels);
  let layer = gridCache.get(key);
  if (!layer) {
    layer = drawGridLayer(premiums, g, labels);
    gridCache.set(key, layer);
  }
  return layer;
}

function drawGridLayer(premiums: PublicView['premiums'], g: BoardGeometry, labels?: PremiumLabels): Canvas {
  const { cell, gap } = g;
  const ox = g.gridX - g.boardX;
  const oy = g.gridY - g.boardY;
  const span = BOARD_SIZE * cell + gap;
  const layer = createCanvas(ox + span - gap, oy + span - gap);
  const ctx = layer.getContext('2d');
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, layer.width, layer.height);
  ctx.fillStyle = COLORS.grid;
  ctx.fillRect(ox - gap, oy - gap, span, span);

  const side = cell - gap;
  for (let row = 0; row < BOARD_SIZE; row++) {
    for (let col = 0; col < BOARD_SIZE; col++) {
      const centre = row === CENTER && col === CENTER;
      drawSquare(ctx, ox + col * cell, oy + row * cell, side, premiums[row]?.[col] ?? '', !centre, labels);
    }
  }
  const c = CENTER;
  drawStar(ctx, ox + c * cell + side / 2, oy + c * cell + side / 2, side * 0.36, premiums[c]?.[c] ? COLORS.star : COLORS.starPlain);

  // Coordinates along the top and the left only: the grid gets the width the other two sides took.
  ctx.fillStyle = COLORS.coord;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const px = cell * 0.42;
  ctx.font = font(px);
  const half = (CAP_HEIGHT * px) / 2;
  const band = ox - gap;
  for (let i = 0; i < BOARD_SIZE; i++) {
    const mid = i * cell + side / 2;
    ctx.fillText(COLUMNS[i]!, ox + mid, band / 2 + half);
    ctx.fillText(String(i + 1), band / 2, oy + mid + half);
  }
  return layer;
}

/** The centre square carries the star instead of its label. */
function drawSquare(ctx: SKRSContext2D, x: number, y: number, side: number, premium: Premium, label: boolean, labels?: PremiumLabels): void {
  ctx.fillStyle = premium ? PREMIUM_STYLE[premium].fill : COLORS.square;
  ctx.fillRect(x, y, side, side);
  if (!premium || !label) return;
  const style = PREMIUM_STYLE[premium];
  ctx.fillStyle = style.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const text = labels?.[premium] ?? premium;
  // Two letters at 0.4 of the square; a longer label smaller, so it stays inside.
  const px = side * (text.length > 2 ? 0.3 : 0.4);
  ctx.font = font(px);
  ctx.fillText(text, x + side / 2, y + side / 2 + (CAP_HEIGHT * px) / 2);
}
