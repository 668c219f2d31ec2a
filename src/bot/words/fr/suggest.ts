/** Autocomplete's choices in French: plays, how a play is written, exchanges and blank swaps. Choices are plain text, within Discord's 100 characters. */
import type { SuggestWords } from '../types.js';
import { list } from './common.js';

export const suggest: SuggestWords = {
  forms: (words) => ` · forme ${list(words)}`,
  blanks: (letters) => [
    ` · ${list(letters.map((l) => `?${l} est un joker joué comme ${l}`))}`,
    ` · ${list(letters.map((l) => `?${l}`))} ${letters.length === 1 ? 'est un joker' : 'sont des jokers'}`,
  ],
  howToWrite: (square, flipped, rack) => [
    `Tape une case puis un mot : ${square} MOT à l'horizontale, ${flipped} MOT à la verticale`,
    'Un joker s\'écrit ? devant sa lettre : 8H ?AGE joue un joker comme A',
    '. remplace un jeton déjà posé sur le plateau : 8H QU.Z',
    `Ton chevalet : ${rack}`,
  ],
  rack: (rack) => `Ton chevalet : ${rack}`,
  doesNotFit: (word, rackLine) => `${word} ne se place nulle part avec ton chevalet. ${rackLine}`,
  exchange: (tiles, kept) => `Échanger ${tiles} · garder ${kept ?? 'rien'}`,
  notTiles: (typed) => `${typed} : on ne peut échanger que des lettres et ? (un joker)`,
  missing: (tiles, rack) => `Tu n'as pas ${tiles} · ton chevalet : ${rack}`,
  swap: (square, letter, held) => `${square} : le joker joué comme ${letter} · ${held ? `tu as un ${letter} à mettre à sa place` : `tu n'as pas de ${letter}`}`,
};
