/**
 * One record per button or menu, in the way of the discord.js guide's command records
 * and Sapphire's interaction handlers: its custom id (written by the views, read back
 * here), who may press it, how a press is acknowledged before any work, and what it does.
 * The dispatcher (dispatch.ts) acknowledges, asks `who`, then runs.
 */
import { done, type Outcome } from '../../games/problems.js';
import type { AckKind, CommandContext } from '../context.js';
import type { CustomId } from './custom-ids.js';

/** One press of a component. */
export interface Press<P> {
  /** What its custom id carries. */
  params: P;
  /** The message it sits on, when there is one. */
  messageId?: string;
  /** A menu's picks; none for a button. */
  values: readonly string[];
}

export interface ComponentRecord<P, A> {
  kind: 'button' | 'select';
  id: CustomId<P>;
  /** How the press is acknowledged: where its answer belongs (the message in place, privately, or in public). */
  ack: AckKind;
  /** Who may press it, asked after the acknowledgement: refused with the problem, or admitted with what `run` needs. */
  who(ctx: CommandContext, press: Press<P>): Promise<Outcome<A>>;
  run(ctx: CommandContext, press: Press<P>, admitted: A): Promise<void>;
}

/** Who may press: whoever the hub's own action admits (a seat, the host, the player to move), so nothing is asked first. */
export const byTheAction = async (): Promise<Outcome<null>> => done(null);
