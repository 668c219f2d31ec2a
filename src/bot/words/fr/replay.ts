/** A finished game replayed move by move, in French: each step's caption, the presser's own move, and the buttons. */
import type { ReplayWords } from '../types.js';
import { capital, decimal, of } from './common.js';

export const replay: ReplayWords = {
  heading: (move, of, game) => {
    const step = move === 0 ? 'avant le premier coup' : `coup ${move} sur ${of}`;
    return capital(game === null ? step : `partie ${game}, ${step}`);
  },
  caption: (heading, happened) => `${heading} : ${happened.join(' ')}`,
  rack: (name, rack) => `Chevalet ${of(`**${name}**`)} avant le coup : ${rack}`,
  scores: (scores) => `Scores : ${scores.map(([name, score]) => `**${name}** ${score}`).join(' · ')}`,
  yourMove: (played, best, leave, lost) => (best === null
    ? `Ton coup : ${played}, le meilleur coup ✓`
    : `Ton coup : ${played}. Le meilleur coup était ${best} (${leave ? `reliquat ${leave}` : 'sans reliquat'}) : −${decimal(lost)} d'équité.`),
  privateBusy: 'Une partie est en cours dans ce salon, ce replay n\'est donc visible que par toi.',
  imageDescription: (heading, happened, scores) => `${heading} : ${happened} Scores : ${scores.map(([name, score]) => `${name} ${score}`).join(', ')}.`,
  buttons: { first: '⏮ Début', back: '◀ Retour', next: 'Suivant ▶', last: 'Fin ⏭', mine: 'Rien que moi, avec mon analyse' },
};
