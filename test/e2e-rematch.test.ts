/**
 * End to end, through the loopback Discord and the bot as shipped: the Rematch button
 * on a final board opens a lobby for the same table (nothing dealt, only the players
 * offered a seat pinged, once); they join or decline; the host deals. The finished game
 * stays reachable: analysis and export speak of it while the rematch gathers, after a
 * cancelled rematch, and by its number in `/scrabble history` once the rematch is dealt.
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { InteractionHandle, RecordedMessage } from './discord-api/server.js';
import { IDS } from '../src/bot/present.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table, TURN_TIMEOUT_MS } from './e2e/table.js';

let stage: Stage;
let alice: APIUser;
let bob: APIUser;
let carol: APIUser;

botStageForFile((s) => {
  stage = s;
  [alice, bob, carol] = [stage.fake.user('alice'), stage.fake.user('bob'), stage.fake.addUser('carol')];
});

const customIds = (m: RecordedMessage) => [...JSON.stringify(m.components).matchAll(/"custom_id":"([^"|]+)/g)].map((x) => x[1]);
const labels = (m: RecordedMessage) => [...JSON.stringify(m.components).matchAll(/"label":"([^"]+)"/g)].map((x) => x[1]);
/** The users a message may ping (its allowed_mentions). */
const pinged = (m: RecordedMessage) => (m.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users ?? [];
/** Every message the bot created or changed in `channel` since `since` (ms). */
const channelMessages = (channel: string, since: number) => stage.fake.messages.filter((m) => m.channelId === stage.fake.channelId(channel) && m.at >= since);
const hasBoard = (m: RecordedMessage) => m.attachments.some((a) => a.name === 'board.png');

/** A game between Alice and Bob with a move or two, ended by Alice resigning; the final board. */
async function finishedGame(channel: string): Promise<Table> {
  const table = new Table(stage, stage.fake.addChannel(channel), [alice, bob]);
  await table.open('tournament');
  await table.step();
  await table.step();
  await table.expectTurn(table.slash(alice, 'resign'));
  expect(table.lastBoard!.content).toBe('The game is over.');
  expect(customIds(table.lastBoard!)).toEqual([IDS.rematch]);
  return table;
}

/** A private answer and all it says. */
async function privately(handle: InteractionHandle): Promise<RecordedMessage> {
  const m = await handle.waitForMessage((x) => x.content !== '' || x.embeds.length > 0 || x.attachments.length > 0, TURN_TIMEOUT_MS);
  expect(m.ephemeral).toBe(true);
  return m;
}

/** A public answer (filled in after its placeholder). */
async function publicly(handle: InteractionHandle): Promise<RecordedMessage> {
  const m = await handle.waitForMessage((x) => x.content !== '' || x.embeds.length > 0 || x.attachments.length > 0, TURN_TIMEOUT_MS);
  expect(m.ephemeral).toBe(false);
  return m;
}

const analysisOf = (m: RecordedMessage) => ({ content: m.content, embeds: m.embeds });
const gcgOf = (m: RecordedMessage) => m.attachments.find((a) => a.name.endsWith('.gcg'))!.bytes.toString();

describe('Rematch', () => {
  it('one press opens a lobby (no deal, one ping); the other player joins and the host starts; the finished game is analysed and exported while it gathers and by number after', async () => {
    const table = await finishedGame('rematch');
    const finished = await table.game();
    const analysis = await privately(table.slash(alice, 'analysis'));
    expect(analysis.embeds.length).toBeGreaterThan(0);
    const exporting = table.slash(bob, 'export');
    const exported = await publicly(exporting);
    expect(exported.content).toBe('Here is the game record (GCG), for Quackle, Macondo, Woogles and other Scrabble software.');
    const gcg = gcgOf(exported);
    // Nothing of the interactions before is still arriving when Rematch is pressed.
    await exporting.done({ quietMs: 500, timeoutMs: TURN_TIMEOUT_MS });

    const pressedAt = Date.now();
    const press = table.press(bob, IDS.rematch);
    const lobby = await publicly(press);
    await press.done({ quietMs: 1500, timeoutMs: TURN_TIMEOUT_MS });
    // Exactly one message: the lobby. No board, no rack, and one ping: Alice, offered her seat.
    const since = channelMessages(table.channel, pressedAt);
    expect(since.map((m) => m.messageId)).toEqual(since.map(() => lobby.messageId));
    expect(since.some(hasBoard)).toBe(false);
    expect(since.some((m) => m.ephemeral)).toBe(false);
    expect(pinged(lobby)).toEqual([alice.id]);
    expect(lobby.content).toBe(`<@${bob.id}> wants a rematch, with the same rules. <@${alice.id}>: press **Join** to play again, or **Decline / Leave** to say no. <@${bob.id}> starts the game once you have answered.`);
    expect(lobby.embeds[0]!.title).toBe('Rematch: Tournament (NASPA basic rules)');
    expect(lobby.embeds[0]!.fields!.slice(0, 2)).toEqual([
      { name: 'Players (1/4)', value: `<@${bob.id}>` },
      { name: 'Seats kept for', value: `<@${alice.id}> (not answered yet)` },
    ]);
    expect(customIds(lobby)).toEqual([IDS.join, IDS.leave, IDS.start, IDS.addComputer]);
    expect(labels(lobby).slice(0, 3)).toEqual(['Join', 'Decline / Leave', 'Start']);
    const record = (await stage.record(table.channel))!;
    expect(record.game).toEqual(finished);
    expect(record.lobby).toMatchObject({ hostId: bob.id, rules: finished.rules, messageId: lobby.messageId, rematch: { invited: [{ id: alice.id }], declined: [] } });

    // While the rematch gathers, analysis and export still speak of the game just finished.
    expect(analysisOf(await privately(table.slash(alice, 'analysis')))).toEqual(analysisOf(analysis));
    expect(gcgOf(await publicly(table.slash(bob, 'export')))).toBe(gcg);

    // Carol is not offered a seat, and may not deal; Alice may not deal either.
    expect((await privately(table.slash(carol, 'start'))).content).toBe('Only the host who opened the game can start it.');
    expect((await privately(table.press(alice, IDS.start, lobby))).content).toBe('Only the host who opened the game can start it.');
    // Alice joins with the lobby's button: the lobby shows it in place, pinging nobody.
    const joined = await table.press(alice, IDS.join, lobby).waitForMessage(() => true, TURN_TIMEOUT_MS);
    expect(joined.messageId).toBe(lobby.messageId);
    expect(joined.ephemeral).toBe(false);
    expect(joined.content).toBe(`<@${bob.id}> wants a rematch, with the same rules. Everyone asked has answered: <@${bob.id}> starts the game when ready.`);
    expect(pinged(joined)).toEqual([]);
    expect(joined.embeds[0]!.fields![0]).toEqual({ name: 'Players (2/4)', value: `<@${bob.id}>\n<@${alice.id}>` });

    await table.expectTurn(table.press(bob, IDS.start, lobby));
    const dealt = await table.game();
    expect(dealt.status).toBe('playing');
    expect(dealt.players.map((p) => p.id).sort()).toEqual(finished.players.map((p) => p.id).sort());
    expect(dealt.rules).toEqual(finished.rules);

    // Without a number, the channel's game is the new one; the finished one is number 1 in the history.
    expect((await privately(table.slash(alice, 'analysis'))).content).toBe('The analysis is ready once the game is over: until then it would show you the best plays.');
    expect((await privately(table.slash(alice, 'history'))).embeds[0]!.description).toMatch(/^\*\*1\.\*\* /);
    expect(analysisOf(await privately(table.slash(alice, 'analysis', { game: 1 })))).toEqual(analysisOf(analysis));
    const byNumber = await publicly(table.slash(bob, 'export', { game: 1 }));
    expect(byNumber.content).toBe('Here is the game record (GCG), for Quackle, Macondo, Woogles and other Scrabble software.');
    expect(gcgOf(byNumber)).toBe(gcg);
    expect((await privately(table.slash(carol, 'analysis', { game: 1 }))).content).toBe("You're watching this game: only its players can do that.");
    expect((await privately(table.slash(alice, 'export', { game: 10 }))).content).toBe("There is no finished game with that number in this server's history. See the list with `/scrabble history`.");
  }, 240_000);

  it('a declined and then cancelled rematch keeps the finished game: its analysis, its export and its Rematch button', async () => {
    const table = await finishedGame('rematch-cancelled');
    const finished = await table.game();
    const final = table.lastBoard!;
    const analysis = await privately(table.slash(bob, 'analysis'));
    const gcg = gcgOf(await publicly(table.slash(alice, 'export')));

    const lobby = await publicly(table.press(alice, IDS.rematch));
    expect(pinged(lobby)).toEqual([bob.id]);
    // A free seat (not the one kept for Bob) is Carol's to take, and to leave.
    expect((await privately(table.slash(carol, 'join'))).content).toBe("You're in: 2 of at most 4 players. <@" + alice.id + '> starts the game when everyone is in.');
    expect((await privately(table.slash(carol, 'leave'))).content).toBe('You left the lobby.');
    // Bob declines with the lobby's button.
    const declined = await table.press(bob, IDS.leave, lobby).waitForMessage(() => true, TURN_TIMEOUT_MS);
    expect(declined.messageId).toBe(lobby.messageId);
    expect(declined.content).toBe(`<@${alice.id}> wants a rematch, with the same rules. Everyone asked has answered: <@${alice.id}> starts the game when ready.`);
    expect(declined.embeds[0]!.fields!.slice(0, 2)).toEqual([
      { name: 'Players (1/4)', value: `<@${alice.id}>` },
      { name: 'Declined', value: `<@${bob.id}>` },
    ]);
    expect(labels(declined).slice(0, 3)).toEqual(['Join', 'Leave', 'Start']);

    const cancelled = await publicly(table.slash(alice, 'cancel'));
    expect(cancelled.content).toBe(`<@${alice.id}> called off the rematch. The last game stays: \`/scrabble analysis\` and \`/scrabble export\` still show it.`);
    expect(pinged(cancelled)).toEqual([]);
    const record = (await stage.record(table.channel))!;
    expect(record.lobby).toBeNull();
    expect(record.game).toEqual(finished);
    expect(analysisOf(await privately(table.slash(bob, 'analysis')))).toEqual(analysisOf(analysis));
    expect(gcgOf(await publicly(table.slash(alice, 'export')))).toBe(gcg);
    // The final board's Rematch still works: a new lobby, again with nothing dealt.
    const again = await publicly(table.press(bob, IDS.rematch, final));
    expect(again.content).toMatch(new RegExp(`^<@${bob.id}> wants a rematch`));
    expect((await stage.record(table.channel))!.game).toEqual(finished);
  }, 240_000);
});
