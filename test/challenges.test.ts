/**
 * Every challenge rule, after an ordinary play and after a play that went out, against a
 * phony and a good word: what the channel is told, and what the exported GCG holds.
 */
import { describe, expect, it } from 'vitest';
import { turnMessage } from '../src/bot/present.js';
import { writeGcg } from '../src/engine/gcg-write.js';
import type { ChallengeRule } from '../src/engine/rules.js';
import type { GameStatus } from '../src/engine/state.js';
import { play, rulesOf, scenario } from './support/engine.js';

type Play = 'ordinary' | 'going out';
type Word = 'phony' | 'good';

/** Ann plays TAX (not in the test word list) or AX (18) at the centre; Bob challenges. */
async function challenged(challenge: ChallengeRule, kind: Play, word: Word) {
  const tiles = word === 'phony' ? 'TAX' : 'AX';
  const racks = [kind === 'going out' ? tiles : 'ATXZQIS', 'EEIORTN'];
  const start = { ...scenario(rulesOf('tournament', { challenge }), { racks, ...(kind === 'going out' ? { bag: '' } : {}) }), players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] };
  const before = play(start, [{ type: 'place', player: 0, move: `8H ${tiles}` }]);
  const after = play(before, [{ type: 'challenge', player: 1 }]);
  const message = await turnMessage(before, after);
  const gcgEvents = writeGcg(after).split('\n').filter((l) => l.startsWith('>') || l.startsWith('#note'));
  return { status: after.status, channel: message.embeds![0]!.description!.split('\n'), gcg: gcgEvents };
}

/** The channel's message opens with `lines`; what follows (how to export, whose turn) says nothing more of the challenge. */
function expectChannel(channel: string[], lines: string[]): void {
  expect(channel.slice(0, lines.length)).toEqual(lines);
  expect(channel.slice(lines.length).join('\n')).not.toMatch(/challeng/i);
}

const WITHDRAWN = "**Bob** challenged TAX: it is not a word; **Ann**'s play comes off (-20) and the turn is lost.";
// Two players, tournament rules: NASPA's ending, twice the rack left (7) to the player out and nothing lost by the other.
const GAME_OVER = ["**Ann** gains 14, twice the value of Bob's rack (EEIORTN).", 'Game over (a player went out).', '**Ann** wins!'];
const RULES: ChallengeRule[] = ['single', 'double', 'fivePoints', 'tenPoints'];

describe('a challenged phony comes off, whatever the rule, and the game goes on', () => {
  it.each(RULES.flatMap((rule) => [[rule, 'ordinary'], [rule, 'going out']] as [ChallengeRule, Play][]))('%s, %s play', async (rule, kind) => {
    const rack = kind === 'ordinary' ? 'AIQSTXZ' : 'ATX';
    const { status, channel, gcg } = await challenged(rule, kind, 'phony');
    expect(status).toBe('playing');
    expectChannel(channel, [WITHDRAWN]);
    expect(gcg).toEqual([`>Ann: ${rack} 8H TAX +20 20`, `>Ann: ${rack} -- -20 0`, '#note Bob challenged Ann: the play is not valid']);
  });
});

describe('a challenged good word stands, and the channel and the GCG both say so (GCG names the challenger in a note)', () => {
  it.each<[ChallengeRule, Play, GameStatus, string[], string[]]>([
    ['single', 'ordinary', 'playing',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands."],
      ['>Ann: AIQSTXZ 8H AX +18 18', '#note Bob challenged Ann: the play is valid']],
    ['single', 'going out', 'over',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands.", ...GAME_OVER],
      ['>Ann: AX 8H AX +18 18', '#note Bob challenged Ann: the play is valid', '>Ann:  (EEINORT) +14 32']],
    ['double', 'ordinary', 'playing',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Bob** loses a turn."],
      ['>Ann: AIQSTXZ 8H AX +18 18', '>Bob: EEINORT - +0 0', '#note Bob challenged Ann: the play is valid']],
    // GCG shows a lost double challenge as the challenger's pass, also before the end-rack lines.
    ['double', 'going out', 'over',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Bob** loses a turn.", ...GAME_OVER],
      ['>Ann: AX 8H AX +18 18', '>Bob: EEINORT - +0 0', '#note Bob challenged Ann: the play is valid', '>Ann:  (EEINORT) +14 32']],
    ['fivePoints', 'ordinary', 'playing',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Ann** gets +5."],
      ['>Ann: AIQSTXZ 8H AX +18 18', '>Ann: IQRSSTZ (challenge) +5 23', '#note Bob challenged Ann: the play is valid']],
    ['fivePoints', 'going out', 'over',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Ann** gets +5.", ...GAME_OVER],
      ['>Ann: AX 8H AX +18 18', '>Ann:  (challenge) +5 23', '#note Bob challenged Ann: the play is valid', '>Ann:  (EEINORT) +14 37']],
    ['tenPoints', 'ordinary', 'playing',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Ann** gets +10."],
      ['>Ann: AIQSTXZ 8H AX +18 18', '>Ann: IQRSSTZ (challenge) +10 28', '#note Bob challenged Ann: the play is valid']],
    ['tenPoints', 'going out', 'over',
      ["**Bob** challenged AX: it is a word, so **Ann**'s play stands. **Ann** gets +10.", ...GAME_OVER],
      ['>Ann: AX 8H AX +18 18', '>Ann:  (challenge) +10 28', '#note Bob challenged Ann: the play is valid', '>Ann:  (EEINORT) +14 42']],
  ])('%s, %s play', async (rule, kind, status, lines, gcgLines) => {
    const { status: got, channel, gcg } = await challenged(rule, kind, 'good');
    expect(got).toBe(status);
    expectChannel(channel, lines);
    expect(gcg).toEqual(gcgLines);
  });
});

describe('a challenge of a play that formed several words', () => {
  /** AT on 8H; Ann plays two tiles under it, forming a word across and two down; Bob challenges. */
  async function severalWords(tiles: string) {
    const board = Array.from({ length: 15 }, (_, r) => (r === 7 ? '.......AT......' : '...............'));
    const start = { ...scenario(rulesOf('tournament'), { racks: [`${tiles}QZIOU`, 'EEIORTN'], board }), players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] };
    const before = play(start, [{ type: 'place', player: 0, move: `9H ${tiles}` }]);
    const after = play(before, [{ type: 'challenge', player: 1 }]);
    return { words: before.pending!.words, line: (await turnMessage(before, after)).embeds![0]!.description!.split('\n')[0] };
  }

  it('names every word checked, and which are not words', async () => {
    const { words, line } = await severalWords('EX');
    expect(words).toEqual(['EX', 'AE', 'TX']);
    expect(line).toMatch(/^\*\*Bob\*\* challenged EX, AE and TX: TX is not a word, EX and AE are; \*\*Ann\*\*'s play comes off \(-\d+\) and the turn is lost\.$/);
  });

  it('names every word checked when all are good', async () => {
    const { words, line } = await severalWords('EA');
    expect(words).toEqual(['EA', 'AE', 'TA']);
    expect(line).toBe("**Bob** challenged EA, AE and TA: all are words, so **Ann**'s play stands. **Bob** loses a turn.");
  });
});

describe('a challenge of a play with a blank names the blank, as the line that played it did', () => {
  /** Ann plays T, a blank as A and X (TaX, not a word) or a blank as A and X (aX); Bob challenges. */
  async function withBlank(move: string, rack: string) {
    const start = { ...scenario(rulesOf('tournament'), { racks: [rack, 'EEIORTN'] }), players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }] };
    const before = play(start, [{ type: 'place', player: 0, move }]);
    const after = play(before, [{ type: 'challenge', player: 1 }]);
    return { played: (await turnMessage(start, before)).embeds![0]!.description!.split('\n')[0], line: (await turnMessage(before, after)).embeds![0]!.description!.split('\n')[0] };
  }

  it('a phony', async () => {
    const { played, line } = await withBlank('8H TaX', 'TX?QZIS');
    expect(played).toBe('**Ann** played **TaX** (8H) for **18** (a is a blank).');
    expect(line).toBe("**Bob** challenged TaX (a is a blank): it is not a word; **Ann**'s play comes off (-18) and the turn is lost.");
  });

  it('a good word', async () => {
    const { line } = await withBlank('8H aX', 'X?TQZIS');
    expect(line).toBe("**Bob** challenged aX (a is a blank): it is a word, so **Ann**'s play stands. **Bob** loses a turn.");
  });
});
