/**
 * What players see of game night through the handlers: the pace in the lobby and on
 * the board, nudges, ping settings, reminders in words, and the Rematch button.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockLine, duration, IDS, reminderMessage } from '../src/bot/present.js';
import { typedNotation, type GameState } from '../src/engine/index.js';
import { generator } from './e2e/table.js';
import { ALICE, BOB, CAROL, DAVE, harness, press, run, type Harness } from './support/bot.js';

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
  const ids = (players: readonly { id: string }[]) => players.map((p) => p.id);
  /** Presses a button of the channel's lobby message. */
  const onLobby = async (user: typeof ALICE, id: string, channel: string) =>
    press(h, user, id, channel, (await h.services.games.store.get(channel))!.lobby!.messageId);

  it('one press opens a lobby with the same players, rules, clock and hints: nothing is dealt, the others are offered their seats, join, and the host deals', async () => {
    await paced('r1', { pace: 'live', preset: 'classic', hints: 'on' });
    const g1 = await game('r1');
    const ended = await run(h, ALICE, 'resign', {}, 'r1');
    expect(buttonIds(ended.public[0]!)).toEqual([IDS.rematch]);
    const archivedBefore = (await h.services.games.store.archived('g1', 50)).filter((a) => a.channelId === 'r1');
    expect(archivedBefore).toHaveLength(1);

    const asked = await press(h, BOB, IDS.rematch, 'r1');
    // One public message, the lobby: no board, no rack, and only Alice (offered her seat) pinged.
    expect(asked.private).toEqual([]);
    expect(asked.public).toHaveLength(1);
    const lobby = asked.public[0]!;
    expect(lobby.files).toBeUndefined();
    expect(lobby.content).toBe('<@200> wants a rematch, with the same rules, clock and hints. <@100>: press **Join** to play again, or **Decline / Leave** to say no. <@200> starts the game once you have answered.');
    expect(lobby.mentions).toEqual([ALICE.id]);
    expect(lobby.embeds![0]!.title).toBe('Rematch: Classic rules with challenges');
    expect(lobby.embeds![0]!.fields!.slice(0, 2)).toEqual([
      { name: 'Players (1/4)', value: '<@200>' },
      { name: 'Seats kept for', value: '<@100> (not answered yet)' },
    ]);
    expect(lobby.embeds![0]!.fields!.find((f) => f.name === 'Clock')?.value).toMatch(/^Live: /);
    expect(lobby.embeds![0]!.footer!.text).toMatch(/Until then the last game's analysis and export stay here\.$/);
    expect(buttonIds(lobby)).toEqual([IDS.join, IDS.leave, IDS.start, IDS.addComputer]);
    const labels = (lobby.components![0]!.components as { label: string; disabled: boolean }[]).map((c) => [c.label, c.disabled]);
    expect(labels).toEqual([['Join', false], ['Decline / Leave', false], ['Start', true]]);
    let r = (await h.services.games.store.get('r1'))!;
    // The finished game stays the channel's game; the lobby keeps its settings and its message.
    expect(r.game).toEqual(await game('r1'));
    expect(r.game!.status).toBe('over');
    expect(r.lobby).toMatchObject({ hostId: BOB.id, rules: g1.rules, hints: true, clock: { pace: 'live' }, messageId: asked.placeholderId, rematch: { invited: [{ id: ALICE.id, name: 'Alice' }], declined: [] } });
    expect(ids(r.lobby!.players)).toEqual([BOB.id]);

    // Only the host deals; Alice joins with the lobby's button, which shows the list in place.
    expect((await onLobby(ALICE, IDS.start, 'r1')).private[0]!.content).toBe('Only the host who opened the game can start it.');
    const joined = await onLobby(ALICE, IDS.join, 'r1');
    expect(joined.sent.map((x) => x.kind)).toEqual(['update']);
    expect(joined.public[0]!.content).toBe('<@200> wants a rematch, with the same rules, clock and hints. Everyone asked has answered: <@200> starts the game when ready.');
    expect(joined.public[0]!.mentions).toEqual([]);
    expect(joined.public[0]!.embeds![0]!.fields![0]).toEqual({ name: 'Players (2/4)', value: '<@200>\n<@100>' });
    expect(joined.public[0]!.embeds![0]!.fields!.map((f) => f.name)).not.toContain('Seats kept for');

    const started = await onLobby(BOB, IDS.start, 'r1');
    expect(started.public[0]!.files!.map((f) => f.name)).toEqual(['board.png']);
    const g2 = await game('r1');
    expect(g2.status).toBe('playing');
    expect(ids(g2.players).sort()).toEqual(ids(g1.players).sort());
    expect(g2.rules).toEqual(g1.rules);
    r = (await h.services.games.store.get('r1'))!;
    expect(r.hints).toBe(true);
    expect(r.clock).toMatchObject({ settings: { pace: 'live' }, player: g2.turn });
    // The finished game was archived once, when it ended.
    expect((await h.services.games.store.archived('g1', 50)).filter((a) => a.channelId === 'r1')).toEqual(archivedBefore);
  });

  it('a press while the rematch gathers joins it; a spectator is refused, and so is a press from an older board', async () => {
    await paced('r2');
    const ended = await run(h, BOB, 'resign', {}, 'r2');
    expect(buttonIds(ended.public[0]!)).toEqual([IDS.rematch]);
    const watcher = await press(h, CAROL, IDS.rematch, 'r2');
    expect(watcher.private[0]!.content).toBe("You're watching this game: only its players can do that.");
    const old = await press(h, ALICE, IDS.rematch, 'r2', 'some-older-board');
    expect(old.private[0]!.content).toMatch(/^That board is no longer the current one/);
    await press(h, ALICE, IDS.rematch, 'r2');
    expect((await press(h, ALICE, IDS.rematch, 'r2')).private[0]!.content).toBe("You're already in this game.");
    const bob = await press(h, BOB, IDS.rematch, 'r2');
    expect(bob.public).toEqual([]);
    expect(bob.private[0]!.content).toBe("You're in: 2 of at most 4 players. <@100> starts the game when everyone is in.");
    expect(h.poster.lastLobby()?.players.map((p) => p.id)).toEqual([ALICE.id, BOB.id]);
    expect(h.poster.lastLobby()?.rematch?.invited).toEqual([]);
  });

  it('seats kept for the last game\'s players are not free to others; an invited player declines with Leave', async () => {
    await run(h, ALICE, 'new', { max_players: 2 }, 'r3');
    await run(h, BOB, 'join', {}, 'r3');
    await run(h, ALICE, 'start', {}, 'r3');
    await run(h, ALICE, 'resign', {}, 'r3');
    await press(h, ALICE, IDS.rematch, 'r3');
    expect((await run(h, DAVE, 'join', {}, 'r3')).private[0]!.content).toBe('The seats left are kept for the players of the last game until they join or decline the rematch.');
    const declined = await onLobby(BOB, IDS.leave, 'r3');
    expect(declined.public[0]!.content).toBe('<@100> wants a rematch, with the same rules. Everyone asked has answered: <@100> starts the game when ready.');
    expect(declined.public[0]!.embeds![0]!.fields!.slice(0, 2)).toEqual([
      { name: 'Players (1/2)', value: '<@100>' },
      { name: 'Declined', value: '<@200>' },
    ]);
    expect(buttonIds(declined.public[0]!)).toEqual([IDS.join, IDS.leave, IDS.start, IDS.addComputer]);
    expect((declined.public[0]!.components![0]!.components as { label: string }[])[1]!.label).toBe('Leave');
    // The declined seat is free: Dave takes it.
    expect((await run(h, DAVE, 'join', {}, 'r3')).private[0]!.content).toBe("You're in: 2 of at most 2 players. <@100> starts the game when everyone is in.");
  });

  it('/scrabble leave by an invited player says they declined', async () => {
    await paced('r4');
    await run(h, ALICE, 'resign', {}, 'r4');
    await press(h, ALICE, IDS.rematch, 'r4');
    const left = await run(h, BOB, 'leave', {}, 'r4');
    expect(left.private.map((x) => x.content)).toEqual(['You declined the rematch.']);
    expect(h.poster.lastLobby()?.rematch?.declined).toEqual([{ id: BOB.id, name: 'Bob' }]);
  });

  it('a rematch keeps the computer seats; the asker gives nobody\'s seat away', async () => {
    await run(h, ALICE, 'new', { opponent: 'beginner' }, 'r5');
    await run(h, ALICE, 'start', {}, 'r5');
    const g1 = await game('r5');
    await run(h, ALICE, 'resign', {}, 'r5');
    const asked = await press(h, ALICE, IDS.rematch, 'r5');
    expect(asked.public[0]!.content).toBe('<@100> wants a rematch, with the same rules and computer players. Everyone asked has answered: <@100> starts the game when ready.');
    expect(asked.public[0]!.mentions).toEqual([]);
    expect(asked.public[0]!.embeds![0]!.fields![0]).toEqual({ name: 'Players (2/4)', value: '<@100>\n**Computer (Beginner)**' });
    await onLobby(ALICE, IDS.start, 'r5');
    const g2 = await game('r5');
    expect(g2.status).toBe('playing');
    expect(g2.players.map((p) => p.id).sort()).toEqual(g1.players.map((p) => p.id).sort());
    expect(g2.players.find((p) => p.id !== ALICE.id)).toMatchObject({ kind: 'computer', level: 'beginner' });
  });

  it('a cancelled rematch keeps the finished game, its analysis, export and Rematch button', async () => {
    await paced('r6');
    await playOne('r6');
    await run(h, BOB, 'resign', {}, 'r6');
    const board = (await h.services.games.store.get('r6'))!.boardMessageId!;
    const before = await run(h, ALICE, 'analysis', {}, 'r6');
    expect(before.private[0]!.embeds).toBeDefined();
    await press(h, BOB, IDS.rematch, 'r6');
    // While the rematch gathers, analysis and export speak of the game just finished.
    expect((await run(h, ALICE, 'analysis', {}, 'r6')).private).toEqual(before.private);
    const gcg = (await run(h, BOB, 'export', {}, 'r6')).public[0]!.files![0]!.data.toString();
    expect(gcg).toContain('#player1');
    expect((await run(h, ALICE, 'cancel', {}, 'r6')).private[0]!.content).toBe('Only the host or a member who can manage messages can cancel the game.');
    const cancelled = await run(h, BOB, 'cancel', {}, 'r6');
    expect(cancelled.public[0]!.content).toBe('<@200> called off the rematch. The last game stays: `/scrabble analysis` and `/scrabble export` still show it.');
    const r = (await h.services.games.store.get('r6'))!;
    expect(r.lobby).toBeNull();
    expect(r.game!.status).toBe('over');
    expect(h.poster.retired()).not.toContain(board);
    expect((await run(h, ALICE, 'analysis', {}, 'r6')).private).toEqual(before.private);
    expect((await run(h, BOB, 'export', {}, 'r6')).public[0]!.files![0]!.data.toString()).toBe(gcg);
    // The final board still asks for a rematch.
    expect((await press(h, ALICE, IDS.rematch, 'r6')).public[0]!.content).toMatch(/^<@100> wants a rematch/);
  });

  it('analysis and export reach a finished game by its number in /scrabble history once a rematch replaced it', async () => {
    await paced('r7');
    await playOne('r7');
    await run(h, BOB, 'resign', {}, 'r7');
    const analysis = await run(h, ALICE, 'analysis', {}, 'r7');
    const gcg = (await run(h, ALICE, 'export', {}, 'r7')).public[0]!.files![0]!.data.toString();
    await press(h, ALICE, IDS.rematch, 'r7');
    await onLobby(BOB, IDS.join, 'r7');
    await onLobby(ALICE, IDS.start, 'r7');
    expect((await run(h, ALICE, 'analysis', {}, 'r7')).private[0]!.content).toBe('The analysis is ready once the game is over: until then it would show you the best plays.');
    // The game just finished is the newest in the server's history: number 1.
    const n = 1 + (await h.services.games.store.archived('g1', 10)).findIndex((a) => a.channelId === 'r7');
    expect(n).toBe(1);
    expect((await run(h, ALICE, 'analysis', { game: n }, 'r7')).private).toEqual(analysis.private);
    const exported = await run(h, BOB, 'export', { game: n }, 'r7');
    expect(exported.public[0]!.content).toBe('Here is the game record (GCG), for Quackle, Macondo, Woogles and other Scrabble software.');
    expect(exported.public[0]!.files![0]!.data.toString()).toBe(gcg);
    expect((await run(h, CAROL, 'analysis', { game: n }, 'r7')).private[0]!.content).toBe("You're watching this game: only its players can do that.");
    expect((await run(h, ALICE, 'analysis', { game: 10 }, 'r7')).private[0]!.content).toBe("There is no finished game with that number in this server's history. See the list with `/scrabble history`.");
    expect((await run(h, ALICE, 'export', { game: 10 }, 'r7')).private[0]!.content).toBe("There is no finished game with that number in this server's history. See the list with `/scrabble history`.");
  });
});

/** The best play, by whichever of Alice and Bob is to move in `channel`. */
async function playOne(channel: string): Promise<void> {
  const g = await game(channel);
  const [best] = generator(g.rules.lexicon).best(g.board, g.racks[g.turn]!, g.rules, 1);
  const played = await run(h, g.players[g.turn]!.id === ALICE.id ? ALICE : BOB, 'play', { move: typedNotation(best!.notation) }, channel);
  expect(played.public).toHaveLength(1);
}
