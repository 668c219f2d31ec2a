import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { problemReply, settingsMessage } from '../src/bot/present.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { words } from '../src/bot/words/index.js';

/** A player's own settings (today: whether the bot may ping them), shown to them alone. */
export const command: Subcommand = {
  name: 'settings',
  ack: 'private',
  data: (b) => b.setName('settings').setDescription(words.commands.settings.description)
    .addStringOption((o) => o.setName('pings').setDescription(words.commands.settings.options.pings)
      .addChoices({ name: 'On', value: 'on' }, { name: 'Off (mention my name without pinging)', value: 'off' })),
  async execute(ctx) {
    const pings = ctx.getString('pings');
    if (pings !== null && pings !== 'on' && pings !== 'off') return void (await ctx.reply(problemReply(unknownChoice('pings', pings))));
    const store = ctx.services.games.store;
    try {
      if (pings !== null) await store.setUserSettings(ctx.user.id, { pings: pings === 'on' });
      await answer(ctx, settingsMessage(await store.userSettings(ctx.user.id), pings !== null));
    } catch (e) {
      if (e instanceof StoreUnavailableError) return refuse(ctx, { code: 'store-unavailable' });
      throw e;
    }
  },
};
