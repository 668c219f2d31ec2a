/**
 * End to end, through the loopback Discord and the bot as shipped, with the server's
 * threads on (the product's default): three games at once in one channel, each in a
 * thread of its own (one against the computer, seated from the lobby's menu), each
 * played with slash commands in its thread and ended; the channel's three summary lines
 * follow them from the lobby to the result; the threads are renamed at the deal and
 * archived at the end, and a rematch brings one back. Then what stops a thread: a
 * permission the bot lacks (named), a member without Manage Server changing the
 * setting (refused), and threads turned off by an admin (the game stays in the channel).
 */
import { PermissionFlagsBits, type APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import type { InteractionHandle } from './discord-api/server.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { personAction, settled } from './e2e/computer.js';
import { Table, TURN_TIMEOUT_MS } from './e2e/table.js';

let stage: Stage;
const u: Record<string, APIUser> = {};

botStageForFile((s) => {
  stage = s;
  for (const name of ['alice', 'bob']) u[name] = s.fake.user(name);
  for (const name of ['carol', 'dave', 'erin']) u[name] = s.fake.addUser(name);
}, { COMPUTER_DELAY_MS: '150' }, { threads: true });

/** A game opened in #scrabble: its thread, the channel's summary message, and the table that plays it in the thread. */
interface Threaded {
  threadId: string;
  summaryId: string;
  table: Table;
}

const scores = (g: GameState) => g.players.map((p, i) => `${p.name} ${(g.result?.scores ?? g.scores)[i]}`).join(' – ');
/** The summary line the channel should read for a game now. */
function playingLine(t: Threaded, rules: string, g: GameState): string {
  return `**Playing** <#${t.threadId}> · ${rules} · ${scores(g)} · ${g.players[g.turn]!.name} to play`;
}

/** Waits until the channel's summary message reads `line`. */
async function summaryReads(t: Threaded, line: string): Promise<void> {
  await stage.fake.waitFor(() => stage.fake.message(t.summaryId)?.content === line, TURN_TIMEOUT_MS, `summary "${line}"; it reads "${stage.fake.message(t.summaryId)?.content}"`)
    .catch((e: unknown) => { throw new Error(`${(e as Error).message}; bot stderr: ${stage.stderr.slice(-1500)}`); });
  // The line pings nobody, and has no buttons.
  expect(stage.fake.message(t.summaryId)!.components).toEqual([]);
}

/** `/scrabble new` in #scrabble by `host`: the answer is the summary line, linking to a new public thread. */
async function open(host: APIUser, players: APIUser[], options: Record<string, string>, rules: string): Promise<Threaded> {
  const handle = stage.fake.slash(host, 'scrabble', 'scrabble', 'new', options);
  const answer = await handle.waitForMessage((m) => !m.ephemeral && m.content !== '', TURN_TIMEOUT_MS);
  expect(answer.channelId).toBe(stage.fake.channelId('scrabble'));
  const threadId = /^\*\*Open\*\* <#(\d+)> /.exec(answer.content)?.[1];
  if (!threadId) throw new Error(`not a summary line: ${answer.content}`);
  expect(answer.content).toBe(`**Open** <#${threadId}> · ${rules} · hosted by ${host.username} · players so far: ${host.username} · join in the thread`);
  expect(stage.fake.thread(threadId)).toMatchObject({
    type: 11, parent_id: stage.fake.channelId('scrabble'), name: `Scrabble: ${host.username} (${rules})`, owner_id: stage.fake.bot.id,
    thread_metadata: { archived: false, auto_archive_duration: 60 },
  });
  // The lobby itself is in the thread, with its buttons.
  let lobbyId: string | undefined;
  for (const t0 = Date.now(); !lobbyId && Date.now() - t0 < TURN_TIMEOUT_MS; await new Promise((r) => setTimeout(r, 20))) lobbyId = (await stage.store.get(threadId))?.lobby?.messageId;
  if (!lobbyId) throw new Error('no lobby message in the thread');
  expect(stage.fake.message(lobbyId)).toMatchObject({ channel_id: threadId });
  return { threadId, summaryId: answer.messageId, table: new Table(stage, threadId, players) };
}

const joined = (t: Threaded, rules: string, names: string[]) =>
  summaryReads(t, `**Open** <#${t.threadId}> · ${rules} · hosted by ${names[0]} · players so far: ${names.slice(0, -1).join(', ')}${names.length > 1 ? ` and ${names.at(-1)}` : ''} · join in the thread`);

describe('three games at once in one channel, each in its own thread', () => {
  const games: Record<'a' | 'b' | 'c', Threaded> = {} as never;

  it('opens three threads from one channel, whose summary lines follow each lobby', async () => {
    games.a = await open(u.alice!, [u.alice!, u.bob!], { preset: 'tournament' }, 'Tournament');
    games.b = await open(u.carol!, [u.carol!, u.dave!], { preset: 'club' }, 'Club');
    games.c = await open(u.erin!, [u.erin!], { preset: 'tournament' }, 'Tournament');
    expect(new Set(Object.values(games).map((g) => g.threadId)).size).toBe(3);
    expect(stage.fake.threads('scrabble')).toHaveLength(3);
    // The channel holds no game of its own: only the three lines.
    expect(await stage.record('scrabble')).toBeNull();

    expect(await games.a.table.expectPrivate(games.a.table.slash(u.bob!, 'join'))).toMatch(/^You're in: 2 of at most 4 players/);
    await joined(games.a, 'Tournament', ['alice', 'bob']);
    expect(await games.b.table.expectPrivate(games.b.table.slash(u.dave!, 'join'))).toMatch(/^You're in: 2 of at most 4 players/);
    await joined(games.b, 'Club', ['carol', 'dave']);
    // The computer is seated from the lobby's menu, in the thread.
    const lobbyId = (await stage.store.get(games.c.threadId))!.lobby!.messageId!;
    await stage.fake.select(u.erin!, lobbyId, IDS.addComputer, ['club']).waitForMessage(() => true, TURN_TIMEOUT_MS);
    await joined(games.c, 'Tournament', ['erin', 'Computer (Club)']);
  }, 120_000);

  it('deals each game in its thread, renames the thread after its players, and the line says whose turn it is', async () => {
    for (const [key, host, rules] of [['a', u.alice!, 'Tournament'], ['b', u.carol!, 'Club']] as const) {
      const t = games[key];
      await t.table.expectTurn(t.table.slash(host, 'start'));
      const g = await t.table.game();
      await summaryReads(t, playingLine(t, rules, g));
      await stage.fake.waitFor(() => stage.fake.thread(t.threadId).name === `${g.players.map((p) => p.name).join(' vs ')} · ${rules}`, TURN_TIMEOUT_MS, 'thread renamed');
    }
    await games.c.table.expectTurn(games.c.table.slash(u.erin!, 'start'));
    const me = (await games.c.table.game()).players.findIndex((p) => p.id === u.erin!.id);
    const g = await settled(games.c.table, me);
    await summaryReads(games.c, playingLine(games.c, 'Tournament', g));
    expect(stage.fake.thread(games.c.threadId).name).toMatch(/^(erin vs Computer \(Club\)|Computer \(Club\) vs erin) · Tournament$/);
  }, 120_000);

  it('plays with slash commands in each thread, turn by turn, the line following every move', async () => {
    for (let round = 0; round < 2; round++) {
      for (const [key, rules] of [['a', 'Tournament'], ['b', 'Club']] as const) {
        const t = games[key];
        const g = await t.table.step();
        await summaryReads(t, playingLine(t, rules, g));
      }
      const t = games.c;
      const me = (await t.table.game()).players.findIndex((p) => p.id === u.erin!.id);
      const action = personAction(t.table, await t.table.game(), me);
      if (action) await t.table.expectTurn(action);
      const g = await settled(t.table, me);
      await summaryReads(t, playingLine(t, 'Tournament', g));
    }
    // Every board of a game went to its own thread, none to the channel.
    const boards = stage.fake.messages.filter((m) => m.attachments.some((a) => a.name === 'board.png'));
    expect(boards.length).toBeGreaterThan(6);
    expect(boards.every((m) => Object.values(games).some((t) => t.threadId === m.channelId))).toBe(true);
  }, 180_000);

  it('/scrabble games lists the games by their threads: a player\'s own, and all three for anyone', async () => {
    const all = await games.a.table.expectPrivate(stage.fake.slash(u.dave!, stage.fake.channelId('scrabble'), 'scrabble', 'games', { show: 'all' }));
    for (const t of Object.values(games)) expect(all).toContain(`<#${t.threadId}>`);
    const g = await games.a.table.game();
    const mine = await games.a.table.expectPrivate(stage.fake.slash(u.alice!, stage.fake.channelId('scrabble'), 'scrabble', 'games'));
    const lines = mine.split('\n').filter((l) => l.startsWith('<#'));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(`<#${games.a.threadId}>: `)).toBe(true);
    expect(lines[0]).toContain(g.players[g.turn]!.id === u.alice!.id ? '**your turn**' : `${g.players[g.turn]!.name} to move`);
  }, 60_000);

  it('ends each game: the line gives the result, and the thread is archived with its final board and Rematch button', async () => {
    const ends: [Threaded, APIUser, string][] = [[games.a, u.bob!, 'Tournament'], [games.b, u.carol!, 'Club'], [games.c, u.erin!, 'Tournament']];
    for (const [t, resigner, rules] of ends) {
      const board = await t.table.expectTurn(t.table.slash(resigner, 'resign'));
      expect(board.content).toBe('The game is over.');
      const g = await t.table.game();
      expect(g.status).toBe('over');
      const winner = g.players[g.result!.winners[0]!]!.name;
      expect(winner).not.toBe(resigner.username);
      await summaryReads(t, `**Finished** <#${t.threadId}> · ${rules} · ${scores(g)} · ${winner} won`);
      await stage.fake.waitFor(() => stage.fake.thread(t.threadId).thread_metadata?.archived === true, TURN_TIMEOUT_MS, 'thread archived');
      // The final board keeps its Rematch button.
      expect(JSON.stringify(stage.fake.message(board.messageId)?.components)).toContain(IDS.rematch);
    }
  }, 120_000);

  it('a rematch in an archived thread brings it back, and the line shows the new lobby', async () => {
    const t = games.a;
    const asked = t.table.press(u.alice!, IDS.rematch);
    const lobby = await asked.waitForMessage((m) => !m.ephemeral && m.embeds.length > 0, TURN_TIMEOUT_MS);
    expect(lobby.channelId).toBe(t.threadId);
    expect(stage.fake.thread(t.threadId).thread_metadata?.archived).toBe(false);
    await summaryReads(t, `**Open** <#${t.threadId}> · Tournament · hosted by alice · players so far: alice · join in the thread`);
    expect(stage.fake.serverErrors).toEqual([]);
  }, 60_000);
});

describe('a game called off in its thread', () => {
  it('the line says so, and the thread is left to archive itself', async () => {
    const t = await open(u.bob!, [u.bob!, u.alice!], { preset: 'club' }, 'Club');
    expect(await t.table.expectPrivate(t.table.slash(u.alice!, 'join'))).toMatch(/^You're in: 2 of at most 4 players/);
    await t.table.expectTurn(t.table.slash(u.bob!, 'start'));
    const said = await t.table.expectPublic(t.table.slash(u.bob!, 'cancel'));
    expect(said.channelId).toBe(t.threadId);
    await summaryReads(t, `**Called off** <#${t.threadId}> · Club`);
    expect(stage.fake.thread(t.threadId).thread_metadata?.archived).toBe(false);
    // The thread's place stays, empty: a new game can be opened in it.
    expect(await stage.store.get(t.threadId)).toMatchObject({ lobby: null, game: null, thread: { parentId: stage.fake.channelId('scrabble') } });
  }, 60_000);
});

describe('what stops a thread', () => {
  it('names the permission the bot lacks to open a thread, and opens nothing', async () => {
    stage.fake.denyBot('general', PermissionFlagsBits.CreatePublicThreads);
    const before = stage.fake.threads().length;
    const refused = await privately(stage.fake.slash(u.alice!, 'general', 'scrabble', 'new'));
    expect(refused).toBe('The game could not start: I open a thread for each game, and I need the Create Public Threads permission in this channel to do so. '
      + 'Ask a server admin to grant it to me here, or to turn threads off with `/scrabble settings threads:Off` so that games are played in the channel itself.');
    stage.fake.denyBot('general', PermissionFlagsBits.SendMessagesInThreads);
    expect(await privately(stage.fake.slash(u.alice!, 'general', 'scrabble', 'new'))).toMatch(/I need the Create Public Threads and Send Messages in Threads permissions in this channel/);
    expect(stage.fake.threads().length).toBe(before);
    expect(await stage.record('general')).toBeNull();
    stage.fake.clearOverwrites('general');
  }, 60_000);

  it('says so when Discord refuses the thread after all, and leaves nothing behind', async () => {
    // The interaction shows the permission; it is taken away before the bot's request arrives.
    const hold = stage.fake.hold('POST', new RegExp(`^/channels/${stage.fake.channelId('general')}/threads$`), 'before');
    const before = stage.fake.threads().length;
    const handle = stage.fake.slash(u.alice!, 'general', 'scrabble', 'new');
    await hold.reached;
    stage.fake.denyBot('general', PermissionFlagsBits.CreatePublicThreads);
    hold.release();
    expect(await privately(handle)).toBe('The game could not start: Discord would not let me open a thread for it in this channel, so nothing was set up. '
      + 'Try again in a moment, or ask a server admin to turn threads off with `/scrabble settings threads:Off` so that games are played in the channel itself.');
    expect(stage.fake.threads().length).toBe(before);
    expect(await stage.record('general')).toBeNull();
    // The channel keeps no placeholder of the refused game.
    expect(stage.fake.message(handle.state.originalMessageId ?? '')).toBeUndefined();
    stage.fake.clearOverwrites('general');
  }, 60_000);

  it('refuses the server setting to a member without Manage Server, in words', async () => {
    const text = await privately(stage.fake.slash(u.bob!, 'general', 'scrabble', 'settings', { threads: 'off' }));
    expect(text).toBe('Only members who can manage this server (the Manage Server permission) can turn threads on or off. Nothing was changed. Your own pings setting is yours to change.');
    expect((await stage.store.guildSettings(stage.fake.guildId)).threads).toBe(true);
  }, 60_000);

  it('with threads turned off by an admin, /scrabble new opens the game in the channel, as before', async () => {
    const admin = stage.fake.user('owner-1');
    const saved = await privately(stage.fake.slash(admin, 'general', 'scrabble', 'settings', { threads: 'off' }));
    expect(saved).toBe('Saved. Threads are **off** in this server: `/scrabble new` opens the game in the channel it is used in, one game per channel. Turn them back on with `/scrabble settings threads:On`.');
    const before = stage.fake.threads().length;
    const table = new Table(stage, 'general', [u.alice!, u.bob!]);
    const lobby = await table.expectPublic(table.slash(u.alice!, 'new'));
    expect(lobby.channelId).toBe(stage.fake.channelId('general'));
    expect(lobby.embeds[0]?.title).toBeTruthy();
    expect((await stage.record('general'))?.lobby?.messageId).toBe(lobby.messageId);
    expect((await stage.record('general'))?.thread).toBeUndefined();
    expect(stage.fake.threads().length).toBe(before);
  }, 60_000);

  it('logged no failure', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.fake.unknownRoutes).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});

/** The private answer of an interaction, in words. */
async function privately(handle: InteractionHandle): Promise<string> {
  const m = await handle.waitForMessage((x) => x.content !== '', TURN_TIMEOUT_MS);
  expect(m.ephemeral).toBe(true);
  return m.content;
}
