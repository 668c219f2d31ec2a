/**
 * The discord.js adapter: turns interactions into handler contexts, routes them, and
 * holds the one error boundary that logs a failure and tells the player in words.
 */
import {
  MessageFlags, PermissionFlagsBits, type AutocompleteInteraction, type ButtonInteraction, type ChatInputCommandInteraction,
  type Interaction, type InteractionReplyOptions, type MessageComponentInteraction, type StringSelectMenuInteraction,
} from 'discord.js';
import { subcommands } from '../../commands/index.js';
import type { CommandContext, Responder, Services } from './context.js';
import { handleButton, handleSelect } from './buttons.js';
import { explain } from './messages.js';
import type { Reply } from './present.js';

const NEEDED: [bigint, string][] = [
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
  [PermissionFlagsBits.AttachFiles, 'Attach Files'],
];

/** discord.js message options for one of our replies. */
export function toDiscord(r: Reply): InteractionReplyOptions {
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

/** Reply, defer and follow-up for an interaction, remembering what was already sent. */
export function responder(i: Answerable): Responder {
  let deferredEphemeral: boolean | null = null;
  return {
    get answered() {
      return i.replied || i.deferred;
    },
    async defer(ephemeral) {
      if (i.replied || i.deferred) return;
      deferredEphemeral = ephemeral;
      await i.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
    },
    async reply(r) {
      if (i.deferred && deferredEphemeral === Boolean(r.ephemeral)) {
        const { flags: _flags, ...edit } = toDiscord(r);
        return (await i.editReply(edit)).id;
      }
      if (i.replied || i.deferred) return (await i.followUp(toDiscord(r))).id;
      const res = await i.reply({ ...toDiscord(r), withResponse: true });
      return res.resource?.message?.id;
    },
    async followUp(r) {
      return (await i.followUp(toDiscord(r))).id;
    },
    ...(i.isMessageComponent()
      ? {
        async update(r: Reply) {
          const { flags: _flags, ...options } = toDiscord(r);
          await i.update(options);
        },
      }
      : {}),
  };
}

function missingPermissions(i: Answerable): string[] {
  const perms = i.appPermissions;
  if (!perms) return [];
  return NEEDED.filter(([flag]) => !perms.has(flag)).map(([, name]) => name);
}

export function commandContext(i: Answerable, services: Services, options: { getString(n: string): string | null; getInteger(n: string): number | null }): CommandContext {
  return {
    ...responder(i),
    get answered() {
      return i.replied || i.deferred;
    },
    user: { id: i.user.id, name: i.member && 'displayName' in i.member ? i.member.displayName : (i.user.globalName ?? i.user.username) },
    channelId: i.channelId,
    canManageMessages: i.memberPermissions?.has(PermissionFlagsBits.ManageMessages) ?? false,
    missingPermissions: missingPermissions(i),
    getString: options.getString,
    getInteger: options.getInteger,
    services,
  };
}

const NO_OPTIONS = { getString: () => null, getInteger: () => null };

/** Routes every interaction; the one error boundary. */
export async function handleInteraction(i: Interaction, services: Services): Promise<void> {
  try {
    if (i.isAutocomplete()) return await autocomplete(i, services);
    if (i.isChatInputCommand() && i.commandName === 'scrabble') {
      const sub = subcommands.get(i.options.getSubcommand());
      if (!sub) return;
      const ctx = commandContext(i, services, {
        getString: (n) => i.options.getString(n),
        getInteger: (n) => i.options.getInteger(n),
      });
      return await sub.execute(ctx);
    }
    if (i.isButton()) return await handleButton(commandContext(i, services, NO_OPTIONS), i.customId, i as ButtonInteraction);
    if (i.isStringSelectMenu()) {
      const sel = i as StringSelectMenuInteraction;
      return await handleSelect(commandContext(i, services, NO_OPTIONS), sel.customId, sel.values);
    }
  } catch (e) {
    services.log(`Interaction ${i.id} failed`, e);
    if (!i.isRepliable()) return;
    const text = { content: explain({ code: 'internal' }), flags: MessageFlags.Ephemeral } as const;
    try {
      if (i.replied || i.deferred) await i.followUp(text);
      else await i.reply(text);
    } catch (inner) {
      services.log(`Could not tell the user about interaction ${i.id} failing`, inner);
    }
  }
}

async function autocomplete(i: AutocompleteInteraction, services: Services): Promise<void> {
  const sub = subcommands.get(i.options.getSubcommand());
  const focused = i.options.getFocused(true);
  if (!sub?.autocomplete) return i.respond([]);
  await sub.autocomplete({
    user: { id: i.user.id, name: i.user.username },
    channelId: i.channelId,
    focused: { name: focused.name, value: String(focused.value) },
    services,
    respond: (choices) => i.respond(choices),
  });
}
