/** The word judge in French: the verdict on a play, as a club's judge gives it. */
import type { JudgeWords } from '../types.js';

export const judge: JudgeWords = {
  // Several words are judged as one play: the verdict never says which word failed, as at a club.
  verdict: (words, acceptable, lexicon) =>
    `${words.length === 1 ? `**${words[0]}**` : `Le coup **${words.join(', ')}**`} ${acceptable ? 'est valable' : 'n\'est pas valable'} dans ${lexicon}.`,
};
