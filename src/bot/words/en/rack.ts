/** What a player sees privately, in English: their rack, the tiles unseen, the exchange picker. */
import type { RackWords } from '../types.js';

const tile = (t: string) => (t === '?' ? 'blank' : t);

export const rack: RackWords = {
  tile,
  tiles: (tiles) => [...tiles].map(tile).join(', ') || 'no tiles',
  newRack: 'Your new rack.',
  rack: (intro, tiles, value, yourTurn) => `${intro ? `${intro}\n` : ''}Your rack: ${tiles} (${value} point${value === 1 ? '' : 's'}).${yourTurn ? ' It\'s your turn.' : ''}`,
  imageDescription: (tiles) => `Your rack: ${tiles}`,
  unseen: (spectator, total, inBag, tiles) => {
    const heading = spectator
      ? `Tiles not on the board (${total}: ${inBag} in the bag, the rest on the players' racks)`
      : `Unseen tiles (${total}: ${inBag} in the bag, the rest on other racks)`;
    return `${heading}:\n${tiles.map(([t, n]) => `${tile(t)}${n > 1 ? ` ×${n}` : ''}`).join(', ') || 'none'}`;
  },
  exchange: {
    wholeRack: 'These rules exchange your whole rack. Select every tile to confirm.',
    pick: 'Pick the tiles to exchange.',
    placeholder: 'Tiles to exchange',
  },
};
