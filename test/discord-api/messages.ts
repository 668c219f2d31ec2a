import {
  InteractionType,
  MessageFlags,
  MessageType,
  type APIAttachment,
  type APIEmbed,
  type APIMessage,
  type APIMessageInteractionMetadata,
  type APIMessageReference,
  type APIMessageTopLevelComponent,
  type APIUser,
  type InteractionResponseType,
} from 'discord-api-types/v10';
import { Notifier, snowflake } from './util.js';
import type { MessageKind, RecordedAttachment, RecordedFile, RecordedMessage } from './types.js';

/** The message fields a bot may send when creating or editing. */
export interface MessageBody {
  content?: string | null;
  embeds?: APIEmbed[] | null;
  components?: APIMessageTopLevelComponent[] | null;
  flags?: number | null;
  attachments?: { id: string | number; filename?: string; description?: string }[] | null;
  message_reference?: APIMessageReference;
  tts?: boolean;
}

export interface MessageInput {
  body: MessageBody;
  files: RecordedFile[];
}

export interface InteractionOrigin {
  id: string;
  token: string;
  type: InteractionType;
  user: APIUser;
  guildId?: string;
}

export interface RecordExtras {
  interaction?: InteractionOrigin;
  callbackType?: InteractionResponseType;
}

/** Width and height from a PNG's IHDR chunk, so attachments look like Discord's. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Messages the bot made, the bytes of their attachments, and a record of every change. */
export class MessageStore {
  readonly messages = new Map<string, APIMessage>();
  readonly records: RecordedMessage[] = [];
  /** The same records by interaction token, so a waiting test does not scan them all. */
  readonly byToken = new Map<string, RecordedMessage[]>();
  /** Wakes whoever waits on an interaction when its callback or a message arrives. */
  readonly changes = new Notifier();
  private readonly files = new Map<string, RecordedAttachment>();
  /** Attachment bytes kept for checks; a long load run turns this off to keep its own memory flat. */
  keepFiles = true;

  constructor(
    private readonly author: APIUser,
    private readonly applicationId: string,
    private readonly cdnBase: string,
  ) {}

  get(id: string): APIMessage | undefined {
    return this.messages.get(id);
  }

  attachment(id: string): RecordedAttachment | undefined {
    return this.files.get(id);
  }

  create(channelId: string, input: MessageInput, interaction?: InteractionOrigin, extraFlags = 0): APIMessage {
    const { body } = input;
    const id = snowflake();
    const message: APIMessage = {
      id,
      channel_id: channelId,
      author: this.author,
      content: body.content ?? '',
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: body.tts ?? false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: this.upload(channelId, input.files, body.attachments ?? undefined),
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      pinned: false,
      type: MessageType.Default,
      flags: ((body.flags ?? 0) | extraFlags) as MessageFlags,
    };
    if (body.message_reference) {
      message.message_reference = body.message_reference;
      message.type = MessageType.Reply;
    }
    if (interaction) {
      message.webhook_id = this.applicationId;
      message.application_id = this.applicationId;
      if (interaction.type === InteractionType.ApplicationCommand) message.type = MessageType.ChatInputCommand;
      message.interaction_metadata = {
        id: interaction.id,
        type: interaction.type,
        user: interaction.user,
        authorizing_integration_owners: interaction.guildId ? { 0: interaction.guildId } : { 1: interaction.user.id },
      } as APIMessageInteractionMetadata;
    }
    this.messages.set(id, message);
    return message;
  }

  /** Applies an edit; attachments listed in `body.attachments` are kept, new files are added. */
  edit(message: APIMessage, input: MessageInput): APIMessage {
    const { body } = input;
    if ('content' in body) message.content = body.content ?? '';
    if ('embeds' in body) message.embeds = body.embeds ?? [];
    if ('components' in body) message.components = body.components ?? [];
    if (body.flags != null) {
      // Only Suppress Embeds may change; Ephemeral stays as created.
      const fixed = (message.flags ?? 0) & ~MessageFlags.SuppressEmbeds;
      message.flags = (fixed | (body.flags & MessageFlags.SuppressEmbeds)) as MessageFlags;
    }
    const listed = body.attachments;
    if (listed) {
      const keep = new Set(listed.map((a) => String(a.id)));
      message.attachments = message.attachments.filter((a) => keep.has(a.id));
    }
    if (listed || input.files.length > 0) {
      message.attachments.push(...this.upload(message.channel_id, input.files, listed ?? undefined));
    }
    message.flags = ((message.flags ?? 0) & ~MessageFlags.Loading) as MessageFlags;
    message.edited_timestamp = new Date().toISOString();
    return message;
  }

  delete(id: string): boolean {
    return this.messages.delete(id);
  }

  record(kind: MessageKind, message: APIMessage, body: unknown, extras: RecordExtras = {}): RecordedMessage {
    const flags = message.flags ?? 0;
    const record: RecordedMessage = {
      kind,
      messageId: message.id,
      channelId: message.channel_id,
      content: message.content,
      embeds: structuredClone(message.embeds),
      components: structuredClone(message.components ?? []),
      attachments: this.recordedAttachments(message),
      ephemeral: (flags & MessageFlags.Ephemeral) !== 0,
      flags,
      body,
      message: structuredClone(message),
      at: Date.now(),
    };
    if (extras.interaction) {
      record.interactionId = extras.interaction.id;
      record.interactionToken = extras.interaction.token;
      const list = this.byToken.get(extras.interaction.token);
      if (list) list.push(record);
      else this.byToken.set(extras.interaction.token, [record]);
    }
    if (extras.callbackType !== undefined) record.callbackType = extras.callbackType;
    this.records.push(record);
    if (extras.interaction) this.changes.notify(extras.interaction.token);
    return record;
  }

  recordedAttachments(message: APIMessage): RecordedAttachment[] {
    return message.attachments.flatMap((a) => this.files.get(a.id) ?? []);
  }

  /** Turns uploaded files into attachments; `files[n]` pairs with the `attachments` entry of id n. */
  private upload(channelId: string, files: RecordedFile[], listed?: MessageBody['attachments']): APIAttachment[] {
    return files.map((file) => {
      const index = /^files\[(\d+)\]$/.exec(file.field)?.[1];
      const meta = listed?.find((a) => String(a.id) === index);
      const id = snowflake();
      const filename = meta?.filename ?? file.name;
      const url = `${this.cdnBase}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`;
      const attachment: APIAttachment = {
        id,
        filename,
        size: file.bytes.length,
        url,
        proxy_url: url,
        content_type: file.contentType,
      };
      if (meta?.description) attachment.description = meta.description;
      const size = pngSize(file.bytes);
      if (size) Object.assign(attachment, size);
      this.files.set(id, { id, name: filename, contentType: file.contentType, bytes: this.keepFiles ? file.bytes : Buffer.alloc(0) });
      return attachment;
    });
  }
}
