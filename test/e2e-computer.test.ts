/**
 * End to end: a person against the computer through the loopback Discord, the real bot
 * process thinking in its worker thread. One whole game per preset, each at another
 * level; the computer's boards come from the bot on its own, with its name on them.
 */
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/bot/present.js';
import { checkImages, dottedWords } from './e2e/checks.js';
import { playComputerGame } from './e2e/computer.js';
import type { Stage } from './e2e/harness.js';
import { botStageForFile } from './e2e/bot-stage.js';

let stage: Stage;

botStageForFile((s) => {
  stage = s;
  // A short pause before each computer move keeps the person's board first and the games quick.
}, { COMPUTER_DELAY_MS: '150' });

const GAMES: [preset: string, level: string, name: string][] = [
  ['tournament', 'club', 'Computer (Club)'],
  ['club', 'casual', 'Computer (Casual)'],
  ['classic', 'beginner', 'Computer (Beginner)'],
  ['duel', 'strong', 'Computer (Strong)'],
  ['match', 'club', 'Computer (Club)'],
];

describe.each(GAMES)('a whole %s game against the computer at %s', (preset, level, name) => {
  it('plays out, the computer moving on its own within seconds', async () => {
    const { table, game: g, me, waits, lastPress } = await playComputerGame(stage, preset, level, name);
    expect(g.status).toBe('over');
    expect(table.lastBoard!.content).toBe('The game is over.');
    // When the computer went out under challenge rules, the game waited for the person to let the play stand.
    const lastPlay = g.history.filter((e) => e.type === 'place').at(-1);
    if (g.rules.challenge !== 'void' && g.result!.reason === 'went-out' && lastPlay?.player !== me) expect(lastPress).toBe(IDS.accept);
    expect(waits.length).toBeGreaterThan(3);
    const sorted = [...waits].sort((a, b) => a - b);
    console.log(`${preset} vs ${level}: ${waits.length} computer moves, wait after the person's board p50 ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms; ${g.scores.join('-')}`);
    // Within a second or two of the person's move, Strong's endgame search included.
    expect(sorted.at(-1)!).toBeLessThan(5_000);
    expect(table.leaks).toEqual([]);
  }, 240_000);
});

describe('every message of these games', () => {
  it('has only valid PNG images, and no failure was logged', async () => {
    expect(await checkImages(stage.fake.messages)).toBeGreaterThan(20);
    expect(stage.fake.serverErrors).toEqual([]);
    expect(stage.stderr).toBe('');
    // Every play named by its whole word: the notation's dots are for GCG and for typing.
    expect(dottedWords(stage.fake.messages.filter((m) => !m.ephemeral))).toEqual([]);
    const moves = [...stage.bot!.stdout.matchAll(/Computer \((\w+)\) moved in \S+ (\d+) ms after the move it answers/g)].map((m) => Number(m[2]));
    moves.sort((a, b) => a - b);
    console.log(`computer move latency in the bot (event to board posted): n=${moves.length} p50 ${moves[moves.length >> 1]} ms, p95 ${moves[Math.floor(moves.length * 0.95)]} ms, max ${moves.at(-1)} ms`);
    expect(moves.length).toBeGreaterThan(20);
  }, 60_000);
});
