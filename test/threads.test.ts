/**
 * Games in threads, apart from Discord: the summary line as data and in words for each
 * state, what a change owes the thread (its summary, the rename at the deal, the archive
 * at the end), the record's schema 6, and `/scrabble new` and `/scrabble settings
 * threads:` through the handlers with a recording poster.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runSubcommand } from '../src/bot/dispatch.js';
import { summaryMessage, threadName } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import { migrateRecord } from '../src/games/migrate.js';
import { oweSummary } from '../src/games/outbox.js';
import { RECORD_SCHEMA, type ChannelRecord, type Lobby } from '../src/games/record.js';
import { gameSummary, lobbySummary, summaryOf, type GameSummary } from '../src/games/summary.js';
import { ALICE, BOB, FakeContext, harness, type Harness } from './support/bot.js';
import { record, rules, started } from './support/store-backends.js';

const lobby = (names: string[]): Lobby => ({ hostId: 'p0', rules, players: names.map((name, i) => ({ id: `p${i}`, name })), createdAt: 0 });
const home = { parentId: 'c1', summaryMessageId: 's1', preset: 'tournament' };
const over = (g: GameState, winners: number[]): GameState => ({ ...g, status: 'over', result: { reason: 'went-out', scores: [310, 290], scoresBeforeAdjustments: [300, 300], winners } });

describe('the summary line', () => {
  const g = started('summary');
  const [first, second] = g.players.map((p) => p.name);
  it.each<[string, GameSummary, string]>([
    ['a lobby', lobbySummary(lobby(['alice', 'bob_b'])), '**Open** <#t1> · Tournament · hosted by alice · players so far: alice and bob\\_b · join in the thread'],
    ['a game under way', gameSummary({ ...g, scores: [12, 30], turn: 1 }), `**Playing** <#t1> · Tournament · ${first} 12 – ${second} 30 · ${second} to play`],
    ['a game won', gameSummary(over(g, [0])), `**Finished** <#t1> · Tournament · ${first} 310 – ${second} 290 · ${first} won`],
    ['a tie', gameSummary(over(g, [0, 1])), `**Finished** <#t1> · Tournament · ${first} 310 – ${second} 290 · a tie between ${first} and ${second}`],
    ['a game called off', { state: 'cancelled', preset: 'club' }, '**Called off** <#t1> · Club'],
  ])('%s', (_, summary, line) => {
    expect(summaryMessage('t1', summary)).toEqual({ content: line, embeds: [], components: [], mentions: [] });
  });

  it('names the thread after the host, then the players, within Discord\'s 100 characters', () => {
    expect(threadName(lobbySummary(lobby(['alice', 'bob'])))).toBe('Scrabble: alice (Tournament)');
    expect(threadName(gameSummary({ ...g, players: [{ ...g.players[0]!, name: 'alice' }, { ...g.players[1]!, name: 'bob' }] }))).toBe('alice vs bob · Tournament');
    expect(threadName(lobbySummary(lobby(['x'.repeat(200)])))).toHaveLength(100);
  });

  it('reads the record: its lobby first (a rematch gathering), its game otherwise; none for a record that is no thread\'s', () => {
    const r = record('t1', over(g, [1]));
    expect(summaryOf(r)).toBeNull();
    expect(summaryOf({ ...r, thread: home })).toMatchObject({ state: 'over', winners: [second] });
    expect(summaryOf({ ...r, thread: home, lobby: lobby(['alice']) })).toMatchObject({ state: 'lobby', host: 'alice' });
    expect(summaryOf({ ...r, thread: home, game: null })).toEqual({ state: 'cancelled', preset: 'tournament' });
  });
});

describe('what a change owes the thread', () => {
  const g = started('owed');
  const inThread = (over: Partial<ChannelRecord>): ChannelRecord => ({ ...record('t1', null), thread: home, ...over });

  it('nothing for a record that is no thread\'s, nor for a change the line does not show', () => {
    const plain = record('c1', g);
    expect(oweSummary(plain, { ...plain, game: { ...g, scores: [5, 0] } }, 1).id).toBeNull();
    const r = inThread({ game: g });
    expect(oweSummary(r, { ...r, boardMessageId: 'b2' }, 1).id).toBeNull();
  });

  it('the deal renames the thread, the end archives it, and a newer line replaces one still owed, keeping the rename', () => {
    const gathering = inThread({ lobby: lobby(['alice', 'bob']) });
    const dealt = oweSummary(gathering, { ...gathering, lobby: null, game: g, gameId: 'g1' }, 1);
    expect(dealt.record.outbox).toEqual([{ kind: 'summary', id: dealt.id, at: 1, rename: true }]);
    const moved = oweSummary(dealt.record, { ...dealt.record, version: 1, game: { ...g, scores: [20, 0], turn: 1 } }, 2);
    expect(moved.record.outbox).toEqual([{ kind: 'summary', id: moved.id, at: 2, rename: true }]);
    const ended = oweSummary(moved.record, { ...moved.record, version: 2, game: over(g, [0]) }, 3);
    expect(ended.record.outbox).toEqual([{ kind: 'summary', id: ended.id, at: 3, rename: true, archive: true }]);
    expect(new Set([dealt.id, moved.id, ended.id]).size).toBe(3);
  });

  it('a rematch gathering in a finished game\'s thread owes its line, and no archive', () => {
    const done = inThread({ game: over(g, [0]), gameId: 'g1' });
    const rematch = oweSummary(done, { ...done, lobby: lobby(['alice']) }, 4);
    expect(rematch.record.outbox).toEqual([{ kind: 'summary', id: rematch.id, at: 4 }]);
  });
});

describe('record schema 6', () => {
  it('loads a schema 5 record as a game in its own channel, unchanged otherwise', () => {
    const old = { ...record('c1'), schema: 5 } as unknown as Record<string, unknown>;
    const loaded = migrateRecord(old);
    expect(loaded).toEqual({ ...old, schema: RECORD_SCHEMA });
    expect(loaded.thread).toBeUndefined();
  });

  it('keeps a thread\'s home and its owed summary as saved', () => {
    const saved = { ...record('t1'), thread: home, outbox: [{ kind: 'summary' as const, id: 's7-x', at: 5, rename: true }] };
    expect(migrateRecord(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
  });
});

describe('/scrabble new and settings with threads on', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });
  const ctx = (user = ALICE, channel = 'c1', options: Record<string, string> = {}, more: { missing?: string[]; manager?: boolean; thread?: boolean } = {}) =>
    new FakeContext(h.services, user, channel, options, false, [], 'g1', more.missing ?? [], more.manager ?? false, more.thread ?? false);

  it('opens a thread whose record remembers the summary; the channel holds no record; each change owes the line', async () => {
    h = await harness(undefined, 'fixed', true);
    const opened = ctx(ALICE, 'c1', { preset: 'club' });
    await runSubcommand(opened, 'new');
    await h.services.publisher.idle();
    const open = h.poster.calls.find((c) => c.kind === 'thread-open');
    expect(open).toMatchObject({ channelId: 'c1', summary: { state: 'lobby', preset: 'club', host: 'Alice' } });
    const threadId = h.poster.calls.find((c) => c.kind === 'lobby-post')!.channelId;
    expect(await h.services.games.store.get('c1')).toBeNull();
    const r = (await h.services.games.store.get(threadId))!;
    expect(r.thread).toEqual({ parentId: 'c1', summaryMessageId: opened.placeholderId, preset: 'club' });
    // The lobby's message was posted in the thread (owed with the lobby), and its buttons act from then on.
    expect(r.lobby?.messageId).toMatch(/^posted\d+$/);
    expect(r.outbox).toBeUndefined();
    expect(opened.public.map((m) => m.content)).toEqual([`**Open** <#${threadId}> · Club · hosted by Alice · players so far: Alice · join in the thread`]);
    await runSubcommand(ctx(BOB, threadId), 'join');
    await h.services.publisher.idle();
    expect(h.poster.calls.filter((c) => c.kind === 'summary').at(-1)).toMatchObject({ channelId: 'c1', messageId: opened.placeholderId, threadId, summary: { players: ['Alice', 'Bob'] } });
    await runSubcommand(ctx(ALICE, threadId), 'start');
    await h.services.publisher.idle();
    expect(h.poster.calls.filter((c) => c.kind === 'thread-rename')).toHaveLength(1);
    expect(h.poster.calls.filter((c) => c.kind === 'summary').at(-1)).toMatchObject({ summary: { state: 'playing' } });
    await runSubcommand(ctx(BOB, threadId), 'resign');
    await h.services.publisher.idle();
    const kinds = h.poster.calls.map((c) => c.kind);
    expect(h.poster.calls.filter((c) => c.kind === 'summary').at(-1)).toMatchObject({ summary: { state: 'over', winners: ['Alice'] } });
    expect(kinds.at(-1)).toBe('thread-archive');
    expect((await h.services.games.store.get(threadId))!.outbox).toBeUndefined();
  });

  it('names the missing thread permissions and opens nothing; a thread Discord refuses leaves no lobby', async () => {
    h = await harness(undefined, 'fixed', true);
    const missing = ctx(ALICE, 'c1', {}, { missing: ['Create Public Threads'] });
    await runSubcommand(missing, 'new');
    expect(missing.private[0]!.content).toContain('I need the Create Public Threads permission in this channel');
    expect(missing.public).toEqual([]);
    h.poster.refuseThreads = true;
    const refused = ctx();
    await runSubcommand(refused, 'new');
    expect(refused.private[0]!.content).toMatch(/^The game could not start: Discord would not let me open a thread/);
    expect(h.poster.calls).toEqual([]);
    expect(await h.services.games.store.channels()).toEqual([]);
  });

  it('keeps the game in a thread it is started in, and in the channel once the server turns threads off', async () => {
    h = await harness(undefined, 'fixed', true);
    await runSubcommand(ctx(ALICE, 'some-thread', {}, { thread: true }), 'new');
    expect((await h.services.games.store.get('some-thread'))?.lobby).toBeTruthy();
    const refused = ctx(BOB, 'c2', { threads: 'off' });
    await runSubcommand(refused, 'settings');
    expect(refused.private[0]!.content).toMatch(/^Only members who can manage this server/);
    expect((await h.services.games.store.guildSettings('g1')).threads).toBe(true);
    const admin = ctx(ALICE, 'c2', { threads: 'off' }, { manager: true });
    await runSubcommand(admin, 'settings');
    expect(admin.private[0]!.content).toMatch(/^Saved\. Threads are \*\*off\*\* in this server/);
    await runSubcommand(ctx(ALICE, 'c2'), 'new');
    expect((await h.services.games.store.get('c2'))?.lobby).toBeTruthy();
    expect(h.poster.calls.filter((c) => c.kind === 'thread-open')).toEqual([]);
  });
});
