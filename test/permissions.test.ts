/**
 * Who may press what, as the hub answers it before anything changes: the exchange menu
 * (a seated player, to move, from the current board, while some exchange is allowed) and
 * Rematch (only from the channel's last board).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../src/engine/index.js';
import { mayAskRematch, mayOpenExchange } from '../src/games/permissions.js';
import type { ChannelRecord } from '../src/games/record.js';
import { rulesOf, scenario } from './support/engine.js';

const record = (game: GameState | null, extra: Partial<ChannelRecord> = {}) =>
  ({ channelId: 'c1', guildId: 'g1', lobby: null, game, hostId: 'p0', boardMessageId: 'board', updatedAt: 0, ...extra }) as ChannelRecord;
const problem = (o: { ok: boolean; error?: unknown }) => (o.ok ? null : o.error);

describe('the exchange menu', () => {
  const game = scenario(rulesOf('tournament'), { racks: ['AEIOUQZ', 'BCDFGHJ'], bag: 'LMNPRST' });
  it.each([
    ['a player to move, from the current board', record(game), 'p0', 'board', null],
    ['with no board named (a command)', record(game), 'p0', undefined, null],
    ['no game', null, 'p0', 'board', { code: 'no-game' }],
    ['a lobby, not yet dealt', record(null, { lobby: {} as ChannelRecord['lobby'] }), 'p0', 'board', { code: 'game-not-started' }],
    ['a spectator', record(game), 'p9', 'board', { code: 'spectator' }],
    ['a game over', record({ ...game, status: 'over' }), 'p0', 'board', { code: 'game-over' }],
    ['an older board', record(game), 'p0', 'older', { code: 'old-board' }],
    ['a player not to move', record(game), 'p1', 'board', { code: 'not-your-turn', detail: 'Player 1' }],
    ['a bag below seven, under tournament rules', record({ ...game, bag: 'LMN' }), 'p0', 'board', { code: 'exchange-bag-below-minimum', limit: 7 }],
    ['a bag smaller than the rack, under duel rules', record(scenario(rulesOf('duel'), { racks: ['AEIOUQZ', 'BCDFGHJ'], bag: 'LMN' })), 'p0', 'board', { code: 'exchange-bag-too-small', limit: 7 }],
  ] as const)('%s', (_, r, user, onBoard, refused) => {
    const out = mayOpenExchange(r, user, onBoard);
    expect(problem(out)).toEqual(refused);
    if (out.ok) expect(out.value.player).toBe(0);
  });
});

describe('Rematch', () => {
  it.each([
    ['the last board', record(null), 'board', null],
    ['no board named', record(null), undefined, null],
    ['a record that could not be read', null, 'older', null],
    ['no board saved', record(null, { boardMessageId: undefined }), 'older', null],
    ['an older board', record(null), 'older', { code: 'old-board' }],
  ] as const)('%s', (_, r, onBoard, refused) => {
    expect(problem(mayAskRematch(r, onBoard))).toEqual(refused);
  });
});
