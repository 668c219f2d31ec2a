import { PRESETS, type ChallengeRule } from '../src/engine/index.js';
import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { lobbyMessage } from '../src/bot/present.js';

const CHALLENGES: [string, ChallengeRule][] = [
  ['Double challenge (a wrong challenger loses a turn)', 'double'],
  ['Single challenge (a wrong challenge costs nothing)', 'single'],
  ['+5 to the player wrongly challenged', 'fivePoints'],
  ['+10 to the player wrongly challenged', 'tenPoints'],
  ['No challenges: words are checked as you play', 'void'],
];

export const command: Subcommand = {
  name: 'new',
  data: (b) =>
    b.setName('new').setDescription('Open a game of Scrabble in this channel')
      .addStringOption((o) => o.setName('preset').setDescription('Rule set (default: Tournament)')
        .addChoices(...PRESETS.map((p) => ({ name: p.name, value: p.id }))))
      .addStringOption((o) => o.setName('lexicon').setDescription('Dictionary').setAutocomplete(true))
      .addStringOption((o) => o.setName('challenge').setDescription('How invalid words are handled')
        .addChoices(...CHALLENGES.map(([name, value]) => ({ name, value }))))
      .addIntegerOption((o) => o.setName('max_players').setDescription('Most players who may join').setMinValue(2).setMaxValue(4)),
  async execute(ctx) {
    const out = await ctx.services.games.newLobby(ctx.channelId, ctx.user, {
      preset: ctx.getString('preset'),
      lexicon: ctx.getString('lexicon'),
      challenge: ctx.getString('challenge') as ChallengeRule | null,
      maxPlayers: ctx.getInteger('max_players'),
    });
    if (!out.ok) return refuse(ctx, out.problem);
    const id = await answer(ctx, lobbyMessage(out.value.lobby!));
    if (id) await ctx.services.games.setLobbyMessage(ctx.channelId, id);
  },
  async autocomplete(ctx) {
    const typed = ctx.focused.value.toLowerCase();
    const names = ctx.services.dictionaries.names().filter((n) => n.toLowerCase().includes(typed));
    await ctx.respond(names.slice(0, 25).map((n) => ({ name: n, value: n })));
  },
};
