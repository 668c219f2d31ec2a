/**
 * The discord.js adapter: turns interactions into handler contexts, routes them, and
 * holds the one error boundary that logs a failure and tells the player in words.
 */
import {
  MessageFlags, PermissionFlagsBits, type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction,
  type Interaction, type InteractionReplyOptions, type MessageComponentInteraction, type StringSelectMenuInteraction,
} from 'discord.js';
import { StoreUnavailableError } from '../games/store.js';
import type { AckKind, CommandContext, Responder, Services } from './context.js';
import { refuseOnce, runButton, runSelect, runSubcommand } from './dispatch.js';
import { metrics } from './metrics.js';
import { fitReply, type Reply } from './present.js';
import { fitChoices } from './suggest.js';
import { isSpokenPublicly, speaking, tableFor } from './words/index.js';

const NEEDED: [bigint, string][] = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
  [PermissionFlagsBits.AttachFiles, 'Attach Files'],
];
/** In a thread, Discord asks for Send Messages in Threads instead of Send Messages. */
const NEEDED_IN_THREAD: [bigint, string][] = NEEDED.map(([flag, name]) => (flag === PermissionFlagsBits.SendMessages ? [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'] : [flag, name]));
/** What opening a game's thread in a text channel takes, and playing in it. */
const NEEDED_FOR_THREADS: [bigint, string][] = [
  [PermissionFlagsBits.CreatePublicThreads, 'Create Public Threads'],
  [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'],
];

/** discord.js message options for one of our replies. */
export function toDiscord(reply: Reply): InteractionReplyOptions {
  // Every message leaves through here: the one place its length is kept within Discord's limits.
  const r = fitReply(reply);
  return {
    content: r.content ?? '',
    embeds: r.embeds ?? [],
    components: r.components ?? [],
    files: (r.files ?? []).map((f) => ({ attachment: f.data, name: f.name, ...(f.description ? { description: f.description } : {}) })),
    allowedMentions: { users: r.mentions ?? [], parse: [] },
    ...(r.ephemeral ? { flags: MessageFlags.Ephemeral } : {}),
  };
}

type Answerable = ChatInputCommandInteraction | MessageComponentInteraction;

/**
 * A reply on its way out: one the channel reads must have been built by `publicly`, in the
 * server's language (see words/index.ts); sending it in its reader's language would be a bug.
 */
function spokenRight(r: Reply): Reply {
  if (!r.ephemeral && !isSpokenPublicly(r)) throw new Error('A public reply was not built with publicly(): it would speak its reader\'s language to the whole channel');
  return r;
}

/** How long an interaction's token answers: Discord's 15 minutes, less a minute's margin for clocks and the request itself. */
const TOKEN_LIFE_MS = 14 * 60_000;

/**
 * Acknowledge first, then answer: the adapter's half of the Responder contract (see
 * context.ts). Discord's clock starts at the interaction's own timestamp.
 */
export function responder(i: Answerable, onAck: (ms: number) => void = () => {}): Responder {
  let acked: AckKind | null = null;
  let placeholderId: string | undefined;
  let first = true;
  const send = async (r: Reply) => (await i.followUp(toDiscord(spokenRight(r)))).id;
  return {
    get acked() {
      return acked;
    },
    get placeholderId() {
      return placeholderId;
    },
    async ack(kind) {
      if (acked || i.replied || i.deferred) return;
      acked = kind;
      if (kind === 'update' && i.isMessageComponent()) {
        await i.deferUpdate();
      } else if (kind === 'launch' && (i.isMessageComponent() || i.isChatInputCommand())) {
        // The answer is the Activity opening for the user: no message follows.
        await i.launchActivity();
      } else if (kind === 'public') {
        const res = await i.deferReply({ withResponse: true });
        placeholderId = res.resource?.message?.id;
      } else {
        acked = 'private';
        await i.deferReply({ flags: MessageFlags.Ephemeral });
      }
      onAck(Date.now() - i.createdTimestamp);
    },
    async reply(r) {
      spokenRight(r);
      if (!first) return send(r);
      first = false;
      const { flags: _flags, ...edit } = toDiscord(r);
      if (!acked) {
        const res = await i.reply({ ...toDiscord(r), withResponse: true });
        return res.resource?.message?.id;
      }
      if (acked === 'public') {
        if (!r.ephemeral) return (await i.editReply(edit)).id;
        // A refusal is private: the channel's placeholder goes, the player reads why.
        await i.deleteReply();
        placeholderId = undefined;
        return send(r);
      }
      if (acked === 'private') return r.ephemeral ? (await i.editReply(edit)).id : send(r);
      return r.ephemeral ? send(r) : (await i.editReply(edit)).id;
    },
    async followUp(r) {
      first = false;
      return send(r);
    },
  };
}

function missingPermissions(i: Answerable, needed: [bigint, string][] = i.channel?.isThread() ? NEEDED_IN_THREAD : NEEDED): string[] {
  const perms = i.appPermissions;
  if (!perms) return [];
  return needed.filter(([flag]) => !perms.has(flag)).map(([, name]) => name);
}

/** Whether the interaction came from a thread: the client's cache knows the threads it was told of; one it was not (archived before a restart) is asked for. */
async function inThread(i: Answerable): Promise<boolean> {
  const channel = i.channel ?? (await i.client.channels.fetch(i.channelId).catch(() => null));
  return channel?.isThread() ?? false;
}

type Options = { getString(n: string): string | null; getInteger(n: string): number | null };

export function commandContext(i: Answerable, services: Services, options: Options, onAck?: (ms: number) => void): CommandContext {
  const r = responder(i, onAck);
  return {
    ack: r.ack,
    reply: r.reply,
    followUp: r.followUp,
    get acked() {
      return r.acked;
    },
    get placeholderId() {
      return r.placeholderId;
    },
    ...(typeof i.token === 'string' ? { answer: { applicationId: i.applicationId, token: i.token, expiresAt: i.createdTimestamp + TOKEN_LIFE_MS } } : {}),
    user: { id: i.user.id, name: i.member && 'displayName' in i.member ? i.member.displayName : (i.user.globalName ?? i.user.username) },
    channelId: i.channelId,
    guildId: i.guildId,
    canManageMessages: i.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false,
    canManageServer: i.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    missingPermissions: missingPermissions(i),
    missingThreadPermissions: missingPermissions(i, NEEDED_FOR_THREADS),
    inThread: () => inThread(i),
    getString: options.getString,
    getInteger: options.getInteger,
    services,
  };
}

const NO_OPTIONS: Options = { getString: () => null, getInteger: () => null };

/** The context and the work for one interaction, or null for one that is not ours. */
function route(i: Interaction, services: Services, onAck: (ms: number) => void): { ctx: CommandContext; run: () => Promise<void> } | null {
  // /scrabble's subcommands, and the commands of their own (/puzzle), run alike.
  if (i.isChatInputCommand() && (i.commandName === 'scrabble' || services.commands.has(i.commandName))) {
    // A user option is read as its id, like a string option (`/scrabble stats user:`).
    const text = (n: string) => {
      const v = i.options.get(n)?.value;
      return typeof v === 'string' ? v : null;
    };
    const ctx = commandContext(i, services, { getString: text, getInteger: (n) => i.options.getInteger(n) }, onAck);
    const name = i.commandName === 'scrabble' ? (i.options.getSubcommand(false) ?? '') : i.commandName;
    return { ctx, run: () => runSubcommand(ctx, name) };
  }
  if (i.isButton()) {
    const ctx = commandContext(i, services, NO_OPTIONS, onAck);
    return { ctx, run: () => runButton(ctx, i.customId, i.message.id) };
  }
  if (i.isStringSelectMenu()) {
    const ctx = commandContext(i, services, NO_OPTIONS, onAck);
    return { ctx, run: () => runSelect(ctx, i.customId, i.values, i.message.id) };
  }
  return null;
}

/**
 * Routes every interaction, in its reader's language (`locale`), with the server's
 * (`guild_locale`) for what it shows the channel; in a direct message the reader's is both.
 */
export function handleInteraction(i: Interaction, services: Services): Promise<void> {
  return speaking(tableFor(i.locale), () => handle(i, services), tableFor(i.guildLocale ?? i.locale));
}

/** The one error boundary. */
async function handle(i: Interaction, services: Services): Promise<void> {
  if (i.isAutocomplete()) {
    try {
      await autocomplete(i, services);
    } catch (e) {
      services.log(`Autocomplete ${i.id} failed`, e);
    }
    return;
  }
  const routed = route(i, services, (ms) => {
    metrics.ackLatency.observe(ms);
    services.log(`ack ${i.id} in ${ms} ms`);
  });
  if (!routed) return;
  try {
    await routed.run();
  } catch (e) {
    // A store failure a handler did not turn into a refusal: the player reads the store's
    // sentence; the failure itself was counted and logged by the store's listener.
    const store = e instanceof StoreUnavailableError;
    if (store) services.log(`Interaction ${i.id}: ${e.message}`);
    else services.log(`Interaction ${i.id} failed`, e);
    try {
      await refuseOnce(routed.ctx, { code: store ? 'store-unavailable' : 'internal' });
    } catch (inner) {
      services.log(`Could not tell the user about interaction ${i.id} failing`, inner);
    }
  }
}

async function autocomplete(i: AutocompleteInteraction, services: Services): Promise<void> {
  const sub = services.commands.get(i.options.getSubcommand());
  const focused = i.options.getFocused(true);
  if (!sub?.autocomplete) return i.respond([]);
  await sub.autocomplete({
    user: { id: i.user.id, name: i.user.username },
    channelId: i.channelId,
    focused: { name: focused.name, value: String(focused.value) },
    getString: (name) => i.options.getString(name),
    services,
    respond: (choices) => i.respond(fitChoices(choices)),
  });
}
