/** The rules of a game in German, read off its Rules: the lobby's paragraph and `/scrabble rules`. */
import type { Rules } from '../../../engine/index.js';
import type { RulesWords } from '../types.js';
import { counted } from './common.js';
import { customRules, lexiconName, presetWords, tileSets } from './presets.js';

const challengeWords: RulesWords['challengeWords'] = {
  void: 'werden beim Legen geprüft',
  single: 'einfacher Einspruch',
  double: 'doppelter Einspruch',
  fivePoints: 'Anzweifeln, +5 pro falschem Einspruch',
  tenPoints: 'Anzweifeln, +10 pro falschem Einspruch',
};

const exchangeWords: RulesWords['exchangeWords'] = {
  bagHoldsSeven: '1–7 Steine tauschen, solange mindestens 7 im Beutel sind',
  wholeRackOnly: 'Nur das ganze Bänkchen tauschen',
  upToBag: 'So viele Steine tauschen, wie der Beutel hergibt',
  anyIncludingNone: 'Alle, einige oder keine deiner Steine tauschen',
};

/** How a challenge goes under each rule, in a sentence of its own. */
const challengeRules: RulesWords['challengeRules'] = {
  void: 'Kein Anzweifeln: Wörter werden beim Legen geprüft, und ein Zug, der kein Wort ist, wird abgelehnt.',
  single: 'Einfacher Einspruch: Ein Zug gilt, bis er angezweifelt wird; ein ungültiges Wort wird zurückgenommen und der Zug ist verloren, falsches Anzweifeln kostet nichts.',
  double: 'Doppelter Einspruch: Ein Zug gilt, bis er angezweifelt wird; ein ungültiges Wort wird zurückgenommen und der Zug ist verloren, wer zu Unrecht anzweifelt, setzt eine Runde aus.',
  fivePoints: 'Anzweifeln: Ein Zug gilt, bis er angezweifelt wird; ein ungültiges Wort wird zurückgenommen und der Zug ist verloren, falsches Anzweifeln bringt der angezweifelten Person 5 Punkte.',
  tenPoints: 'Anzweifeln: Ein Zug gilt, bis er angezweifelt wird; ein ungültiges Wort wird zurückgenommen und der Zug ist verloren, falsches Anzweifeln bringt der angezweifelten Person 10 Punkte.',
};

const EXCHANGE_SENTENCES: Record<Rules['exchange'], string> = {
  bagHoldsSeven: 'Getauscht werden 1–7 Steine, solange mindestens 7 im Beutel sind',
  wholeRackOnly: 'Getauscht wird nur das ganze Bänkchen',
  upToBag: 'Getauscht werden beliebig viele Steine, höchstens so viele, wie noch im Beutel sind',
  anyIncludingNone: 'Getauscht werden alle, einige oder keine Steine (keiner zählt als Passen)',
};

/** When the game ends under these rules, each way joined by "oder". */
function endings(rules: Rules, count: (n: number) => string): string[] {
  return [
    'jemand bei leerem Beutel ausspielt',
    rules.end.scorelessTurns !== null ? `nach ${count(rules.end.scorelessTurns)} Zügen ohne Punkte in Folge` : null,
    rules.end.noLegalPlay ? 'wenn niemand mehr einen gültigen Zug hat' : null,
    rules.end.byAgreement ? 'wenn beide zustimmen (`/scrabble end`)' : null,
    rules.end.consecutiveExchanges !== null ? `nach ${count(rules.end.consecutiveExchanges)} Tauschzügen in Folge` : null,
  ].filter((x): x is string => x !== null);
}

/** "Die Partie endet, wenn …": the first way is a clause of its own, the others join it with "oder". */
const endSentence = (ends: readonly string[]) => `Die Partie endet, wenn ${ends.join(', oder ')}`;

/**
 * The rules of this game in a paragraph, as the host chose them (a preset with any field
 * changed): what the lobby says. Each sentence reads off the rules, so a game opened with
 * `challenge:` says the challenge it will be played with, not what the preset allows.
 */
function summary(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const players = rules.minPlayers === rules.maxPlayers ? `${counted(rules.minPlayers)} Personen` : `${rules.minPlayers}–${rules.maxPlayers} Personen`;
  const starts = { draw: 'wer anfängt, wird durch Ziehen von Steinen entschieden', youngest: 'die jüngste Person fängt an', given: 'der Host bestimmt, wer anfängt' }[rules.firstPlayer];
  const sentences = [
    preset?.description ?? null,
    `Für ${players}; ${starts}.`,
    rules.tileSet === 'standard' ? null : `Steine: ${tileSets[rules.tileSet]}.`,
    rules.board === 'standard' ? null : 'Auf dem Brett gibt es nur Buchstabenprämien, keine Wortprämien.',
    `${EXCHANGE_SENTENCES[rules.exchange]}${rules.exchange === 'anyIncludingNone' ? '.' : rules.passAllowed ? '; Passen ist erlaubt.' : '; Passen gibt es nicht.'}`,
    challengeRules[rules.challenge],
    rules.blankSwap ? 'Ein Joker auf dem Brett darf gegen den Stein getauscht werden, für den er steht, wenn du den Joker im selben Zug legst.' : null,
    `${endSentence(endings(rules, counted))}.`,
    rules.endScoring === 'twiceRack' ? 'Zu zweit bringt das Ausspielen den doppelten Wert des anderen Bänkchens, und die andere Person verliert nichts.' : null,
    rules.tieBreak === 'stands' ? 'Ein Unentschieden bleibt bestehen.' : 'Bei Gleichstand gewinnt, wer vor dem Abrechnen der letzten Bänkchen mehr Punkte hatte.',
    rules.match === 'twoGames' ? 'Jede Person beginnt eine Partie; das Match gewinnt, wer aus beiden insgesamt mehr Punkte hat.' : null,
  ];
  return sentences.filter((x): x is string => x !== null).join(' ');
}

/** The rules of a game in words: `/scrabble rules`. */
function text(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const ends = endings(rules, String);
  const lines = [
    `**${preset?.name ?? customRules.heading}**`,
    preset?.description ?? '',
    '',
    `• Mitspielende: ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `${rules.minPlayers}–${rules.maxPlayers}`}`,
    `• Steine: ${tileSets[rules.tileSet]}`,
    `• Brett: ${rules.board === 'standard' ? 'übliche Prämienfelder (DL, TL: doppelter, dreifacher Buchstabenwert; DW, TW: doppelter, dreifacher Wortwert)' : 'nur Buchstabenprämien (DL, TL: doppelter, dreifacher Buchstabenwert)'}`,
    `• Wer anfängt: ${{ draw: 'per Ziehen, wer A am nächsten kommt (ein Joker schlägt A)', youngest: 'die jüngste Person', given: 'vom Host bestimmt' }[rules.firstPlayer]}${rules.match === 'twoGames' ? '; in Partie 2 die andere Person' : ''}`,
    '• Einen Zug schreiben: `8H WORD` liest sich waagerecht, `H8 WORD` senkrecht; `.` ist ein Stein, der schon auf dem Brett liegt, `?E` ein Joker als E',
    `• Scrabble (alle ${rules.rackSize} Steine gelegt): +${rules.bingoBonus}`,
    `• ${exchangeWords[rules.exchange]}; ${rules.passAllowed ? 'Passen ist erlaubt' : 'kein Passen, außer du kannst weder legen noch tauschen'}`,
    `• Wörter: ${challengeWords[rules.challenge]}; Wörterbuch: ${lexiconName(rules.lexicon)}`,
    rules.challenge === 'void' ? null : `• ${challengeRules[rules.challenge].replace(/\.$/, '')}`,
    `• ${endSentence(ends)}`,
    rules.endScoring === 'twiceRack'
      ? '• Wer zu zweit ausspielt, bekommt den doppelten Wert des anderen Bänkchens, und die andere Person verliert nichts; sonst verliert am Ende jede Person den Wert ihres Bänkchens, und wer ausgespielt hat, bekommt den der anderen'
      : '• Am Ende verliert jede Person den Wert ihres Bänkchens; wer ausgespielt hat, bekommt den der anderen',
    `• Bei Gleichstand ${rules.tieBreak === 'stands' ? 'bleibt es unentschieden' : 'gewinnt, wer vor dem Abrechnen der Bänkchen mehr Punkte hatte'}`,
    rules.blankSwap ? '• Ein Joker auf dem Brett darf gegen den Stein getauscht werden, für den er steht (`swap:` bei `/scrabble play`), wenn du den Joker im selben Zug legst' : null,
    rules.match === 'twoGames' ? '• Ein Match aus zwei Partien, jede Person beginnt eine; die höhere Gesamtpunktzahl gewinnt' : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export const rules: RulesWords = { challengeWords, exchangeWords, challengeRules, summary, text };
