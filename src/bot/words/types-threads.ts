/** The shape of the sentences of a game in a thread of its own (see types.ts). */
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
