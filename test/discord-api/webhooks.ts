import {
  InteractionResponseType as R,
  InteractionType,
  MessageFlags,
  type APIApplicationCommandOptionChoice,
  type APIMessage,
} from 'discord-api-types/v10';
import type { InteractionState } from './interactions.js';
import type { MessageBody } from './messages.js';
import { ApiError, type Router } from './router.js';
import { Errors, found, type RestDeps } from './rest.js';
import type { RecordedCallback } from './types.js';
import { threadWritable } from './threads.js';
import { validateChoices, validateMessage } from './validate.js';

/** A public answer posted in an archived thread brings it back, as any message there does. */
const ephemeral = (data: MessageBody): boolean => ((data.flags ?? 0) & MessageFlags.Ephemeral) !== 0;

/** Which callback types Discord accepts for each kind of interaction. */
const ALLOWED: Record<number, R[]> = {
  // LaunchActivity: the app's Activity opens for the user (no message).
  [InteractionType.ApplicationCommand]: [R.ChannelMessageWithSource, R.DeferredChannelMessageWithSource, R.Modal, R.LaunchActivity],
  [InteractionType.MessageComponent]: [R.ChannelMessageWithSource, R.DeferredChannelMessageWithSource, R.DeferredMessageUpdate, R.UpdateMessage, R.Modal, R.LaunchActivity],
  [InteractionType.ApplicationCommandAutocomplete]: [R.ApplicationCommandAutocompleteResult],
  [InteractionType.ModalSubmit]: [R.ChannelMessageWithSource, R.DeferredChannelMessageWithSource, R.DeferredMessageUpdate, R.UpdateMessage],
};

const unknownInteraction = () => new ApiError(404, 10062, 'Unknown interaction');
const unknownWebhook = () => new ApiError(404, 10015, 'Unknown Webhook');

/** Interaction callbacks and the interaction webhook (follow-ups, @original). None carries auth. */
export function registerWebhookRoutes(router: Router, deps: RestDeps): void {
  const { store, interactions, world } = deps;
  const noAuth = { auth: false };

  router.add('POST', '/interactions/:id/:token/callback', ({ params, query, body, files }) => {
    const state = interactions.byToken.get(params.token!);
    if (!state || state.id !== params.id) throw unknownInteraction();
    if (Date.now() - state.createdAt > deps.ackDeadlineMs) throw unknownInteraction();
    if (state.callback) throw new ApiError(400, 40060, 'Interaction has already been acknowledged.');
    const { type, data = {} } = body as { type: R; data?: MessageBody & { choices?: APIApplicationCommandOptionChoice[] } };
    const fromMessage = state.originalMessageId !== undefined;
    const allowed = ALLOWED[state.type]?.filter((t) => fromMessage || (t !== R.DeferredMessageUpdate && t !== R.UpdateMessage));
    if (!allowed?.includes(type)) {
      throw new ApiError(400, 50035, 'Invalid Form Body', { type: { _errors: [{ code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: `Type ${type} is not valid here` }] } });
    }
    let message: APIMessage | undefined;
    switch (type) {
      case R.ChannelMessageWithSource:
        validateMessage(data, files, { creating: true });
        if (!ephemeral(data)) threadWritable(deps, state.channelId, 'post');
        message = store.create(state.channelId, { body: data, files }, state);
        state.originalMessageId = message.id;
        store.record('callback', message, body, { interaction: state, callbackType: type });
        break;
      case R.DeferredChannelMessageWithSource:
        // The "thinking…" message; the edit of @original (or the first follow-up) fills it.
        if (!ephemeral(data)) threadWritable(deps, state.channelId, 'post');
        message = store.create(state.channelId, { body: { flags: data.flags ?? 0 }, files: [] }, state, MessageFlags.Loading);
        state.originalMessageId = message.id;
        state.pendingDeferredReply = true;
        break;
      case R.UpdateMessage:
        validateMessage(data, files, { creating: false });
        message = found(store.get(state.originalMessageId!), Errors.unknownMessage);
        store.edit(message, { body: data, files });
        store.record('callback', message, body, { interaction: state, callbackType: type });
        break;
      case R.DeferredMessageUpdate:
        message = store.get(state.originalMessageId!);
        break;
      case R.ApplicationCommandAutocompleteResult:
        validateChoices(data.choices);
        break;
      default:
        break;
    }
    const callback: RecordedCallback = {
      interactionId: state.id,
      token: state.token,
      type,
      data: body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined,
      ephemeral: ((message?.flags ?? data.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
      attachments: message && type !== R.DeferredMessageUpdate ? store.recordedAttachments(message) : [],
      at: Date.now(),
    };
    if (data.choices) callback.choices = data.choices;
    if (message) callback.messageId = message.id;
    state.callback = callback;
    deps.callbacks.push(callback);
    deps.store.changes.notify(state.token);
    if (query.get('with_response') !== 'true') return {};
    const interaction: Record<string, unknown> = { id: state.id, type: state.type };
    if (message) {
      interaction.response_message_id = message.id;
      interaction.response_message_loading = type === R.DeferredChannelMessageWithSource;
      interaction.response_message_ephemeral = ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
    }
    const resource: Record<string, unknown> = { type };
    if (message && type !== R.DeferredMessageUpdate) resource.message = message;
    return { body: { interaction, resource } };
  }, noAuth);

  /** The interaction behind a webhook URL; usable once the interaction was acknowledged. */
  const webhookState = (app: string, token: string): InteractionState => {
    const state = interactions.byToken.get(token);
    if (app !== world.applicationId || !state?.callback) throw unknownWebhook();
    return state;
  };
  /** `@original` or a follow-up of this interaction. */
  const webhookMessage = (state: InteractionState, id: string): { message: APIMessage; original: boolean } => {
    const original = id === '@original' || id === state.originalMessageId;
    const message = store.get(original ? (state.originalMessageId ?? '') : id);
    if (!message || (!original && message.interaction_metadata?.id !== state.id)) throw Errors.unknownMessage();
    return { message, original };
  };

  router.add('POST', '/webhooks/:app/:token', ({ params, query, body, files }) => {
    const state = webhookState(params.app!, params.token!);
    const data = body as MessageBody;
    validateMessage(data, files, { creating: true });
    let message: APIMessage;
    if (state.pendingDeferredReply) {
      // Discord turns the first follow-up after a deferred reply into that reply.
      message = found(store.get(state.originalMessageId!), Errors.unknownMessage);
      store.edit(message, { body: data, files });
      state.pendingDeferredReply = false;
    } else {
      if (!ephemeral(data)) threadWritable(deps, state.channelId, 'post');
      message = store.create(state.channelId, { body: data, files }, state);
    }
    store.record('followup', message, body, { interaction: state });
    return query.get('wait') === 'true' ? { body: message } : {};
  }, noAuth);

  router.add('GET', '/webhooks/:app/:token/messages/:messageId', ({ params }) => {
    const state = webhookState(params.app!, params.token!);
    return { body: webhookMessage(state, params.messageId!).message };
  }, noAuth);

  router.add('PATCH', '/webhooks/:app/:token/messages/:messageId', ({ params, body, files }) => {
    const state = webhookState(params.app!, params.token!);
    const { message, original } = webhookMessage(state, params.messageId!);
    const data = body as MessageBody;
    validateMessage(data, files, { creating: false });
    store.edit(message, { body: data, files });
    if (original) state.pendingDeferredReply = false;
    store.record(original ? 'edit-original' : 'edit-message', message, body, { interaction: state });
    return { body: message };
  }, noAuth);

  router.add('DELETE', '/webhooks/:app/:token/messages/:messageId', ({ params }) => {
    const state = webhookState(params.app!, params.token!);
    const { message, original } = webhookMessage(state, params.messageId!);
    store.delete(message.id);
    if (original) {
      delete state.originalMessageId;
      state.pendingDeferredReply = false;
    }
    return {};
  }, noAuth);
}
