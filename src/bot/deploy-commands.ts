/**
 * `npm run deploy-commands`: registers /scrabble with Discord, in one guild when
 * DISCORD_GUILD_ID is set (instant, for testing) or globally (may take up to an hour).
 */
import 'dotenv/config';
import { REST, Routes } from 'discord.js';
import { scrabbleCommand } from '../../commands/index.js';
import { readConfig } from './config.js';

const read = readConfig(process.env);
if (!read.ok) {
  console.error(read.message);
  process.exit(1);
}
const { token, clientId, guildId, apiUrl } = read.config;
const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
const body = [scrabbleCommand().toJSON()];
const route = guildId ? Routes.applicationGuildCommands(clientId, guildId) : Routes.applicationCommands(clientId);
await rest.put(route, { body });
console.log(guildId ? `Registered /scrabble in guild ${guildId}.` : 'Registered /scrabble globally (it may take up to an hour to appear).');
