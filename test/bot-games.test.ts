/**
 * A whole game of every preset, played through the handlers from `/scrabble new` to the
 * final scores, with moves from the move generator; plus the endings that need a hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import { PRESETS, typedNotation, type GameState } from '../src/engine/index.js';
import { ALICE, BOB, harness, press, run, type FakeContext, type Harness } from './support/bot.js';

let h: Harness;
const finishedEvents: { channelId: string; status: string }[] = [];
/** For each change that ended a game: was the game in the archive when its board went out? */
const archivedAtFinalBoard = new Map<string, boolean>();
beforeAll(async () => {
  h = await harness();
  h.services.games.events.on('game-finished', (e) => void finishedEvents.push({ channelId: e.channelId, status: e.game.status }));
  h.services.games.events.on('turn-applied', async (e) => {
    if (e.after.status !== 'over' || e.before.status === 'over') return;
    const archive = await h.services.games.store.archived('g1', 100);
    archivedAtFinalBoard.set(e.channelId, archive.some((a) => a.channelId === e.channelId));
  });
});
afterAll(async () => {
  await h.close();
});

async function game(channel: string): Promise<GameState> {
  return (await h.services.games.store.get(channel))!.game!;
}

/** The best play for the player to act, or an exchange or pass the rules allow, as a command. */
async function nextCommand(g: GameState): Promise<[string, Record<string, string>]> {
  const rack = g.racks[g.turn]!;
  const gen = h.services.dictionaries.generator(g.rules.lexicon);
  const [best] = gen.best(g.board, rack, g.rules, 1);
  if (best) return ['play', { move: typedNotation(best.notation) }];
  const canExchange = g.bag.length >= (g.rules.exchange === 'bagHoldsSeven' ? 7 : g.rules.exchange === 'wholeRackOnly' ? rack.length : 1);
  if (canExchange) return ['exchange', { tiles: g.rules.exchange === 'wholeRackOnly' ? rack : rack.slice(0, Math.min(rack.length, g.bag.length)) }];
  // A club game can stall when the only play needs a blank swap: players call it a day.
  return g.scorelessTurns >= 8 ? ['resign', {}] : ['pass', {}];
}

async function playOut(channel: string, seen: FakeContext[]): Promise<GameState> {
  for (let turn = 0; turn < 200; turn++) {
    const g = await game(channel);
    if (g.status !== 'playing') return g;
    const player = g.players[g.turn]!;
    // A play that went out waits for the opponent's decision.
    if (g.pending?.wentOut) {
      seen.push(await press(h, player, IDS.accept, channel));
      continue;
    }
    const [sub, options] = await nextCommand(g);
    const ctx = await run(h, player, sub, options, channel);
    // The mover's rack, privately, and nothing else: "Your new rack." only when the tiles changed.
    expect(ctx.private.map((r) => r.content).filter((c) => !/^(Your new rack\.\n)?Your rack: /.test(c ?? ''))).toEqual([]);
    const changed = (await game(channel)).status === 'playing' && (sub === 'play' || sub === 'exchange');
    expect(ctx.private.map((r) => r.content?.startsWith('Your new rack.') ?? false)).toEqual(changed ? [true] : ctx.private.map(() => false));
    seen.push(ctx);
  }
  throw new Error('game did not end in 200 turns');
}

describe.each(PRESETS.map((p) => p.id))('a whole %s game through the commands', (preset) => {
  it('goes from /scrabble new to the final scores', async () => {
    const channel = `full-${preset}`;
    const duel = preset === 'duel';
    const seen: FakeContext[] = [];
    seen.push(await run(h, ALICE, 'new', { preset }, channel));
    if (duel) seen.push(await run(h, ALICE, 'join', { age: 40 }, channel));
    seen.push(await run(h, BOB, 'join', duel ? { age: 11 } : {}, channel));
    seen.push(await run(h, ALICE, 'start', {}, channel));
    let g = await playOut(channel, seen);
    if (preset === 'match') {
      expect(g.status).toBe('between-games');
      const first = g.firstPlayer;
      const last = seen.at(-1)!.public[0]!;
      expect(last.content).toBe('Game 1 of the match is over.');
      expect(last.embeds![0]!.description).toContain('Game 2 of the match is next: the other player starts.');
      const second = await press(h, BOB, IDS.nextGame, channel);
      expect(second.public[0]!.embeds![0]!.description).toContain('Game 2 of the match begins.');
      g = await game(channel);
      expect(g.turn).toBe(1 - first);
      g = await playOut(channel, seen);
      expect(g.match?.totals).toEqual([0, 1].map((i) => g.match!.games[0]!.scores[i]! + g.match!.games[1]!.scores[i]!));
      const final = seen.at(-1)!.public[0]!.embeds![0]!.description!;
      expect(final).toMatch(/Match totals: Alice -?\d+, Bob -?\d+\. (\*\*(Alice|Bob)\*\* wins the match!|The match is a tie\.)/);
    }
    expect(g.status).toBe('over');
    expect(g.result!.scores).toEqual(g.scores);
    const last = seen.at(-1)!.public[0]!;
    expect(last.content).toBe('The game is over.');
    expect(last.embeds![0]!.description).toMatch(/Game over \(.+\)\.\n(\*\*(Alice|Bob)\*\* wins!|It's a tie between Alice and Bob\.)/);
    // The final board offers only a rematch.
    expect(last.components!.flatMap((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : '')))).toEqual(['scrabble:rematch']);
    // Every public board was a PNG, and no message after the deal named a rack during play.
    for (const ctx of seen) for (const r of ctx.public) for (const f of r.files ?? []) expect(f.data.subarray(1, 4).toString()).toBe('PNG');
    const exported = await run(h, BOB, 'export', {}, channel);
    expect(exported.public[0]!.files![0]!.data.toString()).toContain('#player2');
    // The finished game is kept in the server's archive, once, and announced once.
    const archived = (await h.services.games.store.archived('g1', 100)).filter((a) => a.channelId === channel);
    expect(archived).toHaveLength(1);
    expect(archived[0]!.players).toEqual(g.players.map((p, i) => ({ id: p.id, name: p.name, score: g.scores[i] })));
    expect(archived[0]!.gcg).toContain('#player1');
    expect(archived[0]!.game.status).toBe('over');
    expect(finishedEvents.filter((e) => e.channelId === channel)).toEqual([{ channelId: channel, status: 'over' }]);
    // It was archived before its final board was told to anyone: a history asked for at once has it.
    expect(archivedAtFinalBoard.get(channel)).toBe(true);
    // A new game in the channel leaves the archived one as it was.
    await run(h, ALICE, 'new', { preset }, channel);
    if (duel) await run(h, ALICE, 'join', { age: 40 }, channel);
    await run(h, BOB, 'join', duel ? { age: 11 } : {}, channel);
    await run(h, ALICE, 'start', {}, channel);
    expect((await h.services.games.store.archived('g1', 100)).filter((a) => a.channelId === channel)).toEqual(archived);
  });
});

describe('endings that need a decision', () => {
  it('duel: one player proposes the end, the other agrees', async () => {
    const channel = 'agree';
    await run(h, ALICE, 'new', { preset: 'duel' }, channel);
    await run(h, ALICE, 'join', { age: 40 }, channel);
    await run(h, BOB, 'join', { age: 11 }, channel);
    await run(h, ALICE, 'start', {}, channel);
    const proposed = await run(h, ALICE, 'end', {}, channel);
    expect(proposed.public[0]!.embeds![0]!.description).toContain('**Alice** proposes to end the game.');
    const buttons = proposed.public[0]!.components![0]!.components.map((c) => ('label' in c ? c.label : ''));
    expect(buttons).toContain('Agree to end');
    const again = await run(h, ALICE, 'end', {}, channel);
    expect(again.private[0]!.content).toBe('You proposed the end; the other player must accept it.');
    const agreed = await press(h, BOB, IDS.endAccept, channel);
    expect(agreed.public[0]!.embeds![0]!.description).toContain('The players agreed to end the game.');
    expect((await game(channel)).result?.reason).toBe('agreement');
  });

  it('tournament: six scoreless turns end the game', async () => {
    const channel = 'six';
    await run(h, ALICE, 'new', {}, channel);
    await run(h, BOB, 'join', {}, channel);
    await run(h, ALICE, 'start', {}, channel);
    let last: FakeContext | null = null;
    for (let i = 0; i < 6; i++) {
      const g = await game(channel);
      last = await press(h, g.players[g.turn]!, IDS.pass, channel);
    }
    expect(last!.public[0]!.embeds![0]!.description).toContain('Game over (too many scoreless turns in a row).');
  });
});
