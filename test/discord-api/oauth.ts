/**
 * Discord's OAuth2 as an Activity meets it: the Discord client's `authorize` command hands
 * the page a code for a user (here `FakeDiscord.authorizeCode`), the app's server exchanges
 * it at `POST /oauth2/token` with its client id and secret (form-encoded, no bot token),
 * and `GET /users/@me` with `Bearer <access token>` says whose token it is. Codes are used
 * once; a wrong secret, code or token is refused as Discord refuses it.
 */
import { randomBytes } from 'node:crypto';
import type { APIUser } from 'discord-api-types/v10';
import { ApiError, type Router } from './router.js';
import type { World } from './world.js';

export class OAuthGrants {
  private readonly codes = new Map<string, string>();
  private readonly tokens = new Map<string, string>();
  /** Every exchange asked for, for tests to inspect (the secret included). */
  readonly exchanges: Record<string, string>[] = [];

  constructor(readonly clientSecret: string) {}

  /** A one-use code for `userId`, as the client's authorize command returns it. */
  code(userId: string): string {
    const code = randomBytes(15).toString('hex');
    this.codes.set(code, userId);
    return code;
  }

  /** Forgets a user's access tokens (revoked on Discord's side). */
  revoke(token: string): void {
    this.tokens.delete(token);
  }

  redeem(code: string): string | null {
    const userId = this.codes.get(code);
    if (userId === undefined) return null;
    this.codes.delete(code);
    const token = randomBytes(20).toString('base64url');
    this.tokens.set(token, userId);
    return token;
  }

  userOf(token: string): string | undefined {
    return this.tokens.get(token);
  }
}

const invalidGrant = () => new ApiError(400, 0, 'invalid_grant');
const invalidClient = () => new ApiError(401, 0, 'invalid_client');

export function registerOAuthRoutes(router: Router, world: World, grants: OAuthGrants): void {
  router.add('POST', '/oauth2/token', ({ body }) => {
    const form = Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''));
    grants.exchanges.push(form);
    if (form.client_id !== world.applicationId || form.client_secret !== grants.clientSecret) throw invalidClient();
    if (form.grant_type !== 'authorization_code') throw new ApiError(400, 0, 'unsupported_grant_type');
    const token = grants.redeem(form.code ?? '');
    if (token === null) throw invalidGrant();
    return { body: { access_token: token, token_type: 'Bearer', expires_in: 604800, refresh_token: randomBytes(20).toString('base64url'), scope: 'identify' } };
  }, { auth: false });
}

/** `GET /users/@me` for a user's Bearer token: the user, or 401. */
export function bearerUser(world: World, grants: OAuthGrants, authorization: string): APIUser {
  const userId = grants.userOf(authorization.slice('Bearer '.length));
  const user = userId === undefined ? undefined : world.users.get(userId);
  if (!user) throw new ApiError(401, 0, '401: Unauthorized');
  return user;
}
