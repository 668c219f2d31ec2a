/**
 * What the Activity's server and its page say to each other: shared by both, so the page
 * is type-checked against what the server sends. Types only (the page bundles none of the server).
 */
import type { PlacedTile, PublicView } from '../engine/index.js';

export interface ActivityPlayer {
  name: string;
  score: number;
  rackCount: number;
  computer: boolean;
  /** This is the user the view is for. */
  you: boolean;
}

export interface ActivityView {
  channelId: string;
  /** `none`: no game here; `lobby`: players gathering (play happens once it starts). */
  state: 'none' | 'lobby' | 'playing' | 'between-games' | 'over';
  version: number;
  board?: readonly string[];
  premiums?: PublicView['premiums'];
  values?: PublicView['values'];
  /** The game's tile letters in order, each with its face (`['Ĉ', 'CH']`): what tiles show and a blank may be. */
  alphabet?: [string, string][];
  players?: ActivityPlayer[];
  turn?: number;
  bagCount?: number;
  /** The squares of the last play, to highlight them ([row, col]). */
  lastSquares?: [number, number][];
  /** The last move in the bot's words. */
  lastMove?: string | null;
  challengeOpen?: boolean;
  /** The seat that proposed ending the game (rules that end by agreement), or null. */
  endProposedBy?: number | null;
  /** Whose agreement the proposal still waits for includes the viewer. */
  endWaitsForYou?: boolean;
  /** The rules let players end the game by agreement. */
  endByAgreement?: boolean;
  /** How the game (or a game of the match) ended, in the bot's words, once it has. */
  result?: string[] | null;
  /** The clock in the bot's words, when the game has one. */
  clock?: string | null;
  /** The viewer's seat, or -1 for a spectator. */
  seat: number;
  /** The viewer's own rack: only ever their own, and only to a player. */
  rack?: string;
  /** Players in the lobby, while it gathers. */
  lobbyPlayers?: string[];
}

/** The answer to an action or a preview: the new view, or the refusal in the bot's words. */
export type ActionAnswer = { ok: true; view: ActivityView } | { ok: false; message: string };
export type PreviewAnswer = { ok: true; move: string; score: number; words: string[] } | { ok: false; message: string };
export type { PlacedTile };
