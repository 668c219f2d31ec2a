/** What a player sees privately, in French: their rack, the tiles unseen, the exchange picker. */
import type { RackWords } from '../types.js';
import { counted } from './common.js';

const tile = (t: string) => (t === '?' ? 'joker' : t);

export const rack: RackWords = {
  tile,
  tiles: (tiles) => [...tiles].map(tile).join(', ') || 'aucun jeton',
  newRack: 'Ton nouveau chevalet.',
  rack: (intro, tiles, value, yourTurn) => `${intro ? `${intro}\n` : ''}Ton chevalet : ${tiles} (${counted(value, 'point')}).${yourTurn ? ' C\'est ton tour.' : ''}`,
  imageDescription: (tiles) => `Ton chevalet : ${tiles}`,
  unseen: (spectator, total, inBag, tiles) => {
    const heading = spectator
      ? `Jetons absents du plateau (${total} : ${inBag} dans le sac, le reste sur les chevalets des joueurs)`
      : `Jetons que tu n'as pas encore vus (${total} : ${inBag} dans le sac, le reste sur les autres chevalets)`;
    return `${heading} :\n${tiles.map(([t, n]) => `${tile(t)}${n > 1 ? ` ×${n}` : ''}`).join(', ') || 'aucun'}`;
  },
  exchange: {
    wholeRack: 'Avec ces règles, tu échanges tout ton chevalet. Sélectionne tous les jetons pour confirmer.',
    pick: 'Choisis les jetons à échanger.',
    placeholder: 'Jetons à échanger',
  },
};
