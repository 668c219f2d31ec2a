/**
 * The slash commands in every language with a table: Discord shows a command's
 * descriptions and choices in the reader's client language from the localizations
 * registered with it. The commands are built once per table (their builders read
 * `words.commands`) and each other language's texts are laid on the English build as
 * `description_localizations` and choices' `name_localizations`. Names stay English:
 * they are what people type and what the bot routes by.
 */
import { Locale } from 'discord.js';
import { FALLBACK_LANGUAGE, speaking, TABLES } from './words/index.js';

/** Discord's locales a language's table speaks for: `es` for es-ES and es-419, `fr` for fr. */
export function discordLocalesOf(language: string): Locale[] {
  return Object.values(Locale).filter((l) => l.split('-')[0]!.toLowerCase() === language);
}

/** The part of a command's JSON this reads and writes: what Discord localizes. */
interface Node {
  name?: string;
  value?: unknown;
  description?: string;
  description_localizations?: Record<string, string> | null;
  name_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: Node[];
}

/** Lays `other` (the same command built in another language) on `english` for `locales`. */
function lay(english: Node, other: Node, locales: readonly Locale[], where: string): void {
  if (english.description !== undefined) {
    if (other.description === undefined) throw new Error(`${where}: no description in the other language`);
    english.description_localizations = { ...english.description_localizations, ...Object.fromEntries(locales.map((l) => [l, other.description!])) };
  }
  for (const [key, match] of [['options', (n: Node) => n.name], ['choices', (n: Node) => n.value]] as const) {
    for (const node of english[key] ?? []) {
      const twin = other[key]?.find((n) => match(n) === match(node));
      if (!twin) throw new Error(`${where}: ${key} ${String(match(node))} is missing in the other language`);
      if (key === 'choices') {
        if (typeof twin.name !== 'string') throw new Error(`${where}: choice ${String(node.value)} has no name`);
        node.name_localizations = { ...node.name_localizations, ...Object.fromEntries(locales.map((l) => [l, twin.name!])) };
      } else {
        lay(node, twin, locales, `${where} ${node.name}`);
      }
    }
  }
}

/**
 * The commands `build` makes, in English with every other table's descriptions and
 * choices as localizations for that table's Discord locales.
 */
export function localizedCommands<T extends object>(build: () => T[]): T[] {
  const english = speaking(TABLES[FALLBACK_LANGUAGE]!, build);
  for (const [language, table] of Object.entries(TABLES)) {
    if (language === FALLBACK_LANGUAGE) continue;
    const other = speaking(table, build);
    english.forEach((command, i) => lay(command as Node, other[i] as Node, discordLocalesOf(language), `/${(command as Node).name}`));
  }
  return english;
}
