import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { lobbyMessage } from '../src/bot/present.js';

export const command: Subcommand = {
  name: 'join',
  data: (b) =>
    b.setName('join').setDescription('Join the game gathering players in this channel')
      .addIntegerOption((o) => o.setName('age').setDescription('Only when the youngest starts: used to pick who starts, not kept').setMinValue(1).setMaxValue(120)),
  async execute(ctx) {
    const age = ctx.getInteger('age');
    const games = ctx.services.games;
    const record = await games.record(ctx.channelId);
    // The host is already in; their age may still be needed.
    const out = record?.lobby?.players.some((p) => p.id === ctx.user.id) && age !== null
      ? await games.setAge(ctx.channelId, ctx.user, age)
      : await games.join(ctx.channelId, ctx.user, age);
    if (!out.ok) return refuse(ctx, out.problem);
    const id = await answer(ctx, lobbyMessage(out.value.lobby!));
    if (id) await games.setLobbyMessage(ctx.channelId, id);
  },
};
