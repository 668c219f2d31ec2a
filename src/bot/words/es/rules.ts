/** The rules of a game in Spanish, read off its Rules: the lobby's paragraph and `/scrabble rules`. */
import type { Rules } from '../../../engine/index.js';
import type { RulesWords } from '../types.js';
import { countWord } from './plural.js';
import { customRules, lexiconName, presetWords, tileSets } from './presets.js';

const challengeWords: RulesWords['challengeWords'] = {
  void: 'se comprueban al jugarlas',
  single: 'impugnación simple',
  double: 'impugnación doble',
  fivePoints: 'impugnación, +5 por impugnación fallida',
  tenPoints: 'impugnación, +10 por impugnación fallida',
};

const exchangeWords: RulesWords['exchangeWords'] = {
  bagHoldsSeven: 'Cambia de 1 a 7 fichas mientras queden al menos 7 en la bolsa',
  wholeRackOnly: 'Solo puedes cambiar el atril entero',
  upToBag: 'Cambia tantas fichas como queden en la bolsa',
  anyIncludingNone: 'Cambia todas, algunas o ninguna de tus fichas',
};

/** How a challenge goes under each rule, in a sentence of its own. */
const challengeRules: RulesWords['challengeRules'] = {
  void: 'Sin impugnaciones: las palabras se comprueban al jugarlas, y se rechaza una jugada que no forme palabras válidas.',
  single: 'Impugnación simple: una jugada vale hasta que se impugna; si tiene una palabra no válida, se retira y su jugador pierde el turno, y una impugnación fallida no cuesta nada.',
  double: 'Impugnación doble: una jugada vale hasta que se impugna; si tiene una palabra no válida, se retira y su jugador pierde el turno, y quien impugna sin razón pierde un turno.',
  fivePoints: 'Impugnación: una jugada vale hasta que se impugna; si tiene una palabra no válida, se retira y su jugador pierde el turno, y una impugnación fallida da 5 puntos al jugador impugnado.',
  tenPoints: 'Impugnación: una jugada vale hasta que se impugna; si tiene una palabra no válida, se retira y su jugador pierde el turno, y una impugnación fallida da 10 puntos al jugador impugnado.',
};

const EXCHANGE_SENTENCES: Record<Rules['exchange'], string> = {
  bagHoldsSeven: 'Puedes cambiar de 1 a 7 fichas mientras haya al menos 7 en la bolsa',
  wholeRackOnly: 'Solo puedes cambiar el atril entero',
  upToBag: 'Puedes cambiar tantas fichas como queden en la bolsa',
  anyIncludingNone: 'Puedes cambiar todas, algunas o ninguna de tus fichas (ninguna equivale a pasar)',
};

/** Turns and exchanges are masculine: `seis turnos`, `tres cambios`. */
const inWords = (n: number) => countWord(n, 'm');

/** When the game ends under these rules, each way joined by "o". */
function endings(rules: Rules, count: (n: number) => string): string[] {
  return [
    'alguien se queda sin fichas con la bolsa vacía',
    rules.end.scorelessTurns !== null ? `tras ${count(rules.end.scorelessTurns)} turnos seguidos sin puntuar` : null,
    rules.end.noLegalPlay ? 'cuando ningún jugador tiene una jugada válida' : null,
    rules.end.byAgreement ? 'cuando ambos jugadores lo acuerdan (`/scrabble end`)' : null,
    rules.end.consecutiveExchanges !== null ? `tras ${count(rules.end.consecutiveExchanges)} cambios seguidos` : null,
  ].filter((x): x is string => x !== null);
}

/**
 * The rules of this game in a paragraph, as the host chose them (a preset with any field
 * changed): what the lobby says. Each sentence reads off the rules, so a game opened with
 * `challenge:` says the challenge it will be played with, not what the preset allows.
 */
function summary(rules: Rules): string {
  const preset = presetWords(rules.preset);
  const players = rules.minPlayers === rules.maxPlayers ? `${inWords(rules.minPlayers)} jugadores` : `de ${rules.minPlayers} a ${rules.maxPlayers} jugadores`;
  const starts = { draw: 'se sacan fichas para decidir quién empieza', youngest: 'empieza el más joven', given: 'el anfitrión elige quién empieza' }[rules.firstPlayer];
  const sentences = [
    preset?.description ?? null,
    `${players[0]!.toUpperCase()}${players.slice(1)}; ${starts}.`,
    rules.tileSet === 'standard' ? null : `Fichas: ${tileSets[rules.tileSet]}.`,
    rules.board === 'standard' ? null : 'En el tablero solo hay premios de letra, sin casillas de palabra.',
    `${EXCHANGE_SENTENCES[rules.exchange]}${rules.exchange === 'anyIncludingNone' ? '.' : rules.passAllowed ? ', o pasar.' : '; no se puede pasar.'}`,
    challengeRules[rules.challenge],
    rules.blankSwap ? 'Un comodín del tablero se puede cambiar por la ficha que representa, si juegas el comodín en ese mismo turno.' : null,
    `La partida termina cuando ${endings(rules, inWords).join(', o ')}.`,
    rules.endScoring === 'twiceRack' ? 'En una partida de dos, quien se queda sin fichas gana el doble del valor del otro atril, y el otro jugador no pierde nada.' : null,
    rules.tieBreak === 'stands' ? 'Los empates se mantienen.' : 'Un empate lo gana quien tenía más puntos antes de contar los últimos atriles.',
    rules.match === 'twoGames' ? 'Cada jugador empieza una partida; gana el encuentro quien sume más entre las dos.' : null,
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
    `• Jugadores: ${rules.minPlayers === rules.maxPlayers ? rules.minPlayers : `de ${rules.minPlayers} a ${rules.maxPlayers}`}`,
    `• Fichas: ${tileSets[rules.tileSet]}`,
    `• Tablero: ${rules.board === 'standard' ? 'casillas de premio estándar (letra doble y triple, palabra doble y triple)' : 'solo premios de letra (letra doble y triple)'}`,
    `• Quién empieza: ${{ draw: 'se sacan fichas y empieza quien saque la más cercana a la A (un comodín gana a la A)', youngest: 'el jugador más joven', given: 'lo elige el anfitrión' }[rules.firstPlayer]}${rules.match === 'twoGames' ? '; en la partida 2, el otro jugador' : ''}`,
    '• Cómo escribir una jugada: `8H PALABRA` se lee en horizontal, `H8 PALABRA` en vertical; `.` es una ficha que ya está en el tablero, `?E` un comodín jugado como E',
    `• Scrabble (las ${rules.rackSize} fichas): +${rules.bingoBonus}`,
    `• ${exchangeWords[rules.exchange]}; ${rules.passAllowed ? 'puedes pasar' : 'no se puede pasar, salvo si no puedes jugar ni cambiar'}`,
    `• Palabras: ${challengeWords[rules.challenge]}; diccionario: ${lexiconName(rules.lexicon)}`,
    rules.challenge === 'void' ? null : `• ${challengeRules[rules.challenge].replace(/\.$/, '')}`,
    `• La partida termina cuando ${ends.join(', o ')}`,
    rules.endScoring === 'twiceRack'
      ? '• En una partida de dos, quien se queda sin fichas gana el doble del valor del atril del otro jugador, y este no pierde nada; si no, al final cada jugador pierde el valor de su atril, y quien se quedó sin fichas gana el de los demás'
      : '• Al final cada jugador pierde el valor de su atril; quien se quedó sin fichas gana el de los demás',
    `• Empates: ${rules.tieBreak === 'stands' ? 'se mantienen' : 'gana quien tenía más puntos antes de contar los atriles'}`,
    rules.blankSwap ? '• Un comodín del tablero se puede cambiar por la ficha que representa (`swap:` en `/scrabble play`), si juegas el comodín en ese mismo turno' : null,
    rules.match === 'twoGames' ? '• Un encuentro de dos partidas, cada jugador empieza una; gana quien sume más' : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

export const rules: RulesWords = { challengeWords, exchangeWords, challengeRules, summary, text };
