/** Autocomplete's choices in English: plays, how a play is written, exchanges and blank swaps. Choices are plain text, within Discord's 100 characters. */
import type { SuggestWords } from '../types.js';
import { list } from './common.js';

export const suggest: SuggestWords = {
  forms: (words) => ` · forms ${list(words)}`,
  blanks: (letters) => [
    ` · ${list(letters.map((l) => `?${l} is a blank ${l}`))}`,
    ` · ${list(letters.map((l) => `?${l}`))} ${letters.length === 1 ? 'is a blank' : 'are blanks'}`,
  ],
  howToWrite: (square, flipped, rack) => [
    `Type a square, then a word: ${square} WORD reads across, ${flipped} WORD reads down`,
    'A blank is ? before its letter: 8H ?EAT plays a blank E',
    '. stands for a tile already on the board: 8H QU.Z',
    `Your rack: ${rack}`,
  ],
  rack: (rack) => `Your rack: ${rack}`,
  doesNotFit: (word, rackLine) => `${word} does not fit anywhere from your rack. ${rackLine}`,
  exchange: (tiles, kept) => `Exchange ${tiles} · keep ${kept ?? 'nothing'}`,
  notTiles: (typed) => `${typed}: only letters and ? (a blank) can be exchanged`,
  missing: (tiles, rack) => `You don't have ${tiles} · your rack: ${rack}`,
  swap: (square, letter, held) => `${square}: the blank as ${letter} · ${held ? `you hold ${letter} to put in its place` : `you don't hold ${letter}`}`,
};
