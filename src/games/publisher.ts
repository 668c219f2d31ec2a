/**
 * The one way out of the hub. Every applied change (a move, a computer's move, a time-out,
 * a deal, a game's end, a lobby change) is saved with what it owes the channel: the
 * record's outbox (record.ts), in the same atomic write as the change. The publisher
 * delivers what is owed through the ChannelPoster port and marks it delivered:
 *
 * - a board fills the placeholder of the interaction that made the change (the answer
 *   the front end gives in this process, or the interaction's token after a restart,
 *   while it is valid), or is posted to the channel, with a nonce that makes a post
 *   repeated after a crash come back as the same message; its message becomes the
 *   channel's current board if nothing changed since, and the board it replaces (or,
 *   when overtaken, itself) loses its buttons;
 * - a lobby's message is edited to show its players, or the game it became (or posted,
 *   the first time, in the thread opened for it);
 * - a game in a thread of its own: the parent channel's summary line shows it as it is,
 *   the thread takes the players' names at the deal, and is archived at the end.
 *
 * A message is owed until it is marked delivered. The process that made the change
 * delivers at once; should it stop first, any process delivers once the entry's lease
 * (OWED_LEASE_MS) has passed: the sweep (clock-sweeper.ts) finds it by the record's due
 * time, and a start delivers every entry left. Delivering twice shows nothing twice:
 * a fill and an edit are the same edit again, and a post carries the same nonce.
 */
import type { GameState } from '../engine/index.js';
import { OWED_LEASE_MS, type ChannelRecord, type Owed, type OwedBoard, type OwedLobby, type OwedSummary } from './record.js';
import { gameSummary, summaryOf } from './summary.js';
import type { ChannelPoster, TurnExtras } from './ports.js';
import { done, type Outcome } from './problems.js';
import type { GameService } from './service.js';

/** Shows a board in the answer to the interaction that made the change (the front end's own reply); returns its message id. */
export type LiveAnswer = (before: GameState, after: GameState, extras: TurnExtras) => Promise<string | undefined>;

/** Times a delivery is tried before it is given up on (a deleted channel, a permission taken away), each after a lease. */
export const DELIVERY_TRIES = 5;

/** A board as its message shows it: the game before and after the change. */
function boardOf(owed: OwedBoard, record: ChannelRecord): { before: GameState; after: GameState } | null {
  const after = owed.game ?? record.game;
  if (!after) return null;
  return { before: { ...after, history: after.history.slice(0, owed.from.historyLength), status: owed.from.status }, after };
}

export interface PublisherOptions {
  now?: () => number;
  onError?: (what: string, error: unknown) => void;
}

export class Publisher {
  /** Deliveries by channel, one after another: a channel's boards appear in the order of its changes. */
  private readonly queues = new Map<string, Promise<number>>();
  /** Answers waiting in this process, by the placeholder message they fill. */
  private readonly answers = new Map<string, LiveAnswer>();
  private readonly now: () => number;
  private readonly onError: (what: string, error: unknown) => void;

  constructor(private readonly games: GameService, private readonly poster: ChannelPoster, options: PublisherOptions = {}) {
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => {});
  }

  /** Delivers each change's messages as soon as it is saved; returns the unsubscribe. */
  attach(): () => void {
    // What a change saved is this process's to deliver at once; older entries only once their lease has passed.
    const offs = [
      // A change's own record is where its delivery starts: nothing owed by then is missing from it.
      this.games.events.on('turn-applied', async (e) => void (await this.deliver(e.channelId, e.owed, e.record))),
      this.games.events.on('lobby-changed', async (e) => void (e.owed?.length ? await this.deliver(e.channelId, e.owed) : 0)),
    ];
    return () => offs.forEach((off) => off());
  }

  /**
   * Runs `work` (a change through the hub) with `answer` ready to show the board of that
   * change in the placeholder `messageId`: the interaction's own answer, in this process.
   */
  async answering<T>(messageId: string | undefined, answer: LiveAnswer, work: () => Promise<T>): Promise<T> {
    if (messageId === undefined) return work();
    this.answers.set(messageId, answer);
    try {
      return await work();
    } finally {
      this.answers.delete(messageId);
    }
  }

  /**
   * Delivers what the channel is owed, oldest first: the entries `mine` (just saved by
   * this process) at once, others once their lease has passed (the process that saved
   * them may still be delivering), or all of them with `'all'` (a start). `saved`: the
   * record the change that owes `mine` wrote, read instead of the store's for the first
   * look (what it owes is in it, and every later step is decided under the lock).
   */
  deliver(channelId: string, mine: readonly string[] | 'all' = [], saved?: ChannelRecord): Promise<number> {
    const previous = this.queues.get(channelId);
    // A delivery queued before this one (a start's, a sweep's) may deliver these entries
    // first: the saved record is then out of date, and the store is read instead.
    const first = previous ? undefined : saved;
    const next = (previous ?? Promise.resolve(0)).then(() => this.drain(channelId, mine, first)).catch((e: unknown) => {
      this.onError(`delivery in ${channelId}`, e);
      return 0;
    });
    this.queues.set(channelId, next);
    void next.finally(() => {
      if (this.queues.get(channelId) === next) this.queues.delete(channelId);
    });
    return next;
  }

  /**
   * The position again (`/scrabble board`), shown by `answer` in the placeholder
   * `messageId`, which becomes the board whose buttons act; the one before loses them.
   * `actor`: who asked (never pinged by it).
   */
  async showAgain(channelId: string, messageId: string | undefined, record: ChannelRecord, answer: LiveAnswer, actor?: string): Promise<Outcome<null>> {
    const game = record.game;
    if (!game) return done(null);
    let previous: string | undefined;
    if (messageId !== undefined) {
      const saved = await this.games.setBoardMessage(channelId, messageId);
      if (!saved.ok) return saved;
      previous = saved.value;
    }
    await answer(game, game, { ...(await this.games.turnExtras(record)), ...(actor !== undefined ? { actor } : {}) });
    if (previous !== undefined && previous !== messageId) await this.retire(channelId, previous);
    return done(null);
  }

  /** An older board loses its buttons (a game called off, a board shown again); a failure costs a log line. */
  async retire(channelId: string, messageId: string): Promise<void> {
    await this.poster.retireBoard(channelId, messageId).catch((e: unknown) => this.onError('retire board', e));
  }

  /**
   * Start-up: everything still owed, whoever owed it (the channels due within a lease: an
   * entry is due once its lease ends). Resolves with the number of channels delivered to.
   */
  async sweep(): Promise<number> {
    const channels = await this.games.store.due(this.now() + OWED_LEASE_MS, 10_000);
    let found = 0;
    for (const channelId of channels) if ((await this.deliver(channelId, 'all')) > 0) found++;
    return found;
  }

  /** Whether a delivery is under way. */
  get busy(): boolean {
    return this.queues.size > 0;
  }

  /** Resolves once no delivery is under way. */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /**
   * Resolves with the number of messages delivered. Each step looks at the record as the
   * last one left it (marking an entry delivered, or taking one on, reads and writes it
   * under the lock), and reads the store only when no step has told it.
   */
  private async drain(channelId: string, mine: readonly string[] | 'all', saved?: ChannelRecord): Promise<number> {
    const seen = new Set<string>();
    let delivered = 0;
    let known: ChannelRecord | null | undefined = saved;
    for (;;) {
      let record = known;
      known = undefined;
      if (record === undefined) {
        const read = await this.games.read(channelId);
        if (!read.ok) throw new Error(read.error.code);
        record = read.value;
      }
      const owed = record?.outbox?.find((o) => !seen.has(o.id));
      if (!record || !owed) {
        // A sweep (not the delivery right after a change) also tells abandoned answers.
        const sweeping = mine === 'all' || mine.length === 0;
        return delivered + (record && sweeping ? await this.abandoned(channelId, record) : 0);
      }
      seen.add(owed.id);
      if (mine !== 'all' && mine.includes(owed.id)) {
        const out = await this.deliverOne(channelId, record, owed);
        if (out.sent) delivered++;
        known = out.record;
        continue;
      }
      // Someone else's: taken on under a fresh lease (compare-and-set), so of two processes only one delivers it.
      const taken = await this.games.takeOwed(channelId, owed.id, this.now(), mine === 'all');
      if (taken.ok && taken.value) {
        const out = await this.deliverOne(channelId, taken.value.record, taken.value.owed);
        if (out.sent) delivered++;
        known = out.record;
      }
    }
  }

  /**
   * Answers left under way past their lease by a process that stopped before their action
   * was saved (one younger may belong to a process still at work): each placeholder says
   * nothing happened.
   */
  private async abandoned(channelId: string, record: ChannelRecord): Promise<number> {
    const now = this.now();
    const left = (record.answers ?? []).filter((a) => a.at + OWED_LEASE_MS <= now);
    for (const a of left) {
      if (a.expiresAt > now) await this.poster.abandonAnswer(channelId, { applicationId: a.applicationId, token: a.token }).catch((e: unknown) => this.onError('abandoned answer', e));
      await this.games.answerDone(channelId, a.token);
    }
    return left.length;
  }

  /** Whether it went out, and the record once it is marked delivered (undefined: not known, to be read). */
  private async deliverOne(channelId: string, record: ChannelRecord, owed: Owed): Promise<{ sent: boolean; record?: ChannelRecord | null }> {
    try {
      if (owed.kind === 'lobby') return { sent: true, record: await this.editLobby(channelId, record, owed) };
      if (owed.kind === 'summary') return { sent: true, record: await this.showSummary(channelId, record, owed) };
      const board = boardOf(owed, record);
      if (!board) return { sent: false, record: stands(await this.games.delivered(channelId, owed.id)) };
      const id = await this.show(channelId, record, owed, board.before, board.after);
      const done = await this.games.delivered(channelId, owed.id, id);
      const retire = [...(owed.retire && owed.retire !== id ? [owed.retire] : []), ...(done.ok && done.value.retireSelf && id ? [id] : [])];
      for (const messageId of retire) await this.retire(channelId, messageId);
      return { sent: true, record: stands(done) };
    } catch (e) {
      this.onError(`delivery of ${owed.id} in ${channelId}`, e);
      await this.games.deliveryFailed(channelId, owed.id, DELIVERY_TRIES);
      return { sent: false };
    }
  }

  /** The board's message: the live answer, the interaction's token while valid, or a post. */
  private async show(channelId: string, record: ChannelRecord, owed: OwedBoard, before: GameState, after: GameState): Promise<string | undefined> {
    // The clock shown is the record's while the game is still at this change; an older board shows none.
    const extras: TurnExtras = { ...(await this.games.turnExtras(owed.game ? { ...record, game: owed.game, clock: undefined } as ChannelRecord : record)), ...(owed.actor ? { actor: owed.actor } : {}) };
    const placeholder = owed.placeholder;
    const answer = placeholder ? this.answers.get(placeholder.messageId) : undefined;
    if (answer) {
      // An answer shows its board once: its next message would be a new one (a follow-up).
      // Should this board be delivered again, the token's edit of the same message does it.
      this.answers.delete(placeholder!.messageId);
      return answer(before, after, extras);
    }
    if (placeholder?.token && placeholder.expiresAt !== undefined && placeholder.expiresAt > this.now()) {
      return this.poster.fillTurn(channelId, { messageId: placeholder.messageId, applicationId: placeholder.applicationId!, token: placeholder.token }, before, after, extras);
    }
    const id = await this.poster.postTurn(channelId, before, after, extras, owed.id);
    // The placeholder nobody can fill any more goes, so nothing is left "thinking".
    if (placeholder) await this.poster.deleteMessage(channelId, placeholder.messageId).catch((e: unknown) => this.onError('delete placeholder', e));
    return id;
  }

  /** A lobby's first message (in the thread opened for it), posted with the entry's nonce; its buttons act from then on. */
  private async postLobby(channelId: string, record: ChannelRecord, owed: OwedLobby): Promise<ChannelRecord | null | undefined> {
    if (record.lobby) await this.games.setLobbyMessage(channelId, await this.poster.postLobby(channelId, record.lobby, owed.id));
    return stands(await this.games.delivered(channelId, owed.id));
  }

  /**
   * The summary line in the thread's parent channel, as the record stands; the thread's
   * name once its game is dealt; and, once the game is over and its final board out, the
   * thread archived. Should a board still be owed (its delivery failed and waits for a
   * retry), the thread is left to Discord's own archiving after an hour of quiet.
   */
  private async showSummary(channelId: string, record: ChannelRecord, owed: OwedSummary): Promise<ChannelRecord | null | undefined> {
    const summary = summaryOf(record);
    if (record.thread && summary) {
      await this.poster.editSummary(record.thread.parentId, record.thread.summaryMessageId, channelId, summary);
      if (owed.rename && record.game) await this.poster.renameThread(channelId, gameSummary(record.game));
      if (owed.archive && summary.state === 'over' && !record.outbox?.some((o) => o.kind === 'board')) await this.poster.archiveThread(channelId);
    }
    return stands(await this.games.delivered(channelId, owed.id));
  }

  /**
   * The lobby's message shows its players (or the game it became). One that cannot be
   * edited (deleted, say) is replaced by a new message, whose buttons act from then on.
   */
  private async editLobby(channelId: string, record: ChannelRecord, owed: OwedLobby): Promise<ChannelRecord | null | undefined> {
    if (owed.messageId === undefined) return this.postLobby(channelId, record, owed);
    let after: ChannelRecord | null | undefined;
    try {
      await this.poster.editLobby(channelId, owed.messageId, owed.lobby, owed.started && record.game ? record.game : undefined);
    } catch (e) {
      this.onError(`edit of lobby message ${owed.messageId} in ${channelId}`, e);
      if (!owed.started && record.lobby) {
        await this.games.setLobbyMessage(channelId, await this.poster.postLobby(channelId, record.lobby));
      }
    } finally {
      after = stands(await this.games.delivered(channelId, owed.id));
    }
    return after;
  }
}

/** The record as marking a delivery left it; undefined when that failed (the next step reads the store). */
function stands(out: Outcome<{ record: ChannelRecord | null }>): ChannelRecord | null | undefined {
  return out.ok ? out.value.record : undefined;
}
