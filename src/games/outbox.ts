/**
 * The record's outbox as data: what a change owes the channel, added in the change's own
 * write, and taken off once delivered (publisher.ts delivers it). Pure functions of the
 * record; the service runs them inside its compare-and-set.
 */
import { createHash } from 'node:crypto';
import type { GameState } from '../engine/index.js';
import { OWED_LEASE_MS, type ChannelRecord, type Lobby, type Owed, type OwedBoard, type OwedSummary, type Placeholder } from './record.js';
import { summaryChanged } from './summary.js';

/** The interaction whose placeholder shows a change, as the front end knows it. */
export interface Answer {
  applicationId: string;
  token: string;
  /** When its token stops answering (epoch ms). */
  expiresAt: number;
}

/**
 * A name for what a change owes, unique in the channel and short enough to be the post's
 * nonce (Discord takes at most 25 characters): the record's version it was saved at, and
 * a digest of the game and kind.
 */
function owedId(r: ChannelRecord, kind: string, version: number): string {
  const digest = createHash('sha256').update(`${r.channelId}:${r.gameId ?? ''}:${kind}:${version}`).digest('base64url').slice(0, 12);
  return `${kind[0]}${version}-${digest}`.slice(0, 25);
}

/**
 * `r` (about to be saved as the next version) owing the board of a change from `before`
 * to its game. Older boards still owed keep the game they showed (`prior`, the record's
 * game until this change): from here on the record's game is this change's.
 */
export function oweBoard(
  r: ChannelRecord,
  before: GameState,
  prior: GameState | null,
  opts: { actor?: string; placeholderId?: string; answer?: Answer; retire?: string; now: number },
): { record: ChannelRecord; id: string } {
  const id = owedId(r, 'board', r.version + 1);
  const placeholder: Placeholder | undefined = opts.placeholderId === undefined ? undefined : { messageId: opts.placeholderId, ...(opts.answer ?? {}) };
  const owed: OwedBoard = {
    kind: 'board', id, at: opts.now, from: { historyLength: before.history.length, status: before.status },
    ...(opts.actor !== undefined ? { actor: opts.actor } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(opts.retire !== undefined ? { retire: opts.retire } : {}),
  };
  const kept = (r.outbox ?? []).map((o) => (o.kind === 'board' && !o.game && prior ? { ...o, game: prior } : o));
  return { record: { ...r, outbox: [...kept, owed] }, id };
}

/** `r` owing an edit of its lobby's message (`started`: it says the game started). None when the lobby has no message. */
export function oweLobby(r: ChannelRecord, lobby: Lobby, now: number, started = false): { record: ChannelRecord; id: string | null } {
  if (lobby.messageId === undefined) return { record: r, id: null };
  const id = owedId(r, started ? 'start' : 'lobby', r.version + 1);
  // An older edit of the same message still owed is replaced: only the newest list matters.
  const kept = (r.outbox ?? []).filter((o) => !(o.kind === 'lobby' && o.messageId === lobby.messageId));
  return { record: { ...r, outbox: [...kept, { kind: 'lobby', id, at: now, messageId: lobby.messageId, lobby, ...(started ? { started } : {}) }] }, id };
}

/** `r` owing the first post of its lobby's message (a lobby opened in a new thread has none yet). */
export function oweLobbyPost(r: ChannelRecord, lobby: Lobby, now: number): { record: ChannelRecord; id: string } {
  const id = owedId(r, 'lobby', r.version + 1);
  return { record: { ...r, outbox: [...(r.outbox ?? []), { kind: 'lobby', id, at: now, lobby }] }, id };
}

/**
 * `next` (about to be saved over `before`) owing its thread's summary line, when the
 * change alters what the line shows; nothing for a record that is no thread's. The entry
 * goes last, after the change's board: a game's thread is archived only once its final
 * board is out. An older summary still owed is replaced (the line shows the record as it
 * is when delivered), keeping what it still had to do to the thread.
 */
export function oweSummary(before: ChannelRecord | null, next: ChannelRecord, now: number): { record: ChannelRecord; id: string | null } {
  if (!next.thread || !summaryChanged(before, next)) return { record: next, id: null };
  const older = next.outbox?.find((o): o is OwedSummary => o.kind === 'summary');
  const dealt = Boolean(before?.lobby) && !next.lobby && Boolean(next.game) && next.gameId !== before?.gameId;
  const id = owedId(next, 'summary', next.version + 1);
  const owed: OwedSummary = {
    kind: 'summary', id, at: now,
    ...(dealt || older?.rename ? { rename: true } : {}),
    // A game called off is not archived here: its command still answers in the thread, and an hour's quiet archives it.
    ...(!next.lobby && next.game?.status === 'over' ? { archive: true } : {}),
  };
  return { record: { ...next, outbox: [...(next.outbox ?? []).filter((o) => o.kind !== 'summary'), owed] }, id };
}

export function findOwed(r: ChannelRecord | null, id: string): Owed | undefined {
  return r?.outbox?.find((o) => o.id === id);
}

/** The record with `id` taken on at `now`; null if it is not owed, or another process holds its lease (unless `force`). */
export function takeOn(r: ChannelRecord | null, id: string, now: number, force: boolean): ChannelRecord | null {
  const owed = findOwed(r, id);
  if (!r || !owed || (!force && owed.at + OWED_LEASE_MS > now)) return null;
  return { ...r, outbox: r.outbox!.map((o) => (o.id === id ? { ...o, at: now } : o)) };
}

/** The record without `id`. */
export function withoutOwed(r: ChannelRecord, id: string): ChannelRecord {
  const outbox = (r.outbox ?? []).filter((o) => o.id !== id);
  const { outbox: _, ...rest } = r;
  return outbox.length > 0 ? { ...rest, outbox } : rest;
}

/**
 * After a board's message `messageId` went out: the record without it owed, with it as
 * the current board if it shows the game as it is now (no later change saved since), and
 * whether it must lose its buttons itself (overtaken).
 */
export function boardDelivered(r: ChannelRecord, owed: OwedBoard, messageId: string | undefined): { record: ChannelRecord; retireSelf: boolean } {
  const inRecord = findOwed(r, owed.id);
  const current = inRecord?.kind === 'board' && inRecord.game === undefined;
  const record = withoutOwed(r, owed.id);
  // Overtaken: its buttons must not act. A later board still owed that replaces it retires it anyway.
  const retireSelf = !current && messageId !== undefined && !(r.outbox ?? []).some((o) => o.kind === 'board' && o.retire === messageId);
  return { record: current && messageId !== undefined ? { ...record, boardMessageId: messageId } : record, retireSelf };
}

/** `r` with `answer` under way since `now` (answers past their token's life dropped). */
export function withAnswer(r: ChannelRecord, answer: Answer, now: number): ChannelRecord {
  const kept = (r.answers ?? []).filter((a) => a.token !== answer.token && a.expiresAt > now);
  return { ...r, answers: [...kept, { ...answer, at: now }] };
}

/** `r` without the answer of the interaction `token` (its action was saved, or its work is over). */
export function withoutAnswer(r: ChannelRecord, token: string): ChannelRecord {
  const answers = (r.answers ?? []).filter((a) => a.token !== token);
  const { answers: _, ...rest } = r;
  return answers.length > 0 ? { ...rest, answers } : rest;
}

/** A failed delivery: tried again after a lease, up to `tries` times, then given up. */
export function deliveryFailedOn(r: ChannelRecord, id: string, now: number, tries: number): ChannelRecord {
  const owed = findOwed(r, id);
  if (!owed) return r;
  const n = (owed.tries ?? 0) + 1;
  if (n >= tries) return withoutOwed(r, id);
  return { ...r, outbox: r.outbox!.map((o) => (o.id === id ? { ...o, at: now, tries: n } : o)) };
}
