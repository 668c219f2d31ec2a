/** The shapes of the sentences of where a game gathers: its lobby message, and the thread of its own (see types.ts). */
import type { LevelId } from '../../ai/levels.js';
import type { GameSummary } from '../../games/summary.js';

/** A game in a thread of its own: the thread's name, the parent channel's summary line, the server's setting. Names come shown. */
export interface ThreadWords {
  /** While players gather: `Scrabble: alice (Tournament)`. */
  lobbyName(host: string, rules: string): string;
  /** Once dealt: `alice vs bob · Tournament`. */
  gameName(players: readonly string[], rules: string): string;
  /** The summary line: `thread` links to the thread, `rules` names the rule set. */
  summary(thread: string, s: GameSummary, rules: string): string;
  /** The server's setting, after `/scrabble settings threads:` (`changed`: just saved). */
  setting(on: boolean, changed: boolean): string;
}

/** The lobby message. Players come as mentions. */
export interface LobbyWords {
  opened(host: string, full: boolean, needsAge: boolean): string;
  title(rules: string): string;
  players(n: number, max: number): string;
  player(who: string, ageMissing: boolean): string;
  dictionary: string;
  words: string;
  clock: string;
  footer(min: number, max: number): string;
  buttons: Record<'join' | 'joinFull' | 'leave' | 'start' | 'declineOrLeave', string>;
  /** A rematch's offer: what is kept from the last game, and who is asked (`invited`, still to answer). */
  rematch(host: string, kept: { clock: boolean; hints: boolean; computers: boolean }, invited: readonly string[], needsAge: boolean): string;
  rematchTitle(rules: string): string;
  seatsKept: string;
  notAnswered(who: string): string;
  declined: string;
  rematchFooter(footer: string): string;
  computers: { add: string; full: string; remove: string; level(level: string): string; describe: Record<LevelId, string> };
  started(host: string, order: readonly string[]): string;
  inTurnOrder: string;
  startedFooter: string;
  /** To the player who joined by command: the count so far and who starts the game (a mention). */
  joined(n: number, max: number, host: string): string;
  /** To the player who left by command; `declined`: they were offered a seat in a rematch and said no. */
  left(declined: boolean): string;
  /** To the channel, after `/scrabble cancel` by `who` (a mention); `rematch`: a rematch's lobby called off, the finished game kept. */
  cancelled(who: string, rematch: boolean): string;
}
