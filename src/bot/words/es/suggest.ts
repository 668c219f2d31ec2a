/** Autocomplete's choices in Spanish: plays, how a play is written, exchanges and blank swaps. Choices are plain text, within Discord's 100 characters. */
import type { SuggestWords } from '../types.js';
import { list } from './common.js';
import { agree } from './plural.js';

export const suggest: SuggestWords = {
  forms: (words) => ` · forma ${list(words)}`,
  blanks: (letters) => [
    ` · ${list(letters.map((l) => `?${l} es un comodín como ${l}`))}`,
    ` · ${list(letters.map((l) => `?${l}`))} ${agree(letters.length, 'es un comodín', 'son comodines')}`,
  ],
  howToWrite: (square, flipped, rack) => [
    `Escribe una casilla y una palabra: ${square} PALABRA en horizontal, ${flipped} PALABRA en vertical`,
    'Un comodín es ? antes de su letra: 8H ?ASA juega un comodín como A',
    '. es una ficha que ya está en el tablero: 8H QU.Z',
    `Tu atril: ${rack}`,
  ],
  rack: (rack) => `Tu atril: ${rack}`,
  doesNotFit: (word, rackLine) => `${word} no cabe en ningún sitio con tu atril. ${rackLine}`,
  exchange: (tiles, kept) => `Cambiar ${tiles} · ${kept === null ? 'no te quedas ninguna' : `te quedas ${kept}`}`,
  notTiles: (typed) => `${typed}: solo se pueden cambiar letras y ? (un comodín)`,
  missing: (tiles, rack) => `No tienes ${tiles} · tu atril: ${rack}`,
  swap: (square, letter, held) => `${square}: el comodín como ${letter} · ${held ? `tienes una ${letter} para ponerla en su lugar` : `no tienes ninguna ${letter}`}`,
};
