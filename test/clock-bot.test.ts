/**
 * What players see of game night through the handlers: the pace in the lobby and on
 * the board, nudges, ping settings, reminders in words, and the Rematch button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockLine, duration, IDS, reminderMessage } from '../src/bot/present.js';
import type { GameState } from '../src/engine/index.js';
import { ALICE, BOB, CAROL, harness, press, run, type Harness } from './support/bot.js';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.close();
});

const game = async (channel: string): Promise<GameState> => (await h.services.games.store.get(channel))!.game!;

async function paced(channel: string, options: Record<string, string> = { pace: 'live' }) {
  const lobby = await run(h, ALICE, 'new', options, channel);
  await run(h, BOB, 'join', {}, channel);
  const started = await run(h, ALICE, 'start', {}, channel);
  return { lobby, started };
}

const buttonIds = (r: { components?: { components: unknown[] }[] }) => (r.components ?? []).flatMap((row) => row.components.map((c) => (c as { custom_id: string }).custom_id));

describe('paces', () => {
  it('the lobby shows the pace and the time-out rule the host picked', async () => {
    const { lobby } = await paced('p1', { pace: 'relaxed', timeout: 'forfeit' });
    const field = lobby.public[0]!.embeds![0]!.fields!.find((f) => f.name === 'Clock');
    expect(field?.value).toBe('Relaxed: 1 h 00 min a move plus a 4 h 00 min bank. When time runs out, the turn is passed; 3 in a row forfeit the game.');
  });

  it('the board shows whose clock runs and what is left', async () => {
    const { started } = await paced('p2');
    const g = await game('p2');
    const field = started.public[0]!.embeds![0]!.fields!.find((f) => f.name === '⏱ Clock');
    const deadline = Math.floor((1_700_000_000_000 + 13 * 60_000) / 1000);
    expect(field?.value).toBe(`**${g.players[g.turn]!.name}**: 3 min left this turn, then 10 min in the bank. Time runs out <t:${deadline}:R>.`);
  });

  it('a game without a pace shows no clock', async () => {
    const { lobby, started } = await paced('p3', {});
    expect(lobby.public[0]!.embeds![0]!.fields!.map((f) => f.name)).not.toContain('Clock');
    expect(started.public[0]!.embeds![0]!.fields!.map((f) => f.name)).not.toContain('⏱ Clock');
  });

  it.each([['pace', 'blitz'], ['timeout', 'sulk']])('a %s outside the list is refused in words', async (option, value) => {
    const ctx = await run(h, ALICE, 'new', { [option]: value }, `bad-${option}`);
    expect(ctx.private[0]).toEqual({ content: `\`${value}\` is not one of the choices for \`${option}\`. Pick one from the list.`, ephemeral: true });
    expect(await h.services.games.store.get(`bad-${option}`)).toBeNull();
  });

  it.each([
    [45_000, '45 s'],
    [3 * 60_000, '3 min'],
    [4 * 60_000 + 30_000, '4 min 30 s'],
    [3_600_000 + 5 * 60_000, '1 h 05 min'],
    [3 * 86_400_000 + 3_600_000, '3 d 1 h'],
    [-5, '0 s'],
  ])('duration(%i) reads "%s"', (ms, text) => {
    expect(duration(ms)).toBe(text);
  });

  it('the clock line after the allowance is gone', () => {
    const s = { players: [{ id: '1', name: 'Ann' }] } as GameState;
    expect(clockLine(s, { player: 0, turnLeftMs: 0, bankLeftMs: 61_000, deadline: 2_000_000 })).toBe('**Ann**: 0 s left this turn, then 1 min 01 s in the bank. Time runs out <t:2000:R>.');
  });
});

describe('reminders and nudges', () => {
  it.each([
    [{ userId: '9', kind: 'half-time', deadline: 3_000_000, ping: true } as const, undefined, { content: '<@9>, half of your time for this turn is gone. Time runs out <t:3000:R>.', mentions: ['9'] }],
    [{ userId: '9', kind: 'nudge', deadline: null, ping: true } as const, '**Bob**', { content: '<@9>, **Bob** is waiting for your move.', mentions: ['9'] }],
    [{ userId: '9', kind: 'nudge', deadline: 3_000_000, ping: false } as const, '**Bob**', { content: '<@9>, **Bob** is waiting for your move. Time runs out <t:3000:R>.', mentions: [] }],
  ])('%j reads as the player sees it', (reminder, by, expected) => {
    expect(reminderMessage(reminder, by)).toEqual(expected);
  });

  it('/scrabble nudge: the channel sees the mention; the mover, spectators and a second nudge are refused privately', async () => {
    await paced('n1');
    const g = await game('n1');
    const mover = [ALICE, BOB][g.turn]!;
    const other = [ALICE, BOB][1 - g.turn]!;
    const own = await run(h, mover, 'nudge', {}, 'n1');
    expect(own.sent.map((s) => s.reply)).toEqual([{ content: "It's your own turn: no one to nudge.", ephemeral: true }]);
    const watcher = await run(h, CAROL, 'nudge', {}, 'n1');
    expect(watcher.private[0]!.content).toBe("You're watching this game: only its players can do that.");
    const nudged = await run(h, other, 'nudge', {}, 'n1');
    const deadline = Math.floor((1_700_000_000_000 + 13 * 60_000) / 1000);
    expect(nudged.public).toEqual([{ content: `<@${mover.id}>, **${other.name}** is waiting for your move. Time runs out <t:${deadline}:R>.`, mentions: [mover.id] }]);
    const again = await run(h, other, 'nudge', {}, 'n1');
    expect(again.private[0]).toEqual({ content: 'Someone nudged in this channel a moment ago. Try again in 5 minutes.', ephemeral: true });
  });

  it('/scrabble nudge with no game explains', async () => {
    const ctx = await run(h, ALICE, 'nudge', {}, 'empty');
    expect(ctx.private[0]!.content).toBe('There is no game in this channel. Start one with `/scrabble new`.');
  });
});

describe('/scrabble settings', () => {
  it('shows, turns off and back on the pings, privately; a board then mentions without pinging', async () => {
    const shown = await run(h, BOB, 'settings', {}, 's1');
    expect(shown.sent.map((s) => s.reply)).toEqual([{ content: 'Pings are **on**: I ping you when it is your turn and when your clock runs low. Turn them off with `/scrabble settings pings:Off`.', ephemeral: true }]);
    const off = await run(h, BOB, 'settings', { pings: 'off' }, 's1');
    expect(off.sent.map((s) => s.reply)).toEqual([{ content: 'Saved. Pings are **off**: I write your name when it is your turn, without pinging you. Turn them back on with `/scrabble settings pings:On`.', ephemeral: true }]);
    await paced('s1');
    let g = await game('s1');
    if (g.players[g.turn]!.id !== BOB.id) {
      const passed = await run(h, ALICE, 'pass', {}, 's1');
      expect(passed.public[0]!.content).toBe(`<@${BOB.id}>, it's your turn.`);
      expect(passed.public[0]!.mentions).toEqual([]);
      g = await game('s1');
    }
    const nudged = await run(h, ALICE, 'nudge', {}, 's1');
    expect(nudged.public[0]!.mentions).toEqual([]);
    const on = await run(h, BOB, 'settings', { pings: 'on' }, 's1');
    expect(on.private[0]!.content).toMatch(/^Saved\. Pings are \*\*on\*\*/);
    expect((await h.services.games.store.userSettings(BOB.id)).pings).toBe(true);
  });

  it('a value outside the list is refused', async () => {
    const ctx = await run(h, BOB, 'settings', { pings: 'loud' }, 's2');
    expect(ctx.private[0]!.content).toBe('`loud` is not one of the choices for `pings`. Pick one from the list.');
  });
});

describe('rematch', () => {
  it('the final board has a Rematch button: same players, rules and pace; the other player starts; the old game is archived', async () => {
    await paced('r1', { pace: 'live', preset: 'classic' });
    const g1 = await game('r1');
    const ended = await run(h, ALICE, 'resign', {}, 'r1');
    expect(buttonIds(ended.public[0]!)).toEqual([IDS.rematch]);
    const again = await press(h, BOB, IDS.rematch, 'r1');
    expect(again.public[0]!.content).toContain("it's your turn.");
    const g2 = await game('r1');
    expect(g2.status).toBe('playing');
    expect(g2.players).toEqual(g1.players);
    expect(g2.rules.preset).toBe('classic');
    expect(g2.turn).toBe((g1.firstPlayer + 1) % 2);
    const r = (await h.services.games.store.get('r1'))!;
    expect(r.clock).toMatchObject({ settings: { pace: 'live' }, player: g2.turn });
    expect((await h.services.games.store.archived('g1', 50)).filter((a) => a.channelId === 'r1')).toHaveLength(1);
    // A second press, on the board that started, is refused: the game runs.
    const twice = await press(h, ALICE, IDS.rematch, 'r1');
    expect(twice.private[0]!.content).toBe('A game is already running in this channel.');
  });

  it('a spectator cannot ask for a rematch, nor anyone from an older board', async () => {
    await paced('r2');
    const ended = await run(h, BOB, 'resign', {}, 'r2');
    expect(buttonIds(ended.public[0]!)).toEqual([IDS.rematch]);
    const watcher = await press(h, CAROL, IDS.rematch, 'r2');
    expect(watcher.private[0]!.content).toBe("You're watching this game: only its players can do that.");
    const old = await press(h, ALICE, IDS.rematch, 'r2', 'some-older-board');
    expect(old.private[0]!.content).toMatch(/^That board is no longer the current one/);
  });
});
