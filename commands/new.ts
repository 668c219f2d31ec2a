import type { Subcommand } from '../src/bot/context.js';
import { checkCanPost, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { words } from '../src/bot/words/index.js';
import { lobbyMessage, problemReply } from '../src/bot/present.js';
import { choice, fitChoices } from '../src/bot/suggest.js';
import { PACE_CHOICES, TIMEOUT_CHOICES } from '../src/bot/messages.js';
import { findLevel, LEVEL_IDS, LEVELS, PRESETS, type ChallengeRule } from '../src/games/catalog.js';
import type { PaceId, TimeoutRule } from '../src/games/clock.js';

const CHALLENGES: [string, ChallengeRule][] = [
  ['Double challenge (a wrong challenger loses a turn)', 'double'],
  ['Single challenge (a wrong challenge costs nothing)', 'single'],
  ['+5 to the player wrongly challenged', 'fivePoints'],
  ['+10 to the player wrongly challenged', 'tenPoints'],
  ['No challenges: words are checked as you play', 'void'],
];

export const command: Subcommand = {
  name: 'new',
  ack: 'public',
  data: (b) =>
    b.setName('new').setDescription('Open a game of Scrabble in this channel')
      .addStringOption((o) => o.setName('preset').setDescription('Rule set (default: Tournament)')
        .addChoices(...PRESETS.map((p) => ({ name: words.presets[p.id].name, value: p.id }))))
      .addStringOption((o) => o.setName('lexicon').setDescription('Dictionary').setAutocomplete(true))
      .addStringOption((o) => o.setName('challenge').setDescription('How invalid words are handled')
        .addChoices(...CHALLENGES.map(([name, value]) => ({ name, value }))))
      .addIntegerOption((o) => o.setName('max_players').setDescription('Most players who may join').setMinValue(2).setMaxValue(4))
      .addStringOption((o) => o.setName('opponent').setDescription('Seat a computer player at this level (more from the lobby)')
        .addChoices(...LEVEL_IDS.map((id) => ({ name: `Computer (${LEVELS[id].name})`, value: id }))))
      .addStringOption((o) => o.setName('hints').setDescription('A casual or teaching game: players may ask for hints (default: off)')
        .addChoices({ name: 'On', value: 'on' }, { name: 'Off', value: 'off' }))
      .addStringOption((o) => o.setName('pace').setDescription('Turn clock (default: none)').addChoices(...PACE_CHOICES.map(([name, value]) => ({ name, value }))))
      .addStringOption((o) => o.setName('timeout').setDescription('When a clock runs out (default: the turn is passed)')
        .addChoices(...TIMEOUT_CHOICES.map(([name, value]) => ({ name, value })))),
  async execute(ctx) {
    // A lobby in a channel where no board can be posted would only lead to a refused start.
    if (!(await checkCanPost(ctx))) return;
    const challenge = ctx.getString('challenge');
    const rule = CHALLENGES.find(([, value]) => value === challenge)?.[1] ?? null;
    if (challenge && !rule) return void (await ctx.reply(problemReply(unknownChoice('challenge', challenge))));
    const pace = ctx.getString('pace');
    if (pace && !PACE_CHOICES.some(([, v]) => v === pace)) return void (await ctx.reply(problemReply(unknownChoice('pace', pace))));
    const timeout = ctx.getString('timeout');
    if (timeout && !TIMEOUT_CHOICES.some(([, v]) => v === timeout)) return void (await ctx.reply(problemReply(unknownChoice('timeout', timeout))));
    const opponent = ctx.getString('opponent');
    if (opponent && !findLevel(opponent)) return void (await ctx.reply(problemReply(unknownChoice('opponent', opponent))));
    const hints = ctx.getString('hints');
    if (hints && hints !== 'on' && hints !== 'off') return void (await ctx.reply(problemReply(unknownChoice('hints', hints))));
    const out = await ctx.services.games.newLobby(ctx.channelId, ctx.guildId, ctx.user, {
      preset: ctx.getString('preset'),
      lexicon: ctx.getString('lexicon'),
      challenge: rule,
      maxPlayers: ctx.getInteger('max_players'),
      opponent: opponent ? findLevel(opponent)!.id : null,
      hints: hints === 'on',
      pace: pace as PaceId | null,
      timeout: timeout as TimeoutRule | null,
    }, ctx.placeholderId);
    if (!out.ok) return refuse(ctx, out.error);
    await ctx.reply(lobbyMessage(out.value.lobby!));
  },
  async autocomplete(ctx) {
    const typed = ctx.focused.value.toLowerCase();
    const names = ctx.services.dictionaries.names().filter((n) => n.toLowerCase().includes(typed));
    await ctx.respond(fitChoices(names.map((n) => choice(n, n))));
  },
};
