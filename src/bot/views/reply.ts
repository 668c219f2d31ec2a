/** Discord message payloads: the Reply shape, Discord's limits and the one place that keeps a reply within them, mentions and buttons. */
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';
import { ButtonStyle, ComponentType } from 'discord.js';
import { showTiles } from '../../engine/alphabet.js';
import { computerName, isComputerId } from '../../games/seats.js';
import { cut } from '../messages.js';

export interface FileOut {
  name: string;
  data: Buffer;
  description?: string;
}

/** A message as the bot sends it; `ephemeral` ones only their reader sees. */
export interface Reply {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  files?: FileOut[];
  ephemeral?: boolean;
  /** User ids this message may ping. */
  mentions?: string[];
}

/** Discord's limits on a message, in UTF-16 units; it refuses a message over any of them (50035). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  rows: 5,
  perRow: 5,
  buttonLabel: 80,
  options: 25,
  optionText: 100,
  placeholder: 150,
  files: 10,
  fileDescription: 1024,
} as const;

const embedLength = (e: APIEmbed) =>
  (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0) + (e.author?.name.length ?? 0)
  + (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);

/** Text for people: tiles by their faces (Spanish CH, not the engine's one-character tile), within `limit`. */
const shown = (text: string, limit: number) => cut(showTiles(text), limit);

function fitEmbed(e: APIEmbed): APIEmbed {
  return {
    ...e,
    ...(e.title !== undefined ? { title: shown(e.title, LIMITS.title) } : {}),
    ...(e.description !== undefined ? { description: shown(e.description, LIMITS.description) } : {}),
    ...(e.fields ? { fields: e.fields.slice(0, LIMITS.fields).map((f) => ({ ...f, name: shown(f.name, LIMITS.fieldName), value: shown(f.value, LIMITS.fieldValue) })) } : {}),
    ...(e.footer ? { footer: { ...e.footer, text: shown(e.footer.text, LIMITS.footer) } } : {}),
    ...(e.author ? { author: { ...e.author, name: showTiles(e.author.name) } } : {}),
  };
}

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

function fitRow(row: Row): Row {
  const components = row.components.slice(0, LIMITS.perRow).map((c) => {
    if (c.type === ComponentType.Button && 'label' in c && c.label !== undefined) return { ...c, label: shown(c.label, LIMITS.buttonLabel) };
    if (c.type === ComponentType.StringSelect) {
      return {
        ...c,
        ...(c.placeholder !== undefined ? { placeholder: shown(c.placeholder, LIMITS.placeholder) } : {}),
        options: c.options.slice(0, LIMITS.options).map((o) => ({
          ...o,
          label: shown(o.label, LIMITS.optionText),
          value: cut(o.value, LIMITS.optionText),
          ...(o.description !== undefined ? { description: shown(o.description, LIMITS.optionText) } : {}),
        })),
      };
    }
    return c;
  });
  return { ...row, components } as Row;
}

/**
 * A reply within every limit Discord enforces, cut between whole characters: the one
 * place that guarantees no answer is refused for its length, whatever it quotes. Every
 * text in it shows tiles by their faces (showTiles), before it is measured.
 */
export function fitReply(r: Reply): Reply {
  const out: Reply = { ...r };
  if (r.content !== undefined) out.content = shown(r.content, LIMITS.content);
  if (r.embeds) {
    const embeds = r.embeds.slice(0, LIMITS.embeds).map(fitEmbed);
    // Over the total: the descriptions, the longest text an embed holds, give way first.
    let excess = embeds.reduce((n, e) => n + embedLength(e), 0) - LIMITS.embedTotal;
    for (let i = embeds.length - 1; i >= 0 && excess > 0; i--) {
      const d = embeds[i]!.description ?? '';
      const keep = Math.max(0, d.length - excess - 1);
      const shorter = keep === 0 ? '' : cut(d, keep + 1);
      excess -= d.length - shorter.length;
      embeds[i] = { ...embeds[i]!, description: shorter };
    }
    out.embeds = embeds;
  }
  if (r.components) out.components = r.components.slice(0, LIMITS.rows).map(fitRow);
  if (r.files) {
    out.files = r.files.slice(0, LIMITS.files).map((f) => (f.description === undefined ? f : { ...f, description: shown(f.description, LIMITS.fileDescription) }));
  }
  return out;
}

export const COLOUR = { lobby: 0x3b7a57, turn: 0x2f6f9f, over: 0xb8860b, problem: 0xa33b3b } as const;

/** A player by mention; a computer seat by its name, since it has no Discord account to ping. */
export const mention = (id: string) => (isComputerId(id) ? `**${computerName(id)}**` : `<@${id}>`);

export function buttons(...specs: [id: string, label: string, style: ButtonStyle, disabled?: boolean][]): APIActionRowComponent<APIComponentInMessageActionRow> {
  return {
    type: ComponentType.ActionRow,
    components: specs.map(([custom_id, label, style, disabled]) => ({ type: ComponentType.Button, custom_id, label, style, disabled: disabled ?? false })),
  } as APIActionRowComponent<APIComponentInMessageActionRow>;
}

export function problemReply(text: string): Reply {
  return { content: text, ephemeral: true };
}
