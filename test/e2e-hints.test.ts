/**
 * End to end, through the loopback Discord and the bot as shipped: hints at the end of a
 * game. While a play that went out waits, the hint says what can be done (challenge it or
 * let it stand) instead of offering plays; with the bag empty, the first hint is the
 * endgame search's answer.
 */
import { describe, expect, it } from 'vitest';
import { solveEndgame } from '../src/ai/endgame.js';
import { unseenTiles } from '../src/engine/index.js';
import { DEFAULT_CACHE_DIR, loadLexicon } from '../src/lexicon/index.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';
import { Table } from './e2e/table.js';

let stage: Stage;

botStageForFile((s) => {
  stage = s;
});

describe('a hint while a play that went out waits', () => {
  it('says to challenge it or let it stand, and offers no play', async () => {
    const [alice, bob] = [stage.fake.user('alice'), stage.fake.user('bob')];
    const table = new Table(stage, stage.fake.addChannel('went-out'), [alice, bob]);
    await table.open('tournament', { hints: 'on' });
    let g = await table.game();
    const mover = g.turn;
    const [moverUser, otherUser] = [table.user(g.players[mover]!.id), table.user(g.players[1 - mover]!.id)];
    // The last tiles: QI, with the bag empty.
    g = await table.setGame((x) => ({ ...x, racks: x.racks.map((r, i) => (i === mover ? 'QI' : r)), bag: '' }));
    await table.expectTurn(table.slash(moverUser, 'play', { move: '8G QI' }));
    g = await table.game();
    expect(g.pending?.wentOut).toBe(true);
    const score = g.pending!.score;
    expect(await table.expectPrivate(table.slash(otherUser, 'hint'))).toBe(
      `**${moverUser.username}** went out with **QI** (8G) for ${score}. There is nothing to play now: challenge the play (**Challenge**, or \`/scrabble challenge\`) if you doubt a word, or let it stand (**Let it stand**) to end the game.`,
    );
    expect(await table.expectPrivate(table.slash(moverUser, 'hint'))).toBe(
      `You went out with **QI** (8G) for ${score}. There is nothing to play now: <@${otherUser.id}> decides whether to challenge the play or let it stand.`,
    );
  }, 60_000);
});

describe('a hint with the bag empty', () => {
  it('puts the endgame search\'s answer first', async () => {
    const [carol, dave] = [stage.fake.addUser('carol'), stage.fake.addUser('dave')];
    const table = new Table(stage, stage.fake.addChannel('endgame'), [carol, dave]);
    await table.open('tournament', { hints: 'on' });
    let g = await table.game();
    for (let i = 0; i < 100 && g.status === 'playing' && g.bag.length > 0; i++) g = await table.step();
    expect(g.status).toBe('playing');
    expect(g.bag).toBe('');
    expect(g.pending?.wentOut ?? false).toBe(false);
    const asker = table.user(g.players[g.turn]!.id);
    const lines = (await table.expectPrivate(table.slash(asker, 'hint'))).split('\n');
    expect(lines[0]).toBe(
      `Best plays for your rack (${g.racks[g.turn]}). The bag is empty, so the first is the endgame search's answer: it knows the other rack from the tiles unseen and plays both racks out. The rest are by equity: the score plus what the tiles kept are worth.`,
    );
    const first = /^1\. .*\(endgame: ([+−])(\d+) on the spread (to the end of the game, with the best play by both|as far ahead as the search looked)\)$/.exec(lines[1]!);
    expect(first, lines[1]).not.toBeNull();
    expect(lines.slice(2).every((l) => / \(leave [+−]\d+\.\d, equity −?\d+\.\d\)$/.test(l))).toBe(true);
    // An exhaustive search's value is the same whichever play it picks among equals.
    const solved = solveEndgame(
      { board: g.board, rules: g.rules, racks: [g.racks[g.turn]!, unseenTiles(g, g.turn)], spread: 0, scorelessTurns: g.scorelessTurns },
      loadLexicon('sowpods', { cacheDir: DEFAULT_CACHE_DIR }),
      { timeMs: 60_000 },
    );
    if (solved.exact && first![3]!.startsWith('to the end')) expect((first![1] === '−' ? -1 : 1) * Number(first![2])).toBe(solved.value);
    console.log(`endgame hint: ${lines[1]}`);
  }, 120_000);
});

describe('every message of these games', () => {
  it('was accepted, and no failure was logged', () => {
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
  });
});
