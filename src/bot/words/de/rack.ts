/** What a player sees privately, in German: their rack, the tiles unseen, the exchange picker. */
import type { RackWords } from '../types.js';
import { pointsCount } from './common.js';

const tile = (t: string) => (t === '?' ? 'Joker' : t);

export const rack: RackWords = {
  tile,
  tiles: (tiles) => [...tiles].map(tile).join(', ') || 'keine Steine',
  newRack: 'Dein neues Bänkchen.',
  rack: (intro, tiles, value, yourTurn) => `${intro ? `${intro}\n` : ''}Dein Bänkchen: ${tiles} (${pointsCount(value)}).${yourTurn ? ' Du bist am Zug.' : ''}`,
  imageDescription: (tiles) => `Dein Bänkchen: ${tiles}`,
  unseen: (spectator, total, inBag, tiles) => {
    const heading = spectator
      ? `Steine, die nicht auf dem Brett liegen (${total}: ${inBag} im Beutel, der Rest auf den Bänkchen der Mitspielenden)`
      : `Ungesehene Steine (${total}: ${inBag} im Beutel, der Rest auf anderen Bänkchen)`;
    return `${heading}:\n${tiles.map(([t, n]) => `${tile(t)}${n > 1 ? ` ×${n}` : ''}`).join(', ') || 'keine'}`;
  },
  exchange: {
    wholeRack: 'Nach diesen Regeln tauschst du dein ganzes Bänkchen. Wähl alle Steine aus, um zu bestätigen.',
    pick: 'Wähl die Steine aus, die du tauschen willst.',
    placeholder: 'Steine zum Tauschen',
  },
};
