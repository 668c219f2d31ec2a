/**
 * The board's buttons (moves, the rack, the next game of a match, Rematch on a final
 * board) and the exchange menu opened from it. Moves act only from the current board:
 * the message pressed on goes with the action, and the hub refuses an older one.
 */
import type { Action, GameState } from '../../engine/index.js';
import { mayAskRematch, mayOpenExchange } from '../../games/permissions.js';
import { done, fail } from '../../games/problems.js';
import { act, refuse, showRack, startGame } from '../flow.js';
import { joinedLine, showLobbyChange } from '../lobby.js';
import { exchangePicker, rematchLobbyMessage } from '../present.js';
import { publicly } from '../words/index.js';
import { exchangeSelectId, fixedId, IDS } from './custom-ids.js';
import { byTheAction, type ComponentRecord } from './record.js';

/** A move by the button's presser, on the board it sits on. */
const move = (id: string, type: 'pass' | 'challenge' | 'accept' | 'accept-end' | 'decline-end'): ComponentRecord<object, null> => ({
  kind: 'button',
  id: fixedId(id),
  ack: 'public',
  who: byTheAction,
  run: (ctx, press) => act(ctx, (player): Action => ({ type, player }), press.messageId),
});

export const pass = move(IDS.pass, 'pass');
export const challenge = move(IDS.challenge, 'challenge');
/** Let a play that went out stand. */
export const accept = move(IDS.accept, 'accept');
export const endAccept = move(IDS.endAccept, 'accept-end');
export const endDecline = move(IDS.endDecline, 'decline-end');

/** The board inside Discord: the press is answered by opening the Activity (when the bot serves one). */
export const openBoard: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.openBoard),
  ack: 'launch',
  who: byTheAction,
  run: async () => {},
};

/** The presser's rack, privately. */
export const rack: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.rack),
  ack: 'private',
  who: byTheAction,
  run: (ctx) => showRack(ctx),
};

/** Game 2 of a match: dealt by either player. */
export const nextGame: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.nextGame),
  ack: 'public',
  who: byTheAction,
  run: (ctx) => startGame(ctx),
};

/**
 * Exchange opens a menu of the presser's tiles, privately, while the rules allow some
 * exchange (the button shows only then; pressed anyway, the player reads why not).
 */
export const exchange: ComponentRecord<object, { game: GameState; player: number; board: string | undefined }> = {
  kind: 'button',
  id: fixedId(IDS.exchange),
  ack: 'private',
  async who(ctx, press) {
    const read = await ctx.services.games.read(ctx.channelId);
    if (!read.ok) return read;
    const allowed = mayOpenExchange(read.value, ctx.user.id, press.messageId);
    // The menu carries the board it was opened from.
    return allowed.ok ? done({ ...allowed.value, board: read.value?.boardMessageId }) : allowed;
  },
  run: async (ctx, _press, { game, player, board }) => void (await ctx.reply(exchangePicker(game, player, board))),
};

/** The exchange menu: an exchange of the picked tiles, on the board it was opened from. */
export const exchangeSelect: ComponentRecord<{ board?: string }, null> = {
  kind: 'select',
  id: exchangeSelectId,
  ack: 'public',
  who: byTheAction,
  run(ctx, press) {
    // Values are "index:tile", so two copies of a letter stay two choices.
    const tiles = press.values.map((v) => v.split(':')[1] ?? '').join('');
    return act(ctx, (player) => ({ type: 'exchange', player, tiles }), press.params.board);
  },
};

/**
 * Rematch on a final board (only the channel's last, where the bot may post): a lobby for
 * the same table, the presser seated as host, the others offered their seats; nothing is
 * dealt. A press while that rematch gathers joins it, as the lobby's Join does.
 */
export const rematch: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.rematch),
  ack: 'public',
  async who(ctx, press) {
    if (ctx.missingPermissions.length > 0) return fail({ code: 'missing-permissions', detail: ctx.missingPermissions.join(' and ') });
    const current = await ctx.services.games.read(ctx.channelId);
    return mayAskRematch(current.ok ? current.value : null, press.messageId);
  },
  async run(ctx) {
    const out = await ctx.services.games.rematch(ctx.channelId, ctx.user, ctx.placeholderId);
    if (!out.ok) return refuse(ctx, out.error);
    const { record, joined } = out.value;
    if (joined) return showLobbyChange(ctx, record, joinedLine(record));
    // Those offered a seat are pinged once, unless they turned pings off; the presser never.
    const { quiet = [] } = await ctx.services.games.turnExtras(record);
    await ctx.reply(publicly(() => rematchLobbyMessage(record.lobby!, record.lobby!.rematch!.invited.map((p) => p.id).filter((id) => !quiet.includes(id)))));
  },
};
