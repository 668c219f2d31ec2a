/** The `/scrabble` command: one subcommand per file in this folder. */
import { InteractionContextType, SlashCommandBuilder, SlashCommandSubcommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { localizedCommands } from '../src/bot/command-locales.js';
import type { Subcommand } from '../src/bot/context.js';
import { words } from '../src/bot/words/index.js';
import { command as analysis } from './analysis.js';
import { command as bag } from './bag.js';
import { command as board } from './board.js';
import { command as cancel } from './cancel.js';
import { command as challenge } from './challenge.js';
import { command as check } from './check.js';
import { command as end } from './end.js';
import { command as exchange } from './exchange.js';
import { command as exportGame } from './export.js';
import { command as games } from './games.js';
import { command as hint } from './hint.js';
import { command as join } from './join.js';
import { command as leave } from './leave.js';
import { command as newGame } from './new.js';
import { command as nudge } from './nudge.js';
import { command as history } from './history.js';
import { command as leaderboard } from './leaderboard.js';
import { command as stats } from './stats.js';
import { command as pass } from './pass.js';
import { command as play } from './play.js';
import { command as puzzle } from './puzzle.js';
import { command as rack } from './rack.js';
import { command as resign } from './resign.js';
import { command as rules } from './rules.js';
import { command as settings } from './settings.js';
import { command as start } from './start.js';

export const SUBCOMMANDS: readonly Subcommand[] = [
  newGame, join, leave, start, play, exchange, pass, challenge, rack, board, bag, rules, resign, end, cancel, exportGame, hint, analysis,
  nudge, settings, history, stats, leaderboard, games, check,
];

/**
 * Commands of their own beside /scrabble, each run as a subcommand is: Discord lets a
 * command hold at most 25 subcommands, and /scrabble has them all.
 */
export const TOP_LEVEL: readonly Subcommand[] = [puzzle];

export const subcommands = new Map([...SUBCOMMANDS, ...TOP_LEVEL].map((c) => [c.name, c]));

export function scrabbleCommand(): SlashCommandBuilder {
  // Servers only: a game lives in a server channel, and a DM has no one to play with.
  const builder = new SlashCommandBuilder().setName('scrabble').setDescription(words.commands.scrabble).setContexts(InteractionContextType.Guild);
  for (const c of SUBCOMMANDS) builder.addSubcommand((b) => c.data(b));
  return builder;
}

/** A command of its own (`/puzzle`): the subcommand's description and options at the top. */
export function topLevelCommand(c: Subcommand): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const { name, description, options } = c.data(new SlashCommandSubcommandBuilder()).toJSON();
  const top = new SlashCommandBuilder().setName(name).setDescription(description).setContexts(InteractionContextType.Guild).toJSON();
  return { ...top, ...(options ? { options } : {}) };
}

/** Every command the bot registers with Discord: /scrabble and those of their own, described in every language with a table. */
export function applicationCommands(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return localizedCommands(() => [scrabbleCommand().toJSON(), ...TOP_LEVEL.map(topLevelCommand)]);
}
