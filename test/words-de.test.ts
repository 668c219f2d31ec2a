/**
 * The German sentence table: what it says for a sample of calls against what the English
 * says for the same ones (no English left, the same mentions, names and moves kept), the
 * slash command's words within Discord's limits, and German plurals for every count.
 */
import { describe, expect, it } from 'vitest';
import type { Hint, MoveAnalysis } from '../src/ai/analysis.js';
import type { ErrorCode, GameEvent, GameState } from '../src/engine/index.js';
import { PRESETS } from '../src/engine/index.js';
import { LEVEL_IDS, LEVELS } from '../src/games/catalog.js';
import type { HubProblemCode } from '../src/games/problems.js';
import { TABLES, type Words } from '../src/bot/words/index.js';
import { form, gamesCount, minutesCount, plural, pointsCount, stonesCount, tilesCount } from '../src/bot/words/de/common.js';
import { lateGameView } from '../src/render/fixtures.js';
import { rulesOf, scenario } from './support/engine.js';

const { en, de } = TABLES;

/** What a caller hands in that the sentence must show as it came: mentions, names, moves, words of play, links. */
const KEPT = ['<@111>', '<@222>', '<#333>', 'Anna', 'Ben', 'AQuA', '8D', 'QUIZ', '8H', 'TIKET', 'KA', 'QI', 'ZA', 'NWL23', 'H8', 'A, B, Joker', '8H WORD', 'H8 WORD', '8H QUIZ', '?EAT', 'QU.Z'];

const named = (s: GameState): GameState => ({ ...s, players: s.players.map((p, i) => ({ ...p, name: ['Anna', 'Ben'][i] ?? p.name })) });
const game = named(scenario(rulesOf('tournament')));
const over = (s: GameState): GameState => ({ ...s, status: 'over', result: { reason: 'went-out', winners: [0], scores: [402, 377], scoresBeforeAdjustments: [402, 377] } });
const ctx = {
  names: ['Anna', 'Ben'],
  twice: false,
  spell: (m: string) => ({ square: m.split(' ')[0]!, word: m.split(' ')[1]! }),
  judged: () => ({ word: 'TIKET', square: '8H' }),
};
const EVENTS = [
  { type: 'place', player: 0, move: '8D AQuA', score: 14 },
  { type: 'exchange', player: 1, tiles: 'AEI' },
  { type: 'pass', player: 0 },
  { type: 'withdrawn', player: 0, challenger: 1, words: ['TIKET'], checked: ['TIKET', 'KA'], score: 20 },
  { type: 'challenge-bonus', player: 0, challenger: 1, bonus: 5, checked: ['QI'] },
  { type: 'challenge-lost', player: 1, challenged: 0, checked: ['QI', 'ZA'] },
  { type: 'challenge-failed', player: 1, challenged: 0, checked: ['QI'] },
  { type: 'skip', player: 1 },
  { type: 'blank-swap', player: 0, col: 7, row: 7, letter: 'E' },
  { type: 'resign', player: 0 },
  { type: 'time-out', player: 1 },
  { type: 'forfeit', player: 1 },
  { type: 'end-proposed', player: 0 },
  { type: 'end-declined', player: 1 },
  { type: 'end-rack', player: 0, from: 1, points: 12, tiles: 'QV' },
  { type: 'rack-penalty', player: 1, points: -12, tiles: 'QV' },
] as unknown as GameEvent[];
const quiz: Hint = { kind: 'place', text: '8H QUIZ', word: 'QUIZ', score: 42, leave: 'AE', leaveValue: 3.5, equity: 45.5 };
const swap: Hint = { kind: 'exchange', text: '-AEI', score: 0, leave: 'QU', leaveValue: -2, equity: -2 };
const missed: MoveAnalysis = { event: 0, rack: 'AEIQUZ?', played: swap, best: quiz, equityLost: 47.5, wasBest: false };
const pw = { play: { word: 'QUIZ', square: '8H' }, score: 42, equity: 45.5 };
const ERROR: Record<string, unknown> = { detail: 'H8', tiles: 'QUIZ', missing: 'QZ', words: ['TIKET', 'KA'], limit: 3, options: ['NWL23'] };

/** A sample of the table's calls, each run on both tables with the same values. */
const SAMPLES: [string, (w: Words) => string][] = [
  ...(Object.keys(en.problems.engine) as ErrorCode[]).map((code): [string, (w: Words) => string] =>
    [`engine ${code}`, (w) => w.problems.engine[code]({ ...ERROR, code } as never)]),
  ...(Object.keys(en.problems.hub) as HubProblemCode[]).map((code): [string, (w: Words) => string] =>
    [`hub ${code}`, (w) => w.problems.hub[code]({ ...ERROR, code, detail: code.includes('permissions') ? 'Send Messages and Attach Files' : 'H8' } as never)]),
  ...EVENTS.map((e): [string, (w: Words) => string] => [`event ${e.type}`, (w) => w.moves.event(e, ctx)]),
  ['opening', (w) => w.moves.opening({ ...game, openingDraw: ['E', '?'] })],
  ['result', (w) => w.moves.result(over(game)).join('\n')],
  ['rackBack', (w) => w.moves.rackBack('<@111>')],
  ['wentOutWaiting', (w) => w.turn.wentOutWaiting('<@111>', 'Ben')],
  ['yourTurn', (w) => w.turn.yourTurn('<@111>', true)],
  ['dealt', (w) => w.turn.dealt(['<@111>', '<@222>'])],
  ['lobby opened', (w) => w.lobby.opened('<@111>', false, true)],
  ['lobby rematch', (w) => w.lobby.rematch('<@111>', { clock: true, hints: true, computers: true }, ['<@222>'], false)],
  ['lobby started', (w) => w.lobby.started('<@111>', ['<@111>', '<@222>'])],
  ['lobby cancelled', (w) => w.lobby.cancelled('<@111>', true)],
  ['clock line', (w) => w.clock.line('Anna', 95_000, 3_600_000, 1_700_000_000_000)],
  ['clock nudge', (w) => w.clock.nudge('<@111>', 'Ben', 1_700_000_000_000)],
  ['games game', (w) => w.games.game('<#333>', [[null, 100], ['Ben', 90]], 'Tournament', 'Ben', false, { leftMs: 60_000, deadline: 1_700_000_000_000 })],
  ['games lobby', (w) => w.games.lobby('<#333>', 'Anna', 'Club', 1, 4, false)],
  ['rack', (w) => w.rack.rack(w.rack.newRack, 'A, B, Joker', 5, true)],
  ['hints', (w) => w.advice.hints('AEIQUZ?', [quiz, swap], true)],
  ['wentOut', (w) => w.advice.wentOut('Anna', w.moves.play({ word: 'QUIZ', square: '8H' }, 42), null)],
  ['analysis move', (w) => w.advice.move(missed, 1)],
  ['puzzle', (w) => w.puzzle.puzzle('2026-11-25', 12, [200, 210], 40, 'A, B, Joker')],
  ['puzzle scored', (w) => w.puzzle.scored(pw, pw, pw, 2.5, 88)],
  ['replay rack', (w) => w.replay.rack('Anna', 'AEIQUZ?')],
  ['replay yourMove', (w) => w.replay.yourMove('QUIZ', 'AQuA', 'AE', 3.25)],
  ['stats noStats', (w) => w.stats.noStats('Anna')],
  ['thread summary', (w) => w.threads.summary('<#333>', { state: 'over', preset: 'club', players: [{ name: 'Anna', score: 402 }, { name: 'Ben', score: 377 }], winners: ['Anna'] }, 'Club')],
  ['judge', (w) => w.judge.verdict(['QI', 'ZA'], false, 'NWL23')],
  ['suggest missing', (w) => w.suggest.missing('QZ', 'A, B, Joker')],
  ['suggest swap', (w) => w.suggest.swap('H8', 'E', true)],
  ['suggest exchange', (w) => w.suggest.exchange('AEI', 'QU')],
  ['analysis summary', (w) => w.advice.summary('Anna', { moves: 10, bestMoves: 3, totalEquityLost: 47.5, meanEquityLost: 4.75, biggestMisses: [missed] })],
  ['settings', (w) => w.stats.settings(false, true)],
  ['thread setting', (w) => w.threads.setting(true, true)],
  ['games allTitle', (w) => w.games.allTitle(2, 1)],
  ['puzzle revealed', (w) => w.puzzle.revealed('2026-11-25', pw, pw)],
  ['puzzle already', (w) => w.puzzle.already(pw.play, 88)],
  ['lobby joined', (w) => w.lobby.joined(2, 4, '<@111>')],
  ['unseen', (w) => w.rack.unseen(false, 20, 13, [['A', 3], ['?', 1]])],
  ['clock pace', (w) => w.clock.pace({ pace: 'live', perTurnMs: 180_000, bankMs: 600_000, timeout: 'forfeit', forfeitAfter: 3 })],
  ['suggest howToWrite', (w) => w.suggest.howToWrite('8H', 'H8', 'A, B, Joker').join('\n')],
  ...PRESETS.map((p): [string, (w: Words) => string] => [`rules ${p.id}`, (w) => w.rules.text(p.rules)]),
  ...PRESETS.map((p): [string, (w: Words) => string] => [`summary ${p.id}`, (w) => w.rules.summary(p.rules)]),
];

/** English words that never belong in a German sentence (code spans and command names taken out first). */
const ENGLISH = /\b(the|your|you|is|are|not|and|with|for|this|that|game|games|turn|tiles?|rack|blank|player|players|board|bag|move|moves|wins?|play|played|challenge|nothing|yet)\b/i;
const prose = (s: string) => s.replace(/`[^`]*`/g, '').replace(/\/(scrabble|puzzle)( [a-z]+)?( [a-z_]+:\S*)*/g, '').replace(/<[@#]\d+>/g, '');

/** Every string leaf of a value, with its path. */
function leaves(x: unknown, path = ''): [string, string][] {
  if (typeof x === 'string') return [[path, x]];
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

const SENTENCE = /[A-Za-z]{2,}[,:;]? [a-z]{2,}/;
const count = (s: string, token: string) => s.split(token).length - 1;
const MARKS = (s: string) => ({ bold: count(s, '**'), code: count(s, '`'), newlines: count(s, '\n'), emoji: [...s.matchAll(/[✓⏱⏮⏭◀▶•]/gu)].map((m) => m[0]).sort(), times: [...s.matchAll(/<t:\d+:\w>/g)].map((m) => m[0]) });

describe('the German table (a): what it says, against the English', () => {
  it.each(SAMPLES)('%s: not empty, no English left, and every mention, name, move and mark kept', (_name, call) => {
    const english = call(en);
    const german = call(de);
    expect(german.trim()).not.toBe('');
    expect(german).not.toBe(english);
    expect(prose(german)).not.toMatch(ENGLISH);
    for (const token of KEPT) expect.soft(count(german, token), token).toBeGreaterThanOrEqual(count(english, token));
    // The same commands are named (their names are English in every language).
    const commands = (s: string) => [...new Set(s.match(/\/(scrabble|puzzle)( [a-z]+)?/g) ?? [])].sort();
    expect(commands(german)).toEqual(commands(english));
    expect(MARKS(german)).toEqual(MARKS(english));
  });

  it('the English check finds English (so the test can fail)', () => {
    expect(prose(en.problems.hub['no-game']({ code: 'no-game' }))).toMatch(ENGLISH);
    expect(prose('Dein Bänkchen: `the` /scrabble play')).not.toMatch(ENGLISH);
  });

  it('every fixed string is German where the English one is a sentence, and none is empty', () => {
    const english = new Map(leaves(en));
    const german = leaves(de);
    expect(german.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
    const sentences = german.filter(([path]) => SENTENCE.test(english.get(path)!));
    expect(sentences.length).toBeGreaterThan(60);
    for (const [path, text] of german) {
      expect.soft(text.trim(), path).not.toBe('');
      if (SENTENCE.test(english.get(path)!)) {
        expect.soft(text, path).not.toBe(english.get(path));
        expect.soft(prose(text), path).not.toMatch(ENGLISH);
      }
    }
  });

  it.each([
    ['the rack button the sentences name', de.moves.rackBack('<@111>'), `**${de.turn.buttons.rack}**`],
    ['the rack button on the deal', de.turn.dealt(['<@111>']), `**${de.turn.buttons.rack}**`],
    ['game 2\'s button', de.moves.result({ ...over(scenario(rulesOf('match'))), status: 'between-games' }).join(' '), `**${de.turn.buttons.nextGame}**`],
    ['the rematch\'s buttons', de.lobby.rematch('<@111>', { clock: false, hints: false, computers: false }, ['<@222>'], false), `**${de.lobby.buttons.declineOrLeave}**`],
    ['the hints choice', de.problems.hub['hints-off']({ code: 'hints-off' }), `hints:${de.commands.choices.hints.on}`],
    ['the threads choice', de.threads.setting(true, false), `threads:${de.commands.choices.threads.off.split(' ')[0]}`],
    ['the replay choice', de.problems.hub['replay-gone']({ code: 'replay-gone' }) + de.problems.hub['replay-outdated']({ code: 'replay-outdated' }), `replay:${de.commands.choices.replay[0]![0].split(':')[0]}`],
    ['the games choice', de.games.noneMine, `show:${de.commands.choices.show[1]![0].split(' ')[0]}`],
    ['the puzzle\'s leaderboard choice', de.puzzle.scored(pw, pw, pw, 0, 100), `show:${de.commands.choices.puzzleShow[1]![0].split(' ')[0]}`],
  ])('names %s as the player sees it', (_what, sentence, shown) => {
    expect(sentence).toContain(shown);
  });

  it('names the permissions as German Discord does', () => {
    const s = de.problems.hub['missing-permissions']({ code: 'missing-permissions', detail: 'Send Messages and Attach Files' });
    expect(s).toContain('„Nachrichten senden“ und „Dateien anhängen“');
    expect(s).toContain('fehlen die Berechtigungen');
    expect(de.problems.hub['missing-permissions']({ code: 'missing-permissions', detail: 'Embed Links' })).toContain('fehlt die Berechtigung „Links einbetten“');
  });

  it('writes decimals and dates the German way', () => {
    expect(de.advice.move(missed, 3)).toContain('−47,5');
    expect(de.puzzle.revealed('2026-03-05', pw, pw)).toContain('5. März 2026');
    expect(de.puzzle.revealed('2026-03-05', pw, pw)).toContain('Equity 45,5');
    expect(de.stats.wins(3, 42.5)).toBe('3 (42,5 %)');
    expect(de.clock.duration(2 * 3600_000 + 5 * 60_000)).toBe('2 Std. 05 Min.');
    expect(de.clock.duration(86_400_000)).toBe('1 Tag');
    expect(de.clock.duration(2 * 86_400_000 + 3 * 3600_000)).toBe('2 Tage 3 Std.');
  });

  it('draws the board image\'s lines in German', () => {
    const lines = de.image.notices(lateGameView({ over: true }), ['Ada', 'Grace'], 1).map((l) => l.map(([t]) => t).join(''));
    expect(lines).toEqual(['Partie vorbei: Grace gewinnt 398:371  (ausgespielt)']);
    expect(de.image.lastMove({ player: 0, kind: 'place', move: '8D AQuA', score: 14, squares: [] }, { word: 'AQuA', square: '8D' })).toBe('AQuA (8D) (u ist ein Joker)');
  });
});

describe('the German table (b): the slash command within Discord\'s limits', () => {
  const c = de.commands;
  const descriptions: [string, string][] = [
    ['scrabble', c.scrabble],
    ...Object.entries(c).flatMap(([name, v]): [string, string][] => (typeof v === 'object' && v !== null && 'description' in v
      ? [[name, v.description], ...Object.entries(v.options).map(([o, d]): [string, string] => [`${name} ${o}`, d as string])]
      : [])),
  ];
  const choices: [string, string][] = [
    ...(['share', 'replay', 'challenge', 'puzzleShow', 'show'] as const).flatMap((k) => c.choices[k].map(([name]): [string, string] => [k, name])),
    ...Object.values(c.choices.hints).map((name): [string, string] => ['hints', name]),
    ...Object.values(c.choices.threads).map((name): [string, string] => ['threads', name]),
    ...LEVEL_IDS.map((id): [string, string] => ['computer', c.choices.computer(LEVELS[id].name)]),
    ...PRESETS.map((p): [string, string] => ['preset', de.presets[p.id].name]),
    ...de.problems.paceChoices.map(([name]): [string, string] => ['pace', name]),
    ...de.problems.timeoutChoices.map(([name]): [string, string] => ['timeout', name]),
  ];

  it('words every subcommand and option the English does', () => {
    expect(descriptions.map(([k]) => k).sort()).toEqual(
      [['scrabble'], ...Object.entries(en.commands).filter(([, v]) => typeof v === 'object' && 'description' in v)
        .flatMap(([name, v]) => [[name], ...Object.keys((v as { options: object }).options).map((o) => [`${name} ${o}`])])].map(([k]) => k!).sort(),
    );
    expect(descriptions.length).toBeGreaterThan(45);
    expect(choices.length).toBeGreaterThan(25);
  });

  it.each(descriptions)('the description of %s is 1-100 characters', (_k, text) => {
    expect(text.length).toBeGreaterThanOrEqual(1);
    expect(text.length).toBeLessThanOrEqual(100);
  });

  it.each(choices)('a %s choice, %s, is 1-100 characters', (_k, name) => {
    expect(name.length).toBeGreaterThanOrEqual(1);
    expect(name.length).toBeLessThanOrEqual(100);
  });

  it('keeps the values of every choice (Discord sends the value, the code reads it)', () => {
    for (const k of ['share', 'replay', 'challenge', 'puzzleShow', 'show'] as const) {
      expect(c.choices[k].map(([, v]) => v)).toEqual(en.commands.choices[k].map(([, v]) => v));
    }
    expect(de.problems.paceChoices.map(([, v]) => v)).toEqual(en.problems.paceChoices.map(([, v]) => v));
    expect(de.problems.timeoutChoices.map(([, v]) => v)).toEqual(en.problems.timeoutChoices.map(([, v]) => v));
  });
});

describe('the German table (c): the plural for every count', () => {
  it.each([
    [0, '0 Spielsteine', '0 Steine', '0 Punkte', '0 Partien', '0 Minuten'],
    [1, '1 Spielstein', '1 Stein', '1 Punkt', '1 Partie', '1 Minute'],
    [2, '2 Spielsteine', '2 Steine', '2 Punkte', '2 Partien', '2 Minuten'],
    [5, '5 Spielsteine', '5 Steine', '5 Punkte', '5 Partien', '5 Minuten'],
    [21, '21 Spielsteine', '21 Steine', '21 Punkte', '21 Partien', '21 Minuten'],
  ])('%i: %s, %s, %s, %s, %s', (n, tiles, stones, points, games, minutes) => {
    expect(tilesCount(n)).toBe(tiles);
    expect(stonesCount(n)).toBe(stones);
    expect(pointsCount(n)).toBe(points);
    expect(gamesCount(n)).toBe(games);
    expect(minutesCount(n)).toBe(minutes);
    expect(plural(n, 'Antwort', 'Antworten')).toBe(`${n} ${n === 1 ? 'Antwort' : 'Antworten'}`);
  });

  it.each([
    [0, '0 Steine', '0 Punkte', 'Ben** tauscht 0 Steine.', 'sind'],
    [1, '1 Stein', '1 Punkt', 'Ben** tauscht 1 Stein.', 'ist'],
    [2, '2 Steine', '2 Punkte', 'Ben** tauscht 2 Steine.', 'sind'],
    [5, '5 Steine', '5 Punkte', 'Ben** tauscht 5 Steine.', 'sind'],
    [21, '21 Steine', '21 Punkte', 'Ben** tauscht 21 Steine.', 'sind'],
  ])('the table counts %i in German: %s, %s', (n, stones, points, exchanged, verb) => {
    expect(de.turn.tiles(n)).toBe(stones);
    expect(de.turn.points(n)).toBe(points);
    expect(de.image.cardNote(false, false, n)).toBe(stones);
    expect(de.moves.event({ type: 'exchange', player: 1, tiles: 'A'.repeat(n) } as GameEvent, ctx)).toContain(exchanged);
    expect(de.rack.rack(undefined, 'A', n, false)).toContain(`(${points})`);
    expect(de.games.allTitle(3, n)).toContain(n === 0 ? 'laufen.' : `${n} ${verb} offen`);
    expect(form(n, 'fehlt', 'fehlen')).toBe(n === 1 ? 'fehlt' : 'fehlen');
  });

  it.each([
    ['Q', 'Dir fehlt Q für'],
    ['QZ', 'Dir fehlen Q und Z für'],
    ['EE?', 'Dir fehlen zwei E und ein Joker für'],
    ['??', 'Dir fehlen zwei Joker für'],
  ])('the tiles missing, %s: %s', (missing, text) => {
    expect(de.problems.engine['tiles-not-in-rack']({ code: 'tiles-not-in-rack', missing, tiles: 'QUIZ' })).toContain(text);
  });

  it.each([
    ['AQuA', 'u ist ein Joker'],
    ['bOoK', 'b und o sind Joker'],
    ['LaMa', 'beide a sind Joker'],
    ['MäDCHEN', 'ä ist ein Joker'],
    ['QUIZ', null],
  ])('names the blanks of %s: %s', (word, note) => {
    expect(de.blankNote(word)).toBe(note);
  });

  it.each([
    [0, 4, '0 von 4 Zügen waren'],
    [1, 4, '1 von 4 Zügen war'],
    [3, 4, '3 von 4 Zügen waren'],
    [1, 1, '1 von 1 Zug war'],
  ])('the analysis agrees with the count of best moves (%i of %i): %s', (best, moves, text) => {
    const s = de.advice.summary('Partie 1', { moves, bestMoves: best, totalEquityLost: 10, meanEquityLost: 2.5, biggestMisses: [] });
    expect(s).toContain(`${text} der beste Zug`);
  });
});
