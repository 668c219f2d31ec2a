/** The shapes of the sentences of the word judge and of the lists of games (see types.ts). */

/** The word judge (`/scrabble check`): the verdict on a play, never naming the word that failed. */
export interface JudgeWords {
  /** `words`: upper case, as typed; `lexicon`: the dictionary's name for players. */
  verdict(words: readonly string[], acceptable: boolean, lexicon: string): string;
}

/** A clock in a list of games: what is left to the player to move, and when it runs out (epoch ms). */
export interface ListedClock { leftMs: number; deadline: number }

/** `/scrabble games`. Names come shown (escaped); null stands for the reader. Links are `<#id>`. */
export interface GamesWords {
  mineTitle(count: number): string;
  allTitle(games: number, lobbies: number): string;
  noneMine: string;
  noneInServer: string;
  /** The lines left out to keep within a message. */
  more(count: number): string;
  /** A running game: every player's score (the reader's first when they play), its rule set, who moves (or starts game 2 of a match) and the clock. */
  game(link: string, scores: readonly [name: string | null, score: number][], rules: string, toMove: string | null, betweenGames: boolean, clock: ListedClock | null): string;
  /** A lobby: `joined`, the reader waits in it; else it is open to join. */
  lobby(link: string, host: string | null, rules: string, players: number, max: number, joined: boolean): string;
}
