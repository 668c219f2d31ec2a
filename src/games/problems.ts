/**
 * Why the hub refused something, as codes. Engine refusals pass through unchanged;
 * the hub adds its own (lobby, seats, store). The sentences live in the front end
 * (src/bot/messages.ts for Discord), written once per code.
 */
import type { LanguageId, Result, RuleError } from '../engine/index.js';

export type HubProblemCode =
  | 'no-game'
  | 'game-already-running'
  | 'lobby-already-open'
  | 'no-lobby'
  | 'already-joined'
  | 'not-in-lobby'
  | 'lobby-full'
  | 'seats-kept'
  | 'not-host'
  | 'host-cannot-leave'
  | 'age-needed'
  | 'bad-age'
  | 'spectator'
  | 'resigned'
  | 'use-resign'
  | 'game-not-over'
  | 'unknown-preset'
  | 'unknown-lexicon'
  /** A language the bot does not play (`detail`, as typed). */
  | 'unknown-language'
  /** A rule set whose tile set is English only (`detail`, the preset) asked for in another `language`. */
  | 'preset-not-in-language'
  /** A word list (`detail`) in another language (`listLanguage`) than the game's (`language`). */
  | 'lexicon-not-in-language'
  /** The list (`detail`) is being made from its dictionary (a language's list, at the bot's start) and cannot be played yet. */
  | 'lexicon-not-ready'
  | 'cannot-cancel'
  | 'missing-permissions'
  | 'stale'
  | 'old-board'
  | 'store-unavailable'
  /** The bot stopped after acknowledging an action and before saving it: the action never happened. */
  | 'interrupted'
  | 'restarting'
  | 'unknown-command'
  | 'nudge-own-turn'
  | 'nudge-computer'
  | 'nudge-too-soon'
  | 'no-archived-game'
  /** A replay's button whose custom id this version cannot read. */
  | 'replay-outdated'
  /** A replay's game is no longer in the archive. */
  | 'replay-gone'
  /** A replay's button names a move the game does not have (`limit`: how many it has). */
  | 'replay-step'
  | 'hints-off'
  | 'computer-host-only'
  | 'computer-not-seated'
  | 'lobby-started'
  | 'old-lobby'
  | 'analysis-not-ready'
  /** The word judge, asked by a player of the game running in the channel (it would tell them whether to challenge). */
  | 'judge-in-game'
  /** The word judge's input: nothing to check, something other than letters (`detail`), too many words or too long a word (`limit`). */
  | 'judge-no-words'
  | 'judge-not-letters'
  | 'judge-too-many-words'
  | 'judge-word-too-long'
  /** The bot may not open a thread for the game here: `detail`, the permissions it lacks, by name. */
  | 'thread-permissions'
  /** Discord refused to open the game's thread (for another reason than a permission the interaction showed missing). */
  | 'thread-refused'
  /** A server setting changed by a member without Manage Server. */
  | 'needs-manage-server'
  | 'internal';

export interface HubProblem {
  code: HubProblemCode;
  detail?: string;
  limit?: number;
  /** What could have been given instead (the installed dictionaries, for an unknown one). */
  options?: readonly string[];
  /** The language a game was asked for in, and the language of the word list named for it. */
  language?: LanguageId;
  listLanguage?: LanguageId;
}

export type Problem = RuleError | HubProblem;

/** The hub's result: the engine's Result type, refused with a Problem (an engine RuleError or the hub's own). */
export type Outcome<T> = Result<T, Problem>;

export const fail = <T>(error: Problem): Outcome<T> => ({ ok: false, error });
export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
