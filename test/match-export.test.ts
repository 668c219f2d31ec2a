/**
 * A two-game match is exported as two GCG files, one per game, named so a player can
 * tell them apart; each replays (by the GCG reader, as other software would) to the
 * result the channel was shown. The game-over message says how to export.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import type { GameState } from '../src/engine/index.js';
import { ALICE, BOB, harness, run, type FakeContext, type Harness } from './support/bot.js';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

const game = async (): Promise<GameState> => (await h.services.games.store.get('c1'))!.game!;
const byId = (id: string) => (id === ALICE.id ? ALICE : BOB);

/** The mover's best play, then exchanges until four in a row end the game (the match rules have no pass). */
async function playOneGame(): Promise<FakeContext> {
  let g = await game();
  const [best] = h.services.dictionaries.generator(g.rules.lexicon).best(g.board, g.racks[g.turn]!, g.rules, 1);
  let last = await run(h, byId(g.players[g.turn]!.id), 'play', { move: best!.notation });
  g = await game();
  while (g.status === 'playing') {
    last = await run(h, byId(g.players[g.turn]!.id), 'exchange', { tiles: g.racks[g.turn]![0]! });
    g = await game();
  }
  return last;
}

it('exports game 1 between the games, then both games once the match is over, each replaying to its result', async () => {
  await run(h, ALICE, 'new', { preset: 'match' });
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  await playOneGame();
  expect((await game()).status).toBe('between-games');

  const early = await run(h, BOB, 'export');
  expect(early.public[0]!.content).toBe('Here is the record of game 1 of 2 of the match (GCG), for Quackle, Macondo, Woogles and other Scrabble software. Game 2 can be exported once it is over.');
  expect(early.public[0]!.files!.map((f) => f.name)).toEqual(['scrabble-c1-match-game-1-of-2.gcg']);

  // Game 2 deals new racks: every player is told again how to see theirs.
  const second = await run(h, ALICE, 'start');
  expect(second.public[0]!.content!.split('\n')[0]).toBe('Tiles are dealt. <@100> and <@200>: press **Show my rack** (or use `/scrabble rack`) to see your tiles; only you will see them.');
  const over = await playOneGame();
  const g = await game();
  expect(g.status).toBe('over');
  const description = over.public[0]!.embeds![0]!.description!;
  expect(description).toMatch(/Match totals: Alice -?\d+, Bob -?\d+\./);
  expect(description.endsWith('\nThe records of both games can be exported with `/scrabble export`.')).toBe(true);

  const ctx = await run(h, ALICE, 'export');
  const [answer] = ctx.public;
  expect(answer!.ephemeral).toBeFalsy();
  expect(answer!.content).toBe('Here are the records of both games of the match (GCG), one file each, for Quackle, Macondo, Woogles and other Scrabble software.');
  expect(answer!.files!.map((f) => [f.name, f.description])).toEqual([
    ['scrabble-c1-match-game-1-of-2.gcg', 'Match, game 1 of 2'],
    ['scrabble-c1-match-game-2-of-2.gcg', 'Match, game 2 of 2'],
  ]);
  // Game 1's file is the one offered between the games.
  expect(answer!.files![0]!.data.equals(early.public[0]!.files![0]!.data)).toBe(true);
  answer!.files!.forEach((file, i) => {
    const text = file.data.toString('utf8');
    expect(text).toContain(`#title Match, game ${i + 1} of 2`);
    const parsed = parseGcg(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const replay = replayGcg(parsed.value);
    expect(replay.complete).toBe(true);
    expect(replay.mismatches).toEqual([]);
    expect(replay.plays).toBe(1);
    expect(replay.totals).toEqual(g.match!.games[i]!.scores);
  });
});

it('a single game says at its end that its record can be exported', async () => {
  await run(h, ALICE, 'new');
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  const resigned = await run(h, ALICE, 'resign');
  expect(resigned.public[0]!.embeds![0]!.description).toBe('**Alice** resigned.\nGame over (a resignation).\n**Bob** wins!\nThe game record can be exported with `/scrabble export`.');
});
