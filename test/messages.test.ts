/**
 * Every sentence a player can read about a refusal, and every line the channel reads
 * about a turn, written out here as the player sees it.
 */
import { describe, expect, it } from 'vitest';
import { explain, HUB_SENTENCES, type BotProblem, type BotProblemCode, type Problem } from '../src/bot/messages.js';
import { blankNote, describeLastMove, lobbyMessage, playWords, statsMessage } from '../src/bot/present.js';
import { rulesSummary, rulesText } from '../src/bot/rules-text.js';
import { words } from '../src/bot/words/index.js';
import { PRESETS, type ChallengeRule, type ErrorCode, type GameEvent, type RuleError } from '../src/engine/index.js';
import { rulesOf, scenario } from './support/engine.js';

const ENGINE_CASES: [ErrorCode, Omit<RuleError, 'code'>][] = [
  ['bad-notation', {}], ['bad-position', { detail: '8Z' }], ['bad-word', { detail: 'QU!Z' }], ['off-board', {}],
  ['no-new-tiles', {}], ['playthrough-mismatch', { detail: '8H:Q' }], ['dot-on-empty-square', {}], ['gap-in-word', {}],
  ['word-extends', {}], ['first-play-center', {}], ['first-play-too-short', {}], ['not-connected', {}],
  ['tiles-not-in-rack', { tiles: 'JEHAD', missing: 'JHAD' }], ['tiles-not-in-rack', { tiles: 'ZZZE??', missing: 'ZZ??' }], ['tiles-not-in-rack', { tiles: 'E', missing: 'E' }],
  ['tiles-not-in-rack', { tiles: 'QZ' }], ['invalid-words', { words: ['QZX'] }], ['invalid-words', { words: ['QZX', 'ZA', 'XU'] }],
  ['blank-swap-not-allowed', {}], ['blank-swap-not-allowed', { detail: 'H8' }], ['blank-swap-unused', {}],
  ['game-not-started', {}], ['game-over', {}], ['not-your-turn', {}], ['not-your-turn', { detail: 'Bob' }], ['not-a-player', {}], ['pass-not-allowed', {}],
  ['exchange-bag-too-small', { limit: 7 }], ['exchange-bag-too-small', { limit: 1 }], ['exchange-bag-below-minimum', { limit: 7 }], ['exchange-whole-rack-only', {}],
  ['exchange-empty', {}], ['exchange-tiles-not-in-rack', { tiles: 'QQ' }], ['no-challenge-window', {}],
  ['cannot-challenge-own-play', {}], ['challenge-not-allowed', {}], ['lexicon-required', {}], ['agreement-not-allowed', {}],
  ['no-end-proposal', {}], ['own-end-proposal', {}], ['end-already-proposed', {}], ['must-decide-challenge', {}],
  ['not-between-games', {}], ['too-few-players', { limit: 2 }], ['too-many-players', { limit: 4 }], ['duplicate-player', {}],
  ['ages-required', {}], ['bad-first-player', {}], ['unknown-schema', {}],
];

const BOT_CASES: [BotProblemCode, Omit<BotProblem, 'code'>][] = [
  ['no-game', {}], ['game-already-running', {}], ['lobby-already-open', {}], ['no-lobby', {}], ['already-joined', {}],
  ['not-in-lobby', {}], ['lobby-full', { limit: 4 }], ['seats-kept', { limit: 2 }], ['not-host', {}], ['host-cannot-leave', {}], ['age-needed', {}],
  ['bad-age', {}], ['spectator', {}], ['game-not-over', {}], ['unknown-preset', { detail: 'speed' }],
  ['unknown-lexicon', { detail: 'TWL' }], ['lexicon-not-ready', { detail: 'hunspell-it' }], ['cannot-cancel', {}], ['missing-permissions', { detail: 'Attach Files' }],
  ['missing-permissions', { detail: 'Send Messages and Embed Links' }], ['stale', {}], ['internal', {}],
  ['resigned', {}], ['use-resign', {}], ['old-board', {}], ['store-unavailable', {}], ['interrupted', {}], ['restarting', {}], ['unknown-command', {}],
  ['computer-host-only', {}], ['computer-not-seated', {}], ['lobby-started', {}], ['old-lobby', {}], ['hints-off', {}], ['analysis-not-ready', {}],
  ['thread-permissions', { detail: 'Create Public Threads' }], ['thread-permissions', { detail: 'Create Public Threads and Send Messages in Threads' }],
  ['thread-refused', {}], ['needs-manage-server', {}],
  ['nudge-own-turn', {}], ['nudge-computer', {}], ['nudge-too-soon', { limit: 1 }], ['nudge-too-soon', { limit: 4 }], ['no-archived-game', {}],
  ['unknown-lexicon', { detail: 'TWL', options: ['sowpods', 'NWL23'] }],
  ['unknown-language', { detail: 'klingon' }], ['preset-not-in-language', { detail: 'duel', language: 'fr' }],
  ['lexicon-not-in-language', { detail: 'sowpods', language: 'es', listLanguage: 'en' }], ['judge-in-game', {}], ['judge-no-words', {}],
  ['judge-not-letters', { detail: 'D0G' }], ['judge-too-many-words', { limit: 8 }], ['judge-word-too-long', { detail: 'ABCDEFGHIJKLMNOP', limit: 15 }],
  ['replay-outdated', {}], ['replay-gone', {}], ['replay-step', { limit: 31 }],
];

it('every problem code of the hub has a case here', () => {
  const covered = new Set(BOT_CASES.map(([code]) => code));
  const all = Object.keys(HUB_SENTENCES) as BotProblemCode[];
  expect(all.filter((c) => !covered.has(c))).toEqual([]);
});

describe('refusals, in the player\'s words', () => {
  it.each([...ENGINE_CASES, ...BOT_CASES])('%s %j', (code, extra) => {
    const text = explain({ code, ...extra } as Problem);
    expect(text).toMatch(/^[A-Z"`].*[.!]$/s);
    expect(text).not.toMatch(/undefined|null|\[object|NaN/);
    // Codes are for code; players read words.
    expect(text).not.toContain(code.includes('-') ? code : `{${code}}`);
  });

  // The permissions named are the bot's own words, not what anyone typed.
  const QUOTING = [...ENGINE_CASES, ...BOT_CASES].filter(([code]) => code !== 'missing-permissions' && code !== 'thread-permissions');
  it.each(QUOTING)('%s stays one short sentence whatever it quotes', (code, extra) => {
    for (const typed of ['Q'.repeat(6000), '\u200B'.repeat(1990), '😀'.repeat(3000), '@everyone '.repeat(600)]) {
      // Words named invalid are read off the board: letters only.
      if ('words' in extra && !/^[A-Z]+$/.test(typed)) continue;
      const text = explain({ code, ...extra, ...('detail' in extra ? { detail: typed } : {}), ...('tiles' in extra ? { tiles: typed } : {}), ...('words' in extra ? { words: [typed, typed] } : {}) } as Problem);
      expect(text.length).toBeLessThan(500);
      expect(text).toMatch(/^[A-Z"`].*[.!]$/s);
    }
  });

  it('reads as written', () => {
    const sentences = [...ENGINE_CASES, ...BOT_CASES].map(([code, extra]) => `${code}: ${explain({ code, ...extra } as Problem)}`);
    expect(sentences).toMatchSnapshot();
  });
});

describe('what the channel reads after each turn', () => {
  const s = scenario(rulesOf('tournament'), { players: 3 });
  const events: GameEvent[] = [
    { type: 'place', player: 0, rack: 'QUIZAAA', move: '8H QUIZ', score: 44, total: 44, words: ['QUIZ'] },
    { type: 'exchange', player: 1, rack: 'AAAAAAA', tiles: 'AAA', total: 0 },
    { type: 'exchange', player: 1, rack: 'AAAAAAA', tiles: 'A', total: 0 },
    { type: 'pass', player: 2, rack: 'AAAAAAA', total: 0 },
    { type: 'withdrawn', player: 0, rack: 'QZXAAAA', score: -30, total: 14, words: ['QZX'] },
    { type: 'withdrawn', player: 0, rack: 'QZXAAAA', score: -30, total: 14, words: ['QZX', 'XA'] },
    // As recorded now: who challenged, and every word the play formed.
    { type: 'withdrawn', player: 0, rack: 'TIKETKA', score: -20, total: 24, words: ['TIKET'], challenger: 2, checked: ['TIKET', 'KA'] },
    { type: 'withdrawn', player: 0, rack: 'QZXAAAA', score: -30, total: 14, words: ['QZX', 'XA'], challenger: 1, checked: ['QZX', 'XA'] },
    { type: 'withdrawn', player: 0, rack: 'QZXAAAA', score: -30, total: 14, words: ['QZX'], challenger: 1, checked: ['QZX'] },
    { type: 'challenge-bonus', player: 0, rack: 'AAAAAAA', bonus: 5, total: 49, challenger: 1, checked: ['QI', 'XI', 'AX'] },
    { type: 'challenge-lost', player: 1, rack: 'AAAAAAA', total: 0, challenged: 0, checked: ['QI', 'XI'] },
    { type: 'challenge-failed', player: 2, rack: 'AAAAAAA', total: 0, challenged: 0, checked: ['QI'] },
    { type: 'challenge-bonus', player: 0, rack: 'AAAAAAA', bonus: 5, total: 49, challenger: 1 },
    { type: 'challenge-lost', player: 1, rack: 'AAAAAAA', total: 0, challenged: 0 },
    { type: 'challenge-failed', player: 1, rack: 'AAAAAAA', total: 0, challenged: 0 },
    { type: 'skip', player: 2, rack: 'AAAAAAA', total: 0 },
    { type: 'blank-swap', player: 0, row: 7, col: 7, letter: 'Q' },
    { type: 'resign', player: 2 },
    { type: 'end-proposed', player: 1 },
    { type: 'end-declined', player: 0 },
    { type: 'end-agreed', player: 0 },
    { type: 'end-rack', player: 0, from: 1, tiles: 'QZ', points: 20, total: 64 },
    { type: 'rack-penalty', player: 1, tiles: 'QZ', points: -20, total: -20 },
    { type: 'time-out', player: 2, rack: 'AAAAAAA', total: 0 },
    { type: 'forfeit', player: 2 },
  ];
  it.each(events.map((e) => [e.type, e] as const))('%s', (_type, event) => {
    const line = describeLastMove(s, { ...s, history: [event] });
    expect(line).toMatch(/^(\*\*|A challenge|The players)/);
    // A rack is private: only tiles that were played, or left at the very end, are named.
    if (event.type === 'exchange' || event.type === 'pass') expect(line).not.toContain('AAA');
  });

  it('reads as written', () => {
    expect(events.map((e) => describeLastMove(s, { ...s, history: [e] }))).toMatchSnapshot();
  });

  it('names the whole word of a play, with the tiles it plays through, and its square', () => {
    const board = [...s.board];
    board[7] = '.......QUIZ....';
    board[9] = '.......RESOLUTE';
    const after = { ...s, board, history: [
      { type: 'place', player: 1, rack: 'UIZAAAA', move: '8H .UIZ', score: 30, total: 30, words: ['QUIZ'] },
      { type: 'place', player: 2, rack: 'RESOLTE', move: '10H RE.OLUTE', score: 70, total: 70, words: ['RESOLUTE'] },
    ] as GameEvent[] };
    expect(describeLastMove(s, after).split('\n')).toEqual([
      `**${s.players[1]!.name}** played **QUIZ** (8H) for **30**.`,
      `**${s.players[2]!.name}** played **RESOLUTE** (10H) for **70**.`,
    ]);
    // A blank played through keeps its lower case, as on the board, and is named as a blank.
    board[9] = '.......REsOLUTE';
    expect(describeLastMove(s, { ...after, board, history: [after.history[1]!] })).toBe(`**${s.players[2]!.name}** played **REsOLUTE** (10H) for **70** (s is a blank).`);
    // Posted again, the board names the last move from the record.
    expect(describeLastMove({ ...after, board }, { ...after, board, moveNumber: 2 })).toBe(`Last move: **${s.players[2]!.name}** played **REsOLUTE** (10H) for **70** (s is a blank).`);
  });
});

describe('blanks, named where a play is read', () => {
  it.each([
    ['QUIZ', null],
    ['AQuA', 'u is a blank'],
    ['ZOoID', 'o is a blank'],
    ['ZOoiD', 'o and i are blanks'],
    ['bOoK', 'b and o are blanks'],
    ['LOoSeR', 'o and e are blanks'],
    ['PaPa', "both a's are blanks"],
  ] as const)('%s: %s', (word, note) => {
    expect(blankNote(word)).toBe(note);
    expect(playWords({ word, square: '8D' }, 14)).toBe(`**${word}** (8D) for 14${note ? ` (${note})` : ''}`);
  });

  it('the channel\'s line, a board posted again and stats say it once, after the score', () => {
    const s = scenario(rulesOf('tournament'), { players: 2 });
    const board = [...s.board];
    board[7] = '...AQuA........';
    const event = { type: 'place', player: 0, rack: 'AQA?EEE', move: '8D AQ?UA', score: 14, total: 14, words: ['AQUA'] } as GameEvent;
    const after = { ...s, board, history: [event], moveNumber: 1 };
    const name = s.players[0]!.name;
    expect(describeLastMove(s, after)).toBe(`**${name}** played **AQuA** (8D) for **14** (u is a blank).`);
    expect(describeLastMove(after, after)).toBe(`Last move: **${name}** played **AQuA** (8D) for **14** (u is a blank).`);
    const stats = statsMessage(name, { id: 'a', name, games: 1, wins: 1, totalScore: 14, bestMove: { move: '8D AQ?UA', score: 14, word: 'AQuA', square: '8D' }, bingos: 0, highestGame: 14, byRules: {} }, []);
    expect(stats.embeds![0]!.fields!.find((f) => f.name === 'Best move')!.value).toBe('AQuA (8D) for 14 (u is a blank)');
  });
});

describe('the rules in words', () => {
  it.each(PRESETS.map((p) => p.id))('%s', (id) => {
    expect(rulesText(rulesOf(id))).toMatchSnapshot();
  });

  it.each(PRESETS.map((p) => p.id))('%s, in the lobby\'s paragraph', (id) => {
    expect(rulesSummary(rulesOf(id))).toMatchSnapshot();
  });

  // The game's own challenge rule, whatever the preset and whichever the host picked: never the choices a preset allows.
  const CHALLENGES: [preset: string, challenge: ChallengeRule | null, says: string][] = [
    ['tournament', null, 'Double challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenger loses a turn.'],
    ['tournament', 'single', 'Single challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge costs nothing.'],
    ['tournament', 'fivePoints', 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 5 points.'],
    ['tournament', 'tenPoints', 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 10 points.'],
    ['tournament', 'void', 'No challenges: words are checked as you play, and a play that is not a word is refused.'],
    ['club', null, 'Single challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge costs nothing.'],
    ['classic', 'tenPoints', 'Challenges: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenge gives the player challenged 10 points.'],
    ['duel', null, 'No challenges: words are checked as you play, and a play that is not a word is refused.'],
    ['match', 'double', 'Double challenge: a play stands until challenged; a phony comes off and loses the turn, and a wrong challenger loses a turn.'],
  ];
  it.each(CHALLENGES)('%s with challenge %s', (preset, challenge, says) => {
    const rules = { ...rulesOf(preset), ...(challenge ? { challenge } : {}) };
    const others = Object.values(words.rules.challengeRules).filter((t) => t !== says);
    const lobby = lobbyMessage({ hostId: '1', players: [{ id: '1', name: 'one' }], rules, createdAt: 0 }).embeds![0]!.description!;
    const text = rulesText(rules);
    for (const words of [rulesSummary(rules), lobby]) {
      expect(words).toContain(says);
      for (const other of others) expect(words).not.toContain(other);
      expect(words).not.toMatch(/by default|, or single|\+5 or \+10/);
    }
    // Under no challenges the Words line says it all; otherwise a line of its own says how a challenge goes.
    if (rules.challenge === 'void') expect(text).not.toMatch(/challenge/i);
    else expect(text.split('\n')).toContain(`• ${says.slice(0, -1)}`);
    expect(text).not.toMatch(/by default|, or single|\+5 or \+10/);
  });
});
