/**
 * Every interaction is acknowledged before any work (lock, store, engine, render),
 * in the way its answer needs; then its handler runs. Used by the discord.js adapter
 * and by the handler tests alike.
 */
import type { Problem } from '../games/problems.js';
import { findComponent } from './components/index.js';
import type { CommandContext } from './context.js';
import { refuse } from './flow.js';

export async function runSubcommand(ctx: CommandContext, name: string): Promise<void> {
  const sub = ctx.services.commands.get(name);
  if (!sub) return refuseOnce(ctx, { code: 'unknown-command' });
  await ctx.ack(typeof sub.ack === 'function' ? sub.ack(ctx) : sub.ack);
  await sub.execute(ctx);
}

/**
 * A button or menu by its record (components/): acknowledged as the record says, then
 * refused unless its presser may press it, then run. One not ours is refused in words.
 */
async function runComponent(ctx: CommandContext, kind: 'button' | 'select', customId: string, values: readonly string[], messageId: string | undefined): Promise<void> {
  const found = findComponent(kind, customId);
  await ctx.ack(found?.record.ack ?? 'public');
  if (!found) return refuse(ctx, { code: 'unknown-command' });
  const press = { params: found.params, values, ...(messageId !== undefined ? { messageId } : {}) };
  const admitted = await found.record.who(ctx, press);
  if (!admitted.ok) return refuse(ctx, admitted.problem);
  await found.record.run(ctx, press, admitted.value);
}

/** `messageId`: the message the button sits on; game buttons act only from the current board. */
export function runButton(ctx: CommandContext, id: string, messageId: string | undefined): Promise<void> {
  return runComponent(ctx, 'button', id, [], messageId);
}

export function runSelect(ctx: CommandContext, id: string, values: string[], messageId: string | undefined): Promise<void> {
  return runComponent(ctx, 'select', id, values, messageId);
}

/** A refusal the player reads privately, whether or not the interaction was acknowledged yet. */
export async function refuseOnce(ctx: CommandContext, problem: Problem): Promise<void> {
  if (!ctx.acked) await ctx.ack('private');
  await refuse(ctx, problem);
}
