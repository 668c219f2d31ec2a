/**
 * Every interaction is acknowledged before any work (lock, store, engine, render),
 * in the way its answer needs; then its handler runs. Used by the discord.js adapter
 * and by the handler tests alike.
 */
import type { Problem } from '../games/problems.js';
import { handleButton, handleSelect } from './buttons.js';
import type { AckKind, CommandContext } from './context.js';
import { refuse } from './flow.js';
import { IDS } from './present.js';

/** Buttons answer where their result belongs: the lobby in place, racks and menus privately, moves in public. */
const BUTTON_ACK: Record<string, AckKind> = {
  [IDS.join]: 'update',
  [IDS.leave]: 'update',
  [IDS.rack]: 'private',
  [IDS.exchange]: 'private',
};

export async function runSubcommand(ctx: CommandContext, name: string): Promise<void> {
  const sub = ctx.services.commands.get(name);
  if (!sub) return refuseOnce(ctx, { code: 'unknown-command' });
  await ctx.ack(typeof sub.ack === 'function' ? sub.ack(ctx) : sub.ack);
  await sub.execute(ctx);
}

export async function runButton(ctx: CommandContext, id: string, messageId: string | undefined): Promise<void> {
  await ctx.ack(BUTTON_ACK[id] ?? 'public');
  await handleButton(ctx, id, messageId);
}

/** Menus: the lobby's computer pickers edit the lobby in place; an exchange is a move, in public. */
const SELECT_ACK: Record<string, AckKind> = {
  [IDS.addComputer]: 'update',
  [IDS.removeComputer]: 'update',
};

export async function runSelect(ctx: CommandContext, id: string, values: string[], messageId: string | undefined): Promise<void> {
  await ctx.ack(SELECT_ACK[id] ?? 'public');
  await handleSelect(ctx, id, values, messageId);
}

/** A refusal the player reads privately, whether or not the interaction was acknowledged yet. */
export async function refuseOnce(ctx: CommandContext, problem: Problem): Promise<void> {
  if (!ctx.acked) await ctx.ack('private');
  await refuse(ctx, problem);
}
