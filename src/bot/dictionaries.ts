/**
 * The word lists this bot offers, each with its language: SOWPODS built in, the Hunspell
 * list of each language in LANGUAGES (made after the start, see startup.ts), and any the
 * host lists in LEXICONS.
 */
import { existsSync } from 'node:fs';
import { languageAlphabet, type LanguageId } from '../engine/languages.js';
import { hunspellListLanguage } from '../engine/lexicon-names.js';
import type { Lexicon, PlayFinder } from '../engine/lexicon.js';
import { DEFAULT_LEXICON, installedLists, loadLexicon, type InstalledList } from '../lexicon/index.js';
import type { WordGraph } from '../lexicon/word-graph.js';
import { moveGenerator, type MoveGenerator } from '../movegen/index.js';
import type { Dictionaries } from '../games/ports.js';

export class InstalledDictionaries implements Dictionaries {
  private readonly lists: InstalledList[];
  private readonly sources: Record<string, string>;
  /** Lists being made by this process: their file may be written before their graph is cached. */
  private readonly making = new Set<string>();

  constructor(env: Readonly<Record<string, string | undefined>>, private readonly cacheDir?: string) {
    this.lists = installedLists(env);
    this.sources = Object.fromEntries(this.lists.map((l) => [l.name, l.path]));
  }

  names(): string[] {
    return this.lists.map((l) => l.name);
  }

  defaultName(): string {
    return DEFAULT_LEXICON;
  }

  /** The language of an installed list: a language's own (`hunspell-fr`), a host's `NAME@lang`; English for a list without `@` or a name not installed. */
  languageOf(name: string): LanguageId {
    return this.lists.find((l) => l.name.toLowerCase() === name.toLowerCase())?.language ?? 'en';
  }

  /**
   * A Hunspell list is ready once made (by this process, or by another into the same cache);
   * a host's list always is; a name not installed never is.
   */
  ready(name: string): boolean {
    const list = this.lists.find((l) => l.name.toLowerCase() === name.toLowerCase());
    if (list === undefined) return false;
    return hunspellListLanguage(list.name) === null || (!this.making.has(list.name) && existsSync(list.path));
  }

  /** Says a list is being made here (`true`) or done (`false`); see language-lists.ts. */
  setMaking(name: string, making: boolean): void {
    if (making) this.making.add(name);
    else this.making.delete(name);
  }

  graph(name: string): WordGraph {
    const alphabet = languageAlphabet(this.languageOf(name));
    return loadLexicon(name, { sources: this.sources, alphabet, ...(this.cacheDir ? { cacheDir: this.cacheDir } : {}) });
  }

  async lexicon(name: string): Promise<Lexicon> {
    return this.graph(name);
  }

  /** The list's move generator (one per word graph, kept by the move generator module). */
  generator(name: string): MoveGenerator {
    return moveGenerator(this.graph(name));
  }

  async finder(name: string): Promise<PlayFinder> {
    return this.generator(name);
  }
}
