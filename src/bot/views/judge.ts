/** The word judge's answer, to its reader alone. */
import { words } from '../words/index.js';
import type { Reply } from './reply.js';

/** `lexicon`: the dictionary's id; players read the name they know it by. */
export const verdictMessage = (judged: readonly string[], acceptable: boolean, lexicon: string): Reply =>
  ({ content: words.judge.verdict(judged, acceptable, words.lexiconName(lexicon)), ephemeral: true });
