/**
 * The languages games are played in: each picks a tile set (and with it the alphabet) and
 * the word list a game uses unless the host names another. Their names and rules texts
 * are words, in the bot's sentence tables by `id`.
 */
import type { Alphabet, AlphabetId } from './alphabet.js';
import { alphabetOf, TILE_SETS, type TileSetId } from './tiles.js';

export type LanguageId = 'en' | 'fr' | 'es' | 'de' | 'nl' | 'it';

export interface Language {
  /** ISO 639-1 code: what a host types, and the key of its words. */
  readonly id: LanguageId;
  readonly tileSet: TileSetId;
  /** Internal id of the word list games in this language use by default. */
  readonly lexicon: string;
}

export const LANGUAGES: Readonly<Record<LanguageId, Language>> = {
  en: { id: 'en', tileSet: 'standard', lexicon: 'sowpods' },
  fr: { id: 'fr', tileSet: 'french', lexicon: 'hunspell-fr' },
  es: { id: 'es', tileSet: 'spanish', lexicon: 'hunspell-es' },
  de: { id: 'de', tileSet: 'german', lexicon: 'hunspell-de' },
  nl: { id: 'nl', tileSet: 'dutch', lexicon: 'hunspell-nl' },
  it: { id: 'it', tileSet: 'italian', lexicon: 'hunspell-it' },
};

/** The letters a language's tiles carry (its word lists are loaded in them). */
export function languageAlphabet(language: LanguageId): Alphabet {
  return alphabetOf(LANGUAGES[language].tileSet);
}

/** The language of a tile set: English for the English sets. */
export function languageOfTileSet(tileSet: TileSetId): LanguageId {
  return (Object.values(LANGUAGES).find((l) => l.tileSet === tileSet)?.id ?? 'en');
}

/** The language a word list in this alphabet is in (A-Z lists are English). */
export function languageOfAlphabet(alphabet: AlphabetId): LanguageId {
  return languageOfTileSet((Object.values(TILE_SETS).find((t) => t.alphabet === alphabet)?.id ?? 'standard'));
}

/** Rules played with a word list in `alphabet`: its language's tiles (the rules as they are for an A-Z list). */
export function rulesInAlphabet<R extends { tileSet: TileSetId }>(rules: R, alphabet: AlphabetId): R {
  const language = LANGUAGES[languageOfAlphabet(alphabet)];
  return language.id === 'en' ? rules : { ...rules, tileSet: language.tileSet };
}

/** The language id a host typed (any case, `fr` or `FR`), or null. */
export function findLanguage(id: string): Language | null {
  const key = id.trim().toLowerCase();
  return Object.hasOwn(LANGUAGES, key) ? LANGUAGES[key as LanguageId] : null;
}
