import type {
  APIApplicationCommandOptionChoice,
  APIEmbed,
  APIMessage,
  APIMessageTopLevelComponent,
  InteractionResponseType,
} from 'discord-api-types/v10';

export interface RecordedFile {
  /** Form field, e.g. `files[0]`. */
  field: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** Path below the versioned API root, e.g. `/channels/123/messages`. */
  path: string;
  query: Record<string, string>;
  /** The Authorization header, or null when the caller sent none (callbacks and webhooks). */
  authorization: string | null;
  /** Parsed JSON body, or `payload_json` (plus plain fields) of a multipart body. */
  body: unknown;
  files: RecordedFile[];
  status: number;
  at: number;
}

export interface RecordedAttachment {
  id: string;
  name: string;
  contentType: string;
  bytes: Buffer;
}

export type MessageKind = 'callback' | 'followup' | 'edit-original' | 'channel-message' | 'edit-message';

/** A message as the user now sees it, right after one request created or changed it. */
export interface RecordedMessage {
  kind: MessageKind;
  messageId: string;
  channelId: string;
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: RecordedAttachment[];
  ephemeral: boolean;
  flags: number;
  interactionId?: string;
  interactionToken?: string;
  /** Callback type for kind 'callback' (4 reply, 7 update). */
  callbackType?: InteractionResponseType;
  /** The raw request body (JSON or `payload_json`). */
  body: unknown;
  message: APIMessage;
  at: number;
}

/** Every acknowledgement, including the ones that make no message (defers, autocomplete, modals). */
export interface RecordedCallback {
  interactionId: string;
  token: string;
  type: InteractionResponseType;
  data: unknown;
  ephemeral: boolean;
  attachments: RecordedAttachment[];
  /** Autocomplete suggestions (type 8). */
  choices?: APIApplicationCommandOptionChoice[];
  /** The message this callback created or changed (types 4, 5, 7). */
  messageId?: string;
  at: number;
}

export interface UnknownRoute {
  method: string;
  path: string;
}
