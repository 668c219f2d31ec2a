/** The Spanish sentence table: translated throughout, with the same placeholders, within Discord's limits, counting right. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../src/ai/levels.js';
import { createGame } from '../src/engine/game.js';
import { PRESETS } from '../src/engine/rules.js';
import type { GameEvent, GameState } from '../src/engine/index.js';
import { TABLES, type Words } from '../src/bot/words/index.js';
import { en } from '../src/bot/words/en/index.js';
import { es } from '../src/bot/words/es/index.js';
import { agree, counted, decimal, plural } from '../src/bot/words/es/plural.js';
import { lateGameView } from '../src/render/fixtures.js';


function game(): GameState {
  const r = createGame({ rules: PRESETS[0]!.rules, players: [{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }], seed: 'es', firstPlayer: 0 });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
const over = (): GameState => ({ ...game(), status: 'over', result: { reason: 'went-out', scores: [402, 377], scoresBeforeAdjustments: [402, 377], winners: [0] } });

const ctx = {
  names: ['Ana', 'Bo'],
  twice: false,
  spell: (move: string) => ({ square: move.split(' ')[0]!, word: move.split(' ')[1]! }),
  judged: () => null,
};
const events: GameEvent[] = [
  { type: 'place', player: 0, move: '8D QUIZ', score: 42 } as GameEvent,
  { type: 'exchange', player: 1, tiles: 'AEI' } as GameEvent,
  { type: 'pass', player: 0 } as GameEvent,
  { type: 'withdrawn', player: 0, challenger: 1, checked: ['TIKET', 'KA'], words: ['TIKET'], score: 20 } as GameEvent,
  { type: 'challenge-lost', player: 1, challenged: 0, checked: ['QI', 'ZA'] } as GameEvent,
  { type: 'resign', player: 1 } as GameEvent,
  { type: 'end-rack', player: 0, from: 1, tiles: 'QX', points: 36 } as GameEvent,
];
const hint = { kind: 'place', text: '8H QUIZ', score: 42, leave: 'AE', leaveValue: -1.25, equity: 40.75 } as const;

/** Calls that give what a player reads: the same call on each table, with mentions, timestamps, commands and words of play to keep. */
const SAMPLES: [string, (w: Words) => string][] = [
  ['moves.opening', (w) => w.moves.opening(game())],
  ...events.map((e): [string, (w: Words) => string] => [`moves.event ${e.type}`, (w) => w.moves.event(e, ctx)]),
  ['moves.result', (w) => w.moves.result(over()).join('\n')],
  ['moves.rackBack', (w) => w.moves.rackBack('<@111>')],
  ['turn.wentOutWaiting', (w) => w.turn.wentOutWaiting('<@111>', '**Bo**')],
  ['turn.yourTurn', (w) => w.turn.yourTurn('<@111>', true)],
  ['turn.dealt', (w) => w.turn.dealt(['<@111>', '<@222>'])],
  ['clock.line', (w) => w.clock.line('Ana', 90_000, 600_000, 1_800_000_000_000)],
  ['clock.nudge', (w) => w.clock.nudge('<@111>', '**Bo**', 1_800_000_000_000)],
  ['rack.rack', (w) => w.rack.rack(w.rack.newRack, 'Q, U, I, Z', 22, true)],
  ['lobby.opened', (w) => w.lobby.opened('<@111>', false, true)],
  ['lobby.rematch', (w) => w.lobby.rematch('<@111>', { clock: true, hints: false, computers: true }, ['<@222>'], false)],
  ['lobby.cancelled', (w) => w.lobby.cancelled('<@111>', true)],
  ['threads.setting', (w) => w.threads.setting(true, true)],
  ['stats.settings', (w) => w.stats.settings(false, true)],
  ['stats.archived', (w) => w.stats.archived(3, [['Ana', 402], ['Bo', 377]], '2026-11-25')],
  ['advice.hints', (w) => w.advice.hints('A, E', [hint], true)],
  ['advice.wentOut', (w) => w.advice.wentOut('**Bo**', '**QUIZ** (8H) 42', null)],
  ['problems bad-position', (w) => w.problems.engine['bad-position']({ code: 'bad-position', detail: 'Z99' } as never)],
  ['problems not-your-turn', (w) => w.problems.engine['not-your-turn']({ code: 'not-your-turn', detail: 'Bo' } as never)],
  ['problems exchange-empty', (w) => w.problems.engine['exchange-empty']({ code: 'exchange-empty' } as never)],
  ['problems age-needed', (w) => w.problems.hub['age-needed']({ code: 'age-needed' })],
  ['problems replay-step', (w) => w.problems.hub['replay-step']({ code: 'replay-step', limit: 12 })],
  ['problems unknownChoice', (w) => w.problems.unknownChoice('pace', 'fast')],
  ['judge.verdict', (w) => w.judge.verdict(['QI', 'ZA'], false, 'NWL23')],
  ['games.game', (w) => w.games.game('<#999>', [[null, 120], ['Bo', 98]], 'Club', null, false, { leftMs: 60_000, deadline: 1_800_000_000_000 })],
  ['games.lobby', (w) => w.games.lobby('<#999>', 'Ana', 'Club', 1, 4, false)],
  ['replay.yourMove', (w) => w.replay.yourMove('**QUIZ** (8H) 42', '**QUIZZES** (8H) 96', 'E', 12.5)],
  ['puzzle.already', (w) => w.puzzle.already({ square: '8H', word: 'QUIZ' }, 87)],
  ['exports.gameOfMatch', (w) => w.exports.gameOfMatch(1, 2)],
];

/** What a translation must carry over unchanged: mentions, channel links, timestamps, and the commands named. */
const placeholders = (s: string) => (s.match(/<[@#]\d+>|<t:\d+:[A-Za-z]>|\/(?:scrabble(?: [a-z]+)?|puzzle)\b/g) ?? []).sort();

/** Every string in a table, by its path (functions left out: SAMPLES calls them). */
function strings(x: unknown, path = ''): [string, string][] {
  if (typeof x === 'string') return [[path, x]];
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
}
const at = (x: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], x);

/** A string literal with two words in a row is a sentence (as test/sentences-in-table.test.ts reads them). */
const SENTENCE = /[A-Za-z]{2,}[,:;]? [a-z]{2,}/;

describe('the Spanish sentence table', () => {
  it('is registered beside the English', () => {
    expect(TABLES.es).toBe(es);
    expect(TABLES.en).toBe(en);
  });

  it.each(SAMPLES)('%s: says it in Spanish, with the same mentions, links, timestamps and commands as the English', (_name, call) => {
    const [said, english] = [call(es), call(en)];
    expect(said.trim()).not.toBe('');
    expect(said).not.toBe(english);
    expect(placeholders(said)).toEqual(placeholders(english));
    // Markdown marks come in pairs, so nothing bold or quoted runs on into the rest of the message.
    expect((said.match(/\*\*/g) ?? []).length % 2).toBe(0);
    expect((said.match(/`/g) ?? []).length % 2).toBe(0);
  });

  it('keeps the words of play as the game gives them', () => {
    expect(es.moves.event(events[0]!, ctx)).toContain('**QUIZ** (8D)');
    expect(es.moves.play({ square: '8D', word: 'AQuA' }, 14)).toBe('**AQuA** (8D) por 14 puntos (la u es un comodín)');
    expect(es.moves.challenged('Carol', ['TIKET', 'KA'], ['TIKET'])).toBe('**Carol** impugnó TIKET y KA: TIKET no es una palabra válida, KA sí');
    expect(es.image.lastMove({ player: 0, kind: 'place', move: '8D AQuA', score: 14, squares: [] }, { word: 'AQuA', square: '8D' })).toBe('AQuA (8D) (u: comodín)');
    expect(es.image.lastMove({ player: 0, kind: 'place', move: '8D BoOs', score: 6, squares: [] }, { word: 'BoOs', square: '8D' })).toBe('BoOs (8D) (o y s: comodines)');
    expect(es.judge.verdict(['QI', 'ZA'], true, 'NWL23')).toBe('La jugada **QI, ZA** es válida en NWL23.');
    // Any lower-case letter is a blank, accented ones too (Spanish tile sets hold Ñ).
    expect(es.blankNote('NIñO')).toBe('la ñ es un comodín');
  });

  it('has no string left as the English has it, wherever the English is a sentence', () => {
    const english = strings(en).filter(([, s]) => SENTENCE.test(s));
    expect(english.length).toBeGreaterThan(50);
    const same = english.filter(([path, s]) => at(es, path) === s).map(([path]) => path);
    expect(same).toEqual([]);
    const blank = (w: Words) => strings(w).filter(([, s]) => s.trim() === '').map(([path]) => path);
    expect(blank(es)).toEqual(blank(en));
  });

  it('names every preset, tile set and level, and words the rules of each preset without English', () => {
    for (const p of PRESETS) {
      expect(es.presets[p.id].name).not.toBe(en.presets[p.id].name);
      expect(es.presets[p.id].description).toMatch(/^[A-ZÁÉÍÓÚÑ][^.]{8,100}\.$/);
      const rules = es.rules.text(p.rules);
      expect(rules).toContain('• Jugadores:');
      expect(rules).not.toMatch(/\b(the|and|tiles|players|when)\b/);
    }
    expect(es.lobby.computers.level(LEVELS.strong.name)).toBe('Computadora (Fuerte)');
  });

  it('names its own buttons and choices where a sentence tells the player to press or pick them', () => {
    const { buttons } = es.turn;
    expect(es.moves.rackBack('<@1>')).toContain(`**${buttons.rack}**`);
    expect(es.turn.dealt(['<@1>'])).toContain(`**${buttons.rack}**`);
    expect(es.advice.wentOut(null, null, null)).toContain(`**${buttons.challenge}**`);
    expect(es.advice.wentOut(null, null, null)).toContain(`**${buttons.accept}**`);
    expect(es.moves.result({ ...over(), status: 'between-games' })).toContainEqual(expect.stringContaining(`**${buttons.nextGame}**`));
    const [threadsOn, threadsOff] = [es.commands.choices.threads.on, es.commands.choices.threads.off].map((c) => c.split(' ')[0]);
    expect(es.threads.setting(true, false)).toContain(`threads:${threadsOff}\``);
    expect(es.threads.setting(false, false)).toContain(`threads:${threadsOn}\``);
    expect(es.problems.hub['hints-off']({ code: 'hints-off' })).toContain(`hints:${es.commands.choices.hints.on}\``);
    expect(es.problems.hub['replay-outdated']({ code: 'replay-outdated' })).toContain(`replay:${es.commands.choices.replay[0]![0].split(':')[0]}\``);
    expect(es.games.noneMine).toContain(`show:${es.commands.choices.show[1]![0].split(' ')[0]}\``);
  });

  it('names Discord\'s permissions as Discord in Spanish does, agreeing with how many are missing', () => {
    expect(es.problems.hub['missing-permissions']({ code: 'missing-permissions', detail: 'Send Messages and Attach Files' }))
      .toBe('No puedo publicar el tablero aquí: necesito los permisos Enviar mensajes y Adjuntar archivos en este canal. Pide a un administrador del servidor que me los dé.');
    expect(es.problems.hub['missing-permissions']({ code: 'missing-permissions', detail: 'Embed Links' })).toContain('el permiso Insertar enlaces en este canal');
  });

  it.each([
    [['Ana'], 'Ana'],
    [['Ana', 'Bo'], 'Ana y Bo'],
    [['Ana', 'Bo', 'Cy'], 'Ana, Bo y Cy'],
    [['Ana', 'Inés'], 'Ana e Inés'],
    [['Ana', 'Hilda'], 'Ana e Hilda'],
    [['Ana', 'hielo'], 'Ana y hielo'],
    [['QI', '**IR**'], 'QI e **IR**'],
  ])('lists %j as %s', (items, text) => {
    expect(es.list(items)).toBe(text);
  });
});

describe('the Spanish slash command words', () => {
  // The choices kept with the refusals (`/scrabble new pace:` and `timeout:`); the others are in `commands.choices`.
  const choiceNames = [...es.problems.paceChoices, ...es.problems.timeoutChoices].map(([name]) => name);
  const texts: [string, string][] = [
    ...strings(es.commands).filter(([path]) => !path.startsWith('choices.') || !/\.1$/.test(path)),
    ...choiceNames.map((n): [string, string] => ['choice', n]),
    ...Object.values(LEVELS).map((l): [string, string] => [`computer ${l.id}`, es.commands.choices.computer(l.name)]),
  ];

  it.each(texts)('%s: "%s" is 1-100 characters', (_path, text) => {
    expect(text.length).toBeGreaterThanOrEqual(1);
    expect(text.length).toBeLessThanOrEqual(100);
  });

  it('describes every subcommand and option in Spanish, with the choices\' values the English has', () => {
    const described = strings(es.commands).filter(([path]) => !path.startsWith('choices.'));
    expect(described.map(([path]) => path)).toEqual(strings(en.commands).filter(([path]) => !path.startsWith('choices.')).map(([path]) => path));
    for (const [path, text] of described) expect(text, path).not.toBe(at(en.commands, path));
    const values = (w: Words) => [w.commands.choices.share, w.commands.choices.replay, w.commands.choices.challenge, w.commands.choices.puzzleShow,
      w.commands.choices.show, w.problems.paceChoices, w.problems.timeoutChoices].map((cs) => cs.map(([, v]) => v));
    expect(values(es)).toEqual(values(en));
  });
});

describe('Spanish counts', () => {
  it.each([
    [0, '0 fichas', 'ninguna ficha', 'ningún turno', 'quedan'],
    [1, '1 ficha', 'una ficha', 'un turno', 'queda'],
    [2, '2 fichas', 'dos fichas', 'dos turnos', 'quedan'],
    [5, '5 fichas', 'cinco fichas', 'cinco turnos', 'quedan'],
    [21, '21 fichas', '21 fichas', '21 turnos', 'quedan'],
  ])('%i: %s, %s, %s, %s', (n, digits, feminine, masculine, verb) => {
    expect(plural(n, 'ficha', 'fichas')).toBe(digits);
    expect(counted(n, 'f', 'ficha', 'fichas')).toBe(feminine);
    expect(counted(n, 'm', 'turno', 'turnos')).toBe(masculine);
    expect(agree(n, 'queda', 'quedan')).toBe(verb);
  });

  it.each([
    ['turn.tiles (0)', '0 fichas', (w: Words) => w.turn.tiles(0)],
    ['turn.tiles (1)', '1 ficha', (w: Words) => w.turn.tiles(1)],
    ['turn.points (1)', '1 punto', (w: Words) => w.turn.points(1)],
    ['turn.points (21)', '21 puntos', (w: Words) => w.turn.points(21)],
    ['image.cardNote (1)', '1 ficha', (w: Words) => w.image.cardNote(false, false, 1)],
    ['image.cardNote (5)', '5 fichas', (w: Words) => w.image.cardNote(false, false, 5)],
    ['nudge-too-soon (1)', 'dentro de 1 minuto.', (w: Words) => w.problems.hub['nudge-too-soon']({ code: 'nudge-too-soon', limit: 1 })],
    ['nudge-too-soon (2)', 'dentro de 2 minutos.', (w: Words) => w.problems.hub['nudge-too-soon']({ code: 'nudge-too-soon', limit: 2 })],
    ['tiles-not-in-rack (1)', 'Te falta una J ', (w: Words) => w.problems.engine['tiles-not-in-rack']({ code: 'tiles-not-in-rack', missing: 'J', tiles: 'J' } as never)],
    ['tiles-not-in-rack (2)', 'Te faltan dos E ', (w: Words) => w.problems.engine['tiles-not-in-rack']({ code: 'tiles-not-in-rack', missing: 'EE', tiles: 'EE' } as never)],
    ['blankNote (1)', 'la u es un comodín', (w: Words) => w.blankNote('AQuA') ?? ''],
    ['blankNote (2)', 'la g y la d son comodines', (w: Words) => w.blankNote('gOOd') ?? ''],
    ['blankNote (2)', 'las dos o son comodines', (w: Words) => w.blankNote('BoOo') ?? ''],
  ])('%s reads "%s"', (_where, text, call) => {
    expect(call(es)).toContain(text);
  });

  it('agrees for every count: one is singular, every other count plural', () => {
    fc.assert(fc.property(fc.nat(100_000), (n) => {
      expect(plural(n, 'ficha', 'fichas')).toBe(`${n} ${n === 1 ? 'ficha' : 'fichas'}`);
      expect(es.turn.tiles(n).endsWith(n === 1 ? ' ficha' : ' fichas')).toBe(true);
    }));
  });

  it.each([
    [3.25, '3,3'], [-2, '−2,0'], [-0.04, '0,0'], [40.75, '40,8'], [0, '0,0'],
  ])('writes %d as %s', (x, text) => {
    expect(decimal(x)).toBe(text);
  });

  it('writes the finished board\'s lines in Spanish', () => {
    const lines = es.image.notices(lateGameView({ over: true }), ['Ana', 'Bo'], 1).map((l) => l.map(([text]) => text).join(''));
    expect(lines.join('\n')).toMatch(/^Final: .+ gana \d+–\d+ {2}\(/);
  });
});
