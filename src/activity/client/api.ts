/**
 * The page's calls to its server. Every URL is relative to the page, so it resolves under
 * Discord's `/.proxy/` mapping and at the root alike; every call but the sign-in carries
 * the access token, by which the server asks Discord who is calling.
 */
import type { ActionAnswer, ActivityView, PlacedTile, PreviewAnswer } from '../protocol.js';

export type PageWords = Record<string, string> & { premiums: Record<string, string> };

export class Api {
  token = '';

  constructor(private readonly base: URL) {}

  static fromPage(): Api {
    return new Api(new URL('.', location.href));
  }

  url(path: string): URL {
    return new URL(path, this.base);
  }

  async config(): Promise<{ clientId: string; words: PageWords }> {
    return (await fetch(this.url('api/config'))).json();
  }

  /** The authorize code for an access token; throws the server's sentence when refused. */
  async signIn(code: string): Promise<string> {
    const res = await fetch(this.url('api/token'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    const body = (await res.json()) as { access_token?: string; message?: string };
    if (!res.ok || !body.access_token) throw new Error(body.message ?? res.statusText);
    this.token = body.access_token;
    return this.token;
  }

  view(channel: string): Promise<ActivityView> {
    return this.call(`api/channels/${channel}/game`);
  }

  preview(channel: string, tiles: PlacedTile[]): Promise<PreviewAnswer> {
    return this.call(`api/channels/${channel}/preview`, { tiles });
  }

  act(channel: string, body: Record<string, unknown>): Promise<ActionAnswer> {
    return this.call(`api/channels/${channel}/actions`, body);
  }

  async ticket(channel: string): Promise<string> {
    return ((await this.call(`api/channels/${channel}/live-ticket`, {})) as { ticket: string }).ticket;
  }

  private async call<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.url(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as T & { ok?: boolean; message?: string };
    // Refusals of a move come back as { ok: false, message }; other failures are thrown with their sentence.
    if (!res.ok && !(res.status === 409 && json.message)) throw new Error(json.message ?? res.statusText);
    return json;
  }
}

/** A sentence of the page's words with its `{name}` blanks filled. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
