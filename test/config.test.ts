import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/bot/config.js';

describe('configuration from .env', () => {
  it('names what is missing, and where to get it, in one sentence', () => {
    const r = readConfig({});
    expect(r.ok).toBe(false);
    const message = r.ok ? '' : r.message;
    expect(message).toBe(
      'Missing in .env: DISCORD_TOKEN (the bot token from the Bot page of your application at https://discord.com/developers/applications) and ' +
        'DISCORD_CLIENT_ID (the Application ID from the General Information page of your application at https://discord.com/developers/applications); ' +
        'copy .env.example to .env and fill it in.',
    );
    expect(message.split(/[.;] [A-Z]/).length).toBe(1);
  });

  it('names only the missing one', () => {
    const r = readConfig({ DISCORD_TOKEN: 'x', DISCORD_CLIENT_ID: ' ' });
    expect(r.ok ? '' : r.message).toMatch(/^Missing in \.env: DISCORD_CLIENT_ID \(/);
  });

  it('fills defaults for the optional values', () => {
    const r = readConfig({ DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '1', DISCORD_GUILD_ID: '' });
    expect(r.ok && r.config).toMatchObject({ token: 't', clientId: '1', guildId: null, storeUrl: 'sqlite://data/scrabble.sqlite', apiUrl: undefined });
  });
});
