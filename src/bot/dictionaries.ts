/** The word lists this bot offers: SOWPODS built in, plus any the host lists in LEXICONS. */
import type { Lexicon, PlayFinder } from '../engine/lexicon.js';
import { DEFAULT_LEXICON, lexiconSourcesFromEnv, loadLexicon } from '../lexicon/index.js';
import type { WordGraph } from '../lexicon/word-graph.js';
import { MoveGenerator } from '../movegen/index.js';
import type { Dictionaries } from './service.js';

export class InstalledDictionaries implements Dictionaries {
  private readonly generators = new Map<string, MoveGenerator>();
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

  graph(name: string): WordGraph {
    return loadLexicon(name, { sources: this.sources, ...(this.cacheDir ? { cacheDir: this.cacheDir } : {}) });
  }

  async lexicon(name: string): Promise<Lexicon> {
    return this.graph(name);
  }

  /** One move generator per list: it keeps its buffers between calls. */
  generator(name: string): MoveGenerator {
    let gen = this.generators.get(name);
    if (!gen) {
      gen = new MoveGenerator(this.graph(name));
      this.generators.set(name, gen);
    }
    return gen;
  }

  async finder(name: string): Promise<PlayFinder> {
    return this.generator(name);
  }
}
