/** The word judge in German: the verdict on a play, as a club's judge gives it. */
import type { JudgeWords } from '../types.js';

export const judge: JudgeWords = {
  // Several words are judged as one play: the verdict never says which word failed, as at a club.
  verdict: (words, acceptable, lexicon) =>
    `${words.length === 1 ? `**${words[0]}** ist` : `Der Zug **${words.join(', ')}** ist`} in ${lexicon} ${acceptable ? 'gültig' : 'nicht gültig'}.`,
};
