/**
 * Refusals in words: engine errors and the bot's own problems are codes, and `explain`
 * reads the sentence for each from the sentence table (src/bot/words). The text helpers
 * every sentence uses are re-exported here for the modules that quote and cut.
 */
import type { RuleError } from '../engine/index.js';
import type { HubProblem, Problem } from '../games/problems.js';
import { words, type Words } from './words/index.js';

export type { HubProblem as BotProblem, HubProblemCode as BotProblemCode, Problem } from '../games/problems.js';
export { cut, graphemes, QUOTE_CHARS, visible } from './words/text.js';

/** What a player typed, quoted in a sentence: the one way every sentence quotes input. */
export const quote = (input: string, max?: number): string => words.quote(input, max);

/** `A`, `A and B`, `A, B and C`. */
export const list = (xs: readonly string[]): string => words.list(xs);

export const HUB_SENTENCES = words.problems.hub;
/** The turn clock's choices (name, value) in the language spoken now: the values are the same in every language. */
export const paceChoices = (): Words['problems']['paceChoices'] => words.problems.paceChoices;
export const timeoutChoices = (): Words['problems']['timeoutChoices'] => words.problems.timeoutChoices;
export const unknownChoice = (option: string, typed: string): string => words.problems.unknownChoice(option, typed);
export const unreadableTiles = (typed: string): string => words.problems.unreadableTiles(typed);

export function isRuleError(p: Problem): p is RuleError {
  return p.code in words.problems.engine;
}

/** The sentence a player reads for a refusal. */
export function explain(p: Problem): string {
  return isRuleError(p) ? words.problems.engine[p.code](p) : words.problems.hub[p.code](p as HubProblem);
}
