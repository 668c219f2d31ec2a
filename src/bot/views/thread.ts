/** A game in a thread of its own: the thread's name and the parent channel's summary line, from the hub's summary. */
import type { GameSummary } from '../../games/summary.js';
import type { GuildSettings } from '../../games/record.js';
import { presetWords, words } from '../words/index.js';
import { escapeMarkdown } from '../words/text.js';
import type { Reply } from './reply.js';

/** Discord's longest channel name. */
const THREAD_NAME_MAX = 100;

const rulesName = (preset: string | null): string => (preset === null ? words.customRules.short : (presetWords(preset)?.short ?? words.customRules.short));

/** The thread's name: the host and rule set while players gather, the players once dealt. */
export function threadName(s: GameSummary): string {
  const rules = rulesName(s.preset);
  const name = s.state === 'lobby' ? words.threads.lobbyName(s.host, rules)
    : s.state === 'cancelled' ? rules
    : words.threads.gameName(s.players.map((p) => p.name), rules);
  return name.length <= THREAD_NAME_MAX ? name : `${name.slice(0, THREAD_NAME_MAX - 1)}…`;
}

/** The names in a summary as a message shows them (markdown in a name is shown, not applied). */
function shown(s: GameSummary): GameSummary {
  switch (s.state) {
    case 'lobby': return { ...s, host: escapeMarkdown(s.host), players: s.players.map(escapeMarkdown) };
    case 'playing': return { ...s, turn: s.turn === null ? null : escapeMarkdown(s.turn), players: s.players.map((p) => ({ ...p, name: escapeMarkdown(p.name) })) };
    case 'over': return { ...s, winners: s.winners.map(escapeMarkdown), players: s.players.map((p) => ({ ...p, name: escapeMarkdown(p.name) })) };
    case 'cancelled': return s;
  }
}

/** The parent channel's one line for the game in thread `threadId`, linking to it; it pings nobody. */
export function summaryMessage(threadId: string, s: GameSummary): Reply {
  return { content: words.threads.summary(`<#${threadId}>`, shown(s), rulesName(s.preset)), embeds: [], components: [], mentions: [] };
}

/** `/scrabble settings threads:`: the server's setting, to the member who asked. */
export function threadSettingMessage(settings: GuildSettings, changed: boolean): Reply {
  return { content: words.threads.setting(settings.threads, changed), ephemeral: true };
}
