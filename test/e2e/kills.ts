/**
 * A person against the computer while the bot is killed (SIGKILL) at random instants:
 * a few milliseconds after the person's action was sent, while the computer thinks or
 * posts, between turns. After every restart the game is played on from what the channel
 * shows. At the end every change the game went through must have been shown exactly once:
 * no acknowledged answer left loading, no board doubled, no move without its board, and
 * nothing still owed in the store.
 */
import { InteractionResponseType, type APIUser } from 'discord-api-types/v10';
import { randomBelow, seedRng, type GameState, type RngState } from '../../src/engine/index.js';
import type { RecordedMessage } from '../discord-api/server.js';
import { OWED_LEASE_MS } from '../../src/games/record.js';
import { personAction, settled } from './computer.js';
import type { Stage } from './harness.js';
import { Table } from './table.js';

export interface KillOptions {
  kills: number;
  seed: string;
  /** A fresh channel name for each game (the guild's, for a shard). */
  channel: (game: number) => string;
  person: APIUser;
  /** Kills the bot process serving the channel and resolves once a new one serves it. */
  killAndRestart: () => Promise<void>;
  /** Longest wait after the action before the kill (ms). */
  maxDelayMs?: number;
}

export interface KillReport {
  kills: number;
  games: number;
  /** Board messages the channels show, one per change. */
  boards: number;
  /** Moves the games reached (each shown by at least one board). */
  moves: number;
  /** Acknowledged public answers never filled (the "thinking..." left for good). */
  loading: string[];
  /** Boards shown twice (the same position in two messages). */
  doubled: string[];
  /** Moves of a game no board shows. */
  lost: string[];
  /** Changes still owed in the store at the end. */
  owed: number;
  /** Answers whose action a kill cut short before it was saved: their placeholder says nothing happened. */
  interrupted: number;
  /** Interactions the bot was killed before acknowledging (Discord's "did not respond"; nothing was applied). */
  unacknowledged: number;
  /** Milliseconds from each kill to the game being served again. */
  recoveries: number[];
}

const isBoard = (m: RecordedMessage) => !m.ephemeral && m.attachments.some((a) => a.name === 'board.png');
const footer = (m: RecordedMessage) => m.embeds[0]?.footer?.text ?? '';

export async function playWithKills(stage: Stage, o: KillOptions): Promise<KillReport> {
  let rng: RngState = seedRng(o.seed);
  const below = (n: number) => {
    const [v, next] = randomBelow(rng, n);
    rng = next;
    return v;
  };
  const report: KillReport = { kills: 0, games: 0, boards: 0, moves: 0, loading: [], doubled: [], lost: [], owed: 0, interrupted: 0, unacknowledged: 0, recoveries: [] };
  const tables: Table[] = [];
  let table: Table | null = null;
  const me = 0;
  while (report.kills < o.kills) {
    if (!table || (await table.game()).status === 'over') {
      table = new Table(stage, o.channel(report.games++), [o.person]);
      tables.push(table);
      await table.expectPublic(table.slash(o.person, 'new', { preset: 'tournament', opponent: 'club' }));
      await table.expectTurn(table.slash(o.person, 'start'));
      await settled(table, me);
      continue;
    }
    const g: GameState = await table.game();
    // Half the kills just after the person acts, the others while the computer thinks or posts.
    const acts = below(2) === 0;
    const action = personAction(table, g, me);
    if (action && acts) {
      await new Promise((r) => setTimeout(r, below(o.maxDelayMs ?? 120)));
    } else if (action) {
      await table.expectTurn(action).catch(() => undefined);
      await new Promise((r) => setTimeout(r, below(o.maxDelayMs ?? 120)));
    }
    const t0 = Date.now();
    await o.killAndRestart();
    report.kills++;
    await settled(table, me);
    report.recoveries.push(Date.now() - t0);
  }
  // An answer whose action a kill cut short is told so once its lease has passed (by the sweep).
  const t0 = Date.now();
  const unsettled = async () => (await Promise.all(tables.map((t) => t.stage.record(t.channel)))).some((r) => r?.answers?.length || r?.outbox?.length);
  while ((await unsettled()) && Date.now() - t0 < OWED_LEASE_MS + 30_000) await new Promise((r) => setTimeout(r, 200));
  for (const t of tables) {
    const g = await t.game();
    const record = (await t.stage.record(t.channel))!;
    report.owed += record.outbox?.length ?? 0;
    const messages = t.fake.messages.filter((m) => m.channelId === t.fake.channelId(t.channel));
    // The messages as they are now: the last record of each, deleted ones left out.
    const current = [...new Set(messages.map((m) => m.messageId))].filter((id) => t.fake.message(id)).map((id) => messages.filter((m) => m.messageId === id).at(-1)!);
    const boards = current.filter(isBoard);
    report.boards += boards.length;
    report.interrupted += current.filter((m) => m.content.startsWith('The bot restarted before it could do this')).length;
    report.moves += g.moveNumber + 1;
    const seen = new Map<string, string>();
    for (const b of boards) {
      const key = JSON.stringify([footer(b), b.embeds[0]?.description, b.embeds[0]?.fields, b.content]);
      // Each message named with how it came and changed (post, callback, edit...), to tell a doubled board's cause.
      const how = (id: string) => `${id} (${messages.filter((m) => m.messageId === id).map((m) => `${m.kind}${(m.body as { nonce?: string } | null)?.nonce ? ` nonce ${(m.body as { nonce: string }).nonce}` : ''} at ${m.at}`).join(', ')})`;
      if (seen.has(key)) report.doubled.push(`${t.channel}: ${footer(b)} in ${how(seen.get(key)!)} and ${how(b.messageId)}`);
      seen.set(key, b.messageId);
    }
    for (let move = 0; move <= g.moveNumber; move++) {
      if (!boards.some((b) => footer(b).endsWith(`move ${move}`))) report.lost.push(`${t.channel}: move ${move}`);
    }
    for (const h of t.sent) {
      const callback = h.state.callback;
      if (!callback) {
        report.unacknowledged++;
        continue;
      }
      // A public placeholder must end filled (or taken away for a private refusal).
      const original = h.state.originalMessageId ? t.fake.message(h.state.originalMessageId) : undefined;
      const deferredPublic = callback.type === InteractionResponseType.DeferredChannelMessageWithSource && ((callback.data as { flags?: number } | undefined)?.flags ?? 0) === 0;
      if (deferredPublic && original && original.content === '' && original.embeds.length === 0 && (original.attachments?.length ?? 0) === 0) report.loading.push(`${t.channel}: ${JSON.stringify((h.payload as { data?: { name?: string; custom_id?: string; options?: unknown } }).data?.custom_id ?? (h.payload as { data?: { options?: unknown } }).data?.options)} acknowledged at ${callback.at ?? '?'}`);
    }
  }
  return report;
}

/** The report in a line or two, for the test log and the README. */
export function describeKills(r: KillReport): string {
  const rec = [...r.recoveries].sort((a, b) => a - b);
  const p = (q: number) => rec[Math.min(rec.length - 1, Math.floor(q * rec.length))] ?? NaN;
  return `${r.kills} kills over ${r.games} game(s), ${r.moves} moves: ${r.boards} boards shown, ${r.doubled.length} doubled, ${r.lost.length} moves without a board, ` +
    `${r.loading.length} answers left loading, ${r.owed} still owed; ${r.interrupted} answers cut short and told so, ` +
    `${r.unacknowledged} interactions sent to a dead bot (never applied); ` +
    `back in service p50 ${p(0.5)} ms, max ${rec.at(-1)} ms after the kill`;
}
