/**
 * The shape of a sentence table: every sentence a player reads, by key. A language is one
 * value of this type (English: `en/index.ts`); the compiler checks that a second one has
 * every key, and that each sentence takes the values it is written with. Sentences are
 * functions of data (names as shown, numbers, the game's state), never of other sentences'
 * English.
 */
import type { ErrorCode, GameEvent, GameState, LanguageId, LastMove, PresetId, PublicView, RuleError, Rules, SpelledMove, TileSetId } from '../../engine/index.js';
import type { PremiumLabels, WordLine } from '../../render/panel.js';
import type { GameAnalysis, Hint, MoveAnalysis } from '../../ai/analysis.js';
import type { ClockSettings } from '../../games/clock.js';
import type { HubProblem, HubProblemCode } from '../../games/problems.js';
import type { ActivityWords } from './types-activity.js';
import type { GamesWords, JudgeWords } from './types-lists.js';
import type { PuzzleShowChoices, PuzzleWords } from './types-puzzle.js';
import type { LobbyWords, ThreadWords } from './types-lobby.js';

export type { GamesWords, JudgeWords, ListedClock } from './types-lists.js';
export type { PuzzlePlayWords, PuzzleStandingWords, PuzzleWords } from './types-puzzle.js';

/** Refusals: the sentence for each of the engine's error codes and the hub's problems, and the words of options' choices. */
export interface ProblemWords {
  engine: Record<ErrorCode, (e: RuleError) => string>;
  hub: Record<HubProblemCode, (p: HubProblem) => string>;
  /** `/scrabble new pace:` choices, as the host reads them. */
  paceChoices: readonly [string, 'live' | 'relaxed' | 'correspondence' | 'none'][];
  /** `/scrabble new timeout:` choices. */
  timeoutChoices: readonly [string, 'pass' | 'forfeit'][];
  unknownChoice(option: string, typed: string): string;
  unreadableTiles(typed: string): string;
}

/** A preset's words: its name in menus and titles, and what kind of game it is, in a sentence. */
export interface PresetWords {
  name: string;
  /** In a word, where space is short (a thread's name, a summary line). */
  short: string;
  description: string;
}

/** A game's rules in words, read off its Rules (a preset with any field changed). */
export interface RulesWords {
  /** How words are checked, in a few words (the lobby's Words field). */
  challengeWords: Record<Rules['challenge'], string>;
  exchangeWords: Record<Rules['exchange'], string>;
  /** How a challenge goes under each rule, in a sentence of its own. */
  challengeRules: Record<Rules['challenge'], string>;
  /** The rules of this game in a paragraph: what the lobby says. */
  summary(rules: Rules): string;
  /** The rules of a game as a list: `/scrabble rules`. */
  text(rules: Rules): string;
}

/** What the record's events need to be worded. */
export interface EventContext {
  /** The players' names, by seat. */
  names: readonly string[];
  /** Going out scores twice the rack left (NASPA, two players), and costs its holder nothing. */
  twice: boolean;
  /** A move's whole word and square, spelled on the board. */
  spell(move: string): SpelledMove;
  /** The play a challenge event judged, spelled on the board; null when the record does not hold it. */
  judged(e: GameEvent): SpelledMove | null;
}

/** What happened in a game. */
export interface MoveWords {
  /** One event of the record, in a line for the channel. */
  event(e: GameEvent, c: EventContext): string;
  /** Who challenged (null: not known), the words checked (null: not kept), the phonies among them, and the play judged (its blanks named). */
  challenged(challenger: string | null, checked: readonly string[] | null, phonies: readonly string[], play?: SpelledMove | null): string;
  /** A play: its whole word, square and score (as given), and which letters are blanks. */
  play(p: SpelledMove, score: number | string, bold?: boolean): string;
  /** Who starts a freshly dealt game, and why. */
  opening(s: GameState): string;
  matchGameBegins(game: number): string;
  /** The last move's line, when nothing happened since (a board posted again). */
  lastMove(line: string): string;
  /** To a player (`who`, a mention) whose play came off: their rack is back. */
  rackBack(who: string): string;
  /** A finished game's (or match's) result, in lines. */
  result(s: GameState): string[];
}

/** The board the channel sees after each turn. Names come shown (escaped for markdown, or as mentions). */
export interface TurnWords {
  /** To the player to move (`who`), after a play that went out: decide. */
  wentOutWaiting(who: string, mover: string): string;
  challengeOpen(next: string): string;
  endProposed: string;
  /** The board's title; `game`: the game of a match (null: no match), of `games`. */
  title(game: number | null, games: number): string;
  playerField(name: string, toMove: boolean, resigned: boolean): string;
  points(n: number): string;
  bag: string;
  tiles(n: number): string;
  clock: string;
  footer(rules: string, lexicon: string, move: number): string;
  computersTurn(who: string): string;
  /** `rackBack`: their last play came off and they have not acted since. */
  yourTurn(who: string, rackBack: boolean): string;
  /** The message over a finished board; `firstOfMatch`: game 1 of a match, the match goes on. */
  over(firstOfMatch: boolean): string;
  /** Every player (mentions) told how to see the rack just dealt. */
  dealt(players: readonly string[]): string;
  /** A player with no name, by seat (0-based). */
  unnamed(seat: number): string;
  /** Alt text for the board image: the last move in plain words (null before any), and each player's name and score. */
  imageDescription(last: string | null, scores: readonly [string, number][]): string;
  buttons: Record<'nextGame' | 'rematch' | 'rack' | 'challenge' | 'accept' | 'pass' | 'exchange' | 'endAccept' | 'endDecline' | 'openBoard', string>;
}

/** Turn clocks. */
export interface ClockWords {
  duration(ms: number): string;
  /** The pace the host picked, in a line: allowance, bank, and what a time-out does. */
  pace(c: ClockSettings): string;
  /** Whose clock runs (`name`, shown) and what is left; `deadline` in epoch ms. */
  line(name: string, turnLeftMs: number, bankLeftMs: number, deadline: number): string;
  halfTime(who: string, deadline: number | null): string;
  /** `by`: who nudged (shown), null when not known. */
  nudge(who: string, by: string | null, deadline: number | null): string;
}

/** What a player sees privately. */
export interface RackWords {
  /** A tile as it is read aloud (`?` is a blank). */
  tile(t: string): string;
  /** A rack read tile by tile. */
  tiles(tiles: string): string;
  /** The line before a rack that changed (a deal, or after a play or exchange). */
  newRack: string;
  /** `tiles`: the rack read tile by tile; `intro`: a line before it. */
  rack(intro: string | undefined, tiles: string, value: number, yourTurn: boolean): string;
  imageDescription(tiles: string): string;
  /** The tiles a player has not seen (each with its count); `spectator`: one with no rack. */
  unseen(spectator: boolean, total: number, inBag: number, tiles: readonly [string, number][]): string;
  exchange: { wholeRack: string; pick: string; placeholder: string };
}

/** The slash command's words, as Discord shows them: the command, each subcommand and each option, by name. */
export interface CommandWords {
  scrabble: string;
  /** The labels of options' choices, as the menu shows them. */
  choices: {
    share: readonly [string, 'yes' | 'no'][];
    /** `/scrabble history replay:` */
    replay: readonly [string, 'yes' | 'no'][];
    challenge: readonly [string, Rules['challenge']][];
    hints: Record<'on' | 'off', string>;
    puzzleShow: PuzzleShowChoices;
    /** A computer level by the name it goes by. */
    computer(level: string): string;
    /** `/scrabble games show:`: the reader's games, or the server's. */
    show: readonly [string, 'mine' | 'all'][];
    threads: Record<'on' | 'off', string>;
    /** `/scrabble settings pings:` */
    pings: Record<'on' | 'off', string>;
  };
  analysis: { description: string; options: { share: string;  game: string; } };
  bag: { description: string; options: {} };
  board: { description: string; options: {} };
  cancel: { description: string; options: {} };
  challenge: { description: string; options: {} };
  end: { description: string; options: {} };
  exchange: { description: string; options: { tiles: string; } };
  'export': { description: string; options: { game: string; } };
  hint: { description: string; options: {} };
  history: { description: string; options: { game: string;  replay: string; } };
  join: { description: string; options: { age: string; } };
  leaderboard: { description: string; options: { preset: string; } };
  leave: { description: string; options: {} };
  puzzle: { description: string; options: { answer: string; show: string; } };
  'new': { description: string; options: { preset: string;  language: string;  lexicon: string;  challenge: string;  max_players: string;  opponent: string;  hints: string;  pace: string;  timeout: string; } };
  nudge: { description: string; options: {} };
  pass: { description: string; options: {} };
  play: { description: string; options: { move: string;  swap: string; } };
  rack: { description: string; options: {} };
  resign: { description: string; options: {} };
  rules: { description: string; options: {} };
  settings: { description: string; options: { pings: string;  threads: string; } };
  start: { description: string; options: {} };
  stats: { description: string; options: { user: string; } };
  check: { description: string; options: { words: string; lexicon: string; } };
  games: { description: string; options: { show: string; } };
}

/** A player's settings, a server's history, stats and the leaderboard. Names come shown. */
export interface StatsWords {
  settings(pings: boolean, changed: boolean): string;
  noHistory: string;
  historyTitle: string;
  historyFooter: string;
  /** One finished game: its number, the players' scores (the winner's in bold), its rules, word list and end (epoch ms). */
  historyLine(n: number, scores: string, rules: string, lexicon: string, finishedAt: number): string;
  archived(n: number, scores: readonly [string, number][], date: string): string;
  noStats(name: string): string;
  title(name: string): string;
  fields: Record<'games' | 'wins' | 'average' | 'highest' | 'bestMove' | 'bingos' | 'byRules' | 'ratings', string>;
  wins(wins: number, pct: number): string;
  noBestMove: string;
  byRules(rules: string, games: number, wins: number): string;
  /** `fewer`: the games a rating needs to stop being provisional. */
  provisional(fewer: number): string;
  noRatings(rules: string | null): string;
  leaderboardTitle(family: string): string;
  leaderboardLine(n: number, name: string, rating: string, games: number): string;
  leaderboardFooter(fewer: number): string;
}

/** Game records as files. */
export interface ExportWords {
  /** Who reads a GCG file. */
  software: string;
  /** A match's game, as its record's title. */
  matchGameTitle(game: number, of: number): string;
  game: string;
  bothGames: string;
  gameOfMatch(game: number, of: number): string;
}

/** What the computer player tells a person: hints, and the analysis of a finished game. */
export interface AdviceWords {
  /** A turn the computer suggests or a player made: a play, an exchange, a pass. */
  turn(h: Hint): string;
  /** After a play that went out: `by` went out (shown; null: the reader), with `play` (worded); `decider` decides (a mention), null: the reader. */
  wentOut(by: string | null, play: string | null, decider: string | null): string;
  /** `waiting`: it is not the reader's turn. */
  noPlay(rack: string, waiting: boolean): string;
  hints(rack: string, hints: readonly Hint[], waiting: boolean): string;
  move(m: MoveAnalysis, n: number): string;
  /** A game's heading in the analysis: of a match (`game`), of another player (`name`, shown), or the reader's. */
  gameTitle(game: number | null, name: string | null): string;
  summary(title: string, s: GameAnalysis['summary']): string;
  missesOnly: string;
  costliestOnly: string;
  movesField(title: string, continued: boolean): string;
  analysisTitle(name: string): string;
  method: string;
  /** `name`: shown in the channel (null: to the reader alone). */
  analysisIntro(name: string | null): string;
}

/** Autocomplete's choices: plain text (no markdown), each within Discord's 100 characters. Racks and tiles come read aloud. */
export interface SuggestWords {
  /** After a play's move and score: every word it forms. */
  forms(words: readonly string[]): string;
  /** After a play: how its blanks are written, longest first (the shortest that fits is used). */
  blanks(letters: readonly string[]): string[];
  /** How a play is written, starting on `square` (`flipped`: the same square read down). */
  howToWrite(square: string, flipped: string, rack: string): string[];
  rack(rack: string): string;
  doesNotFit(word: string, rackLine: string): string;
  /** `kept`: the tiles kept, null for none. */
  exchange(tiles: string, kept: string | null): string;
  notTiles(typed: string): string;
  missing(tiles: string, rack: string): string;
  /** A blank on the board to swap (club rules): its square, the letter it stands for, whether the player holds that letter. */
  swap(square: string, letter: string, held: boolean): string;
}

/** The board image's words, handed to the render layer (BoardWords). Names come as the image draws them, without markdown. */
export interface ImageWords {
  /** The last move after its player's name; `play`: the move's word spelled on the board, when the move is a play. */
  lastMove(m: LastMove, play: SpelledMove | null): string;
  noMoves: string;
  bag(tiles: number): string;
  /** Under a player's score: that they won, nothing once the game is over, else the tiles on the rack. */
  cardNote(winner: boolean, over: boolean, tiles: number): string;
  /** The lines under the last move: the result, a challenge or proposal pending, the match (`games`: how many it has). */
  notices(view: PublicView, names: readonly string[], games: number): WordLine[];
  /** What the premium squares say, two letters each: double and triple letter, double and triple word. */
  premiums: PremiumLabels;
}

/** A finished game replayed move by move: the caption of each step and the buttons. Names come shown (markdown escaped). */
export interface ReplayWords {
  /** The step named: `move` of `of` in its game (0: before the first move); `game`: a match's game, else null. */
  heading(move: number, of: number, game: number | null): string;
  /** The heading and what the step did (the record's own sentences). */
  caption(heading: string, happened: readonly string[]): string;
  /** The mover's rack before the move (racks are public once the game is over). */
  rack(name: string, rack: string): string;
  /** Each player's score after the step. */
  scores(scores: readonly [name: string, score: number][]): string;
  /** The presser's own move at this step against the best play (`played`, `best`: the turns in words; `best` null when it was the best; `leave`: the tiles the best keeps). */
  yourMove(played: string, best: string | null, leave: string, lost: number): string;
  /** Why a replay came privately: the channel has a game going. */
  privateBusy: string;
  /** Alt text of a step's image: the heading, what happened in plain words, and the scores. */
  imageDescription(heading: string, happened: string, scores: readonly [string, number][]): string;
  buttons: Record<'first' | 'back' | 'next' | 'last' | 'mine', string>;
}

export interface Words {
  /** `A`, `A and B`, `A, B and C`. */
  list(items: readonly string[]): string;
  /** What a player typed, quoted in a sentence. */
  quote(input: string, max?: number): string;
  /** Which letters of a spelled word are blanks (its lower-case letters); null when none is. */
  blankNote(word: string): string | null;
  /** The rule sets by id; the rules themselves are worded from the rules (`rules`). */
  presets: Record<PresetId, PresetWords>;
  /** Rules that are no preset: as a heading (`Custom rules`) and inside a title (`Scrabble: custom rules`). */
  customRules: { heading: string; inTitle: string; short: string };
  tileSets: Record<TileSetId, string>;
  /** The languages games are played in, by id, as a player of this table names them. */
  languages: Record<LanguageId, string>;
  /** A word list's name for players: the built-in one as known, a language's Hunspell list by its language and source, any other as given. */
  lexiconName(id: string): string;
  rules: RulesWords;
  moves: MoveWords;
  turn: TurnWords;
  clock: ClockWords;
  rack: RackWords;
  lobby: LobbyWords;
  threads: ThreadWords;
  commands: CommandWords;
  stats: StatsWords;
  exports: ExportWords;
  advice: AdviceWords;
  suggest: SuggestWords;
  problems: ProblemWords;
  image: ImageWords;
  activity: ActivityWords;
  judge: JudgeWords;
  games: GamesWords;
  replay: ReplayWords;
  puzzle: PuzzleWords;
}

export type { ActivityPageWords, ActivityWords } from './types-activity.js';
