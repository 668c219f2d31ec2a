/**
 * What a command handler sees of an interaction. The discord.js adapter builds it
 * from a real interaction; tests build it from plain fakes.
 */
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { InstalledDictionaries } from './dictionaries.js';
import type { Reply } from './present.js';
import type { GameService, User } from './service.js';

export interface Services {
  games: GameService;
  dictionaries: InstalledDictionaries;
  log: (message: string, error?: unknown) => void;
}

export interface Responder {
  /** The first answer to the interaction, or an edit of the deferred one; returns the message id when known. */
  reply(r: Reply): Promise<string | undefined>;
  /** Another message for the same interaction, after the first answer. */
  followUp(r: Reply): Promise<string | undefined>;
  /** Acknowledges now and answers later (Discord drops an interaction unanswered for 3 s). */
  defer(ephemeral: boolean): Promise<void>;
  /** Whether the first answer (or a deferral) has been sent. */
  readonly answered: boolean;
  /** For a button or menu: replaces the message it sits on (the lobby, say). */
  update?(r: Reply): Promise<void>;
}

export interface CommandContext extends Responder {
  user: User;
  channelId: string;
  /** The member may manage messages in this channel (moderators may cancel games). */
  canManageMessages: boolean;
  /** Permissions the bot lacks in this channel to post boards, in words (e.g. "Attach Files"). */
  missingPermissions: string[];
  getString(name: string): string | null;
  getInteger(name: string): number | null;
  services: Services;
}

export interface AutocompleteContext {
  user: User;
  channelId: string;
  focused: { name: string; value: string };
  services: Services;
  respond(choices: { name: string; value: string }[]): Promise<void>;
}

/** One `/scrabble` subcommand: its options and its handler. */
export interface Subcommand {
  name: string;
  data(b: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(ctx: CommandContext): Promise<void>;
  autocomplete?(ctx: AutocompleteContext): Promise<void>;
}
