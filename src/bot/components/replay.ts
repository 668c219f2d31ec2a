/**
 * A replay's buttons (⏮ ◀ ▶ ⏭ and "just me"): the custom id carries the game and the
 * step, so anyone may press, on any replay however old. The press is acknowledged as an
 * update of its message; what it shows and where is src/bot/replay.ts's.
 */
import { refuse } from '../flow.js';
import { showReplay } from '../replay.js';
import { replayId, type ReplayPress } from './custom-ids.js';
import { byTheAction, type ComponentRecord } from './record.js';

export const replayStep: ComponentRecord<ReplayPress, null> = {
  kind: 'button',
  id: replayId,
  ack: 'update',
  who: byTheAction,
  run(ctx, press) {
    const p = press.params;
    if (p.outdated) return refuse(ctx, { code: 'replay-outdated' });
    return showReplay(ctx, { gameId: p.gameId, step: p.step, onMine: p.mine, mine: p.button === 'mine' && !p.mine });
  },
};
