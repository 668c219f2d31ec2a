import type { AutocompleteContext, Services, Subcommand } from '../src/bot/context.js';
import { answer, checkCanPost, refuse } from '../src/bot/flow.js';
import { unknownChoice } from '../src/bot/messages.js';
import { words } from '../src/bot/words/index.js';
import { lobbyMessage, problemReply } from '../src/bot/present.js';
import { choice, fitChoices } from '../src/bot/suggest.js';
import { paceChoices, timeoutChoices } from '../src/bot/messages.js';
import { openInThread, opensThread } from '../src/bot/thread-lobby.js';
import { StoreUnavailableError } from '../src/games/store.js';
import { findLanguage, findLevel, LANGUAGES, LEVEL_IDS, LEVELS, PRESETS, type ChallengeRule, type LanguageId } from '../src/games/catalog.js';
import type { PaceId, TimeoutRule } from '../src/games/clock.js';

/**
 * The installed dictionaries whose name holds what was typed: the `lexicon` option here and
 * in `/scrabble check`; here, only those of the language chosen (English when none is).
 */
export async function lexiconAutocomplete(ctx: AutocompleteContext, byLanguage = false): Promise<void> {
  const typed = ctx.focused.value.toLowerCase();
  const { dictionaries } = ctx.services;
  const language = byLanguage ? findLanguage(ctx.getString('language') ?? 'en') : null;
  const names = dictionaries.names().filter((n) => n.toLowerCase().includes(typed) && (language === null || dictionaries.languageOf(n) === language.id));
  await ctx.respond(fitChoices(names.map((n) => choice(n, n))));
}

/** The languages a game can be played in here: those with an installed word list. */
function playableLanguages(services: Services): LanguageId[] {
  const installed = services.dictionaries.names();
  return (Object.keys(LANGUAGES) as LanguageId[]).filter((id) => installed.some((n) => services.dictionaries.languageOf(n) === id));
}

async function languageAutocomplete(ctx: AutocompleteContext): Promise<void> {
  const typed = ctx.focused.value.trim().toLowerCase();
  const offered = playableLanguages(ctx.services).filter((id) => id.startsWith(typed) || words.languages[id].toLowerCase().includes(typed));
  await ctx.respond(fitChoices(offered.map((id) => choice(words.languages[id], id))));
}

/** Its choices in the language spoken now (the commands are built once per language); the values are the same in all. */
const challengeChoices = (): readonly [string, ChallengeRule][] => words.commands.choices.challenge;

export const command: Subcommand = {
  name: 'new',
  ack: 'public',
  data: (b) =>
    b.setName('new').setDescription(words.commands.new.description)
      .addStringOption((o) => o.setName('preset').setDescription(words.commands.new.options.preset)
        .addChoices(...PRESETS.map((p) => ({ name: words.presets[p.id].name, value: p.id }))))
      .addStringOption((o) => o.setName('language').setDescription(words.commands.new.options.language).setAutocomplete(true))
      .addStringOption((o) => o.setName('lexicon').setDescription(words.commands.new.options.lexicon).setAutocomplete(true))
      .addStringOption((o) => o.setName('challenge').setDescription(words.commands.new.options.challenge)
        .addChoices(...challengeChoices().map(([name, value]) => ({ name, value }))))
      .addIntegerOption((o) => o.setName('max_players').setDescription(words.commands.new.options.max_players).setMinValue(2).setMaxValue(4))
      .addStringOption((o) => o.setName('opponent').setDescription(words.commands.new.options.opponent)
        .addChoices(...LEVEL_IDS.map((id) => ({ name: words.commands.choices.computer(LEVELS[id].name), value: id }))))
      .addStringOption((o) => o.setName('hints').setDescription(words.commands.new.options.hints)
        .addChoices({ name: words.commands.choices.hints.on, value: 'on' }, { name: words.commands.choices.hints.off, value: 'off' }))
      .addStringOption((o) => o.setName('pace').setDescription(words.commands.new.options.pace).addChoices(...paceChoices().map(([name, value]) => ({ name, value }))))
      .addStringOption((o) => o.setName('timeout').setDescription(words.commands.new.options.timeout)
        .addChoices(...timeoutChoices().map(([name, value]) => ({ name, value })))),
  async execute(ctx) {
    // A lobby in a channel where no board can be posted would only lead to a refused start.
    if (!(await checkCanPost(ctx))) return;
    const challenge = ctx.getString('challenge');
    const rule = challengeChoices().find(([, value]) => value === challenge)?.[1] ?? null;
    if (challenge && !rule) return void (await ctx.reply(problemReply(unknownChoice('challenge', challenge))));
    const pace = ctx.getString('pace');
    if (pace && !paceChoices().some(([, v]) => v === pace)) return void (await ctx.reply(problemReply(unknownChoice('pace', pace))));
    const timeout = ctx.getString('timeout');
    if (timeout && !timeoutChoices().some(([, v]) => v === timeout)) return void (await ctx.reply(problemReply(unknownChoice('timeout', timeout))));
    const opponent = ctx.getString('opponent');
    if (opponent && !findLevel(opponent)) return void (await ctx.reply(problemReply(unknownChoice('opponent', opponent))));
    const hints = ctx.getString('hints');
    if (hints && hints !== 'on' && hints !== 'off') return void (await ctx.reply(problemReply(unknownChoice('hints', hints))));
    const opts = {
      preset: ctx.getString('preset'),
      language: ctx.getString('language'),
      lexicon: ctx.getString('lexicon'),
      challenge: rule,
      maxPlayers: ctx.getInteger('max_players'),
      opponent: opponent ? findLevel(opponent)!.id : null,
      hints: hints === 'on',
      pace: pace as PaceId | null,
      timeout: timeout as TimeoutRule | null,
    };
    // A server with threads on gives each game a thread of its own (unless this is one already).
    const threaded = await opensThread(ctx).catch((e: unknown) => (e instanceof StoreUnavailableError ? null : Promise.reject(e)));
    if (threaded === null) return refuse(ctx, { code: 'store-unavailable' });
    if (threaded) return openInThread(ctx, opts);
    const out = await ctx.services.games.newLobby(ctx.channelId, ctx.guildId, ctx.user, opts, ctx.placeholderId);
    if (!out.ok) return refuse(ctx, out.error);
    await answer(ctx, () => lobbyMessage(out.value.lobby!));
  },
  autocomplete: (ctx) => (ctx.focused.name === 'language' ? languageAutocomplete(ctx) : lexiconAutocomplete(ctx, true)),
};
