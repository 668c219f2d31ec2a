/**
 * `/scrabble games`: a server's records as the lines a player reads, in the order they
 * read them (their turn first, then the rest by how long since the last move; lobbies
 * last), and the list of all games for someone who plays in none.
 */
import { describe, expect, it } from 'vitest';
import { gamesMessage } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import { clockSettings, startClock } from '../src/games/clock.js';
import { myGames, serverGames } from '../src/games/listing.js';
import { RECORD_SCHEMA, type ChannelRecord, type Lobby } from '../src/games/record.js';
import { rulesOf, scenario } from './support/engine.js';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

const names: Record<string, string> = { ann: 'Ann', bob: 'Bob', cy: 'Cy_the*best', dee: 'Dee' };

/** A running game in `channel` between `ids`, `turn` to move, last moved `ago` ms before NOW. */
function gameRecord(channel: string, ids: string[], scores: number[], turn: number, ago: number, preset = 'tournament', change: Partial<GameState> = {}): ChannelRecord {
  const g = { ...scenario(rulesOf(preset), { players: ids.length }), players: ids.map((id) => ({ id, name: names[id] ?? id })), scores, turn, ...change };
  return { schema: RECORD_SCHEMA, version: 3, channelId: channel, guildId: 'g', lobby: null, game: g, hostId: ids[0]!, updatedAt: NOW - ago };
}

function lobbyRecord(channel: string, host: string, players: string[], max = 2, ago = MIN): ChannelRecord {
  const lobby: Lobby = { hostId: host, rules: { ...rulesOf('club'), maxPlayers: max }, players: players.map((id) => ({ id, name: names[id] ?? id })), createdAt: NOW - ago };
  return { schema: RECORD_SCHEMA, version: 1, channelId: channel, guildId: 'g', lobby, game: null, hostId: host, updatedAt: NOW - ago };
}

const over = (r: ChannelRecord): ChannelRecord => ({ ...r, game: { ...r.game!, status: 'over' } });

const RECORDS: ChannelRecord[] = [
  gameRecord('101', ['ann', 'bob'], [120, 95], 1, 5 * MIN), // Bob to move for 5 min
  gameRecord('102', ['bob', 'ann'], [40, 61], 1, 2 * MIN), // Ann to move for 2 min
  gameRecord('103', ['cy', 'ann', 'dee'], [10, 20, 30], 1, 30 * MIN, 'club'), // Ann to move for 30 min
  gameRecord('104', ['ann', 'computer:club:1'], [200, 210], 1, 60 * MIN), // the computer to move
  over(gameRecord('105', ['ann', 'bob'], [300, 280], 0, 1)), // over: not listed
  gameRecord('106', ['bob', 'cy'], [7, 9], 0, 1 * MIN), // Ann does not play
  lobbyRecord('107', 'dee', ['dee', 'ann'], 4, 10 * MIN),
  lobbyRecord('108', 'ann', ['ann'], 2, 3 * MIN),
  lobbyRecord('109', 'cy', ['cy', 'dee'], 2, 1 * MIN), // full: not open to join
];

const lines = (content: string | undefined) => content!.split('\n');

describe('a player\'s games', () => {
  it('lists their turn first, then the rest by how long since the last move, then their lobbies', () => {
    const message = gamesMessage(myGames(RECORDS, 'ann', NOW), 'ann', true);
    expect(message.ephemeral).toBe(true);
    expect(message.mentions).toEqual([]);
    expect(lines(message.content)).toEqual([
      'Your games in this server (6), your turn first:',
      '<#103>: you 20 – Cy\\_the\\*best 10 – Dee 30 · Club rules · **your turn**',
      '<#102>: you 61 – Bob 40 · Tournament · **your turn**',
      '<#104>: you 200 – Computer (Club) 210 · Tournament · Computer (Club) to move',
      '<#101>: you 120 – Bob 95 · Tournament · Bob to move',
      '<#107>: waiting for players · hosted by Dee · Club rules · 2 of 4 seats taken',
      '<#108>: waiting for players · hosted by you · Club rules · 1 of 2 seats taken',
    ]);
  });

  it('moves a game down once the player has moved in it', () => {
    const moved = RECORDS.map((r) => (r.channelId === '103' ? { ...r, game: { ...r.game!, turn: 2 }, updatedAt: NOW } : r));
    expect(myGames(moved, 'ann', NOW).map((e) => e.channelId)).toEqual(['102', '104', '101', '103', '107', '108']);
  });

  it('leaves out a game the player resigned from, and says so when nothing is left', () => {
    const resigned = [{ ...RECORDS[0]!, game: { ...RECORDS[0]!.game!, resigned: [true, false] } }];
    expect(gamesMessage(myGames(resigned, 'ann', NOW), 'ann', true)).toEqual({
      content: 'You have no games in this server. Start one with `/scrabble new`, or see the others with `/scrabble games show:All`.',
      ephemeral: true,
      mentions: [],
    });
  });

  it('shows the time left to the player to move when the game has a clock', () => {
    const settings = clockSettings('live')!;
    const r = gameRecord('110', ['ann', 'bob'], [0, 0], 0, 0);
    const clock = startClock(settings, r.game!, NOW - 4 * MIN);
    expect(lines(gamesMessage(myGames([{ ...r, clock }], 'ann', NOW), 'ann', true).content)[1]).toBe(
      `<#110>: you 0 – Bob 0 · Tournament · **your turn** · ⏱ 9 min left, time runs out <t:${(NOW + 9 * MIN) / 1000}:R>`,
    );
  });

  it('between the games of a match, names who starts game 2', () => {
    const r = gameRecord('111', ['bob', 'ann'], [300, 280], 1, MIN, 'match', { status: 'between-games' });
    expect(lines(gamesMessage(myGames([r], 'ann', NOW), 'ann', true).content)[1]).toBe('<#111>: you 280 – Bob 300 · Two-game match · **you start game 2**');
  });
});

describe('every game in the server', () => {
  it('lists the running games, latest move first, and the lobbies open to join, for someone who plays in none', () => {
    expect(lines(gamesMessage(serverGames(RECORDS, 'eve', NOW), 'eve', false).content)).toEqual([
      'Games in this server: 5 games running, 2 open to join. Anyone may watch; `/scrabble games` lists your own.',
      '<#106>: Bob 7 – Cy\\_the\\*best 9 · Tournament · Bob to move',
      '<#102>: Bob 40 – Ann 61 · Tournament · Ann to move',
      '<#101>: Ann 120 – Bob 95 · Tournament · Bob to move',
      '<#103>: Cy\\_the\\*best 10 – Ann 20 – Dee 30 · Club rules · Ann to move',
      '<#104>: Ann 200 – Computer (Club) 210 · Tournament · Computer (Club) to move',
      '<#108>: open to join · hosted by Ann · Club rules · 1 of 2 seats taken',
      '<#107>: open to join · hosted by Dee · Club rules · 2 of 4 seats taken',
    ]);
  });

  it('says so when nothing runs', () => {
    expect(gamesMessage(serverGames([over(RECORDS[0]!)], 'eve', NOW), 'eve', false).content).toBe(
      'No games are running in this server and no lobby is open. Start one with `/scrabble new`.',
    );
  });

  it('keeps within one message: the first lines, and how many more there are', () => {
    const many = Array.from({ length: 60 }, (_, i) => gameRecord(`${1000 + i}`, ['ann', 'bob'], [i, 0], 0, i * MIN));
    const content = gamesMessage(myGames(many, 'ann', NOW), 'ann', true).content!;
    expect(content.length).toBeLessThanOrEqual(2000);
    const shown = lines(content);
    const more = Number(/^…and (\d+) more\.$/.exec(shown.at(-1)!)?.[1]);
    expect(shown.length - 2 + more).toBe(60);
    expect(shown[1]).toBe('<#1059>: you 59 – Bob 0 · Tournament · **your turn**');
    // Filled, not cut short: one more line (about 55 characters) would not have fitted.
    expect(content.length).toBeGreaterThan(2000 - 60);
  });
});
