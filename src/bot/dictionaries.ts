/** The word lists this bot offers: SOWPODS built in, plus any the host lists in LEXICONS. */
import { LANGUAGES, type LanguageId } from '../engine/languages.js';
import type { Lexicon, PlayFinder } from '../engine/lexicon.js';
import { DEFAULT_LEXICON, lexiconSourcesFromEnv, loadLexicon } from '../lexicon/index.js';
import type { WordGraph } from '../lexicon/word-graph.js';
import { moveGenerator, type MoveGenerator } from '../movegen/index.js';
import type { Dictionaries } from '../games/ports.js';

export class InstalledDictionaries implements Dictionaries {
  private readonly sources: Record<string, string>;

  constructor(env: Readonly<Record<string, string | undefined>>, private readonly cacheDir?: string) {
    this.sources = lexiconSourcesFromEnv(env);
  }

  names(): string[] {
    return Object.keys(this.sources);
  }

  defaultName(): string {
    return DEFAULT_LEXICON;
  }

  /** A language's own list (`hunspell-fr`) is in that language; any other list, English. */
  languageOf(name: string): LanguageId {
    return Object.values(LANGUAGES).find((l) => l.lexicon.toLowerCase() === name.toLowerCase())?.id ?? 'en';
  }

  graph(name: string): WordGraph {
    return loadLexicon(name, { sources: this.sources, ...(this.cacheDir ? { cacheDir: this.cacheDir } : {}) });
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
