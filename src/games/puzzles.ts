/**
 * The daily puzzle's service: the puzzle of the day (made once, kept in the store as a
 * document so every process serves the same one), answers (one per person per UTC day,
 * whatever the server, written atomically) and a server's standings. The clock is handed
 * in, so tests can move across days.
 */
import type { Result } from '../engine/result.js';
import type { LeaveTable } from '../ai/leaves.js';
import { loadLeaveTable } from '../ai/leaves.js';
import type { WordGraph } from '../lexicon/index.js';
import { scoreAnswer, type ScoredAnswer } from '../puzzle/answer.js';
import { makePuzzle, type Puzzle } from '../puzzle/make.js';
import { addDays, standings, utcDate, type AnswerEntry, type Standing } from '../puzzle/standings.js';
import type { Problem } from './problems.js';
import type { GameStore, Json } from './store.js';
import type { User } from './ports.js';

export const PUZZLE_KIND = 'puzzle';
export const ANSWER_KIND = 'puzzle-answer';
/** The most answers a server's standings read (a server answering daily with 100 players takes over a year to reach it). */
const MOST_ANSWERS = 50_000;

/** An answer as it is kept: who, on which day, what they played and what it earned. */
export interface StoredAnswer extends ScoredAnswer {
  date: string;
  userId: string;
  name: string;
  guildId: string | null;
  at: number;
}

export type AnswerResult =
  | { kind: 'scored'; puzzle: Puzzle; answer: StoredAnswer }
  /** The player had answered today already (here or in another server): that answer stands. */
  | { kind: 'already'; puzzle: Puzzle; answer: StoredAnswer };

export interface Leaderboard {
  today: string;
  rows: Standing[];
  yesterday: Puzzle;
}

export interface PuzzleOptions {
  store: GameStore;
  /** The word list of the puzzle (the installation's default) and its graph. */
  lexiconName: string;
  graph: (name: string) => WordGraph;
  /** Epoch ms: the puzzle of the day is the one of this instant's UTC date. */
  now?: () => number;
  table?: LeaveTable;
}

export class PuzzleService {
  private readonly made = new Map<string, Promise<Puzzle>>();
  private readonly now: () => number;
  private tableLoaded: LeaveTable | undefined;

  constructor(private readonly opts: PuzzleOptions) {
    this.now = opts.now ?? Date.now;
  }

  today(): string {
    return utcDate(this.now());
  }

  private get table(): LeaveTable {
    this.tableLoaded ??= this.opts.table ?? loadLeaveTable('standard');
    return this.tableLoaded;
  }

  /** The puzzle of `date`: from this process's memory, else the store, else made now and stored. */
  puzzle(date: string): Promise<Puzzle> {
    let p = this.made.get(date);
    if (!p) {
      p = this.load(date);
      this.made.set(date, p);
      // A failed read is tried again next time; only a few days are kept in memory.
      p.catch(() => this.made.delete(date));
      for (const old of [...this.made.keys()].sort().slice(0, Math.max(0, this.made.size - 4))) this.made.delete(old);
    }
    return p;
  }

  private async load(date: string): Promise<Puzzle> {
    const kept = await this.opts.store.doc(PUZZLE_KIND, date);
    if (kept && kept.date === date && kept.lexicon === this.opts.lexiconName) return kept.puzzle as unknown as Puzzle;
    const made = makePuzzle(date, this.opts.graph(this.opts.lexiconName), this.opts.lexiconName, this.table);
    await this.opts.store.putDoc(PUZZLE_KIND, date, null, { date, lexicon: this.opts.lexiconName, puzzle: made as unknown as Json }, { ifAbsent: true });
    return made;
  }

  /** Today's puzzle and yesterday's, whose answer is revealed beside it. */
  async current(): Promise<{ today: Puzzle; yesterday: Puzzle }> {
    const date = this.today();
    // Yesterday's first: made ahead at start-up, today's is then ready when it is asked for.
    const yesterday = await this.puzzle(addDays(date, -1));
    return { today: await this.puzzle(date), yesterday };
  }

  /** Made ahead (at start-up), so the first to ask waits for nothing. */
  async warm(): Promise<void> {
    await this.current();
  }

  /**
   * Scores `text` as `user`'s answer to today's puzzle from `guildId`, once per person per
   * day: an illegal play is refused (and uses nothing up); a second answer is not scored.
   */
  async answer(guildId: string | null, user: User, text: string): Promise<Result<AnswerResult, Problem>> {
    const date = this.today();
    const puzzle = await this.puzzle(date);
    const key = `${date}:${user.id}`;
    const previous = await this.opts.store.doc(ANSWER_KIND, key);
    if (previous) return { ok: true, value: { kind: 'already', puzzle, answer: previous as unknown as StoredAnswer } };
    const scored = scoreAnswer(puzzle, text, this.opts.graph(puzzle.rules.lexicon), this.table);
    if (!scored.ok) return scored;
    const answer: StoredAnswer = { ...scored.value, date, userId: user.id, name: user.name, guildId, at: this.now() };
    if (await this.opts.store.putDoc(ANSWER_KIND, key, guildId, answer as unknown as Json, { ifAbsent: true })) {
      return { ok: true, value: { kind: 'scored', puzzle, answer } };
    }
    // Another answer of theirs was saved in between: that one stands.
    const first = await this.opts.store.doc(ANSWER_KIND, key);
    return { ok: true, value: { kind: 'already', puzzle, answer: first as unknown as StoredAnswer } };
  }

  /** A server's standings today, best first, and yesterday's puzzle (its answer is revealed). */
  async leaderboard(guildId: string | null): Promise<Leaderboard> {
    const today = this.today();
    const docs = await this.opts.store.docs(ANSWER_KIND, guildId, { limit: MOST_ANSWERS });
    const entries: AnswerEntry[] = docs.map(({ value }) => {
      const a = value as unknown as StoredAnswer;
      return { date: a.date, userId: a.userId, name: a.name, points: a.points };
    });
    return { today, rows: standings(entries, today), yesterday: await this.puzzle(addDays(today, -1)) };
  }
}
