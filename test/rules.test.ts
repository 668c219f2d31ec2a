/**
 * Every rule that sets the five presets apart, each tested on the preset that has it.
 */
import { describe, expect, it } from 'vitest';
import { agesNeeded, apply, createGame, fewestExchanged, fullBag, gamesInMatch, PRESETS, TILE_SETS, wordsCheckedOnPlay, type GameState, type Rules } from '../src/engine/index.js';
import type { PlayFinder } from '../src/engine/lexicon.js';
import { boardWith, CTX, play, refusal, rulesOf, scenario } from './support/engine.js';

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `u${i}`, name: `U${i}` }));

describe('presets', () => {
  it('has the five rule sets, by id (their names and descriptions are words: test/words.test.ts)', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['tournament', 'club', 'classic', 'duel', 'match']);
  });
});

describe('players', () => {
  it.each([
    ['tournament', 2, null], ['tournament', 4, null], ['tournament', 5, 'too-many-players'], ['tournament', 1, 'too-few-players'],
    ['club', 4, null], ['classic', 4, null], ['duel', 3, 'too-many-players'], ['match', 3, 'too-many-players'], ['duel', 2, null],
  ] as const)('%s with %i players -> %s', (preset, n, code) => {
    const r = createGame({ rules: rulesOf(preset), players: players(n), seed: 's', ages: Array(n).fill(30) });
    expect(r.ok ? null : r.error.code).toBe(code);
  });
});

describe('tiles', () => {
  it('the standard set has 100 tiles with 2 blanks', () => {
    const bag = fullBag(TILE_SETS.standard);
    expect(bag.length).toBe(100);
    expect([...bag].filter((t) => t === '?').length).toBe(2);
  });

  it('the duel set has no blanks, and an extra K and Z', () => {
    const s = scenario(rulesOf('duel'));
    const all = s.bag + s.racks.join('');
    expect(all.length).toBe(100);
    expect(all).not.toContain('?');
    expect([...all].filter((t) => t === 'K').length).toBe(2);
    expect([...all].filter((t) => t === 'Z').length).toBe(2);
  });
});

describe('premium squares', () => {
  it('the duel board does not double the first play', () => {
    const s = play(scenario(rulesOf('duel'), { racks: ['CATSQIZ', 'AEEIOUR'] }), [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(s.scores[0]).toBe(5);
    const t = play(scenario(rulesOf('tournament'), { racks: ['CATSQIZ', 'AEEIOUR'] }), [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(t.scores[0]).toBe(10);
  });
});

describe('first player', () => {
  it('drawn tiles: the tile nearest to A starts, a blank beats an A', () => {
    for (let i = 0; i < 30; i++) {
      const r = createGame({ rules: rulesOf('tournament'), players: players(3), seed: `draw${i}` });
      if (!r.ok) throw new Error(r.error.code);
      const rank = (t: string) => (t === '?' ? -1 : t.charCodeAt(0));
      const draw = r.value.openingDraw!;
      const ranks = draw.filter((t) => t !== '').map(rank);
      expect(rank(draw[r.value.turn]!)).toBe(Math.min(...ranks));
    }
  });

  it('youngest first in the duel; ages are required and not kept', () => {
    const r = createGame({ rules: rulesOf('duel'), players: players(2), seed: 's', ages: [41, 9] });
    expect(r.ok && r.value.turn).toBe(1);
    expect(JSON.stringify(r.ok && r.value)).not.toMatch(/"ages?"/);
    const missing = createGame({ rules: rulesOf('duel'), players: players(2), seed: 's' });
    expect(missing.ok ? null : missing.error.code).toBe('ages-required');
  });

  it('given: the host names who starts', () => {
    const r = createGame({ rules: rulesOf('tournament', { firstPlayer: 'given' }), players: players(3), seed: 's', firstPlayer: 2 });
    expect(r.ok && r.value.turn).toBe(2);
  });
});

describe('bingo', () => {
  it.each(PRESETS.map((p) => p.id))('%s gives 50 for all seven tiles', (preset) => {
    const s = play(scenario(rulesOf(preset), { racks: ['RETAINS', 'AEEIOUR'] }), [{ type: 'place', player: 0, move: '8H RETAINS' }]);
    const face = preset === 'duel' ? 8 : 16;
    expect(s.scores[0]).toBe(face + 50);
  });
});

describe('exchange', () => {
  const rack = 'AEIOUQZ';
  it.each([
    ['tournament', 7, 'QZ', null],
    ['tournament', 6, 'QZ', 'exchange-bag-below-minimum'],
    ['club', 7, 'AEIOUQZ', null],
    ['club', 6, 'Q', 'exchange-bag-below-minimum'],
    ['classic', 3, 'QZ', null],
    ['classic', 1, 'QZ', 'exchange-bag-too-small'],
    ['duel', 20, 'QZ', 'exchange-whole-rack-only'],
    ['duel', 20, 'AEIOUQZ', null],
    ['duel', 6, 'AEIOUQZ', 'exchange-bag-too-small'],
    ['match', 2, 'QZ', null],
    ['match', 2, 'QZU', 'exchange-bag-too-small'],
    ['tournament', 20, 'QQ', 'exchange-tiles-not-in-rack'],
    ['tournament', 20, '', 'exchange-empty'],
  ] as const)('%s, bag of %i, exchanging "%s" -> %s', (preset, bagSize, tiles, code) => {
    const s = scenario(rulesOf(preset), { racks: [rack, 'BCDFGHJ'], bag: 'LMNPRST'.repeat(3).slice(0, bagSize) });
    const r = apply(s, { type: 'exchange', player: 0, tiles }, CTX);
    expect(r.ok ? null : r.error.code).toBe(code);
    if (r.ok) {
      expect(r.value.racks[0]!.length).toBe(7);
      expect(r.value.bag.length).toBe(bagSize);
      expect(r.value.turn).toBe(1);
    }
  });

  it.each([
    ['tournament', 1],
    ['club', 1],
    ['classic', 1],
    ['duel', 7],
    ['match', 1],
  ] as const)('%s: the fewest tiles an exchange from a full rack puts back is %i', (preset, fewest) => {
    expect(fewestExchanged(rulesOf(preset), 7)).toBe(fewest);
  });

  it('classic: exchanging none of the tiles is a pass', () => {
    const s = play(scenario(rulesOf('classic')), [{ type: 'exchange', player: 0, tiles: '' }]);
    expect(s.history.at(-1)?.type).toBe('pass');
  });
});

describe('pass', () => {
  it.each([
    ['tournament', null], ['club', null], ['classic', null], ['duel', 'pass-not-allowed'], ['match', 'pass-not-allowed'],
  ] as const)('%s -> %s', (preset, code) => {
    const r = apply(scenario(rulesOf(preset)), { type: 'pass', player: 0 }, CTX);
    expect(r.ok ? null : r.error.code).toBe(code);
  });
});

/** Player 0 plays a phony or a good word; player 1 challenges. */
function challenged(preset: string, move: string, changes = {}): { before: GameState; after: GameState } {
  const before = play(scenario(rulesOf(preset, changes), { racks: ['ATXZQIS', 'EEIORTN'] }), [{ type: 'place', player: 0, move }]);
  return { before, after: play(before, [{ type: 'challenge', player: 1 }]) };
}

describe('invalid words and challenges', () => {
  it.each(['tournament', 'club', 'classic'])('%s: a phony comes off, its tiles go back, the turn is lost', (preset) => {
    const { before, after } = challenged(preset, '8H TAX');
    expect(before.board[7]).toContain('TAX');
    expect(after.board[7]).toBe('...............');
    expect(after.racks[0]).toBe('ATXZQIS');
    expect(after.scores[0]).toBe(0);
    expect(after.turn).toBe(1);
    expect(after.history.at(-1)).toMatchObject({ type: 'withdrawn', words: ['TAX'], score: -before.scores[0]! });
    // The tiles drawn for the phony went back and the bag was shuffled.
    expect(after.bag.length).toBe(before.bag.length + 3);
    expect(after.bag).not.toBe(before.bag + before.racks[0]!.slice(4));
  });

  it('double (tournament default, classic): a wrong challenger loses the turn', () => {
    for (const preset of ['tournament', 'classic']) {
      const { after } = challenged(preset, '8H AX');
      expect(after.board[7]).toContain('AX');
      expect(after.turn).toBe(0);
      expect(after.history.at(-1)).toMatchObject({ type: 'challenge-lost', player: 1 });
    }
  });

  it('single (club): a wrong challenge costs nothing and the challenger plays on', () => {
    const { after } = challenged('club', '8H AX');
    expect(after.turn).toBe(1);
    expect(after.scores).toEqual([18, 0]);
    expect(refusal(after, { type: 'challenge', player: 1 })).toBe('no-challenge-window');
  });

  it.each([['fivePoints', 5], ['tenPoints', 10]] as const)('%s: a wrong challenge gives the challenged player %i', (challenge, bonus) => {
    const { after } = challenged('tournament', '8H AX', { challenge });
    expect(after.scores[0]).toBe(18 + bonus);
    expect(after.turn).toBe(1);
    expect(after.history.at(-1)).toMatchObject({ type: 'challenge-bonus', bonus });
  });

  it.each(['duel', 'match'])('%s: an invalid word is refused before it reaches the board, with the words named', (preset) => {
    const s = scenario(rulesOf(preset), { racks: ['ATXZQIS', 'EEIORTN'] });
    const r = apply(s, { type: 'place', player: 0, move: '8H TAX' }, CTX);
    expect(r.ok ? null : r.error).toEqual({ code: 'invalid-words', words: ['TAX'] });
    expect(refusal(s, { type: 'challenge', player: 1 })).toBe('challenge-not-allowed');
  });

  it.each(PRESETS.map((p) => [p.id, p.rules.challenge] as const))('%s (%s): words are checked on play exactly when the rules say so', (preset) => {
    const s = scenario(rulesOf(preset), { racks: ['ATXZQIS', 'EEIORTN'] });
    const r = apply(s, { type: 'place', player: 0, move: '8H TAX' }, CTX);
    expect(!r.ok && r.error.code === 'invalid-words').toBe(wordsCheckedOnPlay(s.rules));
    expect(r.ok && r.value.pending !== null).toBe(!wordsCheckedOnPlay(s.rules));
  });

  it('the window closes when the next player acts', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['ATXZQIS', 'EEIORTN'] }), [
      { type: 'place', player: 0, move: '8H TAX' },
      { type: 'place', player: 1, move: 'J7 O.' },
    ]);
    // TAX can no longer be challenged: the only open window is for player 1's own play.
    expect(s.pending).toMatchObject({ player: 1, move: 'J7 O.' });
    expect(refusal(s, { type: 'challenge', player: 1 })).toBe('cannot-challenge-own-play');
    const accepted = play(s, [{ type: 'accept', player: 0 }]);
    expect(refusal(accepted, { type: 'challenge', player: 0 })).toBe('no-challenge-window');
  });

  it('a player cannot challenge their own play', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['ATXZQIS', 'EEIORTN'] }), [{ type: 'place', player: 0, move: '8H TAX' }]);
    expect(refusal(s, { type: 'challenge', player: 0 })).toBe('cannot-challenge-own-play');
  });

  it('in a three-player double-challenge game, a wrong challenger who is not next loses their next turn', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['ATXZQIS', 'EEIORTN', 'EEIORTN'] }), [
      { type: 'place', player: 0, move: '8H AX' },
      { type: 'challenge', player: 2 },
      { type: 'pass', player: 1 },
    ]);
    expect(s.turn).toBe(0);
    expect(s.history.map((e) => e.type)).toEqual(['place', 'challenge-lost', 'pass', 'skip']);
  });
});

describe('lost turns add up', () => {
  it('two failed double challenges before your turn cost two turns', () => {
    let s = scenario(rulesOf('tournament'), { racks: ['AXEEEEE', 'TAEEEEE', 'EEEEEEE'] });
    s = play(s, [
      { type: 'place', player: 0, move: '8H AX' },
      { type: 'challenge', player: 2 },
      { type: 'place', player: 1, move: '7H TA' },
      { type: 'challenge', player: 2 },
    ]);
    // The first lost turn was taken when player 1's play passed the turn on; the second is pending.
    expect(s.turn).toBe(0);
    expect(s.skipNext).toEqual([0, 0, 1]);
    expect(s.history.filter((e) => e.type === 'skip').map((e) => e.player)).toEqual([2]);
    s = play(s, [{ type: 'pass', player: 0 }, { type: 'pass', player: 1 }]);
    expect(s.turn).toBe(0);
    expect(s.skipNext).toEqual([0, 0, 0]);
    expect(s.history.filter((e) => e.type === 'skip').map((e) => e.player)).toEqual([2, 2]);
  });
});

describe('end of the game', () => {
  it('a player goes out with the bag empty: each loses their rack, the player out gains the others', () => {
    const s = play(scenario(rulesOf('match'), { racks: ['CAT', 'QIZ'], bag: '' }), [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(s.status).toBe('between-games');
    expect(s.result).toMatchObject({ reason: 'went-out', scores: [10 + 21, -21], scoresBeforeAdjustments: [10, 0], winners: [0] });
  });

  it('under a challenge rule, the opponent still gets a last window after a player goes out', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['CAT', 'QIZ'], bag: '' }), [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(s.status).toBe('playing');
    expect(refusal(s, { type: 'pass', player: 1 })).toBe('must-decide-challenge');
    const accepted = play(s, [{ type: 'accept', player: 1 }]);
    expect(accepted.status).toBe('over');
    expect(accepted.result?.scores).toEqual([10 + 2 * 21, 0]);
    const phony = play(scenario(rulesOf('tournament'), { racks: ['TAC', 'QIZ'], bag: '' }), [
      { type: 'place', player: 0, move: '8H TAC' },
      { type: 'challenge', player: 1 },
    ]);
    expect(phony.status).toBe('playing');
    expect(phony.racks[0]).toBe('TAC');
  });

  it('tournament: six scoreless turns in a row end the game, each losing their own rack', () => {
    const s = play(scenario(rulesOf('tournament'), { racks: ['QAAAAAA', 'ZEEEEEE'] }), Array.from({ length: 6 }, (_, i) => ({ type: 'pass' as const, player: i % 2 })));
    expect(s.status).toBe('over');
    expect(s.result).toMatchObject({ reason: 'scoreless-turns', scores: [-16, -16], winners: [0, 1] });
    const five = play(scenario(rulesOf('tournament')), Array.from({ length: 5 }, (_, i) => ({ type: 'pass' as const, player: i % 2 })));
    expect(five.status).toBe('playing');
  });

  it.each(['club', 'classic'])('%s: the game ends when no player has a legal play', (preset) => {
    const stuck: PlayFinder = { hasAnyPlay: (_b, rack) => rack.includes('Q') };
    const s = scenario(rulesOf(preset), { racks: ['QAAAAAA', 'EEEEEEE'] });
    const r = apply(s, { type: 'pass', player: 0 }, { ...CTX, finder: stuck });
    expect(r.ok && r.value.status).toBe('playing');
    const s2 = scenario(rulesOf(preset), { racks: ['VVVVVVV', 'EEEEEEE'] });
    const r2 = apply(s2, { type: 'pass', player: 0 }, { ...CTX, finder: stuck });
    expect(r2.ok && r2.value.result?.reason).toBe('no-legal-play');
    // Six passes do not end these games.
    const passes = play(s, Array.from({ length: 8 }, (_, i) => ({ type: 'pass' as const, player: i % 2 })), { ...CTX, finder: stuck });
    expect(passes.status).toBe('playing');
  });

  it('duel: both players agree to end', () => {
    const s = scenario(rulesOf('duel'), { racks: ['QAAAAAA', 'ZEEEEEE'] });
    const proposed = play(s, [{ type: 'propose-end', player: 1 }]);
    expect(refusal(proposed, { type: 'accept-end', player: 1 })).toBe('own-end-proposal');
    const declined = play(proposed, [{ type: 'decline-end', player: 0 }]);
    expect(declined.endProposal).toBeNull();
    const ended = play(proposed, [{ type: 'accept-end', player: 0 }]);
    expect(ended.result).toMatchObject({ reason: 'agreement', scores: [-16, -16] });
    expect(refusal(scenario(rulesOf('tournament')), { type: 'propose-end', player: 0 })).toBe('agreement-not-allowed');
  });

  it('match: four exchanges in a row end the game', () => {
    const ex = (player: number) => ({ type: 'exchange' as const, player, tiles: 'A' });
    const s = scenario(rulesOf('match'), { racks: ['AAAAAAA', 'AAAAAAA'], bag: 'E'.repeat(30) });
    expect(play(s, [ex(0), ex(1), ex(0)]).status).toBe('playing');
    const ended = play(s, [ex(0), ex(1), ex(0), ex(1)]);
    expect(ended.result?.reason).toBe('consecutive-exchanges');
  });
});

describe('end scoring, by preset and number of players', () => {
  type Ending = 'went-out' | 'scoreless-turns' | 'no-legal-play' | 'agreement' | 'consecutive-exchanges';
  type Adjustment = [type: 'end-rack' | 'rack-penalty', player: number, points: number];
  const noPlay: PlayFinder = { hasAnyPlay: () => false };

  /**
   * Going out: player 1 plays CAT (10 on the centre square, 5 on the duel's board) from a
   * rack of CAT with the bag empty, against QIZ (21) and EEE (3). Nobody out: the racks
   * hold QAAAAAA (16), ZEEEEEE (16) and KIIIIII (11), and each preset ends its own way.
   */
  function ended(rules: Rules, players: number, ending: Ending): GameState {
    if (ending === 'went-out') {
      let s = play(scenario(rules, { racks: ['CAT', 'QIZ', 'EEE'].slice(0, players), bag: '' }), [{ type: 'place', player: 0, move: '8H CAT' }]);
      // Under a challenge rule the next player lets the play stand.
      if (s.pending?.wentOut) s = play(s, [{ type: 'accept', player: s.turn }]);
      return s;
    }
    let s = scenario(rules, { racks: ['QAAAAAA', 'ZEEEEEE', 'KIIIIII'].slice(0, players), bag: 'E'.repeat(30) });
    for (let turn = 0; s.status === 'playing' && turn < 20; turn++) {
      const p = s.turn;
      if (ending === 'agreement') s = play(s, [{ type: 'propose-end', player: p }, { type: 'accept-end', player: (p + 1) % players }]);
      // Every tile exchanged or drawn here is worth 1, so the racks keep their value.
      else if (ending === 'consecutive-exchanges') s = play(s, [{ type: 'exchange', player: p, tiles: s.racks[p]!.slice(-1) }]);
      else s = play(s, [{ type: 'pass', player: p }], ending === 'no-legal-play' ? { ...CTX, finder: noPlay } : CTX);
    }
    return s;
  }

  const box3: Adjustment[] = [['end-rack', 0, 21], ['rack-penalty', 1, -21], ['end-rack', 0, 3], ['rack-penalty', 2, -3]];
  const ownRacks = (players: number): Adjustment[] => ([['rack-penalty', 0, -16], ['rack-penalty', 1, -16], ['rack-penalty', 2, -11]] as Adjustment[]).slice(0, players);
  it.each<[string, Partial<Rules>, number, Ending, number[], Adjustment[]]>([
    // NASPA: two players, the player out gains twice the rack left and the other loses nothing.
    ['tournament', {}, 2, 'went-out', [10 + 42, 0], [['end-rack', 0, 42]]],
    ['tournament', {}, 3, 'went-out', [10 + 24, -21, -3], box3],
    ['tournament', {}, 2, 'scoreless-turns', [-16, -16], ownRacks(2)],
    ['tournament', {}, 3, 'scoreless-turns', [-16, -16, -11], ownRacks(3)],
    ['club', {}, 2, 'went-out', [10 + 21, -21], [['end-rack', 0, 21], ['rack-penalty', 1, -21]]],
    ['club', {}, 3, 'went-out', [10 + 24, -21, -3], box3],
    ['club', {}, 2, 'no-legal-play', [-16, -16], ownRacks(2)],
    ['club', {}, 3, 'no-legal-play', [-16, -16, -11], ownRacks(3)],
    ['classic', {}, 2, 'went-out', [10 + 21, -21], [['end-rack', 0, 21], ['rack-penalty', 1, -21]]],
    ['classic', {}, 3, 'went-out', [10 + 24, -21, -3], box3],
    ['classic', {}, 2, 'no-legal-play', [-16, -16], ownRacks(2)],
    ['classic', {}, 3, 'no-legal-play', [-16, -16, -11], ownRacks(3)],
    ['duel', {}, 2, 'went-out', [5 + 21, -21], [['end-rack', 0, 21], ['rack-penalty', 1, -21]]],
    ['duel', {}, 2, 'agreement', [-16, -16], ownRacks(2)],
    ['match', {}, 2, 'went-out', [10 + 21, -21], [['end-rack', 0, 21], ['rack-penalty', 1, -21]]],
    ['match', {}, 2, 'consecutive-exchanges', [-16, -16], ownRacks(2)],
    // The rule is the rules' field, whatever the preset.
    ['tournament', { endScoring: 'box' }, 2, 'went-out', [10 + 21, -21], [['end-rack', 0, 21], ['rack-penalty', 1, -21]]],
    ['club', { endScoring: 'twiceRack' }, 2, 'went-out', [10 + 42, 0], [['end-rack', 0, 42]]],
    ['club', { endScoring: 'twiceRack' }, 2, 'no-legal-play', [-16, -16], ownRacks(2)],
  ])('%s %o, %i players, %s: scores %o', (preset, changes, players, ending, scores, adjustments) => {
    const s = ended(rulesOf(preset, changes), players, ending);
    expect(s.result).toMatchObject({ reason: ending, scores });
    expect(s.scores).toEqual(scores);
    const lines = s.history.flatMap((e) => (e.type === 'end-rack' || e.type === 'rack-penalty' ? [[e.type, e.player, e.points]] : []));
    expect(lines).toEqual(adjustments);
    // Each line's total is the player's score once it is counted.
    const totals = s.result!.scoresBeforeAdjustments.slice();
    for (const e of s.history) {
      if (e.type !== 'end-rack' && e.type !== 'rack-penalty') continue;
      totals[e.player] = totals[e.player]! + e.points;
      expect(e.total).toBe(totals[e.player]);
    }
    expect(totals).toEqual(scores);
  });

  it('a game of three stays one after a resignation: going out counts by the box rule', () => {
    const resigned = play(scenario(rulesOf('tournament'), { players: 3 }), [{ type: 'resign', player: 2 }]);
    let s = play({ ...resigned, racks: ['CAT', 'QIZ', ''], bag: '' }, [{ type: 'place', player: 0, move: '8H CAT' }]);
    if (s.pending?.wentOut) s = play(s, [{ type: 'accept', player: s.turn }]);
    expect(s.result).toMatchObject({ reason: 'went-out', scores: [10 + 21, -21, 0], winners: [0] });
  });
});

describe('tie-break', () => {
  const agree = [{ type: 'propose-end' as const, player: 0 }, { type: 'accept-end' as const, player: 1 }];

  it('tournament: a tie stands', () => {
    const tie = play(scenario(rulesOf('tournament'), { racks: ['QA', 'QA'] }), Array.from({ length: 6 }, (_, i) => ({ type: 'pass' as const, player: i % 2 })));
    expect(tie.result?.scores).toEqual([-11, -11]);
    expect(tie.result?.winners).toEqual([0, 1]);
  });

  it('duel: a tie goes to the higher score before the racks are counted', () => {
    const s = { ...scenario(rulesOf('duel')), scores: [15, 10], racks: ['Z', 'K'] };
    const ended = play(s, agree);
    expect(ended.result).toMatchObject({ scores: [5, 5], scoresBeforeAdjustments: [15, 10], winners: [0] });
  });

  it('the same tie stands where the rules say so', () => {
    const rules = rulesOf('duel', { tieBreak: 'stands' });
    const ended = play({ ...scenario(rulesOf('duel')), rules, scores: [15, 10], racks: ['Z', 'K'] }, agree);
    expect(ended.result?.winners).toEqual([0, 1]);
  });
});

describe('blank swap (club)', () => {
  const board = boardWith({ 7: '.......cAT' });
  it('takes a blank for the tile it stands for, and the blank must be played', () => {
    const s = scenario(rulesOf('club'), { racks: ['CEEEEER', 'AAAAAAA'], board });
    const swapped = play(s, [{ type: 'place', player: 0, move: 'K8 sEE', swap: 'H8' }]);
    expect(swapped.board[7]!.slice(7, 10)).toBe('CAT');
    expect(swapped.board[7]![10]).toBe('s');
    expect(refusal(s, { type: 'place', player: 0, move: 'K8 EE', swap: 'H8' })).toBe('blank-swap-unused');
    expect(refusal(s, { type: 'place', player: 0, move: 'K8 sEE', swap: 'I8' })).toBe('blank-swap-not-allowed');
    const other = scenario(rulesOf('tournament'), { racks: ['CEEEEER', 'AAAAAAA'], board });
    expect(refusal(other, { type: 'place', player: 0, move: 'K8 sEE', swap: 'H8' })).toBe('blank-swap-not-allowed');
  });
});

describe('match of two games', () => {
  it('the second game starts with the other player, and the match goes to the combined total', () => {
    let s = scenario(rulesOf('match'), { racks: ['CAT', 'QIZ'], bag: '' });
    s = play(s, [{ type: 'place', player: 0, move: '8H CAT' }]);
    expect(s.status).toBe('between-games');
    expect(refusal(s, { type: 'pass', player: 1 })).toBe('game-not-started');
    s = play(s, [{ type: 'next-game' }]);
    expect(s.status).toBe('playing');
    expect(s.turn).toBe(1);
    expect(s.scores).toEqual([0, 0]);
    expect(s.bag.length).toBe(100 - 14);
    s = { ...s, racks: ['EEEEEEE', 'ZA'], bag: '' };
    s = play(s, [{ type: 'place', player: 1, move: '8H ZA' }]);
    expect(s.status).toBe('over');
    expect(s.match?.totals).toEqual([31 - 7, -21 + 22 + 7]);
    expect(s.match?.winners).toEqual([0]);
    expect(s.match?.records.length).toBe(2);
  });
});

describe('turns', () => {
  it('only the player to act may place, exchange or pass', () => {
    const s = scenario(rulesOf('tournament'));
    expect(refusal(s, { type: 'pass', player: 1 })).toBe('not-your-turn');
    expect(refusal(s, { type: 'pass', player: 7 })).toBe('not-a-player');
  });

  it('a resignation in a two-player game ends it for the other player', () => {
    const s = play(scenario(rulesOf('tournament')), [{ type: 'resign', player: 1 }]);
    expect(s.result).toMatchObject({ reason: 'resigned', winners: [0], resigned: 1 });
  });

  it('in a three-player game the others play on after a resignation', () => {
    const s = play(scenario(rulesOf('tournament'), { players: 3 }), [{ type: 'resign', player: 0 }]);
    expect(s.status).toBe('playing');
    expect(s.turn).toBe(1);
    expect(s.racks[0]).toBe('');
    expect(s.bag.length).toBe(100 - 14);
    const done = play(s, [{ type: 'resign', player: 2 }]);
    expect(done.result?.winners).toEqual([1]);
  });
});

describe('rules with no pass, when a player is stuck', () => {
  const finder: PlayFinder = { hasAnyPlay: (_b, rack) => rack.includes('A') };
  it('a player who can neither play nor exchange may pass', () => {
    const s = scenario(rulesOf('match'), { racks: ['VVV', 'AEE'], bag: '' });
    expect(refusal(s, { type: 'pass', player: 0 }, CTX)).toBe('pass-not-allowed');
    const passed = play(s, [{ type: 'pass', player: 0 }], { ...CTX, finder });
    expect(passed.turn).toBe(1);
    expect(passed.status).toBe('playing');
    const canPlay = scenario(rulesOf('match'), { racks: ['AVV', 'AEE'], bag: '' });
    expect(refusal(canPlay, { type: 'pass', player: 0 }, { ...CTX, finder })).toBe('pass-not-allowed');
    const canExchange = scenario(rulesOf('match'), { racks: ['VVV', 'AEE'], bag: 'E' });
    expect(refusal(canExchange, { type: 'pass', player: 0 }, { ...CTX, finder })).toBe('pass-not-allowed');
  });

  it.each(['duel', 'match'])('%s: the game ends when nobody can play or exchange', (preset) => {
    const s = scenario(rulesOf(preset), { racks: ['VVV', 'AEE'], bag: '' });
    const ended = play(s, [{ type: 'pass', player: 0 }], { ...CTX, finder: { hasAnyPlay: () => false } });
    expect(ended.result?.reason ?? ended.match?.games[0]?.reason).toBe('no-legal-play');
  });

  it('tournament keeps its own end: six scoreless turns, not the first stuck turn', () => {
    const s = scenario(rulesOf('tournament'), { racks: ['VVV', 'KKK'], bag: '' });
    const passed = play(s, [{ type: 'pass', player: 0 }], { ...CTX, finder: { hasAnyPlay: () => false } });
    expect(passed.status).toBe('playing');
  });
});

describe('rules read once', () => {
  it.each([
    ['tournament', false, 1],
    ['club', false, 1],
    ['classic', false, 1],
    ['duel', true, 1],
    ['match', false, 2],
  ])('%s: ages needed %s, %i game(s) a match', (id, ages, games) => {
    const rules = PRESETS.find((p) => p.id === id)!.rules;
    expect(agesNeeded(rules)).toBe(ages);
    expect(gamesInMatch(rules)).toBe(games);
  });
});
