import type { UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { AuthRequiredError, createAccessTokens, OrganizationTokenRefusedError } from './access-tokens';

const fakeManager = (signinSilent: (args: { resource: string }) => Promise<unknown>, refreshToken = 'rt') =>
  ({
    getUser: vi.fn(async () => (refreshToken ? { refresh_token: refreshToken } : null)),
    signinSilent: vi.fn(signinSilent),
  }) as unknown as UserManager & { signinSilent: ReturnType<typeof vi.fn> };

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('access tokens per resource', () => {
  it('gets a token per resource with the refresh token, and reuses it until shortly before it expires', async () => {
    const manager = fakeManager(async ({ resource }) => ({
      access_token: `token-for-${resource}`,
      expires_at: inAnHour(),
    }));
    const tokens = createAccessTokens(manager, window.sessionStorage);
    expect(await tokens.get('https://api.test/me')).toBe('token-for-https://api.test/me');
    expect(await tokens.get('https://api.test/me')).toBe('token-for-https://api.test/me');
    expect(await tokens.get('https://api.test/mgmt')).toBe('token-for-https://api.test/mgmt');
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(manager.signinSilent.mock.calls[0]?.[0]).toMatchObject({ resource: 'https://api.test/me' });
    tokens.clear();
    await tokens.get('https://api.test/me');
    expect(manager.signinSilent).toHaveBeenCalledTimes(3);
  });

  it('refreshes one at a time: the refresh token rotates, and a spent one would end the grant', async () => {
    let running = 0;
    let most = 0;
    const manager = fakeManager(async ({ resource }) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return { access_token: resource, expires_at: inAnHour() };
    });
    const tokens = createAccessTokens(manager, window.sessionStorage);
    tokens.clear();
    await Promise.all([tokens.get('a'), tokens.get('b'), tokens.get('a'), tokens.get('c')]);
    expect(most).toBe(1);
    // The second request for `a` found the token the first one stored.
    expect(manager.signinSilent).toHaveBeenCalledTimes(3);
  });

  it('asks for a new sign-in when there is no session, or the provider refuses the grant or the resource', async () => {
    const noSession = createAccessTokens(
      fakeManager(async () => ({}), ''),
      window.sessionStorage,
    );
    noSession.clear();
    await expect(noSession.get('x')).rejects.toBeInstanceOf(AuthRequiredError);

    for (const error of ['invalid_grant', 'invalid_target']) {
      const tokens = createAccessTokens(
        fakeManager(async () => {
          throw Object.assign(new Error(error), { error });
        }),
        window.sessionStorage,
      );
      tokens.clear();
      await expect(tokens.get('x')).rejects.toMatchObject({ name: 'AuthRequiredError', reason: error });
    }
  });

  it('passes other failures (a network error) on as they are', async () => {
    const tokens = createAccessTokens(
      fakeManager(async () => {
        throw new TypeError('Failed to fetch');
      }),
      window.sessionStorage,
    );
    tokens.clear();
    await expect(tokens.get('x')).rejects.toBeInstanceOf(TypeError);
  });
});

describe('organization tokens (cloud: the management proxy)', () => {
  const manager = (refreshToken = 'rt') =>
    ({
      getUser: vi.fn(async () => (refreshToken ? { refresh_token: refreshToken } : null)),
      signinSilent: vi.fn(),
      settings: { client_id: 'admin-console' },
      metadataService: { getTokenEndpoint: vi.fn(async () => 'https://admin.test/oidc/token') },
    }) as unknown as UserManager & { signinSilent: ReturnType<typeof vi.fn> };

  const answering = (status: number, body: unknown) =>
    vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('asks the token endpoint with the refresh token and organization_id, keeps the session, and caches the token', async () => {
    const fetchMock = answering(200, { access_token: 'org-token', expires_in: 3600 });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const userManager = manager();
      const tokens = createAccessTokens(userManager, window.sessionStorage);
      tokens.clear();
      expect(await tokens.organization('t-abc')).toBe('org-token');
      expect(await tokens.organization('t-abc')).toBe('org-token');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(String(url)).toBe('https://admin.test/oidc/token');
      const body = new URLSearchParams(String(init?.body));
      expect(Object.fromEntries(body)).toEqual({
        grant_type: 'refresh_token',
        client_id: 'admin-console',
        refresh_token: 'rt',
        organization_id: 't-abc',
      });
      // oidc-client-ts is not involved: the stored user (and its refresh token) stays as it is.
      expect(userManager.signinSilent).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells a refused membership (invalid_grant) apart, and asks for a sign-in without a session', async () => {
    vi.stubGlobal('fetch', answering(400, { error: 'invalid_grant' }));
    try {
      const tokens = createAccessTokens(manager(), window.sessionStorage);
      tokens.clear();
      await expect(tokens.organization('t-gone')).rejects.toBeInstanceOf(OrganizationTokenRefusedError);
      const signedOut = createAccessTokens(manager(''), window.sessionStorage);
      await expect(signedOut.organization('t-abc')).rejects.toBeInstanceOf(AuthRequiredError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
