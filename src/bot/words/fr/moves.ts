/** What happened in a game, in French: each event of the record, challenges, plays, who starts, and the result. */
import type { GameEvent, GameState, SpelledMove } from '../../../engine/index.js';
import type { EventContext, MoveWords } from '../types.js';
import { escapeMarkdown } from '../text.js';
import { blankNote, counted, list, of } from './common.js';

/** The players' names as shown in a message's markdown. */
const shownNames = (s: GameState) => s.players.map((p) => escapeMarkdown(p.name));

/** Who starts and why. */
function opening(s: GameState): string {
  const names = shownNames(s);
  const first = names[s.firstPlayer]!;
  if (s.openingDraw) {
    const draws = names.flatMap((name, i) => (s.openingDraw![i] ? [`${name} a tiré ${s.openingDraw![i] === '?' ? 'un joker' : s.openingDraw![i]}`] : []));
    return `La partie commence. ${draws.join(', ')} : **${first}** commence.`;
  }
  if (s.rules.firstPlayer === 'youngest') return `La partie commence. Le plus jeune joueur, **${first}**, commence.`;
  return `La partie commence. **${first}** commence.`;
}

/** One event of the record in a line for the channel. */
function event(e: GameEvent, { names, twice, spell, judged }: EventContext): string {
  // Names as people chose them, shown literally in the message's markdown.
  const name = (i: number) => escapeMarkdown(names[i] ?? '?');
  const bold = (i: number) => `**${name(i)}**`;
  switch (e.type) {
    case 'place': return `${bold(e.player)} a joué ${play(spell(e.move), `**${e.score}**`)}.`;
    case 'exchange': return `${bold(e.player)} a échangé ${counted(e.tiles.length, 'jeton')}.`;
    case 'pass': return `${bold(e.player)} a passé.`;
    case 'withdrawn': return `${challenged(e.challenger === undefined ? null : name(e.challenger), e.checked ?? null, e.words, judged(e))} ; le coup ${of(bold(e.player))} est retiré (${e.score}) et son tour est perdu.`;
    case 'challenge-bonus': return `${challenged(name(e.challenger), e.checked ?? null, [], judged(e))}, donc le coup ${of(bold(e.player))} reste. ${bold(e.player)} reçoit +${e.bonus}.`;
    case 'challenge-lost': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, donc le coup ${of(bold(e.challenged))} reste. ${bold(e.player)} perd un tour.`;
    case 'challenge-failed': return `${challenged(name(e.player), e.checked ?? null, [], judged(e))}, donc le coup ${of(bold(e.challenged))} reste.`;
    case 'skip': return `${bold(e.player)} passe ce tour (contestation perdue).`;
    case 'blank-swap': return `${bold(e.player)} a échangé le joker en ${String.fromCharCode(65 + e.col)}${e.row + 1} contre un vrai ${e.letter}.`;
    case 'resign': return `${bold(e.player)} a abandonné.`;
    case 'time-out': return `${bold(e.player)} a dépassé son temps.`;
    case 'forfeit': return `${bold(e.player)} a dépassé son temps trop souvent et perd par forfait.`;
    case 'end-proposed': return `${bold(e.player)} propose de terminer la partie.`;
    case 'end-declined': return `${bold(e.player)} veut continuer.`;
    case 'end-agreed': return 'Les joueurs sont d\'accord pour terminer la partie.';
    case 'end-rack': return twice
      ? `${bold(e.player)} gagne ${e.points}, deux fois la valeur du chevalet ${of(name(e.from))} (${e.tiles}).`
      : `${bold(e.player)} gagne ${e.points} grâce au chevalet ${of(name(e.from))} (${e.tiles}).`;
    case 'rack-penalty': return `${bold(e.player)} perd ${-e.points} pour les jetons restés sur son chevalet (${e.tiles}).`;
  }
}

/**
 * Who challenged, the words checked and what each turned out to be: « **Carole** a contesté
 * TIKET et KA : TIKET n'est pas valable, KA l'est ». `checked` null: a game recorded before
 * the words were kept, where only the phonies (or nothing) are known. `play`: the play
 * judged, spelled on the board, whose blanks are named as the line that played it named
 * them: « **Carole** a contesté TIKEt (t est un joker) : le mot n'est pas valable ».
 */
function challenged(challenger: string | null, checkedWords: readonly string[] | null, phonyWords: readonly string[], play: SpelledMove | null = null): string {
  // The record keeps words in capitals; the play's own word is shown as it was played.
  const shown = (w: string) => (play && play.word.toUpperCase() === w ? play.word : w);
  const note = play ? blankNote(play.word) : null;
  const blanks = note ? ` (${note})` : '';
  const phonies = [...new Set(phonyWords)].map(shown);
  if (checkedWords === null || checkedWords.length === 0) {
    const who = challenger === null ? `Contestation${blanks}` : `**${challenger}** a contesté le coup${blanks}`;
    return phonies.length > 0 ? `${who} : ${notWords(phonies)}` : `${who} : il est valable`;
  }
  const who = challenger === null ? 'Contestation de' : `**${challenger}** a contesté`;
  const checked = [...new Set(checkedWords)].map(shown);
  const good = checked.filter((w) => !phonies.includes(w));
  const verdict = phonies.length === 0
    ? (checked.length === 1 ? 'le mot est valable' : checked.length === 2 ? 'les deux sont valables' : 'tous sont valables')
    : good.length === 0
      ? (checked.length === 1 ? 'le mot n\'est pas valable' : notWords(phonies))
      : `${notWords(phonies)}, ${list(good)} ${good.length > 1 ? 'le sont' : 'l\'est'}`;
  return `${who} ${list(checked)}${blanks} : ${verdict}`;
}

const notWords = (words: readonly string[]) => `${list(words)} ${words.length > 1 ? 'ne sont pas valables' : 'n\'est pas valable'}`;

/**
 * A play as people read it, the one place that spells it: the whole word in bold, the
 * square it starts on, the score (as given: the channel's is bold), and which letters are
 * blanks, since the board's lower case means nothing to a reader who has not been told:
 * `**RESOLUTION** (L1) pour 86`, `**AQuA** (8D) pour 14 (u est un joker)`. `bold`: false
 * where the word stands alone in a field.
 */
function play(p: SpelledMove, score: number | string, bold = true): string {
  const note = blankNote(p.word);
  return `${bold ? `**${p.word}**` : p.word} (${p.square}) pour ${score}${note ? ` (${note})` : ''}`;
}

const END_WORDS: Record<NonNullable<GameState['result']>['reason'], string> = {
  'went-out': 'un joueur a fini',
  'scoreless-turns': 'trop de tours sans points d\'affilée',
  'no-legal-play': 'plus aucun joueur ne pouvait jouer',
  agreement: 'les joueurs étaient d\'accord',
  'consecutive-exchanges': 'trop d\'échanges d\'affilée',
  resigned: 'un abandon',
};

function result(s: GameState): string[] {
  const r = s.result!;
  const names = shownNames(s);
  const winners = r.winners.map((i) => names[i]!);
  const lines = [`Partie terminée (${END_WORDS[r.reason]}).`];
  lines.push(winners.length > 1 ? `Égalité entre ${list(winners)}.` : `**${winners[0]}** gagne !`);
  if (s.match?.totals) {
    const mw = s.match.winners!.map((i) => names[i]!);
    lines.push(`Totaux du match : ${names.map((name, i) => `${name} ${s.match!.totals![i]}`).join(', ')}. ${mw.length > 1 ? 'Le match se termine sur une égalité.' : `**${mw[0]}** remporte le match !`}`);
    lines.push('Les feuilles des deux parties peuvent être exportées avec `/scrabble export`.');
  } else if (s.status === 'between-games') {
    lines.push('Place à la partie 2 du match : c\'est l\'autre joueur qui commence. Appuie sur **Lancer la partie 2** ou utilise `/scrabble start`.');
  } else {
    lines.push('La feuille de partie peut être exportée avec `/scrabble export`.');
  }
  return lines;
}

export const moves: MoveWords = {
  event,
  challenged,
  play,
  opening,
  matchGameBegins: (game) => `La partie ${game} du match commence.`,
  lastMove: (line) => `Dernier coup : ${line}`,
  rackBack: (who) => `${who} : ton coup a été retiré du plateau, ton chevalet est donc revenu tel qu'il était avant. Appuie sur **Voir mon chevalet** (ou utilise \`/scrabble rack\`) pour le voir ; personne d'autre ne le verra.`,
  result,
};
