/**
 * The sentence tables, one per language, and which one the bot speaks with now.
 *
 * `words` is the table of the message being built: every sentence is read as
 * `words.x.y`, and which language that is is decided at two kinds of boundary only:
 *
 * - an interaction (the router in interactions.ts) is answered in its reader's language:
 *   the interaction's `locale`, the person's Discord client language. Refusals, racks,
 *   hints, autocomplete: everything only that person sees.
 * - a message the channel reads (a board, a lobby, a thread's summary line, a shared
 *   analysis, a replay) is built inside `publicly(...)`, in the server's language: the
 *   interaction's `guild_locale` when it answers an interaction, `guild.preferredLocale`
 *   when the poster posts with no interaction (the publisher after a restart, the clock,
 *   the computer's moves).
 *
 * The rule: a public message is never built in one reader's language. The discord.js
 * responder refuses to send a public reply that `publicly` did not build (interactions.ts),
 * so forgetting it fails loudly in every end-to-end test that reaches the message, not
 * quietly in French for a Spanish server. Outside any scope (tools, unit tests) the table
 * is English.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { de } from './de/index.js';
import { en } from './en/index.js';
import { es } from './es/index.js';
import { fr } from './fr/index.js';
import type { PresetWords, Words } from './types.js';

export type { PresetWords, Words } from './types.js';

/** Every table by its language: the part of a Discord locale before `-` (`es` for `es-ES` and `es-419`). */
export const TABLES = { en, fr, es, de } as const satisfies Record<string, Words>;

/** A language with a table of its own. */
export type Language = keyof typeof TABLES;

/** The language every locale without a table falls back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The language whose table speaks for a Discord locale (`fr`, `es-ES`, `en-GB`, ...): by the part before `-`, English for any without one. */
export function languageOf(locale: string | null | undefined): Language {
  const language = (locale ?? '').split('-')[0]!.toLowerCase();
  return Object.hasOwn(TABLES, language) ? (language as Language) : FALLBACK_LANGUAGE;
}

/** The table for a Discord locale (see languageOf). */
export function tableFor(locale: string | null | undefined): Words {
  return TABLES[languageOf(locale)];
}

interface Voice {
  /** The table `words` reads now. */
  table: Words;
  /** The table of the channel the current interaction came from: what `publicly` speaks. */
  channel: Words;
}

const voice = new AsyncLocalStorage<Voice>();

/** Runs `fn` with `words` reading `table`; `channel`: the table public messages built within take (default: the same). */
export function speaking<T>(table: Words, fn: () => T, channel: Words = table): T {
  return voice.run({ table, channel }, fn);
}

/** The table a public message built now speaks: the channel's of the interaction under way, English outside one. */
export function channelTable(): Words {
  return voice.getStore()?.channel ?? en;
}

const spokenPublicly = new WeakSet<object>();

/**
 * Builds a message the whole channel reads, in the channel's language (`table`, by
 * default the current interaction's server's): the only way a public reply is built.
 */
export function publicly<T extends object>(build: () => Promise<T>, table?: Words): Promise<T>;
export function publicly<T extends object>(build: () => T, table?: Words): T;
export function publicly<T extends object>(build: () => T | Promise<T>, table: Words = channelTable()): T | Promise<T> {
  const built = speaking(table, build, table);
  const mark = (message: T): T => {
    spokenPublicly.add(message);
    return message;
  };
  return built instanceof Promise ? built.then(mark) : mark(built);
}

/**
 * Builds a reply that edits its reader's own private message in place (a reply that is not
 * ephemeral, yet only its reader sees it): in the reader's language.
 */
export function privatelyInPlace<T extends object>(build: () => Promise<T>): Promise<T> {
  return publicly(build, voice.getStore()?.table ?? en);
}

/** Whether `message` was built by `publicly` (or `privatelyInPlace`): in the language of all who read it. */
export function isSpokenPublicly(message: object): boolean {
  return spokenPublicly.has(message);
}

/** The current table, key by key: `words.lobby` is the lobby's sentences in the language spoken now. */
export const words: Words = Object.defineProperties(
  {} as Words,
  Object.fromEntries(Object.keys(en).map((key) => [key, { enumerable: true, get: () => (voice.getStore()?.table ?? en)[key as keyof Words] }])),
);

/** The words of the preset a game's rules came from (`rules.preset`); null for custom rules. */
export function presetWords(id: string): PresetWords | null {
  return Object.hasOwn(words.presets, id) ? words.presets[id as keyof Words['presets']] : null;
}
