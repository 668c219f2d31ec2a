/**
 * Where every interaction enters the bot: counted as in flight (so a stop waits for it),
 * refused in words once the bot is stopping, logged as one JSON line with where it came
 * from and how long it took, and counted in the metrics. The routing itself is
 * handleInteraction's (interactions.ts).
 */
import { MessageFlags, type Interaction } from 'discord.js';
import type { Services } from './context.js';
import { handleInteraction } from './interactions.js';
import type { InFlight } from './lifecycle.js';
import type { Fields, Logger } from './log.js';
import { explain } from './messages.js';
import { metrics, type InteractionKind, type InteractionOutcome } from './metrics.js';
import { speaking, tableFor } from './words/index.js';

export function kindOf(i: Interaction): InteractionKind {
  if (i.isAutocomplete()) return 'autocomplete';
  if (i.isChatInputCommand()) return 'command';
  if (i.isButton()) return 'button';
  if (i.isStringSelectMenu()) return 'select';
  if (i.isModalSubmit()) return 'modal';
  return 'other';
}

/** What the interaction asked for, for the log: `scrabble play`, or a component's custom id. */
function commandOf(i: Interaction): string | undefined {
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    const sub = i.options.getSubcommand(false);
    return sub ? `${i.commandName} ${sub}` : i.commandName;
  }
  if (i.isMessageComponent() || i.isModalSubmit()) return i.customId;
  return undefined;
}

export function interactionFields(i: Interaction): Fields {
  return { interaction: i.id, kind: kindOf(i), command: commandOf(i), guild: i.guildId ?? undefined, channel: i.channelId ?? undefined, user: i.user.id };
}

export function intake(services: Services, inFlight: InFlight, logger: Logger): (i: Interaction) => Promise<void> {
  return async (i) => {
    const received = Date.now();
    const fields = interactionFields(i);
    const kind = fields.kind as InteractionKind;
    const line = logger.child(fields);
    const done = (outcome: InteractionOutcome) => {
      metrics.interactions.inc({ kind, outcome });
      const latencyMs = Date.now() - received;
      metrics.handleSeconds.observe({ kind }, latencyMs / 1000);
      line.info({ outcome, latencyMs, sinceCreatedMs: Date.now() - i.createdTimestamp }, 'interaction');
    };
    if (!inFlight.accepting) {
      // Counted too, so the process does not exit while the refusal is on its way.
      await inFlight.run(() => refuseWhileStopping(i, line));
      return done('refused');
    }
    let failed = false;
    let storeUnavailable = false;
    // The handler's own log calls carry this interaction's fields; an error among them means it failed.
    const scoped: Services = {
      ...services,
      log: (message, error) => {
        if (error === undefined) return line.info(message);
        failed = true;
        metrics.errors.inc({ source: 'interaction' });
        line.error({ err: error }, message);
      },
      // The store's failure itself is counted and logged by the store's listener (bot.ts).
      onRefusal: (problem) => void (problem.code === 'store-unavailable' && (storeUnavailable = true)),
    };
    metrics.inFlight.inc();
    try {
      await inFlight.run(() => handleInteraction(i, scoped));
    } catch (e) {
      // handleInteraction is the error boundary and should not throw; if it does, it is logged here.
      failed = true;
      metrics.errors.inc({ source: 'interaction' });
      line.error({ err: e }, 'Interaction handler threw');
    } finally {
      metrics.inFlight.dec();
    }
    done(storeUnavailable ? 'store_unavailable' : failed ? 'error' : 'ok');
  };
}

/** Arrived while the bot is stopping: the player reads why nothing happened. */
async function refuseWhileStopping(i: Interaction, line: Logger): Promise<void> {
  try {
    if (i.isAutocomplete()) await i.respond([]);
    else if (i.isRepliable()) await i.reply({ content: speaking(tableFor(i.locale), () => explain({ code: 'restarting' })), flags: MessageFlags.Ephemeral });
  } catch (e) {
    line.warn({ err: e }, 'Could not tell the player the bot is restarting');
  }
}
