/**
 * The move generator: every legal tile placement for a rack, with its score, on any board
 * and tile set the rules allow. One `MoveGenerator` per word list keeps its buffers, so
 * repeated calls allocate nothing until plays are turned into objects.
 */
import { COLUMNS, isBlankOnBoard, withTiles, type Board } from '../engine/board.js';
import type { PlayFinder } from '../engine/lexicon.js';
import type { Rules } from '../engine/rules.js';
import type { ScoreOptions } from '../engine/score.js';
import { scoreOptions } from '../engine/play.js';
import { BLANK, takeTiles } from '../engine/tiles.js';
import type { WordGraph } from '../lexicon/word-graph.js';
import { compiledGenerator, type CompiledGenerator, type SearchSteps } from './compiled.js';
import { Generator } from './generator.js';
import { onePerKey } from './memo.js';
import { AnyPlay, PlayList, type GeneratedPlay } from './plays.js';
import { TopPlays } from './top-plays.js';
import { AnchorBounds } from './shadow.js';
import { BoardTables, letterValues, type BoundedSink } from './tables.js';

export type { GeneratedPlay } from './plays.js';
export { decodePlay } from './plays.js';
export { BLANK_FLAG, SYMBOLS, type BoundedSink, type PlaySink } from './tables.js';
export { PlayList } from './plays.js';
export { exchangesAndPass, type NonPlacementMove } from './exchanges.js';
export { placementsOfWord } from './word-placements.js';
export { distinctPlays } from './distinct.js';

export interface MoveGeneratorOptions {
  /**
   * Full lists, and bounded searches for sinks that take plays in any order (best plays,
   * the computer's choice by equity), from the compiled generator (the default), or from the
   * TypeScript one it was written from, which the tests keep as the reference. hasAnyPlay
   * uses the TypeScript search: it can stop at the first play.
   */
  compiled?: boolean;
}

export class MoveGenerator implements PlayFinder {
  private readonly tables: BoardTables;
  private readonly gen: Generator;
  private readonly useCompiled: boolean;
  private compiled: CompiledGenerator | null = null;
  private readonly list: PlayList;
  private valuesFor: ScoreOptions['tileSet'] | null = null;
  private values: Int32Array = new Int32Array(0);
  private readonly bounds: AnchorBounds;

  constructor(
    readonly lexicon: WordGraph,
    options: MoveGeneratorOptions = {},
  ) {
    this.tables = new BoardTables(lexicon);
    this.list = new PlayList(lexicon.alphabet);
    this.gen = new Generator(lexicon, this.tables);
    this.useCompiled = options.compiled !== false;
    this.bounds = new AnchorBounds(this.tables, lexicon);
  }

  private prepare(board: Board, rack: string, rules: Rules): Int32Array {
    const opts = scoreOptions(rules);
    // The letter values (by the list's symbols) of the last tile set asked for, one in practice, are kept.
    if (opts.tileSet !== this.valuesFor) {
      this.valuesFor = opts.tileSet;
      this.values = letterValues(opts, this.lexicon.alphabet);
    }
    const values = this.values;
    this.tables.load(board, opts, values);
    this.gen.setRack(rack);
    return values;
  }

  /**
   * Every legal placement, in a reused compact list (valid until the next call):
   * `list.count`, `list.score(i)`, `list.play(i)`, `list.sorted()`.
   */
  generate(board: Board, rack: string, rules: Rules): PlayList {
    const values = this.prepare(board, rack, rules);
    this.list.reset();
    if (this.useCompiled) {
      // Made on the first full list: a generator used only for best plays never needs it.
      this.compiled ??= compiledGenerator(this.lexicon);
      this.compiled.list(this.tables, this.gen.rack, values, rules.rackSize, rules.bingoBonus, this.list);
    } else {
      this.gen.run(values, rules.rackSize, rules.bingoBonus, this.list, -Infinity);
    }
    return this.list;
  }

  /** The compiled search's steps in the last full list (null before one, or with compiled: false). */
  searchSteps(): SearchSteps | null {
    return this.useCompiled && this.compiled ? this.compiled.steps() : null;
  }

  /** Every legal placement as objects, best first. */
  allPlays(board: Board, rack: string, rules: Rules): GeneratedPlay[] {
    return this.generate(board, rack, rules).sorted();
  }

  /**
   * The `n` highest-scoring placements, best first, without listing the others: the first
   * `n` of the full list (equal scores by notation), whichever search finds them.
   */
  best(board: Board, rack: string, rules: Rules, n = 1): GeneratedPlay[] {
    const top = new TopPlays(n, this.lexicon.alphabet);
    this.bounded(board, rack, rules, top, true);
    return top.plays();
  }

  /**
   * Gives `sink` the plays that may reach its floor (the lowest score it still wants, which
   * it raises as plays come): anchors in decreasing order of an upper bound on their
   * plays' scores, stopping once no bound reaches the floor. A sink that values plays by
   * more than their score (the computer's equity) lowers its floor by the most the rest
   * can add.
   */
  bounded(board: Board, rack: string, rules: Rules, sink: BoundedSink, anyOrder = false): void {
    const values = this.prepare(board, rack, rules);
    const b = this.bounds;
    const boundFloor = sink.boundFloor?.bind(sink);
    if (anyOrder && this.useCompiled) {
      // Plays come in another order than the TypeScript search's, which only a sink that
      // does not depend on the order may take. The bounds are the compiled ones.
      const c = (this.compiled ??= compiledGenerator(this.lexicon));
      const rackCounts = this.gen.rack;
      const toSink = b.startBingos(rackCounts, values, rules.rackSize, sink, sink.floor());
      // An empty board whose down plays are the across plays turned.
      const mirrored = this.tables.mirrored;
      const lanes = c.bounds(this.tables, rackCounts, values, rules.rackSize, rules.bingoBonus, toSink, toSink && mirrored, sink.kept);
      const floorOf = boundFloor ?? (() => sink.floor());
      if (toSink) b.lookUpLanes(c.lanes, lanes);
      // On an empty board, every play is a word of some of the rack's tiles: looked up too.
      if (toSink && mirrored) b.openings(rackCounts, values, rules.rackSize, sink, floorOf);
      else c.bounded(rules.rackSize, rules.bingoBonus, toSink, mirrored, sink, floorOf);
      return;
    }
    b.compute(this.gen.rack, values, rules.rackSize, rules.bingoBonus, sink, sink.floor(), sink.kept);
    this.gen.runBounded(values, rules.rackSize, rules.bingoBonus, sink, sink.floor(), b, boundFloor);
  }

  /**
   * Whether any placement is legal. Under rules with the blank swap, a placement made
   * possible by first swapping a blank off the board counts too.
   */
  hasAnyPlay(board: Board, rack: string, rules: Rules): boolean {
    if (this.anyPlacement(board, rack, rules)) return true;
    if (!rules.blankSwap) return false;
    // A play after a swap that leaves the new blank unused was possible without the swap,
    // so trying the swapped position alone is exact.
    return blankSwaps(board, rack).some((swapped) => this.anyPlacement(swapped.board, swapped.rack, rules));
  }

  /** Whether the rack has a placement of its own (no blank swap). */
  anyPlacement(board: Board, rack: string, rules: Rules): boolean {
    const values = this.prepare(board, rack, rules);
    const any = new AnyPlay();
    this.gen.run(values, rules.rackSize, rules.bingoBonus, any, -Infinity);
    return any.found;
  }
}

/** A blank swap (rules that allow it): the blank's square, and the board and rack after it. */
export interface BlankSwapped {
  /** The square as the engine's `swap` names it: column, then row (`K9`). */
  square: string;
  board: Board;
  /** The rack with the letter given up and the blank taken back. */
  rack: string;
}

/** Every blank swap the rack allows: each blank on the board whose letter the rack holds. */
export function blankSwaps(board: Board, rack: string): BlankSwapped[] {
  const out: BlankSwapped[] = [];
  for (let row = 0; row < board.length; row++) {
    for (let col = 0; col < board[row]!.length; col++) {
      const ch = board[row]![col]!;
      if (!isBlankOnBoard(ch)) continue;
      const letter = ch.toUpperCase();
      const rackLeft = takeTiles(rack, letter);
      if (rackLeft === null) continue;
      out.push({ square: `${COLUMNS[col]}${row + 1}`, board: withTiles(board, [{ row, col, ch: letter }]), rack: rackLeft + BLANK });
    }
  }
  return out;
}

/** The generator for a word list, made once. */
export const moveGenerator = onePerKey((lexicon: WordGraph) => new MoveGenerator(lexicon));

/** The engine's PlayFinder (for the "no player has a legal play" end). */
export function createPlayFinder(lexicon: WordGraph): PlayFinder {
  return moveGenerator(lexicon);
}
