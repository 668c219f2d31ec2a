/** What a player sees privately, in Spanish: their rack, the tiles unseen, the exchange picker. */
import type { RackWords } from '../types.js';
import { plural } from './plural.js';

const tile = (t: string) => (t === '?' ? 'comodín' : t);

export const rack: RackWords = {
  tile,
  tiles: (tiles) => [...tiles].map(tile).join(', ') || 'ninguna ficha',
  newRack: 'Tu nuevo atril.',
  rack: (intro, tiles, value, yourTurn) => `${intro ? `${intro}\n` : ''}Tu atril: ${tiles} (${plural(value, 'punto', 'puntos')}).${yourTurn ? ' Te toca.' : ''}`,
  imageDescription: (tiles) => `Tu atril: ${tiles}`,
  unseen: (spectator, total, inBag, tiles) => {
    const heading = spectator
      ? `Fichas que no están en el tablero (${total}: ${inBag} en la bolsa, el resto en los atriles de los jugadores)`
      : `Fichas por ver (${total}: ${inBag} en la bolsa, el resto en los otros atriles)`;
    return `${heading}:\n${tiles.map(([t, n]) => `${tile(t)}${n > 1 ? ` ×${n}` : ''}`).join(', ') || 'ninguna'}`;
  },
  exchange: {
    wholeRack: 'Con estas reglas se cambia el atril entero. Selecciona todas las fichas para confirmar.',
    pick: 'Elige las fichas que quieres cambiar.',
    placeholder: 'Fichas para cambiar',
  },
};
