/** The lobby message's buttons and menus: Join, Leave, Start, and the host's computer players. */
import { findLevel } from '../../ai/levels.js';
import type { CommandContext } from '../context.js';
import { refuse, startGame } from '../flow.js';
import { lobbyMessage } from '../present.js';
import { publicly } from '../words/index.js';
import { fixedId, IDS } from './custom-ids.js';
import { byTheAction, type ComponentRecord } from './record.js';

/** Join or Leave on the lobby message (`messageId`): the message itself shows the new list. */
async function lobbyChange(ctx: CommandContext, change: 'join' | 'leave', messageId?: string): Promise<void> {
  const games = ctx.services.games;
  const out = change === 'join' ? await games.join(ctx.channelId, ctx.user, null, messageId) : await games.leave(ctx.channelId, ctx.user, messageId);
  // Leave on the lobby of a game already dealt: a player stops by resigning.
  if (!out.ok) return refuse(ctx, change === 'leave' && out.error.code === 'lobby-started' ? { code: 'use-resign' } : out.error);
  await ctx.reply(publicly(() => lobbyMessage(out.value.lobby!)));
}

export const join: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.join),
  ack: 'update',
  who: byTheAction,
  run: (ctx, press) => lobbyChange(ctx, 'join', press.messageId),
};

export const leave: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.leave),
  ack: 'update',
  who: byTheAction,
  run: (ctx, press) => lobbyChange(ctx, 'leave', press.messageId),
};

/** The host deals, from the lobby message pressed on (an older lobby's Start deals nothing). */
export const start: ComponentRecord<object, null> = {
  kind: 'button',
  id: fixedId(IDS.start),
  ack: 'public',
  who: byTheAction,
  run: (ctx, press) => startGame(ctx, press.messageId),
};

/** The host seats a computer at the level picked on the lobby message, which shows the new list. */
export const addComputer: ComponentRecord<object, null> = {
  kind: 'select',
  id: fixedId(IDS.addComputer),
  ack: 'update',
  who: byTheAction,
  async run(ctx, press) {
    const level = findLevel(press.values[0] ?? '');
    if (!level) return refuse(ctx, { code: 'unknown-command' });
    const out = await ctx.services.games.addComputer(ctx.channelId, ctx.user, level.id, press.messageId);
    if (!out.ok) return refuse(ctx, out.error);
    await ctx.reply(publicly(() => lobbyMessage(out.value.lobby!)));
  },
};

/** The host takes out the computer picked on the lobby message, which shows the new list. */
export const removeComputer: ComponentRecord<object, null> = {
  kind: 'select',
  id: fixedId(IDS.removeComputer),
  ack: 'update',
  who: byTheAction,
  async run(ctx, press) {
    const out = await ctx.services.games.removeComputer(ctx.channelId, ctx.user, press.values[0] ?? '', press.messageId);
    if (!out.ok) return refuse(ctx, out.error);
    await ctx.reply(publicly(() => lobbyMessage(out.value.lobby!)));
  },
};
