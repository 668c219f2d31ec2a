import { ComponentType, Locale, MessageFlags, type APIApplicationCommandOptionChoice, type APIEmbed } from 'discord-api-types/v10';
import type { MessageBody } from './messages.js';
import { ApiError } from './router.js';
import type { RecordedFile } from './types.js';

// Discord's documented limits; a bot that breaks them gets 400 Invalid Form Body in production.
const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  rows: 5,
  perRow: 5,
  customId: 100,
  files: 10,
  fileBytes: 10 * 1024 * 1024,
  choices: 25,
  choiceName: 100,
} as const;

type Problems = Record<string, { _errors: { code: string; message: string }[] }>;

function tooLong(problems: Problems, field: string, max: number): void {
  problems[field] = { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` }] };
}

function embedLength(embed: APIEmbed): number {
  const parts = [embed.title, embed.description, embed.footer?.text, embed.author?.name];
  for (const field of embed.fields ?? []) parts.push(field.name, field.value);
  return parts.reduce((sum, part) => sum + (part?.length ?? 0), 0);
}

function fail(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new ApiError(400, 50035, 'Invalid Form Body', problems);
}

/** Refuses what Discord refuses: empty messages and anything over the message limits. */
export function validateMessage(body: MessageBody, files: RecordedFile[], { creating }: { creating: boolean }): void {
  const componentsV2 = ((body.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;
  const empty = !body.content && !body.embeds?.length && !body.components?.length && files.length === 0 && !body.attachments?.length;
  if (creating && empty) throw new ApiError(400, 50006, 'Cannot send an empty message');
  if (files.some((f) => f.bytes.length > LIMITS.fileBytes)) throw new ApiError(413, 40005, 'Request entity too large');
  const problems: Problems = {};
  if (files.length > LIMITS.files) tooLong(problems, 'files', LIMITS.files);
  if ((body.content?.length ?? 0) > LIMITS.content) tooLong(problems, 'content', LIMITS.content);
  // A nonce is an integer or a string of at most 25 characters.
  const nonce = (body as { nonce?: unknown }).nonce;
  if (typeof nonce === 'string' && nonce.length > 25) tooLong(problems, 'nonce', 25);
  const embeds = body.embeds ?? [];
  if (embeds.length > LIMITS.embeds) tooLong(problems, 'embeds', LIMITS.embeds);
  if (embeds.reduce((sum, e) => sum + embedLength(e), 0) > LIMITS.embedTotal) tooLong(problems, 'embeds', LIMITS.embedTotal);
  if (!componentsV2) {
    const rows = body.components ?? [];
    if (rows.length > LIMITS.rows) tooLong(problems, 'components', LIMITS.rows);
    rows.forEach((row, i) => {
      if (row.type !== ComponentType.ActionRow) return;
      if (row.components.length > LIMITS.perRow) tooLong(problems, `components.${i}.components`, LIMITS.perRow);
      row.components.forEach((c, j) => {
        if ('custom_id' in c && c.custom_id.length > LIMITS.customId) tooLong(problems, `components.${i}.components.${j}.custom_id`, LIMITS.customId);
      });
    });
  }
  fail(problems);
}

export function validateChoices(choices: APIApplicationCommandOptionChoice[] | undefined): void {
  const problems: Problems = {};
  const list = choices ?? [];
  if (list.length > LIMITS.choices) tooLong(problems, 'data.choices', LIMITS.choices);
  list.forEach((c, i) => {
    if (c.name.length > LIMITS.choiceName) tooLong(problems, `data.choices.${i}.name`, LIMITS.choiceName);
    if (typeof c.value === 'string' && c.value.length > LIMITS.choiceName) tooLong(problems, `data.choices.${i}.value`, LIMITS.choiceName);
  });
  fail(problems);
}

interface CommandLike {
  type?: number;
  name?: unknown;
  description?: unknown;
  name_localizations?: Record<string, unknown> | null;
  description_localizations?: Record<string, unknown> | null;
  options?: CommandLike[];
  choices?: APIApplicationCommandOptionChoice[];
}

const LOCALES = new Set<string>(Object.values(Locale));

/** Discord's limit on a command's size: its names, descriptions and choices' names and values, each at its longest localization. */
const COMMAND_SIZE = 8000;

const longest = (text: unknown, localized: Record<string, unknown> | null | undefined): number =>
  Math.max(typeof text === 'string' ? text.length : 0, ...Object.values(localized ?? {}).map((t) => (typeof t === 'string' ? t.length : 0)));

/** A command's size as Discord counts it against COMMAND_SIZE. */
export function commandSize(command: CommandLike): number {
  const choices = (command.choices ?? []).reduce((n, c) => n + longest(c.name, c.name_localizations) + (typeof c.value === 'string' ? c.value.length : 0), 0);
  const options = (command.options ?? []).reduce((n, o) => n + commandSize(o), 0);
  return longest(command.name, command.name_localizations) + longest(command.description, command.description_localizations) + choices + options;
}

/** Localizations as Discord takes them: keyed by its locale codes, each text within `ok`. */
function validateLocalizations(problems: Problems, field: string, localized: Record<string, unknown> | null | undefined, ok: (text: string) => boolean): void {
  for (const [locale, text] of Object.entries(localized ?? {})) {
    if (!LOCALES.has(locale)) problems[`${field}.${locale}`] = { _errors: [{ code: 'INVALID_LOCALE', message: `Invalid locale: ${locale}` }] };
    else if (typeof text !== 'string' || !ok(text)) problems[`${field}.${locale}`] = { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] };
  }
}

const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Checks a command definition the way Discord does on registration (names, descriptions, counts). */
export function validateCommand(command: CommandLike, path = ''): void {
  const problems: Problems = {};
  const chatInput = command.type === undefined || command.type === 1;
  const name = typeof command.name === 'string' ? command.name : '';
  if (!COMMAND_NAME.test(name) || (chatInput && name !== name.toLowerCase())) {
    problems[`${path}name`] = { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name is invalid: ${name}` }] };
  }
  const description = typeof command.description === 'string' ? command.description : '';
  if (chatInput && (description.length < 1 || description.length > 100)) tooLong(problems, `${path}description`, 100);
  if ((command.options?.length ?? 0) > 25) tooLong(problems, `${path}options`, 25);
  if ((command.choices?.length ?? 0) > LIMITS.choices) tooLong(problems, `${path}choices`, LIMITS.choices);
  const inLength = (t: string) => t.length >= 1 && t.length <= 100;
  validateLocalizations(problems, `${path}name_localizations`, command.name_localizations, (t) => COMMAND_NAME.test(t) && (!chatInput || t === t.toLowerCase()));
  validateLocalizations(problems, `${path}description_localizations`, command.description_localizations, inLength);
  command.choices?.forEach((c, i) => validateLocalizations(problems, `${path}choices.${i}.name_localizations`, c.name_localizations, inLength));
  if (path === '' && commandSize(command) > COMMAND_SIZE) problems.size = { _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE', message: `Command exceeds maximum size (${COMMAND_SIZE})` }] };
  fail(problems);
  command.options?.forEach((option, i) => validateCommand({ ...option, type: 1 }, `${path}options.${i}.`));
}
