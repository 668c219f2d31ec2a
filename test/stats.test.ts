/**
 * Stats and ratings folded from a server's archive: every game counted once (an id
 * archived twice, two hubs on one store), totals that agree with the archive, a win
 * that never lowers the winner's rating, computer games in stats but not rated; and
 * what `/scrabble history`, `stats` and `leaderboard` show.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createGame, type GameState } from '../src/engine/index.js';
import { archiveEntry, GameService } from '../src/games/service.js';
import { PROVISIONAL_GAMES, ratingsOf, StatsBook, summarize } from '../src/games/stats.js';
import { openStore } from '../src/games/open.js';
import type { ArchivedGame, ChannelRecord } from '../src/games/record.js';
import { ALICE, BOB, CAROL, dictionaries, harness, run, type Harness } from './support/bot.js';
import { rulesOf } from './support/engine.js';

const PEOPLE = ['a', 'b', 'c', 'd'];
const TOURNAMENT = { lexicon: 'sowpods', preset: 'tournament' };
const CLASSIC = { lexicon: 'sowpods', preset: 'classic' };

/** A finished two-player game: `loser` resigns after `moves` passes. */
function finished(id: string, at: number, seats: [string, string], loser: 0 | 1, preset = 'tournament', computer = false): ArchivedGame {
  const players = seats.map((p) => ({ id: p, name: p.toUpperCase() }));
  const made = createGame({ rules: rulesOf(preset), players, seed: id, firstPlayer: 0 });
  if (!made.ok) throw new Error(made.error.code);
  // The hub marks a computer seat in the game's players.
  const seated = { ...made.value, players: made.value.players.map((p, i) => (computer && i === 1 ? { ...p, kind: 'computer' } : p)) };
  const res = apply(seated, { type: 'resign', player: loser });
  if (!res.ok) throw new Error(res.error.code);
  const record = { channelId: `ch-${id}`, guildId: 'g', gameId: id } as ChannelRecord;
  return archiveEntry(record, res.value as GameState, at);
}

const arbGames = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom<0 | 1>(0, 1), fc.boolean()),
  { minLength: 1, maxLength: 20 },
).map((xs) => xs.map(([a, d, loser, dup], i) => ({ game: finished(`g${i}`, 1000 + i, [PEOPLE[a]!, PEOPLE[(a + d) % 4]!], loser), dup })));

describe('summarize', () => {
  it('property: each archived game counts once, totals agree with the archive, and a win never lowers the winner', () => {
    fc.assert(fc.property(arbGames, (list) => {
      const archive = list.flatMap(({ game, dup }) => (dup ? [game, game] : [game]));
      const s = summarize(archive);
      expect(s.games).toBe(list.length);
      for (const p of PEOPLE) {
        const mine = list.filter(({ game }) => game.players.some((x) => x.id === p));
        const won = mine.filter(({ game }) => game.game.result!.winners.length === 1 && game.players[game.game.result!.winners[0]!]!.id === p);
        expect(s.players.get(p)?.games ?? 0).toBe(mine.length);
        expect(s.players.get(p)?.wins ?? 0).toBe(won.length);
      }
      // Game by game: the winner's rating does not drop, the loser's does not rise.
      for (let k = 1; k <= list.length; k++) {
        const before = ratingsOf(summarize(list.slice(0, k - 1).map((x) => x.game)).ratings, TOURNAMENT);
        const after = ratingsOf(summarize(list.slice(0, k).map((x) => x.game)).ratings, TOURNAMENT)!;
        const g = list[k - 1]!.game;
        const w = g.players[g.game.result!.winners[0]!]!.id;
        const l = g.players.find((p) => p.id !== w)!.id;
        expect(after.get(w)!.rating.rating).toBeGreaterThanOrEqual(before?.get(w)?.rating.rating ?? 1500);
        expect(after.get(l)!.rating.rating).toBeLessThanOrEqual(before?.get(l)?.rating.rating ?? 1500);
      }
    }), { numRuns: 40 });
  });

  it('keeps ratings apart per rule set, marks them provisional until enough games, and does not rate games with a computer', () => {
    const archive = [
      ...Array.from({ length: PROVISIONAL_GAMES }, (_, i) => finished(`t${i}`, i, ['a', 'b'], 1)),
      finished('c1', 100, ['a', 'b'], 0, 'classic'),
      finished('ai', 200, ['a', 'bot'], 1, 'tournament', true),
    ];
    const s = summarize(archive);
    expect(s.ratings.map((r) => r.family)).toEqual([TOURNAMENT, CLASSIC]);
    const t = ratingsOf(s.ratings, TOURNAMENT)!;
    expect(t.get('a')).toMatchObject({ games: PROVISIONAL_GAMES, provisional: false });
    expect(ratingsOf(s.ratings, CLASSIC)!.get('a')).toMatchObject({ games: 1, provisional: true });
    expect(t.has('bot')).toBe(false);
    expect(s.players.get('a')).toMatchObject({ games: PROVISIONAL_GAMES + 2, wins: PROVISIONAL_GAMES + 1, byRules: { tournament: { games: PROVISIONAL_GAMES + 1, wins: PROVISIONAL_GAMES + 1 }, classic: { games: 1, wins: 0 } } });
    expect(s.players.has('bot')).toBe(false);
  });

  it('counts the best move and bingos from plays that stayed on the board', () => {
    const made = createGame({ rules: rulesOf('tournament'), players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], seed: 'x', firstPlayer: 0 });
    if (!made.ok) throw new Error('no game');
    const g: GameState = {
      ...made.value,
      history: [
        { type: 'place', player: 0, rack: 'AEINRST', move: '8D RETAINS', score: 66, total: 66, words: ['RETAINS'] },
        { type: 'place', player: 1, rack: 'QIZZZZZ', move: 'E7 Q.', score: 22, total: 22, words: ['QI'] },
        { type: 'place', player: 0, rack: 'ZZZZZZZ', move: '9A ZZZZZZZ', score: 200, total: 266, words: ['ZZZZZZZ'] },
        { type: 'withdrawn', player: 0, rack: 'ZZZZZZZ', score: 200, total: 66, words: ['ZZZZZZZ'] },
        { type: 'resign', player: 1 },
      ],
      resigned: [false, true],
      status: 'over',
      scores: [66, 22],
      result: { reason: 'resigned', scores: [66, 22], scoresBeforeAdjustments: [66, 22], winners: [0], resigned: 1 },
    };
    const s = summarize([archiveEntry({ channelId: 'c', guildId: 'g', gameId: 'bingo' } as ChannelRecord, g, 1)]);
    expect(s.players.get('a')).toMatchObject({ bestMove: { move: '8D RETAINS', score: 66, word: 'RETAINS', square: '8D' }, bingos: 1, highestGame: 66, totalScore: 66 });
    // The word as people read it, with the tile played through; the notation as written.
    expect(s.players.get('b')).toMatchObject({ bestMove: { move: 'E7 Q.', score: 22, word: 'QI', square: 'E7' }, bingos: 0, wins: 0 });
  });
});

describe('the stats book', () => {
  it('two hubs on one store: a game archived by both counts once; each book refreshes on game-finished', async () => {
    const store = await openStore('memory://');
    const a = new GameService(store, dictionaries(), { seed: () => 'a' });
    const b = new GameService(store, dictionaries(), { seed: () => 'b' });
    const game = finished('shared', 5, ['a', 'b'], 1);
    await store.archive(game);
    expect((await a.stats.summary('g')).games).toBe(1);
    await store.archive(game);
    await store.archive(finished('second', 6, ['a', 'c'], 1));
    // Until a game finishes here, the first figures stand; the event drops them.
    expect((await a.stats.summary('g')).games).toBe(1);
    await a.events.emit('game-finished', { channelId: 'x', guildId: 'g', game: game.game, record: {} as ChannelRecord });
    expect((await a.stats.summary('g')).games).toBe(2);
    expect((await b.stats.summary('g')).players.get('a')).toMatchObject({ games: 2, wins: 2 });
    const fresh = new StatsBook(store);
    expect((await fresh.summary('g')).games).toBe(2);
    await store.close();
  });
});

describe('history, stats and leaderboard commands', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
    // Three games in server g1: Alice beats Bob twice, Bob beats Carol once.
    for (const [i, [winner, loser]] of [[ALICE, BOB], [ALICE, BOB], [BOB, CAROL]].entries()) {
      const ch = `h${i}`;
      await run(h, winner!, 'new', {}, ch);
      await run(h, loser!, 'join', {}, ch);
      await run(h, winner!, 'start', {}, ch);
      await run(h, loser!, 'resign', {}, ch);
    }
  });
  afterAll(async () => {
    await h.close();
  });

  it('/scrabble history lists the recent games privately, and game:N gives its GCG', async () => {
    const list = await run(h, CAROL, 'history', {});
    expect(list.public).toEqual([]);
    const e = list.private[0]!.embeds![0]!;
    expect(e.title).toBe('Recent games in this server');
    const lines = e.description!.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^\*\*1\.\*\* (\*\*Bob \d+\*\* – Carol -?\d+|Carol -?\d+ – \*\*Bob \d+\*\*)$/);
    expect(lines[1]).toBe('Tournament · SOWPODS (Collins Scrabble Words) · <t:1700000000:d>');
    expect(e.footer?.text).toBe('Get a game\'s record as GCG with /scrabble history game:<number>.');
    const file = await run(h, CAROL, 'history', { game: 2 });
    const reply = file.private[0]!;
    expect(reply.content).toMatch(/^Game 2: (Alice|Bob) -?\d+ – (Alice|Bob) -?\d+ \(2023-11-14\)\. Here is its record \(GCG\), for Quackle/);
    expect(reply.files![0]!.name).toMatch(/^scrabble-2023-11-14-(alice-vs-bob|bob-vs-alice)\.gcg$/);
    expect(reply.files![0]!.data.toString()).toMatch(/#player1 \S+ (Alice|Bob)\n/);
    const missing = await run(h, CAROL, 'history', { game: 9 });
    expect(missing.private[0]!.content).toBe("There is no finished game with that number in this server's history. See the list with `/scrabble history`.");
  });

  it('/scrabble history in a server with no games says so', async () => {
    const ctx = await run(h, CAROL, 'history', {}, 'elsewhere');
    expect(ctx.private).toHaveLength(1);
    const other = new (ctx.constructor as typeof import('./support/bot.js').FakeContext)(h.services, CAROL, 'z', {}, false, [], 'g-empty');
    const { runSubcommand } = await import('../src/bot/dispatch.js');
    await runSubcommand(other, 'history');
    expect(other.private[0]!.content).toBe('No finished games in this server yet. Games are listed here once they are over.');
  });

  it('/scrabble stats: games, wins, average, best move, bingos, highest game, per rule set and rating', async () => {
    const ctx = await run(h, BOB, 'stats', {});
    const e = ctx.public[0]!.embeds![0]!;
    expect(e.title).toBe('Stats: Bob');
    const f = Object.fromEntries(e.fields!.map((x) => [x.name, x.value]));
    expect(f.Games).toBe('3');
    expect(f.Wins).toBe('1 (33%)');
    expect(f['Best move']).toBe('none yet');
    expect(f.Bingos).toBe('0');
    expect(f['By rule set']).toBe('Tournament: 3 games, 1 won');
    expect(f.Ratings).toMatch(/^Tournament · SOWPODS \(Collins Scrabble Words\): \d{4}\? ±\d+$/);
    expect(e.footer?.text).toBe('? provisional: fewer than 5 rated games.');
    const alice = await run(h, BOB, 'stats', { user: ALICE.id });
    expect(alice.public[0]!.embeds![0]!.title).toBe('Stats: Alice');
    const nobody = await run(h, BOB, 'stats', { user: '999' });
    expect(nobody.public[0]!.content).toBe('That player has no finished games in this server yet.');
  });

  it('/scrabble leaderboard: ranked, provisional marks, a rule set with no games says so', async () => {
    const ctx = await run(h, CAROL, 'leaderboard', {});
    const e = ctx.public[0]!.embeds![0]!;
    expect(e.title).toBe('Leaderboard: Tournament · SOWPODS (Collins Scrabble Words)');
    const lines = e.description!.split('\n');
    expect(lines.map((l) => l.replace(/ · .*/, ''))).toEqual(['**1.** Alice', '**2.** Bob', '**3.** Carol']);
    expect(lines[0]).toMatch(/^\*\*1\.\*\* Alice · \d{4}\? ±\d+ · 2 games$/);
    expect(e.footer?.text).toBe('Glicko-2 from 1500. ? provisional: fewer than 5 rated games.');
    const none = await run(h, CAROL, 'leaderboard', { preset: 'duel' });
    expect(none.public[0]!.content).toBe('No rated games in this server under Two-player duel, no blanks yet. Games between people count once they are over; games with a computer player do not.');
    const bad = await run(h, CAROL, 'leaderboard', { preset: 'chess' });
    expect(bad.private[0]!.content).toBe('`chess` is not one of the choices for `preset`. Pick one from the list.');
  });
});
