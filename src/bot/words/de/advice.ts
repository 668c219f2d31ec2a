/** What the computer player tells a person, in German: hints for their rack, and the analysis of a finished game. */
import type { Hint, MoveAnalysis } from '../../../ai/analysis.js';
import type { AdviceWords } from '../types.js';
import { decimal, form } from './common.js';
import { moves } from './moves.js';

/**
 * A turn in words: `**QUIZ** (8H) für 42`, `**sIX** (K9) für 12 (s ist ein Joker), nachdem du den Joker auf J9 getauscht hast`,
 * `AEI tauschen`, `passen`. A play names its whole word, with the tiles it plays through.
 */
function turn(h: Hint): string {
  if (h.kind === 'place') {
    const [square = '', written = ''] = h.text.split(' ');
    return `${moves.play({ square, word: h.word ?? written }, h.score)}${h.swap ? `, nachdem du den Joker auf ${h.swap} getauscht hast (\`swap:${h.swap}\`)` : ''}`;
  }
  if (h.kind === 'exchange') return `${h.text.slice(1)} tauschen`;
  return 'passen';
}

const keeps = (h: Hint) => (h.leave ? `behält ${h.leave}` : 'behält nichts');
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${decimal(Math.abs(x))}`;

/** A hint in a line: the endgame search's answer by the spread it gains, any other by leave and equity. */
function hint(h: Hint, n: number): string {
  if (!h.endgame) return `${n}. ${turn(h)}, ${keeps(h)} (Rest ${signed(h.leaveValue)}, Equity ${decimal(h.equity)})`;
  const spread = `${h.endgame.spread >= 0 ? '+' : '−'}${Math.abs(h.endgame.spread)}`;
  const reach = h.endgame.exact ? 'bis zum Ende der Partie, wenn beide bestmöglich spielen' : 'so weit, wie die Suche vorausgeschaut hat';
  return `${n}. ${turn(h)}, ${keeps(h)} (Endspiel: ${spread} Punkte Differenz ${reach})`;
}

const notYourTurn = '\nDu bist noch nicht am Zug: Das gilt für das Brett, wie es jetzt ist.';

export const advice: AdviceWords = {
  turn,
  wentOut: (by, play, decider) => {
    const who = by === null ? 'Du hast' : `${by} hat`;
    const played = play ? ` mit ${play}` : '';
    return decider === null
      ? `${who}${played} ausgespielt. Es gibt nichts mehr zu legen: Zweifle den Zug an (**Anzweifeln** oder \`/scrabble challenge\`), wenn dir ein Wort verdächtig vorkommt, oder lass ihn gelten (**Gelten lassen**), um die Partie zu beenden.`
      : `${who}${played} ausgespielt. Es gibt nichts mehr zu legen: ${decider} entscheidet, ob der Zug angezweifelt wird oder gilt.`;
  },
  noPlay: (rack, waiting) => `Mit deinem Bänkchen (${rack}) lässt sich auf diesem Brett nichts legen.${waiting ? notYourTurn : ''}`,
  hints: (rack, hints, waiting) => {
    const heading = hints[0]?.endgame
      ? `Die besten Züge für dein Bänkchen (${rack}). Der Beutel ist leer, also ist der erste die Antwort der Endspielsuche: Sie kennt das andere Bänkchen aus den ungesehenen Steinen und spielt beide zu Ende. Die übrigen sind nach Equity sortiert: Punkte plus der Wert der behaltenen Steine.`
      : `Die besten Züge für dein Bänkchen (${rack}), nach Equity: Punkte plus der Wert der behaltenen Steine.`;
    return `${heading}\n${hints.map((h, i) => hint(h, i + 1)).join('\n')}${waiting ? notYourTurn : ''}`;
  },
  move: (m: MoveAnalysis, n: number) => {
    const played = `${n}. ${m.rack}: ${turn(m.played)}`;
    return m.wasBest ? `${played}: bester Zug ✓` : `${played}; besser ${turn(m.best)} (${keeps(m.best)}), −${decimal(m.equityLost)}`;
  },
  gameTitle: (game, name) => (game !== null ? `Partie ${game}` : name !== null ? `Partie von ${name}` : 'Deine Partie'),
  summary: (title, s) => {
    const misses = s.biggestMisses.map((m) => `${turn(m.played)} (besser ${turn(m.best)}, −${decimal(m.equityLost)})`);
    return s.moves === 0
      ? `${title}: keine Züge zum Ansehen.`
      : `${title}: ${s.bestMoves} von ${s.moves} ${form(s.moves, 'Zug', 'Zügen')} ${form(s.bestMoves, 'war', 'waren')} der beste Zug; insgesamt ${decimal(s.totalEquityLost)} Equity-Punkte verloren (${decimal(s.meanEquityLost)} pro Zug).${misses.length ? ` Größte Fehlgriffe: ${misses.join('; ')}.` : ''}`;
  },
  missesOnly: 'Züge, die der beste Zug waren, sind der Kürze halber weggelassen.',
  costliestOnly: 'Der Kürze halber stehen hier nur die teuersten Fehlgriffe.',
  movesField: (title, continued) => `${title}: Züge${continued ? ' (Fortsetzung)' : ''}`,
  analysisTitle: (name) => `Analyse für ${name}`,
  method: 'Jeder Zug wird mit dem besten Zug nach Equity verglichen (Punkte plus der Wert der behaltenen Steine), so wie der Computer ihn sieht; −N ist die verschenkte Equity.',
  analysisIntro: (name) => (name !== null ? `So hat ${name} gespielt, Zug für Zug.` : 'So hast du gespielt, Zug für Zug (nur du siehst das).'),
};
