/** Colours and proportions shared by the board and rack images. */
import type { Premium } from '../engine/board.js';

export const COLORS = {
  page: '#f5f1e8',
  ink: '#2e2a24',
  muted: '#7a7264',
  grid: '#d9d1c0',
  square: '#ebe5d8',
  coord: '#6b6355',
  star: '#8f4a3c',
  starPlain: '#a49a86',
  tile: '#f0d9a8',
  tileEdge: '#c9a96b',
  tileText: '#2b2118',
  blank: '#e3e6ef',
  blankEdge: '#a3abc2',
  blankText: '#4b3fa0',
  last: '#ffe27a',
  lastEdge: '#d08a12',
  lastRing: '#c2410c',
  accent: '#2f6f62',
  /** A score lost (a withdrawn play, a penalty): never in the gain colour. */
  loss: '#b3402e',
  chip: '#ebe5d8',
  winner: '#b7791f',
} as const;

/** Fill and label colour of each premium square; triples are dark, doubles light. */
export const PREMIUM_STYLE: Record<Exclude<Premium, ''>, { fill: string; text: string }> = {
  TW: { fill: '#c8614a', text: '#ffffff' },
  DW: { fill: '#f2c6b6', text: '#8a3a27' },
  TL: { fill: '#3f7aa8', text: '#ffffff' },
  DL: { fill: '#bcd7ea', text: '#275475' },
};
