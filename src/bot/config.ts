/**
 * Configuration from the environment (.env through dotenv). A missing value is
 * reported in one sentence that says what it is and where to get it.
 */
import { DEFAULT_STORE_URL } from '../games/open.js';

export interface Config {
  token: string;
  clientId: string;
  guildId: string | null;
  storeUrl: string;
  apiUrl: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
}

const WHERE: Record<string, string> = {
  DISCORD_TOKEN: 'the bot token from the Bot page of your application at https://discord.com/developers/applications',
  DISCORD_CLIENT_ID: 'the Application ID from the General Information page of your application at https://discord.com/developers/applications',
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

export function readConfig(env: Readonly<Record<string, string | undefined>>, need: ('DISCORD_TOKEN' | 'DISCORD_CLIENT_ID')[] = ['DISCORD_TOKEN', 'DISCORD_CLIENT_ID']): ConfigResult {
  const missing = need.filter((k) => !env[k]?.trim());
  if (missing.length > 0) {
    const parts = missing.map((k) => `${k} (${WHERE[k]})`);
    return { ok: false, message: `Missing in .env: ${parts.join(' and ')}; copy .env.example to .env and fill it in.` };
  }
  return {
    ok: true,
    config: {
      token: env.DISCORD_TOKEN?.trim() ?? '',
      clientId: env.DISCORD_CLIENT_ID?.trim() ?? '',
      guildId: env.DISCORD_GUILD_ID?.trim() || null,
      storeUrl: env.STORE_URL?.trim() || DEFAULT_STORE_URL,
      apiUrl: env.DISCORD_API_URL?.trim() || undefined,
      env,
    },
  };
}
