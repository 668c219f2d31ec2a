/**
 * `npm run deploy-commands`: registers /scrabble (and /puzzle) with Discord, in one guild when
 * DISCORD_GUILD_ID is set (instant, for testing) or globally (may take up to an hour).
 * `--global` registers globally even when DISCORD_GUILD_ID is set, and removes the copy
 * in that guild, so the server does not list /scrabble twice.
 */
import 'dotenv/config';
import { REST, Routes } from 'discord.js';
import { applicationCommands } from '../../commands/index.js';
import { configOrExit } from './config.js';
import { checkDiscordApi, exitWith, failureSentence } from './startup.js';

const config = configOrExit(process.env);
const { token, clientId, guildId, apiUrl } = config;
const global = process.argv.includes('--global') || !guildId;
const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
const body = applicationCommands();
const names = body.map((c) => `/${c.name}`).join(' and ');

try {
  // A wrong address or token, or an API out of reach, is said in one sentence before the upload.
  await checkDiscordApi(config);
  if (!global) {
    await rest.put(Routes.applicationGuildCommands(clientId, guildId!), { body });
    console.log(`Registered ${names} in guild ${guildId}.`);
  } else {
    await rest.put(Routes.applicationCommands(clientId), { body });
    if (guildId) await rest.put(Routes.applicationGuildCommands(clientId, guildId), { body: [] });
    const cleared = guildId ? ` Removed the copies registered in guild ${guildId}, so each is listed once.` : '';
    console.log(`Registered ${names} globally (it may take up to an hour to appear).${cleared}`);
  }
} catch (e) {
  exitWith(failureSentence(e, `${names} could not be registered`, config));
}
