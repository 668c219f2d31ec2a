/**
 * End to end, through the loopback Discord and the bot as shipped: who gets pinged. A
 * ping is a user both named in a message's allowed_mentions and mentioned in its text,
 * on a message Discord notifies for (a new message or an interaction's answer, not an
 * edit of an older message), once per message. Only a person waiting for another person,
 * or a running clock, earns one, and never for the person who just acted.
 */
import type { APIUser } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { RecordedMessage } from './discord-api/server.js';
import type { GameState } from '../src/engine/index.js';
import { playComputerGame } from './e2e/computer.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table } from './e2e/table.js';

let stage: Stage;

botStageForFile((s) => {
  stage = s;
}, { COMPUTER_DELAY_MS: '150' });

interface Ping {
  messageId: string;
  kind: RecordedMessage['kind'];
  user: string;
  content: string;
}

/** The users a message pings: allowed to be, and mentioned in its text. */
const pingedBy = (m: RecordedMessage): string[] => {
  const allowed = (m.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users ?? [];
  return allowed.filter((id) => m.content.includes(`<@${id}>`));
};

/** Every ping in a channel, in order. */
function pingsIn(channel: string): Ping[] {
  const seen = new Set<string>();
  const out: Ping[] = [];
  for (const m of stage.fake.messages) {
    if (m.channelId !== channel || m.ephemeral || m.kind === 'edit-message') continue;
    for (const user of pingedBy(m)) {
      const key = `${m.messageId}|${user}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ messageId: m.messageId, kind: m.kind, user, content: m.content });
    }
  }
  return out;
}

/** The turns a player took (what others wait for), from the record. */
const turnsOf = (g: GameState, seat: number) => g.history.filter((e) => e.player === seat && ['place', 'exchange', 'pass', 'withdrawn', 'challenge-lost', 'challenge-failed', 'time-out'].includes(e.type)).length;

describe('a whole game against the computer', () => {
  it('without a clock pings nobody: no person waits for another', async () => {
    const { table, game } = await playComputerGame(stage, 'tournament', 'club', 'Computer (Club)');
    expect(game.status).toBe('over');
    const me = game.players.findIndex((p) => !p.id.startsWith('computer:'));
    expect(turnsOf(game, me)).toBeGreaterThan(5);
    expect(pingsIn(table.channel)).toEqual([]);
  }, 240_000);

  it('with a clock pings the person at most once a turn, on the computer\'s boards, never for their own act', async () => {
    const { table, game } = await playComputerGame(stage, 'tournament', 'casual', 'Computer (Casual)', { pace: 'live' });
    expect(game.status).toBe('over');
    const me = game.players.findIndex((p) => !p.id.startsWith('computer:'));
    const pings = pingsIn(table.channel);
    console.log(`against the computer with a clock: ${pings.length} pings over ${turnsOf(game, me)} turns of the person`);
    expect(pings.length).toBeGreaterThan(0);
    // At most one for each turn the clock ran on them (their turns, and one more that the game's end cut short).
    expect(pings.length).toBeLessThanOrEqual(turnsOf(game, me) + 1);
    expect(new Set(pings.map((p) => p.messageId)).size).toBe(pings.length);
    // Posted by the bot on its own (the computer's move): the answers to the person's own moves ping nobody.
    expect(pings.filter((p) => p.kind !== 'channel-message')).toEqual([]);
    expect(pings.every((p) => p.user === game.players[me]!.id)).toBe(true);
  }, 240_000);
});

describe('a game between people', () => {
  it('pings the next player after another person\'s move, not the host for the lobby or the deal, and respects pings:Off', async () => {
    const fake = stage.fake;
    const [alice, bob, carol]: APIUser[] = [fake.user('alice'), fake.user('bob'), fake.addUser('carol')];
    const table = new Table(stage, fake.addChannel('people'), [alice!, bob!, carol!]);
    await table.expectPrivate(table.slash(carol!, 'settings', { pings: 'off' }));
    const lobby = await table.expectPublic(table.slash(alice!, 'new', { preset: 'tournament' }));
    expect(lobby.content).toMatch(new RegExp(`^<@${alice!.id}> opened a game`));
    expect(pingedBy(lobby)).toEqual([]);
    for (const p of [bob!, carol!]) await table.expectPrivate(table.slash(p, 'join'));
    const deal = await table.expectTurn(table.slash(alice!, 'start'));
    // Alice dealt; Bob waited for her; Carol turned pings off.
    expect(deal.content).toContain(`<@${carol!.id}>`);
    expect(pingedBy(deal)).toEqual([bob!.id]);
    let boards = 1;
    for (let i = 0; i < 9; i++) {
      const before = await table.game();
      if (before.status !== 'playing') break;
      const after = await table.step();
      const actor = table.acted.at(-1)!.state.user.id;
      const next = after.players[after.turn]!.id;
      const board = table.lastBoard!;
      expect(board.content).toContain(`<@${next}>`);
      // The player to move, who waited for the person who just moved, unless that is them or they asked for no pings.
      expect(pingedBy(board)).toEqual(after.status === 'playing' && next !== actor && next !== carol!.id ? [next] : []);
      boards++;
    }
    const pings = pingsIn(table.channel);
    expect(pings.length).toBeGreaterThan(3);
    expect(pings.length).toBeLessThanOrEqual(boards);
    expect(pings.filter((p) => p.user === carol!.id)).toEqual([]);
    expect(pings.filter((p) => p.user === alice!.id && p.messageId === lobby.messageId)).toEqual([]);
  }, 120_000);
});

describe('every message of these games', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
