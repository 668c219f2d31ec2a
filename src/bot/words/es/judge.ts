/** The word judge in Spanish: the verdict on a play, as a club's judge gives it. */
import type { JudgeWords } from '../types.js';

export const judge: JudgeWords = {
  // Several words are judged as one play: the verdict never says which word failed, as at a club.
  verdict: (words, acceptable, lexicon) =>
    `${words.length === 1 ? `**${words[0]}**` : `La jugada **${words.join(', ')}**`} ${acceptable ? 'es válida' : 'no es válida'} en ${lexicon}.`,
};
