/**
 * Replays of finished games: `/scrabble history replay:Yes` and the replay's buttons. The
 * game is read from the archive by the id the message carries and each step is rebuilt
 * on demand (src/engine/replay.ts), so a press needs no other state and an old replay
 * still answers. The channel's copy is public and edited in place; it goes private (the
 * presser's own copy, whose buttons edit it) when the channel has a game being played,
 * when the bot may not post images there, and on "just me", which adds the presser's own
 * move against the best play: one private message that follows their steps, instead of
 * a private note after every press on the channel's copy.
 */
import type { GameAnalysis } from '../ai/analysis.js';
import { replaySteps, type ReplayStep } from '../engine/replay.js';
import { seatOf } from '../games/policy.js';
import { StoreUnavailableError } from '../games/store.js';
import type { ArchivedGame } from '../games/record.js';
import type { CommandContext } from './context.js';
import { refuse, thinkerOf } from './flow.js';
import { replayMessage } from './views/replay.js';
import { privatelyInPlace, publicly, words } from './words/index.js';

export interface ReplayAsk {
  gameId: string;
  /** The step to show; null: the final position. */
  step: number | null;
  /** Pressed on the presser's own copy: the answer edits it. */
  onMine: boolean;
  /** "Just me": a private copy of this step, with the presser's own move. */
  mine: boolean;
}

/** The archived game, or null once the presser was told why there is none. */
async function archived(ctx: CommandContext, id: string): Promise<ArchivedGame | null> {
  try {
    const found = await ctx.services.games.store.archivedGame(id);
    if (!found) await refuse(ctx, { code: 'replay-gone' });
    return found;
  } catch (e) {
    if (!(e instanceof StoreUnavailableError)) throw e;
    await refuse(ctx, { code: 'store-unavailable' });
    return null;
  }
}

/** Whether the channel is taken by a game being played; 'unknown' when its record cannot be read (then nothing is posted there either). */
async function channelBusy(ctx: CommandContext): Promise<boolean | 'unknown'> {
  const read = await ctx.services.games.read(ctx.channelId);
  return read.ok ? read.value?.game?.status === 'playing' : 'unknown';
}

/** The presser's own move at this step against the best play, in words; null when the move was not theirs or was no turn of theirs. */
async function yourMove(ctx: CommandContext, entry: ArchivedGame, step: ReplayStep): Promise<string | null> {
  const seat = seatOf(entry.game, ctx.user.id);
  if (seat < 0 || step.mover !== seat) return null;
  const thinker = thinkerOf(ctx.services);
  const analyses: GameAnalysis[] = await thinker.think({ kind: 'analyse', state: entry.game, player: seat });
  const move = analyses[step.game - 1]?.moves.find((m) => m.event === step.eventIndex);
  if (!move) return null;
  const turn = words.advice.turn;
  return words.replay.yourMove(turn(move.played), move.wasBest ? null : turn(move.best), move.best.leave, move.equityLost);
}

/** Shows a step of a finished game's replay, where the ask belongs (see above). */
export async function showReplay(ctx: CommandContext, ask: ReplayAsk): Promise<void> {
  const entry = await archived(ctx, ask.gameId);
  if (!entry) return;
  const rebuilt = replaySteps(entry.game);
  if (!rebuilt.ok) {
    // A record the engine cannot rebuild is damaged: logged, and the presser told in one sentence.
    ctx.services.log(`Replay of ${entry.id}: the record does not rebuild (${rebuilt.error.code})`);
    return refuse(ctx, { code: 'internal' });
  }
  const steps = rebuilt.value;
  const k = ask.step ?? steps.length - 1;
  if (k < 0 || k >= steps.length) return refuse(ctx, { code: 'replay-step', limit: steps.length - 1 });
  const busy = ask.onMine || ask.mine ? false : await channelBusy(ctx);
  // Where the bot may not post images, the presser still sees the replay: privately.
  const mine = ask.onMine || ask.mine || busy !== false || ctx.missingPermissions.length > 0;
  const notes: string[] = [];
  if (mine) {
    const line = await yourMove(ctx, entry, steps[k]!);
    if (line) notes.push(line);
  }
  if (busy === true) notes.push(words.replay.privateBusy);
  const build = async () => ({ ...(await replayMessage(entry.game, steps, k, { gameId: entry.id, mine, notes })), ephemeral: mine && !ask.onMine });
  // On the presser's own copy the answer edits it in place (it stays private); otherwise a private one is a new message.
  await ctx.reply(await (!mine ? publicly(build) : ask.onMine ? privatelyInPlace(build) : build()));
}
