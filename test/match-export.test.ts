/**
 * A two-game match is exported as two GCG files, one per game, named so a player can
 * tell them apart; each replays (by the GCG reader, as other software would) to the
 * result the channel was shown. A tournament game's record ends as NASPA's do. The
 * game-over message says how to export.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { IDS } from '../src/bot/present.js';
import { run as gcgCommand } from '../src/cli/gcg.js';
import { parseGcg } from '../src/engine/gcg.js';
import { replayGcg } from '../src/engine/gcg-replay.js';
import type { GameState } from '../src/engine/index.js';
import { ALICE, BOB, gameIn, harnessEach, press, run, type FakeContext, type Harness } from './support/bot.js';

let h: Harness;
harnessEach((fresh) => (h = fresh));

const game = (): Promise<GameState> => gameIn(h);
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
  // Game 1 is not archived until the match ends: the day is the record's last change.
  expect(early.public[0]!.files!.map((f) => f.name)).toEqual([expect.stringMatching(/^scrabble-\d{4}-\d{2}-\d{2}-alice-vs-bob-game-1\.gcg$/)]);

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
    ['scrabble-2023-11-14-alice-vs-bob-game-1.gcg', 'Match, game 1 of 2'],
    ['scrabble-2023-11-14-alice-vs-bob-game-2.gcg', 'Match, game 2 of 2'],
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

it('a two-player tournament game ends as NASPA scores it: the channel shows the totals its record replays to, and `scrabble gcg verify` passes it', async () => {
  await run(h, ALICE, 'new');
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  // The last tiles: the player to move goes out with CAT (10) while the other holds IQZ (21).
  const start = await game();
  const [mover, other] = [start.turn, 1 - start.turn];
  const racks = [...start.racks];
  racks[mover] = 'CAT';
  racks[other] = 'IQZ';
  await h.services.games.store.update('c1', async (r) => ({ next: { ...r!, game: { ...r!.game!, racks, bag: '' } }, result: null }));
  const moverName = start.players[mover]!.name;
  const otherName = start.players[other]!.name;
  await run(h, byId(start.players[mover]!.id), 'play', { move: '8H CAT' });
  const over = await press(h, byId(start.players[other]!.id), IDS.accept);
  const g = await game();
  expect(g.result).toMatchObject({ reason: 'went-out', scores: [mover, other].map((i) => (i === mover ? 10 + 2 * 21 : 0)) });

  // What the channel reads: twice the rack to the player out, no line of loss for the other, and the scores.
  const embed = over.public[0]!.embeds![0]!;
  expect(embed.description!.split('\n').slice(0, 3)).toEqual([
    `**${moverName}** gains 42, twice the value of ${otherName}'s rack (IQZ).`,
    'Game over (a player went out).',
    `**${moverName}** wins!`,
  ]);
  const shown = g.players.map((p) => Number(/^(-?\d+) points$/.exec(embed.fields!.find((f) => f.name === p.name)!.value)![1]));
  expect(shown[mover]).toBe(52);
  expect(shown[other]).toBe(0);

  // The record: NASPA's end line, and the same totals.
  const file = (await run(h, ALICE, 'export')).public[0]!.files![0]!;
  const text = file.data.toString('utf8');
  expect(text.trimEnd().split('\n').at(-1)).toBe(`>${moverName}:  (IQZ) +42 52`);
  expect(text).not.toMatch(/\(IQZ\) -/);
  const parsed = parseGcg(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  expect(replayGcg(parsed.value)).toMatchObject({ complete: true, mismatches: [], totals: shown });
  const path = join(mkdtempSync(join(tmpdir(), 'scrabble-export-')), file.name);
  writeFileSync(path, file.data);
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  try {
    expect(await gcgCommand(['verify', path])).toBe(0);
  } finally {
    log.mockRestore();
  }
  expect(out.at(-1)).toBe('1 passed, 0 failed');
});

it('a single game says at its end that its record can be exported', async () => {
  await run(h, ALICE, 'new');
  await run(h, BOB, 'join');
  await run(h, ALICE, 'start');
  const resigned = await run(h, ALICE, 'resign');
  expect(resigned.public[0]!.embeds![0]!.description).toBe('**Alice** resigned.\nGame over (a resignation).\n**Bob** wins!\nThe game record can be exported with `/scrabble export`.');
});
