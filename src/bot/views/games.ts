/** `/scrabble games`: a player's games or a server's, one line each, within one private message. */
import type { ListEntry } from '../../games/listing.js';
import { computerName, isComputerId } from '../../games/seats.js';
import { words } from '../words/index.js';
import { escapeMarkdown } from '../words/text.js';
import { LIMITS, type Reply } from './reply.js';
import { ruleSetName } from './stats.js';

const link = (channelId: string) => `<#${channelId}>`;

/** A person by their name as shown (no mention: a list pings no one); a computer seat by its level. */
const playerName = (p: { id: string; name: string }) => (isComputerId(p.id) ? computerName(p.id) : escapeMarkdown(p.name));

/** One entry in a line; the reader (`seat`, a lobby's host) is "you", and named first among the scores. */
export function entryLine(e: ListEntry, userId: string): string {
  if (e.kind === 'lobby') {
    return words.games.lobby(link(e.channelId), e.hostId === userId ? null : escapeMarkdown(e.hostName), ruleSetName(e.rules.preset), e.players, e.rules.maxPlayers, e.joined);
  }
  const order = e.seat >= 0 ? [e.seat, ...e.players.keys()].filter((i, k, all) => all.indexOf(i) === k) : [...e.players.keys()];
  const shown = (i: number) => (i === e.seat ? null : playerName(e.players[i]!));
  const scores = order.map((i) => [shown(i), e.players[i]!.score] as [string | null, number]);
  const clock = e.clock ? { leftMs: e.clock.turnLeftMs + e.clock.bankLeftMs, deadline: e.clock.deadline } : null;
  return words.games.game(link(e.channelId), scores, ruleSetName(e.rules.preset), shown(e.toMove), e.betweenGames, clock);
}

/**
 * The title and as many lines as one message holds; the rest counted in a last line. No
 * one is pinged: names are plain text, and channel links mention no one.
 */
export function gamesMessage(entries: readonly ListEntry[], userId: string, mine: boolean): Reply {
  const w = words.games;
  if (entries.length === 0) return { content: mine ? w.noneMine : w.noneInServer, ephemeral: true, mentions: [] };
  const running = entries.filter((e) => e.kind === 'game').length;
  const title = mine ? w.mineTitle(entries.length) : w.allTitle(running, entries.length - running);
  const lines = entries.map((e) => entryLine(e, userId));
  let shown = lines.length;
  const text = (n: number) => [title, ...lines.slice(0, n), ...(n < lines.length ? [w.more(lines.length - n)] : [])].join('\n');
  while (shown > 0 && text(shown).length > LIMITS.content) shown--;
  return { content: text(shown), ephemeral: true, mentions: [] };
}
