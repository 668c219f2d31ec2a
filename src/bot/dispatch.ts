/**
 * Every interaction is acknowledged before any work (lock, store, engine, render),
 * in the way its answer needs; then its handler runs. Used by the discord.js adapter
 * and by the handler tests alike.
 */
import type { Problem } from '../games/problems.js';
import { findComponent } from './components/index.js';
import type { AckKind, CommandContext } from './context.js';
import { refuse } from './flow.js';

export async function runSubcommand(ctx: CommandContext, name: string): Promise<void> {
  const sub = ctx.services.commands.get(name);
  if (!sub) return refuseOnce(ctx, { code: 'unknown-command' });
  await answering(ctx, typeof sub.ack === 'function' ? sub.ack(ctx) : sub.ack, () => sub.execute(ctx));
}

/** Longest wait for the note of a public answer before acknowledging anyway (ms). */
const NOTE_BUDGET_MS = 100;

/**
 * Acknowledges as `kind` and runs `work`. A public placeholder is noted in the channel's
 * record before it exists and let go when the work is over (a change saved meanwhile takes
 * it over as the message it owes): should the bot stop between, the placeholder is told
 * that nothing happened, and never keeps "thinking".
 */
async function answering(ctx: CommandContext, kind: AckKind, work: () => Promise<void>): Promise<void> {
  const answer = kind === 'public' ? ctx.answer : undefined;
  // A store slow to answer never holds the acknowledgement past Discord's 3 seconds: past the
  // budget it goes ahead (unprotected; the note lands when it lands, and is let go below).
  if (answer) await Promise.race([ctx.services.games.noteAnswer(ctx.channelId, answer), new Promise((r) => setTimeout(r, NOTE_BUDGET_MS).unref())]);
  try {
    await ctx.ack(kind);
    await work();
  } finally {
    if (answer) await ctx.services.games.answerDone(ctx.channelId, answer.token);
  }
}

/**
 * A button or menu by its record (components/): acknowledged as the record says, then
 * refused unless its presser may press it, then run. One not ours is refused in words.
 */
async function runComponent(ctx: CommandContext, kind: 'button' | 'select', customId: string, values: readonly string[], messageId: string | undefined): Promise<void> {
  const found = findComponent(kind, customId);
  await answering(ctx, found?.record.ack ?? 'public', async () => {
    if (!found) return refuse(ctx, { code: 'unknown-command' });
    const press = { params: found.params, values, ...(messageId !== undefined ? { messageId } : {}) };
    const admitted = await found.record.who(ctx, press);
    if (!admitted.ok) return refuse(ctx, admitted.error);
    await found.record.run(ctx, press, admitted.value);
  });
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
