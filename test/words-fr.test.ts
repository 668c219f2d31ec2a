/**
 * The French sentence table: every string it gives is French (no English sentence left),
 * keeps the mentions, markdown and commands of the English one, fits Discord's limits where
 * Discord shows it as a command's words, and counts in French (0 and 1 singular).
 */
import { describe, expect, it } from 'vitest';
import { createGame, findPreset, PRESETS, type GameEvent, type GameState, type PublicView } from '../src/engine/index.js';
import { LEVELS, LEVEL_IDS } from '../src/ai/levels.js';
import { TABLES, type Words } from '../src/bot/words/index.js';
import { en } from '../src/bot/words/en/index.js';
import { fr } from '../src/bot/words/fr/index.js';
import { counted, decimal, figure, of, pluralOf, tileNames } from '../src/bot/words/fr/common.js';
import { lateGameView } from '../src/render/fixtures.js';

const started = (() => {
  const g = createGame({ rules: findPreset('tournament')!.rules, players: [{ id: 'a', name: 'Alice' }, { id: 'b', name: 'Bob' }], seed: 'fr', firstPlayer: 0 });
  if (!g.ok) throw new Error(g.error.code);
  return g.value;
})();
const over: GameState = {
  ...started,
  status: 'over',
  result: { reason: 'went-out', scores: [402, 377], scoresBeforeAdjustments: [402, 377], winners: [0] },
};

const ctx = {
  names: ['Alice', 'Bob'],
  twice: false,
  spell: (move: string) => ({ square: move.split(' ')[0]!, word: move.split(' ')[1]! }),
  judged: () => ({ square: '8D', word: 'TIKEt' }),
};
const event = (e: Partial<GameEvent> & { type: GameEvent['type'] }) => (w: Words) => w.moves.event({ player: 0, rack: '', total: 0, ...e } as GameEvent, ctx);
const hint = { kind: 'place' as const, text: '8H QUIZ', word: 'QUIZ', score: 42, leave: 'AE', leaveValue: -1.25, equity: 40.75 };
const deadline = 1_800_000_000_000;
const problem = <K extends keyof Words['problems']['hub']>(code: K, p: Record<string, unknown> = {}) => (w: Words) => w.problems.hub[code]({ code, ...p } as never);
const refusal = <K extends keyof Words['problems']['engine']>(code: K, e: Record<string, unknown> = {}) => (w: Words) => w.problems.engine[code]({ code, ...e } as never);

/**
 * Calls of the table with the same values in both languages. `code`: the code spans must be
 * the same (commands, moves, tiles); a sentence that names a translated choice (`threads:`)
 * keeps their number only.
 */
const SAMPLES: [name: string, say: (w: Words) => string, code: 'same' | 'count'][] = [
  ['opening', (w) => w.moves.opening(started), 'same'],
  ['result', (w) => w.moves.result(over).join('\n'), 'same'],
  ['a play', event({ type: 'place', move: '8D AQuA', score: 14 }), 'same'],
  ['an exchange of one', event({ type: 'exchange', tiles: 'A' }), 'same'],
  ['a play withdrawn', event({ type: 'withdrawn', challenger: 1, score: 12, words: ['TIKET'], checked: ['TIKET', 'KA'] }), 'same'],
  ['a challenge lost', event({ type: 'challenge-lost', player: 1, challenged: 0, checked: ['TIKET', 'KA', 'ZA'] }), 'same'],
  ['a rack penalty', event({ type: 'rack-penalty', player: 1, tiles: 'AB', points: -4 }), 'same'],
  ['rack back', (w) => w.moves.rackBack('<@111>'), 'same'],
  ['tiles dealt', (w) => w.turn.dealt(['<@111>', '<@222>']), 'same'],
  ['your turn', (w) => w.turn.yourTurn('<@111>', true), 'same'],
  ['went out, waiting', (w) => w.turn.wentOutWaiting('<@111>', 'Bob'), 'same'],
  ['end proposed', (w) => w.turn.endProposed, 'same'],
  ['clock line', (w) => w.clock.line('Bob', 65_000, 3_600_000, deadline), 'same'],
  ['nudge', (w) => w.clock.nudge('<@111>', '<@222>', deadline), 'same'],
  ['rack', (w) => w.rack.rack(w.rack.newRack, w.rack.tiles('AB?DEFG'), 12, true), 'same'],
  ['lobby opened', (w) => w.lobby.opened('<@111>', false, true), 'same'],
  ['rematch', (w) => w.lobby.rematch('<@111>', { clock: true, hints: true, computers: false }, ['<@222>', '<@333>'], true), 'same'],
  ['joined', (w) => w.lobby.joined(2, 4, '<@111>'), 'same'],
  ['cancelled', (w) => w.lobby.cancelled('<@111>', true), 'same'],
  ['pings setting', (w) => w.stats.settings(false, true), 'same'],
  ['threads setting', (w) => w.threads.setting(true, true), 'count'],
  ['hints', (w) => w.advice.hints('A, E, I', [{ ...hint, swap: 'J9' }, { ...hint, endgame: { spread: 12, exact: true } }], true), 'same'],
  ['went out', (w) => w.advice.wentOut(null, '**QUIZ** (8H)', null), 'same'],
  ['bad position', refusal('bad-position', { detail: '<@everyone>' }), 'same'],
  ['tiles not in rack', refusal('tiles-not-in-rack', { missing: 'EE?', tiles: 'EEZ?' }), 'same'],
  ['exchange empty', refusal('exchange-empty'), 'same'],
  ['no game', problem('no-game'), 'same'],
  ['age needed', problem('age-needed'), 'same'],
  ['replay step', problem('replay-step', { limit: 30 }), 'count'],
  ['hints off', problem('hints-off'), 'count'],
  ['thread permissions', problem('thread-permissions', { detail: 'Create Public Threads and Send Messages in Threads' }), 'count'],
  ['games list', (w) => w.games.game('<#9>', [[null, 120], ['Bob', 99]], 'Club', null, false, { leftMs: 60_000, deadline }), 'same'],
  ['puzzle', (w) => w.puzzle.puzzle('2026-11-01', 12, [120, 140], 1, 'A, B'), 'same'],
  ['judge', (w) => w.judge.verdict(['QI', 'ZA'], false, 'CSW21'), 'same'],
  ['replay, your move', (w) => w.replay.yourMove('**QUIZ** (8H)', '**QUIZ** (8F)', 'AE', 9.25), 'same'],
  ['unknown choice', (w) => w.problems.unknownChoice('pace', 'fast'), 'same'],
];

/** What a sentence must carry over: mentions, channel links and timestamps; bold marks; code spans. */
const marks = (s: string) => ({
  mentions: [...s.matchAll(/<[@#][^>]+>|<t:\d+:[a-zA-Z]>/g)].map((m) => m[0]).sort(),
  bold: s.split('**').length - 1,
  code: [...s.matchAll(/`[^`]*`/g)].map((m) => m[0]),
});

/** English words that mean a sentence was left untranslated, looked for outside code spans, mentions and the page's `{placeholders}`. */
const ENGLISH = /(?<!\p{L})(the|your|you|and|is|are|not|with|to|of|for|game|games|turn|rack|tiles?|blank|board|play|players?|challenge|exchange|pass|wins?|move|here)(?!\p{L})/iu;
/** A sentence without what stays as typed: code spans, mentions, the page's `{placeholders}` and slash commands written out (`/scrabble board`). */
const prose = (s: string) => s.replace(/`[^`]*`/g, ' ').replace(/<[@#t][^>]*>/g, ' ').replace(/\{\w+\}/g, ' ')
  .replace(/\/(scrabble|puzzle)( [a-z]+)?( [a-z_]+:\S*)*/g, ' ');

/** Every string a table holds as a value (not a function's), with its path. */
function strings(x: unknown, path = ''): [string, string][] {
  if (typeof x === 'string') return [[path, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (x !== null && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** Choice tuples hold their value (an id) after their label: only labels are words. */
const withoutChoiceValues = (list: [string, string][]) => list.filter(([path]) => !/\]\[1\]$/.test(path));

describe('the French table', () => {
  it('is registered beside English, and shares no object with it', () => {
    expect(TABLES.fr).toBe(fr);
    expect(TABLES.en).toBe(en);
    for (const key of Object.keys(en) as (keyof Words)[]) {
      if (typeof en[key] === 'object') expect(fr[key], key).not.toBe(en[key]);
    }
  });

  it.each(SAMPLES)('%s: French, not empty, with the English sentence\'s mentions, bold and commands', (_name, say, code) => {
    const [french, english] = [say(fr), say(en)];
    expect(french.trim()).not.toBe('');
    expect(french).not.toBe(english);
    expect(prose(french)).not.toMatch(ENGLISH);
    const [f, e] = [marks(french), marks(english)];
    expect(f.mentions).toEqual(e.mentions);
    expect(f.bold).toBe(e.bold);
    // `8H WORD` shows how a play is written: the word in it is a placeholder, said in French.
    if (code === 'same') expect(f.code).toEqual(e.code.map((c) => c.replace('WORD', 'MOT')));
    else expect(f.code.length).toBe(e.code.length);
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))('the rules of %s, in a paragraph and as a list, are French', (_id, preset) => {
    for (const [french, english] of [[fr.rules.summary(preset.rules), en.rules.summary(preset.rules)], [fr.rules.text(preset.rules), en.rules.text(preset.rules)]]) {
      expect(prose(french!)).not.toMatch(ENGLISH);
      expect(marks(french!).code).toEqual(marks(english!).code.map((c) => c.replace('WORD', 'MOT')));
    }
  });

  it('holds no English among its fixed words (labels, buttons, the Activity page, names)', () => {
    const found = withoutChoiceValues(strings(fr))
      .filter(([path]) => !['.activity.page.title', '.activity.page.typeMoveHint'].includes(path))
      .filter(([, s]) => ENGLISH.test(prose(s)));
    expect(found).toEqual([]);
  });

  it('keeps the Activity page\'s placeholders, which the page fills in', () => {
    const placeholders = (page: object) => strings(page).map(([path, s]) => [path, [...s.matchAll(/\{\w+\}/g)].map((m) => m[0])]);
    expect(placeholders(fr.activity.page)).toEqual(placeholders(en.activity.page));
  });

  it('names every move on the board image in French', () => {
    const view: PublicView = { ...lateGameView({ over: true }) };
    const line = fr.image.notices(view, ['Ada', 'Grace'], 1).map((l) => l.map(([text]) => text).join('')).join('\n');
    expect(line).toBe('Fin de partie : Grace gagne 398–371  (un joueur a fini)');
    expect(fr.image.lastMove({ player: 0, kind: 'challenge', move: '8D AQuA', score: 0, squares: [] }, { word: 'AQuA', square: '8D' }))
      .toBe('a contesté à tort AQuA (8D) (u est un joker)');
  });
});

describe('the French slash command\'s words, within Discord\'s limits', () => {
  const c = fr.commands;
  /** The command's description and each subcommand's and option's, by where Discord shows them. */
  const descriptionsOf = (w: Words): [string, string][] => [
    ['scrabble', w.commands.scrabble],
    ...Object.entries(w.commands).filter(([k]) => k !== 'scrabble' && k !== 'choices').flatMap(([name, d]) => {
      const { description, options } = d as { description: string; options: Record<string, string> };
      return [[name, description], ...Object.entries(options).map(([o, text]) => [`${name} ${o}:`, text])] as [string, string][];
    }),
  ];
  const descriptions = descriptionsOf(fr);
  const choiceNames: [string, string][] = [
    ...withoutChoiceValues(strings(c.choices, 'choices')),
    ...LEVEL_IDS.map((id) => [`choices.computer(${id})`, c.choices.computer(LEVELS[id].name)] as [string, string]),
    ...withoutChoiceValues(strings(fr.problems.paceChoices, 'paceChoices')),
    ...withoutChoiceValues(strings(fr.problems.timeoutChoices, 'timeoutChoices')),
    // The lobby's menu of computer players: Discord's select options have the same limits.
    ...LEVEL_IDS.map((id) => [`lobby.computers.level(${id})`, fr.lobby.computers.level(LEVELS[id].name)] as [string, string]),
    ...strings(fr.lobby.computers.describe, 'lobby.computers.describe'),
    ...fr.suggest.howToWrite('8H', 'H8', 'A, B, C, D, E, F, joker').map((s, i) => [`suggest.howToWrite[${i}]`, s] as [string, string]),
  ];

  it('has a description for every subcommand and option the English has, each its own', () => {
    expect(descriptions.map(([k]) => k)).toEqual(descriptionsOf(en).map(([k]) => k));
    const english = new Map(descriptionsOf(en));
    expect(descriptions.filter(([k, text]) => text === english.get(k))).toEqual([]);
  });

  it.each([...descriptions, ...choiceNames])('%s: 1-100 characters', (_path, text) => {
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(100);
  });

  it('translates the computer levels\' names in the choices', () => {
    expect(LEVEL_IDS.map((id) => c.choices.computer(LEVELS[id].name))).toEqual(['Ordinateur (Débutant)', 'Ordinateur (Détente)', 'Ordinateur (Club)', 'Ordinateur (Fort)']);
  });
});

describe('French counts', () => {
  it.each([
    [0, '0 jeton', '0 point'],
    [1, '1 jeton', '1 point'],
    [2, '2 jetons', '2 points'],
    [5, '5 jetons', '5 points'],
    [21, '21 jetons', '21 points'],
  ])('%i: %s', (n, tiles, points) => {
    expect(counted(n, 'jeton')).toBe(tiles);
    expect(fr.turn.tiles(n)).toBe(tiles);
    expect(fr.turn.points(n)).toBe(points);
    expect(fr.image.cardNote(false, false, n)).toBe(tiles);
    expect(fr.image.lastMove({ player: 0, kind: 'exchange', count: n, score: 0, squares: [] }, null)).toBe(`a échangé ${tiles}`);
    expect(pluralOf(n, 'partie classée', 'parties classées')).toBe(n < 2 ? 'partie classée' : 'parties classées');
    expect(fr.moves.event({ type: 'exchange', player: 0, rack: '', tiles: 'A'.repeat(n), total: 0 }, ctx)).toBe(`**Alice** a échangé ${tiles}.`);
    expect(fr.problems.hub['nudge-too-soon']({ code: 'nudge-too-soon', limit: n })).toBe(`Quelqu'un a déjà relancé dans ce salon il y a un instant. Réessaie dans ${n} ${n < 2 ? 'minute' : 'minutes'}.`);
    expect(fr.stats.byRules('Club', n, n)).toBe(`Club : ${n} ${n < 2 ? 'partie' : 'parties'}, ${n} ${n < 2 ? 'gagnée' : 'gagnées'}`);
    expect(fr.rack.rack(undefined, 'A', n, false)).toBe(`Ton chevalet : A (${points}).`);
  });

  it.each([
    ['EE?', 'deux E et un joker'],
    ['??', 'deux jokers'],
    ['QEEE', 'Q et trois E'],
    ['J', 'J'],
  ])('tiles %s are named %s (letters take no plural mark)', (tiles, named) => {
    expect(tileNames(tiles)).toBe(named);
  });

  it.each([
    ['AQuA', 'u est un joker'],
    ['ooPS', 'les deux o sont des jokers'],
    ['uaX', 'u et a sont des jokers'],
    ['ÉTé', 'é est un joker'],
    ['QUIZ', null],
  ])('the blanks of %s: %s', (word, note) => {
    expect(fr.blankNote(word)).toBe(note);
  });

  it.each([
    [-1.25, '−1,3'],
    [40.75, '40,8'],
    [0, '0,0'],
    [-0.01, '0,0'],
  ])('%d with one decimal, the French way: %s', (x, shown) => {
    expect(decimal(x)).toBe(shown);
  });

  it('separates thousands as French does, with a narrow no-break space', () => {
    expect(figure(12345)).toBe('12\u202F345');
    expect(counted(1500, 'point')).toBe('1\u202F500 points');
  });

  it.each([
    ['Alice', "d'Alice"],
    ['**Éric**', "d'**Éric**"],
    ['Bob', 'de Bob'],
    ['<@111>', 'de <@111>'],
    ['Hugo', 'de Hugo'],
  ])('%s after « de »: %s', (name, shown) => {
    expect(of(name)).toBe(shown);
  });

  it('speaks to one player as « tu » and to several as « vous »', () => {
    expect(fr.lobby.rematch('<@1>', { clock: false, hints: false, computers: false }, ['<@2>'], false)).toContain('appuie sur **Rejoindre**');
    expect(fr.lobby.rematch('<@1>', { clock: false, hints: false, computers: false }, ['<@2>', '<@3>'], false)).toContain('appuyez sur **Rejoindre**');
  });

  it('writes the first of the month as « 1er »', () => {
    expect(fr.puzzle.revealed('2026-11-01', { play: { word: 'QI', square: '8H' }, score: 22, equity: 30 }, { play: { word: 'QI', square: '8H' }, score: 22, equity: 30 }))
      .toMatch(/^Réponse au problème du 1er novembre 2026 : /);
  });
});
