/** `/scrabble check`: the word judge, privately. */
import type { Subcommand } from '../src/bot/context.js';
import { answer, refuse } from '../src/bot/flow.js';
import { verdictMessage } from '../src/bot/present.js';
import { words } from '../src/bot/words/index.js';
import { isAcceptable, JUDGE_INPUT_MAX, readJudgeWords } from '../src/games/judge.js';
import { mayJudgeWords } from '../src/games/policy.js';
import { lexiconAutocomplete } from './new.js';

export const command: Subcommand = {
  name: 'check',
  ack: 'private',
  data: (b) =>
    b.setName('check').setDescription(words.commands.check.description)
      .addStringOption((o) => o.setName('words').setDescription(words.commands.check.options.words).setRequired(true).setMaxLength(JUDGE_INPUT_MAX))
      .addStringOption((o) => o.setName('lexicon').setDescription(words.commands.check.options.lexicon).setAutocomplete(true)),
  async execute(ctx) {
    const read = await ctx.services.games.read(ctx.channelId);
    if (!read.ok) return refuse(ctx, read.error);
    const record = read.value;
    // Whatever dictionary is named: another list would still tell a player most of what theirs would.
    if (!mayJudgeWords(record?.game ?? null, ctx.user.id)) return refuse(ctx, { code: 'judge-in-game' });
    const installed = ctx.services.dictionaries.names();
    // The dictionary named, else the one the channel plays (its lobby's, for the game it will become), else the bot's default.
    const wanted = ctx.getString('lexicon') ?? record?.lobby?.rules.lexicon ?? record?.game?.rules.lexicon ?? ctx.services.dictionaries.defaultName();
    const name = installed.find((n) => n.toLowerCase() === wanted.toLowerCase());
    if (name === undefined) return refuse(ctx, { code: 'unknown-lexicon', detail: wanted, options: installed });
    if (!ctx.services.dictionaries.ready(name)) return refuse(ctx, { code: 'lexicon-not-ready', detail: name });
    const lexicon = await ctx.services.dictionaries.lexicon(name);
    // Read in the list's letters: Spanish `chico` is CH-I-C-O, French `été` is ETE.
    const typed = readJudgeWords(ctx.getString('words') ?? '', lexicon.alphabet);
    if (!typed.ok) return refuse(ctx, typed.error);
    await answer(ctx, () => verdictMessage(typed.value, isAcceptable(typed.value, lexicon), name));
  },
  autocomplete: (ctx) => lexiconAutocomplete(ctx),
};
