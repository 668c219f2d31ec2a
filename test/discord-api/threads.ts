/**
 * Threads as Discord keeps them: a public thread opened in a text channel (on its own or
 * from a message), renamed, archived and locked by `PATCH /channels/:id`, each change told
 * to the bot over the gateway (THREAD_CREATE, THREAD_UPDATE). A thread takes its parent's
 * permission overwrites (world.ts); what Discord refuses is refused here too.
 */
import { ChannelType, GatewayDispatchEvents, PermissionFlagsBits, type APIThreadChannel } from 'discord-api-types/v10';
import { ApiError, type Router } from './router.js';
import { Errors, found, type RestDeps } from './rest.js';
import { AUTO_ARCHIVE_DURATIONS, isThread } from './world.js';

const P = PermissionFlagsBits;

interface ThreadBody {
  name?: unknown;
  auto_archive_duration?: unknown;
  type?: unknown;
  archived?: unknown;
  locked?: unknown;
}

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 50035, 'Invalid Form Body', { [field]: { _errors: [{ code: 'BASE_TYPE_BAD', message }] } });
}

/** The name and inactivity length a new thread asks for, as Discord checks them. */
function threadSettings(body: ThreadBody): { name: string; autoArchive: number } {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < 1 || name.length > 100) throw invalid('name', 'Must be between 1 and 100 in length.');
  const autoArchive = body.auto_archive_duration ?? 1440;
  if (!AUTO_ARCHIVE_DURATIONS.includes(autoArchive as 60)) throw invalid('auto_archive_duration', `Value must be one of ${AUTO_ARCHIVE_DURATIONS.join(', ')}.`);
  return { name, autoArchive: autoArchive as number };
}

function tell(deps: RestDeps, event: GatewayDispatchEvents, thread: APIThreadChannel, extra: Record<string, unknown> = {}): void {
  deps.gateway.dispatch(event, { ...structuredClone(thread), ...extra });
}

/**
 * Whether the bot may write in `channelId` now (a no-op for a channel that is no thread):
 * a locked, archived thread takes nothing without Manage Threads; an archived one takes a
 * new message, which unarchives it (`post`), but no edit or deletion of an older one (`change`).
 */
export function threadWritable(deps: RestDeps, channelId: string, what: 'post' | 'change'): void {
  const thread = deps.world.thread(channelId);
  const meta = thread?.thread_metadata;
  if (!thread || !meta?.archived) return;
  const manages = (deps.world.permissions(deps.world.bot.id, channelId) & P.ManageThreads) !== 0n;
  if ((meta.locked && !manages) || what === 'change') throw Errors.archivedThread();
  meta.archived = false;
  meta.archive_timestamp = new Date().toISOString();
  tell(deps, GatewayDispatchEvents.ThreadUpdate, thread);
}

export function registerThreadRoutes(router: Router, deps: RestDeps, requirePermissions: (channelId: string, needed: bigint) => void): void {
  const { world, store } = deps;
  const textChannelOf = (id: string) => {
    const channel = found(world.channels.get(id), Errors.unknownChannel);
    if (isThread(channel)) throw Errors.wrongChannelType();
    return channel;
  };

  // A thread without a message: the type must be given; only public threads are modelled.
  router.add('POST', '/channels/:channelId/threads', ({ params, body }) => {
    const channel = textChannelOf(params.channelId!);
    const asked = (body ?? {}) as ThreadBody;
    if (asked.type !== ChannelType.PublicThread) throw invalid('type', 'Only public threads (type 11) are modelled here.');
    requirePermissions(channel.id, P.ViewChannel | P.CreatePublicThreads);
    const { name, autoArchive } = threadSettings(asked);
    const thread = world.addThread(channel.id, name, world.bot.id, autoArchive);
    tell(deps, GatewayDispatchEvents.ThreadCreate, thread, { newly_created: true });
    return { status: 201, body: thread };
  });

  // A thread from a message: it takes the message's id, and a message opens one thread at most.
  router.add('POST', '/channels/:channelId/messages/:messageId/threads', ({ params, body }) => {
    const channel = textChannelOf(params.channelId!);
    const message = store.get(params.messageId!);
    if (!message || message.channel_id !== channel.id) throw Errors.unknownMessage();
    requirePermissions(channel.id, P.ViewChannel | P.CreatePublicThreads);
    if (message.thread || world.channels.has(message.id)) throw new ApiError(400, 160004, 'A thread has already been created for this message');
    const { name, autoArchive } = threadSettings((body ?? {}) as ThreadBody);
    const thread = world.addThread(channel.id, name, world.bot.id, autoArchive, message.id);
    message.thread = structuredClone(thread);
    tell(deps, GatewayDispatchEvents.ThreadCreate, thread, { newly_created: true });
    return { status: 201, body: thread };
  });

  // A thread's name, archived and locked; a text channel's name.
  router.add('PATCH', '/channels/:channelId', ({ params, body }) => {
    const channel = found(world.channels.get(params.channelId!), Errors.unknownChannel);
    const change = (body ?? {}) as ThreadBody;
    if (!isThread(channel)) {
      requirePermissions(channel.id, P.ManageChannels);
      if (change.name !== undefined) channel.name = threadSettings({ name: change.name }).name;
      deps.gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, world.channelPayload(channel.id));
      return { body: channel };
    }
    requirePermissions(channel.id, P.ViewChannel);
    const meta = channel.thread_metadata!;
    const manages = (world.permissions(world.bot.id, channel.id) & P.ManageThreads) !== 0n;
    // Its owner may rename and archive it; locking, and anything on a locked thread, takes Manage Threads.
    if (!manages && (channel.owner_id !== world.bot.id || change.locked !== undefined || meta.locked)) throw Errors.missingPermissions();
    if (change.name !== undefined) channel.name = threadSettings({ name: change.name }).name;
    if (change.auto_archive_duration !== undefined) meta.auto_archive_duration = threadSettings({ name: channel.name, auto_archive_duration: change.auto_archive_duration }).autoArchive as 60;
    if (typeof change.locked === 'boolean') meta.locked = change.locked;
    if (typeof change.archived === 'boolean' && change.archived !== meta.archived) {
      meta.archived = change.archived;
      meta.archive_timestamp = new Date().toISOString();
    }
    tell(deps, GatewayDispatchEvents.ThreadUpdate, channel);
    return { body: channel };
  });
}
