import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { problemReply, settingsMessage, threadSettingMessage } from '../src/bot/present.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { words } from '../src/bot/words/index.js';

const ON_OFF = ['on', 'off'];

/**
 * A player's own settings (whether the bot may ping them), and the server's (whether each
 * new game gets a thread: members with Manage Server only), shown to the asker alone.
 */
export const command: Subcommand = {
  name: 'settings',
  ack: 'private',
  data: (b) => b.setName('settings').setDescription(words.commands.settings.description)
    .addStringOption((o) => o.setName('pings').setDescription(words.commands.settings.options.pings)
      .addChoices({ name: words.commands.choices.pings.on, value: 'on' }, { name: words.commands.choices.pings.off, value: 'off' }))
    .addStringOption((o) => o.setName('threads').setDescription(words.commands.settings.options.threads)
      .addChoices({ name: words.commands.choices.threads.on, value: 'on' }, { name: words.commands.choices.threads.off, value: 'off' })),
  async execute(ctx) {
    const pings = ctx.getString('pings');
    if (pings !== null && !ON_OFF.includes(pings)) return void (await ctx.reply(problemReply(unknownChoice('pings', pings))));
    const threads = ctx.getString('threads');
    if (threads !== null && !ON_OFF.includes(threads)) return void (await ctx.reply(problemReply(unknownChoice('threads', threads))));
    // A server's setting is its managers' to change: refused before anything is saved (outside a server, nobody manages one).
    if (threads !== null && (ctx.guildId === null || !ctx.canManageServer)) return refuse(ctx, { code: 'needs-manage-server' });
    const store = ctx.services.games.store;
    try {
      if (pings !== null) await store.setUserSettings(ctx.user.id, { pings: pings === 'on' });
      if (threads !== null) {
        await store.setGuildSettings(ctx.guildId!, { threads: threads === 'on' });
        const guild = await store.guildSettings(ctx.guildId!);
        const user = pings !== null ? await store.userSettings(ctx.user.id) : null;
        return void (await answer(ctx, () => {
          const server = threadSettingMessage(guild, true);
          return { ...server, content: `${server.content}${user ? `\n${settingsMessage(user, true).content}` : ''}` };
        }));
      }
      const user = await store.userSettings(ctx.user.id);
      await answer(ctx, () => settingsMessage(user, pings !== null));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
  },
};
