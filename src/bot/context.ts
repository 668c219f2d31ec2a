/**
 * What a command handler sees of an interaction. The discord.js adapter builds it
 * from a real interaction; tests build it from plain fakes.
 */
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { InstalledDictionaries } from './dictionaries.js';
import type { Reply } from './present.js';
import type { Answer } from '../games/outbox.js';
import type { ChannelPoster } from '../games/ports.js';
import type { Publisher } from '../games/publisher.js';
import type { Problem } from '../games/problems.js';
import type { GameService, User } from '../games/service.js';
import type { Thinker } from '../games/think.js';
import type { PuzzleService } from '../games/puzzles.js';

export interface Services {
  games: GameService;
  dictionaries: InstalledDictionaries;
  /** Posts and edits channel messages outside an interaction's answers (reminders, lobby lists). */
  poster: ChannelPoster;
  /** Shows the channel every change the hub saves: boards, lobbies, retired boards. */
  publisher: Publisher;
  log: (message: string, error?: unknown) => void;
  /** Told of each problem whose sentence a player is refused with (the intake's outcome for the log and metrics). */
  onRefusal?: (problem: Problem) => void;
  /** Where hints and analyses are worked out (the computer player's worker); in this thread when absent. */
  thinker?: Thinker;
  /** The daily puzzle: the day's puzzle, answers and standings. */
  puzzles: PuzzleService;
  /** The /scrabble subcommands by name: handed in by the entry point (commands/index.ts), so the bot never imports them. */
  commands: ReadonlyMap<string, Subcommand>;
}

/**
 * How an interaction is first acknowledged, before any work: `public` shows the channel
 * a placeholder that the answer replaces (its id is known at once, so a board can be
 * saved with the move that it shows), `private` a placeholder only the user sees,
 * `update` none (a button or menu whose own message the answer edits).
 */
export type AckKind = 'public' | 'private' | 'update' | 'launch';

export interface Responder {
  /** Acknowledges the interaction now; the answers follow. Discord drops one unanswered for 3 s. */
  ack(kind: AckKind): Promise<void>;
  /** How it was acknowledged, or null before. */
  readonly acked: AckKind | null;
  /** After a `public` ack: the id of the message the public answer will be. */
  readonly placeholderId: string | undefined;
  /** The interaction's token, by which its placeholder can still be filled after a restart (none in tests' fakes). */
  readonly answer?: Answer;
  /**
   * The first answer. After a `public` ack a public answer fills the placeholder and a
   * private one replaces it (the placeholder goes); after `private`, a public answer is
   * posted beside it; after `update`, a public answer edits the message acted on.
   * Returns the message id when known.
   */
  reply(r: Reply): Promise<string | undefined>;
  /** Another message for the same interaction, after the first answer. */
  followUp(r: Reply): Promise<string | undefined>;
}

export interface CommandContext extends Responder {
  user: User;
  channelId: string;
  guildId: string | null;
  /** The member may manage messages in this channel (moderators may cancel games). */
  canManageMessages: boolean;
  /** Permissions the bot lacks in this channel to post boards, in words (e.g. "Attach Files"). */
  missingPermissions: string[];
  /** Permissions the bot lacks in this channel to open a game's thread and play in it, in words (e.g. "Create Public Threads"). */
  missingThreadPermissions: string[];
  /** The member may manage the server (server settings such as threads). */
  canManageServer: boolean;
  /** Whether this channel is a thread (a game started here stays here). */
  inThread(): Promise<boolean>;
  getString(name: string): string | null;
  getInteger(name: string): number | null;
  services: Services;
}

export interface AutocompleteContext {
  user: User;
  channelId: string;
  focused: { name: string; value: string };
  /** Another option already given in the command being typed, or null. */
  getString(name: string): string | null;
  services: Services;
  respond(choices: { name: string; value: string }[]): Promise<void>;
}

/** One `/scrabble` subcommand: its options and its handler. */
export interface Subcommand {
  name: string;
  /** How the interaction is acknowledged before `execute` runs (it may depend on the options). */
  ack: AckKind | ((ctx: CommandContext) => AckKind);
  data(b: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(ctx: CommandContext): Promise<void>;
  autocomplete?(ctx: AutocompleteContext): Promise<void>;
}
