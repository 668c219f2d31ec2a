/** What the computer player tells a person, in French: hints for their rack, and the analysis of a finished game. */
import type { Hint, MoveAnalysis } from '../../../ai/analysis.js';
import type { AdviceWords } from '../types.js';
import { decimal, of, pluralOf, signed } from './common.js';
import { moves } from './moves.js';

/**
 * A turn in words: `**QUIZ** (8H) pour 42`, `**sIX** (K9) pour 12 (s est un joker), après avoir repris le joker en J9`,
 * `échange AEI`, `passe`. A play names its whole word, with the tiles it plays through.
 */
function turn(h: Hint): string {
  if (h.kind === 'place') {
    const [square = '', written = ''] = h.text.split(' ');
    return `${moves.play({ square, word: h.word ?? written }, h.score)}${h.swap ? `, après avoir repris le joker en ${h.swap} (\`swap:${h.swap}\`)` : ''}`;
  }
  if (h.kind === 'exchange') return `échange ${h.text.slice(1)}`;
  return 'passe';
}

/** The tiles a turn keeps: its leave (« reliquat »). */
const keeps = (h: Hint) => (h.leave ? `reliquat ${h.leave}` : 'sans reliquat');

/** A hint in a line: the endgame search's answer by the spread it gains, any other by leave and equity. */
function hint(h: Hint, n: number): string {
  if (!h.endgame) return `${n}. ${turn(h)}, ${keeps(h)} (valeur du reliquat ${signed(h.leaveValue)}, équité ${decimal(h.equity)})`;
  const spread = `${h.endgame.spread >= 0 ? '+' : '−'}${Math.abs(h.endgame.spread)}`;
  const reach = h.endgame.exact ? 'jusqu\'à la fin de la partie, avec le meilleur jeu des deux côtés' : 'aussi loin que la recherche a regardé';
  return `${n}. ${turn(h)}, ${keeps(h)} (fin de partie : ${spread} d'écart ${reach})`;
}

const notYourTurn = '\nCe n\'est pas encore ton tour : ces coups valent pour le plateau tel qu\'il est maintenant.';

export const advice: AdviceWords = {
  turn,
  wentOut: (by, play, decider) => {
    const who = by === null ? 'Tu as fini' : `${by} a fini`;
    const played = play ? ` avec ${play}` : '';
    return decider === null
      ? `${who}${played}. Il n'y a plus rien à jouer : conteste le coup (**Contester**, ou \`/scrabble challenge\`) si tu as un doute sur un mot, ou accepte-le (**Accepter le coup**) pour terminer la partie.`
      : `${who}${played}. Il n'y a plus rien à jouer : c'est à ${decider} de décider s'il faut contester le coup ou l'accepter.`;
  },
  noPlay: (rack, waiting) => `Aucun coup ne passe avec ton chevalet (${rack}) sur ce plateau.${waiting ? notYourTurn : ''}`,
  hints: (rack, hints, waiting) => {
    const heading = hints[0]?.endgame
      ? `Meilleurs coups pour ton chevalet (${rack}). Le sac est vide, le premier est donc la réponse de la recherche de fin de partie : elle déduit l'autre chevalet des jetons non vus et joue les deux chevalets jusqu'au bout. Les suivants sont classés par équité : le score plus la valeur des jetons gardés.`
      : `Meilleurs coups pour ton chevalet (${rack}), classés par équité : le score plus la valeur des jetons gardés.`;
    return `${heading}\n${hints.map((h, i) => hint(h, i + 1)).join('\n')}${waiting ? notYourTurn : ''}`;
  },
  move: (m: MoveAnalysis, n: number) => {
    const played = `${n}. ${m.rack} : ${turn(m.played)}`;
    return m.wasBest ? `${played} : meilleur coup ✓` : `${played} ; meilleur : ${turn(m.best)} (${keeps(m.best)}), −${decimal(m.equityLost)}`;
  },
  gameTitle: (game, name) => (game !== null ? `Partie ${game}` : name !== null ? `Partie ${of(name)}` : 'Ta partie'),
  summary: (title, s) => {
    const misses = s.biggestMisses.map((m) => `${turn(m.played)} (meilleur : ${turn(m.best)}, −${decimal(m.equityLost)})`);
    return s.moves === 0
      ? `${title} : aucun coup à examiner.`
      : `${title} : meilleur coup joué ${s.bestMoves} fois sur ${s.moves} ; ${decimal(s.totalEquityLost)} ${pluralOf(s.totalEquityLost, 'point')} d'équité ${pluralOf(s.totalEquityLost, 'perdu')} au total (${decimal(s.meanEquityLost)} par coup).${misses.length ? ` Plus grosses erreurs : ${misses.join(' ; ')}.` : ''}`;
  },
  missesOnly: 'Les coups qui étaient les meilleurs sont omis pour rester bref.',
  costliestOnly: 'Seules les erreurs les plus coûteuses sont listées, pour rester bref.',
  movesField: (title, continued) => `${title} : coups${continued ? ' (suite)' : ''}`,
  analysisTitle: (name) => `Analyse ${of(name)}`,
  method: 'Chaque coup est comparé au meilleur coup par équité (le score plus la valeur des jetons gardés), selon l\'ordinateur ; −N est l\'équité perdue.',
  analysisIntro: (name) => (name !== null ? `Comment ${name} a joué, coup par coup.` : 'Comment tu as joué, coup par coup (visible par toi uniquement).'),
};
