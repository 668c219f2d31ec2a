/** Autocomplete's choices in German: plays, how a play is written, exchanges and blank swaps. Choices are plain text, within Discord's 100 characters. */
import type { SuggestWords } from '../types.js';
import { list } from './common.js';

export const suggest: SuggestWords = {
  forms: (words) => ` · bildet ${list(words)}`,
  blanks: (letters) => [
    ` · ${list(letters.map((l) => `?${l} ist ein Joker als ${l}`))}`,
    ` · ${list(letters.map((l) => `?${l}`))} ${letters.length === 1 ? 'ist ein Joker' : 'sind Joker'}`,
  ],
  howToWrite: (square, flipped, rack) => [
    `Tippe ein Feld, dann ein Wort: ${square} WORD waagerecht, ${flipped} WORD senkrecht`,
    'Ein Joker ist ? vor seinem Buchstaben: 8H ?EAT legt einen Joker als E',
    '. steht für einen Stein, der schon auf dem Brett liegt: 8H QU.Z',
    `Dein Bänkchen: ${rack}`,
  ],
  rack: (rack) => `Dein Bänkchen: ${rack}`,
  doesNotFit: (word, rackLine) => `${word} passt mit deinem Bänkchen nirgends hin. ${rackLine}`,
  exchange: (tiles, kept) => `${tiles} tauschen · ${kept ?? 'nichts'} behalten`,
  notTiles: (typed) => `${typed}: Nur Buchstaben und ? (Joker) können getauscht werden`,
  missing: (tiles, rack) => `Nicht auf deinem Bänkchen: ${tiles} · dein Bänkchen: ${rack}`,
  swap: (square, letter, held) => `${square}: der Joker als ${letter} · ${held ? `du hast ein ${letter}, das du stattdessen hinlegen kannst` : `du hast kein ${letter}`}`,
};
