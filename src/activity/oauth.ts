/**
 * Who is at the Activity, as Discord says: the page's authorize code is exchanged for an
 * access token by this server (with the application's client secret, which never reaches
 * the page), and every request the page makes names its user only through that token,
 * which Discord's `/users/@me` resolves. Nothing the page claims about itself is believed.
 */

export interface Identity {
  id: string;
  /** The name Discord shows (the display name, else the username). */
  name: string;
}

export interface OAuthOptions {
  /** Discord's REST root with its version, e.g. `https://discord.com/api/v10`. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** How long an identified token is believed without asking Discord again (ms). */
  cacheMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** Why a code or a token was not accepted, as the page is told. */
export type OAuthFailure = 'bad-code' | 'bad-token' | 'discord-unavailable';

export type Exchanged = { ok: true; accessToken: string; expiresIn: number } | { ok: false; why: OAuthFailure };
export type Identified = { ok: true; identity: Identity } | { ok: false; why: OAuthFailure };

/** Tokens remembered at most; the oldest is forgotten first. */
const MAX_CACHED = 10_000;
/** A call to Discord that takes longer has failed. */
const CALL_MS = 5000;

export class DiscordOAuth {
  private readonly cache = new Map<string, { identity: Identity; until: number }>();
  private readonly now: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: OAuthOptions) {
    this.now = opts.now ?? Date.now;
    this.fetch = opts.fetch ?? fetch;
  }

  /** The authorize step's code for an access token (the `identify` scope). */
  async exchange(code: string): Promise<Exchanged> {
    if (!/^[\w.~-]{1,200}$/.test(code)) return { ok: false, why: 'bad-code' };
    const body = new URLSearchParams({ client_id: this.opts.clientId, client_secret: this.opts.clientSecret, grant_type: 'authorization_code', code });
    const answer = await this.call('/oauth2/token', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    if (answer === null) return { ok: false, why: 'discord-unavailable' };
    if (answer.status >= 400 && answer.status < 500) return { ok: false, why: 'bad-code' };
    const json = (await answer.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof json?.access_token !== 'string') return { ok: false, why: 'discord-unavailable' };
    return { ok: true, accessToken: json.access_token, expiresIn: typeof json.expires_in === 'number' ? json.expires_in : 0 };
  }

  /** The user a bearer token belongs to, from Discord (remembered for `cacheMs`). */
  async identify(accessToken: string): Promise<Identified> {
    if (!/^[\w.~+/=-]{1,400}$/.test(accessToken)) return { ok: false, why: 'bad-token' };
    const known = this.cache.get(accessToken);
    if (known && known.until > this.now()) return { ok: true, identity: known.identity };
    const answer = await this.call('/users/@me', { headers: { authorization: `Bearer ${accessToken}` } });
    if (answer === null) return { ok: false, why: 'discord-unavailable' };
    if (answer.status === 401 || answer.status === 403) {
      this.cache.delete(accessToken);
      return { ok: false, why: 'bad-token' };
    }
    const user = (await answer.json().catch(() => null)) as { id?: unknown; username?: unknown; global_name?: unknown } | null;
    if (answer.status !== 200 || typeof user?.id !== 'string' || !/^\d{1,20}$/.test(user.id)) return { ok: false, why: 'discord-unavailable' };
    const name = typeof user.global_name === 'string' && user.global_name ? user.global_name : String(user.username ?? user.id);
    const identity = { id: user.id, name };
    this.cache.delete(accessToken);
    this.cache.set(accessToken, { identity, until: this.now() + (this.opts.cacheMs ?? 5 * 60_000) });
    if (this.cache.size > MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    return { ok: true, identity };
  }

  private async call(path: string, init: RequestInit): Promise<Response | null> {
    try {
      return await this.fetch(`${this.opts.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(CALL_MS) });
    } catch {
      return null;
    }
  }
}
