import type { UserManager } from 'oidc-client-ts';
import { consoleScopes } from './user-manager';

/** Signing in again is the only way on: no session, or the provider refused the refresh token or resource. */
export class AuthRequiredError extends Error {
  constructor(readonly reason: string) {
    super(`Sign-in required: ${reason}`);
    this.name = 'AuthRequiredError';
  }
}

/** The provider refused an organization token: the user is not (or no longer) a member. */
export class OrganizationTokenRefusedError extends Error {
  constructor(readonly organizationId: string) {
    super(`No organization token for ${organizationId}`);
    this.name = 'OrganizationTokenRefusedError';
  }
}

/** OAuth errors after which a refresh cannot succeed (spec §8). */
const fatalOAuthErrors = new Set(['invalid_grant', 'invalid_target', 'invalid_client', 'unauthorized_client']);

/** `scope`: what the provider said the token holds (organization tokens). */
type CachedToken = { token: string; expiresAt: number; scope?: string };

/** Refresh this long before expiry, so a request never leaves with a token about to lapse. */
const expiryMarginMs = 30_000;
const tokenKey = (resource: string) => `gatehouse.access-token:${resource}`;

/**
 * Access tokens per resource (the management API, `/me`), obtained with the
 * refresh token (RFC 8707 `resource`) and kept in storage until shortly
 * before they expire. Refreshes run one at a time across tabs (Web Locks):
 * the refresh token rotates, and using a spent one ends the whole grant.
 */
export const createAccessTokens = (userManager: UserManager, storage: Storage = window.localStorage) => {
  const read = (resource: string): CachedToken | undefined => {
    try {
      const cached = JSON.parse(storage.getItem(tokenKey(resource)) ?? 'null') as CachedToken | null;
      return cached && cached.expiresAt - expiryMarginMs > Date.now() ? cached : undefined;
    } catch {
      return undefined;
    }
  };

  const refresh = async (resource: string) => {
    // Another tab may have refreshed while this one waited for the lock.
    const cached = read(resource);
    if (cached) return cached.token;
    const user = await userManager.getUser();
    if (!user?.refresh_token) throw new AuthRequiredError('no session');
    try {
      const renewed = await userManager.signinSilent({ resource, extraTokenParams: { scope: consoleScopes } });
      if (!renewed?.access_token) throw new AuthRequiredError('no access token');
      const expiresAt = (renewed.expires_at ?? Math.floor(Date.now() / 1000) + 60) * 1000;
      storage.setItem(tokenKey(resource), JSON.stringify({ token: renewed.access_token, expiresAt }));
      return renewed.access_token;
    } catch (error) {
      const code = (error as { error?: unknown }).error;
      if (typeof code === 'string' && fatalOAuthErrors.has(code)) throw new AuthRequiredError(code);
      throw error;
    }
  };

  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) return locks.request('gatehouse-token-refresh', task) as Promise<T>;
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * An organization token (cloud: the management proxy of tenant T wants one for `t-T`). The
   * provider neither rotates the refresh token nor sends it back for this grant, so it is asked
   * directly: oidc-client-ts would store the answer as the user and lose the refresh token.
   */
  const refreshOrganization = async (organizationId: string) => {
    const key = `organization:${organizationId}`;
    const cached = read(key);
    if (cached) return cached.token;
    const user = await userManager.getUser();
    if (!user?.refresh_token) throw new AuthRequiredError('no session');
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: userManager.settings.client_id,
      refresh_token: user.refresh_token,
      organization_id: organizationId,
    });
    const response = await fetch(await userManager.metadataService.getTokenEndpoint(false), { method: 'POST', body });
    const answer = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      scope?: string;
      error?: string;
    };
    if (!response.ok || !answer.access_token) {
      // Not (or no longer) a member: the console drops the tenant; a dead grant: sign in again.
      if (answer.error === 'invalid_grant') throw new OrganizationTokenRefusedError(organizationId);
      throw new AuthRequiredError(answer.error ?? `token endpoint ${response.status}`);
    }
    const expiresAt = Date.now() + (answer.expires_in ?? 60) * 1000;
    storage.setItem(
      tokenKey(key),
      JSON.stringify({ token: answer.access_token, expiresAt, scope: answer.scope ?? '' }),
    );
    return answer.access_token;
  };

  return {
    /** A valid access token for `resource`, refreshing when needed. */
    get: async (resource: string) => read(resource)?.token ?? serialized(() => refresh(resource)),
    /** A valid organization token of the admin tenant for `organizationId`. */
    organization: async (organizationId: string) =>
      read(`organization:${organizationId}`)?.token ?? serialized(() => refreshOrganization(organizationId)),
    /** The scopes of the organization token for `organizationId`, fetching one when none is kept. */
    organizationScopes: async (organizationId: string) => {
      const key = `organization:${organizationId}`;
      if (!read(key)) await serialized(() => refreshOrganization(organizationId));
      const cached = read(key);
      return (cached?.scope ?? '').split(' ').filter(Boolean);
    },
    /** Forgets the organization token for `organizationId`: the next call fetches a new one. */
    forgetOrganization: (organizationId: string) => storage.removeItem(tokenKey(`organization:${organizationId}`)),
    /** Forgets every access token (sign-out, retry after an error). */
    clear: () => {
      for (const key of Object.keys(storage)) if (key.startsWith('gatehouse.access-token:')) storage.removeItem(key);
    },
  };
};

export type AccessTokens = ReturnType<typeof createAccessTokens>;
