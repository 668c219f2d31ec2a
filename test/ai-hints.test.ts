/**
 * Hints at the end of a game: with the bag empty between two players the first hint is
 * the endgame search's answer (as the Strong level plays it), the rest by equity; while a
 * play that went out waits for its answer, the hint says what can be done instead of plays.
 */
import { describe, expect, it } from 'vitest';
import { hints, type Hint } from '../src/ai/analysis.js';
import { solveEndgame } from '../src/ai/endgame.js';
import { describe as turnText, turnContext } from '../src/ai/equity.js';
import { topCandidates } from '../src/ai/static-choice.js';
import { loadLeaveTable } from '../src/ai/leaves.js';
import { hintMessage } from '../src/bot/advice.js';
import { unseenTiles } from '../src/engine/views.js';
import type { GameState } from '../src/engine/state.js';
import { playHubGame } from '../src/games/selfplay.js';
import { loadLexicon } from '../src/lexicon/index.js';
import { play, rulesOf, scenario } from './support/engine.js';

const lexicon = loadLexicon('sowpods');
/** A node bound, not the clock, ends each search here: the same answer on any machine. */
const BUDGET = { endgameNodes: 3_000, endgameMs: 60_000 };

/** From Club games, the first turn with the bag empty and the turn before it. */
const positions: { empty: GameState; before: GameState }[] = [];
for (let g = 0; g < 8; g++) {
  let last: GameState | null = null;
  let taken = false;
  await playHubGame(rulesOf('tournament'), [{ kind: 'club' }, { kind: 'club' }], `hints/${g}`, {
    lexicon,
    endgame: false,
    onTurn: (state) => {
      if (!taken && state.bag.length === 0 && last) {
        positions.push({ empty: state, before: last });
        taken = true;
      }
      last = state;
    },
  });
}

const search = (s: GameState) => solveEndgame(
  { board: s.board, rules: s.rules, racks: [s.racks[s.turn]!, unseenTiles(s, s.turn)], spread: s.scores[s.turn]! - s.scores[1 - s.turn]!, scorelessTurns: s.scorelessTurns },
  lexicon,
  { maxNodes: BUDGET.endgameNodes, timeMs: BUDGET.endgameMs },
);
const text = (c: { kind: string; move?: string; tiles?: string }) => (c.kind === 'place' ? c.move! : c.kind === 'exchange' ? `-${c.tiles}` : '-');

describe('hints with the bag empty', () => {
  it('put the endgame search\'s answer first, then the rest by equity, five in all', () => {
    expect(positions.length).toBe(8);
    for (const { empty } of positions) {
      const got = hints(empty, empty.turn, { lexicon, ...BUDGET });
      const solved = search(empty);
      expect(got[0]!.text).toBe(text(solved.best!));
      expect(got[0]!.endgame).toEqual({ spread: solved.value, exact: solved.exact });
      expect(got.slice(1).every((h) => h.endgame === undefined)).toBe(true);
      expect(new Set(got.map((h) => h.text)).size).toBe(got.length);
      expect(got.length).toBeLessThanOrEqual(5);
    }
  }, 60_000);

  it('differ from the best play by equity where the endgame calls for another play', () => {
    const differ = positions.filter(({ empty }) => {
      const [endgame] = hints(empty, empty.turn, { lexicon, ...BUDGET });
      const [equity] = topCandidates(turnContext(empty, empty.turn, loadLeaveTable(empty.rules.tileSet), 1), lexicon, 1);
      return endgame!.text !== turnText(equity!);
    });
    console.log(`the endgame's first hint differs from the best by equity in ${differ.length} of ${positions.length} positions`);
    expect(differ.length).toBeGreaterThan(0);
  }, 60_000);

  it('while tiles are left in the bag, are by equity alone', () => {
    for (const { before } of positions) {
      expect(before.bag.length).toBeGreaterThan(0);
      expect(hints(before, before.turn, { lexicon, count: 5 }).every((h) => h.endgame === undefined)).toBe(true);
    }
  });
});

describe('the hint message', () => {
  const g = positions[0]!.empty;
  it('words the endgame line by the spread it gains', () => {
    const endgame: Hint = { kind: 'place', text: '8H QI', word: 'QI', score: 22, leave: 'E', leaveValue: 0, equity: 31, endgame: { spread: 31, exact: true } };
    const other: Hint = { kind: 'place', text: '8G QI', word: 'QI', score: 11, leave: 'E', leaveValue: 0.5, equity: 11.5 };
    const lines = hintMessage({ ...g, turn: 0 }, 0, [endgame, other]).content!.split('\n');
    expect(lines).toEqual([
      `Best plays for your rack (${g.racks[0]}). The bag is empty, so the first is the endgame search's answer: it knows the other rack from the tiles unseen and plays both racks out. The rest are by equity: the score plus what the tiles kept are worth.`,
      '1. **QI** (8H) for 22, keeps E (endgame: +31 on the spread to the end of the game, with the best play by both)',
      '2. **QI** (8G) for 11, keeps E (leave +0.5, equity 11.5)',
    ]);
    const cut = hintMessage({ ...g, turn: 0 }, 0, [{ ...endgame, endgame: { spread: -4, exact: false } }]).content!.split('\n')[1];
    expect(cut).toBe('1. **QI** (8H) for 22, keeps E (endgame: −4 on the spread as far ahead as the search looked)');
  });

  it('while a play that went out waits, says to challenge it or let it stand, and offers no play', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['CAT', 'RETAINS'], bag: '' }), [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(s.pending?.wentOut).toBe(true);
    expect(s.turn).toBe(1);
    expect(hintMessage(s, 1, [])).toEqual({
      content: '**Player 1** went out with **CAT** (8H) for 10. There is nothing to play now: challenge the play (**Challenge**, or `/scrabble challenge`) if you doubt a word, or let it stand (**Let it stand**) to end the game.',
      ephemeral: true,
    });
    // Plays offered are not shown: there is nothing to play.
    const offered: Hint[] = [{ kind: 'place', text: 'L4 .I', word: 'TI', score: 5, leave: 'AENRS', leaveValue: 1, equity: 6 }];
    expect(hintMessage(s, 1, offered).content).not.toMatch(/^1\./m);
    expect(hintMessage(s, 0, []).content).toBe('You went out with **CAT** (8H) for 10. There is nothing to play now: <@p1> decides whether to challenge the play or let it stand.');
  });
});

describe('hints on the empty board', () => {
  it('show each play once, not also its mirror image read down, and still as many', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['JABERSZ', 'AEIOUUU'] });
    const got = hints(s, 0, { lexicon, count: 5 });
    expect(got.length).toBe(5);
    // Every play on the empty board has its mirror image; none of them is shown twice.
    const squares = (h: Hint) => h.text.split(' ')[0]!;
    // 8D across is H4 down, and the other way round.
    const mirror = (sq: string) => {
      const across = /^(\d+)([A-O])$/.exec(sq);
      if (across) return `${String.fromCharCode(64 + Number(across[1]))}${across[2]!.charCodeAt(0) - 64}`;
      const down = /^([A-O])(\d+)$/.exec(sq)!;
      return `${down[1]!.charCodeAt(0) - 64}${String.fromCharCode(64 + Number(down[2]))}`;
    };
    expect(mirror('8D')).toBe('H4');
    expect(mirror('H4')).toBe('8D');
    const shown = got.map((h) => `${squares(h)} ${h.word ?? ''}`);
    for (const h of got) expect(shown).not.toContain(`${mirror(squares(h))} ${h.word ?? ''}`);
    // The full choice by equity has them in pairs.
    const tc = turnContext(s, 0, loadLeaveTable(s.rules.tileSet), 1);
    const all = topCandidates(tc, lexicon, 10).map(text);
    expect(all.filter((m) => /^[A-O]/.test(m)).length).toBeGreaterThan(0);
  });
});
